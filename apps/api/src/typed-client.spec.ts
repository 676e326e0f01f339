/**
 * @clix/client (packages/client) against a real API on the real database: its paging iterators read the demo
 * world whole, a real 429 is waited out and sent again, failures come as ClixErrors with the API's codes, and a
 * subscription that loses its connection resumes after the last sequence it received.
 */
import { createServer } from 'node:net';
import { ClixError, createClient, parseRetryAfter } from '@clix/client';
import WebSocket from 'ws';
import type { DataSource } from 'typeorm';
import { startTestApi, TestApi } from '../test/harness';
import { createDataSource } from './data-source';
import { loadDemoLeague } from './demo/demo-league';
import { demoCreator, loadDemoWorld } from './demo/demo-world';
import { ApiServer, startApiServer } from './http/server';
import { loadDemoTeams } from './teams/demo-teams';

let t: TestApi;
let creator: string;
let throttled: ApiServer;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  await loadDemoLeague(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  // The same database behind a server that lets an account make one request every 2 seconds.
  throttled = await startApiServer(t.dataSource, 0, '127.0.0.1', {
    limits: { rateLimits: { apiKeyPerMinute: 100, accountPerMinute: 1, anonymousPerMinute: 100, windowSeconds: 2 } },
  });
});

afterAll(async () => {
  await throttled?.close();
  await t?.close();
});

/** The global fetch, counting what it sends: the client's own requests, unchanged. */
function countingFetch(): { fetch: typeof fetch; statuses: (number | 'failed')[] } {
  const statuses: (number | 'failed')[] = [];
  return {
    statuses,
    fetch: async (input, init) => {
      try {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      } catch (error) {
        statuses.push('failed');
        throw error;
      }
    },
  };
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const read: T[] = [];
  for await (const item of items) read.push(item);
  return read;
}

