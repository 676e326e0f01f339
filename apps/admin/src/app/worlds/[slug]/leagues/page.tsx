import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DEFAULT_TIE_BREAKERS, isLeagueStatus, LEAGUE_STATUS_LABELS, LEAGUE_STATUSES, TIE_BREAKER_LABELS } from '@/components/league-labels';
import { DataTable, type Sorting, SortNotice } from '@/components/data-table';
import { choices, ListFilters } from '@/components/list-filters';
import { PagedResults } from '@/components/paged-results';
import { FinalBadge } from '@/components/standings-table';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { LeagueStatus, WorldLeaguesQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime } from '@/lib/labels';
import { type Cursor, readCursor, single } from '@/lib/list-params';
import { roleIn } from '@/lib/viewer';
import { LEAGUE_SORT } from '@/lib/list-sorts';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';
import { LeagueSettingsForm } from './league-forms';

const LEAGUE_PAGE_SIZE = 20;

const WorldLeaguesQueryDocument = graphql(`
  query WorldLeagues($world: String!, $first: Int!, $after: String, $status: LeagueStatus, $season: String, $orderBy: LeagueOrder) {
    leagues(world: $world, first: $first, after: $after, status: $status, season: $season, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        season
        status
        createdAt
        finalizedAt
        tieBreakers
        scoring {
          win
          draw
          loss
        }
        teams {
          id
        }
      }
    }
  }
`);

const WorldTeamChoicesQuery = graphql(`
  query WorldTeamChoices($world: String!) {
    teams(world: $world, first: 100) {
      nodes {
        id
        name
        alignment
      }
    }
  }
`);

interface LeagueListParams extends Cursor {
  status: LeagueStatus | null;
  season: string;
}

/** The list's state lives in the URL; anything malformed is ignored. */
function parseLeagueListParams(query: SearchParams): LeagueListParams {
  const status = single(query.status).toUpperCase();
  return { status: isLeagueStatus(status) ? status : null, season: single(query.season), ...readCursor(query) };
}

export const generateMetadata = worldPageMetadata('Leagues');

export default async function WorldLeaguesPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseLeagueListParams(query);
  const sort = readListSort(query, LEAGUE_SORT);
  const page = await loadWorldList(slug, 'leagues', () =>
    graphqlRequest(WorldLeaguesQueryDocument, {
      world: slug,
      first: LEAGUE_PAGE_SIZE,
      after: list.after,
      status: list.status,
      season: list.season || null,
      orderBy: toOrderBy(sort),
    }),
  );
  if (!page.ok) return page.panel;

  const { world, viewer } = page;
  const role = roleIn(viewer, slug);
  const canManage = role === 'CREATOR' || role === 'ORGANIZER';
  const teams = canManage ? await apiResult(() => graphqlRequest(WorldTeamChoicesQuery, { world: slug })) : null;

  const { leagues } = page.data;

  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.

  if (!leagues) notFound();
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/leagues`;
  const filtered = list.status !== null || list.season !== '';
  const fixed = { status: list.status ?? '', season: list.season, ...sortFixed(sort) };
  const sorting: Sorting = { state: sort, basePath, filters: fixed };

  return (
    <>
      <WorldBreadcrumb world={world} here="Leagues" />
      <h1>Leagues of {world.name}</h1>
      <p className="muted">
        Seasons of matches with their standings. See also the world&rsquo;s{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/prestige`}>Prestige and Infamy table</Link>.
      </p>

      <ListFilters
        label="Filter leagues"
        action={basePath}
        filtered={filtered}
        fields={[
          {
            kind: 'select',
            name: 'status',
            label: 'Status',
            value: list.status ?? '',
            any: 'Open and final',
            options: choices(LEAGUE_STATUSES, LEAGUE_STATUS_LABELS),
          },
          { kind: 'search', name: 'season', label: 'Season', value: list.season, placeholder: 'e.g. 2026 Spring' },
        ]}
      />

      <SortNotice sorting={sorting} defaultOrder={LEAGUE_SORT.defaultOrder} />

      <PagedResults
        testIdPrefix="leagues"
        singular="league"
        plural="leagues"
        connection={leagues}
        cursor={list}
        fixed={fixed}
        filtered={filtered}
        emptyMessage={
          filtered
            ? 'No leagues match these filters.'
            : canManage
              ? 'This world has no leagues yet: start one with the form below.'
              : 'This world has no leagues yet.'
        }
        basePath={basePath}
      >
        <LeaguesTable leagues={leagues.nodes} basePath={basePath} sorting={sorting} />
      </PagedResults>

      {canManage && (
        <section aria-label="Start a league" data-testid="new-league">
          {teams && !teams.ok && (
            <p className="notice notice--warning" role="alert">
              The world&rsquo;s teams could not be loaded ({teams.error.message}); add them to the league from its page.
            </p>
          )}
          <LeagueSettingsForm
            mode="create"
            worldSlug={world.slug}
            initial={{ name: '', season: '', win: 3, draw: 1, loss: 0, tieBreakers: DEFAULT_TIE_BREAKERS }}
            teams={(teams?.ok && teams.data.teams?.nodes) || []}
          />
        </section>
      )}
    </>
  );
}

type LeagueRow = NonNullable<WorldLeaguesQuery['leagues']>['nodes'][number];

function LeaguesTable({ leagues, basePath, sorting }: { leagues: LeagueRow[]; basePath: string; sorting: Sorting }) {
  return (
    <DataTable
      testId="leagues-table"
      caption="Leagues, newest first"
      sorting={sorting}
      columns={[
        { label: 'League', sort: 'NAME', sortName: 'name' },
        { label: 'Season' },
        { label: 'Status' },
        { label: 'Teams', numeric: true },
        { label: 'Win / draw / loss' },
        { label: 'Tie-breakers' },
        { label: 'Started', sort: 'CREATED_AT', sortName: 'when started' },
      ]}
    >
      {leagues.map((league) => (
        <tr key={league.id} data-testid="league-row" data-league-id={league.id}>
          <th scope="row">
            <Link href={`${basePath}/${encodeURIComponent(league.id)}`}>{league.name}</Link>
          </th>
          <td>{league.season || <span className="muted">—</span>}</td>
          <td>
            <FinalBadge final={league.status === 'FINAL'} />
          </td>
          <td className="numeric">{league.teams.length}</td>
          <td>
            {league.scoring.win} / {league.scoring.draw} / {league.scoring.loss}
          </td>
          <td>{league.tieBreakers.map((t) => TIE_BREAKER_LABELS[t]).join(', ') || <span className="muted">None</span>}</td>
          <td>
            <time dateTime={league.createdAt}>{formatDateTime(league.createdAt)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
