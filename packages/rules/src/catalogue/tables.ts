/**
 * Campaign tables transcribed from seed 000 (`seeds/000_16d4a23803d85603.txt`): the team
 * abilities chart, the permanent injury table, the bonuses table and the prestige / infamy
 * charts. `tables.spec.ts` re-reads the seed and checks every number below against it.
 */
import { z } from 'zod';
import type { Rank } from './character-types';
import type { Dice } from '../dice/types';
import { anyNumber, listOf, oneOf, schemaOf, TABLE_INCOMPLETE, wholeNumber } from '../settings/values';
import type { Refusal } from '../refusal';

/** A team's side: heroes keep a Prestige Rating, villains an Infamy Rating. */
export type Alignment = 'HERO' | 'VILLAIN';

/** A refused request: a stable code for programs and a sentence for people. */
export type TableRefusal<Reason extends string> = Refusal<Reason>;

// ---------------------------------------------------------------------------------------------
// Team abilities chart (Chapter II, "Roll on the Team Abilities Chart"; digest 4.2)
// ---------------------------------------------------------------------------------------------

/** One entry of the team abilities chart, indexed by the sum of 2d6. */
export interface TeamAbilityEntry {
  /** The 2d6 total that selects this entry (2-12). */
  roll: number;
  /** A short label of ours: the seed numbers the entries but does not name them. */
  name: string;
  /** The rule text exactly as printed. */
  text: string;
}

/** The team abilities chart: eleven entries for 2d6 totals 2-12; the result applies to every member. */
export const TEAM_ABILITIES: readonly TeamAbilityEntry[] = [
  {
    roll: 2,
    name: 'Mass Carry',
    text: 'A member of your team can carry up to 8 friendly figures when they move by either soaring of hovering.',
  },
  {
    roll: 3,
    name: 'Shrouded',
    text: 'Any line of fire drawn to a member of your Team that passes through hindering terrain, including the square the character occupies, is treated as though it is being drawn through blocking terrain.',
  },
  {
    roll: 4,
    name: 'Shared Defense',
    text: 'A member of your Team can use the highest Defense value of any Team member in an adjacent square.',
  },
  {
    roll: 5,
    name: 'Shared Attack',
    text: 'A member of your Team can use the highest Attack value of any Team member in an adjacent square.',
  },
  {
    roll: 6,
    name: 'Terrain Masters',
    text: 'Characters on this team ignore the effects of hindering terrain (including Team Abilities that grant hindering terrain bonuses) on movement and combat.',
  },
  {
    roll: 7,
    name: 'Free Movement',
    text: 'Team members may perform a move action without using one of your actions for the turn. Mark any character that moves this way with an action token.',
  },
  {
    roll: 8,
    name: 'Outwit Pair',
    text: 'If two Team members are adjacent, the character with the highest Points Value gains the Outwit power. If one of the characters is the Team Leader, he automatically gets it. If that highest character (or Leader) already has Outwit, this Ability has no effect.',
  },
  {
    roll: 9,
    name: 'Team Defense',
    text: 'Team Defense! If two or more team members are adjacent, any character who is victim to an attack (close combat or ranged) may add +2 to their Defense rating.',
  },
  {
    roll: 10,
    name: 'Shared Burden',
    text: 'Two Team members occupying adjacent squares can exchange 1 click of damage. Give one member 1 click of damage and give the other member 1 click of healing. This counts as a move action for the member who takes damage, though the character does not move.',
  },
  {
    roll: 11,
    name: 'Coordinated Assault',
    text: 'When two or more members of your Team are adjacent to an opposing character, they can all attack using only one of your actions. Mark any character that attacks this way with an action token.',
  },
  {
    roll: 12,
    name: 'Rally',
    text: 'When a member of your Team is defeated, every other member of your Team receives 1 click of healing.',
  },
];

/** A world's team abilities chart; the default is the seed's. */
export interface TeamAbilitySettings {
  /** Reading (digest 4.2): "roll a d6 twice" is the sum of 2d6, indexing entries 2-12; a world may replace the chart, one entry per total 2-12. */
  chart: readonly TeamAbilityEntry[];
}

/** The seed's chart, read as digest 4.2 reads it. */
export const DEFAULT_TEAM_ABILITY_SETTINGS: TeamAbilitySettings = { chart: TEAM_ABILITIES };

/** Every total 2d6 can roll, each of which the chart must answer. */
export const TWO_D6_TOTALS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The 2d6 totals a chart has no entry for (none for a chart a team can always roll on). */
export function teamAbilityChartGaps(chart: readonly Pick<TeamAbilityEntry, 'roll'>[]): number[] {
  const rolls = new Set(chart.map((entry) => entry.roll));
  return TWO_D6_TOTALS.filter((total) => !rolls.has(total));
}

/** What a world's team abilities chart may be: an entry for every total 2d6 can roll. */
export const teamAbilitySettingsSchema = schemaOf<TeamAbilitySettings>()(
  z.strictObject({
    chart: listOf(z.strictObject({ roll: wholeNumber({ min: 2, max: 12 }), name: z.string(), text: z.string() }), 1).check((ctx) => {
      const gaps = teamAbilityChartGaps(ctx.value);
      if (gaps.length) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          params: { rule: TABLE_INCOMPLETE },
          message: `the chart has no entry for a 2d6 total of ${gaps.join(', ')}: every total from 2 to 12 needs one`,
        });
      }
    }),
  }),
);

/** The team ability a 2d6 total selects on the world's chart (the seed's by default), or undefined for a total it has no entry for. */
export function teamAbilityFor(roll2d6Total: number, settings: Partial<TeamAbilitySettings> = DEFAULT_TEAM_ABILITY_SETTINGS): TeamAbilityEntry | undefined {
  const chart = settings.chart ?? DEFAULT_TEAM_ABILITY_SETTINGS.chart;
  return chart.find((entry) => entry.roll === roll2d6Total);
}

/**
 * Rolls 2d6 on the world's team abilities chart and returns the dice with the entry they chose.
 * Throws RangeError when the chart has no entry for the total rolled: a chart missing a total is
 * a broken world setting, not a player's mistake.
 */
export function rollTeamAbility(
  dice: Dice,
  settings: Partial<TeamAbilitySettings> = DEFAULT_TEAM_ABILITY_SETTINGS,
): { dice: readonly [number, number]; total: number; ability: TeamAbilityEntry } {
  const rolled = dice.roll2d6();
  const total = rolled[0] + rolled[1];
  const ability = teamAbilityFor(total, settings);
  if (!ability) throw new RangeError(`the team abilities chart has no entry for a 2d6 total of ${total}`);
  return { dice: rolled, total, ability };
}

