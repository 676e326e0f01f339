import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { WorldTeamsQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatCash, TEAM_ALIGNMENT_LABELS, TEAM_ALIGNMENTS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { loadViewer, roleIn } from '@/lib/viewer';
import {
  pageNumber,
  pagerQueries,
  parseTeamListParams,
  TEAM_PAGE_SIZE,
  type TeamListParams,
  teamListFixed,
  toTeamFilter,
} from '@/lib/team-list-params';

const WorldTeamsQueryDocument = graphql(`
  query WorldTeams($world: String!, $first: Int!, $after: String, $filter: TeamFilter) {
    teams(world: $world, first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        alignment
        heroPoints
        cash
        prestige
        infamy
        owner {
          id
          displayName
        }
        members {
          id
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
  return { title: world.ok && world.data ? `Teams of ${world.data.name}` : 'Teams' };
}

export default async function WorldTeamsPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const list = parseTeamListParams(await searchParams);

  const [worldResult, viewer, teamsResult] = await Promise.all([
    loadWorld(slug),
    apiResult(loadViewer),
    apiResult(() =>
      graphqlRequest(WorldTeamsQueryDocument, { world: slug, first: TEAM_PAGE_SIZE, after: list.after, filter: toTeamFilter(list) }),
    ),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world || (!teamsResult.ok && teamsResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!teamsResult.ok) return <ErrorPanel title="The teams could not be loaded" message={teamsResult.error.message} />;

  const { teams } = teamsResult.data;
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/teams`;
  const filtered = toTeamFilter(list) !== null;
  // The API lets the Creator and the Players found teams; Organizers and visitors only read them.
  const role = viewer.ok ? roleIn(viewer.data, slug) : null;
  const mayFound = role === 'CREATOR' || role === 'PLAYER';
  const pager = pagerQueries(teamListFixed(list), list, teams.pageInfo.hasNextPage ? teams.pageInfo.endCursor ?? null : null);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link> <span aria-hidden="true">›</span> Teams
      </nav>
      <div className="page-heading">
        <h1>Teams of {world.name}</h1>
        {mayFound && (
          <Link href={`${basePath}/new`} className="button" data-testid="found-team-link">
            Found a team
          </Link>
        )}
      </div>

      <FilterForm list={list} action={basePath} />

      <PagedResults
        testIdPrefix="teams"
        singular="team"
        plural="teams"
        totalCount={teams.totalCount}
        page={pageNumber(list)}
        isEmpty={teams.nodes.length === 0}
        emptyMessage={filtered ? 'No teams match these filters.' : 'This world has no teams yet.'}
        offerClear={filtered || Boolean(list.after)}
        basePath={basePath}
        pager={pager}
        onFirstPage={!list.after}
      >
        <TeamsTable teams={teams.nodes} />
      </PagedResults>
    </>
  );
}

/** A plain GET form: submitting it puts the filters in the URL and starts again from page 1. */
function FilterForm({ list, action }: { list: TeamListParams; action: string }) {
  const filtered = toTeamFilter(list) !== null;
  return (
    <form className="filters" method="get" action={action} data-testid="filters" role="search" aria-label="Filter teams">
      <div className="field">
        <label htmlFor="filter-name">Name</label>
        <input id="filter-name" name="name" type="search" defaultValue={list.name} placeholder="Part of the name" />
      </div>
      <div className="field">
        <label htmlFor="filter-alignment">Alignment</label>
        <select id="filter-alignment" name="alignment" defaultValue={list.alignment ?? ''}>
          <option value="">Heroes and villains</option>
          {TEAM_ALIGNMENTS.map((alignment) => (
            <option key={alignment} value={alignment}>
              {TEAM_ALIGNMENT_LABELS[alignment]}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {filtered && (
          <Link href={action} className="filters__clear">
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

type TeamRow = WorldTeamsQuery['teams']['nodes'][number];

function TeamsTable({ teams }: { teams: TeamRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="teams-table">
        <caption className="visually-hidden">Teams, ordered by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Alignment</th>
            <th scope="col">Owner</th>
            <th scope="col" className="numeric">
              Members
            </th>
            <th scope="col" className="numeric">
              Hero Points
            </th>
            <th scope="col" className="numeric">
              Cash
            </th>
            <th scope="col" className="numeric">
              Prestige / Infamy
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.id} data-testid="team-row" data-team-id={team.id}>
              <th scope="row">
                <Link href={`/teams/${encodeURIComponent(team.id)}`}>{team.name}</Link>
              </th>
              <td>
                <AlignmentBadge alignment={team.alignment} />
              </td>
              <td>{team.owner.displayName}</td>
              <td className="numeric">{team.members.length}</td>
              <td className="numeric">{team.heroPoints}</td>
              <td className="numeric">{formatCash(team.cash)}</td>
              <td className="numeric">
                {team.alignment === 'HERO' ? `Prestige ${team.prestige ?? 0}` : `Infamy ${team.infamy ?? 0}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AlignmentBadge({ alignment }: { alignment: TeamRow['alignment'] }) {
  return <span className={`kind-badge kind-badge--${alignment.toLowerCase()}`}>{TEAM_ALIGNMENT_LABELS[alignment]}</span>;
}
