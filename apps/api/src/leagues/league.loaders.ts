import DataLoader from 'dataloader';
import { EntityManager } from 'typeorm';
import { Currency } from '../teams/team.enums';
import { League, PrestigePoint } from './league.entity';
import { byKey, entityRows, preparedQuery } from '../common/entity-rows';

function pointFromRow(row: Record<string, any>): PrestigePoint {
  return Object.assign(new PrestigePoint(), {
    position: String(row.position),
    matchId: row.match_id,
    currency: row.currency as Currency,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    at: row.created_at,
  });
}

/**
 * One point per resolved match of each team: its last MATCH entry (source MATCH) in the team's
 * currency (Prestige for heroes, Infamy for villains), with what the match changed in all; a
 * resolved match that changed nothing (no entry: the ledger holds no zero amounts) still gets its
 * point, with the balance as the resolution left it. Voided matches are left out. `entries` and
 * `sides` narrow the rows (by team, or by league).
 */
const PRESTIGE_POINTS = (entries: string, sides: string) => `
  (SELECT DISTINCT ON (e.team_id, e.source_id) e.team_id, e.source_id AS match_id, e.currency, e.position, e.balance_after, e.created_at,
          (sum(e.amount) OVER (PARTITION BY e.team_id, e.source_id))::bigint AS amount, m.league_id
     FROM ledger_entry e
     JOIN team t ON t.id = e.team_id
     JOIN match m ON m.id = e.source_id
    WHERE ${entries} AND e.member_id IS NULL AND e.reason = 'MATCH' AND e.source_type = 'MATCH' AND m.status <> 'VOID'
      AND e.currency = CASE t.alignment WHEN 'HERO' THEN 'PRESTIGE' ELSE 'INFAMY' END
    ORDER BY e.team_id, e.source_id, e.position DESC)
  UNION ALL
  (SELECT s.team_id, m.id, cur.currency, pos.position, coalesce(bal.balance_after, 0), r.applied_at, 0::bigint, m.league_id
     FROM match_side s
     JOIN match m ON m.id = s.match_id AND m.status = 'RESOLVED'
     JOIN match_resolution r ON r.match_id = m.id
     JOIN team t ON t.id = s.team_id
    CROSS JOIN LATERAL (SELECT CASE t.alignment WHEN 'HERO' THEN 'PRESTIGE' ELSE 'INFAMY' END AS currency) cur
    CROSS JOIN LATERAL (SELECT coalesce(
             (SELECT max(e.position) FROM ledger_entry e WHERE e.team_id = s.team_id AND e.source_type = 'MATCH' AND e.source_id = m.id),
             (SELECT max(e.position) FROM ledger_entry e WHERE e.team_id = s.team_id AND e.created_at <= r.applied_at), 0) AS position) pos
     LEFT JOIN LATERAL (SELECT e.balance_after FROM ledger_entry e
                         WHERE e.team_id = s.team_id AND e.currency = cur.currency AND e.member_id IS NULL AND e.position <= pos.position
                         ORDER BY e.position DESC LIMIT 1) bal ON true
    WHERE ${sides} AND NOT EXISTS (
          SELECT 1 FROM ledger_entry e WHERE e.team_id = s.team_id AND e.currency = cur.currency AND e.member_id IS NULL
             AND e.reason = 'MATCH' AND e.source_type = 'MATCH' AND e.source_id = m.id))`;

export interface PrestigeHistoryPage {
  rows: PrestigePoint[];
  totalCount: number;
}

/** The leagues feature's loaders: a list of leagues, or of teams with their prestige history, costs the same whatever its length. */
export function createLeagueLoaders(em: EntityManager) {
  const leagues = entityRows(em, League);
  return {
    leagueById: new DataLoader<string, League | null>(async (ids) => {
      const rows: Record<string, unknown>[] = await preparedQuery(em, `SELECT ${leagues.columns('l')} FROM league l WHERE l.id = ANY($1::uuid[])`, [ids]);
      return byKey(ids, rows.map((r) => leagues.from(r)), (l) => l.id);
    }),
    /** The teams of each league, by name. */
    leagueTeamIdsByLeagueId: new DataLoader<string, string[]>(async (ids) => {
      const rows: { league_id: string; team_id: string }[] = await em.query(
        `SELECT lt.league_id, lt.team_id FROM league_team lt JOIN team t ON t.id = lt.team_id WHERE lt.league_id = ANY($1) ORDER BY t.name, t.id`,
        [ids],
      );
      return ids.map((id) => rows.filter((r) => r.league_id === id).map((r) => r.team_id));
    }),
    /**
     * Key: JSON [teamId, first, afterPosition | null]. Teams asked with the same page arguments
     * (a list of teams) share two statements: the page rows and the counts.
     */
    prestigeHistoryByKey: new DataLoader<string, PrestigeHistoryPage>(async (keys) => {
      const parsed = keys.map((k) => JSON.parse(k) as [string, number, string | null]);
      const groups = new Map<string, string[]>();
      for (const [teamId, first, after] of parsed) {
        const g = JSON.stringify([first, after]);
        groups.set(g, [...(groups.get(g) ?? []), teamId]);
      }
      const pages = new Map<string, PrestigeHistoryPage>();
      for (const [g, teamIds] of groups) {
        const [first, after] = JSON.parse(g) as [number, string | null];
        // One statement: every team asked gets a row (its count), plus its page of points.
        const rows: Record<string, any>[] = await em.query(
          `WITH points AS (${PRESTIGE_POINTS('e.team_id = ANY($1)', 's.team_id = ANY($1)')}),
                counts AS (SELECT team_id, count(*)::int AS total FROM points GROUP BY team_id),
                paged AS (SELECT *, row_number() OVER (PARTITION BY team_id ORDER BY position) AS n FROM points
                           WHERE $2::bigint IS NULL OR position > $2::bigint)
           SELECT k.team_id AS key_team_id, COALESCE(c.total, 0) AS total, p.match_id, p.currency, p.position, p.balance_after, p.created_at, p.amount
             FROM unnest($1::uuid[]) AS k(team_id)
             LEFT JOIN counts c ON c.team_id = k.team_id
             LEFT JOIN paged p ON p.team_id = k.team_id AND p.n <= $3
            ORDER BY k.team_id, p.position`,
          [teamIds, after, first + 1],
        );
        for (const teamId of teamIds) {
          const own = rows.filter((r) => r.key_team_id === teamId);
          pages.set(JSON.stringify([teamId, first, after]), {
            rows: own.filter((r) => r.position !== null).map(pointFromRow),
            totalCount: own[0]?.total ?? 0,
          });
        }
      }
      return parsed.map((k) => pages.get(JSON.stringify(k))!);
    }),
    /** Per league, per team: a point per resolved match of that league. */
    prestigePointsByLeagueId: new DataLoader<string, Map<string, PrestigePoint[]>>(async (ids) => {
      const rows: Record<string, any>[] = await em.query(
        `SELECT * FROM (${PRESTIGE_POINTS('m.league_id = ANY($1)', 'm.league_id = ANY($1)')}) x ORDER BY position`,
        [ids],
      );
      return ids.map((id) => {
        const byTeam = new Map<string, PrestigePoint[]>();
        for (const r of rows.filter((row) => row.league_id === id)) byTeam.set(r.team_id, [...(byTeam.get(r.team_id) ?? []), pointFromRow(r)]);
        return byTeam;
      });
    }),
  };
}
