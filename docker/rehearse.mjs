// `npm run docker:rehearse`: plays docker/Dockerfile.api and docker/Dockerfile.admin on a machine
// without a Docker engine, and serves what they build. Each stage is a scratch folder standing for
// the image's filesystem; COPY copies from the build context (less .dockerignore) or an earlier
// stage, RUN runs under `sh -c` in the WORKDIR with the ENV so far, and the last stage's CMD is
// started against an embedded PostgreSQL. What it proves: the COPY lists carry everything the
// builds need, the RUN steps succeed from a context holding only those files, and the pruned API
// and the built console start and answer. What it cannot: the base image (node:24-bookworm-slim) is played
// by this machine's Node and npm, and nothing is isolated as a container would be.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureDatabase, freePort, startDatabase, withDatabase } from '@clix/devdb';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

// .dockerignore patterns as regular expressions over context-relative paths ("**/" is any folders, "*" part of a name).
function ignoreRules() {
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return fs
    .readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map(
      (pattern) =>
        new RegExp(
          `^${pattern
            .split(/(\*\*\/|\*)/)
            .map((t) => (t === '**/' ? '(?:.*/)?' : t === '*' ? '[^/]*' : escape(t)))
            .join('')}$`,
        ),
    );
}

/** Docker's COPY: folders merged into the target, symbolic links kept as links (node_modules/.bin, workspaces). */
function copy(from, to, ignored, relative = '') {
  const stat = fs.lstatSync(from);
  if (relative && ignored.some((rule) => rule.test(relative))) return;
  if (stat.isSymbolicLink()) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.symlinkSync(fs.readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) copy(path.join(from, name), path.join(to, name), ignored, relative ? `${relative}/${name}` : name);
  } else {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

/** The Dockerfile's instructions, continuation lines joined. */
function instructions(file) {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, keyword, rest] = line.match(/^(\w+)\s+(.*)$/);
      return { keyword: keyword.toUpperCase(), rest };
    });
}

const expand = (text, env) => text.replace(/\$\{?(\w+)\}?/g, (_, name) => env[name] ?? '');

/** Builds the Dockerfile's stages in `scratch`; returns the last stage's root, WORKDIR, ENV and CMD. */
function build(dockerfile, scratch) {
  const ignored = ignoreRules();
  const stages = new Map();
  let stage;
  for (const { keyword, rest } of instructions(path.join(root, dockerfile))) {
    if (keyword === 'FROM') {
      const [, , name] = rest.match(/^(\S+)(?:\s+AS\s+(\S+))?$/i);
      stage = { root: path.join(scratch, name ?? `stage-${stages.size}`), workdir: '/', env: { ...process.env }, cmd: null };
      fs.mkdirSync(stage.root, { recursive: true });
      stages.set(name ?? `stage-${stages.size}`, stage);
      log(`${dockerfile}: FROM ${rest} (this machine's Node ${process.version} stands for the base image)`);
    } else if (keyword === 'WORKDIR') {
      stage.workdir = path.posix.resolve(stage.workdir, rest);
      fs.mkdirSync(path.join(stage.root, stage.workdir), { recursive: true });
    } else if (keyword === 'ENV') {
      for (const [, name, value] of rest.matchAll(/(\w+)=(\S+)/g)) stage.env[name] = value;
    } else if (keyword === 'COPY') {
      const parts = rest.split(/\s+/);
      const fromStage = parts[0].startsWith('--from=') ? stages.get(parts.shift().slice('--from='.length)) : null;
      const destination = parts.pop();
      const target = path.join(stage.root, path.posix.resolve(stage.workdir, destination));
      for (const source of parts) {
        const sourcePath = fromStage ? path.join(fromStage.root, source) : path.join(root, source);
        const into = destination.endsWith('/') && !fs.statSync(sourcePath).isDirectory() ? path.join(target, path.basename(source)) : target;
        copy(sourcePath, into, fromStage ? [] : ignored, fromStage ? '' : source.replace(/\/$/, ''));
      }
      log(`${dockerfile}: COPY ${rest}`);
    } else if (keyword === 'RUN') {
      log(`${dockerfile}: RUN ${rest}`);
      const result = spawnSync('sh', ['-c', rest], { cwd: path.join(stage.root, stage.workdir), env: stage.env, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`${dockerfile}: RUN ${rest} exited with ${result.status}`);
    } else if (keyword === 'CMD') {
      stage.cmd = JSON.parse(rest);
    } else if (keyword !== 'EXPOSE') {
      throw new Error(`${dockerfile}: ${keyword} is not rehearsed here`);
    }
  }
  return stage;
}

function serve(stage, env) {
  const [command, ...args] = stage.cmd.map((part) => (stage.cmd[0] === 'sh' ? part : expand(part, { ...stage.env, ...env })));
  const child = spawn(command, args, { cwd: path.join(stage.root, stage.workdir), env: { ...stage.env, ...env }, stdio: 'inherit', detached: true });
  return {
    child,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    },
  };
}

async function waitFor(url, check, seconds = 180) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(url);
      const body = await response.text();
      if (check(response, body)) return body;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer as expected within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const du = (dir) => spawnSync('du', ['-sh', dir], { encoding: 'utf8' }).stdout.split('\t')[0];

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'clix-docker-'));
  // Node would find packages in a node_modules above the stage folders: there must be none.
  for (let dir = path.dirname(scratch); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules'))) throw new Error(`${dir}/node_modules would leak into the rehearsal`);
  }
  const servers = [];
  // Its own folder (initdb runs as the postgres user, who cannot enter the scratch folder).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clix-docker-pg-'));
  const database = await startDatabase({ dataDir, port: 0, persistent: false });
  try {
    await ensureDatabase(database.serverUrl, 'clix');
    const databaseUrl = withDatabase(database.serverUrl, 'clix');

    const api = build('docker/Dockerfile.api', path.join(scratch, 'api'));
    log(`API image folder: ${du(api.root)}`);
    const apiPort = await freePort();
    servers.push(serve(api, { DATABASE_URL: databaseUrl, PORT: String(apiPort) }));
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, (r) => r.status === 200);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM migrations');
    await client.end();
    const migrationFiles = fs.readdirSync(path.join(root, 'apps/api/src/migrations')).filter((f) => /^\d{13}-.*\.ts$/.test(f)).length;
    if (rows[0].n !== migrationFiles) throw new Error(`the API image ran ${rows[0].n} migrations of ${migrationFiles}`);
    const answer = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ leagues(world: "none", first: 1) { totalCount } }' }),
    }).then((r) => r.json());
    if (answer.errors?.[0]?.extensions?.code !== 'WORLD_NOT_FOUND') throw new Error(`unexpected answer: ${JSON.stringify(answer)}`);
    log(`API image: migrated (${rows[0].n} migrations), /healthz 200, GraphQL answers (WORLD_NOT_FOUND for an unknown world)`);

    const admin = build('docker/Dockerfile.admin', path.join(scratch, 'admin'));
    log(`console image folder: ${du(admin.root)}`);
    const adminPort = await freePort();
    servers.push(serve(admin, { API_URL: `http://127.0.0.1:${apiPort}/graphql`, ADMIN_PORT: String(adminPort) }));
    await waitFor(`http://127.0.0.1:${adminPort}/sign-in`, (r, body) => r.status === 200 && body.includes('Sign in'));
    log('console image: /sign-in 200 with its form, against the API image');
    console.log('docker rehearsal: both Dockerfiles built and served');
  } finally {
    for (const server of servers) server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
