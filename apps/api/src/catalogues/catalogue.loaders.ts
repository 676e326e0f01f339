import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import type { LoaderMakers } from '../common/lazy-loaders';
import { featsByWorldAndCatalogueIds } from './catalogue.reads';
import { Feat } from './feat.entity';
import { Power } from './power.entity';

/** Key of a catalogue entry inside its world. */
export const entryKey = (worldId: string, catalogueId: string) => `${worldId}|${catalogueId}`;

/** The catalogue's loaders: a list's nested entries cost one statement whatever the list's length. */
export const CATALOGUE_LOADERS = {
  powerByWorldAndCatalogueId: (em: EntityManager) =>
    new DataLoader<string, Power | null>(async (keys) => {
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
  /** A world's feat by `entryKey(worldId, catalogueId)`: every member's feats of a page in one statement. */
  featByWorldAndCatalogueId: (em: EntityManager) =>
    new DataLoader<string, Feat | null>((keys) =>
      featsByWorldAndCatalogueIds(
        em,
        keys.map((k) => {
          const [worldId, catalogueId] = k.split('|');
          return { worldId, catalogueId };
        }),
      ),
    ),
  /** Each world's power names in printed order: an import checks every character's dial against them with one read. */
  powerNamesByWorldId: (em: EntityManager) =>
    new DataLoader<string, string[]>(async (worldIds) => {
      const rows = await em.find(Power, { where: { worldId: In([...worldIds]) }, select: { worldId: true, name: true }, order: { position: 'ASC' } });
      const names = new Map<string, string[]>(worldIds.map((id) => [id, []]));
      for (const power of rows) names.get(power.worldId)!.push(power.name);
      return worldIds.map((id) => names.get(id)!);
    }),
} satisfies LoaderMakers;
