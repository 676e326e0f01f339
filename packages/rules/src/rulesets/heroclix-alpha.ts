import { type Refusal, refuse } from '../refusal';
import { isWholeNumberAtLeast } from './values';

/** "Each team consists of at least five starting characters ..." */
export const ALPHA_MINIMUM_STARTING_CHARACTERS = 5;
/** "... with a combined point value of up to 250 points." */
export const ALPHA_TEAM_POINT_LIMIT = 250;
/** "Each turn you get three actions to give to characters on your team." */
export const ALPHA_ACTIONS_PER_TURN = 3;
/** "The first player to 5 KO points wins!" */
export const ALPHA_KO_POINTS_TO_WIN = 5;
/** A reinforcement may cost "no more than 10 points greater" than the character that was KO'd. */
export const ALPHA_REINFORCEMENT_MARGIN = 10;
/**
 * "Powers on black tabs can affect multiple characters" (seed 001, which does not say which they are):
 * the card's powers whose text reaches several characters at once, read as its black tabs.
 */
export const ALPHA_BLACK_TAB_POWERS: readonly string[] = ['BIND', 'EXPLOSION', 'PULSE', 'QUAKE', 'WEAKEN', 'POISON', 'DEFEND', 'BOOST', 'RALLY', 'LEADERSHIP'];

/** A character as the Alpha rules need it. */
export interface AlphaCharacter {
  id: string;
  name: string;
  pointValue: number;
}

/** Team-size settings; the defaults are the standard game, smaller ones suit the one-booster game. */
export interface AlphaTeamOptions {
  minimumCharacters: number;
  pointLimit: number;
}

/** The standard game: at least 5 starting characters, up to 250 points. */
export const ALPHA_STANDARD_TEAM: AlphaTeamOptions = {
  minimumCharacters: ALPHA_MINIMUM_STARTING_CHARACTERS,
  pointLimit: ALPHA_TEAM_POINT_LIMIT,
};

/** Why an Alpha starting team is refused. */
export type AlphaTeamReason = 'INVALID_POINT_VALUE' | 'DUPLICATE_CHARACTER_ID' | 'TOO_FEW_CHARACTERS' | 'OVER_POINT_LIMIT';

/** The team's total, or why it is refused. */
export type AlphaTeamValidation = { ok: true; totalPoints: number } | Refusal<AlphaTeamReason>;

/** Checks a starting team: at least 5 characters with a combined point value of up to 250 (by default). */
export function validateAlphaTeam(startingCharacters: readonly AlphaCharacter[], options: AlphaTeamOptions = ALPHA_STANDARD_TEAM): AlphaTeamValidation {
  const ids = new Set<string>();
  for (const character of startingCharacters) {
    if (!isWholeNumberAtLeast(character.pointValue, 0)) {
      return refuse('INVALID_POINT_VALUE', `${character.name} (${character.id}) has no valid point value: ${character.pointValue}`);
    }
    if (ids.has(character.id)) return refuse('DUPLICATE_CHARACTER_ID', `two characters share the id ${character.id}`);
    ids.add(character.id);
  }
  if (startingCharacters.length < options.minimumCharacters) {
    return refuse('TOO_FEW_CHARACTERS', `a team needs at least ${options.minimumCharacters} starting characters, this one has ${startingCharacters.length}`);
  }
  const totalPoints = startingCharacters.reduce((sum, c) => sum + c.pointValue, 0);
  if (totalPoints > options.pointLimit) {
    return refuse('OVER_POINT_LIMIT', `the team costs ${totalPoints} points, over the limit of ${options.pointLimit}`);
  }
  return { ok: true, totalPoints };
}

/** One knockout, in the order it happened: the player who scores its KO point. */
export interface AlphaKnockout {
  scoringPlayerId: string;
}

/** KO points so far and, once someone reached the target, the winner and the knockout that decided it. */
export interface AlphaKoScore {
  koPoints: { playerId: string; koPoints: number }[];
  winnerId: string | null;
  /** Index in the knockout list of the knockout that won the game; null while nobody has won. */
  decidingKnockout: number | null;
}

/**
 * Counts KO points (1 per enemy KO'd) in the order the knockouts happened; the first player to
 * reach the target (5) wins, and knockouts after that do not change the winner.
 */