// ---------------------------------------------------------------------------------------------
// Permanent injury table (Chapter III, "Critical Condition"; digest 4.5)
// ---------------------------------------------------------------------------------------------

/** Stable ids of the permanent injury results. */
export type InjuryId =
  | 'DEATH'
  | 'MULTIPLE_INJURIES'
  | 'CHEST_WOUND'
  | 'LEG_WOUND'
  | 'ARM_WOUND'
  | 'HEAD_WOUND'
  | 'BLINDED_IN_ONE_EYE'
  | 'PARTIALLY_DEAFENED'
  | 'SHELL_SHOCK_FEAR'
  | 'HAND_INJURY'
  | 'RECURRING_INJURIES'
  | 'SHELL_SHOCK_HATRED'
  | 'HORRIBLE_SCARRING'
  | 'MIRACULOUS_RECOVERY'
  | 'CAPTURED';

/** Who a Shell Shock result is aimed at, by a d6 rolled when the injury is taken. */
export type ShellShockTarget = 'INFLICTING_CHARACTER' | 'INFLICTING_LEADER' | 'INFLICTING_TEAM' | 'ALIGNMENT';

/** One row of a d6 sub-table printed inside an injury (faces `from`..`to`). */
export interface ShellShockRow {
  from: number;
  to: number;
  target: ShellShockTarget;
  text: string;
}

/** One entry of the permanent injury table with the d66 values that select it. */
export interface InjuryEntry {
  id: InjuryId;
  /** The name as printed, before the first full stop. */
  name: string;
  /** Lowest and highest d66 value (11-66, tens and units) that select this entry. */
  from: number;
  to: number;
  /** The rule text exactly as printed after the name. */
  text: string;
  /** The d6 table printed with the two Shell Shock results. */
  targetTable?: readonly ShellShockRow[];
}

const FEAR_TARGETS: readonly ShellShockRow[] = [
  { from: 1, to: 2, target: 'INFLICTING_CHARACTER', text: 'The enemy character who inflicted the blow.' },
  { from: 3, to: 4, target: 'INFLICTING_LEADER', text: 'The team leader of the team who inflicted the damage.' },
  { from: 5, to: 5, target: 'INFLICTING_TEAM', text: 'The entire Team that inflicted the damage.' },
  { from: 6, to: 6, target: 'ALIGNMENT', text: 'All Teams of the same alignment (i.e., good or evil).' },
];

const HATRED_TARGETS: readonly ShellShockRow[] = [
  { from: 1, to: 2, target: 'INFLICTING_CHARACTER', text: 'The enemy character who inflicted the damage.' },
  { from: 3, to: 4, target: 'INFLICTING_LEADER', text: 'The team leader of the team who wounded him.' },
  { from: 5, to: 5, target: 'INFLICTING_TEAM', text: 'The entire team that inflicted the damage.' },
  { from: 6, to: 6, target: 'ALIGNMENT', text: 'All Teams of the same alignment (i.e., good or evil).' },
];

/**
 * The permanent injury table read as d66 (digest 4.5): the thirteen entries before
 * Miraculous Recovery fill 11-16, 21-26 and 31; the seed's own "32 to 65" is Miraculous
 * Recovery; 66 is Captured!.
 */
export const PERMANENT_INJURIES: readonly InjuryEntry[] = [
  {
    id: 'DEATH',
    name: 'Death',
    from: 11,
    to: 11,
    text: 'The character died as a result of their wounds. The character is considered dead in your universe and can never be enlisted or used again.',
  },
  {
    id: 'MULTIPLE_INJURIES',
    name: 'Multiple Injuries',
    from: 12,
    to: 12,
    text: 'The character took quite a beating at the hands of their foe! Roll a further d6 times on this chart. Re-Roll any Dead or Miraculous Recovery results.',
  },
  {
    id: 'CHEST_WOUND',
    name: 'Chest Wound',
    from: 13,
    to: 13,
    text: 'The character was badly wounded in his chest. Speed is reduced by 1 due to his poor lungs!',
  },
  {
    id: 'LEG_WOUND',
    name: 'Leg Wound',
    from: 14,
    to: 14,
    text: 'The characters Speed is permanently reduced by one (1). Randomly determine which leg was injured.',
  },
  {
    id: 'ARM_WOUND',
    name: 'Arm Wound',
    from: 15,
    to: 15,
    text: 'The character has smashed one arm. Although he recovers, his strength is permanently weakened in one arm. Randomly determine which arm is hurt. Close Combat damage is -1 click of damage.',
  },
  {
    id: 'HEAD_WOUND',
    name: 'Head Wound',
    from: 16,
    to: 16,
    text: 'A serious head injury leaves the character somewhat rattled. Prior to each scenario, roll d6. On a 1-3, the character is a little foggy. His Attack rating is -1 for the entire scenario. On a 4-6, he is ill-tempered and receives Battle Fury for his first 4 clicks.',
  },
  {
    id: 'BLINDED_IN_ONE_EYE',
    name: 'Blinded In One Eye',
    from: 21,
    to: 21,
    text: 'The character survives but loses the sight in one eye: randomly determine which eye is wounded. If he is blind in only one eye, his Ranged Attack range is reduced by half. If he loses sight in both eyes, he is blind and must retire (does not apply to Daredevil).',
  },
  {
    id: 'PARTIALLY_DEAFENED',
    name: 'Partially Deafened',
    from: 22,
    to: 22,
    text: 'The character survives but a blow to the head damaged his hearing. An individual suffers no penalty if he is partially deafened, but each time he receives this wound, his Defence against Ranged Attacks is reduced by 1.',
  },
  {
    id: 'SHELL_SHOCK_FEAR',
    name: 'Shell Shock: Fear',
    from: 23,
    to: 23,
    text: 'The character suffered some head trauma due to such an attack. From now on, he fears the following: As such, he must roll a d6 prior to each scenario that involves his fear. On a roll of 6, he is fear stricken and will unable to attack the person (or persons) he is afraid of.',
    targetTable: FEAR_TARGETS,
  },
  {
    id: 'HAND_INJURY',
    name: 'Hand Injury',
    from: 24,
    to: 24,
    text: 'During the final melee, his hand was seriously injured, resulting in a loss of 1-3 fingers (d6/2). Randomly determine which hand is injured. Any Ranged Combat that requires the use of his damage hand will suffer a -1 to Attack rating.',
  },
  {
    id: 'RECURRING_INJURIES',
    name: 'Recurring Injuries',
    from: 25,
    to: 25,
    text: 'He suffered a milder combination of niggling wounds that sometimes affect his health more than others. Prior to each scenario, roll a d6. On a roll of one (1), his old wounds cause him too much pain and he is unable to partake in the scenario.',
  },
  {
    id: 'SHELL_SHOCK_HATRED',
    name: 'Shell Shock: Hatred',
    from: 26,
    to: 26,
    text: 'The character suffers head trauma that has left him psychologically scarred. From now on, he suffers extreme hatred for the following: As such, he must roll a d6 prior to each scenario that involves his hatred. On a roll of 6, he is so enraged, that he receives Battle Fury for his first 5 clicks.',
    targetTable: HATRED_TARGETS,
  },
  {
    id: 'HORRIBLE_SCARRING',
    name: 'Horrible Scarring',
    from: 31,
    to: 31,
    text: "The character survives but is left with horrific scarring on his face. Non-masked characters cause discomfort in others. Innocent bystanders will automatically move away from you, even if you're a Super Hero.",
  },
  {
    id: 'MIRACULOUS_RECOVERY',
    name: 'Miraculous Recovery',
    from: 32,
    to: 65,
    text: 'The character makes a full recovery from his wounds, but he misses the next 1-3 scenarios in doing so (1d6/2).',
  },
  {
    id: 'CAPTURED',
    name: 'Captured!',
    from: 66,
    to: 66,
    text: 'The character was captured from the medical center by the Team that imposed the injuries! You must create a scenario designed around the rescue of your fallen comrade! The wounded (captured) character is treated as having rolled Miraculous Recovery if hes rescued.',
  },
];

