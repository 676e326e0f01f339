/**
 * The kinds of value a world setting takes, as zod schemas that say their bounds in plain words.
 * Each settings group writes its schema next to its defaults with these; `world-settings.ts` joins them.
 */
import { z } from 'zod';

/** The rule a refinement states, carried in its issue's `params` so a reader can tell a table's gap from a shape problem. */
export const TABLE_INCOMPLETE = 'TABLE_INCOMPLETE';

function rangeWords(min: number | undefined, max: number | undefined): string {
  const bounds = [min !== undefined ? `at least ${min}` : '', max !== undefined ? `at most ${max}` : ''].filter(Boolean);
  return `must be ${bounds.join(' and ')}`;
}

interface Bounds {
  min?: number;
  max?: number;
}

function bounded<S extends z.ZodNumber>(schema: S, { min, max }: Bounds): S {
  const error = rangeWords(min, max);
  let out = schema;
  if (min !== undefined) out = out.min(min, { error });
  if (max !== undefined) out = out.max(max, { error });
  return out;
}

/** A whole number within the bounds given (none: any whole number). */
export const wholeNumber = (bounds: Bounds = {}) => bounded(z.int(), bounds);

/** A whole number of 0 or more: a count, a price, a bonus. */
export const count = () => wholeNumber({ min: 0 });

/** A share of a Point Value (0 to 10 times it). */
export const share = () => bounded(z.number(), { min: 0, max: 10 });

/** Any finite number. */
export const anyNumber = () => z.number();

/** One word of the rules' vocabulary. */
export const oneOf = <const T extends readonly string[]>(values: T) => z.enum(values);

/** A list of at least `min` entries. */
export const listOf = <S extends z.ZodType>(entry: S, min: number) =>
  z.array(entry).min(min, { error: `needs at least ${min} ${min === 1 ? 'entry' : 'entries'}` });

type Writable<T> = T extends readonly (infer E)[] ? Writable<E>[] : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;
type Same<A, B> = [Writable<A>] extends [Writable<B>] ? ([Writable<B>] extends [Writable<A>] ? true : false) : false;

/**
 * Ties a group's schema to the group's type at compile time: the schema parses exactly the values
 * of `T` (a word the type has and the schema lacks, or a key either side misses, fails the build).
 */
export function schemaOf<T>() {
  return <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : { schemaDiffersFrom: T })): S => schema;
}
