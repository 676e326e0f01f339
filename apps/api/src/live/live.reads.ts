import type { EntityManager } from 'typeorm';
import { readRow, readRows, sql } from '../common/read-executor';
import type { LeagueActivityKind } from './live.notify';

/** An entry of a league's activity log (migrations/1764900001150-league-activity.ts). */
export interface LeagueActivityEntry {
  sequence: number;
  kind: LeagueActivityKind;
  matchId: string;
}

/** The number of the league's last activity so far (0: none). */
export async function lastLeagueActivity(em: EntityManager, leagueId: string): Promise<number> {
  const row = await readRow<{ sequence: number }>(em, sql`SELECT COALESCE(max(sequence), 0)::int AS sequence FROM league_activity WHERE league_id = $1`, [
    leagueId,
  ]);
  return row!.sequence;
}

/** The league's activity after the sequence `after`, oldest first, at most `limit`. */
export function leagueActivityAfter(em: EntityManager, leagueId: string, after: number, limit: number): Promise<LeagueActivityEntry[]> {
  return readRows<LeagueActivityEntry>(
    em,
    sql`SELECT sequence, kind, match_id AS "matchId" FROM league_activity WHERE league_id = $1 AND sequence > $2 ORDER BY sequence LIMIT $3`,
    [leagueId, after, limit],
  );
}

/** The sequence of the match's last event so far (0: none). */
export async function lastMatchEvent(em: EntityManager, matchId: string): Promise<number> {
  const row = await readRow<{ sequence: number }>(em, sql`SELECT COALESCE(max(sequence), 0)::int AS sequence FROM match_event WHERE match_id = $1`, [matchId]);
  return row!.sequence;
}

/**
 * Writes: sends `payload` on the channel with the caller's transaction (PostgreSQL delivers it at
 * commit, and never if the transaction rolls back).
 */
export async function sendNotification(em: EntityManager, channel: string, payload: string): Promise<void> {
  await readRows(em, sql`SELECT pg_notify($1, $2)`, [channel, payload]);
}

/**
 * Writes: appends an entry to the league's activity log, numbered after the last. The league's
 * entries are numbered one transaction at a time (a per-league lock held to commit), so they commit
 * in the order of their numbers, and a reader that has seen number n has seen every number below it.
 * SQL rather than a repository: the number is read and written in
 * one statement, under the lock.
 */
export async function appendLeagueActivity(em: EntityManager, leagueId: string, matchId: string, kind: LeagueActivityKind): Promise<void> {
  await readRows(em, sql`SELECT pg_advisory_xact_lock(hashtext('clix-league-activity:' || $1))`, [leagueId]);
  await readRows(
    em,
    sql`INSERT INTO league_activity (league_id, sequence, match_id, kind)
     SELECT $1, COALESCE(max(sequence), 0) + 1, $2, $3 FROM league_activity WHERE league_id = $1`,
    [leagueId, matchId, kind],
  );
}