/** True for a d66 value: tens and units each 1-6. */
function isD66(value: number): boolean {
  const tens = Math.floor(value / 10);
  const units = value % 10;
  return Number.isInteger(value) && tens >= 1 && tens <= 6 && units >= 1 && units <= 6;
}

/**
 * The injury a d66 value (11-66) selects with the world's ranges (digest 4.5's by default), or
 * undefined for a value a d66 cannot show or no range covers.
 */
export function injuryFor(d66Value: number, settings: Partial<InjurySettings> = DEFAULT_INJURY_SETTINGS): InjuryEntry | undefined {
  if (!isD66(d66Value)) return undefined;
  const ranges = settings.ranges ?? DEFAULT_INJURY_SETTINGS.ranges;
  const range = ranges.find((r) => d66Value >= r.from && d66Value <= r.to);
  if (!range) return undefined;
  const entry = PERMANENT_INJURIES.find((e) => e.id === range.id)!;
  return { ...entry, from: range.from, to: range.to };
}

/** Why a die was rolled while resolving a permanent injury. */
export type InjuryRollPurpose = 'INJURY' | 'MULTIPLE_INJURIES_COUNT' | 'SHELL_SHOCK_TARGET' | 'FINGERS_LOST' | 'SCENARIOS_MISSED';

/** One die rolled while resolving a permanent injury, in the order rolled. */
export interface InjuryRoll {
  purpose: InjuryRollPurpose;
  die: 'd66' | 'd6';
  value: number;
  /** For INJURY rolls: the entry the value selected. */
  injury?: InjuryId;
  /** For INJURY rolls: true when the result was thrown away (Death or Miraculous Recovery under Multiple Injuries). */
  rerolled?: boolean;
}

/** An injury the character keeps, with what its own d6 decided when it was taken. */
export interface SufferedInjury {
  id: InjuryId;
  /** Shell Shock: whom he fears or hates. */
  target?: ShellShockTarget;
  /** Hand Injury: fingers lost (d6 halved, rounded up: 1-3). */
  fingersLost?: number;
  /** Miraculous Recovery (and Captured!, if rescued): scenarios missed (d6 halved, rounded up: 1-3). */
  scenariosMissed?: number;
}

/** Everything a permanent injury roll decided, and every die it rolled. */
export interface PermanentInjuryResult {
  rolls: InjuryRoll[];
  /** The results the character keeps; a Multiple Injuries result is listed by the injuries it led to. */
  injuries: SufferedInjury[];
}

/** The d66 values (tens and units, 11-66) that select one injury. */
export interface InjuryRange {
  id: InjuryId;
  from: number;
  to: number;
}

/** Settings for the injury table; the defaults are the seed's text and digest 4.5's ranges. */
export interface InjurySettings {
  /** Results re-rolled while resolving Multiple Injuries. */
  rerollUnderMultiple: readonly InjuryId[];
  /** Reading (digest 4.5): the seed lost its roll column but "32 to 65", so the entries before Miraculous Recovery fill 11-16, 21-26 and 31, and 66 is Captured!. */
  ranges: readonly InjuryRange[];
}

/** The seed's reading: "Re-Roll any Dead or Miraculous Recovery results", with the d66 ranges of digest 4.5. */
export const DEFAULT_INJURY_SETTINGS: InjurySettings = {
  rerollUnderMultiple: ['DEATH', 'MIRACULOUS_RECOVERY'],
  ranges: PERMANENT_INJURIES.map(({ id, from, to }) => ({ id, from, to })),
};

/** Every value a d66 can roll: tens and units, 11 to 66. */
export const D66_VALUES: readonly number[] = [1, 2, 3, 4, 5, 6].flatMap((tens) => [1, 2, 3, 4, 5, 6].map((units) => tens * 10 + units));

/** The d66 values the ranges give no injury or more than one, with how many they give. */
export function injuryTableGaps(ranges: readonly Pick<InjuryRange, 'from' | 'to'>[]): { value: number; results: number }[] {
  return D66_VALUES.map((value) => ({ value, results: ranges.filter((r) => value >= r.from && value <= r.to).length })).filter(({ results }) => results !== 1);
}

/** The injury table's rule in words: which rolls it leaves without one result. */
function injuryGapWords(gaps: readonly { value: number; results: number }[]): string {
  const none = gaps.filter((g) => g.results === 0).map((g) => g.value);
  const several = gaps.filter((g) => g.results > 1).map((g) => g.value);
  const parts = [none.length ? `no result for ${none.join(', ')}` : '', several.length ? `more than one result for ${several.join(', ')}` : ''];
  return `every d66 roll from 11 to 66 needs exactly one injury; the ranges give ${parts.filter(Boolean).join(' and ')}`;
}

/** Throws RangeError unless the ranges give every d66 value exactly one injury: a broken world setting, caught before any die is rolled. */
function assertCoversD66(ranges: readonly InjuryRange[]): void {
  const gaps = injuryTableGaps(ranges);
  if (gaps.length) throw new RangeError(injuryGapWords(gaps));
}

const INJURY_ID = oneOf(PERMANENT_INJURIES.map((entry) => entry.id));

