import { EntityManager } from 'typeorm';
import type { MatchState as EngineState } from '@clix/rules';
import { byKey, entityRows, type EntityJson as Json } from '../common/entity-rows';
import { CharacterVersion } from '../characters/character-version.entity';
import { DialClick } from '../characters/dial-click.entity';
import { ListOrder, pageSql, PageWindow, SortColumn } from '../common/pagination';
import { ReadShapes } from '../common/projection';
import { readRow, readRows, sql } from '../common/read-executor';
import { Team, TeamMember } from '../teams/team.entity';
import { World } from '../worlds/world.entity';
import { Match, MatchFigure, MatchSide } from './match.entity';
import { MatchOrderField } from './match.inputs';
import { MatchResolutionRecord } from './resolution.entity';

/** The matches feature's read SQL: the only place it lives. */

/** A match locked FOR UPDATE with its sides in position order, in one statement; null when there is none. */
export async function lockedMatchWithSides(em: EntityManager, id: string): Promise<{ match: Match; sides: MatchSide[] } | null> {
  const matches = entityRows(em, Match);
  const sides = entityRows(em, MatchSide);
  const row = await readRow<Record<string, unknown> & { sides: Json[] }>(
    em,
    sql`SELECT ${matches.columns('m')},
            (SELECT COALESCE(json_agg(${sides.json('s')} ORDER BY s.position), '[]') FROM match_side s WHERE s.match_id = m.id) AS sides
       FROM match m WHERE m.id = $1 FOR UPDATE OF m`,
    [id],
  );
  return row ? { match: matches.from(row), sides: row.sides.map((s) => sides.fromJson(s)) } : null;
}

/**
 * Matches by id (the matchById loader), in one prepared statement: TypeORM's find rebuilt its SQL and
 * hydrated through its generic transformer on every call, about 3 % of a resolveMatch's CPU (docs/benchmarks.md).
 */
export async function matchesByIds(em: EntityManager, ids: readonly string[]): Promise<(Match | null)[]> {
  const matches = entityRows(em, Match);
  const rows = await readRows(em, sql`SELECT ${matches.columns('m')} FROM match m WHERE m.id = ANY($1::uuid[])`, [ids]);
  return byKey(
    ids,
    rows.map((r) => matches.from(r)),
    (m) => m.id,
  );
}

/** A team's or member's balance in a currency as a resolution reads it: the last entry's and the best it ever was. */
export interface ResolutionBalance {
  team_id: string;
  member_id: string | null;
  currency: string;
  balance: number;
  best: number;
}

/** What a resolution reads besides the log: the match's figures, their characters' names, its teams' members and balances. */
export interface ResolutionReads {
  figures: MatchFigure[];
  characterNames: Map<string, string>;
  members: TeamMember[];
  balances: ResolutionBalance[];
}

/**
 * The figures of a match in position order (each with its character's name), the members of `teamIds` in one of
 * `statuses`, and every balance of those teams, in one statement.
 */
export async function resolutionReads(em: EntityManager, matchId: string, teamIds: readonly string[], statuses: readonly string[]): Promise<ResolutionReads> {
  const figures = entityRows(em, MatchFigure);
  const members = entityRows(em, TeamMember);
  const row = await readRow<{ figures: { figure: Json; name: string }[]; members: Json[]; balances: ResolutionBalance[] }>(
    em,
    sql`SELECT (SELECT COALESCE(json_agg(json_build_object('figure', ${figures.json('f')}, 'name', c.name) ORDER BY f.position), '[]')
               FROM match_figure f JOIN character c ON c.id = f.character_id WHERE f.match_id = $1) AS figures,
            (SELECT COALESCE(json_agg(${members.json('m')}), '[]')
               FROM team_member m WHERE m.team_id = ANY($2::uuid[]) AND m.status = ANY($3::text[])) AS members,
            (SELECT COALESCE(json_agg(b), '[]')
               FROM (SELECT team_id, member_id, currency, (array_agg(balance_after ORDER BY position DESC))[1]::int AS balance, max(balance_after)::int AS best
                       FROM ledger_entry WHERE team_id = ANY($2::uuid[]) GROUP BY team_id, member_id, currency) b) AS balances`,
    [matchId, teamIds, statuses],
  );
  const read = row!.figures.map((f) => ({ figure: figures.fromJson(f.figure), name: f.name }));
  return {
    figures: read.map((f) => f.figure),
    characterNames: new Map(read.map((f) => [f.figure.characterId, f.name])),
    members: row!.members.map((m) => members.fromJson(m)),
    balances: row!.balances,
  };
}

