import { EntityManager } from 'typeorm';
import { byKey, entityRows } from '../common/entity-rows';
import { readRow, readRows } from '../common/read-executor';
import { World } from './world.entity';

/** The worlds feature's read SQL (the hot ones: every list of a world starts with its slug). */

export async function worldBySlug(em: EntityManager, slug: string): Promise<World | null> {
  const worlds = entityRows(em, World);
  const row = await readRow(em, `SELECT ${worlds.columns('w')} FROM world w WHERE w.slug = $1`, [slug]);
  return row ? worlds.from(row) : null;
}

/** The worlds of these ids, in their order (null where none). */
export async function worldsByIds(em: EntityManager, ids: readonly string[]): Promise<(World | null)[]> {
  const worlds = entityRows(em, World);
  const rows = await readRows(em, `SELECT ${worlds.columns('w')} FROM world w WHERE w.id = ANY($1::uuid[])`, [ids]);
  return byKey(
    ids,
    rows.map((r) => worlds.from(r)),
    (w) => w.id,
  );
}
