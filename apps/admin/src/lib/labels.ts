import type {
  AwardCurrency,
  CharacterKind,
  CombatValue,
  DamageSymbol,
  ItemKind,
  LedgerCurrency,
  LedgerReason,
  MemberStatus,
  MovementSymbol,
  Rank,
  TeamAlignment,
  Visibility,
  WorldRole,
} from '@/gql/graphql';

/** Words for the schema's enums. Records keyed by the enum so a new value fails the typecheck here. */
export const KIND_LABELS: Record<CharacterKind, string> = {
  HERO: 'Hero',
  VILLAIN: 'Villain',
  NPC: 'NPC',
  NORMAL: 'Normal',
};

/** In the order a figure advances: Rookie first. */
export const RANK_LABELS: Record<Rank, string> = {
  ROOKIE: 'Rookie',
  EXPERIENCED: 'Experienced',
  VETERAN: 'Veteran',
  UNIQUE: 'Unique',
  LIMITED_EDITION: 'Limited Edition',
};

export const COMBAT_VALUE_LABELS: Record<CombatValue, string> = {
  SPEED: 'Speed',
  ATTACK: 'Attack',
  DEFENSE: 'Defense',
  DAMAGE: 'Damage',
};

/** How a special power's category reads on a card ("Movement Special" belongs to speed). */
export const SPECIAL_POWER_CATEGORY_LABELS: Record<CombatValue, string> = {
  SPEED: 'Movement',
  ATTACK: 'Attack',
  DEFENSE: 'Defense',
  DAMAGE: 'Damage',
};

/** The movement symbol printed on the base. */
export const MOVEMENT_LABELS: Record<MovementSymbol, string> = {
  BOOT: 'Boot (moves on the ground)',
  WING: 'Wing (flies)',
  DOLPHIN: 'Dolphin (swims)',
};

/** The damage symbol printed on the base. */
export const DAMAGE_SYMBOL_LABELS: Record<DamageSymbol, string> = {
  STANDARD: 'Standard',
  GIANT: 'Giant',
  COLOSSAL: 'Colossal',
};

/** A person's role in a world. */
export const ROLE_LABELS: Record<WorldRole, string> = {
  CREATOR: 'Creator',
  ORGANIZER: 'Organizer',
  PLAYER: 'Player',
};

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  PUBLIC: 'Public (everyone sees it)',
  HIDDEN: 'Hidden (only the Creator sees it)',
};

/** A team's side: heroes keep Prestige, villains Infamy. */
export const TEAM_ALIGNMENT_LABELS: Record<TeamAlignment, string> = {
  HERO: 'Heroes',
  VILLAIN: 'Villains',
};

/** A member's campaign state. */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ACTIVE: 'Active',
  OUT: 'Out',
  CRITICAL: 'Critical',
  CAPTURED: 'Captured',
  DEAD: 'Dead',
  QUIT: 'Quit',
};

/** The balances of the ledger. */
export const LEDGER_CURRENCY_LABELS: Record<LedgerCurrency, string> = {
  HERO_POINTS: 'Hero Points',
  CASH: 'Cash',
  PRESTIGE: 'Prestige',
  INFAMY: 'Infamy',
  ACHIEVEMENT_POINTS: 'Achievement Points',
};

export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  FOUNDING: 'Founding',
  MATCH: 'Match',
  CREATOR_AWARD: 'Creator award',
  RECRUIT: 'Recruitment',
  LEVEL_UP: 'Level up',
  FEAT: 'Feat',
  BONUS: 'Bonus',
  ITEM: 'Item',
  PURCHASE: 'Purchase',
  CORRECTION: 'Correction',
};

/** What a Creator award can add to. */
export const AWARD_CURRENCY_LABELS: Record<AwardCurrency, string> = {
  HERO_POINTS: 'Hero Points',
  CASH: 'Cash ($)',
};

/** The catalogue's kinds of items, as the rules print them. */
export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  ITEM: 'Item',
  OBJECT_WEAPON: 'Object weapon',
  ADVANCED_WEAPON: 'Advanced weapon',
  ARMOUR: 'Armour',
};

/** What a recorded roll decided, in words; an unknown purpose reads as sent. */
export const ROLL_PURPOSE_LABELS: Record<string, string> = {
  'random-scenario': 'Random scenario',
  'sub-plot': 'Sub-plot',
  'team-ability': 'Team ability',
  plea: 'Plea',
};

export const CHARACTER_KINDS = Object.keys(KIND_LABELS) as CharacterKind[];
export const RANKS = Object.keys(RANK_LABELS) as Rank[];
export const WORLD_ROLES = Object.keys(ROLE_LABELS) as WorldRole[];
export const VISIBILITIES = Object.keys(VISIBILITY_LABELS) as Visibility[];
export const MOVEMENTS = Object.keys(MOVEMENT_LABELS) as MovementSymbol[];
export const DAMAGE_SYMBOLS = Object.keys(DAMAGE_SYMBOL_LABELS) as DamageSymbol[];
export const COMBAT_VALUES = Object.keys(COMBAT_VALUE_LABELS) as CombatValue[];

export const TEAM_ALIGNMENTS = Object.keys(TEAM_ALIGNMENT_LABELS) as TeamAlignment[];
export const LEDGER_CURRENCIES = Object.keys(LEDGER_CURRENCY_LABELS) as LedgerCurrency[];
export const AWARD_CURRENCIES = Object.keys(AWARD_CURRENCY_LABELS) as AwardCurrency[];

export const ITEM_KINDS = Object.keys(ITEM_KIND_LABELS) as ItemKind[];

export function isItemKind(value: string): value is ItemKind {
  return Object.hasOwn(ITEM_KIND_LABELS, value);
}

export function isTeamAlignment(value: string): value is TeamAlignment {
  return Object.hasOwn(TEAM_ALIGNMENT_LABELS, value);
}

export function isLedgerCurrency(value: string): value is LedgerCurrency {
  return Object.hasOwn(LEDGER_CURRENCY_LABELS, value);
}

export function isAwardCurrency(value: string): value is AwardCurrency {
  return Object.hasOwn(AWARD_CURRENCY_LABELS, value);
}

/** A signed amount as the ledger prints it: "+50", "−120" (a real minus sign), "0". */
export function signedAmount(amount: number): string {
  if (amount > 0) return `+${amount.toLocaleString('en-GB')}`;
  if (amount < 0) return `\u2212${Math.abs(amount).toLocaleString('en-GB')}`;
  return '0';
}

/** Cash as printed: "$1,250". */
export function formatCash(amount: number): string {
  return `${amount < 0 ? '\u2212' : ''}$${Math.abs(amount).toLocaleString('en-GB')}`;
}

export function isCharacterKind(value: string): value is CharacterKind {
  return Object.hasOwn(KIND_LABELS, value);
}

export function isRank(value: string): value is Rank {
  return Object.hasOwn(RANK_LABELS, value);
}

/** "6 ⚡⚡" for range 6 with two targets; close combat only reads "0". */
export function lightningBolts(targets: number): string {
  return '⚡'.repeat(Math.max(0, targets));
}

/** A moment as the console prints it: the same for every viewer, in UTC. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