/** What a world's injury settings may be: injuries of the table, and ranges that give every d66 roll exactly one. */
export const injurySettingsSchema = schemaOf<InjurySettings>()(
  z.strictObject({
    rerollUnderMultiple: z.array(INJURY_ID),
    ranges: listOf(z.strictObject({ id: INJURY_ID, from: wholeNumber({ min: 11, max: 66 }), to: wholeNumber({ min: 11, max: 66 }) }), 1).check((ctx) => {
      const gaps = injuryTableGaps(ctx.value);
      if (gaps.length) ctx.issues.push({ code: 'custom', input: ctx.value, params: { rule: TABLE_INCOMPLETE }, message: injuryGapWords(gaps) });
    }),
  }),
);

// The seed's "d6/2" gives 1-3, so halving rounds up as everywhere else in HeroClix (digest 4.7).
const halfRoundedUp = (face: number): number => Math.ceil(face / 2);

/**
 * Rolls on the permanent injury table (d66). Multiple Injuries rolls a d6 and then that many
 * further times, re-rolling Death and Miraculous Recovery; a further Multiple Injuries rolls
 * again in the same way (the chart says "roll a further d6 times on this chart").
 * Shell Shock, Hand Injury and Miraculous Recovery roll their own d6 at once.
 */
export function rollPermanentInjury(dice: Dice, overrides: Partial<InjurySettings> = DEFAULT_INJURY_SETTINGS): PermanentInjuryResult {
  const settings: InjurySettings = { ...DEFAULT_INJURY_SETTINGS, ...overrides };
  assertCoversD66(settings.ranges);
  const rolls: InjuryRoll[] = [];
  const injuries: SufferedInjury[] = [];

  const rollOne = (underMultiple: boolean): void => {
    for (;;) {
      const { value } = dice.d66();
      const entry = injuryFor(value, settings)!;
      const rerolled = underMultiple && settings.rerollUnderMultiple.includes(entry.id);
      rolls.push({ purpose: 'INJURY', die: 'd66', value, injury: entry.id, ...(rerolled ? { rerolled } : {}) });
      if (rerolled) continue;
      resolve(entry);
      return;
    }
  };

  const resolve = (entry: InjuryEntry): void => {
    if (entry.id === 'MULTIPLE_INJURIES') {
      const count = dice.d6();
      rolls.push({ purpose: 'MULTIPLE_INJURIES_COUNT', die: 'd6', value: count });
      for (let i = 0; i < count; i++) rollOne(true);
      return;
    }
    const suffered: SufferedInjury = { id: entry.id };
    if (entry.targetTable) {
      const face = dice.d6();
      rolls.push({ purpose: 'SHELL_SHOCK_TARGET', die: 'd6', value: face });
      suffered.target = entry.targetTable.find((row) => face >= row.from && face <= row.to)!.target;
    } else if (entry.id === 'HAND_INJURY') {
      const face = dice.d6();
      rolls.push({ purpose: 'FINGERS_LOST', die: 'd6', value: face });
      suffered.fingersLost = halfRoundedUp(face);
    } else if (entry.id === 'MIRACULOUS_RECOVERY') {
      const face = dice.d6();
      rolls.push({ purpose: 'SCENARIOS_MISSED', die: 'd6', value: face });
      suffered.scenariosMissed = halfRoundedUp(face);
    }
    injuries.push(suffered);
  };

  rollOne(false);
  return { rolls, injuries };
}

// ---------------------------------------------------------------------------------------------
// Bonuses (Feats and Bonuses, "Bonuses"; bought with Hero Points)
// ---------------------------------------------------------------------------------------------

/** A rank that has a row in the bonuses table. */
export type BonusRank = 'ROOKIE' | 'EXPERIENCED' | 'VETERAN';

/** Bonus tiers 1st-4th. */
export type BonusTier = 1 | 2 | 3 | 4;

/** One bonus: rank row, tier column, Hero Point cost and what it gives. */
export interface BonusEntry {
  rank: BonusRank;
  tier: BonusTier;
  cost: number;
  text: string;
  /** The footnote printed for starred entries. */
  note?: string;
}

const BONUS_FEAT_NOTE = 'Bonus feat can be any feat worth 150 HPs & below';
const RANGE_NOTE = 'If character has no ranged attack, then they gain a range attack of 4';

/** The bonuses table: four tiers per rank, each with its Hero Point cost. */
export const BONUSES: readonly BonusEntry[] = [
  { rank: 'ROOKIE', tier: 1, cost: 25, text: 'Character gains +1 to its movement' },
  { rank: 'ROOKIE', tier: 2, cost: 50, text: 'Character gains +1 to its defence' },
  { rank: 'ROOKIE', tier: 3, cost: 75, text: 'Character gains +1 to its attack' },
  { rank: 'ROOKIE', tier: 4, cost: 100, text: 'Character gains an extra attack' },
  { rank: 'EXPERIENCED', tier: 1, cost: 50, text: 'Character gains +2 to its movement' },
  { rank: 'EXPERIENCED', tier: 2, cost: 100, text: 'Character gains +2 to its defence' },
  { rank: 'EXPERIENCED', tier: 3, cost: 150, text: 'Character gains +2 to its attack' },
  { rank: 'EXPERIENCED', tier: 4, cost: 200, text: 'Character gains +1 to defence against ranged attacks' },
  { rank: 'VETERAN', tier: 1, cost: 100, text: 'Character gains bonus feat', note: BONUS_FEAT_NOTE },
  { rank: 'VETERAN', tier: 2, cost: 200, text: 'Character gains +2 to its range', note: RANGE_NOTE },
  { rank: 'VETERAN', tier: 3, cost: 300, text: 'Character gains damage resistance -1' },
  { rank: 'VETERAN', tier: 4, cost: 400, text: 'Character gains +1 to its damage' },
];

/** The bonus at a rank and tier, or undefined when the table has none. */
export function bonusFor(rank: BonusRank, tier: number): BonusEntry | undefined {
  return BONUSES.find((entry) => entry.rank === rank && entry.tier === tier);
}

/** Hero Point cost of a bonus, or undefined when the table has none at that rank and tier. */
export function bonusCost(rank: BonusRank, tier: number): number | undefined {
  return bonusFor(rank, tier)?.cost;
}

/** How bonus purchases of one rank must be ordered. */
export type BonusOrder =
  /** The seed: any order, but never a lower tier after a higher one of the same rank. */
  | 'NO_REVERSE'
  /** Stricter house rule: each tier only after the one before it. */
  | 'SEQUENTIAL'
  /** "unless stated by the GM": any order at all. */
  | 'ANY';

/** World settings for buying bonuses; the defaults follow the seed. */
export interface BonusSettings {
  order: BonusOrder;
  /**
   * The row a Unique or Limited Edition character buys from. The seed has rows only for
   * Rookie, Experienced and Veteran; it counts Unique as fully promoted (sub-plot 3), so by
   * default it buys from the Veteran row. null: such characters buy no bonuses.
   */
  rowForUnique: BonusRank | null;
}

