import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { chartSeries, LeagueStandingsQueryDocument } from '@/components/league-standings';
import { LeagueLiveRefresh } from '@/components/live-refresh';
import { PrestigeChart } from '@/components/prestige-chart';
import { FinalBadge, StandingsTable } from '@/components/standings-table';
import { apiResult } from '@/lib/api-result';
import { anonymousGraphqlRequest } from '@/lib/graphql-request';
import { liveUrl } from '@/lib/live-url';
import { LEAGUE_FIELDS, overlayOptions } from '../../overlay-options';
import { OverlayMessage } from '../../overlay-message';

/** Always read afresh: the overlay shows results as they come in. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'League overlay' };

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A league's table and prestige chart for a stream, read anonymously (leagues are public) and read again live when a match is resolved or voided. */
export default async function LeagueOverlayPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const options = overlayOptions((await searchParams) ?? {}, LEAGUE_FIELDS, false);
  if ('error' in options) return <OverlayMessage text={`This overlay’s address is not right: ${options.error}`} />;
  const result = await apiResult(() => anonymousGraphqlRequest(LeagueStandingsQueryDocument, { leagueId: id }));
  if (!result.ok && (result.error.hasCode('BAD_USER_INPUT') || result.error.hasCode('LEAGUE_NOT_FOUND'))) notFound();
  if (!result.ok) return <OverlayMessage text={`The standings could not be read: ${result.error.message}`} />;
  const standings = result.data.standings;
  if (!standings) notFound();
  const { league } = standings;

  return (
    <section className={`overlay overlay--${options.theme}`} data-testid="league-overlay" aria-label="League overlay">
      <header className="overlay__panel">
        <h1 data-testid="league-name">{league.name}</h1>
        <FinalBadge final={standings.final} />
        <span className="visually-hidden">{!standings.final && <LeagueLiveRefresh key={league.id} liveUrl={liveUrl()} leagueId={league.id} />}</span>
      </header>
      {options.fields.has('standings') && (
        <div className="overlay__panel">
          <StandingsTable rows={standings.rows} tieBreakers={league.tieBreakers} final={standings.final} linkTeams={false} large />
        </div>
      )}
      {options.fields.has('chart') && (
        <div className="overlay__panel">
          <PrestigeChart series={chartSeries(league)} large />
        </div>
      )}
    </section>
  );
}
