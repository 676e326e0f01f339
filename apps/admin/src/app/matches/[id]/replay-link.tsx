import Link from 'next/link';

/** The way to the match's step-through replay (`/matches/:id/replay?at=0`): from the setup, event by event. */
export function ReplayLink({ matchId }: { matchId: string }) {
  return (
    <p className="tracker__replay-link">
      <Link href={`/matches/${encodeURIComponent(matchId)}/replay?at=0`} className="button button--secondary" data-testid="replay-link">
        Step through the replay
      </Link>{' '}
      <span className="muted">Event by event from the setup, every dial as it was.</span>
    </p>
  );
}