/** A member's fields as a resolution leaves them, keyed by column (the input of updateResolvedMembers). */
export interface ResolvedMemberUpdate {
  id: string;
  status: string;
  out_for_scenarios: number | null;
  injuries: string[];
  quit_reason: string | null;
  left_at: Date | null;
  feat_ids: string[];
  is_leader: boolean;
}

/**
 * Writes: every member a resolution changed, in one set-based statement (a repository would send one
 * UPDATE a member). A leader only ever loses the flag here, so the one-leader index holds row by row.
 */
export async function updateResolvedMembers(em: EntityManager, updates: readonly ResolvedMemberUpdate[]): Promise<void> {
  await readRows(
    em,
    sql`UPDATE team_member m
        SET status = c.status, out_for_scenarios = c.out_for_scenarios, injuries = c.injuries, quit_reason = c.quit_reason,
            left_at = c.left_at, feat_ids = c.feat_ids, is_leader = c.is_leader
       FROM jsonb_to_recordset($1::jsonb)
         AS c(id uuid, status text, out_for_scenarios int, injuries text[], quit_reason text, left_at timestamptz, feat_ids text[], is_leader boolean)
      WHERE m.id = c.id`,
    [JSON.stringify(updates)],
  );
}

/** What a resolution stores as it is applied; the database gives its id and time. */
export type NewResolutionRecord = Pick<
  MatchResolutionRecord,
  'matchId' | 'inputHash' | 'input' | 'result' | 'diceFaces' | 'diceRollsBefore' | 'ledgerEntryIds' | 'memberSnapshot' | 'appliedBy'
>;

/** Writes: the match RESOLVED and its resolution record, in one statement; the record as stored. */
export async function insertResolutionRecord(em: EntityManager, record: NewResolutionRecord): Promise<MatchResolutionRecord> {
  const row = await readRow<{ id: string; appliedAt: Date }>(
    em,
    sql`WITH resolved AS (UPDATE match SET status = 'RESOLVED' WHERE id = $1)
     INSERT INTO match_resolution (match_id, input_hash, input, result, dice_faces, dice_rolls_before, ledger_entry_ids, member_snapshot, applied_by)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::int[], $6, $7::uuid[], $8::jsonb, $9)
     RETURNING id, applied_at AS "appliedAt"`,
    [
      record.matchId,
      record.inputHash,
      JSON.stringify(record.input),
      JSON.stringify(record.result),
      record.diceFaces,
      record.diceRollsBefore,
      record.ledgerEntryIds,
      JSON.stringify(record.memberSnapshot),
      record.appliedBy,
    ],
  );
  return Object.assign(new MatchResolutionRecord(), record, { id: row!.id, appliedAt: row!.appliedAt, voidedBy: null, voidedAt: null, voidReason: null });
}

/** A figure whose character the viewer may not see unless he reads hidden ones: not PUBLIC, or gone. */
export interface HiddenFigure {
  figureId: string;
  characterId: string;
  memberId: string | null;
}

/** The figures of match `m` (alias) playing a character that is not PUBLIC, as a JSON array of HiddenFigure. */
const hiddenFiguresOf = (m: string) =>
  `(SELECT COALESCE(json_agg(json_build_object('figureId', hf.id, 'characterId', hf.character_id, 'memberId', hf.team_member_id) ORDER BY hf.position), '[]')
      FROM match_figure hf LEFT JOIN character hc ON hc.id = hf.character_id WHERE hf.match_id = ${m}.id AND hc.visibility IS DISTINCT FROM 'PUBLIC')`;

