import type { LedgerCurrency, TeamAlignment, TeamFilter, TeamOrderField } from '@/gql/graphql';
import { isLedgerCurrency, isTeamAlignment } from './labels';
import type { SearchParams } from './character-list-params';
import { type Cursor, readCursor, single } from './list-params';
import { readSort, sortFixed, type SortState } from './sort-params';

/*
 * The teams list's and the ledger history's state, all of it in the URL: the filters and the
 * position (see list-params).
 */

export const TEAM_PAGE_SIZE = 25;
export const HISTORY_PAGE_SIZE = 20;

/** The orders the teams table offers (the API's TeamOrderField); by name when the URL names none. */
export const TEAM_SORTS: readonly TeamOrderField[] = ['NAME', 'HERO_POINTS', 'PRESTIGE', 'INFAMY'];

export interface TeamListParams extends Cursor {
  name: string;
  alignment: TeamAlignment | null;
  sort: SortState<TeamOrderField>;
}

export interface HistoryParams extends Cursor {
  currency: LedgerCurrency | null;
}

/** Reads the URL's query; anything malformed is ignored rather than failing the page. */
export function parseTeamListParams(query: SearchParams): TeamListParams {
  const alignment = single(query.alignment).toUpperCase();
  return {
    name: single(query.name),
    alignment: isTeamAlignment(alignment) ? alignment : null,
    sort: readSort(query, TEAM_SORTS, { field: 'NAME', direction: 'ASC' }),
    ...readCursor(query),
  };
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

export function teamListFixed(params: TeamListParams): Record<string, string> {
  return { name: params.name, alignment: params.alignment ?? '', ...sortFixed(params.sort) };
}

export function historyFixed(params: HistoryParams): Record<string, string> {
  return { currency: params.currency ?? '' };
}
