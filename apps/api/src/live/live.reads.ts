import type { EntityManager } from 'typeorm';
import { readRow, readRows } from '../common/read-executor';
import { LeagueActivityKind } from './live.notify';

/** An entry of a league's activity log (migrations/1764900001150-league-activity.ts). */
export interface LeagueActivityEntry {
  sequence: number;
  kind: LeagueActivityKind;
  matchId: string;
}

/** The number of the league's last activity so far (0: none). */
export async function lastLeagueActivity(em: EntityManager, leagueId: string): Promise<number> {
  const row = await readRow<{ sequence: number }>(em, `SELECT COALESCE(max(sequence), 0)::int AS sequence FROM league_activity WHERE league_id = $1`, [
    leagueId,
  ]);
  return row!.sequence;
}

/** The league's activity after the sequence `after`, oldest first, at most `limit`. */
export function leagueActivityAfter(em: EntityManager, leagueId: string, after: number, limit: number): Promise<LeagueActivityEntry[]> {
  return readRows<LeagueActivityEntry>(
    em,
    `SELECT sequence, kind, match_id AS "matchId" FROM league_activity WHERE league_id = $1 AND sequence > $2 ORDER BY sequence LIMIT $3`,
    [leagueId, after, limit],
  );
}
