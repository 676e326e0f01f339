import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { byKey } from './common/entity-rows';
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
import { worldsByIds } from './worlds/world.reads';
import { charactersByIds, clicksByVersionIds, versionsByCharacterIds } from './characters/character.reads';

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
 * Their SQL lives in the features' read modules (`<feature>.reads.ts`).
 */
export function createLoaders(em: EntityManager) {
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
    characterById: new DataLoader<string, Character | null>((ids) => charactersByIds(em, ids)),
    worldById: new DataLoader<string, World | null>((ids) => worldsByIds(em, ids)),
    versionsByCharacterId: new PrimedLoader<CharacterVersion[]>((ids) => versionsByCharacterIds(em, ids)),
    clicksByVersionId: new PrimedLoader<DialClick[]>((ids) => clicksByVersionIds(em, ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
