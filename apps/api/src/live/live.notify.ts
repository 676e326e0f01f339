import type { EntityManager } from 'typeorm';

/** The PostgreSQL channel every API process LISTENs on (live.listener.ts). */
export const LIVE_CHANNEL = 'clix_live';

/** What happened to a league's match, as leagueActivity reports it. */
export enum LeagueActivityKind {
  STARTED = 'STARTED',
  RESOLVED = 'RESOLVED',
  VOIDED = 'VOIDED',
}

/**
 * A notification: ids and a sequence only. A subscriber reads the rest itself, through the same
 * visibility rules as HTTP, so nothing secret travels in a payload (and it stays far below
 * NOTIFY's 8,000 bytes).
 */
export interface LiveNotice {
  matchId: string;
  /** The event just appended to the match's log. */
  sequence?: number;
  leagueId?: string;
  activity?: LeagueActivityKind;
}

/** Sent with the write's own transaction: nobody hears of an event that is rolled back, and everyone hears of a committed one. */
async function notify(em: EntityManager, notice: LiveNotice): Promise<void> {
  await em.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(notice)]);
}

/** An event was appended to a match's log; the first one (the match was in SETUP) starts a league match. */
export function notifyMatchEvent(em: EntityManager, match: { id: string; leagueId: string | null; status: string }, sequence: number): Promise<void> {
  const started = match.status === 'SETUP' && match.leagueId;
  return notify(em, { matchId: match.id, sequence, ...(started && { leagueId: match.leagueId!, activity: LeagueActivityKind.STARTED }) });
}

/** A league match was resolved or voided (its standings moved); a friendly's resolution tells no league. */
export async function notifyMatchClosed(em: EntityManager, match: { id: string; leagueId: string | null }, activity: LeagueActivityKind.RESOLVED | LeagueActivityKind.VOIDED): Promise<void> {
  if (match.leagueId) await notify(em, { matchId: match.id, leagueId: match.leagueId, activity });
}
