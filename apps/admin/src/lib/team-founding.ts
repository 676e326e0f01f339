import type { CharacterKind, TeamAlignment } from '@/gql/graphql';
import type { FormError } from './user-errors';

/**
 * Founding a team in the console: what the form offers and what it sends. The API decides (it
 * checks the Rookies, the budget, the team per character, and rolls the team ability); the
 * console only shows, before sending, what the chosen founders would cost.
 */

/** A character a team can be founded with: a Rookie version, on no team of the world. */
export interface FoundingCandidate {
  id: string;
  name: string;
  kind: CharacterKind;
  /** Points of the Rookie version: what the team pays for him in Hero Points. */
  rookiePoints: number;
}

/** The world's settings that shape the form. */
export interface FoundingRules {
  startingHeroPoints: number;
  startingHeroPointsSeveralPlayers: number;
  /** Leader included. */
  maxFoundingMembers: number;
  teamsOfSeveralPlayers: boolean;
}

/** The form's fields: a leader, then one select per founder (form names `founderCharacterIds.N`). */
export const FOUNDER_FIELD = (index: number) => `founderCharacterIds.${index}`;

/** Founder selects shown beside the leader: the world's limit, kept to a form a person can read. */
export function founderSlots(rules: FoundingRules): number {
  return Math.max(0, Math.min(rules.maxFoundingMembers - 1, 5));
}

export function startingHeroPoints(rules: FoundingRules, severalPlayers: boolean): number {
  return severalPlayers ? rules.startingHeroPointsSeveralPlayers : rules.startingHeroPoints;
}

/** The Rookie points of the chosen characters (each counted once), as the API will charge them. */
export function foundingCost(candidates: readonly FoundingCandidate[], chosenIds: readonly string[]): number {
  const points = new Map(candidates.map((c) => [c.id, c.rookiePoints]));
  return [...new Set(chosenIds.filter(Boolean))].reduce((sum, id) => sum + (points.get(id) ?? 0), 0);
}

/** What the form sends after a refusal, to show it again. */
export interface FoundingValues {
  name: string;
  alignment: TeamAlignment | '';
  leaderCharacterId: string;
  founders: string[];
  severalPlayers: boolean;
}

export interface FoundTeamState {
  errors: FormError[];
  /** Counts attempts, so the form can move the focus to a fresh refusal. */
  attempt: number;
  values: FoundingValues | null;
}

export const INITIAL_FOUND_TEAM_STATE: FoundTeamState = { errors: [], attempt: 0, values: null };

/**
 * The API names a founder by his place in the list sent (`founderCharacterIds.1`); the form sends
 * only the selects that were filled in, so the place is mapped back to the select it came from.
 */
export function founderFieldOfSelect(apiField: string, selectOfSent: readonly number[]): string {
  const match = /^founderCharacterIds\.(\d+)$/.exec(apiField);
  if (!match) return apiField;
  const select = selectOfSent[Number(match[1])];
  return select === undefined ? 'founderCharacterIds' : FOUNDER_FIELD(select);
}

/** Words for the founding refusals whose API message needs context in the console. */
const FOUNDING_EXPLANATIONS: Partial<Record<string, string>> = {
  TEAM_NAME_TAKEN: 'This world already has a team of this name: choose another.',
  CHARACTER_ON_A_TEAM: 'This character is already on a team in this world: a character plays for one team at a time.',
  NOT_ROOKIE: 'Founders must be Rookies (or a Unique cheaper than its Rookie).',
  BATTLE_FURY_LEADER: 'A character with Battle Fury cannot lead a team: choose another leader.',
  INSUFFICIENT_HERO_POINTS: 'The founders cost more Hero Points than a new team starts with.',
  TOO_MANY_FOUNDERS: 'Too many founders for this world.',
  CHARACTER_NOT_FOUND: 'This character is not in this world (or not visible to you).',
};

/** A founding refusal: the console's sentence, then the API's words (which carry the numbers). */
export function describeFoundingError(error: FormError): FormError {
  const own = FOUNDING_EXPLANATIONS[error.code];
  if (!own || error.message === own) return error;
  return { ...error, message: `${own} (${error.message.replace(/\.$/, '')}.)` };
}
