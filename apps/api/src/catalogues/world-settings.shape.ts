import {
  CampaignSettings,
  DEFAULT_BONUS_SETTINGS,
  DEFAULT_CAMPAIGN_SETTINGS,
  DEFAULT_COMBAT_SETTINGS,
  DEFAULT_FEAT_SETTINGS,
  DEFAULT_INJURY_SETTINGS,
  DEFAULT_PRESTIGE_SETTINGS,
  DEFAULT_PUBLIC_OPINION_SETTINGS,
  DEFAULT_RESOLUTION_RULES,
  DEFAULT_SCORE_SETTINGS,
  DEFAULT_TEAM_ABILITY_SETTINGS,
  FEAT_RULES,
  forcedDice,
  PERMANENT_INJURIES,
  RANKS,
  RPS_DEFAULT_TURN_LIMIT,
  rollPermanentInjury,
  teamAbilityFor,
} from '@clix/rules';
import type {
  BonusSettings,
  InjurySettings,
  PrestigeSettings,
  PublicOpinionSettings,
  ResolutionRules,
  ScoreSettings,
  TeamAbilitySettings,
  UpkeepPeriod,
  EqualBattleRule,
} from '@clix/rules';
import { UserError, UserErrorCode, userError } from '../common/user-error';

/**
 * A world's settings: every `DEFAULT_*_SETTINGS` of the rules package in one document, so the
 * services of each feature read the group they pass to the rules functions.
 */
export interface WorldSettingsDocument {
  campaign: CampaignSettings;
  combat: typeof DEFAULT_COMBAT_SETTINGS;
  scoring: ScoreSettings;
  /** FEAT_RULES' limits and the upkeep period; prices live on each feat of the catalogue. */
  feats: { maxFeatsPerCharacter: number; bonusFeatMaxWorth: number; upkeepPeriod: UpkeepPeriod };
  bonuses: BonusSettings;
  injuries: InjurySettings;
  prestige: PrestigeSettings;
  publicOpinion: PublicOpinionSettings;
  teamAbilities: TeamAbilitySettings;
  /** How a match's resolution reads the seed where it is silent (upkeep shortfall, internment, training). */
  resolution: ResolutionRules;
  /** RPS Clix's readings where seed 002 is silent: a createMatch that leaves them out takes these, pinned in the game. */
  rps: { equalBattle: EqualBattleRule; turnLimit: number };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The rules package's defaults, as a new world pins them. */
export function defaultWorldSettings(): WorldSettingsDocument {
  return clone({
    campaign: DEFAULT_CAMPAIGN_SETTINGS,
    combat: DEFAULT_COMBAT_SETTINGS,
    scoring: DEFAULT_SCORE_SETTINGS,
    feats: {
      maxFeatsPerCharacter: FEAT_RULES.maxFeatsPerCharacter,
      bonusFeatMaxWorth: FEAT_RULES.bonusFeatMaxWorth,
      upkeepPeriod: DEFAULT_FEAT_SETTINGS.upkeepPeriod,
    },
    bonuses: DEFAULT_BONUS_SETTINGS,
    injuries: DEFAULT_INJURY_SETTINGS,
    prestige: DEFAULT_PRESTIGE_SETTINGS,
    publicOpinion: DEFAULT_PUBLIC_OPINION_SETTINGS,
    teamAbilities: DEFAULT_TEAM_ABILITY_SETTINGS,
    resolution: DEFAULT_RESOLUTION_RULES,
    rps: { equalBattle: 'ROLL_OFF', turnLimit: RPS_DEFAULT_TURN_LIMIT },
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `patch` laid over it: objects merge key by key, arrays and values are replaced. */
export function mergeSettings<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch === undefined ? base : clone(patch)) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) out[key] = key in base ? mergeSettings(base[key], value) : clone(value);
  }
  return out as T;
}

interface Constraint {
  integer?: boolean;
  min?: number;
  max?: number;
  nullable?: boolean;
  oneOf?: readonly string[];
  minItems?: number;
}

const WHOLE = { integer: true, min: 0 } as const;
const SHARE = { min: 0, max: 10 } as const;
const ROUNDING = { oneOf: ['DOWN', 'UP', 'NEAREST'] } as const;
const INJURY_IDS = PERMANENT_INJURIES.map((i) => i.id);

