// Starts one PostgreSQL for the whole test run (embedded unless DATABASE_URL is set). Each
// test file then gets a fresh database cloned from a template built from the migrations.
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startDatabase } from '@clix/devdb';
import { TEMPLATE_DATABASE } from './template-name.mjs';

export default async function globalSetup() {
  const database = await startDatabase({
    dataDir: path.join(os.tmpdir(), `clix-api-test-${process.pid}`),
    persistent: false,
  });
  globalThis.__CLIX_TEST_DATABASE__ = database;
  process.env.CLIX_TEST_SERVER_URL = database.serverUrl;
  const client = new pg.Client({ connectionString: database.serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await client.end();
}
