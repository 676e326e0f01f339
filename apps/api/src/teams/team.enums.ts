import { registerEnumType } from 'type-graphql';

/** A team's side: heroes keep a Prestige rating, villains an Infamy rating. */
export enum TeamAlignment {
  HERO = 'HERO',
  VILLAIN = 'VILLAIN',
}
registerEnumType(TeamAlignment, { name: 'TeamAlignment', description: 'Heroes keep Prestige, villains Infamy.' });

/** Where a member stands in the campaign. */
export enum MemberStatus {
  ACTIVE = 'ACTIVE',
  /** Injured: misses `outForScenarios` more scenarios. */
  OUT = 'OUT',
  CRITICAL = 'CRITICAL',
  CAPTURED = 'CAPTURED',
  DEAD = 'DEAD',
  QUIT = 'QUIT',
}
registerEnumType(MemberStatus, {
  name: 'MemberStatus',
  description: 'ACTIVE plays; OUT misses scenarios; CRITICAL awaits the injury roll; CAPTURED is held; DEAD and QUIT have left the team.',
});

/** What a ledger entry counts. */
export enum Currency {
  HERO_POINTS = 'HERO_POINTS',
  CASH = 'CASH',
  PRESTIGE = 'PRESTIGE',
  INFAMY = 'INFAMY',
  ACHIEVEMENT_POINTS = 'ACHIEVEMENT_POINTS',
}
registerEnumType(Currency, {
  name: 'LedgerCurrency',
  description: "Team balances (Hero Points, cash, a hero team's Prestige, a villain team's Infamy) and each member's Achievement Points.",
});

/** Why a balance changed. */
export enum LedgerReason {
  MATCH = 'MATCH',
  PURCHASE = 'PURCHASE',
  LEVEL_UP = 'LEVEL_UP',
  RECRUIT = 'RECRUIT',
  FEAT = 'FEAT',
  BONUS = 'BONUS',
  ITEM = 'ITEM',
  CREATOR_AWARD = 'CREATOR_AWARD',
  CORRECTION = 'CORRECTION',
  FOUNDING = 'FOUNDING',
}
registerEnumType(LedgerReason, {
  name: 'LedgerReason',
  description: 'Why a balance changed.',
  valuesConfig: {
    MATCH: { description: 'Awarded or lost by the resolution of a match.' },
    PURCHASE: { description: 'A purchase without a more specific reason.' },
    LEVEL_UP: { description: 'Hero Points spent moving a member up a level.' },
    RECRUIT: { description: 'Hero Points spent on recruiting: the plea spend, and the points of a character who joins (founders included).' },
    FEAT: { description: 'Hero Points spent on a feat for a member.' },
    BONUS: { description: 'Hero Points spent on a bonus from the bonuses table.' },
    ITEM: { description: 'Cash spent on an item or weapon.' },
    CREATOR_AWARD: { description: 'Bonus Hero Points or cash granted by the Creator (grantAward).' },
    CORRECTION: { description: 'Reverses an earlier entry (correctLedgerEntry); see correctsEntryId.' },
    FOUNDING: { description: 'The starting Hero Points and cash of a new team; the founders are then paid for with RECRUIT entries.' },
  },
});

/** What a ledger entry points at as its cause. */
export enum LedgerSourceType {
  TEAM_MEMBER = 'TEAM_MEMBER',
  TEAM_ITEM = 'TEAM_ITEM',
  DICE_ROLL = 'DICE_ROLL',
  LEDGER_ENTRY = 'LEDGER_ENTRY',
  MATCH = 'MATCH',
}
registerEnumType(LedgerSourceType, { name: 'LedgerSourceType', description: 'The kind of record that caused a ledger entry.' });

/** The `Node` type of each kind of source: what `LedgerEntry.sourceId` is a global id of, and `LedgerEntry.source` answers. */
export const LEDGER_SOURCE_NODE_TYPE: Record<LedgerSourceType, string> = {
  [LedgerSourceType.TEAM_MEMBER]: 'TeamMember',
  [LedgerSourceType.TEAM_ITEM]: 'TeamItem',
  [LedgerSourceType.DICE_ROLL]: 'DiceRoll',
  [LedgerSourceType.LEDGER_ENTRY]: 'LedgerEntry',
  [LedgerSourceType.MATCH]: 'Match',
};

/** What a Creator may award by hand. */
export enum AwardCurrency {
  HERO_POINTS = 'HERO_POINTS',
  CASH = 'CASH',
}
registerEnumType(AwardCurrency, { name: 'AwardCurrency', description: 'Balances a Creator award can add to.' });

/** How a plea for membership ended. */
export enum PleaOutcome {
  AUTO_JOINED = 'AUTO_JOINED',
  CONVINCED = 'CONVINCED',
  REFUSED = 'REFUSED',
  INSULTED = 'INSULTED',
}
registerEnumType(PleaOutcome, {
  name: 'PleaOutcome',
  description: 'AUTO_JOINED (worth less than the leader, no roll), CONVINCED, REFUSED (may ask again at a higher leader level) or INSULTED (never).',
});

/** What a world's teams can be ordered by. */
export enum TeamOrderField {
  NAME = 'NAME',
  PRESTIGE = 'PRESTIGE',
  INFAMY = 'INFAMY',
  HERO_POINTS = 'HERO_POINTS',
}
registerEnumType(TeamOrderField, {
  name: 'TeamOrderField',
  description: "What a list of teams is ordered by; ties are broken by id. A balance is the team's own (not its members'), 0 when it has none.",
  valuesConfig: {
    NAME: { description: "The team's name." },
    PRESTIGE: { description: 'Its Prestige (heroes keep it; a villain has 0).' },
    INFAMY: { description: 'Its Infamy (villains keep it; a hero has 0).' },
    HERO_POINTS: { description: 'Its Hero Points in hand.' },
  },
});

/** What a team's ledger can be ordered by. */
export enum LedgerOrderField {
  CREATED_AT = 'CREATED_AT',
  AMOUNT = 'AMOUNT',
}
registerEnumType(LedgerOrderField, {
  name: 'LedgerOrderField',
  description: 'What a ledger is ordered by; ties are broken by the order entries were written, in the same direction.',
  valuesConfig: {
    CREATED_AT: { description: 'When the entry was written (the default, newest first).' },
    AMOUNT: { description: 'The amount, signed: the largest spend first in ASC, the largest gain first in DESC.' },
  },
});