describe('paging', () => {
  it("reads the demo world's whole roster page by page: as many characters and teams as the database holds, each once", async () => {
    const client = createClient({ url: `${t.api.url}/graphql`, token: creator });
    const [{ characters, teams }] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM character c JOIN world w ON w.id = c.world_id WHERE w.slug = 'demo') AS characters,
              (SELECT count(*)::int FROM team m JOIN world w ON w.id = m.world_id WHERE w.slug = 'demo') AS teams`,
    );
    expect(characters).toBeGreaterThan(7 * 3);
    const read = await all(client.characters({ world: 'demo' }, { pageSize: 7 }));
    expect(read).toHaveLength(characters);
    expect(new Set(read.map((c) => c.id)).size).toBe(characters);
    expect(read.map((c) => c.name)).toEqual(read.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en')));
    expect(read.every((c) => c.versions.length > 0 && c.versions.every((v) => v.clicks.length > 0))).toBe(true);

    expect(teams).toBeGreaterThan(1);
    const roster = await all(client.teams({ world: 'demo' }, { pageSize: 1 }));
    expect(roster).toHaveLength(teams);
    expect(new Set(roster.map((team) => team.id)).size).toBe(teams);
    expect(roster.every((team) => team.members.length > 0)).toBe(true);
  });

  it("an anonymous client's iterator leaves out the hidden characters, as the API does", async () => {
    const [{ visible }] = await t.dataSource.query(
      `SELECT count(*)::int AS visible FROM character c JOIN world w ON w.id = c.world_id WHERE w.slug = 'demo' AND c.visibility = 'PUBLIC'`,
    );
    const read = await all(createClient({ url: `${t.api.url}/graphql` }).characters({ world: 'demo', orderBy: { field: 'POINTS', direction: 'DESC' } }));
    expect(read).toHaveLength(visible);
    expect(read.every((c) => c.visibility === 'PUBLIC')).toBe(true);
  });

  it('reads every other list a third party reads whole: matches, leagues, standings rows, a ledger, a match log', async () => {
    const client = createClient({ url: `${t.api.url}/graphql`, token: creator });
    const { data } = await t.gql(
      `{ leagues(world: "demo", first: 100) { totalCount nodes { id } } matches(world: "demo", first: 100) { totalCount nodes { id } }
         teams(world: "demo", first: 1) { nodes { id history(first: 1) { totalCount } } } }`,
      {},
      creator,
    );
    const leagues = await all(client.leagues({ world: 'demo' }, { pageSize: 1 }));
    expect(leagues.map((l) => l.id)).toEqual(data.leagues.nodes.map((l: { id: string }) => l.id));
    const matches = await all(client.matches({ world: 'demo' }, { pageSize: 2 }));
    expect(matches.map((m) => m.id)).toEqual(data.matches.nodes.map((m: { id: string }) => m.id));
    expect(matches.length).toBeGreaterThan(2);

    const team = data.teams.nodes[0];
    const ledger = await all(client.ledger({ teamId: team.id }, { pageSize: 3 }));
    expect(ledger).toHaveLength(team.history.totalCount);
    expect(ledger.length).toBeGreaterThan(3);

    const rows = await all(client.standingRows({ leagueId: leagues[0].id }));
    const standings = (await t.gql(`query ($id: ID!) { standings(leagueId: $id) { rows { team { id } } } }`, { id: leagues[0].id })).data.standings;
    expect(rows.map((row) => row.team.id)).toEqual(standings.rows.map((row: { team: { id: string } }) => row.team.id));
    expect(rows.length).toBeGreaterThan(1);

    const played = matches.find((m) => m.status === 'RESOLVED')!;
    const { totalCount } = (await t.gql(`query ($id: ID!) { matchEvents(matchId: $id, first: 1) { totalCount } }`, { id: played.id })).data.matchEvents;
    const events = await all(client.matchEvents({ matchId: played.id }, { pageSize: 1 }));
    expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: totalCount }, (_, i) => i + 1));
    expect(totalCount).toBeGreaterThan(1);
  });

  it('stops reading when the loop stops: a loop that takes 3 items of pages of 2 sends 2 requests', async () => {
    const counted = countingFetch();
    const client = createClient({ url: `${t.api.url}/graphql`, fetch: counted.fetch });
    const names: string[] = [];
    for await (const c of client.characters({ world: 'demo' }, { pageSize: 2 })) {
      names.push(c.name);
      if (names.length === 3) break;
    }
    expect(counted.statuses).toEqual([200, 200]);
  });

  it('a list under an unknown world throws the ClixError of its NOT_FOUND, naming the argument', async () => {
    const error = await all(createClient({ url: `${t.api.url}/graphql` }).teams({ world: 'nope' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClixError);
    expect(error).toMatchObject({ kind: 'graphql', codes: ['NOT_FOUND'], status: 200, data: { teams: null } });
    expect((error as ClixError).errors[0]).toMatchObject({ path: ['teams'], extensions: { argumentName: 'world' } });
  });

  it('a bad argument is a ClixError with BAD_USER_INPUT, from a typed request', async () => {
    const client = createClient({ url: `${t.api.url}/graphql` });
    const error = await client.request(`{ teams(world: "demo", first: 0) { totalCount } }`).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'graphql', codes: ['BAD_USER_INPUT'] });
    expect((error as ClixError).message).toContain('first must be between 1 and 100; got 0');
  });
});

describe('429 and retries', () => {
  const ME = `{ me { email } }`;

  async function spendTheWindow(): Promise<void> {
    const spend = () =>
      fetch(`${throttled.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${creator}` },
        body: JSON.stringify({ query: ME }),
      });
    // Whatever is left of the current window is spent; the last request is refused.
    for (let status = 0; status !== 429;) status = (await spend()).status;
  }

  it('waits out a real 429 as its Retry-After says and sends the same request again', async () => {
    await spendTheWindow();
    const counted = countingFetch();
    const client = createClient({ url: `${throttled.url}/graphql`, token: creator, fetch: counted.fetch });
    const started = Date.now();
    const data = await client.request<{ me: { email: string } }, Record<string, never>>(ME);
    expect(data).toEqual({ me: { email: demoCreator().email } });
    expect(counted.statuses).toEqual([429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives up after rateLimitRetries: a ClixError RATE_LIMITED with the seconds to wait', async () => {
    await spendTheWindow();
    const counted = countingFetch();
    const client = createClient({ url: `${throttled.url}/graphql`, token: creator, fetch: counted.fetch, rateLimitRetries: 0 });
    const error = await client.request(ME).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClixError);
    expect(error).toMatchObject({ kind: 'graphql', codes: ['RATE_LIMITED'], status: 429 });
    expect((error as ClixError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((error as ClixError).retryAfterSeconds).toBeLessThanOrEqual(2);
    expect(counted.statuses).toEqual([429]);
  });

  it('retries a query after a network failure, a mutation only under an Idempotency-Key', async () => {
    // A port nobody listens on: every request fails to connect.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const attempts = async (document: string, idempotencyKey?: string) => {
      const counted = countingFetch();
      const client = createClient({ url: `http://127.0.0.1:${closed}/graphql`, fetch: counted.fetch, retries: 2, retryDelayMs: 10 });
      const error = await client.request(document, {}, { idempotencyKey }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'network', codes: [] });
      return counted.statuses;
    };
    expect(await attempts(`{ me { email } }`)).toEqual(['failed', 'failed', 'failed']);
    const SIGN_OUT = `mutation { signOut { userErrors { code } } }`;
    expect(await attempts(SIGN_OUT)).toEqual(['failed']);
    expect(await attempts(SIGN_OUT, 'a2c1f1c6-2f9e-4d0b-9a57-6f0e7d1c3b11')).toEqual(['failed', 'failed', 'failed']);
  });

  it('retries a query the API answers 503 (REQUEST_TIMEOUT), then throws its error; a mutation without a key is sent once', async () => {
    // A server whose every request runs out of time: its 503 is real, the operation still runs in the background.
    const slow = await startApiServer(t.dataSource, 0, '127.0.0.1', { limits: { requestTimeoutMs: 1 } });
    try {
      const attempts = async (document: string, variables: Record<string, unknown>, idempotencyKey?: string) => {
        const counted = countingFetch();
        const client = createClient({ url: `${slow.url}/graphql`, fetch: counted.fetch, retries: 2, retryDelayMs: 10 });
        const error = await client.request(document, variables, { idempotencyKey }).catch((e: unknown) => e);
        expect(error).toMatchObject({ kind: 'graphql', codes: ['REQUEST_TIMEOUT'], status: 503 });
        return counted.statuses;
      };
      expect(
        await attempts(`query ($world: String!) { teams(world: $world, first: 100) { nodes { name members { character { name } } } } }`, { world: 'demo' }),
      ).toEqual([503, 503, 503]);
      const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token userErrors { code } } }`;
      const input = { input: { email: 'nobody@example.org', password: 'not-the-password' } };
      expect(await attempts(SIGN_IN, input)).toEqual([503]);
      expect(await attempts(SIGN_IN, input, '0b7c1f0e-5a8e-4c3e-9d51-3f2a7e9b6c40')).toEqual([503, 503, 503]);
    } finally {
      await slow.close();
    }
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    const now = Date.parse('2026-12-02T07:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter('Wed, 02 Dec 2026 07:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 02 Dec 2026 06:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('subscriptions', () => {
  const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence type } userErrors { code } } }`;
  const EVENTS = `subscription ($id: ID!, $after: Int) { matchEvents(matchId: $id, after: $after) { sequence type } }`;
  type Events = { matchEvents: { sequence: number; type: string } };
  let liveData: DataSource;

  afterAll(async () => {
    if (liveData?.isInitialized) await liveData.destroy();
  });

  /** A second API process on the same database, which a test can stop and start again on the same port. */
  async function restartableServer(): Promise<{ url: string; stop(): Promise<void>; start(): Promise<void> }> {
    liveData ??= await createDataSource({ url: (t.dataSource.options as { url: string }).url }).initialize();
    let server: ApiServer | undefined = await startApiServer(liveData, 0, '127.0.0.1');
    const url = server.url;
    return {
      url,
      async stop() {
        await server?.close();
        server = undefined;
      },
      async start() {
        server = await startApiServer(liveData, Number(new URL(url).port), '127.0.0.1');
      },
    };
  }

  async function newMatch(leagueId?: string): Promise<string> {
    const { data } = await t.gql(`{ teams(world: "demo", first: 2, orderBy: { field: NAME, direction: ASC }) { nodes { id alignment members { id } } } }`);
    const [a, b] = data.teams.nodes;
    const side = (team: { id: string; alignment: string; members: { id: string }[] }) => ({
      alignment: team.alignment,
      teamId: team.id,
      teamMemberIds: team.members.map((m) => m.id),
    });
    const created = await t.gql(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } userErrors { code message } } }`,
      { input: { world: 'demo', buildTotal: 300, sides: [side(a), side(b)], leagueId } },
      creator,
    );
    expect(created.data.createMatch.userErrors).toEqual([]);
    return created.data.createMatch.match.id;
  }

  async function record(matchId: string, type: string): Promise<number> {
    const { data, errors } = await t.gql(RECORD, { input: { matchId, event: { type } } }, creator);
    expect(errors).toBeUndefined();
    expect(data.recordMatchEvent.userErrors).toEqual([]);
    return data.recordMatchEvent.event.sequence;
  }

  it('receives a recorded event, and after the server goes away and comes back resumes after it: none lost, none twice', async () => {
    const live = await restartableServer();
    const matchId = await newMatch();
    const client = createClient({ url: `${live.url}/graphql`, webSocketImpl: WebSocket, liveRetryDelayMs: 50 });
    const feed = client.subscribe<Events, { id: string; after: number }>(EVENTS, { id: matchId, after: 0 });
    try {
      const first = await record(matchId, 'BYSTANDER_SAVED');
      expect((await feed.next()).value).toEqual({ matchEvents: { sequence: first, type: 'BYSTANDER_SAVED' } });

      await live.stop();
      const missed = [await record(matchId, 'OBJECTIVE_MET'), await record(matchId, 'BYSTANDER_HURT')];
      await live.start();

      const resumed = [(await feed.next()).value, (await feed.next()).value];
      expect(resumed).toEqual([
        { matchEvents: { sequence: missed[0], type: 'OBJECTIVE_MET' } },
        { matchEvents: { sequence: missed[1], type: 'BYSTANDER_HURT' } },
      ]);
      const later = await record(matchId, 'PROPERTY_DESTROYED');
      expect((await feed.next()).value).toEqual({ matchEvents: { sequence: later, type: 'PROPERTY_DESTROYED' } });
      expect([first, ...missed, later]).toEqual([1, 2, 3, 4]);
    } finally {
      await feed.return?.();
      await client.close();
      await live.stop();
    }
  });

  it("resumes a league's activity the same way: the start and result missed while away, then the live one", async () => {
    const { data: teams } = await t.gql(`{ teams(world: "demo", first: 2, orderBy: { field: NAME, direction: ASC }) { nodes { id } } }`);
    const created = await t.gql(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } userErrors { code message } } }`,
      { input: { world: 'demo', name: 'Client activity', season: '2026', teamIds: teams.teams.nodes.map((team: { id: string }) => team.id) } },
      creator,
    );
    expect(created.data.createLeague.userErrors).toEqual([]);
    const leagueId: string = created.data.createLeague.league.id;
    const resolve = async (matchId: string) => {
      const { data } = await t.gql(
        `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { userErrors { code message } } }`,
        { input: { matchId, outcome: { winningSide: 0 } } },
        creator,
      );
      expect(data.resolveMatch.userErrors).toEqual([]);
    };
    const ACTIVITY = `subscription ($id: ID!, $after: Int) { leagueActivity(leagueId: $id, after: $after) { sequence kind match { id } } }`;
    type Activity = { leagueActivity: { sequence: number; kind: string; match: { id: string } } };
    const live = await restartableServer();
    const client = createClient({ url: `${live.url}/graphql`, webSocketImpl: WebSocket, liveRetryDelayMs: 50 });
    const feed = client.subscribe<Activity, { id: string; after: number }>(ACTIVITY, { id: leagueId, after: 0 });
    const entry = (sequence: number, kind: string, matchId: string) => ({ leagueActivity: { sequence, kind, match: { id: matchId } } });
    try {
      const a = await newMatch(leagueId);
      await record(a, 'BYSTANDER_SAVED');
      expect((await feed.next()).value).toEqual(entry(1, 'STARTED', a));

      await live.stop();
      await resolve(a);
      const b = await newMatch(leagueId);
      await record(b, 'BYSTANDER_SAVED');
      await live.start();

      expect([(await feed.next()).value, (await feed.next()).value]).toEqual([entry(2, 'RESOLVED', a), entry(3, 'STARTED', b)]);
      await resolve(b);
      expect((await feed.next()).value).toEqual(entry(4, 'RESOLVED', b));
    } finally {
      await feed.return?.();
      await client.close();
      await live.stop();
    }
  });

  it('a subscription to a match that does not exist ends with the ClixError of MATCH_NOT_FOUND', async () => {
    const client = createClient({ url: `${t.api.url}/graphql`, webSocketImpl: WebSocket });
    try {
      const feed = client.subscribe(EVENTS, { id: '00000000-0000-4000-8000-000000000000', after: 0 });
      const error = await feed.next().catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'graphql', codes: ['MATCH_NOT_FOUND'] });
    } finally {
      await client.close();
    }
  });

  it('refuses a resumable subscription whose after is not a variable: it could not resume', () => {
    const client = createClient({ url: `${t.api.url}/graphql`, webSocketImpl: WebSocket });
    expect(() => client.subscribe(`subscription { matchEvents(matchId: "x") { sequence } }`)).toThrow(/after as a variable/);
  });
});
