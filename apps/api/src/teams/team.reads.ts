import { EntityManager } from 'typeorm';
import { CharacterVersion } from '../characters/character-version.entity';
import { Character } from '../characters/character.entity';
import { DialClick } from '../characters/dial-click.entity';
import { byKey, entityRows, groupBy, type EntityJson as Json } from '../common/entity-rows';
import { ListOrder, pageSql, PageWindow, SortColumn } from '../common/pagination';
import { ReadShapes } from '../common/projection';
import { readRow, readRows, sql } from '../common/read-executor';
import { World } from '../worlds/world.entity';
import { Currency, LedgerOrderField, LedgerReason, LedgerSourceType, TeamOrderField } from './team.enums';
import { LedgerEntry } from './ledger-entry.entity';
import { Team, TeamItem, TeamMember } from './team.entity';

/** The teams feature's read SQL: the only place it lives. */

/** The order of a team's members: the leader, then by joining. */
const MEMBER_ORDER = 'm.is_leader DESC, m.joined_at, m.id';

/** A member as the roster reads return it: with its character and version (and the version's clicks when asked for). */
export type RosterMember = TeamMember & { character: Character; version: CharacterVersion };

/**
 * A team by id with every member ever enlisted (character and version) and, with `clicks`, each
 * member's dial, in one statement.
 */
export async function teamWithRoster(em: EntityManager, id: string, clicks: boolean): Promise<{ team: Team; members: RosterMember[] } | null> {
  const teams = entityRows(em, Team);
  const members = entityRows(em, TeamMember);
  const characters = entityRows(em, Character);
  const versions = entityRows(em, CharacterVersion);
  const dial = entityRows(em, DialClick);
  const row = await readRow<Record<string, unknown> & { members: { member: Json; character: Json; version: Json; clicks: Json[] | null }[] }>(
    em,
    sql`SELECT ${teams.columns('t')},
            (SELECT COALESCE(json_agg(json_build_object(
                      'member', ${members.json('m')}, 'character', ${characters.json('c')}, 'version', ${versions.json('v')},
                      'clicks', CASE WHEN $2 THEN (SELECT COALESCE(json_agg(${dial.json('d')} ORDER BY d.number), '[]') FROM dial_click d WHERE d.version_id = v.id) END)
                    ORDER BY ${MEMBER_ORDER}), '[]')
               FROM team_member m JOIN character c ON c.id = m.character_id JOIN character_version v ON v.id = m.version_id
              WHERE m.team_id = t.id) AS members
       FROM team t WHERE t.id = $1`,
    [id, clicks],
  );
  if (!row) return null;
  return {
    team: teams.from(row),
    members: row.members.map((m) => {
      const version = versions.fromJson(m.version);
      if (m.clicks) version.clicks = m.clicks.map((k) => dial.fromJson(k));
      return Object.assign(members.fromJson(m.member), { character: characters.fromJson(m.character), version });
    }),
  };
}

/** A team as a page reads it: with its team balances of the currencies it sorts by (0 without entries). */
export type PagedTeam = Team & { prestigeBalance: number; infamyBalance: number; heroPointsBalance: number };

const TEAM_ID: SortColumn<PagedTeam> = { name: 'id', sql: 't.id', type: 'uuid', of: (t) => t.id };

/** The fields a world's teams sort by (alias `t`, a row of `matching`), each ascending with the id as its tie-break. */
export const TEAM_SORT_COLUMNS: Record<TeamOrderField, readonly SortColumn<PagedTeam>[]> = {
  NAME: [{ name: 'name', sql: 't.name', type: 'text', of: (t) => t.name }, TEAM_ID],
  PRESTIGE: [{ name: 'prestige', sql: 't.sort_prestige', type: 'int', of: (t) => t.prestigeBalance }, TEAM_ID],
  INFAMY: [{ name: 'infamy', sql: 't.sort_infamy', type: 'int', of: (t) => t.infamyBalance }, TEAM_ID],
  HERO_POINTS: [{ name: 'heroPoints', sql: 't.sort_hero_points', type: 'int', of: (t) => t.heroPointsBalance }, TEAM_ID],
};

/** The team's balance of a currency: its last team entry's (ledger_entry_balance serves it), 0 without one. */
const balanceOf = (currency: Currency) =>
  `COALESCE((SELECT e.balance_after FROM ledger_entry e WHERE e.team_id = t.id AND e.currency = '${currency}' AND e.member_id IS NULL ORDER BY e.position DESC LIMIT 1), 0)`;

