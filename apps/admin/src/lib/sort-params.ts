import type { SearchParams } from './character-list-params';
import { single } from './list-params';

/*
 * A list's order, kept in the URL as `sort=<FIELD>&dir=ASC|DESC` (the API's orderBy field and
 * direction) and asked of the API, which pages: the console never sorts a page itself.
 */

export type SortDirection = 'ASC' | 'DESC';

/** The API's `orderBy`. */
export interface SortOrder<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** The order a list is shown in. */
export interface SortState<F extends string = string> extends SortOrder<F> {
  /** Whether the URL chose it; false for the list's default order. */
  chosen: boolean;
  /** What the URL asked for when it is not an order this list knows (the default order is shown), else null. */
  refused: string | null;
}

/** The orders a list offers (its API's OrderField values) and the one it has when the URL names none. */
export interface ListSort<F extends string = string> {
  fields: readonly F[];
  fallback: SortOrder<F>;
  /** The default order in words, for the notice of an order the list does not know: "newest first". */
  defaultOrder: string;
}

/** The query parameters an order takes in the URL: a filter form keeps them, a heading link sets them. */
export const SORT_PARAMS = ['sort', 'dir'] as const;

/** The list's order from the URL (see readSort). */
export function readListSort<F extends string>(query: SearchParams, list: ListSort<F>): SortState<F> {
  return readSort(query, list.fields, list.fallback);
}

/** Reads `sort` and `dir` (dir defaults to ASC); an unknown field or direction falls back to the default order. */
export function readSort<F extends string>(query: SearchParams, fields: readonly F[], fallback: SortOrder<F>): SortState<F> {
  const sort = single(query.sort);
  const dir = single(query.dir);
  if (!sort && !dir) return { ...fallback, chosen: false, refused: null };
  const field = fields.find((known) => known === sort.toUpperCase());
  const direction = dir === '' ? 'ASC' : dir.toUpperCase();
  if (!field || (direction !== 'ASC' && direction !== 'DESC')) {
    return { ...fallback, chosen: false, refused: [sort && `sort=${sort}`, dir && `dir=${dir}`].filter(Boolean).join(' ') };
  }
  return { field, direction, chosen: true, refused: null };
}

/** The API's orderBy for this state: null for the default order, which the API applies itself. */
export function toOrderBy<F extends string>(state: SortState<F>): SortOrder<F> | null {
  return state.chosen ? { field: state.field, direction: state.direction } : null;
}

/** The order's part of a pager link ('' for left out), so paging keeps the order. */
export function sortFixed(state: SortState): Record<string, string> {
  return state.chosen ? { sort: state.field, dir: state.direction } : { sort: '', dir: '' };
}

/** The direction choosing `field` gives: the other one when it is the current column, else ascending. */
export function nextDirection(state: SortState, field: string): SortDirection {
  if (state.field !== field) return 'ASC';
  return state.direction === 'ASC' ? 'DESC' : 'ASC';
}

/**
 * The query string a column heading links to: the same filters (`filters`, '' for left out),
 * this field and its next direction, and no cursor (a new order starts again at page 1).
 */
export function sortQuery(filters: Record<string, string>, state: SortState, field: string): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([key, value]) => value && !(SORT_PARAMS as readonly string[]).includes(key)));
  query.set('sort', field);
  query.set('dir', nextDirection(state, field));
  return `?${query.toString()}`;
}
