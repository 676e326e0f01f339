import type { FigureStatus, MapType, MatchEventType, MatchRuleset, MatchStatus } from '@/gql/graphql';
import type { SearchParams } from './character-list-params';
import { type Cursor, readCursor, single } from './list-params';

/** Words for the match enums. Records keyed by the enum so a new value fails the typecheck here. */
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  SETUP: 'Set up',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  VOID: 'Void',
};

export const MATCH_RULESET_LABELS: Record<MatchRuleset, string> = {
  CLIX_CAMPAIGN: 'Clix Campaign',
  HEROCLIX_2003: 'HeroClix (2003 rules)',
  HEROCLIX_ALPHA: 'HeroClix Alpha',
  HORRORCLIX: 'HorrorClix',
  RPS_CLIX: 'RPS Clix',
};

export const MAP_TYPE_LABELS: Record<MapType, string> = {
  CITY: 'City map',
  OTHER: 'Other map',
};

export const FIGURE_STATUS_LABELS: Record<FigureStatus, string> = {
  ACTIVE: 'Active',
  CRITICAL_CONDITION: 'Critical Condition',
  KO: 'KO',
  PERMANENTLY_INJURED: 'Permanently injured',
  REMOVED: 'Removed from play',
};

export const MATCH_EVENT_LABELS: Record<MatchEventType, string> = {
  ATTACK: 'Attack',
  BYSTANDER_HURT: 'Bystander hurt',
  BYSTANDER_SAVED: 'Bystander saved',
  CAPTURE: 'Captured',
  CRITICAL_CONDITION: 'Critical Condition',
  DAMAGE: 'Damage',
  END_TURN: 'End of turn',
  ESCAPE: 'Escaped',
  HEAL: 'Heal',
  KO: 'KO',
  OBJECTIVE_MET: 'Objective met',
  PROPERTY_DESTROYED: 'Property destroyed',
  RESCUE: 'Rescued',
  REVERSAL: 'Undo',
};

export const MATCH_STATUSES = Object.keys(MATCH_STATUS_LABELS) as MatchStatus[];
export const MATCH_RULESETS = Object.keys(MATCH_RULESET_LABELS) as MatchRuleset[];
export const MAP_TYPES = Object.keys(MAP_TYPE_LABELS) as MapType[];

export function isMatchStatus(value: string): value is MatchStatus {
  return Object.hasOwn(MATCH_STATUS_LABELS, value);
}
export function isMatchRuleset(value: string): value is MatchRuleset {
  return Object.hasOwn(MATCH_RULESET_LABELS, value);
}
export function isMapType(value: string): value is MapType {
  return Object.hasOwn(MAP_TYPE_LABELS, value);
}

export const MATCH_PAGE_SIZE = 25;
export const EVENT_PAGE_SIZE = 100;

/** The matches list's state, all in the URL as for the teams list (see team-list-params). */
export interface MatchListParams extends Cursor {
  status: MatchStatus | null;
}

export function parseMatchListParams(query: SearchParams): MatchListParams {
  const status = single(query.status).toUpperCase();
  return { status: isMatchStatus(status) ? status : null, ...readCursor(query) };
}

export function matchListFixed(params: MatchListParams): Record<string, string> {
  return { status: params.status ?? '' };
}
