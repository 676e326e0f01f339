import { EntityManager } from 'typeorm';
import { ListOrder, pageSql, PageWindow, SortColumn } from '../common/pagination';
import { readRow, sql } from '../common/read-executor';
import type { ActivityItem } from './activity.types';

/** The activity feature's read SQL: the only place it lives. */

/** One step of a world's campaign as the database recorded it, before it is put in words. */
export interface ActivityRow {
  /** When it happened, to the millisecond (the cursor's precision). */
  at: string;
  kind: string;
  /** Orders steps of one instant as they happen (a team is founded, then its founders join). */
  step: number;
  /** The record it comes from (unique within its kind). */
  key: string;
  teamId: string | null;
  characterId: string | null;
  matchId: string | null;
  /** The names and figures its summary is written from. */
  words: Record<string, unknown>;
}

/** Side names of a match, in side order; an NPC force has no team. */
const SIDE_NAMES = `(SELECT json_agg(coalesce(st.name, 'an NPC force') ORDER BY s.position) FROM match_side s LEFT JOIN team st ON st.id = s.team_id WHERE s.match_id = m.id)`;

/** Each side's name and outcome in a stored result (`alias.result`), in side order. */
const RESULT_SIDES = (alias: string) =>
  `(SELECT json_agg(json_build_object('name', coalesce(st.name, 'an NPC force'), 'outcome', rs->>'outcome') ORDER BY (rs->>'position')::int)
      FROM jsonb_array_elements(${alias}.result->'sides') rs LEFT JOIN team st ON st.id = (rs->>'teamId')::uuid)`;

/** Who proposed or decided a match's resolution, in words: the team he plays in it, else his role in the world. */
const ACTOR = (account: string) =>
  `coalesce((SELECT st.name FROM match_side s JOIN team st ON st.id = s.team_id WHERE s.match_id = m.id AND st.owner_id = ${account} ORDER BY s.position LIMIT 1),
            (SELECT CASE wm.role WHEN 'CREATOR' THEN 'The Creator' ELSE 'An organizer' END FROM world_member wm WHERE wm.world_id = m.world_id AND wm.account_id = ${account}),
            'A former member')`;

/**
 * Every step of the world's campaign, from the tables that record it: teams founded, members
 * joined, failed pleas, the ledger's spends and the Creator's awards and corrections (a match's
 * own entries are its resolution), items bought, matches set up, resolutions players proposed and
 * their confirmation or rejection, matches resolved and voided, and the
 * injuries and captures a resolution decided.
 */
/** The world of the read, found by its slug in the same statement. */
const WORLD = '(SELECT id FROM found_world)';

