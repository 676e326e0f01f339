import { EntityManager } from 'typeorm';
import { readRows, sql } from '../common/read-executor';

/*
 * The SQL of the bulk character mutations (character-bulk.service.ts): what keeps characters from being deleted,
 * and the snapshots (deleted_character) a delete keeps so that a restore puts the rows back exactly.
 */

export interface CharacterUseRow {
  id: string;
  teams: string | null;
  matches: boolean;
  history: boolean;
}

/** For each character: the teams whose members play it, whether a match figure names it, whether a ledger entry or a recruiting plea does. */
export function characterUses(em: EntityManager, ids: readonly string[]): Promise<CharacterUseRow[]> {
  return readRows<CharacterUseRow>(
    em,
    sql`SELECT c.id,
            (SELECT string_agg(DISTINCT t.name, ', ') FROM team_member m JOIN team t ON t.id = m.team_id WHERE m.character_id = c.id) AS teams,
            EXISTS (SELECT 1 FROM match_figure f WHERE f.character_id = c.id) AS matches,
            EXISTS (SELECT 1 FROM ledger_entry l WHERE l.character_id = c.id)
              OR EXISTS (SELECT 1 FROM recruit_plea p WHERE p.character_id = c.id OR p.leader_character_id = c.id) AS history
       FROM character c WHERE c.id = ANY($1::uuid[])`,
    [ids],
  );
}

/** Forgets the snapshots older than the restore window. */
export async function purgeDeletedCharacters(em: EntityManager, windowMinutes: number): Promise<void> {
  await em.query(`DELETE FROM deleted_character WHERE deleted_at < now() - make_interval(mins => $1)`, [windowMinutes]);
}

/** Keeps a snapshot of each character with its versions and dials (replacing an older one of the same id), before they are deleted. */
export async function snapshotCharacters(em: EntityManager, ids: readonly string[]): Promise<void> {
  await em.query(`DELETE FROM deleted_character WHERE id = ANY($1::uuid[])`, [ids]);
  await em.query(
    `INSERT INTO deleted_character (id, world_id, name, snapshot)
     SELECT c.id, c.world_id, c.name, jsonb_build_object(
              'character', to_jsonb(c),
              'versions', COALESCE((SELECT jsonb_agg(to_jsonb(v)) FROM character_version v WHERE v.character_id = c.id), '[]'::jsonb),
              'clicks', COALESCE((SELECT jsonb_agg(to_jsonb(k)) FROM dial_click k JOIN character_version v ON v.id = k.version_id
                                   WHERE v.character_id = c.id), '[]'::jsonb))
       FROM character c WHERE c.id = ANY($1::uuid[])`,
    [ids],
  );
}

export interface DeletedCharacterRow {
  id: string;
  world_id: string;
  name: string;
  fresh: boolean;
}

/** The snapshots of these ids, each saying whether it is still inside the restore window. */
export function deletedCharacters(em: EntityManager, ids: readonly string[], windowMinutes: number): Promise<DeletedCharacterRow[]> {
  return readRows<DeletedCharacterRow>(
    em,
    sql`SELECT id, world_id, name, deleted_at >= now() - make_interval(mins => $2) AS fresh FROM deleted_character WHERE id = ANY($1::uuid[])`,
    [ids, windowMinutes],
  );
}

/** Inserts the snapshots' rows as they were (ids, timestamps and all), and forgets the snapshots. */
export async function putBackDeletedCharacters(em: EntityManager, ids: readonly string[]): Promise<void> {
  const from = `FROM deleted_character d WHERE d.id = ANY($1::uuid[])`;
  await em.query(`INSERT INTO "character" SELECT (jsonb_populate_record(NULL::"character", d.snapshot->'character')).* ${from}`, [ids]);
  for (const [table, key] of [
    ['character_version', 'versions'],
    ['dial_click', 'clicks'],
  ]) {
    await em.query(
      `INSERT INTO ${table} SELECT r.* FROM deleted_character d, jsonb_populate_recordset(NULL::${table}, d.snapshot->'${key}') r WHERE d.id = ANY($1::uuid[])`,
      [ids],
    );
  }
  await em.query(`DELETE ${from}`, [ids]);
}