/** Seed defaults for buying bonuses. */
export const DEFAULT_BONUS_SETTINGS: BonusSettings = { order: 'NO_REVERSE', rowForUnique: 'VETERAN' };

/** What a world's bonus settings may be. */
export const bonusSettingsSchema = schemaOf<BonusSettings>()(
  z.strictObject({
    order: oneOf(['NO_REVERSE', 'SEQUENTIAL', 'ANY'] as const satisfies readonly BonusOrder[]),
    rowForUnique: oneOf(['ROOKIE', 'EXPERIENCED', 'VETERAN'] as const satisfies readonly BonusRank[]).nullable(),
  }),
);

/** What canBuyBonus needs to know about a team member. */
export interface BonusBuyer {
  rank: Rank;
  /** Bonuses already bought, at any rank. */
  bonuses: ReadonlyArray<{ rank: BonusRank; tier: number }>;
}

/** Stable codes for a refused bonus purchase. */
export type BonusRefusalReason = 'BONUS_TIER_UNKNOWN' | 'BONUS_RANK_HAS_NO_ROW' | 'BONUS_ALREADY_OWNED' | 'BONUS_OUT_OF_ORDER' | 'NOT_ENOUGH_HERO_POINTS';

/** A bonus the member may buy now, at its cost. */
export interface BonusAllowed {
  ok: true;
  bonus: BonusEntry;
  cost: number;
}

/** The bonus row a rank buys from under the given settings, or null for none. */
export function bonusRowFor(rank: Rank, settings: BonusSettings = DEFAULT_BONUS_SETTINGS): BonusRank | null {
  if (rank === 'UNIQUE' || rank === 'LIMITED_EDITION') return settings.rowForUnique;
  return rank;
}

/**
 * Whether a member may buy the bonus of the given tier at its current rank (a character buys
 * only from its own rank's row). Pass the team's Hero Points to have affordability checked too.
 */
export function canBuyBonus(
  member: BonusBuyer,
  tier: number,
  options: { heroPointsAvailable?: number; settings?: BonusSettings } = {},
): BonusAllowed | TableRefusal<BonusRefusalReason> {
  const settings = options.settings ?? DEFAULT_BONUS_SETTINGS;
  const row = bonusRowFor(member.rank, settings);
  if (row === null) {
    return { ok: false, reason: 'BONUS_RANK_HAS_NO_ROW', message: `a ${member.rank} character has no bonuses to buy in this world` };
  }
  const bonus = bonusFor(row, tier);
  if (!bonus) return { ok: false, reason: 'BONUS_TIER_UNKNOWN', message: `bonus tiers are 1 to 4, not ${tier}` };
  const ownedTiers = member.bonuses.filter((owned) => owned.rank === row).map((owned) => owned.tier);
  if (ownedTiers.includes(tier)) {
    return { ok: false, reason: 'BONUS_ALREADY_OWNED', message: `this character already has the ${row} tier ${tier} bonus` };
  }
  if (settings.order === 'NO_REVERSE' && ownedTiers.some((owned) => owned > tier)) {
    return {
      ok: false,
      reason: 'BONUS_OUT_OF_ORDER',
      message: `a lower ${row} bonus cannot be bought after a higher one (no purchasing in reverse order)`,
    };
  }
  if (settings.order === 'SEQUENTIAL' && tier > 1 && !ownedTiers.includes(tier - 1)) {
    return { ok: false, reason: 'BONUS_OUT_OF_ORDER', message: `the ${row} tier ${tier - 1} bonus must be bought first` };
  }
  if (options.heroPointsAvailable !== undefined && options.heroPointsAvailable < bonus.cost) {
    return {
      ok: false,
      reason: 'NOT_ENOUGH_HERO_POINTS',
      message: `the bonus costs ${bonus.cost} HPs and the team has ${options.heroPointsAvailable}`,
    };
  }
  return { ok: true, bonus, cost: bonus.cost };
}

// ---------------------------------------------------------------------------------------------
// Prestige and Infamy (Chapter V)
// ---------------------------------------------------------------------------------------------

/** Stable ids of the prestige and infamy modifiers. */
export type PrestigeModifierId =
  | 'DEFEATED_OPPOSING_TEAM'
  | 'ARCH_ENEMY_DEFEATED'
  | 'VICTORY_ON_CITY_MAP'
  | 'WON_SCENARIO'
  | 'BYSTANDERS_SAVED'
  | 'NO_PUBLIC_PROPERTY_DESTROYED'
  | 'LOST_TO_OPPOSING_TEAM'
  | 'KILLED_ENEMY'
  | 'BEATEN_BY_TEAM_WITH_ARCH_ENEMY'
  | 'BEATEN_ON_CITY_MAP'
  | 'LOST_SCENARIO'
  | 'BYSTANDERS_HURT'
  | 'DESTROYED_PUBLIC_PROPERTY'
  | 'IN_OVER_YOUR_HEAD_KOS'
  | 'IN_OVER_YOUR_HEAD_RAN_AWAY';

/** One modifier of a prestige or infamy chart. */
export interface PrestigeModifier {
  id: PrestigeModifierId;
  /** The label as printed. */
  label: string;
  /** Points per occurrence (per arch-enemy, per bystander, ...) or for the event. */
  points: number;
  /** For "+5 to +10 (depending on difficulty)": the other end of the range; `points` is the near end. */
  upTo?: number;
  perOccurrence: boolean;
}

/** Prestige Rating modifiers for hero teams, as printed (all cumulative). */
export const HERO_PRESTIGE_MODIFIERS: readonly PrestigeModifier[] = [
  { id: 'DEFEATED_OPPOSING_TEAM', label: 'Defeating a Villainous Team', points: 5, perOccurrence: false },
  { id: 'ARCH_ENEMY_DEFEATED', label: 'Each Arch-Enemy defeated', points: 5, perOccurrence: true },
  { id: 'VICTORY_ON_CITY_MAP', label: 'Victory takes place on City Map', points: 1, perOccurrence: false },
  { id: 'WON_SCENARIO', label: 'Winning Scenario', points: 5, upTo: 10, perOccurrence: false },
  { id: 'BYSTANDERS_SAVED', label: 'Saving innocent bystanders', points: 1, perOccurrence: true },
  { id: 'NO_PUBLIC_PROPERTY_DESTROYED', label: 'Not destroying public property during Scenario', points: 2, perOccurrence: false },
  { id: 'LOST_TO_OPPOSING_TEAM', label: 'Losing to Villain Team', points: -5, perOccurrence: false },
  { id: 'KILLED_ENEMY', label: 'Killing a Villain', points: -10, perOccurrence: true },
  { id: 'BEATEN_BY_TEAM_WITH_ARCH_ENEMY', label: 'Beaten by a team with an Arch-Enemy', points: -5, perOccurrence: false },
  { id: 'BEATEN_ON_CITY_MAP', label: 'Beaten on City Map', points: -1, perOccurrence: false },
  { id: 'LOST_SCENARIO', label: 'Losing Scenario', points: -5, upTo: -10, perOccurrence: false },
  { id: 'BYSTANDERS_HURT', label: 'Each innocent bystander hurt', points: -2, perOccurrence: true },
  { id: 'DESTROYED_PUBLIC_PROPERTY', label: 'Destroying public property', points: -2, perOccurrence: false },
];

