import { cache } from 'react';
import { graphql } from '@/gql';
import type { MeQuery, WorldRole } from '@/gql/graphql';
import { graphqlRequest } from './graphql-request';
import { readSessionToken } from './session';

const MeQueryDocument = graphql(`
  query Me {
    me {
      email
      account {
        id
        displayName
      }
      memberships {
        role
        world {
          id
          slug
          name
        }
      }
    }
  }
`);

export type Viewer = NonNullable<MeQuery['me']>;

/**
 * Who is signed in (null when nobody is), read once per request. An expired token never gets
 * here: graphqlRequest sends the person to sign in again.
 */
export const loadViewer = cache(async (): Promise<Viewer | null> => {
  if (!(await readSessionToken())) return null;
  return (await graphqlRequest(MeQueryDocument)).me;
});

/** The viewer's role in a world, or null when they are not a member (or not signed in). */
export function roleIn(viewer: Viewer | null, worldSlug: string): WorldRole | null {
  return viewer?.memberships.find((m) => m.world.slug === worldSlug)?.role ?? null;
}

export function isCreatorOf(viewer: Viewer | null, worldSlug: string): boolean {
  return roleIn(viewer, worldSlug) === 'CREATOR';
}
