import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { chartSeries, type LeagueStandings, LeagueStandingsQueryDocument } from '@/components/league-standings';
import styles from '@/components/league.module.css';
import { PrestigeChart } from '@/components/prestige-chart';
import { LeagueLiveRefresh } from '@/components/live-refresh';
import { FinalBadge, StandingsTable } from '@/components/standings-table';
import { apiResult } from '@/lib/api-result';
import { anonymousGraphqlRequest } from '@/lib/graphql-request';
import { liveUrl } from '@/lib/live-url';
import { AutoRefresh } from './auto-refresh';

/** Always read afresh: the screen shows results as they come in. */
export const dynamic = 'force-dynamic';

/** While the API cannot be read, the screen tries again this often; once it shows the table, it follows live. */
const RETRY_SECONDS = 30;

interface PageProps {
  params: Promise<{ id: string }>;
}

/** Leagues are public: the screen reads them without anyone's session. */
const loadStandings = (leagueId: string) => apiResult(() => anonymousGraphqlRequest(LeagueStandingsQueryDocument, { leagueId }));

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadStandings((await params).id);
  return {
    title: result.ok && result.data.standings ? `${result.data.standings.league.name}: standings` : 'League standings',
    robots: { index: false },
  };
}

export default async function PublicLeaguePage({ params }: PageProps) {
  const { id } = await params;
  const result = await loadStandings(id);
  if (!result.ok && (result.error.hasCode('BAD_USER_INPUT') || result.error.hasCode('LEAGUE_NOT_FOUND'))) notFound();
  if (result.ok && !result.data.standings) notFound();
  const renderedAt = new Date().toISOString();

  return (
    <div className={`${styles.screen} venue-screen`} data-testid="public-league">
      {!result.ok ? (
        <section role="alert" data-testid="public-league-error">
          <h1>The standings are not available right now</h1>
          <p>{result.error.message}</p>
          <p>
            <AutoRefresh seconds={RETRY_SECONDS} renderedAt={renderedAt} /> This screen tries again on its own.
          </p>
        </section>
      ) : (
        <Screen standings={result.data.standings!} socketUrl={liveUrl()} />
      )}
    </div>
  );
}

function Screen({ standings, socketUrl }: { standings: LeagueStandings; socketUrl: string }) {
  const { league } = standings;
  return (
    <>
      <header className={styles.screenHeader}>
        <h1 data-testid="league-name">{league.name}</h1>
        <FinalBadge final={standings.final} />
        <span className={styles.screenMeta}>
          {league.world.name}
          {league.season ? ` · Season ${league.season}` : ''} · {league.scoring.win} / {league.scoring.draw} / {league.scoring.loss} points for a win / draw /
          loss
          {!standings.final && (
            <>
              {' '}
              · <LeagueLiveRefresh key={league.id} liveUrl={socketUrl} leagueId={league.id} />
            </>
          )}
        </span>
      </header>
      <div className={styles.screenGrid}>
        <section aria-labelledby="public-standings-title">
          <h2 id="public-standings-title">Standings</h2>
          <StandingsTable rows={standings.rows} tieBreakers={league.tieBreakers} final={standings.final} linkTeams={false} large />
        </section>
        <section aria-labelledby="public-chart-title">
          <h2 id="public-chart-title">Prestige and Infamy</h2>
          <PrestigeChart series={chartSeries(league)} large />
        </section>
      </div>
    </>
  );
}
