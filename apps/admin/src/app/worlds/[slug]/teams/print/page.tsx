import { notFound } from 'next/navigation';
import { TeamPrintSheet } from '@/components/team-print';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { WorldTeamSheetsQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';
import { PrintButton } from '@/app/teams/[id]/print-button';

const WorldTeamSheetsQueryDocument = graphql(`
  query WorldTeamSheets($world: String!, $after: String) {
    teams(world: $world, first: 50, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        ...PrintTeamSheet
      }
    }
    feats(world: $world, first: 100) {
      nodes {
        id
        catalogueId
        name
      }
    }
  }
`);

type Teams = NonNullable<WorldTeamSheetsQuery['teams']>['nodes'];

/** Every team of the world (page after page of the API's list, ordered by name) and the world's feat names; null for an unknown world. */
async function loadTeamSheets(world: string): Promise<{ teams: Teams; featNames: Map<string, string> } | null> {
  const teams: Teams = [];
  let featNames = new Map<string, string>();
  let after: string | null = null;
  do {
    const data: WorldTeamSheetsQuery = await graphqlRequest(WorldTeamSheetsQueryDocument, { world, after });
    if (!data.teams) return null;
    teams.push(...data.teams.nodes);
    featNames = new Map(data.feats?.nodes.map((f) => [f.catalogueId, f.name]) ?? []);
    after = data.teams.pageInfo.hasNextPage ? (data.teams.pageInfo.endCursor ?? null) : null;
  } while (after);
  return { teams, featNames };
}

export const generateMetadata = worldPageMetadata('Team sheets');

/** Every team's sheet, one after the other on screen and one to a page on paper (A4 portrait). */
export default async function WorldTeamSheetsPage({ params }: WorldListPageProps) {
  const { slug } = await params;
  const page = await loadWorldList(slug, 'team sheets', () => loadTeamSheets(slug));
  if (!page.ok) return page.panel;
  const { world } = page;
  if (!page.data) notFound();
  const { teams, featNames } = page.data;

  return (
    <>
      <WorldBreadcrumb world={world} here="Team sheets" />
      <div className="page-heading print-all__intro">
        <h1>Team sheets of {world.name}</h1>
        {teams.length > 0 && <PrintButton label="Print all team sheets" />}
      </div>
      <p className="muted print-all__intro" data-testid="print-all-summary">
        {teams.length === 0
          ? 'This world has no teams yet.'
          : `${teams.length} ${teams.length === 1 ? 'team' : 'teams'}, each on a page of its own when printed (A4 portrait): its balances, and every member's dial, feats and injuries.`}
      </p>
      {teams.map((team) => (
        <TeamPrintSheet key={team.id} team={team} featNames={featNames} />
      ))}
    </>
  );
}
