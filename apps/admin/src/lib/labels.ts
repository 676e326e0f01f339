import type { CharacterKind, CombatValue, DamageSymbol, MovementSymbol, Rank, Visibility, WorldRole } from '@/gql/graphql';

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

export const CHARACTER_KINDS = Object.keys(KIND_LABELS) as CharacterKind[];
export const RANKS = Object.keys(RANK_LABELS) as Rank[];
export const WORLD_ROLES = Object.keys(ROLE_LABELS) as WorldRole[];
export const VISIBILITIES = Object.keys(VISIBILITY_LABELS) as Visibility[];
export const MOVEMENTS = Object.keys(MOVEMENT_LABELS) as MovementSymbol[];
export const DAMAGE_SYMBOLS = Object.keys(DAMAGE_SYMBOL_LABELS) as DamageSymbol[];
export const COMBAT_VALUES = Object.keys(COMBAT_VALUE_LABELS) as CombatValue[];

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
