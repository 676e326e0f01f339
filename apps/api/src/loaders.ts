import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { byKey, entityRows, groupBy, preparedQuery } from './common/entity-rows';
import { Account } from './accounts/account.entity';
import { catalogueLoaders } from './catalogues';
import { teamLoaders } from './teams';
import { matchLoaders } from './matches';
import { leagueLoaders } from './leagues';
import { webhookLoaders } from './webhooks';
import { Character } from './characters/character.entity';
import { CharacterVersion } from './characters/character-version.entity';
import { DialClick } from './characters/dial-click.entity';
import { World } from './worlds/world.entity';

/** The order of a character's versions (alias `v`): as a figure is promoted, then by points. */
export const VERSION_ORDER = "array_position(ARRAY['ROOKIE','EXPERIENCED','VETERAN','UNIQUE','LIMITED_EDITION'], v.rank), v.point_value, v.id";

/**
 * A DataLoader whose primed values can also be read at once: a resolver given data fetched with
 * its parent answers without a promise (a page of dials has hundreds of such fields).
 */
export class PrimedLoader<V> extends DataLoader<string, V> {
  private readonly primed = new Map<string, V>();

  override prime(key: string, value: V | Promise<V> | Error): this {
    if (!(value instanceof Error) && !(value instanceof Promise) && !this.primed.has(key)) this.primed.set(key, value);
    return super.prime(key, value);
  }

  /** The primed value, if any; `load` for the rest. */
  peek(key: string): V | undefined {
    return this.primed.get(key);
  }

  override clearAll(): this {
    this.primed.clear();
    return super.clearAll();
  }

  override clear(key: string): this {
    this.primed.delete(key);
    return super.clear(key);
  }
}

/**
 * One set per request: each field of a list costs one statement, whatever the list's length.
 * The hot public reads (worlds, versions, dial clicks) are plain SQL (common/entity-rows.ts).
 */
export function createLoaders(em: EntityManager) {
  const worlds = entityRows(em, World);
  const versions = entityRows(em, CharacterVersion);
  const clicks = entityRows(em, DialClick);
  return {
    ...catalogueLoaders(em),
    ...teamLoaders(em),
    ...matchLoaders(em),
    ...leagueLoaders(em),
    ...webhookLoaders(em),
    accountById: new DataLoader<string, Account | null>(async (ids) => {
      const rows = await em.find(Account, { where: { id: In([...ids]) } });
      return byKey(ids, rows, (a) => a.id);
    }),
    characterById: new DataLoader<string, Character | null>(async (ids) => {
      const rows = await em.find(Character, { where: { id: In([...ids]) } });
      return byKey(ids, rows, (c) => c.id);
    }),
    worldById: new DataLoader<string, World | null>(async (ids) => {
      const rows: Record<string, unknown>[] = await preparedQuery(em, `SELECT ${worlds.columns('w')} FROM world w WHERE w.id = ANY($1::uuid[])`, [ids]);
      return byKey(ids, rows.map((r) => worlds.from(r)), (w) => w.id);
    }),
    versionsByCharacterId: new PrimedLoader<CharacterVersion[]>(async (ids) => {
      const rows: Record<string, unknown>[] = await preparedQuery(
        em,
        `SELECT ${versions.columns('v')} FROM character_version v WHERE v.character_id = ANY($1::uuid[]) ORDER BY ${VERSION_ORDER}`,
        [ids],
      );
      return groupBy(ids, rows.map((r) => versions.from(r)), (v) => v.characterId);
    }),
    // A dial's clicks arrive as one JSON array per version: a page of dials is mostly clicks.
    clicksByVersionId: new PrimedLoader<DialClick[]>(async (ids) => {
      const rows = await preparedQuery<{ versionId: string; clicks: Record<string, unknown>[] }>(
        em,
        `SELECT c.version_id AS "versionId", json_agg(${clicks.json('c')} ORDER BY c.number) AS clicks
           FROM dial_click c WHERE c.version_id = ANY($1::uuid[]) GROUP BY c.version_id`,
        [ids],
      );
      const byVersion = new Map(rows.map((r) => [r.versionId, r.clicks]));
      return ids.map((id) => (byVersion.get(id) ?? []).map((c) => clicks.fromJson(c)));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
