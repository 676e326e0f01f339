import type { CharacterFilter, CharacterKind, Rank } from '@/gql/graphql';
import { isCharacterKind, isRank } from './labels';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The characters table's state, all of it in the URL so the page works without client JS:
 * the filters, the page size (`first`, as the API calls it), `after` (the cursor this page starts after; absent on page 1)
 * and `before` (the `after` of each earlier page from page 2 on, oldest first), which is
 * what "Previous" needs since the API pages forward only.
 */
export interface CharacterListParams {
  name: string;
  kind: CharacterKind | null;
  rank: Rank | null;
  minPoints: number | null;
  maxPoints: number | null;
  size: number;
  after: string | null;
  before: string[];
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
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
  const after = single(query.after) || null;
  return {
    name: single(query.name),
    kind: isCharacterKind(kind) ? kind : null,
    rank: isRank(rank) ? rank : null,
    minPoints: points(single(query.minPoints)),
    maxPoints: points(single(query.maxPoints)),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    after,
    // Earlier cursors only mean something when this page is not the first.
    before: after ? single(query.before).split(',').filter(Boolean) : [],
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

/** 1-based number of the page shown. */
export function pageNumber(params: CharacterListParams): number {
  return params.after ? params.before.length + 2 : 1;
}

/** The query string for the same filters at another position. */
function queryFor(params: CharacterListParams, after: string | null, before: readonly string[]): string {
  const query = new URLSearchParams();
  if (params.name) query.set('name', params.name);
  if (params.kind) query.set('kind', params.kind);
  if (params.rank) query.set('rank', params.rank);
  if (params.minPoints != null) query.set('minPoints', String(params.minPoints));
  if (params.maxPoints != null) query.set('maxPoints', String(params.maxPoints));
  if (params.size !== DEFAULT_PAGE_SIZE) query.set('first', String(params.size));
  if (after) {
    query.set('after', after);
    if (before.length) query.set('before', before.join(','));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function firstPageQuery(params: CharacterListParams): string {
  return queryFor(params, null, []);
}

export function nextPageQuery(params: CharacterListParams, endCursor: string): string {
  return queryFor(params, endCursor, params.after ? [...params.before, params.after] : []);
}

/** Null on the first page. */
export function previousPageQuery(params: CharacterListParams): string | null {
  if (!params.after) return null;
  const before = params.before.slice(0, -1);
  const after = params.before.at(-1) ?? null;
  return queryFor(params, after, before);
}
