import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DataTable, type Sorting, SortNotice } from '@/components/data-table';
import { choices, ListFilters } from '@/components/list-filters';
import { PagedResults } from '@/components/paged-results';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { WorldTeamsQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import { toOrderBy } from '@/lib/sort-params';
import { formatCash, LEDGER_CURRENCY_LABELS, TEAM_ALIGNMENT_LABELS, TEAM_ALIGNMENTS } from '@/lib/labels';
import { parseTeamListParams, TEAM_PAGE_SIZE, teamListFixed, toTeamFilter } from '@/lib/team-list-params';
import { roleIn } from '@/lib/viewer';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';

const WorldTeamsQueryDocument = graphql(`
  query WorldTeams($world: String!, $first: Int!, $after: String, $filter: TeamFilter, $orderBy: TeamOrder) {
    teams(world: $world, first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        alignment
        ...TeamBalances
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

export const generateMetadata = worldPageMetadata('Teams');

export default async function WorldTeamsPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const list = parseTeamListParams(await searchParams);
  const page = await loadWorldList(slug, 'teams', () =>
    graphqlRequest(WorldTeamsQueryDocument, {
      world: slug,
      first: TEAM_PAGE_SIZE,
      after: list.after,
      filter: toTeamFilter(list),
      orderBy: toOrderBy(list.sort),
    }),
  );
  if (!page.ok) return page.panel;

  const { world, viewer } = page;
  const { teams } = page.data;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!teams) notFound();
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/teams`;
  const filtered = toTeamFilter(list) !== null;
  const sorting: Sorting = { state: list.sort, basePath, filters: teamListFixed(list) };
  // The API lets the Creator and the Players found teams; Organizers and visitors only read them.
  const role = roleIn(viewer, slug);
  const mayFound = role === 'CREATOR' || role === 'PLAYER';

  return (
    <>
      <WorldBreadcrumb world={world} here="Teams" />
      <div className="page-heading">
        <h1>Teams of {world.name}</h1>
        <div className="character__actions">
          <Link href={`${basePath}/print`} className="button button--secondary" data-testid="print-all-link">
            Print all team sheets
          </Link>
          {mayFound && (
            <Link href={`${basePath}/new`} className="button" data-testid="found-team-link">
              Found a team
            </Link>
          )}
        </div>
      </div>

      <ListFilters
        label="Filter teams"
        action={basePath}
        filtered={filtered}
        fields={[
          { kind: 'search', name: 'name', label: 'Name', value: list.name, placeholder: 'Part of the name' },
          {
            kind: 'select',
            name: 'alignment',
            label: 'Alignment',
            value: list.alignment ?? '',
            any: 'Heroes and villains',
            options: choices(TEAM_ALIGNMENTS, TEAM_ALIGNMENT_LABELS),
          },
        ]}
      />

      <SortNotice sorting={sorting} defaultOrder="by name" />

      <PagedResults
        testIdPrefix="teams"
        singular="team"
        plural="teams"
        connection={teams}
        cursor={list}
        fixed={teamListFixed(list)}
        filtered={filtered}
        emptyMessage={filtered ? 'No teams match these filters.' : 'This world has no teams yet.'}
        basePath={basePath}
      >
        <TeamsTable teams={teams.nodes} sorting={sorting} />
      </PagedResults>
    </>
  );
}

type TeamRow = NonNullable<WorldTeamsQuery['teams']>['nodes'][number];

function TeamsTable({ teams, sorting }: { teams: TeamRow[]; sorting: Sorting }) {
  return (
    <DataTable
      testId="teams-table"
      caption="Teams, ordered by name"
      sorting={sorting}
      columns={[
        { label: 'Name', sort: 'NAME' },
        { label: 'Alignment' },
        { label: 'Owner' },
        { label: 'Members', numeric: true },
        { label: 'Hero Points', numeric: true, sort: 'HERO_POINTS' },
        { label: 'Cash', numeric: true },
        { label: 'Prestige / Infamy', numeric: true, sort: 'PRESTIGE', sortName: 'prestige' },
      ]}
    >
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
          <td className="numeric">{`${LEDGER_CURRENCY_LABELS[team.renown.currency]} ${team.renown.value}`}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function AlignmentBadge({ alignment }: { alignment: TeamRow['alignment'] }) {
  return <span className={`kind-badge kind-badge--${alignment.toLowerCase()}`}>{TEAM_ALIGNMENT_LABELS[alignment]}</span>;
}
