import { EntityManager } from 'typeorm';
import type { LeagueMatchSide, PairTally } from '@clix/rules';
import { byKey, entityRows, groupBy, type EntityJson as Json } from '../common/entity-rows';
import { ListOrder, listOrder, pageSql, PageWindow, SortColumn } from '../common/pagination';
import { readRow, readRows, sql } from '../common/read-executor';
import { Team } from '../teams/team.entity';
import { Currency, TeamAlignment } from '../teams/team.enums';
import { World } from '../worlds/world.entity';
import { League, PrestigePoint, PrestigeTableEntry } from './league.entity';
import { LeagueOrderField, LeagueStatus, PrestigeTableOrderField } from './league.enums';

/** The leagues feature's read SQL: the only place it lives. */

/** A team's stored tally in a league's standings. */
export interface StandingTally {
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  heroPoints: number;
  prestige: number;
  kos: number;
}

export interface StandingsRows {
  league: League;
  /** The league's teams by name (the database's collation). */
  teams: Team[];
  /** The tallies and head-to-head lines; null when the league's standings version is `knownVersion`. */
  tallies: StandingTally[] | null;
  pairs: PairTally[] | null;
}

/**
 * A league's standings in one statement: the league, its teams and, unless the caller holds the
 * ranking of the league's current standings version, the tallies and head-to-head lines (one
 * snapshot, so a ranking kept from them belongs to the version read with them).
 */
export async function standingsRows(em: EntityManager, leagueId: string, knownVersion: string | null): Promise<StandingsRows | null> {
  const leagues = entityRows(em, League);
  const teams = entityRows(em, Team);
  const row = await readRow<Record<string, unknown> & { teams: Json[]; tallies: StandingTally[] | null; pairs: PairTally[] | null }>(
    em,
    sql`SELECT ${leagues.columns('l')},
            (SELECT COALESCE(json_agg(${teams.json('t')} ORDER BY t.name, t.id), '[]') FROM league_team lt JOIN team t ON t.id = lt.team_id WHERE lt.league_id = l.id) AS teams,
            CASE WHEN l.standings_version = $2 THEN NULL ELSE
              (SELECT COALESCE(json_agg(json_build_object('teamId', s.team_id, 'played', s.played, 'won', s.won, 'drawn', s.drawn, 'lost', s.lost,
                                                          'heroPoints', s.hero_points, 'prestige', s.prestige, 'kos', s.kos)), '[]')
                 FROM league_standing s WHERE s.league_id = l.id) END AS tallies,
            CASE WHEN l.standings_version = $2 THEN NULL ELSE
              (SELECT COALESCE(json_agg(json_build_object('teamId', p.team_id, 'opponentId', p.opponent_id, 'played', p.played, 'won', p.won,
                                                          'drawn', p.drawn, 'lost', p.lost)), '[]')
                 FROM league_pair p WHERE p.league_id = l.id AND p.played > 0) END AS pairs
       FROM league l WHERE l.id = $1`,
    [leagueId, knownVersion],
  );
  if (!row) return null;
  return { league: leagues.from(row), teams: row.teams.map((t) => teams.fromJson(t)), tallies: row.tallies, pairs: row.pairs };
}

export async function leaguesByIds(em: EntityManager, ids: readonly string[]): Promise<(League | null)[]> {
  const leagues = entityRows(em, League);
  const rows = await readRows(em, sql`SELECT ${leagues.columns('l')} FROM league l WHERE l.id = ANY($1::uuid[])`, [ids]);
  return byKey(
    ids,
    rows.map((r) => leagues.from(r)),
    (l) => l.id,
  );
}

/** The teams of each league, by name. */
export async function teamIdsByLeagueIds(em: EntityManager, ids: readonly string[]): Promise<string[][]> {
  const rows = await readRows<{ leagueId: string; teamId: string }>(
    em,
    sql`SELECT lt.league_id AS "leagueId", lt.team_id AS "teamId" FROM league_team lt JOIN team t ON t.id = lt.team_id
      WHERE lt.league_id = ANY($1::uuid[]) ORDER BY t.name, t.id`,
    [ids],
  );
  return groupBy(ids, rows, (r) => r.leagueId).map((own) => own.map((r) => r.teamId));
}