export interface TeamPageQuery {
  worldSlug: string;
  alignment: string | null;
  /** The owner filter as given, and as a UUID (null when it is not one: then no team matches). */
  owner: string | null;
  ownerId: string | null;
  name: string | null;
  order: ListOrder<PagedTeam>;
  window: PageWindow;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of a world's teams in one statement: the world by its slug, how many match and the page (in reading order). */
export async function teamPage(em: EntityManager, q: TeamPageQuery): Promise<{ world: World | null; totalCount: number; teams: PagedTeam[] }> {
  const worlds = entityRows(em, World);
  const teams = entityRows(em, Team);
  const page = pageSql(q.order, q.window, (i) => `$${7 + i}`);
  const row = await readRow<{
    world: Json | null;
    totalCount: number;
    teams: { team: Json; prestigeBalance: number; infamyBalance: number; heroPointsBalance: number }[];
  }>(
    em,
    sql`WITH found_world AS (SELECT * FROM world w WHERE w.slug = $1),
     matching AS NOT MATERIALIZED (
       SELECT t.*, ${balanceOf(Currency.PRESTIGE)} AS sort_prestige, ${balanceOf(Currency.INFAMY)} AS sort_infamy, ${balanceOf(Currency.HERO_POINTS)} AS sort_hero_points
         FROM team t JOIN found_world w ON w.id = t.world_id
        WHERE ($2::text IS NULL OR t.alignment = $2)
          AND ($3::text IS NULL OR t.owner_id = $4::uuid)
          AND ($5::text IS NULL OR t.name ILIKE $5 ESCAPE '\\')),
     page AS (SELECT * FROM matching t ${page.where ? `WHERE ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $6)
     SELECT (SELECT ${worlds.json('w')} FROM found_world w) AS world,
            (SELECT count(*)::int FROM matching) AS "totalCount",
            (SELECT COALESCE(json_agg(json_build_object('team', ${teams.json('t')}, 'prestigeBalance', t.sort_prestige, 'infamyBalance', t.sort_infamy, 'heroPointsBalance', t.sort_hero_points)
                    ORDER BY ${page.orderBy}), '[]') FROM page t) AS teams`,
    [q.worldSlug, q.alignment, q.owner, q.ownerId, q.name ? `%${escapeLike(q.name)}%` : null, q.window.limit, ...page.values],
  );
  return {
    world: row!.world ? worlds.fromJson(row!.world) : null,
    totalCount: row!.totalCount,
    teams: row!.teams.map(({ team, ...balances }) => Object.assign(teams.fromJson(team), balances)),
  };
}

export async function teamsByIds(em: EntityManager, ids: readonly string[]): Promise<(Team | null)[]> {
  const teams = entityRows(em, Team);
  const rows = await readRows(em, sql`SELECT ${teams.columns('t')} FROM team t WHERE t.id = ANY($1::uuid[])`, [ids]);
  return byKey(
    ids,
    rows.map((r) => teams.from(r)),
    (t) => t.id,
  );
}

/**
 * Ledger entries by id (the ledgerEntryById loader: a resolution's dozens of entries), in one prepared
 * statement: TypeORM's find hydrated them through its generic transformer, about 3 % of a resolveMatch's CPU (docs/benchmarks.md).
 */
export async function ledgerEntriesByIds(em: EntityManager, ids: readonly string[]): Promise<(LedgerEntry | null)[]> {
  const entries = entityRows(em, LedgerEntry);
  const rows = await readRows(em, sql`SELECT ${entries.columns('e')} FROM ledger_entry e WHERE e.id = ANY($1::uuid[])`, [ids]);
  return byKey(
    ids,
    rows.map((r) => entries.from(r)),
    (e) => e.id,
  );
}

/** Members with their character and version, in roster order, whose team (`by: 'team'`) or own id is one of `ids`. */
async function membersWhere(em: EntityManager, by: 'team' | 'member', ids: readonly string[]): Promise<RosterMember[]> {
  const members = entityRows(em, TeamMember);
  const characters = entityRows(em, Character);
  const versions = entityRows(em, CharacterVersion);
  const rows = await readRows(
    em,
    sql`SELECT ${members.columns('m')}, ${characters.columns('c', 'c.')}, ${versions.columns('v', 'v.')}
       FROM team_member m JOIN character c ON c.id = m.character_id JOIN character_version v ON v.id = m.version_id
      WHERE ${by === 'team' ? 'm.team_id' : 'm.id'} = ANY($1::uuid[]) ORDER BY ${MEMBER_ORDER}`,
    [ids],
  );
  return rows.map((r) => Object.assign(members.from(r), { character: characters.from(r, 'c.'), version: versions.from(r, 'v.') }));
}

/** Every member ever enlisted of each team (former ones too), in roster order. */
export async function membersByTeamIds(em: EntityManager, ids: readonly string[]): Promise<RosterMember[][]> {
  return groupBy(ids, await membersWhere(em, 'team', ids), (m) => m.teamId);
}

export async function membersByIds(em: EntityManager, ids: readonly string[]): Promise<(RosterMember | null)[]> {
  return byKey(ids, await membersWhere(em, 'member', ids), (m) => m.id);
}

/** Each team's balances by currency (a currency without entries is absent). */
export async function balancesByTeamIds(em: EntityManager, ids: readonly string[]): Promise<Map<Currency, number>[]> {
  const rows = await readRows<{ teamId: string; currency: Currency; balance: string }>(
    em,
    sql`SELECT DISTINCT ON (team_id, currency) team_id AS "teamId", currency, balance_after AS balance FROM ledger_entry
      WHERE team_id = ANY($1::uuid[]) AND member_id IS NULL ORDER BY team_id, currency, position DESC`,
    [ids],
  );
  return groupBy(ids, rows, (r) => r.teamId).map((own) => new Map(own.map((r) => [r.currency, Number(r.balance)])));
}

/** Each member's Achievement Points (0 without entries). */
export async function achievementPointsByMemberIds(em: EntityManager, ids: readonly string[]): Promise<number[]> {
  const rows = await readRows<{ memberId: string; balance: string }>(
    em,
    sql`SELECT DISTINCT ON (member_id) member_id AS "memberId", balance_after AS balance FROM ledger_entry
      WHERE member_id = ANY($1::uuid[]) AND currency = 'ACHIEVEMENT_POINTS' ORDER BY member_id, position DESC`,
    [ids],
  );
  return byKey(ids, rows, (r) => r.memberId).map((r) => Number(r?.balance ?? 0));
}

/** Each team's items, oldest first. */
export async function itemsByTeamIds(em: EntityManager, ids: readonly string[]): Promise<TeamItem[][]> {
  const items = entityRows(em, TeamItem);
  const rows = await readRows(em, sql`SELECT ${items.columns('i')} FROM team_item i WHERE i.team_id = ANY($1::uuid[]) ORDER BY i.bought_at, i.id`, [ids]);
  return groupBy(
    ids,
    rows.map((r) => items.from(r)),
    (i) => i.teamId,
  );
}

/** Whether a team of the world has this name, in any case. */
export async function teamNameTaken(em: EntityManager, worldId: string, name: string): Promise<boolean> {
  return (await readRow(em, sql`SELECT 1 FROM team t WHERE t.world_id = $1 AND lower(t.name) = lower($2)`, [worldId, name])) !== null;
}

/** Which of these characters are on a team of the world now (not dead, not quit). */
export async function charactersOnATeam(em: EntityManager, worldId: string, characterIds: readonly string[]): Promise<Set<string>> {
  const rows = await readRows<{ characterId: string }>(
    em,
    sql`SELECT character_id AS "characterId" FROM team_member WHERE world_id = $1 AND character_id = ANY($2::uuid[]) AND status NOT IN ('QUIT', 'DEAD')`,
    [worldId, characterIds],
  );
  return new Set(rows.map((r) => r.characterId));
}

/** The team row, locked until the transaction ends (every read-check-write of its balances or members). */
export async function lockedTeam(em: EntityManager, id: string): Promise<Team | null> {
  const teams = entityRows(em, Team);
  const row = await readRow(em, sql`SELECT ${teams.columns('t')} FROM team t WHERE t.id = $1 FOR UPDATE`, [id]);
  return row ? teams.from(row) : null;
}

/** Teams locked FOR UPDATE in one statement, in id order like every writer of several teams, so none can deadlock. */
export async function lockedTeams(em: EntityManager, ids: readonly string[]): Promise<Team[]> {
  const teams = entityRows(em, Team);
  const rows = await readRows(em, sql`SELECT ${teams.columns('t')} FROM team t WHERE t.id = ANY($1::uuid[]) ORDER BY t.id FOR UPDATE`, [ids]);
  return rows.map((r) => teams.from(r));
}

/** A team's (or member's) current balance in a currency: the last entry's balance_after, 0 before any entry. */
export async function ledgerBalance(em: EntityManager, teamId: string, currency: Currency, memberId: string | null): Promise<number> {
  const row = await readRow<{ balance: string }>(
    em,
    sql`SELECT balance_after AS balance FROM ledger_entry
      WHERE team_id = $1 AND currency = $2 AND member_id IS NOT DISTINCT FROM $3::uuid
      ORDER BY position DESC LIMIT 1`,
    [teamId, currency, memberId],
  );
  return row ? Number(row.balance) : 0;
}

export interface BalanceKey {
  teamId: string;
  currency: string;
  memberId: string | null;
}

/** The current balance of each key (0 before any entry), in the keys' order, in one statement. */
export async function ledgerBalances(em: EntityManager, keys: readonly BalanceKey[]): Promise<number[]> {
  const rows = await readRows<{ balance: string | null }>(
    em,
    sql`SELECT (SELECT e.balance_after FROM ledger_entry e
              WHERE e.team_id = k.team_id AND e.currency = k.currency AND e.member_id IS NOT DISTINCT FROM k.member_id
              ORDER BY e.position DESC LIMIT 1) AS balance
       FROM unnest($1::uuid[], $2::text[], $3::uuid[]) WITH ORDINALITY AS k(team_id, currency, member_id, n) ORDER BY k.n`,
    [keys.map((k) => k.teamId), keys.map((k) => k.currency), keys.map((k) => k.memberId)],
  );
  return rows.map((r) => Number(r.balance ?? 0));
}

export interface LedgerPageQuery {
  teamId: string;
  currency: string | null;
  /** The worlds whose hidden characters the viewer may see: elsewhere their own entries (Achievement Points) are left out. */
  hiddenVisibleIn: readonly string[];
  order: ListOrder<LedgerEntry>;
  window: PageWindow;
  /** The properties to read of each entry; null: every column (common/projection.ts). */
  properties: readonly string[] | null;
}

/** The shapes (which columns of an entry) of the ledger page prepared, at most. */
const LEDGER_PAGE_SHAPES = new ReadShapes(32);

/** A team's ledger, newest first (alias `e`). */
export const HISTORY_NEWEST_FIRST_COLUMNS: readonly SortColumn<LedgerEntry>[] = [
  { name: 'position', sql: 'e.position', type: 'bigint', descending: true, of: (e) => e.position },
];

const LEDGER_POSITION: SortColumn<LedgerEntry> = { name: 'position', sql: 'e.position', type: 'bigint', of: (e) => e.position };

/** A ledger's `orderBy` columns, written ascending; the ledger position (unique, in writing order) breaks ties. */
export const LEDGER_SORT_COLUMNS: Record<LedgerOrderField, readonly SortColumn<LedgerEntry>[]> = {
  CREATED_AT: [{ name: 'createdAt', sql: 'e.created_at', type: 'timestamp', of: (e) => e.createdAt.toISOString() }, LEDGER_POSITION],
  AMOUNT: [{ name: 'amount', sql: 'e.amount', type: 'int', of: (e) => e.amount }, LEDGER_POSITION],
};

/**
 * A page of a team's ledger in one statement: the team, how many entries match, the page (in reading order) and
 * which characters its entries name are not PUBLIC (or gone), for the viewer's redaction (`Redaction.ofHidden`).
 * The matching entries are read once (by the team's index), for the count and the page. A member's own entries
 * are left out when his character is hidden: the team's hidden members are found once (an entry's member is
 * one of its team's, ledger_entry_member_of_team), where looking each entry's member up was a fifth of the
 * page's database time (docs/benchmarks.md); written as NOT EXISTS, PostgreSQL's generic plan hashed every
 * team member whose character is hidden, in every world.
 */
export async function ledgerPage(
  em: EntityManager,
  q: LedgerPageQuery,
): Promise<{ team: Team | null; totalCount: number; entries: LedgerEntry[]; hiddenCharacterIds: string[] }> {
  const teams = entityRows(em, Team);
  let entries = entityRows(em, LedgerEntry).only(q.properties);
  if (!LEDGER_PAGE_SHAPES.admit(entries.shape)) entries = entries.only(null);
  const page = pageSql(q.order, q.window, (i) => `$${5 + i}`);
  const row = await readRow<{ team: Json | null; totalCount: number; entries: Json[]; hiddenCharacterIds: string[] }>(
    em,
    sql`WITH found_team AS (SELECT * FROM team t WHERE t.id = $1),
     matching AS MATERIALIZED (
       SELECT e.* FROM ledger_entry e
        WHERE e.team_id = $1 AND ($2::text IS NULL OR e.currency = $2)
          AND ((SELECT t.world_id FROM found_team t) = ANY($3::uuid[]) OR e.member_id IS NULL
               OR e.member_id <> ALL (ARRAY(SELECT m.id FROM team_member m JOIN character c ON c.id = m.character_id
                                             WHERE m.team_id = $1 AND c.visibility = 'HIDDEN')))),
     page AS (SELECT * FROM matching e ${page.where ? `WHERE ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $4)
     SELECT (SELECT ${teams.json('t')} FROM found_team t) AS team,
            (SELECT count(*)::int FROM matching) AS "totalCount",
            (SELECT COALESCE(json_agg(${entries.json('e')} ORDER BY ${page.orderBy}), '[]') FROM page e) AS entries,
            ARRAY(SELECT DISTINCT e.character_id FROM page e LEFT JOIN character c ON c.id = e.character_id
                   WHERE e.character_id IS NOT NULL AND c.visibility IS DISTINCT FROM 'PUBLIC') AS "hiddenCharacterIds"`,
    [q.teamId, q.currency, q.hiddenVisibleIn, q.window.limit, ...page.values],
  );
  return {
    team: row!.team ? teams.fromJson(row!.team) : null,
    totalCount: row!.totalCount,
    entries: row!.entries.map((e) => entries.fromJson(e)),
    hiddenCharacterIds: row!.hiddenCharacterIds,
  };
}

/** The team of a member, or null when there is no such member. */
export async function teamIdOfMember(em: EntityManager, memberId: string): Promise<string | null> {
  const row = await readRow<{ teamId: string }>(em, sql`SELECT team_id AS "teamId" FROM team_member WHERE id = $1`, [memberId]);
  return row?.teamId ?? null;
}

/** The team's earlier pleas to a character, oldest first, as the recruitment rules read them. */
/** The team's failed pleas to each of these characters, oldest first, in the order of the ids. */
export async function pleaHistories(em: EntityManager, teamId: string, characterIds: readonly string[]): Promise<PleaRecordRow[][]> {
  const rows = await readRows<PleaRecordRow & { characterId: string }>(
    em,
    sql`SELECT character_id AS "characterId", leader_character_id AS "leaderId", leader_level AS "leaderLevel", outcome FROM recruit_plea WHERE team_id = $1 AND character_id = ANY($2::uuid[]) ORDER BY created_at`,
    [teamId, characterIds],
  );
  return groupBy(characterIds, rows, (row) => row.characterId);
}

type PleaRecordRow = { leaderId: string; leaderLevel: number; outcome: 'REFUSED' | 'INSULTED' };

export async function pleaHistory(
  em: EntityManager,
  teamId: string,
  characterId: string,
): Promise<{ leaderId: string; leaderLevel: number; outcome: 'REFUSED' | 'INSULTED' }[]> {
  return readRows(
    em,
    sql`SELECT leader_character_id AS "leaderId", leader_level AS "leaderLevel", outcome FROM recruit_plea WHERE team_id = $1 AND character_id = $2 ORDER BY created_at`,
    [teamId, characterId],
  );
}

/** Founds the world's teams one at a time until the transaction ends, so the name and membership checks hold. */
export async function lockTeamFounding(em: EntityManager, worldId: string): Promise<void> {
  await readRows(em, sql`SELECT pg_advisory_xact_lock(hashtext('clix-team-founding:' || $1))`, [worldId]);
}

/** The id of the team's member who is this character (any status), or null. */
export async function memberIdOfCharacter(em: EntityManager, teamId: string, characterId: string): Promise<string | null> {
  const row = await readRow<{ id: string }>(em, sql`SELECT m.id FROM team_member m WHERE m.team_id = $1 AND m.character_id = $2`, [teamId, characterId]);
  return row?.id ?? null;
}

/** A failed plea for membership (refused or insulted), as the next plea's rules read it. Writes: a plain insert. */
export async function insertPlea(
  em: EntityManager,
  plea: { teamId: string; characterId: string; leaderId: string; leaderLevel: number; outcome: 'REFUSED' | 'INSULTED'; rollId: string },
): Promise<void> {
  await readRows(
    em,
    sql`INSERT INTO recruit_plea (team_id, character_id, leader_character_id, leader_level, outcome, roll_id) VALUES ($1, $2, $3, $4, $5, $6)`,
    [plea.teamId, plea.characterId, plea.leaderId, plea.leaderLevel, plea.outcome, plea.rollId],
  );
}

/** An entry to append to the ledger. */
export interface LedgerWrite {
  teamId: string;
  memberId?: string | null;
  /** The character the entry is about (a figure's, a recruit's), when no member it is on or for (memberId, a TEAM_MEMBER source) names him: readers redact a hidden one. */
  characterId?: string | null;
  currency: Currency;
  amount: number;
  reason: LedgerReason;
  note?: string;
  source?: { type: LedgerSourceType; id: string } | null;
  correctsEntryId?: string | null;
}

/** SQL: the character of the member an entry is on or for, so no writer has to name it. */
const MEMBER_CHARACTER = (memberId: string, sourceType: string, sourceId: string) =>
  `(SELECT m.character_id FROM team_member m WHERE m.id = coalesce(${memberId}, CASE WHEN ${sourceType} = '${LedgerSourceType.TEAM_MEMBER}' THEN ${sourceId} END))`;

/**
 * Writes: appends an entry and answers it. SQL rather than a repository, because the database derives
 * balance_after (and refuses an overdraft) and the entry's character comes from its member in the same statement.
 */
export async function insertLedgerEntry(em: EntityManager, write: LedgerWrite, createdBy: string | null): Promise<LedgerEntry> {
  const entries = entityRows(em, LedgerEntry);
  const row = await readRow(
    em,
    sql`INSERT INTO ledger_entry (team_id, member_id, currency, amount, balance_after, reason, note, source_type, source_id, corrects_entry_id, created_by, character_id)
       VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8, $9, $10, coalesce($11::uuid, ${MEMBER_CHARACTER('$2::uuid', '$7::text', '$8::uuid')}))
       RETURNING ${entries.columns('ledger_entry')}`,
    [
      write.teamId,
      write.memberId ?? null,
      write.currency,
      write.amount,
      write.reason,
      write.note ?? '',
      write.source?.type ?? null,
      write.source?.id ?? null,
      write.correctsEntryId ?? null,
      createdBy,
      write.characterId ?? null,
    ],
  );
  return entries.from(row!);
}

/**
 * Writes: appends entries in order with one set-based statement (a match's resolution writes dozens); the
 * database derives each balance from the rows before it, those of this statement included. Answers the new
 * entries' ids in the order of `writes`.
 */
export async function insertLedgerEntries(em: EntityManager, writes: readonly LedgerWrite[], createdBy: string | null): Promise<string[]> {
  const column = <T>(pick: (w: LedgerWrite) => T) => writes.map(pick);
  const rows = await readRows<{ id: string; position: string }>(
    em,
    sql`INSERT INTO ledger_entry (team_id, member_id, currency, amount, balance_after, reason, note, source_type, source_id, corrects_entry_id, created_by, character_id)
       SELECT w.team_id, w.member_id, w.currency, w.amount, NULL, w.reason, w.note, w.source_type, w.source_id, w.corrects_entry_id, $10,
              coalesce(w.character_id, ${MEMBER_CHARACTER('w.member_id', 'w.source_type', 'w.source_id')})
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::uuid[], $11::uuid[])
              WITH ORDINALITY AS w(team_id, member_id, currency, amount, reason, note, source_type, source_id, corrects_entry_id, character_id, n)
        ORDER BY w.n
       RETURNING id, position`,
    [
      column((w) => w.teamId),
      column((w) => w.memberId ?? null),
      column((w) => w.currency),
      column((w) => w.amount),
      column((w) => w.reason),
      column((w) => w.note ?? ''),
      column((w) => w.source?.type ?? null),
      column((w) => w.source?.id ?? null),
      column((w) => w.correctsEntryId ?? null),
      createdBy,
      column((w) => w.characterId ?? null),
    ],
  );
  // Positions follow insertion order, which is the order of `writes`.
  return rows.sort((a, b) => Number(a.position) - Number(b.position)).map((r) => r.id);
}