/** Infamy Rating modifiers for villain teams, as printed (negative is more infamous). */
export const VILLAIN_INFAMY_MODIFIERS: readonly PrestigeModifier[] = [
  { id: 'DEFEATED_OPPOSING_TEAM', label: 'Defeating a Hero Team', points: -5, perOccurrence: false },
  { id: 'ARCH_ENEMY_DEFEATED', label: 'Each Arch-Enemy defeated', points: -5, perOccurrence: true },
  { id: 'KILLED_ENEMY', label: 'Killing a Hero', points: -10, perOccurrence: true },
  { id: 'VICTORY_ON_CITY_MAP', label: 'Victory takes place on City Map', points: -2, perOccurrence: false },
  { id: 'WON_SCENARIO', label: 'Winning Scenario', points: -5, upTo: -10, perOccurrence: false },
  { id: 'BYSTANDERS_HURT', label: 'Wounding innocent bystanders', points: -1, perOccurrence: true },
  { id: 'DESTROYED_PUBLIC_PROPERTY', label: 'Destroying public property during Scenario', points: -2, perOccurrence: false },
  { id: 'LOST_TO_OPPOSING_TEAM', label: 'Losing to Hero Team', points: 5, perOccurrence: false },
  { id: 'BEATEN_BY_TEAM_WITH_ARCH_ENEMY', label: 'Beaten by a team with an Arch-Enemy', points: 5, perOccurrence: false },
  { id: 'BEATEN_ON_CITY_MAP', label: 'Beaten on City Map', points: 1, perOccurrence: false },
  { id: 'LOST_SCENARIO', label: 'Losing Scenario', points: 5, upTo: 10, perOccurrence: false },
];

/** A map the match was played on; only the City Map moves prestige. */
export type MapType = 'CITY' | 'OTHER';

/** Win, loss or draw from one team's side. */
export type MatchOutcome = 'WON' | 'LOST' | 'DRAW';

/** What a finished match means for one team's Prestige or Infamy. */
export interface PrestigeSummary {
  mapType: MapType;
  /** The fight's result for this team against the opposing team. */
  outcome: MatchOutcome;
  /** Alignment of the opposing side; the team lines need a team of the other alignment. */
  opponentAlignment: Alignment;
  /** Set when a scenario with a goal was played: whether this team's side achieved it. */
  scenarioOutcome?: 'WON' | 'LOST';
  /** The Creator's difficulty for "5 to 10" (win or loss); the settings' default when absent. */
  scenarioPrestige?: number;
  archEnemiesDefeated: number;
  /** The team lost and the winners fielded an arch-enemy of one of its members. */
  beatenByTeamWithArchEnemy: boolean;
  /** Enemy characters this team killed (not merely KO'd). */
  enemiesKilled: number;
  bystandersSaved: number;
  bystandersHurt: number;
  destroyedPublicProperty: boolean;
  /** The team's rating before this match: heroes at +41 or more are not penalised for property. */
  ratingBefore: number;
  /** Set when the random scenario generator gave "In Over Your Head" (12+). */
  inOverYourHead?: {
    enemiesKOd: number;
    wholeEnemyTeamKOd: boolean;
    ranAway: boolean;
  };
}

/** One prestige or infamy modifier that applied to a match. */
export interface PrestigeLine {
  modifier: PrestigeModifierId;
  label: string;
  quantity: number;
  points: number;
}

/** The prestige or infamy change of one match: one line per modifier that applied, and the total. */
export interface PrestigeDelta {
  ok: true;
  lines: PrestigeLine[];
  total: number;
}

/** Stable codes for a refused prestige computation. */
export type PrestigeRefusalReason = 'SCENARIO_PRESTIGE_OUT_OF_RANGE' | 'NEGATIVE_COUNT';

/** World settings for prestige and infamy; the defaults follow the seed. */
export interface PrestigeSettings {
  /** "5 to 10 (depending on difficulty)" when the Creator gives no figure. */
  defaultScenarioPrestige: number;
  /** "As long as your Prestige Rating is +41 or more, your team will not be penalized for the destruction of public property." */
  propertyPenaltyWaivedFrom: number;
  /** In Over Your Head: points when the whole enemy team is KO'd ("or 6 ... whichever is higher"). */
  inOverYourHeadWholeTeam: number;
  /** In Over Your Head: "If you have to run away, you only lose 2 prestige". */
  inOverYourHeadRanAway: number;
  /** Reading: "halved rounding down" of a loss is plain rounding down (DOWN: -5 → -3); TOWARD_ZERO rounds the loss's size down (-5 → -2). */
  inOverYourHeadLossRounding: 'TOWARD_ZERO' | 'DOWN';
}

/** Seed defaults for prestige and infamy. */
export const DEFAULT_PRESTIGE_SETTINGS: PrestigeSettings = {
  // The low end of the printed range: the Creator raises it for a hard scenario.
  defaultScenarioPrestige: 5,
  propertyPenaltyWaivedFrom: 41,
  inOverYourHeadWholeTeam: 6,
  inOverYourHeadRanAway: -2,
  inOverYourHeadLossRounding: 'DOWN',
};

/** What a world's prestige settings may be. */
export const prestigeSettingsSchema = schemaOf<PrestigeSettings>()(
  z.strictObject({
    defaultScenarioPrestige: wholeNumber(),
    propertyPenaltyWaivedFrom: anyNumber(),
    inOverYourHeadWholeTeam: anyNumber(),
    inOverYourHeadRanAway: anyNumber(),
    inOverYourHeadLossRounding: oneOf(['TOWARD_ZERO', 'DOWN'] as const satisfies readonly PrestigeSettings['inOverYourHeadLossRounding'][]),
  }),
);

const LOSS_MODIFIERS: readonly PrestigeModifierId[] = ['LOST_TO_OPPOSING_TEAM', 'BEATEN_BY_TEAM_WITH_ARCH_ENEMY', 'BEATEN_ON_CITY_MAP', 'LOST_SCENARIO'];

