import type { LedgerCurrency, TeamAlignment, TeamFilter } from '@/gql/graphql';
import { isLedgerCurrency, isTeamAlignment } from './labels';
import type { SearchParams } from './character-list-params';
import { type Cursor, readCursor, single } from './list-params';

/*
 * The teams list's and the ledger history's state, all of it in the URL: the filters and the
 * position (see list-params).
 */

export const TEAM_PAGE_SIZE = 25;
export const HISTORY_PAGE_SIZE = 20;

export interface TeamListParams extends Cursor {
  name: string;
  alignment: TeamAlignment | null;
}

export interface HistoryParams extends Cursor {
  currency: LedgerCurrency | null;
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

export function teamListFixed(params: TeamListParams): Record<string, string> {
  return { name: params.name, alignment: params.alignment ?? '' };
}

export function historyFixed(params: HistoryParams): Record<string, string> {
  return { currency: params.currency ?? '' };
}
