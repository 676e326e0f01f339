/**
 * A world's settings: every settings group of the rules in one document, its defaults and its
 * schema. Each group's schema is written next to its defaults (`campaign/settings.ts`,
 * `catalogue/tables.ts`, `catalogue/feats.ts`, `scenarios/score.ts`, `combat/attack.ts`,
 * `resolution/types.ts`; RPS Clix's below); this file joins them.
 */
import { z } from 'zod';
import { DEFAULT_CAMPAIGN_SETTINGS, campaignSettingsSchema, type CampaignSettings } from '../campaign/settings';
import { DEFAULT_FEAT_LIMIT_SETTINGS, featLimitSettingsSchema, type FeatLimitSettings } from '../catalogue/feats';
import {
  DEFAULT_BONUS_SETTINGS,
  DEFAULT_INJURY_SETTINGS,
  DEFAULT_PRESTIGE_SETTINGS,
  DEFAULT_PUBLIC_OPINION_SETTINGS,
  DEFAULT_TEAM_ABILITY_SETTINGS,
  bonusSettingsSchema,
  injurySettingsSchema,
  prestigeSettingsSchema,
  publicOpinionSettingsSchema,
  teamAbilitySettingsSchema,
  type BonusSettings,
  type InjurySettings,
  type PrestigeSettings,
  type PublicOpinionSettings,
  type TeamAbilitySettings,
} from '../catalogue/tables';
import { DEFAULT_COMBAT_SETTINGS, combatSettingsSchema, type CombatSettings } from '../combat';
import { DEFAULT_RESOLUTION_RULES, resolutionRulesSchema, type ResolutionRules } from '../resolution/types';
import { RPS_DEFAULT_TURN_LIMIT, RPS_EQUAL_BATTLE_RULES, RPS_MAX_TURN_LIMIT, type EqualBattleRule } from '../rulesets/rps-clix/types';
import { DEFAULT_SCORE_SETTINGS, scoreSettingsSchema, type ScoreSettings } from '../scenarios/score';
import { oneOf, schemaOf, wholeNumber } from './values';

/** RPS Clix's readings where seed 002 is silent: a game created without them takes the world's. */
export interface RpsWorldSettings {
  equalBattle: EqualBattleRule;
  turnLimit: number;
}

export const DEFAULT_RPS_WORLD_SETTINGS: RpsWorldSettings = { equalBattle: 'ROLL_OFF', turnLimit: RPS_DEFAULT_TURN_LIMIT };

/** What a world's RPS Clix readings may be: a game's own limits. */
export const rpsWorldSettingsSchema = schemaOf<RpsWorldSettings>()(
  z.strictObject({ equalBattle: oneOf(RPS_EQUAL_BATTLE_RULES), turnLimit: wholeNumber({ min: 1, max: RPS_MAX_TURN_LIMIT }) }),
);

/** A world's settings: the group each feature's services pass to the rules functions. */
export interface WorldSettingsDocument {
  campaign: CampaignSettings;
  combat: Readonly<CombatSettings>;
  scoring: ScoreSettings;
  /** FEAT_RULES' limits and the upkeep period; prices live on each feat of the catalogue. */
  feats: FeatLimitSettings;
  bonuses: BonusSettings;
  injuries: InjurySettings;
  prestige: PrestigeSettings;
  publicOpinion: PublicOpinionSettings;
  teamAbilities: TeamAbilitySettings;
  /** How a match's resolution reads the seed where it is silent (upkeep shortfall, internment, training). */
  resolution: ResolutionRules;
  rps: RpsWorldSettings;
}

/** What a world's settings may be: every group's schema, no key the rules do not have. */
export const worldSettingsSchema = schemaOf<WorldSettingsDocument>()(
  z.strictObject({
    campaign: campaignSettingsSchema,
    combat: combatSettingsSchema,
    scoring: scoreSettingsSchema,
    feats: featLimitSettingsSchema,
    bonuses: bonusSettingsSchema,
    injuries: injurySettingsSchema,
    prestige: prestigeSettingsSchema,
    publicOpinion: publicOpinionSettingsSchema,
    teamAbilities: teamAbilitySettingsSchema,
    resolution: resolutionRulesSchema,
    rps: rpsWorldSettingsSchema,
  }),
);

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The rules' defaults, as a new world pins them (a fresh copy each call). */
export function defaultWorldSettings(): WorldSettingsDocument {
  return clone({
    campaign: DEFAULT_CAMPAIGN_SETTINGS,
    combat: DEFAULT_COMBAT_SETTINGS,
    scoring: DEFAULT_SCORE_SETTINGS,
    feats: DEFAULT_FEAT_LIMIT_SETTINGS,
    bonuses: DEFAULT_BONUS_SETTINGS,
    injuries: DEFAULT_INJURY_SETTINGS,
    prestige: DEFAULT_PRESTIGE_SETTINGS,
    publicOpinion: DEFAULT_PUBLIC_OPINION_SETTINGS,
    teamAbilities: DEFAULT_TEAM_ABILITY_SETTINGS,
    resolution: DEFAULT_RESOLUTION_RULES,
    rps: DEFAULT_RPS_WORLD_SETTINGS,
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `patch` laid over it: objects merge key by key, arrays and values are replaced; neither input changes. */
export function mergeSettings<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch === undefined ? base : clone(patch)) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) out[key] = key in base ? mergeSettings(base[key], value) : clone(value);
  }
  return out as T;
}

/** One thing wrong with a settings document, on its path (zod's issue: `code`, `path`, `message`, and the bound or words it broke). */
export type SettingsIssue = z.core.$ZodIssue;

/**
 * Everything wrong with a whole settings document in one pass: a key the rules do not have, a value
 * of the wrong kind, a number out of its bounds, a word not in the rules' vocabulary, and a table
 * that leaves a roll without its one result. Empty for a document the rules can play with.
 */
export function worldSettingsIssues(document: unknown): SettingsIssue[] {
  const parsed = worldSettingsSchema.safeParse(document);
  return parsed.success ? [] : parsed.error.issues;
}
