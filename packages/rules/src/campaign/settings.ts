import { z } from 'zod';
import { RANKS, type Rank } from '../catalogue/character-types';
import { anyNumber, count, listOf, oneOf, schemaOf, share, wholeNumber } from '../settings/values';

/** How a fractional award becomes whole Hero Points. */
export type HeroPointRounding = 'DOWN' | 'UP' | 'NEAREST';

/** Which levels the "100 per level" of a level-up counts (digest 4.3). */
export type LevelCostCounting =
  /** Every level from 1 up to and including the target: the seed's 247 HP example. */
  | 'EVERY_LEVEL_UP_TO_TARGET'
  /** Only the levels actually gained. */
  | 'LEVELS_GAINED';

/** When the leader reaching 10 AP makes members with no AP quit. */
export type DisgruntledRule =
  /** The seed's words: only if no other member has reached 1 AP by then. */
  | 'ONLY_IF_NO_MEMBER_HAS_AP'
  /** Each member without AP quits, whatever the others have. */
  | 'EACH_MEMBER_WITHOUT_AP';

/** Why a member walked out of a team (seed 000, "Maintaining Your Team"). */
export type QuitReason = 'DISGRUNTLED' | 'DEPRESSED' | 'RIVALRY' | 'LOST_CONFIDENCE';

/** A world's campaign-economy rules: the readings of `rules-digest.md` section 4 as changeable defaults. */
export interface CampaignSettings {
  start: {
    /** "100/150 Hero Points": the reserve of a team run by one player. */
    heroPoints: number;
    /** The reserve where the world runs teams of several players. */
    heroPointsSeveralPlayers: number;
    /** Whether this world's teams are shared by several players (digest 4.1). */
    teamsOfSeveralPlayers: boolean;
    cash: number;
    /** "No more than three (3) members" when the team is founded. */
    maxFoundingMembers: number;
  };
  roster: {
    /** Largest team after founding; null: the seed sets no limit, so none unless the Creator sets one. */
    maxTeamSize: number | null;
    /** The seed is silent; a persona twice on one team is not what players expect, so refused by default. */
    allowDuplicateMembers: boolean;
  };
  heroPoints: {
    /** "Half the defeated character's Point Value". */
    defeatShare: number;
    /** "Full Point Value" when a member defeats one of his archenemies. */
    archenemyDefeatShare: number;
    /** "Always round numbers down" (digest 4.7): Hero Points from defeats. */
    rounding: HeroPointRounding;
    /** Kills needed for a majority of an enemy team of 1, 2, 3 ... members (digest 4.4). */
    majorityBySize: readonly number[];
    /** For teams larger than the table: size minus this ("etc." in the seed). */
    majorityMarginBeyondTable: number;
    /** Bonus for defeating the majority of the opposing team. */
    enemyTeamDefeatBonus: number;
    /** Bonus when your alignment wins a scenario with a goal. */
    scenarioAlignmentWinBonus: number;
    /** Additional bonus when your own team was responsible for the win. */
    scenarioTeamResponsibleBonus: number;
    /** "1/4 of their own Points Value" for each member on a training mission. */
    trainingShare: number;
    /** Reading: the seed gives no rounding for training awards, so they round DOWN like the only HP rounding it states (digest 4.7). */
    trainingRounding: HeroPointRounding;
  };
  leveling: {
    /** Rookie 1, Experienced 2, Veteran 3 (digest 4.3). */
    levelOfRank: Readonly<Record<Rank, number>>;
    heroPointsPerLevel: number;
    counting: LevelCostCounting;
    /** The seed only describes moving "to the next Level". */
    allowSkippingLevels: boolean;
  };
  recruiting: {
    /** "Your Leader Must Be At Least Experienced". */
    minimumLeaderLevel: number;
    /** "For each 50 you spend, you can add one (1) to your Leader's Attack". */
    heroPointsPerPleaAttackPoint: number;
    /** A plea is an attack roll; the seed names only the double-1 insult, so double 6 follows the attack rule. */
    doubleSixAlwaysConvinces: boolean;
    /** Attack bonus of another team's leader when pleading with a depressed character. */
    depressedCharacterAttackBonus: number;
    /** Reading: a member who quit this team is won back only "using the same Plea of Membership rules" plus his Defence penalty, so he never joins without a roll. */
    quitterAlwaysPleads: boolean;
    /** Reading: false keys a refused plea's bar to the leader, as the seed words it ("your Leader cannot approach"); true bars the whole team until its leader outranks the refusal. */
    pleaBarPerTeam: boolean;
  };
  achievementPoints: {
    defeatedCharacter: number;
    /** Replaces `defeatedCharacter` when the defeated one is the member's archenemy. */
    defeatedArchenemy: number;
    scenarioResponsible: number;
    wasDefeated: number;
    /** Replaces `wasDefeated` when the defeater is the member's archenemy. */
    defeatedByArchenemy: number;
  };
  morale: {
    /** The leader's AP that makes members with no AP quit. */
    disgruntledLeaderAchievementPoints: number;
    disgruntledRule: DisgruntledRule;
    /** A member at or below this AP quits depressed. */
    depressedAchievementPoints: number;
    /** The seed does not exempt the leader from depression, unlike the rivalry rule. */
    leaderCanQuitDepressed: boolean;
    /** Rivalries start "once all characters reach 20 AP". */
    rivalryAllMembersAtLeast: number;
    /** A rivalry needs a gap of more than this between two members. */
    rivalryGapMoreThan: number;
    /** A member with at least this much more AP than the leader loses confidence in him. */
    leaderGapAtLeast: number;
    /** "The first one to score five (5) clicks of damage to the other wins." */
    fightClicksToWin: number;
    /** Defence added when the team that was left pleads with the quitter again. */
    rejoinDefensePenalty: Readonly<Record<QuitReason, number>>;
  };
}

