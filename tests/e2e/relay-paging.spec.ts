import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { expect, test } from './fixtures';

// Issue 16: a third-party client, Apollo Client 4 with its own relayStylePagination, pages a root
// list of the demo world forwards and backwards to the end, in an order it chooses; the cache's
// merged list is the same both ways, and as long as totalCount says.

const CHARACTERS = gql`
  query Characters($first: Int, $after: String, $last: Int, $before: String, $orderBy: CharacterOrder) {
    characters(world: "demo", first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
        }
      }
    }
  }
`;

interface Answer {
  characters: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    edges: { cursor: string; node: { id: string; name: string } }[];
  };
}

function client() {
  return new ApolloClient({
    link: new HttpLink({ uri: `${process.env.CLIX_API_URL}/graphql` }),
    // The page arguments are not part of the list's identity: pages of one order merge into one list.
    cache: new InMemoryCache({ typePolicies: { Query: { fields: { characters: relayStylePagination(['orderBy']) } } } }),
  });
}

const orderBy = { field: 'POINTS', direction: 'DESC' };

/** Every page, 4 at a time, through the cache: the merged list after the last page. */
async function readAll(backwards: boolean): Promise<{ merged: Answer['characters']; pages: number }> {
  const apollo = client();
  let cursor: string | null = null;
  let pages = 0;
  for (;;) {
    const variables: Record<string, unknown> = backwards ? { last: 4, before: cursor, orderBy } : { first: 4, after: cursor, orderBy };
    const result: { data?: Answer } = await apollo.query<Answer>({ query: CHARACTERS, variables, fetchPolicy: 'network-only' });
    const data: Answer = result.data!;
    const { pageInfo } = data.characters;
    pages += 1;
    if (!(backwards ? pageInfo.hasPreviousPage : pageInfo.hasNextPage)) return { merged: data.characters, pages };
    cursor = backwards ? pageInfo.startCursor : pageInfo.endCursor;
  }
}

test.describe('Apollo Client 4 with relayStylePagination (issue 16)', () => {
  test("pages the demo world's characters by points forwards and backwards to the end: the same list, as long as totalCount", async () => {
    const forwards = await readAll(false);
    const backwards = await readAll(true);
    const names = (list: Answer['characters']) => list.edges.map((e) => e.node.name);

    // The demo world as loaded (the fixture guard keeps it so): its 24 public characters, on six pages of 4.
    expect(forwards.merged.totalCount).toBe(24);
    expect(forwards.merged.edges).toHaveLength(forwards.merged.totalCount);
    expect(forwards.pages).toBe(Math.ceil(forwards.merged.totalCount / 4));
    expect(backwards.merged.totalCount).toBe(forwards.merged.totalCount);
    expect(backwards.pages).toBe(forwards.pages);
    expect(names(backwards.merged)).toEqual(names(forwards.merged));
    expect(new Set(forwards.merged.edges.map((e) => e.node.id)).size).toBe(forwards.merged.totalCount);
    // Both merged lists reach both ends.
    for (const { merged } of [forwards, backwards]) {
      expect(merged.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    }
  });
});

// Relay's refetchable fragment: an object read in a list is fetched again by `node(id:)` with the
// same fragment, and the normalised cache (keyed by __typename and the global id) holds one entry
// for both.
const CHARACTER_FIELDS = gql`
  fragment CharacterFields on Character {
    id
    name
    kind
  }
`;
const FIRST_CHARACTERS = gql`
  query FirstCharacters {
    characters(world: "demo", first: 2) {
      nodes {
        ...CharacterFields
      }
    }
  }
  ${CHARACTER_FIELDS}
`;
const REFETCH = gql`
  query RefetchCharacter($id: ID!) {
    node(id: $id) {
      __typename
      id
      ...CharacterFields
    }
  }
  ${CHARACTER_FIELDS}
`;

test.describe('Apollo Client 4 refetching by node(id) (issue 16)', () => {
  test("refetches a list's character by its global id with the same fragment, into the same cache entry", async () => {
    const apollo = new ApolloClient({
      link: new HttpLink({ uri: `${process.env.CLIX_API_URL}/graphql` }),
      cache: new InMemoryCache({ possibleTypes: { Node: ['Character', 'Team'] } }),
    });
    const list = await apollo.query<{ characters: { nodes: { __typename: string; id: string; name: string; kind: string }[] } }>({
      query: FIRST_CHARACTERS,
    });
    const [first] = list.data!.characters.nodes;
    const again = await apollo.query<{ node: { __typename: string; id: string; name: string; kind: string } | null }>({
      query: REFETCH,
      variables: { id: first.id },
      fetchPolicy: 'network-only',
    });
    expect(again.data!.node).toEqual({ __typename: 'Character', id: first.id, name: first.name, kind: first.kind });
    const cached = apollo.cache.extract() as Record<string, unknown>;
    expect(Object.keys(cached).filter((key) => key.startsWith('Character:'))).toEqual(list.data!.characters.nodes.map((c) => `Character:${c.id}`));
    expect(apollo.readFragment({ id: `Character:${first.id}`, fragment: CHARACTER_FIELDS })).toEqual({
      __typename: 'Character',
      id: first.id,
      name: first.name,
      kind: first.kind,
    });
  });
});
