import DataLoader from 'dataloader';
import { EntityManager } from 'typeorm';
import { Power } from './power.entity';

/** Key of a catalogue entry inside its world. */
export const entryKey = (worldId: string, catalogueId: string) => `${worldId}|${catalogueId}`;

/** The catalogue's loaders: a list's nested entries cost one statement whatever the list's length. */
export function createCatalogueLoaders(em: EntityManager) {
  return {
    powerByWorldAndCatalogueId: new DataLoader<string, Power | null>(async (keys) => {
      const pairs = keys.map((k) => k.split('|'));
      const rows = await em
        .createQueryBuilder(Power, 'p')
        .where('(p.world_id, p.catalogue_id) IN (SELECT * FROM unnest(CAST(:worldIds AS uuid[]), CAST(:ids AS text[])))', {
          worldIds: pairs.map(([w]) => w),
          ids: pairs.map(([, id]) => id),
        })
        .getMany();
      const byKey = new Map(rows.map((p) => [entryKey(p.worldId, p.catalogueId), p]));
      return keys.map((k) => byKey.get(k) ?? null);
    }),
  };
}
