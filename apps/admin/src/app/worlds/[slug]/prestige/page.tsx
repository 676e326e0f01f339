import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { PrestigeTableQuery, TeamAlignment } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { isTeamAlignment, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { pageNumber, pagerQueries } from '@/lib/team-list-params';

const PRESTIGE_PAGE_SIZE = 25;

const PrestigeTableQueryDocument = graphql(`
  query PrestigeTable($world: String!, $first: Int!, $after: String, $alignment: TeamAlignment) {
    prestigeTable(world: $world, first: $first, after: $after, alignment: $alignment) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        rank
        alignment
        balance
        currency
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

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function parseParams(query: SearchParams): { alignment: TeamAlignment | null; after: string | null; before: string[] } {
  const alignment = single(query.alignment).toUpperCase();
  const after = single(query.after) || null;
  return { alignment: isTeamAlignment(alignment) ? alignment : null, after, before: after ? single(query.before).split(',').filter(Boolean) : [] };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const world = await loadWorld((await params).slug);
  return { title: world.ok && world.data ? `Prestige and Infamy in ${world.data.name}` : 'Prestige and Infamy' };
}

export default async function PrestigePage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const list = parseParams(await searchParams);
  const [worldResult, tableResult] = await Promise.all([
    loadWorld(slug),
    apiResult(() => graphqlRequest(PrestigeTableQueryDocument, { world: slug, first: PRESTIGE_PAGE_SIZE, after: list.after, alignment: list.alignment })),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world || (!tableResult.ok && tableResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!tableResult.ok) return <ErrorPanel title="The prestige table could not be loaded" message={tableResult.error.message} />;

  const table = tableResult.data.prestigeTable;
  const worldPath = `/worlds/${encodeURIComponent(world.slug)}`;
  const basePath = `${worldPath}/prestige`;
  const pager = pagerQueries({ alignment: list.alignment ?? '' }, list, table.pageInfo.hasNextPage ? table.pageInfo.endCursor ?? null : null);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/leagues`}>Leagues</Link> <span aria-hidden="true">›</span> Prestige and Infamy
      </nav>
      <h1>Prestige and Infamy in {world.name}</h1>
      <p className="muted">
        Heroes rank by Prestige, villains by Infamy (the more negative, the more infamous); teams of equal renown share a rank. Balances come from
        the ledger.
      </p>

      <nav aria-label="Alignment" className="pager" data-testid="prestige-tabs">
        {[
          { value: null, label: 'Heroes and villains' },
          { value: 'HERO' as const, label: 'Heroes (Prestige)' },
          { value: 'VILLAIN' as const, label: 'Villains (Infamy)' },
        ].map((tab) => (
          <Link
            key={tab.label}
            href={tab.value ? `${basePath}?alignment=${tab.value}` : basePath}
            aria-current={list.alignment === tab.value ? 'page' : undefined}
          >
            {list.alignment === tab.value ? <strong>{tab.label}</strong> : tab.label}
          </Link>
        ))}
      </nav>

      <PagedResults
        testIdPrefix="prestige"
        singular="team"
        plural="teams"
        totalCount={table.totalCount}
        page={pageNumber(list)}
        isEmpty={table.nodes.length === 0}
        emptyMessage={list.alignment ? `This world has no ${list.alignment === 'HERO' ? 'hero' : 'villain'} teams yet.` : 'This world has no teams yet.'}
        offerClear={Boolean(list.alignment) || Boolean(list.after)}
        basePath={basePath}
        pager={pager}
        onFirstPage={!list.after}
      >
        <PrestigeTable rows={table.nodes} />
      </PagedResults>
    </>
  );
}

type Row = PrestigeTableQuery['prestigeTable']['nodes'][number];

function PrestigeTable({ rows }: { rows: Row[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="prestige-table">
        <caption className="visually-hidden">Teams by renown, most renowned first</caption>
        <thead>
          <tr>
            <th scope="col" className="numeric">
              Rank
            </th>
            <th scope="col">Team</th>
            <th scope="col">Alignment</th>
            <th scope="col">Owner</th>
            <th scope="col" className="numeric">
              Prestige / Infamy
            </th>
          </tr>
        </thead>
        <tbody>
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
                {row.currency === 'INFAMY' ? 'Infamy' : 'Prestige'} {row.balance}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