/** The fields a world's leagues sort by (alias `l`), each ascending with the id as its tie-break. */
export const LEAGUE_SORT_COLUMNS: Record<LeagueOrderField, readonly SortColumn<League>[]> = {
  NAME: [
    { name: 'name', sql: 'l.name', type: 'text', of: (l) => l.name },
    { name: 'id', sql: 'l.id', type: 'uuid', of: (l) => l.id },
  ],
  CREATED_AT: [
    { name: 'createdAt', sql: 'l.created_at', type: 'timestamp', of: (l) => l.createdAt.toISOString() },
    { name: 'id', sql: 'l.id', type: 'uuid', of: (l) => l.id },
  ],
};

export interface LeaguePageQuery {
  worldSlug: string;
  status: string | null;
  season: string | null;
  order: ListOrder<League>;
  window: PageWindow;
}

/** A page of a world's leagues in one statement: the world by its slug, how many match and the page (in reading order). */
export async function leaguePage(em: EntityManager, q: LeaguePageQuery): Promise<{ world: World | null; totalCount: number; leagues: League[] }> {
  const worlds = entityRows(em, World);
  const leagues = entityRows(em, League);
  const page = pageSql(q.order, q.window, (i) => `$${5 + i}`);
  const row = await readRow<{ world: Json | null; totalCount: number; leagues: Json[] }>(
    em,
    sql`WITH found_world AS (SELECT * FROM world w WHERE w.slug = $1),
     matching AS NOT MATERIALIZED (
       SELECT l.* FROM league l JOIN found_world w ON w.id = l.world_id
        WHERE ($2::text IS NULL OR l.status = $2) AND ($3::text IS NULL OR lower(l.season) = lower($3))),
     page AS (SELECT * FROM matching l ${page.where ? `WHERE ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $4)
     SELECT (SELECT ${worlds.json('w')} FROM found_world w) AS world,
            (SELECT count(*)::int FROM matching) AS "totalCount",
            (SELECT COALESCE(json_agg(${leagues.json('l')} ORDER BY ${page.orderBy}), '[]') FROM page l) AS leagues`,
    [q.worldSlug, q.status, q.season, q.window.limit, ...page.values],
  );
  return { world: row!.world ? worlds.fromJson(row!.world) : null, totalCount: row!.totalCount, leagues: row!.leagues.map((l) => leagues.fromJson(l)) };
}

/** The league row, locked until the transaction ends: changes to one league queue up. */
export async function lockedLeague(em: EntityManager, id: string): Promise<League | null> {
  const leagues = entityRows(em, League);
  const row = await readRow(em, sql`SELECT ${leagues.columns('l')} FROM league l WHERE l.id = $1 FOR UPDATE`, [id]);
  return row ? leagues.from(row) : null;
}

/** Whether another league of the world has this name in this season, in any case. */
export async function leagueNameTaken(em: EntityManager, worldId: string, name: string, season: string, exceptId: string | null): Promise<boolean> {
  const row = await readRow(
    em,
    sql`SELECT 1 FROM league WHERE world_id = $1 AND lower(name) = lower($2) AND lower(season) = lower($3) AND id IS DISTINCT FROM $4::uuid`,
    [worldId, name, season, exceptId],
  );
  return row !== null;
}

/** A league of the world, share-locked until the transaction ends, with which of `teamIds` are its teams. */
export async function leagueForNewMatch(
  em: EntityManager,
  leagueId: string,
  worldId: string,
  teamIds: readonly string[],
): Promise<{ status: LeagueStatus; teamIds: string[] } | null> {
  return readRow(
    em,
    sql`SELECT l.status, ARRAY(SELECT team_id FROM league_team WHERE league_id = l.id AND team_id = ANY($3::uuid[])) AS "teamIds"
       FROM league l WHERE l.id = $1 AND l.world_id = $2 FOR SHARE`,
    [leagueId, worldId, teamIds],
  );
}

/** A league locked for update, the league of a match, and which of `teamIds` are the league's teams. */
export async function leagueForResult(
  em: EntityManager,
  leagueId: string,
  matchId: string | null,
  teamIds: readonly string[],
): Promise<{ status: LeagueStatus; matchLeagueId: string | null; teamIds: string[] } | null> {
  return readRow(
    em,
    sql`SELECT l.status, (SELECT m.league_id FROM match m WHERE m.id = $2) AS "matchLeagueId",
            ARRAY(SELECT team_id FROM league_team WHERE league_id = l.id AND team_id = ANY($3::uuid[])) AS "teamIds"
       FROM league l WHERE l.id = $1 FOR UPDATE`,
    [leagueId, matchId, teamIds],
  );
}

/** Whether the team is in the league and, if so, whether it has played or is set to play league matches. */
export async function leagueTeamMatches(em: EntityManager, leagueId: string, teamId: string): Promise<{ hasMatches: boolean } | null> {
  return readRow(
    em,
    sql`SELECT EXISTS (SELECT 1 FROM league_standing s WHERE s.league_id = lt.league_id AND s.team_id = lt.team_id AND s.played > 0)
         OR EXISTS (SELECT 1 FROM match m JOIN match_side ms ON ms.match_id = m.id
                     WHERE m.league_id = lt.league_id AND ms.team_id = lt.team_id AND m.status <> 'VOID') AS "hasMatches"
       FROM league_team lt WHERE lt.league_id = $1 AND lt.team_id = $2`,
    [leagueId, teamId],
  );
}

/** How many of the league's matches are not resolved or voided yet. */
export async function pendingLeagueMatches(em: EntityManager, leagueId: string): Promise<number> {
  const row = await readRow<{ pending: number }>(
    em,
    sql`SELECT count(*)::int AS pending FROM match WHERE league_id = $1 AND status IN ('SETUP', 'IN_PROGRESS', 'AWAITING_CONFIRMATION')`,
    [leagueId],
  );
  return row!.pending;
}

/** Locks the league for update; false when there is none. */
export async function lockLeagueForRebuild(em: EntityManager, leagueId: string): Promise<boolean> {
  return (await readRow(em, sql`SELECT id FROM league WHERE id = $1 FOR UPDATE`, [leagueId])) !== null;
}

/** The sides of each match result recorded for the league and not since taken out, by match. */
export async function recordedResults(em: EntityManager, leagueId: string): Promise<{ sides: LeagueMatchSide[] }[]> {
  return readRows(
    em,
    sql`SELECT r.sides FROM league_match_result r
      WHERE r.league_id = $1 AND r.direction = 1
        AND NOT EXISTS (SELECT 1 FROM league_match_result v WHERE v.match_id = r.match_id AND v.direction = -1)
      ORDER BY r.match_id`,
    [leagueId],
  );
}

/** A world's teams by renown (most first), then name and id; the columns of prestigeTablePage's rows. */
export const PRESTIGE_BY_RENOWN_COLUMNS: readonly SortColumn<PrestigeTableEntry>[] = [
  { name: 'renown', sql: 'renown', type: 'int', descending: true, of: (e) => e.renown },
  { name: 'name', sql: 'name', type: 'text', of: (e) => e.name },
  { name: 'teamId', sql: 'team_id', type: 'uuid', of: (e) => e.teamId },
];

const TABLE_NAME: SortColumn<PrestigeTableEntry> = { name: 'name', sql: 'name', type: 'text', of: (e) => e.name };
const TABLE_TEAM_ID: SortColumn<PrestigeTableEntry> = { name: 'teamId', sql: 'team_id', type: 'uuid', of: (e) => e.teamId };

/** The prestige table's `orderBy` columns, written ascending (renown, then name and id; or name and id). */
export const PRESTIGE_TABLE_SORT_COLUMNS: Record<PrestigeTableOrderField, readonly SortColumn<PrestigeTableEntry>[]> = {
  RENOWN: [{ name: 'renown', sql: 'renown', type: 'int', of: (e) => e.renown }, TABLE_NAME, TABLE_TEAM_ID],
  NAME: [TABLE_NAME, TABLE_TEAM_ID],
};

export interface PrestigeTableQuery {
  worldId: string;
  alignment: TeamAlignment | null;
  order: ListOrder<PrestigeTableEntry>;
  window: PageWindow;
}

/**
 * A page of a world's teams by renown: heroes by Prestige, villains by Infamy (a villain's renown
 * is -Infamy), balances from the ledger; equal renown shares a rank. The count comes with the rows
 * (a page after the last row has none: then it is counted alone).
 */
export async function prestigeTablePage(em: EntityManager, q: PrestigeTableQuery): Promise<{ entries: PrestigeTableEntry[]; totalCount: number }> {
  const page = pageSql(q.order, q.window, (i) => `$${4 + i}`);
  const rows = await readRows<{
    rank: number;
    teamId: string;
    name: string;
    alignment: TeamAlignment;
    currency: Currency;
    balance: string;
    renown: string;
    total: number;
  }>(
    em,
    sql`WITH balances AS (
       SELECT t.id AS team_id, t.name, t.alignment, c.currency,
              COALESCE((SELECT e.balance_after FROM ledger_entry e
                         WHERE e.team_id = t.id AND e.member_id IS NULL AND e.currency = c.currency
                         ORDER BY e.position DESC LIMIT 1), 0) AS balance
         FROM team t CROSS JOIN LATERAL (SELECT CASE t.alignment WHEN 'HERO' THEN 'PRESTIGE' ELSE 'INFAMY' END AS currency) c
        WHERE t.world_id = $1 AND ($2::text IS NULL OR t.alignment = $2)
     ), ranked AS (
       SELECT *, CASE alignment WHEN 'HERO' THEN balance ELSE -balance END AS renown,
              rank() OVER (ORDER BY CASE alignment WHEN 'HERO' THEN balance ELSE -balance END DESC)::int AS rank,
              count(*) OVER ()::int AS total
         FROM balances
     )
     SELECT rank, team_id AS "teamId", name, alignment, currency, balance, renown, total FROM ranked
      ${page.where ? `WHERE ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $3`,
    [q.worldId, q.alignment, q.window.limit, ...page.values],
  );
  let totalCount = rows[0]?.total ?? 0;
  if (!rows.length && q.window.key) {
    const count = await readRow<{ total: number }>(
      em,
      sql`SELECT count(*)::int AS total FROM team WHERE world_id = $1 AND ($2::text IS NULL OR alignment = $2)`,
      [q.worldId, q.alignment],
    );
    totalCount = count!.total;
  }
  const entries = rows.map(({ total: _total, balance, renown, ...entry }) =>
    Object.assign(new PrestigeTableEntry(), entry, { balance: Number(balance), renown: Number(renown) }),
  );
  return { entries, totalCount };
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

/** A prestige point's columns, named as its properties. */
const POINT_COLUMNS = `p.position::text AS position, p.match_id AS "matchId", p.currency, p.amount, p.balance_after AS "balanceAfter", p.created_at AS "at"`;

type PointRow = Omit<PrestigePoint, 'amount' | 'balanceAfter'> & { amount: string; balanceAfter: string };
const point = ({ amount, balanceAfter, ...row }: PointRow): PrestigePoint =>
  Object.assign(new PrestigePoint(), row, { amount: Number(amount), balanceAfter: Number(balanceAfter) });

export interface PrestigeHistoryPage {
  rows: PrestigePoint[];
  totalCount: number;
}

/** A team's prestige points, oldest first (by ledger position): the columns of prestigeHistoryPages' rows. */
export const PRESTIGE_OLDEST_FIRST_COLUMNS: readonly SortColumn<PrestigePoint>[] = [
  { name: 'position', sql: 'position', type: 'bigint', of: (p) => p.position },
];

/** For each team, its count of points and its page of points (`window`, in reading order), in one statement. */
export async function prestigeHistoryPages(em: EntityManager, teamIds: readonly string[], window: PageWindow): Promise<PrestigeHistoryPage[]> {
  // The columns are the same for every team: the order's parent only names whose cursor it is.
  const page = pageSql(listOrder('prestigeHistory', null, PRESTIGE_OLDEST_FIRST_COLUMNS), window, (i) => `$${3 + i}`);
  const rows = await readRows<PointRow & { teamId: string; total: number; position: string | null }>(
    em,
    sql`WITH points AS (${PRESTIGE_POINTS('e.team_id = ANY($1::uuid[])', 's.team_id = ANY($1::uuid[])')}),
          counts AS (SELECT team_id, count(*)::int AS total FROM points GROUP BY team_id),
          paged AS (SELECT *, row_number() OVER (PARTITION BY team_id ORDER BY ${page.orderBy}) AS n FROM points
                     ${page.where ? `WHERE ${page.where}` : ''})
     SELECT k.team_id AS "teamId", COALESCE(c.total, 0) AS total, ${POINT_COLUMNS}
       FROM unnest($1::uuid[]) AS k(team_id)
       LEFT JOIN counts c ON c.team_id = k.team_id
       LEFT JOIN paged p ON p.team_id = k.team_id AND p.n <= $2
      ORDER BY k.team_id, p.n`,
    [teamIds, window.limit, ...page.values],
  );
  return groupBy(teamIds, rows, (r) => r.teamId).map((own) => ({
    rows: own.filter((r) => r.position !== null).map(({ teamId: _teamId, total: _total, ...r }) => point(r as PointRow)),
    totalCount: own[0]?.total ?? 0,
  }));
}

/** Per league, per team: a point per resolved match of that league, oldest first. */
export async function prestigePointsByLeagueIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, PrestigePoint[]>[]> {
  const rows = await readRows<PointRow & { leagueId: string; teamId: string }>(
    em,
    sql`SELECT p.league_id AS "leagueId", p.team_id AS "teamId", ${POINT_COLUMNS}
       FROM (${PRESTIGE_POINTS('m.league_id = ANY($1::uuid[])', 'm.league_id = ANY($1::uuid[])')}) p ORDER BY p.position`,
    [ids],
  );
  return groupBy(ids, rows, (r) => r.leagueId).map((own) => {
    const byTeam = new Map<string, PrestigePoint[]>();
    for (const { leagueId: _leagueId, teamId, ...r } of own) {
      let points = byTeam.get(teamId);
      if (!points) byTeam.set(teamId, (points = []));
      points.push(point(r));
    }
    return byTeam;
  });
}

/** Names the world's leagues one at a time until the transaction ends, so the name check holds. */
export async function lockLeagueNaming(em: EntityManager, worldId: string): Promise<void> {
  await readRows(em, sql`SELECT pg_advisory_xact_lock(hashtext('clix-league-naming:' || $1))`, [worldId]);
}

/**
 * Writes: puts a match's result on record (direction +1) and answers the sides recorded, or null
 * when it is on record already (one row per match and direction: the check and the record in one
 * statement). SQL rather than a repository: the table has no entity, and its other writer
 * (takeOutMatchResult) is a set-based INSERT ... SELECT.
 */
export async function recordMatchResultSides(
  em: EntityManager,
  leagueId: string,
  matchId: string,
  sides: readonly LeagueMatchSide[],
): Promise<LeagueMatchSide[] | null> {
  const row = await readRow<{ sides: LeagueMatchSide[] }>(
    em,
    sql`INSERT INTO league_match_result (league_id, match_id, direction, sides) VALUES ($1, $2, 1, $3::jsonb)
     ON CONFLICT (match_id, direction) DO NOTHING RETURNING sides`,
    [leagueId, matchId, JSON.stringify(sides)],
  );
  return row?.sides ?? null;
}

/**
 * Writes: records that a match's result is taken out again (direction -1, a copy of the sides put
 * in at +1) and answers those sides, or null when it was never put in or is taken out already.
 */
export async function takeOutMatchResult(em: EntityManager, leagueId: string, matchId: string): Promise<LeagueMatchSide[] | null> {
  const row = await readRow<{ sides: LeagueMatchSide[] }>(
    em,
    sql`INSERT INTO league_match_result (league_id, match_id, direction, sides)
     SELECT league_id, match_id, -1, sides FROM league_match_result WHERE league_id = $1 AND match_id = $2 AND direction = 1
     ON CONFLICT (match_id, direction) DO NOTHING RETURNING sides`,
    [leagueId, matchId],
  );
  return row?.sides ?? null;
}

const STANDING_KEYS = ['teamId', 'played', 'won', 'drawn', 'lost', 'heroPoints', 'prestige', 'kos'] as const;
const PAIR_KEYS = ['teamId', 'opponentId', 'played', 'won', 'drawn', 'lost'] as const;

/** The values of "a row per tally" as one array per column, for unnest. */
function columnArrays<T extends object>(rows: readonly T[], keys: readonly (keyof T)[]): unknown[][] {
  return keys.map((k) => rows.map((r) => r[k]));
}

/** The standing tallies as rows (team_id, played, ..., kos) summed per team, from $2..$9. */
const STANDING_TALLIES = `SELECT team_id, sum(played)::int AS played, sum(won)::int AS won, sum(drawn)::int AS drawn, sum(lost)::int AS lost,
        sum(hero_points)::int AS hero_points, sum(prestige)::int AS prestige, sum(kos)::int AS kos
      FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])
        AS x(team_id, played, won, drawn, lost, hero_points, prestige, kos) GROUP BY team_id`;

/** The pair tallies as rows (team_id, opponent_id, played, ..., lost) summed per pair, from $2..$7. */
const PAIR_TALLIES = `SELECT team_id, opponent_id, sum(played)::int AS played, sum(won)::int AS won, sum(drawn)::int AS drawn, sum(lost)::int AS lost
      FROM unnest($2::uuid[], $3::uuid[], $4::int[], $5::int[], $6::int[], $7::int[]) AS x(team_id, opponent_id, played, won, drawn, lost)
      GROUP BY team_id, opponent_id`;

/**
 * Writes, set-based: adds a match's tallies (already multiplied by `direction`) to the league's
 * standing and pair rows, one statement for all the standing rows and one for all the pairs
 * (none for an empty list). Putting in (+1) upserts; taking out (-1) updates, since the rows exist
 * (put in at +1) and PostgreSQL checks an upsert's proposed row against the CHECK constraints
 * before the conflict, so negative counts must go through UPDATE.
 */
export async function addMatchTallies(
  em: EntityManager,
  leagueId: string,
  tallies: { standings: readonly StandingTally[]; pairs: readonly PairTally[] },
  direction: 1 | -1,
): Promise<void> {
  const standingValues = [leagueId, ...columnArrays(tallies.standings, STANDING_KEYS)];
  const pairValues = [leagueId, ...columnArrays(tallies.pairs, PAIR_KEYS)];
  if (direction === 1) {
    if (tallies.standings.length) {
      await readRows(
        em,
        sql`INSERT INTO league_standing AS s (league_id, team_id, played, won, drawn, lost, hero_points, prestige, kos)
         SELECT $1, x.* FROM (${STANDING_TALLIES}) x
         ON CONFLICT (league_id, team_id) DO UPDATE SET played = s.played + EXCLUDED.played, won = s.won + EXCLUDED.won,
           drawn = s.drawn + EXCLUDED.drawn, lost = s.lost + EXCLUDED.lost, hero_points = s.hero_points + EXCLUDED.hero_points,
           prestige = s.prestige + EXCLUDED.prestige, kos = s.kos + EXCLUDED.kos`,
        standingValues,
      );
    }
    if (tallies.pairs.length) {
      await readRows(
        em,
        sql`INSERT INTO league_pair AS p (league_id, team_id, opponent_id, played, won, drawn, lost)
         SELECT $1, x.* FROM (${PAIR_TALLIES}) x
         ON CONFLICT (league_id, team_id, opponent_id) DO UPDATE SET played = p.played + EXCLUDED.played, won = p.won + EXCLUDED.won,
           drawn = p.drawn + EXCLUDED.drawn, lost = p.lost + EXCLUDED.lost`,
        pairValues,
      );
    }
    return;
  }
  if (tallies.standings.length) {
    await readRows(
      em,
      sql`UPDATE league_standing s SET played = s.played + x.played, won = s.won + x.won, drawn = s.drawn + x.drawn, lost = s.lost + x.lost,
         hero_points = s.hero_points + x.hero_points, prestige = s.prestige + x.prestige, kos = s.kos + x.kos
       FROM (${STANDING_TALLIES}) x WHERE s.league_id = $1 AND s.team_id = x.team_id`,
      standingValues,
    );
  }
  if (tallies.pairs.length) {
    await readRows(
      em,
      sql`UPDATE league_pair p SET played = p.played + x.played, won = p.won + x.won, drawn = p.drawn + x.drawn, lost = p.lost + x.lost
       FROM (${PAIR_TALLIES}) x WHERE p.league_id = $1 AND p.team_id = x.team_id AND p.opponent_id = x.opponent_id`,
      pairValues,
    );
  }
}

/**
 * Writes, set-based: replaces the league's standing and pair rows with these (the rebuild): two
 * deletes, then one insert of every standing row and one of every pair (none for an empty list).
 */
export async function replaceStandings(em: EntityManager, leagueId: string, standings: readonly StandingTally[], pairs: readonly PairTally[]): Promise<void> {
  await readRows(em, sql`DELETE FROM league_standing WHERE league_id = $1`, [leagueId]);
  await readRows(em, sql`DELETE FROM league_pair WHERE league_id = $1`, [leagueId]);
  if (standings.length) {
    await readRows(
      em,
      sql`INSERT INTO league_standing (league_id, team_id, played, won, drawn, lost, hero_points, prestige, kos)
       SELECT $1, * FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])`,
      [leagueId, ...columnArrays(standings, STANDING_KEYS)],
    );
  }
  if (pairs.length) {
    await readRows(
      em,
      sql`INSERT INTO league_pair (league_id, team_id, opponent_id, played, won, drawn, lost)
       SELECT $1, * FROM unnest($2::uuid[], $3::uuid[], $4::int[], $5::int[], $6::int[], $7::int[])`,
      [leagueId, ...columnArrays(pairs, PAIR_KEYS)],
    );
  }
}