// Paths use "*" for any array index or record key. A number with no entry need only be finite:
// the shapes of the rules' types say the rest (which keys, which kinds of value).
const CONSTRAINTS: Record<string, Constraint> = {
  'campaign.start.heroPoints': WHOLE,
  'campaign.start.heroPointsSeveralPlayers': WHOLE,
  'campaign.start.cash': WHOLE,
  'campaign.start.maxFoundingMembers': { integer: true, min: 1, max: 100 },
  'campaign.roster.maxTeamSize': { integer: true, min: 1, max: 100, nullable: true },
  'campaign.heroPoints.defeatShare': SHARE,
  'campaign.heroPoints.archenemyDefeatShare': SHARE,
  'campaign.heroPoints.rounding': ROUNDING,
  'campaign.heroPoints.trainingRounding': ROUNDING,
  'campaign.heroPoints.majorityBySize': { minItems: 1 },
  'campaign.heroPoints.majorityBySize.*': { integer: true, min: 1 },
  'campaign.heroPoints.majorityMarginBeyondTable': WHOLE,
  'campaign.heroPoints.enemyTeamDefeatBonus': WHOLE,
  'campaign.heroPoints.scenarioAlignmentWinBonus': WHOLE,
  'campaign.heroPoints.scenarioTeamResponsibleBonus': WHOLE,
  'campaign.heroPoints.trainingShare': SHARE,
  'campaign.leveling.levelOfRank.*': { integer: true, min: 1, max: 10 },
  'campaign.leveling.heroPointsPerLevel': WHOLE,
  'campaign.leveling.counting': { oneOf: ['EVERY_LEVEL_UP_TO_TARGET', 'LEVELS_GAINED'] },
  'campaign.recruiting.minimumLeaderLevel': { integer: true, min: 1, max: 10 },
  'campaign.recruiting.heroPointsPerPleaAttackPoint': { integer: true, min: 1 },
  'campaign.recruiting.depressedCharacterAttackBonus': { integer: true },
  'campaign.achievementPoints.*': { integer: true },
  'campaign.morale.disgruntledRule': { oneOf: ['ONLY_IF_NO_MEMBER_HAS_AP', 'EACH_MEMBER_WITHOUT_AP'] },
  'campaign.morale.fightClicksToWin': { integer: true, min: 1 },
  'campaign.morale.rejoinDefensePenalty.*': WHOLE,
  'combat.multipleTargets': { oneOf: ['SHARED_ROLL_SPLIT_DAMAGE', 'ROLL_EACH_FULL_DAMAGE'] },
  'combat.captureDefenseBonus': { integer: true, min: 0, max: 20 },
  'combat.objectRules': { oneOf: ['OBJECT_TOKENS', 'BASIC_WEAPONRY'] },
  'scoring.perTenPoints': { oneOf: ['FULL_TENS', 'PROPORTIONAL'] },
  'scoring.lossRounding': { oneOf: ['TOWARD_ZERO', 'DOWN'] },
  'feats.maxFeatsPerCharacter': { integer: true, min: 0, max: 20 },
  'feats.bonusFeatMaxWorth': WHOLE,
  'feats.upkeepPeriod': { oneOf: ['PER_SCENARIO', 'ONCE'] },
  'bonuses.order': { oneOf: ['NO_REVERSE', 'SEQUENTIAL', 'ANY'] },
  'bonuses.rowForUnique': { oneOf: ['ROOKIE', 'EXPERIENCED', 'VETERAN'], nullable: true },
  'injuries.rerollUnderMultiple.*': { oneOf: INJURY_IDS },
  'injuries.ranges': { minItems: 1 },
  'injuries.ranges.*.id': { oneOf: INJURY_IDS },
  'injuries.ranges.*.from': { integer: true, min: 11, max: 66 },
  'injuries.ranges.*.to': { integer: true, min: 11, max: 66 },
  'prestige.defaultScenarioPrestige': { integer: true },
  'prestige.inOverYourHeadLossRounding': { oneOf: ['TOWARD_ZERO', 'DOWN'] },
  'teamAbilities.chart': { minItems: 11 },
  'teamAbilities.chart.*.roll': { integer: true, min: 2, max: 12 },
  'resolution.upkeepShortfall': { oneOf: ['FEAT_LAPSES', 'TAKE_TO_ZERO'] },
  'resolution.internmentReservedGames': { integer: true, min: 0, max: 100 },
  'resolution.criticalConditionScenariosMissed': { integer: true, min: 0, max: 100 },
  'resolution.alphaKoPointsToWin': { integer: true, min: 1, max: 100 },
  'rps.equalBattle': { oneOf: ['ROLL_OFF', 'DEFENDER_HOLDS'] },
  // As createMatch's rps.turnLimit (RPS_MAX_TURN_LIMIT): a game's replay is linear in its moves.
  'rps.turnLimit': { integer: true, min: 1, max: 1000 },
};

// Open records: any key of these vocabularies, not only those the default lists.
const RECORD_KEYS: Record<string, readonly string[]> = {
  'campaign.leveling.levelOfRank': RANKS,
};

