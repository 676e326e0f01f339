import Link from 'next/link';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { WorldSearchQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import { KIND_LABELS, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { MATCH_STATUS_LABELS } from '@/lib/match-labels';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';

/** The API's bound on the text (search's `query`: 1 to 100 characters). */
const MAX_SEARCH_LENGTH = 100;
const HITS_PER_KIND = 20;

const WorldSearchQueryDocument = graphql(`
  query WorldSearch($world: String!, $query: String!, $first: Int!) {
    search(world: $world, query: $query, first: $first) {
      characters {
        totalCount
        nodes {
          id
          name
          kind
        }
      }
      teams {
        totalCount
        nodes {
          id
          name
          alignment
        }
      }
      matches {
        totalCount
        nodes {
          id
          status
          sides {
            id
            position
            team {
              name
            }
          }
        }
      }
      leagues {
        totalCount
        nodes {
          id
          name
          season
        }
      }
    }
  }
`);

export const generateMetadata = worldPageMetadata('Search');

type Results = NonNullable<WorldSearchQuery['search']>;

/** "The Quillers v NPC force". */
const sidesInWords = (sides: Results['matches']['nodes'][number]['sides']) =>
  [...sides]
    .sort((a, b) => a.position - b.position)
    .map((s) => s.team?.name ?? 'NPC force')
    .join(' v ');

export default async function WorldSearchPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const raw = (await searchParams).q;
  const text = typeof raw === 'string' ? raw : '';
  const searchable = text.length >= 1 && text.length <= MAX_SEARCH_LENGTH;
  const page = await loadWorldList(slug, 'search results', async () =>
    searchable ? (await graphqlRequest(WorldSearchQueryDocument, { world: slug, query: text, first: HITS_PER_KIND })).search : null,
  );
  if (!page.ok) return page.panel;
  const { world, data: results } = page;

  const groups = results
    ? [
        {
          kind: 'characters',
          title: 'Characters',
          hits: results.characters,
          items: results.characters.nodes.map((c) => ({ id: c.id, href: `/characters/${encodeURIComponent(c.id)}`, label: c.name, note: KIND_LABELS[c.kind] })),
        },
        {
          kind: 'teams',
          title: 'Teams',
          hits: results.teams,
          items: results.teams.nodes.map((t) => ({
            id: t.id,
            href: `/teams/${encodeURIComponent(t.id)}`,
            label: t.name,
            note: TEAM_ALIGNMENT_LABELS[t.alignment],
          })),
        },
        {
          kind: 'matches',
          title: 'Matches',
          hits: results.matches,
          items: results.matches.nodes.map((m) => ({
            id: m.id,
            href: `/matches/${encodeURIComponent(m.id)}`,
            label: sidesInWords(m.sides),
            note: MATCH_STATUS_LABELS[m.status],
          })),
        },
        {
          kind: 'leagues',
          title: 'Leagues',
          hits: results.leagues,
          items: results.leagues.nodes.map((l) => ({
            id: l.id,
            href: `/worlds/${encodeURIComponent(world.slug)}/leagues/${encodeURIComponent(l.id)}`,
            label: l.name,
            note: l.season || null,
          })),
        },
      ].filter((group) => group.hits.totalCount > 0)
    : [];

  return (
    <>
      <WorldBreadcrumb world={world} here="Search" />
      <h1>{searchable ? `“${text}” in ${world.name}` : `Search ${world.name}`}</h1>
      {!searchable && (
        <p className="notice" role="status" data-testid="search-hint">
          {text.length > MAX_SEARCH_LENGTH
            ? `Search for at most ${MAX_SEARCH_LENGTH} characters: that was ${text.length}.`
            : 'Type part of a name in the search box to find characters, teams, matches and leagues.'}
        </p>
      )}
      {searchable && groups.length === 0 && (
        <p className="notice" role="status" data-testid="search-no-results">
          Nothing in {world.name} has “{text}” in its name.
        </p>
      )}
      {groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-${group.kind}`} data-testid={`search-${group.kind}`}>
          <h2 id={`search-${group.kind}`}>
            {group.title}{' '}
            <span className="muted">
              ({group.hits.totalCount > group.items.length ? `first ${group.items.length} of ${group.hits.totalCount}` : group.hits.totalCount})
            </span>
          </h2>
          <ul className="search-group__hits">
            {group.items.map((item) => (
              <li key={item.id} data-testid="search-hit">
                <Link href={item.href}>{item.label}</Link>
                {item.note && <span className="muted"> · {item.note}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
