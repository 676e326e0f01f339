import type { SearchParams } from './character-list-params';

/*
 * What every paged list of the console keeps in its URL besides its filters: `after` (the cursor
 * this page starts after; absent on page 1) and `before` (the `after` of each earlier page from
 * page 2 on, oldest first), which "Previous" needs since the API pages forward only.
 */

/** Where a forward-paged list stands. */
export interface Cursor {
  after: string | null;
  before: string[];
}

/** One query parameter as text: the first of several, trimmed, '' when absent. */
export function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Reads `after` and `before`; earlier cursors only mean something when this page is not the first. */
export function readCursor(query: SearchParams): Cursor {
  const after = single(query.after) || null;
  return { after, before: after ? single(query.before).split(',').filter(Boolean) : [] };
}

/** 1-based number of the page shown. */
export function pageNumber(params: Cursor): number {
  return params.after ? params.before.length + 2 : 1;
}

/** The query string for the same filters (`fixed`) at another position. */
function queryFor(fixed: Record<string, string>, after: string | null, before: readonly string[]): string {
  const query = new URLSearchParams(Object.entries(fixed).filter(([, value]) => value));
  if (after) {
    query.set('after', after);
    if (before.length) query.set('before', before.join(','));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The query string of page 1 of a list with these filters ('' for none), e.g. a tab's link. */
export function firstPageQuery(fixed: Record<string, string>): string {
  return queryFor(fixed, null, []);
}

/** Links to the first, previous and next pages of a list with these filters. */
export function pagerQueries(fixed: Record<string, string>, params: Cursor, endCursor: string | null) {
  return {
    first: firstPageQuery(fixed),
    previous: params.after ? queryFor(fixed, params.before.at(-1) ?? null, params.before.slice(0, -1)) : null,
    next: endCursor ? queryFor(fixed, endCursor, params.after ? [...params.before, params.after] : []) : null,
  };
}