/** The fields a world's matches sort by (alias `m`), each ascending with the id as its tie-break. */
export const MATCH_SORT_COLUMNS: Record<MatchOrderField, readonly SortColumn<Match>[]> = {
  CREATED_AT: [
    { name: 'createdAt', sql: 'm.created_at', type: 'timestamp', of: (m) => m.createdAt.toISOString() },
    { name: 'id', sql: 'm.id', type: 'uuid', of: (m) => m.id },
  ],
  BUILD_TOTAL: [
    { name: 'buildTotal', sql: 'm.build_total', type: 'int', of: (m) => m.buildTotal },
    { name: 'id', sql: 'm.id', type: 'uuid', of: (m) => m.id },
  ],
};

export interface MatchPageQuery {
  worldSlug: string;
  status: string | null;
  leagueId: string | null;
  order: ListOrder<Match>;
  window: PageWindow;
  /** The properties to read of each match, its sides' teams and its resolution; null: every column (common/projection.ts). */
  properties: { match: readonly string[] | null; team: readonly string[] | null; resolution: readonly string[] | null };
  /** Whether to read the figures and resolution members playing characters that are not PUBLIC (what the fields answered need). */
  hidden: boolean;
}

/** One match of a page with what its fields read: its sides and their teams, its resolution, and what a viewer may not see of it. */
export interface MatchPageItem {
  match: Match;
  sides: { side: MatchSide; team: Team | null }[];
  resolution: MatchResolutionRecord | null;
  hiddenFigures: HiddenFigure[];
  /** The characters of the resolution's members that are not PUBLIC (or gone). */
  hiddenMemberCharacterIds: string[];
}

/** The figures and resolution members of a matches page (alias `page`) playing characters that are not PUBLIC (or gone). */
const PAGE_HIDDEN = `(SELECT COALESCE(json_agg(json_build_array(f.match_id, f.id, f.character_id, f.team_member_id) ORDER BY f.position), '[]')
               FROM page m JOIN match_figure f ON f.match_id = m.id
              WHERE (SELECT c.visibility FROM character c WHERE c.id = f.character_id) IS DISTINCT FROM 'PUBLIC') AS "hiddenFigures",
            (SELECT COALESCE(json_agg(DISTINCT ARRAY[r.match_id::text, rm.member->>'characterId']), '[]')
               FROM page m JOIN match_resolution r ON r.match_id = m.id CROSS JOIN jsonb_array_elements(r.result->'members') AS rm(member)
              WHERE rm.member->>'characterId' IS NOT NULL
                AND (SELECT c.visibility FROM character c WHERE c.id = (rm.member->>'characterId')::uuid) IS DISTINCT FROM 'PUBLIC') AS "hiddenMembers"`;

/** The shapes of the matches page (which columns of matches, teams and resolutions) prepared, at most. */
const MATCH_PAGE_SHAPES = new ReadShapes(32);

/**
 * A page of a world's matches in one statement: the world by its slug, how many match, the page
 * (`limit` rows after the cursor) with, for each match, its sides with their teams and its stored
 * resolution, then (`hidden`) the page's figures and resolution members playing characters that are
 * not PUBLIC, so the page's fields and their redaction need no other statement whatever the page size.
 * Matches, teams and resolutions are read with the columns of `properties` (partial entities: the
 * `whole` says which are whole). One text serves every filter: a filter left out is a null parameter.
 */