const WORLD_ACTIVITY = `
  SELECT t.created_at AS at, 'TEAM_FOUNDED' AS kind, 1 AS step, t.id::text AS key, t.id AS team_id, NULL::uuid AS character_id, NULL::uuid AS match_id,
         json_build_object('team', t.name) AS words
    FROM team t WHERE t.world_id = ${WORLD}
  UNION ALL
  SELECT m.joined_at, 'MEMBER_JOINED', 2, m.id::text, m.team_id, m.character_id, NULL, json_build_object('team', t.name, 'character', c.name)
    FROM team_member m JOIN team t ON t.id = m.team_id JOIN character c ON c.id = m.character_id WHERE m.world_id = ${WORLD}
  UNION ALL
  SELECT p.created_at, 'PLEA_REFUSED', 3, p.id::text, p.team_id, p.character_id, NULL, json_build_object('team', t.name, 'character', c.name, 'outcome', p.outcome)
    FROM recruit_plea p JOIN team t ON t.id = p.team_id JOIN character c ON c.id = p.character_id WHERE t.world_id = ${WORLD}
  UNION ALL
  SELECT e.created_at,
         CASE e.reason WHEN 'LEVEL_UP' THEN 'LEVEL_UP' WHEN 'FEAT' THEN 'FEAT_BOUGHT' WHEN 'BONUS' THEN 'BONUS_BOUGHT'
                       WHEN 'CREATOR_AWARD' THEN 'CREATOR_AWARD' ELSE 'LEDGER_CORRECTION' END,
         4, e.id::text, e.team_id, e.character_id, NULL,
         json_build_object('team', t.name, 'character', c.name, 'amount', e.amount, 'currency', e.currency, 'note', e.note)
    FROM ledger_entry e JOIN team t ON t.id = e.team_id LEFT JOIN character c ON c.id = e.character_id
         LEFT JOIN ledger_entry corrected ON corrected.id = e.corrects_entry_id
   WHERE t.world_id = ${WORLD} AND (e.reason IN ('LEVEL_UP', 'FEAT', 'BONUS', 'CREATOR_AWARD') OR (e.reason = 'CORRECTION' AND corrected.reason <> 'MATCH'))
  UNION ALL
  SELECT i.bought_at, 'ITEM_BOUGHT', 4, i.id::text, i.team_id, NULL, NULL, json_build_object('team', t.name, 'item', i.name, 'price', i.price)
    FROM team_item i JOIN team t ON t.id = i.team_id WHERE t.world_id = ${WORLD}
  UNION ALL
  SELECT m.created_at, 'MATCH_STARTED', 5, m.id::text, NULL, NULL, m.id, json_build_object('sides', ${SIDE_NAMES})
    FROM match m WHERE m.world_id = ${WORLD}
  UNION ALL
  SELECT p.proposed_at, 'RESOLUTION_PROPOSED', 6, p.id::text || ':proposed', NULL, NULL, m.id,
         json_build_object('sides', ${RESULT_SIDES('p')}, 'by', ${ACTOR('p.proposed_by')})
    FROM match_resolution_proposal p JOIN match m ON m.id = p.match_id WHERE m.world_id = ${WORLD}
  UNION ALL
  SELECT p.decided_at, CASE p.decision WHEN 'CONFIRMED' THEN 'RESOLUTION_CONFIRMED' ELSE 'RESOLUTION_REJECTED' END, 5, p.id::text || ':decided', NULL, NULL, m.id,
         json_build_object('sides', ${SIDE_NAMES}, 'by', ${ACTOR('p.decided_by')}, 'reason', p.reject_reason)
    FROM match_resolution_proposal p JOIN match m ON m.id = p.match_id WHERE m.world_id = ${WORLD} AND p.decision IS NOT NULL
  UNION ALL
  SELECT r.applied_at, 'MATCH_RESOLVED', 6, r.id::text, NULL, NULL, m.id,
         json_build_object('sides', ${RESULT_SIDES('r')})
    FROM match_resolution r JOIN match m ON m.id = r.match_id WHERE m.world_id = ${WORLD}
  UNION ALL
  SELECT r.applied_at, CASE WHEN jsonb_typeof(rm->'internment') = 'object' THEN 'MEMBER_CAPTURED' ELSE 'MEMBER_INJURED' END,
         7, r.id::text || ':' || (rm->>'memberId'), (rm->>'teamId')::uuid, (rm->>'characterId')::uuid, m.id,
         json_build_object('team', t.name, 'character', c.name,
                           'injuries', (SELECT json_agg(inj->>'id') FROM jsonb_array_elements(rm->'injuriesAdded') inj),
                           'heldBy', (SELECT h.name FROM team h WHERE h.id = (rm->'internment'->>'heldByTeamId')::uuid))
    FROM match_resolution r JOIN match m ON m.id = r.match_id CROSS JOIN jsonb_array_elements(r.result->'members') rm
         JOIN team t ON t.id = (rm->>'teamId')::uuid JOIN character c ON c.id = (rm->>'characterId')::uuid
   WHERE m.world_id = ${WORLD} AND (jsonb_typeof(rm->'internment') = 'object' OR jsonb_array_length(rm->'injuriesAdded') > 0)
  UNION ALL
  SELECT r.voided_at, 'MATCH_VOIDED', 8, r.id::text, NULL, NULL, m.id, json_build_object('sides', ${SIDE_NAMES}, 'reason', r.void_reason)
    FROM match_resolution r JOIN match m ON m.id = r.match_id WHERE m.world_id = ${WORLD} AND r.voided_at IS NOT NULL`;

/** A world's activity, newest first (alias `a`; `at` is already to the millisecond). */
export const NEWEST_FIRST_COLUMNS: readonly SortColumn<ActivityItem>[] = [
  { name: 'at', sql: 'a.at', type: 'timestamp', descending: true, of: (i) => i.at.toISOString() },
  { name: 'step', sql: 'a.step', type: 'int', descending: true, of: (i) => i.step },
  { name: 'key', sql: 'a.key', type: 'text', descending: true, of: (i) => i.key },
];

