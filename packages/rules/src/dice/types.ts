/** Serialisable position of a dice stream: store it with what it decided, restore it to replay. */
export interface DiceState {
  /** Algorithm id, so a stored state is never read with another generator. */
  algorithm: string;
  /** The seed the stream started from. */
  seed: string;
  /** Generator words; opaque to callers. */
  words: number[];
  /** How many dice have been rolled from this stream so far. */
  rolls: number;
}

/** A pair of six-sided dice rolled together (2d6), kept apart so doubles can be seen. */
export type TwoDice = readonly [number, number];

/** A d66 roll: two d6 read as tens and units (11 ... 66). */
export interface D66 {
  tens: number;
  units: number;
  /** tens * 10 + units, e.g. 32. */
  value: number;
}

/**
 * Every source of chance in the rules engine. Functions that roll take a Dice and callers
 * store `state()` before and after, so any decision can be replayed exactly.
 */
export interface Dice {
  d6(): number;
  roll2d6(): TwoDice;
  d66(): D66;
  /** A fair roll of 1..n. */
  dN(n: number): number;
  state(): DiceState;
}
