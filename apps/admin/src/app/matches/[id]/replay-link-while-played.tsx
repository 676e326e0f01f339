import { ReplayLink } from './replay-link';

/** While the match is played, the replay's link once an event is recorded (once resolved, it is in the replay's share section). */
export function ReplayLinkWhilePlayed({ matchId, open, state }: { matchId: string; open: boolean; state: { sequence: number } | null | undefined }) {
  return open && state && state.sequence > 0 ? <ReplayLink matchId={matchId} /> : null;
}
