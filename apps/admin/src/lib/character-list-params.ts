import type { CharacterFilter, CharacterKind, CharacterOrderField, Rank } from '@/gql/graphql';
import { isCharacterKind, isRank } from './labels';
import { type Cursor, readCursor, single } from './list-params';
import { readSort, sortFixed, type SortState } from './sort-params';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The orders the characters table offers (the API's CharacterOrderField); by name when the URL names none. */
export const CHARACTER_SORTS: readonly CharacterOrderField[] = ['NAME', 'POINTS', 'UPDATED_AT'];

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The characters table's state, all of it in the URL so the page works without client JS:
 * the filters, the page size (`first`, as the API calls it) and the position (see list-params).
 */
export interface CharacterListParams extends Cursor {
  name: string;
  kind: CharacterKind | null;
  rank: Rank | null;
  minPoints: number | null;
  maxPoints: number | null;
  size: number;
  sort: SortState<CharacterOrderField>;
}

function points(value: string): number | null {
  if (!/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}

/** Reads the URL's query; anything malformed is ignored rather than failing the page. */
export function parseCharacterListParams(query: SearchParams): CharacterListParams {
  const kind = single(query.kind).toUpperCase();
  const rank = single(query.rank).toUpperCase();
  const size = Number(single(query.first));
  return {
    name: single(query.name),
    kind: isCharacterKind(kind) ? kind : null,
    rank: isRank(rank) ? rank : null,
    minPoints: points(single(query.minPoints)),
    maxPoints: points(single(query.maxPoints)),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: readSort(query, CHARACTER_SORTS, { field: 'NAME', direction: 'ASC' }),
    ...readCursor(query),
  };
}

export function toCharacterFilter(params: CharacterListParams): CharacterFilter | null {
  const filter: CharacterFilter = {};
  if (params.name) filter.name = params.name;
  if (params.kind) filter.kind = params.kind;
  if (params.rank) filter.rank = params.rank;
  if (params.minPoints != null) filter.minPoints = params.minPoints;
  if (params.maxPoints != null) filter.maxPoints = params.maxPoints;
  return Object.keys(filter).length ? filter : null;
}

export function hasFilters(params: CharacterListParams): boolean {
  return toCharacterFilter(params) !== null;
}

/** The filters, page size and order a pager link keeps, in the URL's order ('' for left out). */
export function characterListFixed(params: CharacterListParams): Record<string, string> {
  return {
    name: params.name,
    kind: params.kind ?? '',
    rank: params.rank ?? '',
    minPoints: params.minPoints != null ? String(params.minPoints) : '',
    maxPoints: params.maxPoints != null ? String(params.maxPoints) : '',
    first: params.size !== DEFAULT_PAGE_SIZE ? String(params.size) : '',
    ...sortFixed(params.sort),
  };
}
