import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { DEFAULT_TIE_BREAKERS, isLeagueStatus, LEAGUE_STATUS_LABELS, LEAGUE_STATUSES, TIE_BREAKER_LABELS } from '@/components/league-labels';
import { PagedResults } from '@/components/paged-results';
import { FinalBadge } from '@/components/standings-table';
import { graphql } from '@/gql';
import type { LeagueStatus, WorldLeaguesQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { pageNumber, pagerQueries } from '@/lib/team-list-params';
import { loadViewer, roleIn } from '@/lib/viewer';
import { LeagueSettingsForm } from './league-forms';

const LEAGUE_PAGE_SIZE = 20;

const WorldLeaguesQueryDocument = graphql(`
  query WorldLeagues($world: String!, $first: Int!, $after: String, $status: LeagueStatus, $season: String) {
    leagues(world: $world, first: $first, after: $after, status: $status, season: $season) {
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

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

interface LeagueListParams {
  status: LeagueStatus | null;
  season: string;
  after: string | null;
  before: string[];
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The list's state lives in the URL; anything malformed is ignored. */
function parseLeagueListParams(query: SearchParams): LeagueListParams {
  const status = single(query.status).toUpperCase();
  const after = single(query.after) || null;
  return {
    status: isLeagueStatus(status) ? status : null,
    season: single(query.season),
    after,
    before: after ? single(query.before).split(',').filter(Boolean) : [],
  };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const world = await loadWorld((await params).slug);
  return { title: world.ok && world.data ? `Leagues of ${world.data.name}` : 'Leagues' };
}

export default async function WorldLeaguesPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const list = parseLeagueListParams(await searchParams);
  const [worldResult, leaguesResult, viewer] = await Promise.all([
    loadWorld(slug),
    apiResult(() =>
      graphqlRequest(WorldLeaguesQueryDocument, {
        world: slug,
        first: LEAGUE_PAGE_SIZE,
        after: list.after,
        status: list.status,
        season: list.season || null,
      }),
    ),
    apiResult(loadViewer),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world || (!leaguesResult.ok && leaguesResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!leaguesResult.ok) return <ErrorPanel title="The leagues could not be loaded" message={leaguesResult.error.message} />;

  const role = viewer.ok ? roleIn(viewer.data, slug) : null;
  const canManage = role === 'CREATOR' || role === 'ORGANIZER';
  const teams = canManage ? await apiResult(() => graphqlRequest(WorldTeamChoicesQuery, { world: slug })) : null;

  const { leagues } = leaguesResult.data;
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/leagues`;
  const filtered = list.status !== null || list.season !== '';
  const fixed = { status: list.status ?? '', season: list.season };
  const pager = pagerQueries(fixed, list, leagues.pageInfo.hasNextPage ? leagues.pageInfo.endCursor ?? null : null);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link> <span aria-hidden="true">›</span> Leagues
      </nav>
      <h1>Leagues of {world.name}</h1>
      <p className="muted">
        Seasons of matches with their standings. See also the world&rsquo;s{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/prestige`}>Prestige and Infamy table</Link>.
      </p>

      <form className="filters" method="get" action={basePath} data-testid="filters" role="search" aria-label="Filter leagues">
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={list.status ?? ''}>
            <option value="">Open and final</option>
            {LEAGUE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAGUE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-season">Season</label>
          <input id="filter-season" name="season" type="search" defaultValue={list.season} placeholder="e.g. 2026 Spring" />
        </div>
        <div className="filters__actions">
          <button type="submit" className="button">
            Apply filters
          </button>
          {filtered && (
            <Link href={basePath} className="filters__clear">
              Clear
            </Link>
          )}
        </div>
      </form>

      <PagedResults
        testIdPrefix="leagues"
        singular="league"
        plural="leagues"
        totalCount={leagues.totalCount}
        page={pageNumber(list)}
        isEmpty={leagues.nodes.length === 0}
        emptyMessage={
          filtered
            ? 'No leagues match these filters.'
            : canManage
              ? 'This world has no leagues yet: start one with the form below.'
              : 'This world has no leagues yet.'
        }
        offerClear={filtered || Boolean(list.after)}
        basePath={basePath}
        pager={pager}
        onFirstPage={!list.after}
      >
        <LeaguesTable leagues={leagues.nodes} basePath={basePath} />
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
            teams={teams?.ok ? teams.data.teams.nodes : []}
          />
        </section>
      )}
    </>
  );
}

type LeagueRow = WorldLeaguesQuery['leagues']['nodes'][number];

function LeaguesTable({ leagues, basePath }: { leagues: LeagueRow[]; basePath: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="leagues-table">
        <caption className="visually-hidden">Leagues, newest first</caption>
        <thead>
          <tr>
            <th scope="col">League</th>
            <th scope="col">Season</th>
            <th scope="col">Status</th>
            <th scope="col" className="numeric">
              Teams
            </th>
            <th scope="col">Win / draw / loss</th>
            <th scope="col">Tie-breakers</th>
            <th scope="col">Started</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
