import { EntityManager } from 'typeorm';
import { byKey, entityRows } from '../common/entity-rows';
import { readRows, sql } from '../common/read-executor';
import { Feat } from './feat.entity';

/** The catalogues feature's read SQL. */

/**
 * Feats by (world, catalogue id) pairs, in the pairs' order, null where the world has no such feat:
 * every member of a page names his feats by catalogue id, and all of them cost this one statement.
 */
export async function featsByWorldAndCatalogueIds(em: EntityManager, pairs: readonly { worldId: string; catalogueId: string }[]): Promise<(Feat | null)[]> {
  const feats = entityRows(em, Feat);
  const rows = await readRows(
    em,
    sql`SELECT ${feats.columns('f')} FROM catalogue_feat f
      WHERE (f.world_id, f.catalogue_id) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))`,
    [pairs.map((p) => p.worldId), pairs.map((p) => p.catalogueId)],
  );
  const key = (worldId: string, catalogueId: string) => `${worldId}|${catalogueId}`;
  return byKey(
    pairs.map((p) => key(p.worldId, p.catalogueId)),
    rows.map((r) => feats.from(r)),
    (f) => key(f.worldId, f.catalogueId),
  );
}
