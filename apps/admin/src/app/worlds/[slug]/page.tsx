import Link from 'next/link';
import { notFound } from 'next/navigation';
import { graphql } from '@/gql';
import type { DashboardAwaitingConfirmationQuery, WorldDashboardQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import { type Sorting, SortNotice } from '@/components/data-table';
import { SortLinks } from '@/components/sort-links';
import { ACTIVITY_SORT } from '@/lib/list-sorts';
import { MATCH_RULESET_LABELS } from '@/lib/match-labels';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { loadViewer, roleIn } from '@/lib/viewer';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';
import { loadActivity } from './activity-actions';
import { ActivityFeed } from './activity-feed';

const WorldDashboardQueryDocument = graphql(`
  query WorldDashboard($world: String!) {
    worldDashboard(world: $world) {
      matchesInProgressCount
      matchesInProgress {
        ...DashboardMatch
      }
      recentResults {
        ...DashboardMatch
      }
      leagueLeaders {
        league {
          id
          name
          season
        }
        rows {
          rank
          points
          team {
            id
            name
          }
        }
      }
      creatorToDo {
        unpricedFeats
        matchesAwaitingResolution
      }
    }
  }

  fragment DashboardMatch on Match {
    id
    ruleset
    sides {
      id
      team {
        id
        name
      }
    }
  }
`);

/** The results players proposed that wait for a confirmation (issue 17): the dashboard lists those the viewer may confirm. */
const AwaitingConfirmationQueryDocument = graphql(`
  query DashboardAwaitingConfirmation($world: String!) {
    matches(world: $world, status: AWAITING_CONFIRMATION, first: 100) {
      totalCount
      nodes {
        ...DashboardMatch
        resolutionProposal {
          id
          viewerMayConfirm
          proposedBy {
            id
            displayName
          }
        }
      }
    }
  }
`);

type DashboardMatch = NonNullable<WorldDashboardQuery['worldDashboard']>['recentResults'][number];

/** "Dawn Patrol vs an NPC force (Clix Campaign)". */
function MatchLink({ match }: { match: DashboardMatch }) {
  const sides = match.sides.map((s) => s.team?.name ?? 'an NPC force').join(' vs ');
  return (
    <Link href={`/matches/${encodeURIComponent(match.id)}`}>
      {sides} ({MATCH_RULESET_LABELS[match.ruleset]})
    </Link>
  );
}

function MatchList({ matches, testId, empty }: { matches: readonly DashboardMatch[]; testId: string; empty: string }) {
  if (matches.length === 0)
    return (
      <p className="muted" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return (
    <ul className="plain-list" data-testid={testId}>
      {matches.map((m) => (
        <li key={m.id}>
          <MatchLink match={m} />
        </li>
      ))}
    </ul>
  );
}

type AwaitingMatch = NonNullable<DashboardAwaitingConfirmationQuery['matches']>['nodes'][number];

/** The proposed results the viewer may confirm, and how many: a member's only (null for anyone else, who confirms nothing). */
async function loadAwaitingConfirmation(slug: string): Promise<{ count: number; matches: AwaitingMatch[] } | null> {
  const role = roleIn(await loadViewer(), slug);
  if (!role) return null;
  const { matches } = await graphqlRequest(AwaitingConfirmationQueryDocument, { world: slug });
  const mine = (matches?.nodes ?? []).filter((m) => m.resolutionProposal?.viewerMayConfirm);
  // The Creator and organizers may confirm every one, so the API's count is theirs (beyond the first page too); a player's are those of the page he may confirm.
  const count = role === 'CREATOR' || role === 'ORGANIZER' ? (matches?.totalCount ?? 0) : mine.length;
  return { count, matches: mine };
}

/** "Lantern Watch vs Nightshade Syndicate: proposed by Ada", linked to the match, where it is confirmed. */
function AwaitingConfirmationList({ matches }: { matches: readonly AwaitingMatch[] }) {
  if (matches.length === 0)
    return (
      <p className="muted" data-testid="awaiting-confirmation-empty">
        No proposed result awaits your confirmation.
      </p>
    );
  return (
    <ul className="plain-list" data-testid="awaiting-confirmation-list">
      {matches.map((m) => (
        <li key={m.id}>
          <Link href={`/matches/${encodeURIComponent(m.id)}`}>
            {m.sides.map((s) => s.team?.name ?? 'an NPC force').join(' vs ')}: proposed by {m.resolutionProposal?.proposedBy.displayName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const generateMetadata = worldPageMetadata('Dashboard');

/** A world's home: its matches in progress, recent results, league leaders, the Creator's to-do and the campaign log. */
export default async function WorldDashboardPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const activityOrder = readListSort(await searchParams, ACTIVITY_SORT);
  const page = await loadWorldList(slug, 'dashboard', () =>
    Promise.all([
      graphqlRequest(WorldDashboardQueryDocument, { world: slug }),
      loadActivity(slug, null, toOrderBy(activityOrder)),
      loadAwaitingConfirmation(slug),
    ]),
  );
  if (!page.ok) return page.panel;
  const { world } = page;
  const [{ worldDashboard: dashboard }, firstActivity, awaiting] = page.data;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!dashboard || !firstActivity) notFound();
  const worldPath = `/worlds/${encodeURIComponent(world.slug)}`;
  const activitySorting: Sorting = { state: activityOrder, basePath: worldPath, filters: sortFixed(activityOrder) };
  const toDo = dashboard.creatorToDo;

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> {world.name}
      </nav>
      <h1>{world.name}</h1>

      <section className="form-card" aria-labelledby="in-progress-title" data-testid="dashboard-in-progress">
        <h2 id="in-progress-title" className="form-card__title">
          Matches in progress ({dashboard.matchesInProgressCount})
        </h2>
        <MatchList matches={dashboard.matchesInProgress} testId="in-progress-list" empty="No match is being played." />
      </section>

      <section className="form-card" aria-labelledby="results-title" data-testid="dashboard-results">
        <h2 id="results-title" className="form-card__title">
          Recent results
        </h2>
        <MatchList matches={dashboard.recentResults} testId="results-list" empty="No match has been resolved yet." />
      </section>

      <section className="form-card" aria-labelledby="leaders-title" data-testid="dashboard-leaders">
        <h2 id="leaders-title" className="form-card__title">
          League leaders
        </h2>
        {dashboard.leagueLeaders.length === 0 ? (
          <p className="muted">No league is open.</p>
        ) : (
          dashboard.leagueLeaders.map(({ league, rows }) => (
            <div key={league.id} data-testid="league-leaders">
              <h3>
                <Link href={`${worldPath}/leagues/${encodeURIComponent(league.id)}`}>
                  {league.name}
                  {league.season ? ` (${league.season})` : ''}
                </Link>
              </h3>
              <ol className="plain-list">
                {rows.map((row) => (
                  <li key={row.team.id}>
                    {row.rank}. <Link href={`/teams/${encodeURIComponent(row.team.id)}`}>{row.team.name}</Link>, {row.points}{' '}
                    {row.points === 1 ? 'point' : 'points'}
                  </li>
                ))}
              </ol>
            </div>
          ))
        )}
      </section>

      {(toDo || awaiting) && (
        <section className="form-card" aria-labelledby="todo-title" data-testid="dashboard-todo">
          <h2 id="todo-title" className="form-card__title">
            Needs you
          </h2>
          <ul className="plain-list" data-testid="todo-list">
            {toDo && (
              <>
                <li>
                  <Link href={`${worldPath}/feats`}>
                    {toDo.unpricedFeats} {toDo.unpricedFeats === 1 ? 'feat' : 'feats'} without a price
                  </Link>
                </li>
                <li>
                  <Link href={`${worldPath}/matches?status=IN_PROGRESS`}>
                    {toDo.matchesAwaitingResolution} {toDo.matchesAwaitingResolution === 1 ? 'match' : 'matches'} played, awaiting resolution
                  </Link>
                </li>
              </>
            )}
            {awaiting && (
              <li>
                <Link href={`${worldPath}/matches?status=AWAITING_CONFIRMATION`} data-testid="awaiting-confirmation-count">
                  {awaiting.count} {awaiting.count === 1 ? 'result' : 'results'} proposed, awaiting your confirmation
                </Link>
              </li>
            )}
          </ul>
          {awaiting && <AwaitingConfirmationList matches={awaiting.matches} />}
        </section>
      )}

      <section aria-labelledby="activity-title" data-testid="dashboard-activity">
        <h2 id="activity-title">Activity ({firstActivity.totalCount})</h2>
        <SortNotice sorting={activitySorting} defaultOrder={ACTIVITY_SORT.defaultOrder} />
        <SortLinks label="Order of the activity" sorting={activitySorting} options={[{ sort: 'AT', label: 'When' }]} />
        <ActivityFeed key={activityOrder.direction} world={world.slug} firstPage={firstActivity} order={toOrderBy(activityOrder)} />
      </section>
    </>
  );
}
