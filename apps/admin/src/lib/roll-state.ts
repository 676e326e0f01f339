import type { FormError } from './user-errors';

/** What a roll button shows after pressing it: the dice as rolled and the entry they chose. */
export interface RollState {
  errors: FormError[];
  done: number;
  roll: {
    faces: number[];
    total: number;
    seed: string;
  } | null;
  entry: {
    /** "5–6: Bank job" or "Sub-plot 3". */
    title: string;
    text: string[];
    /** e.g. "The Creator fills it in": a word on an incomplete entry. */
    note?: string;
    /** What to do next with it, e.g. a rolled scenario's "Start a match with this scenario". */
    next?: { href: string; label: string };
  } | null;
}

export const INITIAL_ROLL_STATE: RollState = { errors: [], done: 0, roll: null, entry: null };