/**
 * Prestige (heroes) or Infamy (villains) change for one team after a match, one line per
 * modifier that applied. "In Over Your Head" (random scenario 12+) replaces the loss lines
 * by a flat -2 when the heroes run away, doubles other gains and halves other losses.
 */
export function prestigeDelta(
  summary: PrestigeSummary,
  alignment: Alignment,
  overrides: Partial<PrestigeSettings> = DEFAULT_PRESTIGE_SETTINGS,
): PrestigeDelta | TableRefusal<PrestigeRefusalReason> {
  const settings: PrestigeSettings = { ...DEFAULT_PRESTIGE_SETTINGS, ...overrides };
  const counts = [summary.archEnemiesDefeated, summary.enemiesKilled, summary.bystandersSaved, summary.bystandersHurt];
  if (counts.some((count) => !Number.isInteger(count) || count < 0)) {
    return { ok: false, reason: 'NEGATIVE_COUNT', message: 'counts in a match summary are whole numbers, zero or more' };
  }
  const magnitude = summary.scenarioPrestige ?? settings.defaultScenarioPrestige;
  if (summary.scenarioOutcome && (!Number.isInteger(magnitude) || magnitude < 5 || magnitude > 10)) {
    return {
      ok: false,
      reason: 'SCENARIO_PRESTIGE_OUT_OF_RANGE',
      message: `a scenario is worth 5 to 10 prestige, not ${magnitude}`,
    };
  }
  const chart = alignment === 'HERO' ? HERO_PRESTIGE_MODIFIERS : VILLAIN_INFAMY_MODIFIERS;
  // Villains gain infamy by going negative, so "good for the team" is the chart's sign, not +/-.
  const sign = alignment === 'HERO' ? 1 : -1;
  const lines: PrestigeLine[] = [];
  const add = (id: PrestigeModifierId, quantity: number, pointsOverride?: number): void => {
    const modifier = chart.find((m) => m.id === id);
    if (!modifier || quantity <= 0) return;
    const points = pointsOverride ?? (modifier.perOccurrence ? modifier.points * quantity : modifier.points);
    lines.push({ modifier: id, label: modifier.label, quantity, points });
  };

  const facedOtherAlignment = summary.opponentAlignment !== alignment;
  const won = summary.outcome === 'WON' || summary.scenarioOutcome === 'WON';
  const lost = summary.outcome === 'LOST' || summary.scenarioOutcome === 'LOST';
  const onCityMap = summary.mapType === 'CITY';

  if (summary.outcome === 'WON' && facedOtherAlignment) add('DEFEATED_OPPOSING_TEAM', 1);
  add('ARCH_ENEMY_DEFEATED', summary.archEnemiesDefeated);
  add('KILLED_ENEMY', summary.enemiesKilled);
  if (won && onCityMap) add('VICTORY_ON_CITY_MAP', 1);
  if (summary.scenarioOutcome === 'WON') add('WON_SCENARIO', 1, sign * magnitude);
  add('BYSTANDERS_SAVED', summary.bystandersSaved);
  add('BYSTANDERS_HURT', summary.bystandersHurt);
  const propertyWaived = alignment === 'HERO' && summary.ratingBefore >= settings.propertyPenaltyWaivedFrom;
  if (summary.destroyedPublicProperty && !propertyWaived) add('DESTROYED_PUBLIC_PROPERTY', 1);
  if (!summary.destroyedPublicProperty) add('NO_PUBLIC_PROPERTY_DESTROYED', 1);
  if (summary.outcome === 'LOST' && facedOtherAlignment) add('LOST_TO_OPPOSING_TEAM', 1);
  if (lost && summary.beatenByTeamWithArchEnemy) add('BEATEN_BY_TEAM_WITH_ARCH_ENEMY', 1);
  if (lost && onCityMap) add('BEATEN_ON_CITY_MAP', 1);
  if (summary.scenarioOutcome === 'LOST') add('LOST_SCENARIO', 1, -sign * magnitude);

  const special = summary.inOverYourHead;
  if (special && alignment === 'HERO') {
    return inOverYourHead(lines, special, settings);
  }
  return { ok: true, lines, total: lines.reduce((sum, line) => sum + line.points, 0) };
}

/** Applies the "In Over Your Head" prestige text to the ordinary lines of a hero team. */
function inOverYourHead(ordinary: PrestigeLine[], special: NonNullable<PrestigeSummary['inOverYourHead']>, settings: PrestigeSettings): PrestigeDelta {
  const lines: PrestigeLine[] = [];
  const koPoints = Math.max(special.enemiesKOd, special.wholeEnemyTeamKOd ? settings.inOverYourHeadWholeTeam : 0);
  lines.push({ modifier: 'IN_OVER_YOUR_HEAD_KOS', label: 'In Over Your Head: enemies KOed', quantity: special.enemiesKOd, points: koPoints });
  if (special.ranAway) {
    lines.push({ modifier: 'IN_OVER_YOUR_HEAD_RAN_AWAY', label: 'In Over Your Head: ran away', quantity: 1, points: settings.inOverYourHeadRanAway });
  }
  for (const line of ordinary) {
    if (special.ranAway && LOSS_MODIFIERS.includes(line.modifier)) continue;
    const halvedLoss = settings.inOverYourHeadLossRounding === 'DOWN' ? Math.floor(line.points / 2) : -Math.floor(-line.points / 2);
    const points = line.points > 0 ? line.points * 2 : halvedLoss + 0;
    lines.push({ ...line, points });
  }
  return { ok: true, lines, total: lines.reduce((sum, line) => sum + line.points, 0) };
}

/** A team's standing change for joining mutants: "For every mutant on your team, subtract one PR/IR point." */
export function mutantRatingAdjustment(mutantsJoining: number): number {
  return 0 - Math.max(0, Math.trunc(mutantsJoining));
}

/** One band of the public opinion tables. */
export interface PublicOpinionBand {
  /** Lowest rating in the band; null for open below. */
  min: number | null;
  /** Highest rating in the band; null for open above. */
  max: number | null;
  /** The range as printed, e.g. "+21 to +40". */
  label: string;
  opinion: string;
}

/** Public opinion of hero teams by Prestige Rating. */
export const HERO_PUBLIC_OPINION: readonly PublicOpinionBand[] = [
  {
    min: null,
    max: -1,
    label: 'Below zero (0)',
    opinion: 'You are considered rogue vigilantes. The general public views your team and their actions with great distrust.',
  },
  { min: 0, max: 20, label: '0 to +20', opinion: 'Still unknown but those few who know of you treat you with respect.' },
  {
    min: 21,
    max: 40,
    label: '+21 to +40',
    opinion: "You are local celebrities of a sort. You appear periodically in newspapers and on local news but you aren't well known outside the city.",
  },
  {
    min: 41,
    max: 60,
    label: '+41 to +60',
    opinion:
      'You are very well respected and loved by your city. You are quite well known throughout the majority of the country, though not to the same regard as your own city.',
  },
  { min: 61, max: 80, label: '+61 to +80', opinion: 'You are a country wide phenomenon. Everyone in your country loves you. You are true heroes.' },
  { min: 81, max: 100, label: '+81 to +100', opinion: 'You are known throughout the world as some of Earths mightiest defenders of justice!' },
  {
    min: 101,
    max: null,
    label: '+101 or higher',
    opinion: 'Your teams exploits have reached the stars. Other worldly beings know of your team and its exploits.',
  },
];

