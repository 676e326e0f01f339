import type { HeroPointRounding } from './settings';

// Shares such as 0.29 are not exact in binary (0.29 * 100 = 28.999...), so the product is
// cleaned to 9 decimals before rounding, or a Creator's share would lose a point.
/** `value × share` made whole by the world's rounding rule. */
export function applyShare(value: number, share: number, rounding: HeroPointRounding): number {
  const exact = Math.round(value * share * 1e9) / 1e9;
  if (rounding === 'UP') return Math.ceil(exact);
  if (rounding === 'NEAREST') return Math.round(exact);
  return Math.floor(exact);
}

/** Throws for a point value no catalogue holds: a bug in the caller, not a player's mistake. */
export function assertPointValue(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
}
