import type { LedgerCurrency, TeamAlignment, TeamFilter } from '@/gql/graphql';
import { isLedgerCurrency, isTeamAlignment } from './labels';
import type { SearchParams } from './character-list-params';

/*
 * The teams list's and the ledger history's state, all of it in the URL (as for the characters
 * list): the filters, `after` (the cursor this page starts after; absent on page 1) and `before`
 * (the `after` of each earlier page from page 2 on), which "Previous" needs since the API pages
 * forward only.
 */

export const TEAM_PAGE_SIZE = 25;
export const HISTORY_PAGE_SIZE = 20;

interface Cursor {
  after: string | null;
  before: string[];
}

export interface TeamListParams extends Cursor {
  name: string;
  alignment: TeamAlignment | null;
}

export interface HistoryParams extends Cursor {
  currency: LedgerCurrency | null;
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function readCursor(query: SearchParams): Cursor {
  const after = single(query.after) || null;
  return { after, before: after ? single(query.before).split(',').filter(Boolean) : [] };
}

/** Reads the URL's query; anything malformed is ignored rather than failing the page. */
export function parseTeamListParams(query: SearchParams): TeamListParams {
  const alignment = single(query.alignment).toUpperCase();
  return { name: single(query.name), alignment: isTeamAlignment(alignment) ? alignment : null, ...readCursor(query) };
}

export function parseHistoryParams(query: SearchParams): HistoryParams {
  const currency = single(query.currency).toUpperCase();
  return { currency: isLedgerCurrency(currency) ? currency : null, ...readCursor(query) };
}

export function toTeamFilter(params: TeamListParams): TeamFilter | null {
  const filter: TeamFilter = {};
  if (params.name) filter.name = params.name;
  if (params.alignment) filter.alignment = params.alignment;
  return Object.keys(filter).length ? filter : null;
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

/** Links to the first, previous and next pages of a list with these filters. */
export function pagerQueries(fixed: Record<string, string>, params: Cursor, endCursor: string | null) {
  return {
    first: queryFor(fixed, null, []),
    previous: params.after ? queryFor(fixed, params.before.at(-1) ?? null, params.before.slice(0, -1)) : null,
    next: endCursor ? queryFor(fixed, endCursor, params.after ? [...params.before, params.after] : []) : null,
  };
}

export function teamListFixed(params: TeamListParams): Record<string, string> {
  return { name: params.name, alignment: params.alignment ?? '' };
}

export function historyFixed(params: HistoryParams): Record<string, string> {
  return { currency: params.currency ?? '' };
}