/** Public opinion of villain teams by Infamy Rating (more negative is more infamous). */
export const VILLAIN_PUBLIC_OPINION: readonly PublicOpinionBand[] = [
  { min: 1, max: null, label: 'Over zero (0)', opinion: "The public has no real opinion of you but they sure don't consider you much of a threat!" },
  {
    min: -20,
    max: 0,
    label: '0 to -20',
    opinion: 'In some neighbourhoods, people are getting very concerned about you, but on a whole, you are still unknown.',
  },
  {
    min: -40,
    max: -21,
    label: '-21 to -40',
    opinion:
      'Your city has become distressingly aware of your actions and the streets at night are walked in fear. Outside the city, however, you are still hardly known.',
  },
  {
    min: -60,
    max: -41,
    label: '-41 to -60',
    opinion:
      'You are extremely feared by your city. The local authorities have a special task force just to monitor you. Your nefarious deeds are known to several other cities in the country.',
  },
  {
    min: -80,
    max: -61,
    label: '-61 to -80',
    opinion: 'You are a terror to your nation! The whole country is aware of your black presence and you are feared by all!',
  },
  {
    min: -100,
    max: -81,
    label: '-81 to -100',
    opinion:
      "The entire planet shall tremble at your feet! That's right, bad man, you have reached the level where the entire world has been alerted to your evil ways.",
  },
  { min: null, max: -101, label: '-101 or lower', opinion: 'Your evilness has been noticed by extra terrestrial beings and you have made them weary.' },
];

/** How the law treats a team at its rating. */
export type LawEnforcementStance =
  /** Heroes 0+; villains 0 to -9: nothing special. */
  | 'NEUTRAL'
  /** Heroes below 0: minor characters will not assist and cannot be hired. */
  | 'WILL_NOT_ASSIST'
  /** Heroes at -20 or lower: minor characters are played by the villains and try to apprehend the heroes. */
  | 'HUNTS_HEROES'
  /** Villains 1 to 10: local police assist hero teams against you. */
  | 'POLICE_ASSIST_HEROES'
  /** Villains -10 to -20: S.H.I.E.L.D. assists hero teams against you. */
  | 'SHIELD_ASSISTS_HEROES'
  /** Villains below -20: a Super Threat; authorities no longer come in unless hired. */
  | 'SUPER_THREAT';

/** What a rating means for a team: public opinion, what it may own and how the law treats it. */
export interface PublicOpinion {
  band: PublicOpinionBand;
  /** "reaches a Prestige Rating of 50, you are entitled to have a Headquarters" (villains at 50 Infamy). */
  headquarters: boolean;
  /** "When your Prestige Rating hits 100, you may construct a team vehicle" (villains at 100 Infamy). */
  vehicle: boolean;
  /** Minor characters (police, S.H.I.E.L.D., thugs, HYDRA ...) may be hired and will assist. */
  minorCharactersAvailable: boolean;
  /** Heroes at +41 or more are not penalised for destroying public property. */
  publicPropertyPenaltyWaived: boolean;
  lawEnforcement: LawEnforcementStance;
}

/** Thresholds for what a rating unlocks; the defaults follow the seed. */
export interface PublicOpinionSettings {
  headquartersAt: number;
  vehicleAt: number;
  /** Reading: "If your Prestige Rating ever hits 20 or lower" follows the below-zero rules, so it means -20 (a +20 team is "treated with respect"). */
  heroesHuntedAtOrBelow: number;
  propertyPenaltyWaivedFrom: number;
}

/**
 * Seed defaults. Villains reach their Headquarters and Vehicle at 50 and 100 Infamy; since an
 * infamous team's rating is negative, those are read as -50 and -100.
 */
export const DEFAULT_PUBLIC_OPINION_SETTINGS: PublicOpinionSettings = {
  headquartersAt: 50,
  vehicleAt: 100,
  heroesHuntedAtOrBelow: -20,
  propertyPenaltyWaivedFrom: 41,
};

/** What a world's public opinion thresholds may be. */
export const publicOpinionSettingsSchema = schemaOf<PublicOpinionSettings>()(
  z.strictObject({ headquartersAt: anyNumber(), vehicleAt: anyNumber(), heroesHuntedAtOrBelow: anyNumber(), propertyPenaltyWaivedFrom: anyNumber() }),
);

/** Public opinion, headquarters/vehicle rights and the law's stance for a rating. */
export function publicOpinion(rating: number, alignment: Alignment, settings: PublicOpinionSettings = DEFAULT_PUBLIC_OPINION_SETTINGS): PublicOpinion {
  const whole = Math.floor(rating);
  const bands = alignment === 'HERO' ? HERO_PUBLIC_OPINION : VILLAIN_PUBLIC_OPINION;
  const band = bands.find((b) => (b.min === null || whole >= b.min) && (b.max === null || whole <= b.max))!;
  if (alignment === 'HERO') {
    let lawEnforcement: LawEnforcementStance = 'NEUTRAL';
    if (whole <= settings.heroesHuntedAtOrBelow) lawEnforcement = 'HUNTS_HEROES';
    else if (whole < 0) lawEnforcement = 'WILL_NOT_ASSIST';
    return {
      band,
      headquarters: whole >= settings.headquartersAt,
      vehicle: whole >= settings.vehicleAt,
      minorCharactersAvailable: whole >= 0,
      publicPropertyPenaltyWaived: whole >= settings.propertyPenaltyWaivedFrom,
      lawEnforcement,
    };
  }
  let lawEnforcement: LawEnforcementStance = 'NEUTRAL';
  if (whole >= 1 && whole <= 10) lawEnforcement = 'POLICE_ASSIST_HEROES';
  else if (whole <= -10 && whole >= -20) lawEnforcement = 'SHIELD_ASSISTS_HEROES';
  else if (whole < -20) lawEnforcement = 'SUPER_THREAT';
  return {
    band,
    headquarters: -whole >= settings.headquartersAt,
    vehicle: -whole >= settings.vehicleAt,
    minorCharactersAvailable: whole <= 0,
    publicPropertyPenaltyWaived: false,
    lawEnforcement,
  };
}