function constraintFor(path: string[]): Constraint | undefined {
  const exact = path.join('.');
  if (CONSTRAINTS[exact]) return CONSTRAINTS[exact];
  return Object.entries(CONSTRAINTS).find(([pattern]) => {
    const parts = pattern.split('.');
    return parts.length === path.length && parts.every((p, i) => p === '*' || p === path[i]);
  })?.[1];
}

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);

/**
 * Problems with a (partial) settings change, each on its path under `root`: a key the rules
 * do not have, a value of the wrong kind, a number out of range or a word not in the vocabulary.
 */
export function settingsProblems(patch: unknown, root: string[] = []): UserError[] {
  const problems: UserError[] = [];
  const walk = (value: unknown, template: unknown, path: string[]) => {
    const at = [...root, ...path];
    const constraint = constraintFor(path);
    if (value === null) {
      if (!(constraint?.nullable || template === null)) {
        problems.push(userError(UserErrorCode.SETTING_WRONG_TYPE, at, 'this setting cannot be empty'));
      }
      return;
    }
    if (template === null) {
      // A setting whose default is "none" (e.g. no team size limit) takes a number when set.
      if (typeof value !== 'number') {
        problems.push(userError(UserErrorCode.SETTING_WRONG_TYPE, at, `expected a number or null, got ${describe(value)}`));
        return;
      }
      template = 0;
    }
    if (Array.isArray(template)) {
      if (!Array.isArray(value)) {
        problems.push(userError(UserErrorCode.SETTING_WRONG_TYPE, at, `expected a list, got ${describe(value)}`));
        return;
      }
      if (constraint?.minItems !== undefined && value.length < constraint.minItems) {
        problems.push(userError(UserErrorCode.SETTING_OUT_OF_RANGE, at, `needs at least ${constraint.minItems} entries`));
      }
      const element = template[0];
      if (element !== undefined) value.forEach((item, i) => walk(item, element, [...path, String(i)]));
      return;
    }
    if (isPlainObject(template)) {
      if (!isPlainObject(value)) {
        problems.push(userError(UserErrorCode.SETTING_WRONG_TYPE, at, `expected an object, got ${describe(value)}`));
        return;
      }
      const openKeys = RECORD_KEYS[path.join('.')];
      const sample = Object.values(template)[0];
      for (const [key, child] of Object.entries(value)) {
        if (openKeys?.includes(key)) walk(child, key in template ? template[key] : sample, [...path, key]);
        else if (!(key in template)) {
          problems.push(userError(UserErrorCode.SETTING_UNKNOWN, [...at, key], `there is no setting "${[...path, key].join('.')}"`));
        } else walk(child, template[key], [...path, key]);
      }
      return;
    }
    if (typeof value !== typeof template) {
      problems.push(userError(UserErrorCode.SETTING_WRONG_TYPE, at, `expected ${describe(template)}, got ${describe(value)}`));
      return;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || (constraint?.integer && !Number.isInteger(value))) {
        problems.push(userError(UserErrorCode.SETTING_WRONG_TYPE, at, constraint?.integer ? 'expected a whole number' : 'expected a number'));
      } else if ((constraint?.min !== undefined && value < constraint.min) || (constraint?.max !== undefined && value > constraint.max)) {
        const range = [constraint.min !== undefined ? `at least ${constraint.min}` : '', constraint.max !== undefined ? `at most ${constraint.max}` : '']
          .filter(Boolean)
          .join(' and ');
        problems.push(userError(UserErrorCode.SETTING_OUT_OF_RANGE, at, `must be ${range}`));
      }
    }
    if (typeof value === 'string' && constraint?.oneOf && !constraint.oneOf.includes(value)) {
      problems.push(userError(UserErrorCode.SETTING_NOT_ALLOWED, at, `must be one of ${constraint.oneOf.join(', ')}`));
    }
  };
  walk(patch, defaultWorldSettings(), []);
  return problems;
}

/**
 * Problems the rules themselves find in a whole settings document: tables that would leave a
 * roll without a result. Asked of the rules functions that read them, before anything is stored.
 */
export function settingsTableProblems(settings: WorldSettingsDocument, root: string[]): UserError[] {
  const problems: UserError[] = [];
  try {
    // The rules check the ranges before the first die; with no dice, a sound table stops at that die.
    rollPermanentInjury(forcedDice([]), settings.injuries);
  } catch (error) {
    if (error instanceof RangeError) {
      problems.push(userError(UserErrorCode.SETTING_TABLE_INCOMPLETE, [...root, 'injuries', 'ranges'], error.message));
    }
  }
  const missing = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((total) => !teamAbilityFor(total, settings.teamAbilities));
  if (missing.length) {
    problems.push(
      userError(UserErrorCode.SETTING_TABLE_INCOMPLETE, [...root, 'teamAbilities', 'chart'], `the chart has no entry for a 2d6 total of ${missing.join(', ')}`),
    );
  }
  return problems;
}