/** The seed's numbers and the digest's readings; a world starts from these and the Creator may change any. */
export const DEFAULT_CAMPAIGN_SETTINGS: CampaignSettings = {
  start: {
    heroPoints: 100,
    heroPointsSeveralPlayers: 150,
    teamsOfSeveralPlayers: false,
    cash: 1000,
    maxFoundingMembers: 3,
  },
  roster: {
    maxTeamSize: null,
    allowDuplicateMembers: false,
  },
  heroPoints: {
    defeatShare: 0.5,
    archenemyDefeatShare: 1,
    rounding: 'DOWN',
    majorityBySize: [1, 2, 2, 3, 3, 4, 5],
    majorityMarginBeyondTable: 2,
    enemyTeamDefeatBonus: 50,
    scenarioAlignmentWinBonus: 25,
    scenarioTeamResponsibleBonus: 25,
    trainingShare: 0.25,
    trainingRounding: 'DOWN',
  },
  leveling: {
    // The seed calls Veteran "or, in some cases, Unique" the maximum level, so a Unique or
    // limited edition base counts as the top level; a Unique founder standing in for a cheaper
    // Rookie is recorded at Rookie rank by validateFoundingTeam.
    levelOfRank: { ROOKIE: 1, EXPERIENCED: 2, VETERAN: 3, UNIQUE: 3, LIMITED_EDITION: 3 },
    heroPointsPerLevel: 100,
    counting: 'EVERY_LEVEL_UP_TO_TARGET',
    allowSkippingLevels: false,
  },
  recruiting: {
    minimumLeaderLevel: 2,
    heroPointsPerPleaAttackPoint: 50,
    doubleSixAlwaysConvinces: true,
    depressedCharacterAttackBonus: 2,
    quitterAlwaysPleads: true,
    pleaBarPerTeam: false,
  },
  achievementPoints: {
    defeatedCharacter: 1,
    defeatedArchenemy: 2,
    scenarioResponsible: 2,
    wasDefeated: -1,
    defeatedByArchenemy: -2,
  },
  morale: {
    disgruntledLeaderAchievementPoints: 10,
    disgruntledRule: 'ONLY_IF_NO_MEMBER_HAS_AP',
    depressedAchievementPoints: -10,
    leaderCanQuitDepressed: true,
    rivalryAllMembersAtLeast: 20,
    rivalryGapMoreThan: 15,
    leaderGapAtLeast: 15,
    fightClicksToWin: 5,
    rejoinDefensePenalty: { DISGRUNTLED: 3, DEPRESSED: 2, RIVALRY: 2, LOST_CONFIDENCE: 3 },
  },
};

