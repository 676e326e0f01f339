import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DataTable, type Sorting, SortNotice } from '@/components/data-table';
import { PrestigeLiveRefresh } from '@/components/live-refresh';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { PrestigeTableQuery, TeamAlignment } from '@/gql/graphql';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { isTeamAlignment, LEDGER_CURRENCY_LABELS, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { liveUrl } from '@/lib/live-url';
import { type Cursor, firstPageQuery, readCursor, single } from '@/lib/list-params';
import { PRESTIGE_SORT } from '@/lib/list-sorts';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';

const PRESTIGE_PAGE_SIZE = 25;

const PrestigeTableQueryDocument = graphql(`
  query PrestigeTable($world: String!, $first: Int!, $after: String, $alignment: TeamAlignment, $orderBy: PrestigeTableOrder) {
    prestigeTable(world: $world, first: $first, after: $after, alignment: $alignment, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        rank
        alignment
        renown {
          currency
          value
        }
        team {
          id
          name
          owner {
            id
            displayName
          }
        }
      }
    }
  }
`);

function parseParams(query: SearchParams): { alignment: TeamAlignment | null } & Cursor {
  const alignment = single(query.alignment).toUpperCase();
  return { alignment: isTeamAlignment(alignment) ? alignment : null, ...readCursor(query) };
}

export const generateMetadata = worldPageMetadata('Prestige and Infamy', 'in');

export default async function PrestigePage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseParams(query);
  const sort = readListSort(query, PRESTIGE_SORT);
  const page = await loadWorldList(slug, 'prestige table', () =>
    graphqlRequest(PrestigeTableQueryDocument, {
      world: slug,
      first: PRESTIGE_PAGE_SIZE,
      after: list.after,
      alignment: list.alignment,
      orderBy: toOrderBy(sort),
    }),
  );
  if (!page.ok) return page.panel;

  const { world } = page;
  const table = page.data.prestigeTable;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!table) notFound();
  const worldPath = `/worlds/${encodeURIComponent(world.slug)}`;
  const basePath = `${worldPath}/prestige`;
  const fixed = { alignment: list.alignment ?? '', ...sortFixed(sort) };
  const sorting: Sorting = { state: sort, basePath, filters: fixed };

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/leagues`}>Leagues</Link> <span aria-hidden="true">›</span> Prestige and Infamy
      </nav>
      <h1>Prestige and Infamy in {world.name}</h1>
      <p className="muted">
        Heroes rank by Prestige, villains by Infamy (the more negative, the more infamous); teams of equal renown share a rank. Balances come from the ledger.
      </p>
      <PrestigeLiveRefresh key={world.slug} liveUrl={liveUrl()} world={world.slug} />

      <nav aria-label="Alignment" className="pager" data-testid="prestige-tabs">
        {[
          { value: null, label: 'Heroes and villains' },
          { value: 'HERO' as const, label: 'Heroes (Prestige)' },
          { value: 'VILLAIN' as const, label: 'Villains (Infamy)' },
        ].map((tab) => (
          <Link
            key={tab.label}
            href={`${basePath}${firstPageQuery({ ...fixed, alignment: tab.value ?? '' })}`}
            aria-current={list.alignment === tab.value ? 'page' : undefined}
          >
            {list.alignment === tab.value ? <strong>{tab.label}</strong> : tab.label}
          </Link>
        ))}
      </nav>

      <SortNotice sorting={sorting} defaultOrder={PRESTIGE_SORT.defaultOrder} />

      <PagedResults
        testIdPrefix="prestige"
        singular="team"
        plural="teams"
        connection={table}
        cursor={list}
        fixed={fixed}
        filtered={list.alignment !== null}
        emptyMessage={list.alignment ? `This world has no ${list.alignment === 'HERO' ? 'hero' : 'villain'} teams yet.` : 'This world has no teams yet.'}
        basePath={basePath}
      >
        <PrestigeTable rows={table.nodes} sorting={sorting} />
      </PagedResults>
    </>
  );
}

type Row = NonNullable<PrestigeTableQuery['prestigeTable']>['nodes'][number];

function PrestigeTable({ rows, sorting }: { rows: Row[]; sorting: Sorting }) {
  return (
    <DataTable
      testId="prestige-table"
      caption="Teams by renown, most renowned first"
      sorting={sorting}
      columns={[
        { label: 'Rank', numeric: true },
        { label: 'Team', sort: 'NAME', sortName: 'team name' },
        { label: 'Alignment' },
        { label: 'Owner' },
        { label: 'Prestige / Infamy', numeric: true, sort: 'RENOWN', sortName: 'renown' },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.team.id} data-testid="prestige-row" data-team-id={row.team.id}>
          <td className="numeric">{row.rank}</td>
          <th scope="row">
            <Link href={`/teams/${encodeURIComponent(row.team.id)}`}>{row.team.name}</Link>
          </th>
          <td>
            <span className={`kind-badge kind-badge--${row.alignment.toLowerCase()}`}>{TEAM_ALIGNMENT_LABELS[row.alignment]}</span>
          </td>
          <td>{row.team.owner.displayName}</td>
          <td className="numeric">
            {LEDGER_CURRENCY_LABELS[row.renown.currency]} {row.renown.value}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
