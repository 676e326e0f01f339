import type { FormError } from '@/lib/user-errors';

/** What the characters list's bulk bar asks of the API. */
export const BULK_OPERATIONS = ['HIDE', 'SHOW', 'DELETE', 'RESTORE'] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

/** A selected character as the bulk forms send it: its id, and its name to say what happened in words. */
export interface BulkCharacter {
  id: string;
  name: string;
}

/** What a bulk action tells the list. */
export interface BulkState {
  /** Counts successes, so the bar can tell a fresh one from an old one. */
  done: number;
  /** The last action asked for (null before any). */
  operation: BulkOperation | null;
  /** After a success: what was done, in words. */
  message: string | null;
  /** Problems of the whole request (not signed in, not allowed, an empty selection). */
  errors: FormError[];
  /** Refusals of single characters, shown next to their rows; when any, nothing was changed. */
  refused: (BulkCharacter & { message: string })[];
  /** The characters the last delete removed, offered back by Undo until it is used. */
  deleted: BulkCharacter[];
}

export const INITIAL_BULK_STATE: BulkState = { done: 0, operation: null, message: null, errors: [], refused: [], deleted: [] };

/** "1 character", "3 characters". */
export const countOf = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;

/** "Alpha", "Alpha and Beta", "Alpha, Beta and Gamma". */
export function namesInWords(characters: readonly BulkCharacter[]): string {
  const names = characters.map((c) => c.name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The heading over a refusal: nothing of the selection was changed. */
export const NOTHING_DONE: Record<BulkOperation, string> = {
  HIDE: 'Nothing was hidden',
  SHOW: 'Nothing was shown',
  DELETE: 'Nothing was deleted',
  RESTORE: 'Nothing was restored',
};