export async function matchPage(
  em: EntityManager,
  q: MatchPageQuery,
): Promise<{
  world: World | null;
  totalCount: number;
  items: MatchPageItem[];
  whole: { match: boolean; team: boolean; resolution: boolean };
  hidden: boolean;
}> {
  const worlds = entityRows(em, World);
  const sides = entityRows(em, MatchSide);
  let matches = entityRows(em, Match).only(q.properties.match);
  let teams = entityRows(em, Team).only(q.properties.team);
  let resolutions = entityRows(em, MatchResolutionRecord).only(q.properties.resolution);
  if (!MATCH_PAGE_SHAPES.admit(`${matches.shape}|${teams.shape}|${resolutions.shape}|${q.hidden}`)) {
    [matches, teams, resolutions] = [matches.only(null), teams.only(null), resolutions.only(null)];
  }
  const page = pageSql(q.order, q.window, (i) => `$${5 + i}`);
  const row = await readRow<{
    world: Json | null;
    totalCount: number;
    items: [match: Json, sides: [side: Json, team: Json | null][], resolution: Json | null][];
    hiddenFigures: [matchId: string, figureId: string, characterId: string, memberId: string | null][];
    hiddenMembers: [matchId: string, characterId: string][];
  }>(
    em,
    sql`WITH found_world AS (SELECT * FROM world w WHERE w.slug = $1),
     matching AS NOT MATERIALIZED (
       SELECT m.* FROM match m JOIN found_world w ON w.id = m.world_id
        WHERE ($2::text IS NULL OR m.status = $2) AND ($3::uuid IS NULL OR m.league_id = $3)),
     page AS (SELECT * FROM matching m ${page.where ? `WHERE ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $4)
     SELECT (SELECT ${worlds.json('w')} FROM found_world w) AS world,
            (SELECT count(*)::int FROM matching) AS "totalCount",
            (SELECT COALESCE(json_agg(json_build_array(
                      ${matches.json('m')},
                      (SELECT COALESCE(json_agg(json_build_array(${sides.json('s')}, CASE WHEN t.id IS NOT NULL THEN ${teams.json('t')} END) ORDER BY s.position), '[]')
                         FROM match_side s LEFT JOIN team t ON t.id = s.team_id WHERE s.match_id = m.id),
                      CASE WHEN r.id IS NOT NULL THEN ${resolutions.json('r')} END)
                    ORDER BY ${page.orderBy}), '[]')
               FROM page m LEFT JOIN match_resolution r ON r.match_id = m.id) AS items,
            ${q.hidden ? PAGE_HIDDEN : `'[]'::json AS "hiddenFigures", '[]'::json AS "hiddenMembers"`}`,
    [q.worldSlug, q.status, q.leagueId, q.window.limit, ...page.values],
  );
  const hiddenFigures = new Map<string, HiddenFigure[]>();
  for (const [matchId, figureId, characterId, memberId] of row!.hiddenFigures) listIn(hiddenFigures, matchId).push({ figureId, characterId, memberId });
  const hiddenMembers = new Map<string, string[]>();
  for (const [matchId, characterId] of row!.hiddenMembers) listIn(hiddenMembers, matchId).push(characterId);
  return {
    world: row!.world ? worlds.fromJson(row!.world) : null,
    totalCount: row!.totalCount,
    items: row!.items.map(([match, matchSides, resolution]) => {
      const read = matches.fromJson(match);
      return {
        match: read,
        sides: matchSides.map(([side, team]) => ({ side: sides.fromJson(side), team: team ? teams.fromJson(team) : null })),
        resolution: resolution ? resolutions.fromJson(resolution) : null,
        hiddenFigures: hiddenFigures.get(read.id) ?? [],
        hiddenMemberCharacterIds: hiddenMembers.get(read.id) ?? [],
      };
    }),
    whole: { match: matches.whole, team: teams.whole, resolution: resolutions.whole },
    hidden: q.hidden,
  };
}

function listIn<T>(lists: Map<string, T[]>, key: string): T[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}

/** What a match's state reads: the match, the last event's sequence, the snapshot stored with the event it is read at, its sides and figures. */
export interface MatchStateRows {
  match: Match;
  /** The log's last sequence (0 before any event). */
  lastSequence: number;
  /** The last event up to the sequence asked for, with the state stored with it; null when there is none (the setup). */
  snapshot: { sequence: number; state: EngineState | null } | null;
  sides: MatchSide[];
  figures: MatchFigure[];
  hiddenFigures: HiddenFigure[];
  /** Without a snapshot (no event yet): what the engine's setup reads, each figure's version with its clicks and its character's name. */
  setup: { versions: Map<string, CharacterVersion>; characterNames: Map<string, string> } | null;
}

/**
 * A match's state in one statement: the match, the snapshot stored with its last event (or with the
 * last one up to `atSequence`), the log's last sequence, its sides and figures in position order and
 * the figures playing characters that are not PUBLIC; null when there is no such match.
 */
export async function matchStateRows(em: EntityManager, matchId: string, atSequence: number | null): Promise<MatchStateRows | null> {
  const matches = entityRows(em, Match);
  const sides = entityRows(em, MatchSide);
  const figures = entityRows(em, MatchFigure);
  const versions = entityRows(em, CharacterVersion);
  const dial = entityRows(em, DialClick);
  const row = await readRow<
    Record<string, unknown> & {
      lastSequence: number;
      snapshotSequence: number | null;
      snapshotState: EngineState | null;
      sides: Json[];
      figures: Json[];
      hiddenFigures: HiddenFigure[];
      setupVersions: { version: Json; clicks: Json[] }[] | null;
      setupNames: Record<string, string> | null;
    }
  >(
    em,
    sql`SELECT ${matches.columns('m')},
            COALESCE((SELECT max(e.sequence) FROM match_event e WHERE e.match_id = m.id), 0) AS "lastSequence",
            snapshot.sequence AS "snapshotSequence", snapshot.state AS "snapshotState",
            (SELECT COALESCE(json_agg(${sides.json('s')} ORDER BY s.position), '[]') FROM match_side s WHERE s.match_id = m.id) AS sides,
            (SELECT COALESCE(json_agg(${figures.json('f')} ORDER BY f.position), '[]') FROM match_figure f WHERE f.match_id = m.id) AS figures,
            ${hiddenFiguresOf('m')} AS "hiddenFigures",
            CASE WHEN snapshot.sequence IS NULL THEN
              (SELECT COALESCE(json_agg(json_build_object('version', ${versions.json('v')},
                                                          'clicks', (SELECT COALESCE(json_agg(${dial.json('d')} ORDER BY d.number), '[]') FROM dial_click d WHERE d.version_id = v.id))), '[]')
                 FROM character_version v WHERE v.id IN (SELECT f.version_id FROM match_figure f WHERE f.match_id = m.id)) END AS "setupVersions",
            CASE WHEN snapshot.sequence IS NULL THEN
              (SELECT COALESCE(json_object_agg(c.id, c.name), '{}') FROM character c WHERE c.id IN (SELECT f.character_id FROM match_figure f WHERE f.match_id = m.id)) END AS "setupNames"
       FROM match m
       LEFT JOIN LATERAL (SELECT e.sequence, e.state FROM match_event e WHERE e.match_id = m.id AND ($2::int IS NULL OR e.sequence <= $2)
                           ORDER BY e.sequence DESC LIMIT 1) snapshot ON true
      WHERE m.id = $1`,
    [matchId, atSequence],
  );
  if (!row) return null;
  return {
    match: matches.from(row),
    lastSequence: row.lastSequence,
    snapshot: row.snapshotSequence === null ? null : { sequence: row.snapshotSequence, state: row.snapshotState },
    sides: row.sides.map((s) => sides.fromJson(s)),
    figures: row.figures.map((f) => figures.fromJson(f)),
    hiddenFigures: row.hiddenFigures,
    setup:
      row.setupVersions && row.setupNames
        ? {
            versions: new Map(
              row.setupVersions.map(({ version, clicks }) => {
                const read = versions.fromJson(version);
                read.clicks = clicks.map((c) => dial.fromJson(c));
                return [read.id, read];
              }),
            ),
            characterNames: new Map(Object.entries(row.setupNames)),
          }
        : null,
  };
}
