import type {
  ActivityOrderField,
  ApiKeyOrderField,
  CatalogueOrderField,
  ItemOrderField,
  LeagueOrderField,
  MatchOrderField,
  PrestigeTableOrderField,
  WorldMemberOrderField,
} from '@/gql/graphql';
import type { ListSort } from './sort-params';

/*
 * The orders each list of a world offers, as the API names them (its `orderBy` field), and the
 * order the API gives when the URL names none. A page reads its own with readListSort and hands
 * the state to DataTable, whose headings link to the other orders.
 */

export const MATCH_SORT: ListSort<MatchOrderField> = {
  fields: ['CREATED_AT', 'BUILD_TOTAL'],
  fallback: { field: 'CREATED_AT', direction: 'DESC' },
  defaultOrder: 'newest first',
};

export const LEAGUE_SORT: ListSort<LeagueOrderField> = {
  fields: ['NAME', 'CREATED_AT'],
  fallback: { field: 'CREATED_AT', direction: 'DESC' },
  defaultOrder: 'newest first',
};

/** Feats, powers and scenarios. */
export const CATALOGUE_SORT: ListSort<CatalogueOrderField> = {
  fields: ['POSITION', 'NAME', 'CATALOGUE_ID'],
  fallback: { field: 'POSITION', direction: 'ASC' },
  defaultOrder: 'in printed order',
};

export const ITEM_SORT: ListSort<ItemOrderField> = {
  fields: ['POSITION', 'NAME', 'PRICE', 'CATALOGUE_ID'],
  fallback: { field: 'POSITION', direction: 'ASC' },
  defaultOrder: 'in printed order',
};

export const PRESTIGE_SORT: ListSort<PrestigeTableOrderField> = {
  fields: ['RENOWN', 'NAME'],
  fallback: { field: 'RENOWN', direction: 'DESC' },
  defaultOrder: 'most renowned first',
};

export const MEMBER_SORT: ListSort<WorldMemberOrderField> = {
  fields: ['JOINED_AT', 'ROLE'],
  fallback: { field: 'JOINED_AT', direction: 'ASC' },
  defaultOrder: 'oldest member first',
};

export const API_KEY_SORT: ListSort<ApiKeyOrderField> = {
  fields: ['CREATED_AT', 'NAME'],
  fallback: { field: 'CREATED_AT', direction: 'DESC' },
  defaultOrder: 'newest first',
};

/** The world's campaign log: by when each step happened, newest first unless the URL says otherwise. */
export const ACTIVITY_SORT: ListSort<ActivityOrderField> = {
  fields: ['AT'],
  fallback: { field: 'AT', direction: 'DESC' },
  defaultOrder: 'newest first',
};