/** Settings overridden group by group, e.g. a world's stored changes on top of the defaults. */
export type CampaignSettingsOverrides = {
  [Group in keyof CampaignSettings]?: Partial<CampaignSettings[Group]>;
};

/** The defaults (or `base`) with a world's overrides applied, group by group. */
export function campaignSettings(overrides: CampaignSettingsOverrides, base: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): CampaignSettings {
  return {
    start: { ...base.start, ...overrides.start },
    roster: { ...base.roster, ...overrides.roster },
    heroPoints: { ...base.heroPoints, ...overrides.heroPoints },
    leveling: { ...base.leveling, ...overrides.leveling },
    recruiting: { ...base.recruiting, ...overrides.recruiting },
    achievementPoints: { ...base.achievementPoints, ...overrides.achievementPoints },
    morale: { ...base.morale, ...overrides.morale },
  };
}

const ROUNDING = oneOf(['DOWN', 'UP', 'NEAREST'] as const satisfies readonly HeroPointRounding[]);
const QUIT_REASONS = ['DISGRUNTLED', 'DEPRESSED', 'RIVALRY', 'LOST_CONFIDENCE'] as const satisfies readonly QuitReason[];

/** What a world's campaign settings may be: the kinds and bounds of `DEFAULT_CAMPAIGN_SETTINGS`' values. */
export const campaignSettingsSchema = schemaOf<CampaignSettings>()(
  z.strictObject({
    start: z.strictObject({
      heroPoints: count(),
      heroPointsSeveralPlayers: count(),
      teamsOfSeveralPlayers: z.boolean(),
      cash: count(),
      maxFoundingMembers: wholeNumber({ min: 1, max: 100 }),
    }),
    roster: z.strictObject({
      maxTeamSize: wholeNumber({ min: 1, max: 100 }).nullable(),
      allowDuplicateMembers: z.boolean(),
    }),
    heroPoints: z.strictObject({
      defeatShare: share(),
      archenemyDefeatShare: share(),
      rounding: ROUNDING,
      majorityBySize: listOf(wholeNumber({ min: 1 }), 1),
      majorityMarginBeyondTable: count(),
      enemyTeamDefeatBonus: count(),
      scenarioAlignmentWinBonus: count(),
      scenarioTeamResponsibleBonus: count(),
      trainingShare: share(),
      trainingRounding: ROUNDING,
    }),
    leveling: z.strictObject({
      levelOfRank: z.record(oneOf(RANKS), wholeNumber({ min: 1, max: 10 })),
      heroPointsPerLevel: count(),
      counting: oneOf(['EVERY_LEVEL_UP_TO_TARGET', 'LEVELS_GAINED'] as const satisfies readonly LevelCostCounting[]),
      allowSkippingLevels: z.boolean(),
    }),
    recruiting: z.strictObject({
      minimumLeaderLevel: wholeNumber({ min: 1, max: 10 }),
      heroPointsPerPleaAttackPoint: wholeNumber({ min: 1 }),
      doubleSixAlwaysConvinces: z.boolean(),
      depressedCharacterAttackBonus: wholeNumber(),
      quitterAlwaysPleads: z.boolean(),
      pleaBarPerTeam: z.boolean(),
    }),
    achievementPoints: z.strictObject({
      defeatedCharacter: wholeNumber(),
      defeatedArchenemy: wholeNumber(),
      scenarioResponsible: wholeNumber(),
      wasDefeated: wholeNumber(),
      defeatedByArchenemy: wholeNumber(),
    }),
    morale: z.strictObject({
      disgruntledLeaderAchievementPoints: anyNumber(),
      disgruntledRule: oneOf(['ONLY_IF_NO_MEMBER_HAS_AP', 'EACH_MEMBER_WITHOUT_AP'] as const satisfies readonly DisgruntledRule[]),
      depressedAchievementPoints: anyNumber(),
      leaderCanQuitDepressed: z.boolean(),
      rivalryAllMembersAtLeast: anyNumber(),
      rivalryGapMoreThan: anyNumber(),
      leaderGapAtLeast: anyNumber(),
      fightClicksToWin: wholeNumber({ min: 1 }),
      rejoinDefensePenalty: z.record(oneOf(QUIT_REASONS), count()),
    }),
  }),
);