export function alphaKoScore(playerIds: readonly string[], knockouts: readonly AlphaKnockout[], koPointsToWin: number = ALPHA_KO_POINTS_TO_WIN): AlphaKoScore {
  const points = new Map<string, number>(playerIds.map((id) => [id, 0]));
  let winnerId: string | null = null;
  let decidingKnockout: number | null = null;
  knockouts.forEach(({ scoringPlayerId }, index) => {
    const now = (points.get(scoringPlayerId) ?? 0) + 1;
    points.set(scoringPlayerId, now);
    if (winnerId === null && now >= koPointsToWin) {
      winnerId = scoringPlayerId;
      decidingKnockout = index;
    }
  });
  return { koPoints: [...points].map(([playerId, koPoints]) => ({ playerId, koPoints })), winnerId, decidingKnockout };
}

/** True when `candidate` may replace `knockedOut`: it costs no more than 10 points more. */
export function mayReinforce(knockedOut: AlphaCharacter, candidate: AlphaCharacter, margin: number = ALPHA_REINFORCEMENT_MARGIN): boolean {
  return candidate.pointValue <= knockedOut.pointValue + margin;
}

/**
 * The reinforcements that may enter for a KO'd character. The KO'd character itself has gone into
 * the reinforcements ("put it ... into your reinforcements"), so pass it in `reinforcements` too.
 */
export function eligibleReinforcements(
  knockedOut: AlphaCharacter,
  reinforcements: readonly AlphaCharacter[],
  margin: number = ALPHA_REINFORCEMENT_MARGIN,
): AlphaCharacter[] {
  return reinforcements.filter((candidate) => mayReinforce(knockedOut, candidate, margin));
}

/** Why a choice of reinforcements is refused. */
export type AlphaReinforcementReason =
  'CHOICE_COUNT_MISMATCH' | 'NOT_A_REINFORCEMENT' | 'REINFORCEMENT_CHOSEN_TWICE' | 'REINFORCEMENT_TOO_EXPENSIVE' | 'REINFORCEMENT_REQUIRED';

/** The characters entering the starting area, or why the choice is refused. */
export type AlphaReinforcementValidation = { ok: true; entering: AlphaCharacter[] } | Refusal<AlphaReinforcementReason>;

/**
 * Checks the reinforcements chosen at the start of a turn: one choice per character KO'd since the
 * last turn (same order), each from the reinforcements, none twice, each within 10 points of its
 * KO'd character. The choice is compulsory ("you must choose"): null is accepted only when no
 * reinforcement not already chosen fits.
 */
export function validateReinforcementChoices(
  knockedOutSinceLastTurn: readonly AlphaCharacter[],
  choices: readonly (string | null)[],
  reinforcements: readonly AlphaCharacter[],
  margin: number = ALPHA_REINFORCEMENT_MARGIN,
): AlphaReinforcementValidation {
  if (choices.length !== knockedOutSinceLastTurn.length) {
    return refuse('CHOICE_COUNT_MISMATCH', `${knockedOutSinceLastTurn.length} characters were KO'd but ${choices.length} choices were given`);
  }
  const chosen = new Set<string>();
  const entering: AlphaCharacter[] = [];
  for (const [index, choice] of choices.entries()) {
    if (choice === null) continue;
    const candidate = reinforcements.find((r) => r.id === choice);
    if (!candidate) return refuse('NOT_A_REINFORCEMENT', `${choice} is not among the reinforcements`);
    if (chosen.has(choice)) return refuse('REINFORCEMENT_CHOSEN_TWICE', `${candidate.name} was chosen twice`);
    const knockedOut = knockedOutSinceLastTurn[index];
    if (!mayReinforce(knockedOut, candidate, margin)) {
      return refuse(
        'REINFORCEMENT_TOO_EXPENSIVE',
        `${candidate.name} costs ${candidate.pointValue}, more than ${margin} over ${knockedOut.name} (${knockedOut.pointValue})`,
      );
    }
    chosen.add(choice);
    entering.push(candidate);
  }
  for (const [index, choice] of choices.entries()) {
    if (choice !== null) continue;
    const knockedOut = knockedOutSinceLastTurn[index];
    const stillFree = eligibleReinforcements(knockedOut, reinforcements, margin).find((r) => !chosen.has(r.id));
    if (stillFree) {
      return refuse('REINFORCEMENT_REQUIRED', `a reinforcement must enter for ${knockedOut.name}: ${stillFree.name} fits`);
    }
  }
  return { ok: true, entering };
}
