import type { Dice } from '../dice/types';
import type { DicePosition } from './dice';
import { applyMatchEvent } from './events';
import type { MatchRefusal } from '../refusal';
import { setupMatch } from './setup';
import type { MatchEngineEvent, MatchSetup, MatchState } from './types';

/** The dice for one event of a log: the match's stream at `position` (`matchDice`), the table's faces, or none. */
export type DiceForEvent = (event: MatchEngineEvent, index: number, position: DicePosition | null) => Dice | undefined;

/**
 * Folds a log from its setup, event by event, exactly as `applyMatchEvent` does; the first refusal
 * stops it, with the index of the refused event (-1: the setup itself).
 */
export function replayMatch(
  setup: MatchSetup,
  events: readonly MatchEngineEvent[],
  diceFor: DiceForEvent = () => undefined,
): { state: MatchState } | { refusal: MatchRefusal; index: number } {
  const created = setupMatch(setup.ruleset, setup.sides, setup.settings);
  if ('refusal' in created) return { refusal: created.refusal, index: -1 };
  let state = created.state;
  for (const [index, event] of events.entries()) {
    const applied = applyMatchEvent(state, event, diceFor(event, index, state.dice));
    if ('refusal' in applied) return { refusal: applied.refusal, index };
    state = applied.state;
  }
  return { state };
}
