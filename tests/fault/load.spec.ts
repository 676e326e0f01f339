// Sustained load: for a bounded time, concurrent clients mix reads and writes against one API
// process with rate limits on (a low allowance for the anonymous group). Nothing but the expected
// 429s may fail, and afterwards every team's ledger adds up to its balances.
import {
  ApiProcess,
  Database,
  DEMO_CREATOR,
  DEMO_HERO_PLAYER,
  DEMO_VILLAIN_PLAYER,
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

const SECONDS = Number(process.env.CLIX_FAULT_LOAD_SECONDS ?? 20);
const ANONYMOUS_PER_MINUTE = 30;
const ANONYMOUS_CLIENTS = 3;
const CREATOR_CLIENTS = 2;
const PLAYER_CLIENTS_EACH = 2;
const ALLOWED_REFUSALS = new Set(['INSUFFICIENT_CASH', 'INSUFFICIENT_HERO_POINTS', 'NO_NEXT_VERSION']);

const CHARACTERS_PAGE = `query($after: String) {
  characters(world: "demo", first: 20, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { id name versions { rank pointValue clicks { number speed attack defense damage attackPower } } }
  }
}`;
const TEAMS_WITH_DIALS = `{
  teams(world: "demo", first: 20) {
    nodes { id name heroPoints cash
      members { id rank level achievementPoints character { name } version { pointValue clicks { number speed attack defense damage } } }
      items { id itemId price } }
  }
}`;
const TEAM_HISTORY = `query($teamId: ID!, $after: String) {
  teamHistory(teamId: $teamId, first: 25, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { id amount balanceAfter currency reason note }
  }
}`;
const GRANT = `mutation($input: GrantAwardInput!) { grantAward(input: $input) { entry { id amount currency balanceAfter } userErrors { code message } } }`;
const BUY = `mutation($input: BuyItemInput!) { buyItem(input: $input) { item { id } ledgerEntry { id amount } userErrors { code message } } }`;
const LEVEL_UP = `mutation($input: LevelUpMemberInput!) { levelUpMember(input: $input) { member { id level } ledgerEntry { id amount } userErrors { code message } } }`;

let db: Database;
let api: ApiProcess;

beforeAll(async () => {
  db = await Database.start('load');
  api = await ApiProcess.start(db.url, {
    RATE_LIMIT_DISABLED: 'false',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE),
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
    RATE_LIMIT_API_KEY_PER_MINUTE: '1000000',
  });
});

afterAll(async () => {
  await api?.kill();
  await db?.destroy();
});

