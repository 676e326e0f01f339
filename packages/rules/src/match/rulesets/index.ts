import type { MatchRulesetId } from '../types';
import { clixCampaign } from './clix-campaign';
import { heroclix2003 } from './heroclix-2003';
import { heroclixAlpha } from './heroclix-alpha';
import { horrorClix } from './horrorclix';
import type { MatchRuleset } from './ruleset';

/** Every ruleset the match engine plays, by id. */
export const MATCH_RULESETS: Readonly<Record<MatchRulesetId, MatchRuleset>> = {
  CLIX_CAMPAIGN: clixCampaign,
  HEROCLIX_2003: heroclix2003,
  HEROCLIX_ALPHA: heroclixAlpha,
  HORRORCLIX: horrorClix,
};

/** The ruleset of an id, or undefined for one the engine does not play. */
export function matchRulesetOf(id: string): MatchRuleset | undefined {
  return Object.prototype.hasOwnProperty.call(MATCH_RULESETS, id) ? MATCH_RULESETS[id as MatchRulesetId] : undefined;
}

export type { ActionGiven, MatchRuleset } from './ruleset';
export { isVulnerable } from './horrorclix';
