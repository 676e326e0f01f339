'use client';

import { useState } from 'react';
import { graphql } from '@/gql';
import { useCoalescedRefresh, useLiveSubscription } from '@/lib/live-client';

const MatchEventsLive = graphql(`
  subscription MatchEventsLive($matchId: ID!, $after: Int) {
    matchEvents(matchId: $matchId, after: $after) {
      sequence
    }
  }
`);

const StandingsLive = graphql(`
  subscription StandingsLive($leagueId: ID!) {
    standings(leagueId: $leagueId) {
      final
    }
  }
`);

const PrestigeTableLive = graphql(`
  subscription PrestigeTableLive($world: String!) {
    prestigeTable(world: $world, first: 1) {
      totalCount
    }
  }
`);

/** Says whether the page is following live, in words (and for the tests, in data-live). */
export function LiveStatus({ connected }: { connected: boolean }) {
  return (
    <span className="live-status" data-testid="live-status" data-live={connected ? 'yes' : 'no'} role="status">
      {connected ? 'Live' : 'Connecting for live updates…'}
    </span>
  );
}

/**
 * Reads the page again whenever an event is recorded in the match, from any device. It subscribes
 * after `sequence` (the last event the page was rendered with), so an event recorded meanwhile is
 * not missed, and resumes after the last one received when the connection comes back.
 */
export function MatchLiveRefresh({ liveUrl, matchId, sequence }: { liveUrl: string; matchId: string; sequence: number }) {
  const refresh = useCoalescedRefresh();
  const [variables] = useState(() => ({ matchId, after: sequence }));
  const connected = useLiveSubscription(liveUrl, MatchEventsLive, variables, ({ matchEvents }) => {
    refresh();
    return { matchId, after: matchEvents.sequence };
  });
  return <LiveStatus connected={connected} />;
}

/**
 * Reads the page again when one of the league's matches is resolved or voided. The subscription
 * sends the table at once too: that first read closes the gap between the page's render and the
 * subscription (a match resolved in between).
 */
export function LeagueLiveRefresh({ liveUrl, leagueId }: { liveUrl: string; leagueId: string }) {
  const refresh = useCoalescedRefresh();
  const [variables] = useState(() => ({ leagueId }));
  const connected = useLiveSubscription(liveUrl, StandingsLive, variables, () => refresh());
  return <LiveStatus connected={connected} />;
}

/** Reads the world's prestige table again when a resolution is applied or a resolved match voided (the first value, sent at once, closes the gap since the render). */
export function PrestigeLiveRefresh({ liveUrl, world }: { liveUrl: string; world: string }) {
  const refresh = useCoalescedRefresh();
  const [variables] = useState(() => ({ world }));
  const connected = useLiveSubscription(liveUrl, PrestigeTableLive, variables, () => refresh());
  return <LiveStatus connected={connected} />;
}
