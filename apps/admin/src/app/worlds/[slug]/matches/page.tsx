import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DataTable, type Sorting, SortNotice } from '@/components/data-table';
import { choices, ListFilters } from '@/components/list-filters';
import { PagedResults } from '@/components/paged-results';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { WorldMatchesQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { MATCH_PAGE_SIZE, MATCH_RULESET_LABELS, MATCH_STATUS_LABELS, MATCH_STATUSES, matchListFixed, parseMatchListParams } from '@/lib/match-labels';
import { loadViewer, roleIn, type Viewer } from '@/lib/viewer';
import { MATCH_SORT } from '@/lib/list-sorts';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';

const WorldMatchesQueryDocument = graphql(`
  query WorldMatches($world: String!, $first: Int!, $after: String, $status: MatchStatus, $orderBy: MatchOrder) {
    matches(world: $world, first: $first, after: $after, status: $status, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        status
        ruleset
        createdAt
        buildTotal
        trainingMission
        scenario {
          name
        }
        sides {
          id
          position
          alignment
          team {
            id
            name
          }
          figures {
            id
          }
        }
      }
    }
  }
`);

/** Whether the viewer owns a team in the world: a player sets up matches for his own team (issue 17). */
const OwnTeamQueryDocument = graphql(`
  query MatchesOwnTeam($world: String!, $owner: ID!) {
    teams(world: $world, first: 1, filter: { owner: $owner }) {
      totalCount
    }
  }
`);

/** Who may set up a match, as the New match form lets them: the Creator, an organizer, or a player with a team of his own. */
async function maySetUpMatch(viewer: Viewer | null, slug: string): Promise<boolean> {
  const role = roleIn(viewer, slug);
  if (role === 'CREATOR' || role === 'ORGANIZER') return true;
  if (role !== 'PLAYER' || !viewer) return false;
  const { teams } = await graphqlRequest(OwnTeamQueryDocument, { world: slug, owner: viewer.account.id });
  return (teams?.totalCount ?? 0) > 0;
}

export const generateMetadata = worldPageMetadata('Matches');

export default async function WorldMatchesPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseMatchListParams(query);
  const sort = readListSort(query, MATCH_SORT);
  const page = await loadWorldList(slug, 'matches', () =>
    Promise.all([
      graphqlRequest(WorldMatchesQueryDocument, { world: slug, first: MATCH_PAGE_SIZE, after: list.after, status: list.status, orderBy: toOrderBy(sort) }),
      loadViewer().then((viewer) => maySetUpMatch(viewer, slug)),
    ]),
  );
  if (!page.ok) return page.panel;

  const { world } = page;
  const [{ matches }, canRun] = page.data;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!matches) notFound();
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/matches`;
  const fixed = { ...matchListFixed(list), ...sortFixed(sort) };
  const sorting: Sorting = { state: sort, basePath, filters: fixed };

  return (
    <>
      <WorldBreadcrumb world={world} here="Matches" />
      <div className="page-heading">
        <h1>Matches of {world.name}</h1>
        {canRun && (
          <Link href={`${basePath}/new`} className="button" data-testid="new-match">
            New match
          </Link>
        )}
      </div>

      <ListFilters
        label="Filter matches"
        action={basePath}
        filtered={list.status !== null}
        fields={[
          {
            kind: 'select',
            name: 'status',
            label: 'Status',
            value: list.status ?? '',
            any: 'Any status',
            options: choices(MATCH_STATUSES, MATCH_STATUS_LABELS),
          },
        ]}
      />

      <SortNotice sorting={sorting} defaultOrder={MATCH_SORT.defaultOrder} />

      <PagedResults
        testIdPrefix="matches"
        singular="match"
        plural="matches"
        connection={matches}
        cursor={list}
        fixed={fixed}
        filtered={list.status !== null}
        emptyMessage={list.status ? `No match is ${MATCH_STATUS_LABELS[list.status].toLowerCase()}.` : 'No match has been played in this world yet.'}
        basePath={basePath}
      >
        <MatchesTable matches={matches.nodes} sorting={sorting} />
      </PagedResults>
    </>
  );
}

type MatchRow = NonNullable<WorldMatchesQuery['matches']>['nodes'][number];

/** "The Lantern Watch (hero, 3) v NPC force (villain, 4)". */
function sidesInWords(sides: MatchRow['sides']): string {
  return [...sides]
    .sort((a, b) => a.position - b.position)
    .map((s) => `${s.team?.name ?? 'NPC force'} (${TEAM_ALIGNMENT_LABELS[s.alignment].toLowerCase()}, ${s.figures.length})`)
    .join(' v ');
}

function MatchesTable({ matches, sorting }: { matches: MatchRow[]; sorting: Sorting }) {
  return (
    <DataTable
      testId="matches-table"
      caption="Matches, newest first"
      sorting={sorting}
      columns={[
        { label: 'Sides (figures)' },
        { label: 'Status' },
        { label: 'Scenario' },
        { label: 'Ruleset' },
        { label: 'Build', numeric: true, sort: 'BUILD_TOTAL', sortName: 'build total' },
        { label: 'Created', sort: 'CREATED_AT', sortName: 'when set up' },
      ]}
    >
      {matches.map((match) => (
        <tr key={match.id} data-testid="match-row" data-match-id={match.id} data-status={match.status}>
          <th scope="row">
            <Link href={`/matches/${encodeURIComponent(match.id)}`}>{sidesInWords(match.sides)}</Link>
            {match.trainingMission && <span className="muted"> (training)</span>}
          </th>
          <td>{MATCH_STATUS_LABELS[match.status]}</td>
          <td>{match.scenario?.name ?? <span className="muted">None</span>}</td>
          <td>{MATCH_RULESET_LABELS[match.ruleset]}</td>
          <td className="numeric">{match.buildTotal}</td>
          <td>
            <time dateTime={match.createdAt}>{formatDateTime(match.createdAt)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
