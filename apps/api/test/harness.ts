import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, Logger } from 'typeorm';
import { createDataSource } from '../src/data-source';
import { ApiServer, startApiServer } from '../src/http/server';
import type { Limits } from '../src/limits/limits.config';

const TEMPLATE_DATABASE = 'clix_test_template';

function serverUrl(): string {
  const url = process.env.CLIX_TEST_SERVER_URL;
  if (!url) throw new Error('CLIX_TEST_SERVER_URL is unset: run the tests through jest (its global setup starts PostgreSQL).');
  return url;
}

function urlFor(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Counts the SQL statements a DataSource sends, so tests can prove a list is batched. */
export class StatementCounter implements Logger {
  count = 0;
  statements: string[] = [];
  logQuery(query: string) {
    this.count++;
    this.statements.push(query);
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
  reset() {
    this.count = 0;
    this.statements = [];
  }
}

/**
 * A fresh database for one test file, cloned from a template that the first caller of the run
 * builds by running every migration (the same migrations `npm start` runs).
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new Client({ connectionString: serverUrl() });
  await admin.connect();
  const name = `clix_test_${randomUUID().replace(/-/g, '')}`;
  try {
    await admin.query('SELECT pg_advisory_lock(727001)');
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
      const migrator = await createDataSource({ url: urlFor(TEMPLATE_DATABASE), poolSize: 1 }).initialize();
      await migrator.runMigrations({ transaction: 'each' });
      await migrator.destroy();
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    await admin.end();
  }
  return {
    url: urlFor(name),
    async drop() {
      const client = new Client({ connectionString: serverUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token userErrors { code message } } }`;

export interface TestApi {
  dataSource: DataSource;
  counter: StatementCounter;
  api: ApiServer;
  /** Posts a GraphQL operation (as the bearer of `token`, if given) and returns the parsed JSON body. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: any[] }>;
  /** Signs in and returns the bearer token. */
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** A migrated database, a DataSource on it and the HTTP API served on a free port. */
export async function startTestApi(options: { limits?: Partial<Limits> } = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const counter = new StatementCounter();
  const dataSource = await createDataSource({ url: database.url, logger: counter }).initialize();
  const api = await startApiServer(dataSource, 0, '127.0.0.1', { limits: options.limits });
  const gql: TestApi['gql'] = async (query, variables, token) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{ data?: any; errors?: any[] }>;
  };
  return {
    dataSource,
    counter,
    api,
    gql,
    async signIn(email, password) {
      const { data } = await gql(SIGN_IN, { input: { email, password } });
      if (!data?.signIn?.token) throw new Error(`sign-in failed: ${JSON.stringify(data?.signIn?.userErrors)}`);
      return data.signIn.token;
    },
    async close() {
      await api.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    },
  };
}

const INVITE = `mutation ($input: AddWorldMemberInput!) { addWorldMember(input: $input) { userErrors { code message } } }`;
const ACCEPT = `mutation ($input: AcceptWorldInvitationInput!) { acceptWorldInvitation(input: $input) { userErrors { code message } } }`;

/** How an account joins a world: the Creator invites its e-mail with the role, and the account (signed in with `token`) accepts. */
export async function joinWorld(t: TestApi, join: { creator: string; token: string; email: string; role: string; world?: string }): Promise<void> {
  const world = join.world ?? 'demo';
  const invited = await t.gql(INVITE, { input: { world, email: join.email, role: join.role } }, join.creator);
  const accepted = await t.gql(ACCEPT, { input: { world } }, join.token);
  for (const answer of [invited, accepted]) {
    if (answer.errors || Object.values(answer.data ?? {}).some((payload: any) => payload.userErrors.length))
      throw new Error(`joining ${world} failed: ${JSON.stringify(answer)}`);
  }
}
