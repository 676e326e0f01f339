import 'reflect-metadata';
import { DataSource, Logger } from 'typeorm';
import { Account, Session } from './accounts/account.entity';
import { ApiKey } from './api-keys/api-key.entity';
import { catalogueEntities } from './catalogues';
import { teamEntities } from './teams';
import { matchEntities } from './matches';
import { leagueEntities } from './leagues';
import { CharacterVersion } from './characters/character-version.entity';
import { Character } from './characters/character.entity';
import { DialClick } from './characters/dial-click.entity';
import { statementTimeoutFromEnv } from './limits/limits.config';
import { migrations } from './migrations';
import { DiceRoll } from './rolls/dice-roll.entity';
import { World } from './worlds/world.entity';
import { WorldInvitation } from './worlds/world-invitation.entity';
import { WorldMember } from './worlds/world-member.entity';
import { webhookEntities } from './webhooks';

export const entities = [
  World,
  WorldMember,
  WorldInvitation,
  Account,
  Session,
  ApiKey,
  Character,
  CharacterVersion,
  DialClick,
  DiceRoll,
  ...catalogueEntities,
  ...teamEntities,
  ...matchEntities,
  ...leagueEntities,
  ...webhookEntities,
];

export interface DataSourceOptions {
  url: string;
  /** Receives every SQL statement; tests count statements through it. */
  logger?: Logger;
  poolSize?: number;
  /** PostgreSQL cancels a statement running longer; defaults to DB_STATEMENT_TIMEOUT_MS or 10 s. */
  statementTimeoutMs?: number;
}

/** The PostgreSQL connection; schema changes come from migrations only, never `synchronize`. */
export function createDataSource({ url, logger, poolSize = 10, statementTimeoutMs = statementTimeoutFromEnv() }: DataSourceOptions): DataSource {
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
    extra: { statement_timeout: statementTimeoutMs, connectionTimeoutMillis: 5_000 },
  });
}
