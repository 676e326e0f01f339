import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConfirmAction } from '@/components/confirm-action';
import { DataTable } from '@/components/data-table';
import { ErrorPanel } from '@/components/error-panel';
import { chartSeries, type LeagueStandings, LeagueStandingsQueryDocument } from '@/components/league-standings';
import styles from '@/components/league.module.css';
import { PrestigeChart } from '@/components/prestige-chart';
import { FinalBadge, StandingsTable } from '@/components/standings-table';
import { LeagueLiveRefresh } from '@/components/live-refresh';
import { graphql } from '@/gql';
import type { LeagueFixturesQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { liveUrl } from '@/lib/live-url';
import { formatDateTime, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { MATCH_STATUS_LABELS } from '@/lib/match-labels';
import { loadViewer, roleIn } from '@/lib/viewer';
import { finalizeLeagueAction, removeLeagueTeamAction } from '../actions';
import { AddTeamForm, LeagueSettingsForm } from '../league-forms';

const LeagueTeamChoicesQuery = graphql(`
  query LeagueTeamChoices($world: String!) {
    teams(world: $world, first: 100) {
      nodes {
        id
        name
        alignment
      }
    }
  }
`);

/** The league's matches, newest first: set up or in progress (fixtures), resolved or voided (results). */
const LeagueFixturesQueryDocument = graphql(`
  query LeagueFixtures($world: String!, $leagueId: ID!) {
    matches(world: $world, first: 100, leagueId: $leagueId) {
      totalCount
      nodes {
        id
        status
        createdAt
        sides {
          position
          alignment
          team {
            id
            name
          }
        }
        resolution {
          sides {
            position
            outcome
          }
        }
      }
    }
  }
`);

interface PageProps {
  params: Promise<{ slug: string; id: string }>;
  searchParams: Promise<SearchParams>;
}

const loadStandings = (leagueId: string) => apiResult(() => graphqlRequest(LeagueStandingsQueryDocument, { leagueId }));

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadStandings((await params).id);
  return { title: result.ok && result.data.standings ? result.data.standings.league.name : 'League' };
}

export default async function LeaguePage({ params, searchParams }: PageProps) {
  const { slug, id } = await params;
  const created = (await searchParams).created === '1';
  const [result, viewer, fixtures] = await Promise.all([
    loadStandings(id),
    apiResult(loadViewer),
    apiResult(() => graphqlRequest(LeagueFixturesQueryDocument, { world: slug, leagueId: id })),
  ]);
  if (!result.ok) {
    if (result.error.hasCode('BAD_USER_INPUT') || result.error.hasCode('LEAGUE_NOT_FOUND')) notFound();
    return <ErrorPanel title="The league could not be loaded" message={result.error.message} />;
  }
  const standings = result.data.standings;
  if (!standings || standings.league.world.slug !== slug) notFound();
  const { league } = standings;
  const role = viewer.ok ? roleIn(viewer.data, slug) : null;
  const canManage = role === 'CREATOR' || role === 'ORGANIZER';
  const worldPath = `/worlds/${encodeURIComponent(slug)}`;
  const publicPath = `/public/leagues/${encodeURIComponent(league.id)}`;
  const newMatchPath = `${worldPath}/matches/new?league=${encodeURIComponent(league.id)}`;
  const canAddMatch = canManage && !standings.final;

  return (
    <article data-testid="league-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{league.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/leagues`}>Leagues</Link> <span aria-hidden="true">›</span> {league.name}
      </nav>
      <header className="character__header">
        <h1 data-testid="league-name">{league.name}</h1>
        <FinalBadge final={standings.final} />
        {/* The table and the chart move as league matches are resolved or voided, wherever. */}
        {!standings.final && <LeagueLiveRefresh key={league.id} liveUrl={liveUrl()} leagueId={league.id} />}
        <div className="character__actions">
          {canAddMatch && (
            <Link href={newMatchPath} className="button" data-testid="new-league-match">
              New league match
            </Link>
          )}
          <a
            href={`${worldPath}/leagues/${encodeURIComponent(league.id)}/standings.csv`}
            className="button button--secondary"
            download
            data-testid="standings-csv"
          >
            Download standings (CSV)
          </a>
          <Link href={publicPath} className="button button--secondary" data-testid="show-on-screen">
            Show on a screen
          </Link>
        </div>
      </header>
      {created && (
        <p className="notice" role="status" data-testid="league-created">
          The league is open: make its matches with <Link href={newMatchPath}>New league match</Link>; its teams can change below until it is final.
        </p>
      )}
      <p className="muted" data-testid="league-facts">
        {league.season ? `Season ${league.season}. ` : ''}
        {league.scoring.win} points for a win, {league.scoring.draw} for a draw, {league.scoring.loss} for a loss.{' '}
        {standings.final && league.finalizedAt ? (
          <>
            Final since <time dateTime={league.finalizedAt}>{formatDateTime(league.finalizedAt)}</time>.
          </>
        ) : (
          <>
            Open since <time dateTime={league.createdAt}>{formatDateTime(league.createdAt)}</time>.
          </>
        )}
      </p>

      <section aria-labelledby="standings-title">
        <h2 id="standings-title">Standings</h2>
        <StandingsTable rows={standings.rows} tieBreakers={league.tieBreakers} final={standings.final} />
        {league.tieBreakers.length === 0 && <p className="muted">This league uses no tie-breakers: teams level on points share a rank.</p>}
      </section>

      <section aria-labelledby="fixtures-title" data-testid="league-fixtures">
        <h2 id="fixtures-title">Fixtures &amp; results</h2>
        {fixtures.ok ? (
          <Fixtures matches={fixtures.data.matches} />
        ) : (
          <p className="notice notice--warning" role="alert">
            The league&rsquo;s matches could not be loaded: {fixtures.error.message}
          </p>
        )}
      </section>

      <section aria-labelledby="chart-title">
        <h2 id="chart-title">Prestige and Infamy over the season</h2>
        <p className="muted">Heroes&rsquo; Prestige (solid lines) and villains&rsquo; Infamy (dashed lines) after each resolved league match.</p>
        <PrestigeChart series={chartSeries(league)} />
      </section>

      {canManage && !standings.final && <Management standings={standings} slug={slug} />}
    </article>
  );
}

type FixtureMatch = NonNullable<LeagueFixturesQuery['matches']>['nodes'][number];

/** "The Lantern Watch won", "Draw", or nothing before the match is resolved. */
function resultInWords(match: FixtureMatch): string {
  if (match.status === 'VOID') return 'Voided: out of the standings';
  if (!match.resolution) return '—';
  const names = new Map(match.sides.map((s) => [s.position, s.team?.name ?? 'NPC force']));
  const winners = match.resolution.sides.filter((s) => s.outcome === 'WON').map((s) => names.get(s.position));
  return winners.length ? `${winners.join(' and ')} won` : 'Draw';
}

function Fixtures({ matches }: { matches: LeagueFixturesQuery['matches'] }) {
  // matches is null only beside the NOT_FOUND of a world deleted while the page was read.
  if (!matches || matches.nodes.length === 0) return <p className="empty">No match has been made for this league yet.</p>;
  return (
    <>
      <DataTable
        testId="fixtures-table"
        caption="The league's matches, newest first"
        columns={[{ label: 'Sides' }, { label: 'Status' }, { label: 'Result' }, { label: 'Created' }]}
      >
        {matches.nodes.map((match) => (
          <tr key={match.id} data-testid="fixture-row" data-match-id={match.id} data-status={match.status}>
            <th scope="row">
              <Link href={`/matches/${encodeURIComponent(match.id)}`}>
                {[...match.sides]
                  .sort((a, b) => a.position - b.position)
                  .map((s) => `${s.team?.name ?? 'NPC force'} (${TEAM_ALIGNMENT_LABELS[s.alignment].toLowerCase()})`)
                  .join(' v ')}
              </Link>
            </th>
            <td>{MATCH_STATUS_LABELS[match.status]}</td>
            <td data-testid="fixture-result">{resultInWords(match)}</td>
            <td>
              <time dateTime={match.createdAt}>{formatDateTime(match.createdAt)}</time>
            </td>
          </tr>
        ))}
      </DataTable>
      {matches.totalCount > matches.nodes.length && (
        <p className="muted">
          The {matches.nodes.length} newest of {matches.totalCount} matches.
        </p>
      )}
    </>
  );
}

async function Management({ standings, slug }: { standings: LeagueStandings; slug: string }) {
  const { league } = standings;
  const teams = await apiResult(() => graphqlRequest(LeagueTeamChoicesQuery, { world: slug }));
  const inLeague = new Set(league.teams.map((t) => t.id));
  const choices = teams.ok && teams.data.teams ? teams.data.teams.nodes.filter((t) => !inLeague.has(t.id)) : [];
  return (
    <section aria-labelledby="manage-title" data-testid="league-management">
      <h2 id="manage-title">Run the league</h2>
      <div className={styles.manageGrid}>
        <div className="form-card">
          <h3 className="form-card__title">Teams in the league</h3>
          {league.teams.length === 0 ? (
            <p className="muted">No team has entered yet.</p>
          ) : (
            <ul className={styles.teamList} data-testid="league-teams">
              {league.teams.map((team) => (
                <li key={team.id} data-testid="league-team">
                  <span>
                    {team.name} <span className="muted">({TEAM_ALIGNMENT_LABELS[team.alignment]})</span>
                  </span>
                  <ConfirmAction
                    action={removeLeagueTeamAction}
                    fields={{ world: slug, leagueId: league.id, teamId: team.id }}
                    label="Remove"
                    labelContext={team.name}
                    question={`Take ${team.name} out of ${league.name}?`}
                    confirmLabel="Yes, remove"
                    testId="remove-league-team"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {teams.ok ? (
          <AddTeamForm worldSlug={slug} leagueId={league.id} teams={choices} />
        ) : (
          <p className="notice notice--warning" role="alert">
            The world&rsquo;s teams could not be loaded: {teams.error.message}
          </p>
        )}
      </div>
      <LeagueSettingsForm
        mode="edit"
        worldSlug={slug}
        leagueId={league.id}
        initial={{
          name: league.name,
          season: league.season,
          win: league.scoring.win,
          draw: league.scoring.draw,
          loss: league.scoring.loss,
          tieBreakers: [...league.tieBreakers],
        }}
      />
      <div className="form-card" data-testid="finalize-league">
        <h3 className="form-card__title">Finalize the league</h3>
        <p className="muted">Once final, the standings no longer change: no match can join the league, and its teams and scoring stay as they are.</p>
        <ConfirmAction
          action={finalizeLeagueAction}
          fields={{ world: slug, leagueId: league.id }}
          label="Finalize league…"
          question={`Make the standings of ${league.name} final? This cannot be undone.`}
          confirmLabel="Yes, finalize"
          testId="finalize-league-action"
        />
      </div>
    </section>
  );
}
