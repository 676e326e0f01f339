import type {
  AlphaPower,
  AttackFeat,
  FigureStatus,
  HorrorClixPhase,
  MapType,
  MatchActionOption,
  MatchEventType,
  MatchRuleset,
  MatchStatus,
  ObjectWeight,
} from '@/gql/graphql';
import type { SearchParams } from './character-list-params';
import { type Cursor, readCursor, single } from './list-params';

/** Words for the match enums. Records keyed by the enum so a new value fails the typecheck here. */
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  SETUP: 'Set up',
  IN_PROGRESS: 'In progress',
  AWAITING_CONFIRMATION: 'Awaiting confirmation',
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
  ACTION: 'Action',
  ATTACK: 'Attack',
  ATTACK_TERRAIN: 'Attack on terrain',
  BYSTANDER_HURT: 'Bystander hurt',
  BYSTANDER_SAVED: 'Bystander saved',
  CAPTURE: 'Captured',
  CRITICAL_CONDITION: 'Critical Condition',
  DAMAGE: 'Damage',
  END_TURN: 'End of turn',
  ESCAPE: 'Escaped',
  ETIQUETTE: 'Etiquette roll',
  FLEE: 'Flee',
  HEAL: 'Heal',
  HOURGLASS: 'Hourglass phase',
  INSANITY_ROLL: 'Insanity roll',
  KO: 'KO',
  MOVE_VICTIM: 'Victim moved',
  OBJECTIVE_MET: 'Objective met',
  PHASE: 'Next phase',
  PLOT_TWIST: 'Plot twist',
  KILL_ANSWER: 'Kill answered by a power',
  MINION: 'Minion enters',
  POSSESSION: 'Possession',
  POWER: 'Power instead of attacking',
  PROPERTY_DESTROYED: 'Property destroyed',
  REINFORCE: 'Reinforcements',
  RESCUE: 'Rescued',
  REVERSAL: 'Undo',
  RPS_MOVE: 'RPS Clix move',
  SHARED_BURDEN: 'Shared Burden',
  VICTIM_KILLED: 'Victim killed',
};

export const MATCH_ACTION_LABELS: Record<MatchActionOption, string> = {
  MOVE: 'Move',
  POWER: 'Power',
  FREE: 'Free action',
  CLOSE: 'Close attack',
  RANGED: 'Ranged attack',
  FLEE: 'Flee',
  FLURRY: 'Flurry punch',
  FRENZY: 'Frenzy',
  SHARED_BURDEN: 'Shared Burden',
};

/** HeroClix Alpha's powers used instead of attacking (seed 001), as the tracker's buttons name them. */
export const ALPHA_POWER_LABELS: Record<AlphaPower, string> = {
  PULSE: 'Pulse (1 damage to each enemy in sight within 4)',
  POISON: 'Poison (1 damage to each adjacent enemy)',
  REGENERATION: 'Regeneration (a d6: 1-4 health)',
  HEAL: 'Heal (2 health to an adjacent friend)',
};

export const HORRORCLIX_PHASE_LABELS: Record<HorrorClixPhase, string> = {
  PREVIEW: 'Preview phase',
  SUSPENSE: 'Suspense phase',
  HUNTING: 'Hunting phase',
  HOURGLASS: 'Hourglass phase',
};

/** The feats of seed 000 an attacker may use in an attack (Clix Campaign). */
export const ATTACK_FEAT_LABELS: Record<AttackFeat, string> = {
  ALL_OUT: 'All Out',
  AMBUSH: 'Ambush',
  ARMOUR_PIERCING: 'Armour Piercing',
  BLOOD_RAGE: 'Blood Rage',
  DAMAGE_SHIELD: 'Damage Shield',
  DISARM: 'Disarm',
  DIVE_BOMB: 'Dive Bomb',
  EXTENDED_RANGE: 'Extended Range',
  HAY_MAKER: 'Hay Maker',
  IMPROVISED_COVER: 'Improvised Cover',
};

export const OBJECT_WEIGHT_LABELS: Record<ObjectWeight, string> = {
  LIGHT: 'Light',
  MEDIUM: 'Medium',
  HEAVY: 'Heavy',
  EXTREME: 'Extreme',
};

/** What a ruleset lets an attack carry besides its targets: objects (2003: the light and heavy tokens), and in Clix Campaign feats and capture or rescue. */
export interface AttackExtras {
  objectWeights: ObjectWeight[];
  feats: boolean;
  captureAndRescue: boolean;
}

const PLAIN_ATTACK: AttackExtras = { objectWeights: [], feats: false, captureAndRescue: false };

export const ATTACK_EXTRAS: Record<MatchRuleset, AttackExtras> = {
  CLIX_CAMPAIGN: { objectWeights: ['LIGHT', 'MEDIUM', 'HEAVY', 'EXTREME'], feats: true, captureAndRescue: true },
  HEROCLIX_2003: { ...PLAIN_ATTACK, objectWeights: ['LIGHT', 'HEAVY'] },
  HEROCLIX_ALPHA: PLAIN_ATTACK,
  HORRORCLIX: PLAIN_ATTACK,
  RPS_CLIX: PLAIN_ATTACK,
};

/** How the engine reads the winner (matchState.outcome.decidedBy). */
export const OUTCOME_DECIDED_BY_LABELS: Record<string, string> = {
  KO_POINTS: 'KO points (first to 5 wins)',
  VICTORY_POINTS: 'Victory points',
  HORRORCLIX_SCORE: 'HorrorClix score',
  RESOLUTION: 'Decided at resolution',
};

/** The engine's score-sheet lines (matchState.outcome.scores.lines.kind); an unknown kind is shown as it comes. */
export const SCORE_LINE_LABELS: Record<string, string> = {
  KO_POINT: 'KO point',
  DEFEATED_BY_MODEL: 'Defeated',
  DEFEATED_ENEMY: 'Enemy defeated',
  DEFEATED_ARCHENEMY: 'Archenemy defeated (doubled)',
  DEFEATED_BY_PUSHING_OR_OWN_POWER: 'Defeated by pushing or its own power',
  MOST_DAMAGE_TO_SELF_DEFEATED: 'Most damage to a self-defeated figure',
  SHARE_OF_SELF_DEFEATED: 'Share of a self-defeated figure',
  SURVIVED: 'Survived',
  SURVIVOR: 'Survivor',
  VICTIMS: 'Victims killed',
  MONSTER_KILLED: 'Monster killed',
  MONSTER_KILLED_SCORES_NOTHING: 'Monster killed (hourglass, insane or possessed: scores nothing)',
  PLOT_TWISTS: 'Plot twists',
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
