// The database restarted under load: PostgreSQL is stopped while clients read and write, /healthz
// answers 503 while it is down, it is started again and the SAME API process recovers by itself
// (200, reads and writes work). Every write acknowledged before, during and after is present, and
// a write that failed while the database was down got an error, not a false success.
import {
  ApiProcess,
  Database,
  DEMO_CREATOR,
  DEMO_HERO_PLAYER,
  demoTeams,
  expectConsistentLedger,
  gql,
  GqlResponse,
  ledgerReport,
  signIn,
  sleep,
  Tally,
  rowId,
} from './support';

const GRANT = `mutation($input: GrantAwardInput!) { grantAward(input: $input) { entry { id note } userErrors { code message } } }`;
const BUY = `mutation($input: BuyItemInput!) { buyItem(input: $input) { item { id } ledgerEntry { id } userErrors { code message } } }`;
const TEAMS = `{ teams(world: "demo", first: 10) { nodes { id heroPoints cash members { id character { name } } } } }`;
const DOWN_MS = Number(process.env.CLIX_FAULT_DB_DOWN_MS ?? 4_000);
const RECOVERY_LIMIT_MS = 30_000;

let db: Database;
let api: ApiProcess;

beforeAll(async () => {
  db = await Database.start('dbrestart');
  // As in production: errors while the database is down must not carry stack traces.
  api = await ApiProcess.start(db.url, { NODE_ENV: 'production' });
});

afterAll(async () => {
  await api?.kill();
  await db?.destroy();
});

type Phase = 'before' | 'down' | 'after';

test('PostgreSQL stopped and started under load: 503 while down, the same API process recovers, no acknowledged write is lost', async () => {
  const creator = await signIn(api.url, DEMO_CREATOR);
  const heroPlayer = await signIn(api.url, DEMO_HERO_PLAYER);
  const heroTeam = (await demoTeams(api.url, creator)).find((t) => t.name === 'The Lantern Watch')!;
  expect(
    (await gql(api.url, GRANT, { input: { teamId: heroTeam.id, currency: 'CASH', amount: 1_000_000, note: 'fault test: purchase budget' } }, creator)).data
      .grantAward.userErrors,
  ).toEqual([]);

  let phase: Phase = 'before';
  let stop = false;
  const tally = new Tally();
  const acknowledgedAwards: Array<{ note: string; id: string; phase: Phase }> = [];
  const failedAwards: Array<{ note: string; phase: Phase; how: string }> = [];
  const acknowledgedItems: string[] = [];
  const faults: string[] = [];
  const failure = (res: GqlResponse) =>
    res.networkError
      ? `network ${res.networkError}`
      : `HTTP ${res.status} ${res.errors?.map((e) => `${e.extensions?.code}: ${e.message.replace(/:\d+/g, ':<port>')}`).join(',')}`;

  let n = 0;
  const awardStream = async () => {
    while (!stop) {
      const note = `db restart award ${n++}`;
      const at = phase;
      const res = await gql(api.url, GRANT, { input: { teamId: heroTeam.id, currency: 'HERO_POINTS', amount: 3, note } }, creator);
      if (res.status === 200 && !res.errors && res.data?.grantAward) {
        expect(res.data.grantAward.userErrors).toEqual([]);
        acknowledgedAwards.push({ note, id: res.data.grantAward.entry.id, phase: at });
        tally.add(`acknowledged awards ${at}`);
      } else {
        failedAwards.push({ note, phase: at, how: failure(res) });
        tally.add(`failed awards ${at}`);
        if (res.errors?.some((e) => e.extensions?.stacktrace)) faults.push(`award: ${JSON.stringify(res.errors)}`);
        await sleep(100);
      }
    }
  };
  const purchaseStream = async () => {
    while (!stop) {
      const at = phase;
      const res = await gql(api.url, BUY, { input: { teamId: heroTeam.id, itemId: 'handgun-small' } }, heroPlayer);
      if (res.status === 200 && !res.errors && res.data?.buyItem) {
        expect(res.data.buyItem.userErrors).toEqual([]);
        acknowledgedItems.push(res.data.buyItem.item.id);
        tally.add(`acknowledged purchases ${at}`);
      } else {
        tally.add(`failed purchases ${at}`);
        await sleep(100);
      }
    }
  };
  const readStream = async () => {
    while (!stop) {
      const at = phase;
      const res = await gql(api.url, TEAMS, {}, creator);
      if (res.status === 200 && !res.errors && res.data) tally.add(`reads ${at}`);
      else {
        tally.add(`failed reads ${at}`);
        await sleep(100);
      }
    }
  };
  const streams = Promise.all([awardStream(), awardStream(), purchaseStream(), readStream()]);

  await sleep(3_000);
  const stoppedAt = Date.now();
  phase = 'down';
  await db.stopServer();
  tally.add('database stopped');
  const healthWhileDown: number[] = [];
  while (Date.now() - stoppedAt < DOWN_MS) {
    healthWhileDown.push(await api.health());
    await sleep(500);
  }
  await db.startServer();
  const startedAt = Date.now();
  let recoveredAfterMs = -1;
  while (Date.now() - startedAt < RECOVERY_LIMIT_MS) {
    if ((await api.health()) === 200) {
      recoveredAfterMs = Date.now() - startedAt;
      break;
    }
    await sleep(250);
  }
  phase = 'after';
  await sleep(3_000);
  stop = true;
  await streams;

  console.log(
    `database restart: down ${DOWN_MS} ms, /healthz while down ${healthWhileDown.join(',')}, healthy again ${recoveredAfterMs} ms after the start, ${tally}; ` +
      `failures while down: ${[...new Set(failedAwards.map((f) => f.how))].join(' | ')}`,
  );
  expect(api.exited).toBe(false);
  expect(healthWhileDown.length).toBeGreaterThan(0);
  for (const status of healthWhileDown) expect(status).toBe(503);
  expect(recoveredAfterMs).toBeGreaterThanOrEqual(0);
  // Recovered by itself: the same process takes writes and reads after the restart.
  expect(tally.get('acknowledged awards after')).toBeGreaterThan(0);
  expect(tally.get('acknowledged purchases after')).toBeGreaterThan(0);
  expect(tally.get('reads after')).toBeGreaterThan(0);
  expect(tally.get('failed awards down') + tally.get('failed purchases down')).toBeGreaterThan(0);
  expect(faults).toEqual([]);

  // Every acknowledged write is there; a write that got an error is not (no false failure either).
  const stored = await db.query<{ id: string; note: string }>(`SELECT id, note FROM ledger_entry WHERE note LIKE 'db restart award %'`);
  const storedNotes = new Set(stored.map((r) => r.note));
  expect(acknowledgedAwards.filter((a) => !storedNotes.has(a.note))).toEqual([]);
  const failedButStored = failedAwards.filter((f) => storedNotes.has(f.note));
  expect(failedButStored).toEqual([]);
  expect(stored.length).toBe(acknowledgedAwards.length);
  const items = await db.query<{ id: string }>(`SELECT id FROM team_item WHERE id = ANY($1::uuid[])`, [acknowledgedItems.map(rowId)]);
  expect(items.length).toBe(acknowledgedItems.length);
  expectConsistentLedger(await ledgerReport(db));
});
