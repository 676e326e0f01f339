import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { D66, Dice, DiceState, TwoDice } from './types';

const ALGORITHM = 'xoroshiro128+/sha256-seed/v1';

type Generator = ReturnType<typeof xoroshiro128plus>;

// The whole 128-bit state comes from the seed, so a revealed seed replays the stream and
// an unrevealed one cannot be brute-forced from a few rolls.
function wordsFromSeed(seed: string): number[] {
  const digest = createHash('sha256').update(seed, 'utf8').digest();
  const words: number[] = [0, 4, 8, 12].map((offset) => digest.readInt32BE(offset));
  if (!words.some((w) => w !== 0)) words[3] = 1; // the all-zero state is the generator's one fixed point
  return words;
}

/** Builds the whole Dice interface on one fair die of n sides. */
function diceOn(dN: (n: number) => number, state: () => DiceState): Dice {
  const d6 = () => dN(6);
  return {
    d6,
    dN,
    roll2d6: (): TwoDice => [d6(), d6()],
    d66: (): D66 => {
      const tens = d6();
      const units = d6();
      return { tens, units, value: tens * 10 + units };
    },
    state,
  };
}

function streamFrom(seed: string, generator: Generator, rollsSoFar: number): Dice {
  let rolls = rollsSoFar;
  return diceOn(
    (n) => {
      if (!Number.isInteger(n) || n < 1) throw new RangeError(`a die needs a whole number of sides, got ${n}`);
      rolls++;
      return uniformInt(generator, 1, n);
    },
    () => ({ algorithm: ALGORITHM, seed, words: [...generator.getState()], rolls }),
  );
}

/** A seeded dice stream: the same seed gives the same rolls on every machine; fair (no modulo bias). */
export function createDice(seed: string): Dice {
  return streamFrom(seed, xoroshiro128plusFromState(wordsFromSeed(seed)), 0);
}

/** Continues a stream exactly where `state()` was taken. */
export function restoreDice(state: DiceState): Dice {
  if (state.algorithm !== ALGORITHM) throw new Error(`dice state from another generator: ${state.algorithm}`);
  return streamFrom(state.seed, xoroshiro128plusFromState(state.words), state.rolls);
}

/**
 * Dice that return the given faces in order: for tests, and for rolls made at the table and
 * entered by hand. Throws when asked for more dice than were given or for a face a die lacks.
 */
export function forcedDice(faces: readonly number[]): Dice {
  let next = 0;
  return diceOn(
    (n) => {
      if (next >= faces.length) throw new Error(`forced dice ran out after ${faces.length} rolls`);
      const face = faces[next++];
      if (!Number.isInteger(face) || face < 1 || face > n) throw new RangeError(`a d${n} cannot show ${face}`);
      return face;
    },
    () => ({ algorithm: 'forced', seed: JSON.stringify(faces), words: [], rolls: next }),
  );
}

/** Wraps a stream so every face it shows is also written to `faces`, for storing with a decision. */
export function recordFaces(dice: Dice): { dice: Dice; faces: number[] } {
  const faces: number[] = [];
  return {
    faces,
    dice: diceOn(
      (n) => {
        const face = dice.dN(n);
        faces.push(face);
        return face;
      },
      () => dice.state(),
    ),
  };
}