test(`${SECONDS} s of mixed reads and writes: only the anonymous group's 429s fail, and the ledger adds up`, async () => {
  const [creator, hero, villain] = [await signIn(api.url, DEMO_CREATOR), await signIn(api.url, DEMO_HERO_PLAYER), await signIn(api.url, DEMO_VILLAIN_PLAYER)];
  const teams = await demoTeams(api.url, creator);
  const heroTeam = teams.find((t) => t.name === 'The Lantern Watch')!;
  const villainTeam = teams.find((t) => t.name === 'The Nightshade Syndicate')!;
  const before = await ledgerReport(db);

  const tally = new Tally();
  const unexpected: string[] = [];
  /** What the API acknowledged, per team and currency: the sum of acknowledged amounts. */
  const acknowledged = new Map<string, number>();
  const acknowledgedEntryIds: string[] = [];
  const ack = (teamId: string, currency: string, amount: number, entryId: string) => {
    acknowledged.set(`${teamId}/${currency}`, (acknowledged.get(`${teamId}/${currency}`) ?? 0) + amount);
    acknowledgedEntryIds.push(entryId);
  };
  const latencies: number[] = [];
  const timed = async (label: string, call: () => Promise<GqlResponse>): Promise<GqlResponse> => {
    const start = Date.now();
    const res = await call();
    latencies.push(Date.now() - start);
    tally.add('requests');
    if (res.status === 429) {
      tally.add('429');
      if (!res.headers.get('retry-after') || !(Number(res.headers.get('retry-after')) >= 1)) unexpected.push(`${label}: 429 without a Retry-After`);
      if (res.errors?.[0]?.extensions?.code !== 'RATE_LIMITED') unexpected.push(`${label}: 429 without RATE_LIMITED: ${JSON.stringify(res.errors)}`);
    } else if (res.status !== 200 || res.errors || !res.data) {
      unexpected.push(`${label}: HTTP ${res.status} ${res.networkError ?? ''} ${JSON.stringify(res.errors)}`);
    }
    return res;
  };

  const deadline = Date.now() + SECONDS * 1000;
  const running = () => Date.now() < deadline;

  const anonymousReader = async (n: number) => {
    let after: string | null = null;
    for (let i = n; running(); i++) {
      const res =
        i % 2 === 0
          ? await timed('anonymous characters', () => gql(api.url, CHARACTERS_PAGE, { after }))
          : await timed('anonymous teams', () => gql(api.url, TEAMS_WITH_DIALS));
      if (res.status === 429) {
        // A polite client waits; this one waits briefly so the limit keeps being hit.
        await sleep(250);
        continue;
      }
      if (i % 2 === 0 && res.data) after = res.data.characters.pageInfo.hasNextPage ? res.data.characters.pageInfo.endCursor : null;
    }
  };

  const creatorClient = async (n: number) => {
    for (let i = n; running(); i++) {
      const team = i % 2 === 0 ? heroTeam : villainTeam;
      if (i % 3 === 0) {
        const res = await timed('creator history', () => gql(api.url, TEAM_HISTORY, { teamId: team.id }, creator));
        if (res.data) tally.add('history pages');
        continue;
      }
      const currency = i % 4 === 1 ? 'HERO_POINTS' : 'CASH';
      const amount = currency === 'CASH' ? 100 + (i % 7) * 25 : 20 + (i % 5) * 10;
      const res = await timed('grantAward', () => gql(api.url, GRANT, { input: { teamId: team.id, currency, amount, note: `load award ${n}/${i}` } }, creator));
      const payload = res.data?.grantAward;
      if (!payload) continue;
      if (payload.userErrors.length) unexpected.push(`grantAward refused: ${JSON.stringify(payload.userErrors)}`);
      else {
        tally.add('awards');
        ack(team.id, currency, payload.entry.amount, payload.entry.id);
      }
    }
  };

  const playerClient = (token: string, team: typeof heroTeam) => async (n: number) => {
    for (let i = n; running(); i++) {
      if (i % 3 === 0) {
        await timed('player teams', () => gql(api.url, TEAMS_WITH_DIALS, {}, token));
        continue;
      }
      if (i % 3 === 1) {
        await timed('player history', () => gql(api.url, TEAM_HISTORY, { teamId: team.id }, token));
        continue;
      }
      if (i % 12 === 2) {
        const member = team.members[i % team.members.length];
        const res = await timed('levelUpMember', () => gql(api.url, LEVEL_UP, { input: { memberId: member.id } }, token));
        const payload = res.data?.levelUpMember;
        if (!payload) continue;
        if (payload.userErrors.length) {
          for (const e of payload.userErrors) {
            tally.add(`refused ${e.code}`);
            if (!ALLOWED_REFUSALS.has(e.code)) unexpected.push(`levelUpMember refused with ${e.code}: ${e.message}`);
          }
        } else {
          tally.add('level-ups');
          ack(team.id, 'HERO_POINTS', payload.ledgerEntry.amount, payload.ledgerEntry.id);
        }
        continue;
      }
      const res = await timed('buyItem', () => gql(api.url, BUY, { input: { teamId: team.id, itemId: 'handgun-small' } }, token));
      const payload = res.data?.buyItem;
      if (!payload) continue;
      if (payload.userErrors.length) {
        for (const e of payload.userErrors) {
          tally.add(`refused ${e.code}`);
          if (!ALLOWED_REFUSALS.has(e.code)) unexpected.push(`buyItem refused with ${e.code}: ${e.message}`);
        }
      } else {
        tally.add('purchases');
        ack(team.id, 'CASH', payload.ledgerEntry.amount, payload.ledgerEntry.id);
      }
    }
  };

  const started = Date.now();
  await Promise.all([
    ...Array.from({ length: ANONYMOUS_CLIENTS }, (_, n) => anonymousReader(n)),
    ...Array.from({ length: CREATOR_CLIENTS }, (_, n) => creatorClient(n)),
    ...Array.from({ length: PLAYER_CLIENTS_EACH }, (_, n) => playerClient(hero, heroTeam)(n)),
    ...Array.from({ length: PLAYER_CLIENTS_EACH }, (_, n) => playerClient(villain, villainTeam)(n)),
  ]);
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `load: ${elapsed.toFixed(1)} s, ${tally}, ${(tally.get('requests') / elapsed).toFixed(0)} req/s, ` +
      `p50 ${latencies[Math.floor(latencies.length * 0.5)]} ms, p99 ${latencies[Math.floor(latencies.length * 0.99)]} ms, max ${latencies.at(-1)} ms`,
  );

  expect(unexpected).toEqual([]);
  // The anonymous group outran its allowance, and the writers did real work.
  expect(tally.get('429')).toBeGreaterThan(0);
  expect(tally.get('awards')).toBeGreaterThan(0);
  expect(tally.get('purchases')).toBeGreaterThan(0);

  const after = await ledgerReport(db);
  expectConsistentLedger(after);
  // Every acknowledged write is in the ledger, and nothing else was written.
  const stored = await db.query<{ id: string }>(`SELECT id FROM ledger_entry WHERE id = ANY($1::uuid[])`, [acknowledgedEntryIds.map(rowId)]);
  expect(stored.length).toBe(acknowledgedEntryIds.length);
  expect(after.entryCount - before.entryCount).toBe(acknowledgedEntryIds.length);
  for (const team of [heroTeam, villainTeam]) {
    for (const currency of ['HERO_POINTS', 'CASH']) {
      const expected = (before.balances.get(rowId(team.id))?.[currency] ?? 0) + (acknowledged.get(`${team.id}/${currency}`) ?? 0);
      expect({ team: team.name, currency, balance: after.balances.get(rowId(team.id))?.[currency] }).toEqual({ team: team.name, currency, balance: expected });
    }
  }
  // The API shows the balances the ledger holds.
  for (const team of await demoTeams(api.url, creator)) {
    expect({ name: team.name, heroPoints: team.heroPoints, cash: team.cash }).toEqual({
      name: team.name,
      heroPoints: after.balances.get(rowId(team.id))?.HERO_POINTS ?? 0,
      cash: after.balances.get(rowId(team.id))?.CASH ?? 0,
    });
  }
});
