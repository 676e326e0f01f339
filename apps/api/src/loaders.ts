import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { byKey } from './common/entity-rows';
import { PrimedLoader } from './common/primed-loader';
import { lazyLoaders, LoaderMakers, LoadersOf } from './common/lazy-loaders';
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

/** How each loader of a request is made: the features' and the few the whole API shares. */
const LOADER_MAKERS = {
  ...catalogueLoaders,
  ...teamLoaders,
  ...matchLoaders,
  ...leagueLoaders,
  ...webhookLoaders,
  accountById: (em: EntityManager) =>
    new DataLoader<string, Account | null>(async (ids) => {
      const rows = await em.find(Account, { where: { id: In([...ids]) } });
      return byKey(ids, rows, (a) => a.id);
    }),
  characterById: (em: EntityManager) => new DataLoader<string, Character | null>((ids) => charactersByIds(em, ids)),
  worldById: (em: EntityManager) => new DataLoader<string, World | null>((ids) => worldsByIds(em, ids)),
  versionsByCharacterId: (em: EntityManager) => new PrimedLoader<CharacterVersion[]>((ids) => versionsByCharacterIds(em, ids)),
  clicksByVersionId: (em: EntityManager) => new PrimedLoader<DialClick[]>((ids) => clicksByVersionIds(em, ids)),
} satisfies LoaderMakers;

/**
 * One set per request, each loader made when first used: each field of a list costs one statement,
 * whatever the list's length. Their SQL lives in the features' read modules (`<feature>.reads.ts`).
 */
export const createLoaders = lazyLoaders(LOADER_MAKERS);

export type Loaders = LoadersOf<typeof LOADER_MAKERS>;
