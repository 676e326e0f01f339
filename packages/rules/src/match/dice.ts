import { createDice, restoreDice } from '../dice/dice';
import type { Dice, DiceState } from '../dice/types';

/** A dice stream's position without its seed: what a match state may hold. */
export type DicePosition = Omit<DiceState, 'seed'>;

/** The position of a stream; null for dice entered at the table (they have no stream to continue). */
export function dicePositionOf(dice: Dice): DicePosition | null {
  const { algorithm, words, rolls } = dice.state();
  return algorithm === 'forced' ? null : { algorithm, words: [...words], rolls };
}

/** The match's stream at `position` (its start when null): the caller holds the seed, the state never does. */
export function matchDice(seed: string, position: DicePosition | null): Dice {
  return position === null ? createDice(seed) : restoreDice({ ...position, seed });
}
