import 'reflect-metadata';
import { DataSource, Logger } from 'typeorm';
import { Account, Session } from './accounts/account.entity';
import { ApiKey } from './api-keys/api-key.entity';
import { catalogueEntities } from './catalogues';
import { teamEntities } from './teams';
import { CharacterVersion } from './characters/character-version.entity';
import { Character } from './characters/character.entity';
import { DialClick } from './characters/dial-click.entity';
import { migrations } from './migrations';
import { DiceRoll } from './rolls/dice-roll.entity';
import { World } from './worlds/world.entity';
import { WorldMember } from './worlds/world-member.entity';

export const entities = [World, WorldMember, Account, Session, ApiKey, Character, CharacterVersion, DialClick, DiceRoll, ...catalogueEntities, ...teamEntities];

export interface DataSourceOptions {
  url: string;
  /** Receives every SQL statement; tests count statements through it. */
  logger?: Logger;
  poolSize?: number;
}

/** The PostgreSQL connection; schema changes come from migrations only, never `synchronize`. */
export function createDataSource({ url, logger, poolSize = 10 }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: logger ? ['query'] : false,
    logger,
    poolSize,
    extra: { statement_timeout: 10_000, connectionTimeoutMillis: 5_000 },
  });
}
