import type { FeatFilter, ItemFilter, ItemKind, ScenarioFilter } from '@/gql/graphql';
import type { SearchParams } from './character-list-params';
import { isItemKind } from './labels';
import { type Cursor, readCursor, single } from './list-params';

/*
 * The catalogue lists' state (feats, items, scenarios), all of it in the URL as for the teams
 * list: the filters, `after` and `before` (see list-params), read with the same pager.
 */

export const CATALOGUE_PAGE_SIZE = 25;

/** A yes/no filter: null when either will do. */
export type YesNo = boolean | null;

export interface FeatListParams extends Cursor {
  name: string;
  priced: YesNo;
  needsReview: YesNo;
}

export interface ItemListParams extends Cursor {
  name: string;
  kind: ItemKind | null;
  priced: YesNo;
}

export interface ScenarioListParams extends Cursor {
  name: string;
}

function yesNo(value: string | string[] | undefined): YesNo {
  const text = single(value).toLowerCase();
  return text === 'yes' ? true : text === 'no' ? false : null;
}

/** The value of a yes/no filter's select: 'yes', 'no' or '' for either. */
export const yesNoText = (value: YesNo) => (value === null ? '' : value ? 'yes' : 'no');

/** Reads the URL's query; anything malformed is ignored rather than failing the page. */
export function parseFeatListParams(query: SearchParams): FeatListParams {
  return { name: single(query.name), priced: yesNo(query.priced), needsReview: yesNo(query.needsReview), ...readCursor(query) };
}

export function parseItemListParams(query: SearchParams): ItemListParams {
  const kind = single(query.kind).toUpperCase();
  return { name: single(query.name), kind: isItemKind(kind) ? kind : null, priced: yesNo(query.priced), ...readCursor(query) };
}

export function parseScenarioListParams(query: SearchParams): ScenarioListParams {
  return { name: single(query.name), ...readCursor(query) };
}

export function toFeatFilter(params: FeatListParams): FeatFilter | null {
  const filter: FeatFilter = {};
  if (params.name) filter.name = params.name;
  if (params.priced !== null) filter.priced = params.priced;
  if (params.needsReview !== null) filter.needsReview = params.needsReview;
  return Object.keys(filter).length ? filter : null;
}

export function toItemFilter(params: ItemListParams): ItemFilter | null {
  const filter: ItemFilter = {};
  if (params.name) filter.name = params.name;
  if (params.kind) filter.kind = params.kind;
  if (params.priced !== null) filter.priced = params.priced;
  return Object.keys(filter).length ? filter : null;
}

export function toScenarioFilter(params: ScenarioListParams): ScenarioFilter | null {
  return params.name ? { name: params.name } : null;
}

export function featListFixed(params: FeatListParams): Record<string, string> {
  return { name: params.name, priced: yesNoText(params.priced), needsReview: yesNoText(params.needsReview) };
}

export function itemListFixed(params: ItemListParams): Record<string, string> {
  return { name: params.name, kind: params.kind ?? '', priced: yesNoText(params.priced) };
}

export function scenarioListFixed(params: ScenarioListParams): Record<string, string> {
  return { name: params.name };
}
