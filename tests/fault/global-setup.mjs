// Builds, once per run, a PostgreSQL data directory holding a migrated database with the demo
// world (through the built CLI: `migrate`, `seed-demo`). Each fault test file copies it and starts
// its own server on the copy, so no file pays for the migrations and the demo seed again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '@clix/devdb';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'apps', 'api', 'dist', 'cli.js');
export const FAULT_DATABASE = 'clix_fault';

export default async function globalSetup() {
  if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build -w @clix/api\` first.`);
  const dataDir = path.join(os.tmpdir(), `clix-fault-template-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres({ dataDir, persistent: true });
  try {
    const admin = new pg.Client({ connectionString: server.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${FAULT_DATABASE}`);
    await admin.end();
    for (const command of ['migrate', 'seed-demo']) {
      const result = spawnSync(process.execPath, [cli, command], {
        env: { ...process.env, DATABASE_URL: withDatabase(server.serverUrl, FAULT_DATABASE) },
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`clix-api ${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
    }
  } finally {
    await server.stop();
  }
  process.env.CLIX_FAULT_TEMPLATE_DIR = dataDir;
}
