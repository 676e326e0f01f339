import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { byKey } from './common/entity-rows';
import { PrimedLoader } from './common/primed-loader';
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
