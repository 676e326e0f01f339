'use server';

import { graphql } from '@/gql';
import type { ActivityOrderField, WorldActivityQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import type { SortOrder } from '@/lib/sort-params';

/** How many steps of the feed one page (the first, and each "Load more") shows. */
const ACTIVITY_PAGE_SIZE = 20;

const WorldActivityQueryDocument = graphql(`
  query WorldActivity($world: String!, $first: Int!, $after: String, $orderBy: ActivityOrder) {
    worldActivity(world: $world, first: $first, after: $after, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        at
        kind
        summary
        team {
          id
          name
        }
        character {
          id
          name
        }
        match {
          id
        }
      }
    }
  }
`);

export type ActivityPage = NonNullable<WorldActivityQuery['worldActivity']>;

/**
 * A page of the world's activity after the cursor (the first page without one): newest first, or with
 * `order` (the dashboard's ?sort=AT&dir=ASC) from the campaign's start.
 */
export async function loadActivity(world: string, after: string | null, order: SortOrder<ActivityOrderField> | null = null): Promise<ActivityPage> {
  const page = (await graphqlRequest(WorldActivityQueryDocument, { world, first: ACTIVITY_PAGE_SIZE, after, orderBy: order })).worldActivity;
  // Null only beside the NOT_FOUND error of a world deleted since the dashboard was shown: the feed says it failed.
  if (!page) throw new Error(`There is no world "${world}".`);
  return page;
}