export interface ActivityPageQuery {
  worldSlug: string;
  order: ListOrder<ActivityItem>;
  window: PageWindow;
}

/** A page of a world's activity in one statement: the world's id, how many steps there are and the page (in reading order). */
export async function activityPage(em: EntityManager, q: ActivityPageQuery): Promise<{ worldId: string | null; totalCount: number; items: ActivityRow[] }> {
  const page = pageSql(q.order, q.window, (i) => `$${3 + i}`);
  const row = await readRow<{ worldId: string | null; totalCount: number; items: ActivityRow[] }>(
    em,
    sql`WITH found_world AS (SELECT id FROM world WHERE slug = $1),
     activity AS (
       SELECT date_trunc('milliseconds', a.at) AS at, a.kind, a.step, a.key, a.team_id, a.character_id, a.match_id, a.words
         FROM (${WORLD_ACTIVITY}) a),
     page AS (SELECT * FROM activity a ${page.where ? `WHERE ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $2)
     SELECT (SELECT id FROM found_world) AS "worldId",
            (SELECT count(*)::int FROM activity) AS "totalCount",
            (SELECT COALESCE(json_agg(json_build_object(
                      'at', to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'kind', a.kind, 'step', a.step, 'key', a.key,
                      'teamId', a.team_id, 'characterId', a.character_id, 'matchId', a.match_id, 'words', a.words)
                    ORDER BY ${page.orderBy}), '[]') FROM page a) AS items`,
    [q.worldSlug, q.window.limit, ...page.values],
  );
  return row!;
}

/** What a world's dashboard reads, as ids to load and counts. */
export interface DashboardRow {
  worldId: string | null;
  inProgressIds: string[];
  inProgressCount: number;
  recentResultIds: string[];
  openLeagueIds: string[];
  unpricedFeats: number;
  awaitingResolution: number;
}

/**
 * A world's dashboard in one statement: its newest matches in progress (at most `inProgress`),
 * its last `results` resolved matches, its open leagues, and the counts of what waits for the
 * Creator: feats not for sale, and matches whose engine state is over but not yet resolved.
 */
export async function dashboardRow(em: EntityManager, slug: string, inProgress: number, results: number): Promise<DashboardRow> {
  const row = await readRow<DashboardRow>(
    em,
    sql`WITH found_world AS (SELECT id FROM world WHERE slug = $1),
     in_progress AS (SELECT m.id, m.created_at FROM match m WHERE m.world_id = ${WORLD} AND m.status = 'IN_PROGRESS')
     SELECT ${WORLD} AS "worldId",
            (SELECT COALESCE(json_agg(p.id ORDER BY p.created_at DESC, p.id), '[]')
               FROM (SELECT * FROM in_progress ORDER BY created_at DESC, id LIMIT $2) p) AS "inProgressIds",
            (SELECT count(*)::int FROM in_progress) AS "inProgressCount",
            (SELECT COALESCE(json_agg(r.match_id ORDER BY r.applied_at DESC, r.match_id), '[]')
               FROM (SELECT r.match_id, r.applied_at FROM match_resolution r JOIN match m ON m.id = r.match_id
                      WHERE m.world_id = ${WORLD} AND m.status = 'RESOLVED' ORDER BY r.applied_at DESC, r.match_id LIMIT $3) r) AS "recentResultIds",
            (SELECT COALESCE(json_agg(l.id ORDER BY l.created_at DESC, l.id), '[]') FROM league l WHERE l.world_id = ${WORLD} AND l.status = 'OPEN') AS "openLeagueIds",
            (SELECT count(*)::int FROM catalogue_feat f WHERE f.world_id = ${WORLD} AND NOT f.priced) AS "unpricedFeats",
            (SELECT count(*)::int FROM in_progress p
              WHERE (SELECT e.state->>'over' FROM match_event e WHERE e.match_id = p.id ORDER BY e.sequence DESC LIMIT 1) = 'true') AS "awaitingResolution"`,
    [slug, inProgress, results],
  );
  return row!;
}
