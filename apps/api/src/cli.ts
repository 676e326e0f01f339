#!/usr/bin/env node
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createDataSource } from './data-source';
import { demoCreator, loadDemoWorld } from './demo/demo-world';
import { loadDemoLeague } from './demo/demo-league';
import { createRequestContext } from './http/request-context';
import { League } from './leagues/league.entity';
import { LeagueService } from './leagues/league.service';
import { MatchService } from './matches/match.service';
import { RpsService } from './matches/rps.service';
import { demoPlayers, loadDemoTeams } from './teams/demo-teams';
import { startApiServer } from './http/server';
import { LimiterStore } from './limits/rate-limit';
import { printAppSchema } from './schema';
import { migrateJobQueue, startJobWorker } from './webhooks/webhook.worker';

const SCHEMA_FILE = path.join(__dirname, '..', 'schema.graphql');

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set. Run `npm start` from the repository root to start a database for you.');
    process.exit(2);
  }
  return url;
}

async function migrate() {
  const dataSource = await createDataSource({ url: databaseUrl(), poolSize: 2 }).initialize();
  // Replicas starting together must not run the same migration twice: hold a session lock.
  const lock = dataSource.createQueryRunner();
  try {
    // Not feature data: the deployment's own lock around the migrations, on its dedicated connection.
    await lock.query(`SELECT pg_advisory_lock(hashtext('clix-migrations'))`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date.');
    // The job queue's schema (graphile_worker) comes from its own migrations.
    await migrateJobQueue(dataSource);
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}

async function seedDemo() {
  const dataSource = await createDataSource({ url: databaseUrl(), poolSize: 1 }).initialize();
  try {
    console.log((await loadDemoWorld(dataSource)) ? 'Loaded the demo world.' : 'The demo world is already loaded.');
    console.log((await loadDemoTeams(dataSource)) ? 'Loaded the demo teams.' : 'The demo teams are already loaded.');
    console.log((await loadDemoLeague(dataSource)) ? 'Loaded the demo league and its matches.' : 'The demo league is already loaded.');
    const { email, password } = demoCreator();
    console.log(`Demo Creator: ${email} / ${password}`);
    for (const player of Object.values(demoPlayers())) console.log(`${player.displayName}: ${player.email} / ${player.password}`);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * `rebuild-standings [league-id ...]`: recomputes league standings from the recorded results (all
 * leagues when none is named), one transaction per league. A repair job (e.g. a Kubernetes Job
 * after restoring a backup): the API keeps standings up to date by itself.
 */
async function rebuildStandings() {
  const dataSource = await createDataSource({ url: databaseUrl(), poolSize: 1 }).initialize();
  try {
    const named = process.argv.slice(3);
    const ids = named.length ? named : (await dataSource.getRepository(League).find({ select: { id: true }, order: { createdAt: 'ASC' } })).map((l) => l.id);
    for (const id of ids) {
      const done = await dataSource.transaction((em) =>
        LeagueService.rebuildStandings({ ...createRequestContext(dataSource), em }, id, (n, total) => console.log(`  league ${id}: ${n}/${total} matches`)),
      );
      if (!done) throw new Error(`no league ${id}`);
      console.log(`Rebuilt the standings of league ${id}: ${done.matches} matches, ${done.teams} teams.`);
    }
  } finally {
    await dataSource.destroy();
  }
}

/**
 * `verify-matches`: replays every match's log and compares it with the engine state stored with
 * its last event (an RPS Clix game: with each move, whose states its replay shows), since the API
 * reads and writes from those snapshots, never replaying. Exits 1 and
 * names each match that differs: a job to run after a restore or an engine upgrade.
 */
async function verifyMatches() {
  const dataSource = await createDataSource({ url: databaseUrl(), poolSize: 1 }).initialize();
  try {
    const ctx = createRequestContext(dataSource);
    // RPS Clix plays on its own engine, so its games are checked by its own service.
    const problems = [...(await MatchService.verifySnapshots(ctx)), ...(await RpsService.verifySnapshots(ctx))];
    for (const { matchId, problem } of problems) console.error(`match ${matchId}: ${problem}`);
    console.log(problems.length ? `${problems.length} match(es) differ from their log.` : 'Every match agrees with its log.');
    if (problems.length) process.exitCode = 1;
  } finally {
    await dataSource.destroy();
  }
}

async function serve() {
  const dataSource = await createDataSource({ url: databaseUrl() }).initialize();
  const port = Number(process.env.PORT ?? 4000);
  // Several replicas share one allowance per caller through Redis; one process keeps it in memory.
  const limiterStore = process.env.REDIS_URL ? await LimiterStore.redis(process.env.REDIS_URL) : LimiterStore.memory();
  // Webhook deliveries run in every API process, from the queue they share in PostgreSQL.
  const worker = await startJobWorker(dataSource);
  const api = await startApiServer(dataSource, port, undefined, { limiterStore });
  console.log(`API ready at ${api.url}/graphql (health: ${api.url}/healthz${process.env.REDIS_URL ? ', rate limits shared in Redis' : ''})`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`API stopping (${signal})`);
    await api.close();
    await worker.stop();
    await limiterStore.close();
    await dataSource.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function schema(check: boolean) {
  const sdl = printAppSchema();
  if (check) {
    const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    if (committed !== sdl) {
      console.error('apps/api/schema.graphql is stale: run `npm run schema -w @clix/api` and commit it.');
      process.exit(1);
    }
    return;
  }
  fs.writeFileSync(SCHEMA_FILE, sdl);
  console.log(`Wrote ${SCHEMA_FILE}`);
}

const commands: Record<string, () => unknown> = {
  migrate,
  'seed-demo': seedDemo,
  'rebuild-standings': rebuildStandings,
  'verify-matches': verifyMatches,
  serve,
  schema: () => schema(process.argv.includes('--check')),
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`usage: clix-api <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
Promise.resolve(command()).catch((error) => {
  console.error(error);
  process.exit(1);
});
