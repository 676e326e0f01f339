// HorrorClix's victims as an action meets them (seed 004): found alive, and turned face up when a
// MOVE passes them. Apart from the turn's phases (horrorclix-turn.ts), so the figures' actions can
// use them without importing the turn.
import { matchRefusal, type MatchRefusal } from '../refusal';
import type { HorrorClixMatchState, MatchEngineEventOf as EventOf, MatchState } from './types';

/** A living victim of the match named at `path`, or the refusal. */
export function livingVictim(
  horror: HorrorClixMatchState,
  victimId: unknown,
  path: string[],
): HorrorClixMatchState['victims'][number] | { refusal: MatchRefusal } {
  const victim = horror.victims.find((v) => v.id === victimId);
  if (!victim) return matchRefusal('VICTIM_NOT_FOUND', path, `there is no victim ${String(victimId)} in this match`);
  return victim.killedByFigureId === null ? victim : matchRefusal('VICTIM_DEAD', path, `${victim.id} is dead`);
}

/** A HorrorClix MOVE past victims turns each face up (seed 004); checked whole before anything changes. */
export function passedVictimsRefusal(state: MatchState, event: EventOf<'ACTION'>): { refusal: MatchRefusal } | null {
  const passed = event.passedVictimIds;
  if (passed === undefined) return null;
  if (!state.horrorClix) return matchRefusal('NOT_IN_RULESET', ['passedVictimIds'], `${state.ruleset} has no victims`);
  if (event.action !== 'MOVE' || !Array.isArray(passed))
    return matchRefusal('INVALID_FIELD', ['passedVictimIds'], 'a MOVE names the victims it passed, as a list');
  const seen = new Set<unknown>();
  for (const [i, id] of passed.entries()) {
    const victim = livingVictim(state.horrorClix, id, ['passedVictimIds', String(i)]);
    if ('refusal' in victim) return victim;
    if (seen.has(id)) return matchRefusal('INVALID_FIELD', ['passedVictimIds', String(i)], `${victim.id} is listed twice`);
    seen.add(id);
  }
  return null;
}

/** Turns the victims a MOVE passed face up (checked by `passedVictimsRefusal`). */
export function turnVictimsFaceUp(draft: MatchState, passed: readonly string[]): string[] {
  const turned = new Set(passed);
  for (const victim of draft.horrorClix!.victims) if (turned.has(victim.id)) victim.faceUp = true;
  return [...passed];
}
