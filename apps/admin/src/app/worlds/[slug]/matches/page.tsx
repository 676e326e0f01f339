import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { WorldMatchesQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import {
  MATCH_PAGE_SIZE,
  MATCH_RULESET_LABELS,
  MATCH_STATUS_LABELS,
  MATCH_STATUSES,
  type MatchListParams,
  matchListFixed,
  parseMatchListParams,
} from '@/lib/match-labels';
import { pageNumber, pagerQueries } from '@/lib/team-list-params';
import { loadViewer, roleIn } from '@/lib/viewer';

const WorldMatchesQueryDocument = graphql(`
  query WorldMatches($world: String!, $first: Int!, $after: String, $status: MatchStatus) {
    matches(world: $world, first: $first, after: $after, status: $status) {
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

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const world = await loadWorld((await params).slug);
  return { title: world.ok && world.data ? `Matches of ${world.data.name}` : 'Matches' };
}

export default async function WorldMatchesPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const list = parseMatchListParams(await searchParams);
  const [worldResult, matchesResult, viewer] = await Promise.all([
    loadWorld(slug),
    apiResult(() => graphqlRequest(WorldMatchesQueryDocument, { world: slug, first: MATCH_PAGE_SIZE, after: list.after, status: list.status })),
    apiResult(loadViewer),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world || (!matchesResult.ok && matchesResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!matchesResult.ok) return <ErrorPanel title="The matches could not be loaded" message={matchesResult.error.message} />;

  const { matches } = matchesResult.data;
  const role = viewer.ok ? roleIn(viewer.data, world.slug) : null;
  const canRun = role === 'CREATOR' || role === 'ORGANIZER';
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/matches`;
  const pager = pagerQueries(matchListFixed(list), list, matches.pageInfo.hasNextPage ? matches.pageInfo.endCursor ?? null : null);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link> <span aria-hidden="true">›</span> Matches
      </nav>
      <div className="page-heading">
        <h1>Matches of {world.name}</h1>
        {canRun && (
          <Link href={`${basePath}/new`} className="button" data-testid="new-match">
            New match
          </Link>
        )}
      </div>

      <FilterForm list={list} action={basePath} />

      <PagedResults
        testIdPrefix="matches"
        singular="match"
        plural="matches"
        totalCount={matches.totalCount}
        page={pageNumber(list)}
        isEmpty={matches.nodes.length === 0}
        emptyMessage={list.status ? `No match is ${MATCH_STATUS_LABELS[list.status].toLowerCase()}.` : 'No match has been played in this world yet.'}
        offerClear={Boolean(list.status) || Boolean(list.after)}
        basePath={basePath}
        pager={pager}
        onFirstPage={!list.after}
      >
        <MatchesTable matches={matches.nodes} />
      </PagedResults>
    </>
  );
}

function FilterForm({ list, action }: { list: MatchListParams; action: string }) {
  return (
    <form className="filters" method="get" action={action} data-testid="filters" role="search" aria-label="Filter matches">
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" name="status" defaultValue={list.status ?? ''}>
          <option value="">Any status</option>
          {MATCH_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MATCH_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {list.status && (
          <Link href={action} className="filters__clear">
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

type MatchRow = WorldMatchesQuery['matches']['nodes'][number];

/** "The Lantern Watch (hero, 3) v NPC force (villain, 4)". */
function sidesInWords(sides: MatchRow['sides']): string {
  return [...sides]
    .sort((a, b) => a.position - b.position)
    .map((s) => `${s.team?.name ?? 'NPC force'} (${TEAM_ALIGNMENT_LABELS[s.alignment].toLowerCase()}, ${s.figures.length})`)
    .join(' v ');
}

function MatchesTable({ matches }: { matches: MatchRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="matches-table">
        <caption className="visually-hidden">Matches, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Sides (figures)</th>
            <th scope="col">Status</th>
            <th scope="col">Scenario</th>
            <th scope="col">Ruleset</th>
            <th scope="col" className="numeric">
              Build
            </th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
