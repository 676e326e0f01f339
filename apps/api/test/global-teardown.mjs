import pg from 'pg';

export default async function globalTeardown() {
  const database = globalThis.__CLIX_TEST_DATABASE__;
  if (!database) return;
  if (!database.embedded) {
    // On a server we do not own, leave nothing behind.
    const client = new pg.Client({ connectionString: database.serverUrl });
    await client.connect();
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'clix_test_%'`);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
  }
  await database.stop();
}
