import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { Account } from './accounts/account.entity';
import { catalogueLoaders } from './catalogues';
import { teamLoaders } from './teams';
import { matchLoaders } from './matches';
import { leagueLoaders } from './leagues';
import { CharacterVersion } from './characters/character-version.entity';
import { DialClick } from './characters/dial-click.entity';
import { World } from './worlds/world.entity';

// Rank order of versions on a character page: as a figure is promoted.
const RANK_ORDER = "array_position(ARRAY['ROOKIE','EXPERIENCED','VETERAN','UNIQUE','LIMITED_EDITION'], version.rank)";

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** One set per request: each field of a list costs one statement, whatever the list's length. */
export function createLoaders(em: EntityManager) {
  return {
    ...catalogueLoaders(em),
    ...teamLoaders(em),
    ...matchLoaders(em),
    ...leagueLoaders(em),
    accountById: new DataLoader<string, Account | null>(async (ids) => {
      const rows = await em.find(Account, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((a) => a.id === id) ?? null);
    }),
    worldById: new DataLoader<string, World | null>(async (ids) => {
      const rows = await em.find(World, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((w) => w.id === id) ?? null);
    }),
    versionsByCharacterId: new DataLoader<string, CharacterVersion[]>(async (ids) => {
      const rows = await em
        .createQueryBuilder(CharacterVersion, 'version')
        .where('version.character_id IN (:...ids)', { ids })
        .orderBy(RANK_ORDER)
        .addOrderBy('version.point_value')
        .getMany();
      return groupBy(ids, rows, (v) => v.characterId);
    }),
    clicksByVersionId: new DataLoader<string, DialClick[]>(async (ids) => {
      const rows = await em.find(DialClick, { where: { versionId: In([...ids]) }, order: { number: 'ASC' } });
      return groupBy(ids, rows, (c) => c.versionId);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
