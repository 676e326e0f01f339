import type { EntityManager } from 'typeorm';
import { appendLeagueActivity, sendNotification } from './live.reads';

/** The PostgreSQL channel every API process LISTENs on (live.listener.ts). */
export const LIVE_CHANNEL = 'clix_live';

/** What happened to a league's match, as leagueActivity reports it. */
export enum LeagueActivityKind {
  STARTED = 'STARTED',
  RESOLVED = 'RESOLVED',
  VOIDED = 'VOIDED',
}

/**
 * A notification: ids and sequences only. A subscriber reads the rest itself, through the same
 * visibility rules as HTTP, so nothing secret travels in a payload (and it stays far below
 * NOTIFY's 8,000 bytes).
 */
export interface LiveNotice {
  /** The match an event was appended to (with `sequence`), or whose activity this is. */
  matchId?: string;
  /** The event just appended to the match's log. */
  sequence?: number;
  leagueId?: string;
  /** The league's activity log has a new entry (live.reads.ts). */
  activity?: LeagueActivityKind;
  /** The league's standings changed: its table is read again. */
  standings?: true;
  /** The world whose prestige table moved (with `prestige`). */
  worldId?: string;
  /** A resolution's awards were applied or reversed: the world's prestige table is read again. */
  prestige?: true;
}

/** Sent with the write's own transaction: nobody hears of an event that is rolled back, and everyone hears of a committed one. */
function notify(em: EntityManager, notice: LiveNotice): Promise<void> {
  return sendNotification(em, LIVE_CHANNEL, JSON.stringify(notice));
}

/** An event was appended to a match's log; the first one (the match was in SETUP) starts a league match. */
export async function notifyMatchEvent(em: EntityManager, match: { id: string; leagueId: string | null; status: string }, sequence: number): Promise<void> {
  const started = match.status === 'SETUP' && match.leagueId;
  if (started) await appendLeagueActivity(em, match.leagueId!, match.id, LeagueActivityKind.STARTED);
  await notify(em, { matchId: match.id, sequence, ...(started && { leagueId: match.leagueId!, activity: LeagueActivityKind.STARTED }) });
}

/**
 * A match was resolved or voided. `awardsMoved` (a resolution, or the void of a resolved match)
 * moves the world's prestige table and, for a league match, its standings; a friendly tells no league.
 */
export async function notifyMatchClosed(
  em: EntityManager,
  match: { id: string; leagueId: string | null; worldId: string },
  activity: LeagueActivityKind.RESOLVED | LeagueActivityKind.VOIDED,
  awardsMoved: boolean,
): Promise<void> {
  const prestige = awardsMoved && { worldId: match.worldId, prestige: true as const };
  if (!match.leagueId) {
    if (prestige) await notify(em, prestige);
    return;
  }
  await appendLeagueActivity(em, match.leagueId, match.id, activity);
  await notify(em, { matchId: match.id, leagueId: match.leagueId, activity, ...(awardsMoved && { standings: true as const }), ...prestige });
}

/** Anything else that changes a league's table (its teams, scoring, tie-breakers, finality, a rebuild). */
export function notifyStandingsChanged(em: EntityManager, leagueId: string): Promise<void> {
  return notify(em, { leagueId, standings: true });
}

/** A ledger entry outside a resolution moved a team's Prestige or Infamy (a correction): the world's prestige table is read again. */
export function notifyPrestigeMoved(em: EntityManager, worldId: string): Promise<void> {
  return notify(em, { worldId, prestige: true });
}
