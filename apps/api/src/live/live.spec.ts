import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createDataSource } from '../data-source';
import { loadDemoWorld, demoCreator } from '../demo/demo-world';
import { ApiServer, startApiServer } from '../http/server';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { startTestApi, TestApi } from '../../test/harness';
import { createRequestContext } from '../http/request-context';
import { LeagueService } from '../leagues/league.service';
import { LiveService } from './live.service';
import type { DataSource } from 'typeorm';
import { rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const EVENT_FIELDS = `id sequence type payload result diceFaces atTable reversesSequence`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { ${EVENT_FIELDS} } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id character { name } } } ${ERRORS} } }`;
const STATE_FIELDS = `sequence turn activeSide actionsLeft bystandersSaved objectivesMet figures { figure { id character { name } } side clickNumber status }`;
const EVENTS_LIVE = `subscription ($id: ID!, $after: Int) { matchEvents(matchId: $id, after: $after) { ${EVENT_FIELDS} } }`;
const STATE_LIVE = `subscription ($id: ID!) { matchState(matchId: $id) { ${STATE_FIELDS} } }`;
const STANDINGS_FIELDS = `final rows { team { name } played won drawn lost points }`;

let t: TestApi;
/** A second API process on the same database: its own HTTP server, listener and pool. */
let other: { dataSource: DataSource; api: ApiServer; gql: TestApi['gql'] };
let creator: string;
let heroTeam: { id: string; members: { id: string; character: { name: string } }[] };
let villainTeam: typeof heroTeam;
const clients: Client[] = [];

/** The values, errors and end of one subscription, and a way to wait for them. */
class Feed<T = any> {
  values: T[] = [];
  errors: unknown[] = [];
  done = false;
  private waiters: (() => void)[] = [];

  changed() {
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Waits until `n` values have arrived (or the subscription ended), then returns every value so far. */
  async take(n: number, timeoutMs = 10_000): Promise<T[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.values.length < n && !this.done) {
      if (Date.now() > deadline) throw new Error(`waited for ${n} values, got ${JSON.stringify(this.values)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.values;
  }

  async ended(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.done) {
      if (Date.now() > deadline) throw new Error('the subscription did not end');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function connect(api: ApiServer, connectionParams: Record<string, unknown> = {}): Client {
  const client = createClient({ url: `${api.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
  clients.push(client);
  return client;
}

const as = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

function subscribe<T = any>(client: Client, query: string, variables: Record<string, unknown>): Feed<T> & { stop(): void } {
  const feed = new Feed<T>();
  const stop = client.subscribe<any>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) feed.errors.push(...result.errors);
        else feed.values.push(Object.values(result.data ?? {})[0] as T);
        feed.changed();
      },
      // An array of GraphQL errors (a refused subscribe), or the CloseEvent of a closed connection.
      error: (error) => {
        feed.errors.push(...(Array.isArray(error) ? error : [error]));
        feed.done = true;
        feed.changed();
      },
      complete: () => {
        feed.done = true;
        feed.changed();
      },
    },
  );
  return Object.assign(feed, { stop });
}

async function record(matchId: string, event: Record<string, unknown>, gql = t.gql) {
  const { data, errors } = await gql(RECORD, { input: { matchId, event } }, creator);
  expect(errors).toBeUndefined();
  expect(data.recordMatchEvent.userErrors).toEqual([]);
  return data.recordMatchEvent.event;
}

async function newMatch(extra: Record<string, unknown> = {}): Promise<{ id: string; figures: { id: string; character: { name: string } | null }[] }> {
  const input = {
    world: 'demo',
    buildTotal: 300,
    sides: [
      { alignment: 'HERO', teamId: heroTeam.id, teamMemberIds: heroTeam.members.map((m) => m.id) },
      { alignment: 'VILLAIN', teamId: villainTeam.id, teamMemberIds: villainTeam.members.map((m) => m.id) },
    ],
    ...extra,
  };
  const { data, errors } = await t.gql(CREATE, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createMatch.userErrors).toEqual([]);
  return data.createMatch.match;
}

/** What a subscriber may be sent besides what it waited for: a short wait, since nothing more should come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  const dataSource = await createDataSource({ url: (t.dataSource.options as { url: string }).url }).initialize();
  const api = await startApiServer(dataSource, 0, '127.0.0.1');
  const gql: TestApi['gql'] = async (query, variables, token) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{ data?: any; errors?: any[] }>;
  };
  other = { dataSource, api, gql };
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id character { name } } } } }`);
  heroTeam = data.teams.nodes.find((n: { name: string }) => n.name === 'The Lantern Watch');
  villainTeam = data.teams.nodes.find((n: { name: string }) => n.name === 'The Nightshade Syndicate');
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});

afterAll(async () => {
  await other?.api.close();
  if (other?.dataSource.isInitialized) await other.dataSource.destroy();
  await t?.close();
});

describe('matchEvents', () => {
  it("sends an event recorded over HTTP as it is committed, with the rules' result, exactly as recordMatchEvent answered it", async () => {
    const match = await newMatch();
    const feed = subscribe(connect(t.api), EVENTS_LIVE, { id: match.id, after: 0 });
    const saved = await record(match.id, { type: 'BYSTANDER_SAVED' });
    expect(await feed.take(1)).toEqual([saved]);
    expect(saved).toMatchObject({ sequence: 1, type: 'BYSTANDER_SAVED' });
  });

  it('without `after`, sends only what is committed from then on', async () => {
    const match = await newMatch();
    await record(match.id, { type: 'BYSTANDER_SAVED' });
    // matchState answers at once: once it has, this process listens, and so does the events subscription opened before it.
    const client = connect(t.api);
    const feed = subscribe(client, EVENTS_LIVE, { id: match.id });
    await subscribe(client, STATE_LIVE, { id: match.id }).take(1);
    await settle();
    const saved = await record(match.id, { type: 'OBJECTIVE_MET' });
    expect((await feed.take(1)).map((e) => e.sequence)).toEqual([saved.sequence]);
    await settle();
    expect(feed.values).toEqual([saved]);
  });

  it('reaches a subscriber of another API process on the same database, in order (LISTEN/NOTIFY)', async () => {
    const match = await newMatch();
    const feed = subscribe(connect(other.api), EVENTS_LIVE, { id: match.id, after: 0 });
    const saved = [];
    for (const type of ['BYSTANDER_SAVED', 'OBJECTIVE_MET', 'BYSTANDER_HURT', 'PROPERTY_DESTROYED']) saved.push(await record(match.id, { type }));
    expect(await feed.take(4)).toEqual(saved);
    expect(saved.map((e) => e.sequence)).toEqual([1, 2, 3, 4]);
    await settle();
    expect(feed.values).toHaveLength(4);
  });

  it('after a drop, reconnecting with `after` sends exactly the missed events, then the live ones', async () => {
    const match = await newMatch();
    const first = subscribe(connect(other.api), EVENTS_LIVE, { id: match.id, after: 0 });
    const before = [await record(match.id, { type: 'BYSTANDER_SAVED' }), await record(match.id, { type: 'OBJECTIVE_MET' })];
    expect(await first.take(2)).toEqual(before);
    await clients.pop()!.dispose();
    const missed = [await record(match.id, { type: 'BYSTANDER_HURT' }), await record(match.id, { type: 'PROPERTY_DESTROYED' })];
    const again = subscribe(connect(other.api), EVENTS_LIVE, { id: match.id, after: before[1].sequence });
    expect(await again.take(2)).toEqual(missed);
    const live = await record(match.id, { type: 'BYSTANDER_SAVED' });
    expect(await again.take(3)).toEqual([...missed, live]);
    await settle();
    expect(again.values.map((e) => e.sequence)).toEqual([3, 4, 5]);
    expect(first.values.map((e) => e.sequence)).toEqual([1, 2]);
  });

  it("sends the moves of an RPS Clix game as they are played: a move and the computer's reply, in order", async () => {
    const monster = async (name: string, attack: number) => {
      const input = {
        world: 'demo',
        name,
        kind: 'NPC',
        description: `${name}, an RPS Clix monster.`,
        versions: [{ rank: 'ROOKIE', pointValue: 25, range: 0, targets: 1, clicks: [{ speed: 6, attack, defense: 15, damage: 2 }], koClicks: 11 }],
      };
      const { data } = await t.gql(
        `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`,
        { input },
        creator,
      );
      expect(data.createCharacter.userErrors).toEqual([]);
      return data.createCharacter.character.versions[0].id as string;
    };
    const army = async (side: string) => Promise.all([7, 8, 9, 10, 11, 12].map((attack) => monster(`Live RPS ${side} ${attack}`, attack)));
    const sides = [
      { alignment: 'HERO', versionIds: await army('P1'), rps: { frontLine: [0, 1, 2, 3, 4], commander: 5 } },
      { alignment: 'VILLAIN', versionIds: await army('P2'), rps: { frontLine: [0, 1, 2, 3, 4], commander: 5, computer: 'RANDOM' } },
    ];
    const created = await t.gql(CREATE, { input: { world: 'demo', ruleset: 'RPS_CLIX', buildTotal: 150, sides, rps: { rows: 5 } } }, creator);
    expect(created.data.createMatch.userErrors).toEqual([]);
    const matchId = created.data.createMatch.match.id;
    const feed = subscribe(connect(other.api), EVENTS_LIVE, { id: matchId, after: 0 });
    // The moves open to the side to move, as its player (the Creator) sees them.
    const { data: board } = await t.gql(
      `query ($id: ID!) { rpsState(matchId: $id) { legalMoves { kind monsterId to { col row } } } }`,
      { id: matchId },
      creator,
    );
    const played = await t.gql(
      `mutation ($input: PlayRpsMoveInput!) { playRpsMove(input: $input) { events { ${EVENT_FIELDS} } ${ERRORS} } }`,
      { input: { matchId, move: board.rpsState.legalMoves[0] } },
      creator,
    );
    expect(played.errors).toBeUndefined();
    expect(played.data.playRpsMove.userErrors).toEqual([]);
    expect(played.data.playRpsMove.events.map((e: { sequence: number; type: string }) => [e.sequence, e.type])).toEqual([
      [1, 'RPS_MOVE'],
      [2, 'RPS_MOVE'],
    ]);
    expect(await feed.take(2)).toEqual(played.data.playRpsMove.events);
    await settle();
    expect(feed.values).toHaveLength(2);
  });

  it('keeps delivering when the listening connection is cut: it reconnects and reads what was committed meanwhile', async () => {
    const match = await newMatch();
    const feed = subscribe(connect(t.api), EVENTS_LIVE, { id: match.id, after: 0 });
    const first = await record(match.id, { type: 'BYSTANDER_SAVED' });
    await feed.take(1);
    const cut = await t.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'clix-live' AND datname = current_database()`,
    );
    expect(cut.length).toBe(2); // one listener per API process
    const meanwhile = await record(match.id, { type: 'OBJECTIVE_MET' });
    expect(await feed.take(2)).toEqual([first, meanwhile]);
    const after = await record(match.id, { type: 'BYSTANDER_HURT' });
    expect(await feed.take(3)).toEqual([first, meanwhile, after]);
  });

  it('refuses a match that does not exist, and a negative `after`, with their codes', async () => {
    const client = connect(t.api);
    const unknown = subscribe(client, EVENTS_LIVE, { id: '00000000-0000-4000-8000-000000000000' });
    await unknown.ended();
    expect(unknown.errors).toEqual([expect.objectContaining({ message: 'There is no such match.', extensions: { code: 'MATCH_NOT_FOUND' } })]);
    const match = await newMatch();
    const negative = subscribe(client, EVENTS_LIVE, { id: match.id, after: -1 });
    await negative.ended();
    expect(negative.errors).toEqual([expect.objectContaining({ message: '`after` is a sequence number: 0 or more.', extensions: { code: 'BAD_USER_INPUT' } })]);
  });
});

describe('hidden characters', () => {
  it('stay hidden: an event about a hidden figure loses its result and note, and its state its character, except for the Creator', async () => {
    const [[hidden]] = await t.dataSource.query(
      `UPDATE character SET visibility = 'HIDDEN' WHERE id = (SELECT c.id FROM character c WHERE c.name NOT IN ('Razorback', 'Skylark', 'Ironwall', 'Static Jill', 'Mother Nightshade', 'Lantern Jack') ORDER BY c.name LIMIT 1) RETURNING id, name`,
    );
    const [version] = await t.dataSource.query(`SELECT id FROM character_version WHERE character_id = $1 LIMIT 1`, [hidden.id]);
    const razorback = villainTeam.members.find((m) => m.character.name === 'Razorback')!.id;
    const match = await newMatch({
      sides: [
        { alignment: 'HERO', versionIds: [version.id] },
        { alignment: 'VILLAIN', teamId: villainTeam.id, teamMemberIds: [razorback] },
      ],
    });
    const hiddenFigure = match.figures.find((f) => f.character?.name === hidden.name)!.id;
    const anonymous = connect(t.api);
    // Both on one process, where subscribers woken by one notice share their reads: the Creator's are not the others'.
    const byCreator = connect(t.api, as(creator));
    const seenByAnyone = subscribe(anonymous, EVENTS_LIVE, { id: match.id, after: 0 });
    const seenByCreator = subscribe(byCreator, EVENTS_LIVE, { id: match.id, after: 0 });
    const stateForAnyone = subscribe(anonymous, STATE_LIVE, { id: match.id });
    expect((await stateForAnyone.take(1))[0].figures.map((f: any) => f.figure.character?.name ?? null)).toEqual([null, 'Razorback']);

    const saved = await record(match.id, { type: 'DAMAGE', figureId: hiddenFigure, clicks: 1, note: `${hidden.name} is hit` });
    expect(saved.result).not.toBeNull();
    expect(await seenByCreator.take(1)).toEqual([saved]);
    const { note: _note, ...enteredWithoutNote } = saved.payload;
    expect(await seenByAnyone.take(1)).toEqual([{ ...saved, payload: enteredWithoutNote, result: null }]);
    expect(JSON.stringify(seenByAnyone.values)).not.toContain(hidden.name);
    // The same as HTTP shows an anonymous caller.
    const { data } = await t.gql(`query ($id: ID!) { matchEvents(matchId: $id, first: 10) { nodes { ${EVENT_FIELDS} } } }`, { id: match.id });
    expect(seenByAnyone.values).toEqual(data.matchEvents.nodes);

    const states = await stateForAnyone.take(2);
    const { data: http } = await t.gql(`query ($id: ID!) { matchState(matchId: $id) { ${STATE_FIELDS} } }`, { id: match.id });
    expect(states[1]).toEqual(http.matchState);
    expect(states[1].figures[0]).toMatchObject({ figure: { character: null }, clickNumber: null, status: null });
    expect(JSON.stringify(states)).not.toContain(hidden.name);
  });
});

describe('shared executions', () => {
  it('run a document once per event for each viewer class: every anonymous subscriber gets the same redacted event, the Creator and a player their own', async () => {
    const [[hidden]] = await t.dataSource.query(
      `UPDATE character SET visibility = 'HIDDEN' WHERE id = (SELECT c.id FROM character c WHERE c.name NOT IN ('Razorback', 'Skylark', 'Ironwall', 'Static Jill', 'Mother Nightshade', 'Lantern Jack') ORDER BY c.name LIMIT 1) RETURNING id, name`,
    );
    const [version] = await t.dataSource.query(`SELECT id FROM character_version WHERE character_id = $1 LIMIT 1`, [hidden.id]);
    const razorback = villainTeam.members.find((m) => m.character.name === 'Razorback')!.id;
    const match = await newMatch({
      sides: [
        { alignment: 'HERO', versionIds: [version.id] },
        { alignment: 'VILLAIN', teamId: villainTeam.id, teamMemberIds: [razorback] },
      ],
    });
    const hiddenFigure = match.figures.find((f) => f.character?.name === hidden.name)!.id;
    const player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
    const anonymous = Array.from({ length: 20 }, () => subscribe(connect(t.api), EVENTS_LIVE, { id: match.id }));
    const byCreator = [
      subscribe(connect(t.api, as(creator)), EVENTS_LIVE, { id: match.id }),
      subscribe(connect(t.api, as(creator)), EVENTS_LIVE, { id: match.id }),
    ];
    const byPlayer = subscribe(connect(t.api, as(player)), EVENTS_LIVE, { id: match.id });
    // Once a state subscription of each connection has answered, its process listens.
    await subscribe(connect(t.api), STATE_LIVE, { id: match.id }).take(1);
    await settle();

    const shown = jest.spyOn(LiveService, 'shownEvent');
    try {
      const saved = await record(match.id, { type: 'DAMAGE', figureId: hiddenFigure, clicks: 1, note: `${hidden.name} is hit` }, other.gql);
      const { note: _note, ...enteredWithoutNote } = saved.payload;
      const redacted = { ...saved, payload: enteredWithoutNote, result: null };
      for (const feed of anonymous) expect(await feed.take(1)).toEqual([redacted]);
      for (const feed of byCreator) expect(await feed.take(1)).toEqual([saved]);
      expect(await byPlayer.take(1)).toEqual([redacted]);
      expect(JSON.stringify([anonymous.map((f) => f.values), byPlayer.values])).not.toContain(hidden.name);
      // One execution for the anonymous twenty, one for the Creator's two connections, one for the player.
      expect(shown).toHaveBeenCalledTimes(3);
    } finally {
      shown.mockRestore();
    }
  });
});

describe('matchState', () => {
  it('costs the same SQL statements per event for twenty subscribers as for one: subscribers woken by one notice share their reads', async () => {
    const match = await newMatch();
    const statementsFor = async (subscribers: number) => {
      const feeds = Array.from({ length: subscribers }, () => subscribe(connect(t.api), STATE_LIVE, { id: match.id }));
      for (const feed of feeds) await feed.take(1);
      // Recorded through the other process, so that this one's statements are only its subscribers' reads.
      t.counter.reset();
      const saved = await record(match.id, { type: 'OBJECTIVE_MET' }, other.gql);
      for (const feed of feeds) expect((await feed.take(2))[1].sequence).toBe(saved.sequence);
      const count = t.counter.count;
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      return count;
    };
    const one = await statementsFor(1);
    expect(one).toBeGreaterThan(0);
    expect(await statementsFor(20)).toBe(one);
  });

  it('answers at once, then after every event, as the matchState query does', async () => {
    const match = await newMatch();
    const feed = subscribe(connect(other.api), STATE_LIVE, { id: match.id });
    const query = async () => (await t.gql(`query ($id: ID!) { matchState(matchId: $id) { ${STATE_FIELDS} } }`, { id: match.id })).data.matchState;
    expect(await feed.take(1)).toEqual([await query()]);
    await record(match.id, { type: 'OBJECTIVE_MET' });
    const states = await feed.take(2);
    expect(states[1]).toEqual(await query());
    expect(states.map((s) => [s.sequence, s.objectivesMet])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});

describe('standings and leagueActivity', () => {
  it('follow a league: a match starting, resolved (the table moves) and voided (it moves back)', async () => {
    const created = await t.gql(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`,
      { input: { world: 'demo', name: 'Live League', season: '2026', teamIds: [heroTeam.id, villainTeam.id] } },
      creator,
    );
    expect(created.data.createLeague.userErrors).toEqual([]);
    const leagueId = created.data.createLeague.league.id;
    const client = connect(other.api);
    const activity = subscribe(client, `subscription ($id: ID!) { leagueActivity(leagueId: $id) { kind match { id status } } }`, { id: leagueId });
    const standings = subscribe(client, `subscription ($id: ID!) { standings(leagueId: $id) { ${STANDINGS_FIELDS} } }`, { id: leagueId });
    const table = async () => (await t.gql(`query ($id: ID!) { standings(leagueId: $id) { ${STANDINGS_FIELDS} } }`, { id: leagueId })).data.standings;
    const before = await table();
    expect(await standings.take(1)).toEqual([before]);

    const match = await newMatch({ leagueId });
    await record(match.id, { type: 'BYSTANDER_SAVED' });
    await record(match.id, { type: 'OBJECTIVE_MET' });
    expect(await activity.take(1)).toEqual([{ kind: 'STARTED', match: { id: match.id, status: 'IN_PROGRESS' } }]);

    const resolved = await t.gql(
      `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, idempotencyKey: 'live-resolve', outcome: { winningSide: 0 } } },
      creator,
    );
    expect(resolved.data.resolveMatch.userErrors).toEqual([]);
    expect((await activity.take(2))[1]).toEqual({ kind: 'RESOLVED', match: { id: match.id, status: 'RESOLVED' } });
    const afterResolution = await table();
    expect(afterResolution).not.toEqual(before);
    expect((await standings.take(2))[1]).toEqual(afterResolution);

    const voided = await t.gql(
      `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, reason: 'played on the wrong map' } },
      creator,
    );
    expect(voided.data.voidMatch.userErrors).toEqual([]);
    expect((await activity.take(3))[2]).toEqual({ kind: 'VOIDED', match: { id: match.id, status: 'VOID' } });
    expect((await standings.take(3))[2]).toEqual(before);
    await settle();
    expect(activity.values).toHaveLength(3);
    expect(standings.values).toHaveLength(3);
  });
});

describe('prestigeTable', () => {
  const PRESTIGE_FIELDS = `totalCount nodes { rank alignment balance currency team { name } }`;
  const table = async () => (await t.gql(`{ prestigeTable(world: "demo", first: 10) { ${PRESTIGE_FIELDS} } }`)).data.prestigeTable;

  it("follows the world's table: a friendly's resolution moves it, its void moves it back, each sent once and committed first", async () => {
    const prestige = subscribe(connect(other.api), `subscription { prestigeTable(world: "demo", first: 10) { ${PRESTIGE_FIELDS} } }`, {});
    const before = await table();
    expect(await prestige.take(1)).toEqual([before]);

    const match = await newMatch();
    await record(match.id, { type: 'BYSTANDER_SAVED' });
    const resolved = await t.gql(
      `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, idempotencyKey: 'live-prestige', outcome: { winningSide: 0 } } },
      creator,
    );
    expect(resolved.data.resolveMatch.userErrors).toEqual([]);
    const afterResolution = await table();
    expect(afterResolution).not.toEqual(before);
    expect((await prestige.take(2))[1]).toEqual(afterResolution);

    const voided = await t.gql(
      `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, reason: 'wrong scenario' } },
      creator,
    );
    expect(voided.data.voidMatch.userErrors).toEqual([]);
    expect((await prestige.take(3))[2]).toEqual(before);
    await settle();
    expect(prestige.values).toHaveLength(3);
  });

  it("follows the correction of a resolution's Prestige entry once it commits, and sends nothing for a correction of Hero Points", async () => {
    const match = await newMatch();
    await record(match.id, { type: 'BYSTANDER_SAVED' });
    const resolved = await t.gql(
      `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, idempotencyKey: 'live-prestige-correction', outcome: { winningSide: 0 } } },
      creator,
    );
    expect(resolved.data.resolveMatch.userErrors).toEqual([]);
    const history = async (currency: string) =>
      (
        await t.gql(
          `query ($id: ID!, $currency: LedgerCurrency) { team(id: $id) { history(first: 1, currency: $currency) { nodes { id amount } } } }`,
          { id: heroTeam.id, currency },
          creator,
        )
      ).data.team.history.nodes[0] as { id: string; amount: number };
    const [prestigeEntry, heroPointsEntry] = [await history('PRESTIGE'), await history('HERO_POINTS')];
    expect(prestigeEntry.amount).not.toBe(0);
    const correct = async (entryId: string) =>
      (
        await t.gql(
          `mutation ($input: CorrectLedgerEntryInput!) { correctLedgerEntry(input: $input) { ${ERRORS} } }`,
          { input: { entryId, note: 'scored twice' } },
          creator,
        )
      ).data.correctLedgerEntry.userErrors;

    const prestige = subscribe(connect(other.api), `subscription { prestigeTable(world: "demo", first: 10) { ${PRESTIGE_FIELDS} } }`, {});
    const before = await table();
    expect(await prestige.take(1)).toEqual([before]);
    expect(await correct(heroPointsEntry.id)).toEqual([]);
    await settle();
    expect(prestige.values).toHaveLength(1);
    expect(await correct(prestigeEntry.id)).toEqual([]);
    const corrected = await table();
    expect(corrected).not.toEqual(before);
    expect((await prestige.take(2))[1]).toEqual(corrected);
    await settle();
    expect(prestige.values).toHaveLength(2);
  });

  it('sends nothing for a match voided before any resolution, and refuses a world that does not exist', async () => {
    const prestige = subscribe(connect(other.api), `subscription { prestigeTable(world: "demo", first: 10) { ${PRESTIGE_FIELDS} } }`, {});
    expect(await prestige.take(1)).toEqual([await table()]);
    const match = await newMatch();
    const voided = await t.gql(
      `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, reason: 'never played' } },
      creator,
    );
    expect(voided.data.voidMatch.userErrors).toEqual([]);
    await settle();
    expect(prestige.values).toHaveLength(1);

    const missing = subscribe(connect(t.api), `subscription { prestigeTable(world: "nowhere", first: 10) { totalCount } }`, {});
    await missing.ended();
    expect(missing.errors.map((e: any) => [e.extensions?.code, e.message])).toEqual([['NOT_FOUND', 'There is no world "nowhere".']]);
    expect(missing.values).toEqual([]);
  });
});

describe('standings: every change of the table is sent', () => {
  const LEAGUE = `league { id } ${ERRORS}`;
  const STANDINGS_LIVE = `subscription ($id: ID!) { standings(leagueId: $id) { ${STANDINGS_FIELDS} } }`;
  const table = async (leagueId: string) =>
    (await t.gql(`query ($id: ID!) { standings(leagueId: $id) { ${STANDINGS_FIELDS} } }`, { id: leagueId })).data.standings;

  /** A league of `teamIds`, followed by a standings subscriber on the other process (which has received the table as it is). */
  async function followedLeague(name: string, teamIds: string[]) {
    const created = await t.gql(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { ${LEAGUE} } }`,
      { input: { world: 'demo', name, season: '2026', teamIds } },
      creator,
    );
    expect(created.data.createLeague.userErrors).toEqual([]);
    const leagueId = created.data.createLeague.league.id as string;
    const feed = subscribe(connect(other.api), STANDINGS_LIVE, { id: leagueId });
    expect(await feed.take(1)).toEqual([await table(leagueId)]);
    return { leagueId, feed };
  }

  async function mutate(name: string, inputType: string, input: Record<string, unknown>) {
    const { data, errors } = await t.gql(`mutation ($input: ${inputType}!) { ${name}(input: $input) { ${LEAGUE} } }`, { input }, creator);
    expect(errors).toBeUndefined();
    expect(data[name].userErrors).toEqual([]);
  }

  /** The subscriber receives the new table, as the query answers it, and nothing more. */
  async function sentOnce(feed: Feed, leagueId: string) {
    const now = await table(leagueId);
    expect((await feed.take(2))[1]).toEqual(now);
    await settle();
    expect(feed.values).toHaveLength(2);
    return now;
  }

  it('when a team joins the league, and when it leaves', async () => {
    const { leagueId, feed } = await followedLeague('Live joins', [heroTeam.id]);
    await mutate('addLeagueTeam', 'LeagueTeamInput', { leagueId, teamId: villainTeam.id });
    expect((await sentOnce(feed, leagueId)).rows.map((r: any) => r.team.name).sort()).toEqual(['The Lantern Watch', 'The Nightshade Syndicate']);
    await mutate('removeLeagueTeam', 'LeagueTeamInput', { leagueId, teamId: villainTeam.id });
    expect((await feed.take(3))[2].rows.map((r: any) => r.team.name)).toEqual(['The Lantern Watch']);
  });

  it('when the scoring changes, and not when only the name does', async () => {
    const { leagueId, feed } = await followedLeague('Live scoring', [heroTeam.id, villainTeam.id]);
    const match = await newMatch({ leagueId });
    await record(match.id, { type: 'BYSTANDER_SAVED' });
    const resolved = await t.gql(
      `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, idempotencyKey: 'live-scoring', outcome: { winningSide: 0 } } },
      creator,
    );
    expect(resolved.data.resolveMatch.userErrors).toEqual([]);
    expect((await feed.take(2))[1].rows.map((r: any) => r.points)).toEqual([3, 0]);
    await mutate('updateLeague', 'UpdateLeagueInput', { leagueId, name: 'Live scoring, renamed' });
    await mutate('updateLeague', 'UpdateLeagueInput', { leagueId, scoring: { win: 5, draw: 1, loss: 0 } });
    expect((await feed.take(3))[2]).toEqual(await table(leagueId));
    expect(feed.values[2].rows.map((r: any) => r.points)).toEqual([5, 0]);
    await settle();
    expect(feed.values).toHaveLength(3);
  });

  it('when the league is finalized', async () => {
    const { leagueId, feed } = await followedLeague('Live final', [heroTeam.id]);
    await mutate('finalizeLeague', 'FinalizeLeagueInput', { leagueId });
    expect((await sentOnce(feed, leagueId)).final).toBe(true);
  });

  it('when the standings are rebuilt', async () => {
    const { leagueId, feed } = await followedLeague('Live rebuild', [heroTeam.id]);
    await t.dataSource.transaction((em) => LeagueService.rebuildStandings({ ...createRequestContext(t.dataSource), em }, rowId(leagueId)));
    await sentOnce(feed, leagueId);
  });
});

describe('leagueActivity', () => {
  const ACTIVITY_LIVE = `subscription ($id: ID!, $after: Int) { leagueActivity(leagueId: $id, after: $after) { sequence kind match { id } } }`;

  it('after a drop, reconnecting with `after` sends exactly the activity missed, then the live one', async () => {
    const created = await t.gql(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`,
      { input: { world: 'demo', name: 'Live activity', season: '2026', teamIds: [heroTeam.id, villainTeam.id] } },
      creator,
    );
    const leagueId = created.data.createLeague.league.id;
    const resolve = async (matchId: string) => {
      const { data } = await t.gql(
        `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
        { input: { matchId, idempotencyKey: `live-activity-${matchId}`, outcome: { winningSide: 1 } } },
        creator,
      );
      expect(data.resolveMatch.userErrors).toEqual([]);
    };
    const first = subscribe(connect(other.api), ACTIVITY_LIVE, { id: leagueId, after: 0 });
    const one = await newMatch({ leagueId });
    await record(one.id, { type: 'BYSTANDER_SAVED' });
    expect(await first.take(1)).toEqual([{ sequence: 1, kind: 'STARTED', match: { id: one.id } }]);
    await clients.pop()!.dispose();

    const two = await newMatch({ leagueId });
    await record(two.id, { type: 'BYSTANDER_SAVED' });
    await resolve(one.id);
    const again = subscribe(connect(other.api), ACTIVITY_LIVE, { id: leagueId, after: 1 });
    const missed = [
      { sequence: 2, kind: 'STARTED', match: { id: two.id } },
      { sequence: 3, kind: 'RESOLVED', match: { id: one.id } },
    ];
    expect(await again.take(2)).toEqual(missed);
    const voided = await t.gql(
      `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: two.id, reason: 'abandoned' } },
      creator,
    );
    expect(voided.data.voidMatch.userErrors).toEqual([]);
    expect(await again.take(3)).toEqual([...missed, { sequence: 4, kind: 'VOIDED', match: { id: two.id } }]);
    await settle();
    expect(again.values).toHaveLength(3);
    expect(first.values).toHaveLength(1);
    // From the start, the whole log; a negative `after` is refused.
    expect(await subscribe(connect(t.api), ACTIVITY_LIVE, { id: leagueId, after: 0 }).take(4)).toEqual([first.values[0], ...again.values]);
    const negative = subscribe(connect(t.api), ACTIVITY_LIVE, { id: leagueId, after: -1 });
    await negative.ended();
    expect(negative.errors).toEqual([expect.objectContaining({ message: '`after` is a sequence number: 0 or more.', extensions: { code: 'BAD_USER_INPUT' } })]);
  });
});

describe('the same rules as HTTP', () => {
  it('refuses a subscription nested deeper than the depth limit, and one costing more than the cost limit, before anything runs', async () => {
    const match = await newMatch();
    const client = connect(t.api);
    const deep = `subscription ($id: ID!) { leagueActivity(leagueId: $id) { match { league { teams { prestigeHistory(first: 1) { nodes { match { league { teams { prestigeHistory(first: 1) { nodes { match { id } } } } } } } } } } } } }`;
    const tooDeep = subscribe(client, deep, { id: match.id });
    await tooDeep.ended();
    expect(tooDeep.errors).toEqual([
      {
        message: 'The operation is nested 13 levels deep; the maximum is 10.',
        locations: [{ line: 1, column: 1 }],
        extensions: { code: 'QUERY_TOO_DEEP', depth: 13, maxDepth: 10 },
      },
    ]);
    const pages = Array.from({ length: 20 }, (_, i) => `p${i}: prestigeHistory(first: 100) { nodes { match { league { id } } } }`).join(' ');
    const costly = `subscription ($id: ID!) { leagueActivity(leagueId: $id) { match { league { teams { ${pages} } } } } }`;
    const tooCostly = subscribe(client, costly, { id: match.id });
    await tooCostly.ended();
    expect(tooCostly.errors).toEqual([
      {
        message: 'This operation costs 6024; the maximum is 5000. Ask for smaller pages (a lower `first`) or fewer fields.',
        extensions: { code: 'QUERY_TOO_COSTLY', cost: 6024, maxCost: 5000 },
      },
    ]);
    const unknownField = subscribe(client, `subscription ($id: ID!) { matchState(matchId: $id) { noSuchField } }`, { id: match.id });
    await unknownField.ended();
    expect(unknownField.errors).toEqual([
      {
        message: 'Cannot query field "noSuchField" on type "MatchState".',
        locations: [{ line: 1, column: 54 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    const query = subscribe(client, `query ($id: ID!) { match(id: $id) { id } }`, { id: match.id });
    await query.ended();
    expect(query.errors).toEqual([
      { message: 'Only subscriptions are served over WebSocket; send queries and mutations over HTTP.', extensions: { code: 'SUBSCRIPTIONS_ONLY' } },
    ]);
    // And the other way round: HTTP refuses a subscription, with its code.
    const overHttp = await t.gql(`subscription ($id: ID!) { matchState(matchId: $id) { sequence } }`, { id: match.id });
    expect(overHttp.errors).toEqual([
      {
        message: 'Subscriptions are served over WebSocket (the graphql-ws protocol) at this same /graphql address, not over HTTP.',
        extensions: { code: 'SUBSCRIPTION_OVER_HTTP', stacktrace: expect.any(Array) }, // a stack trace outside production only
      },
    ]);
  });

  it('closes a connection whose token is unknown or revoked with 4401, and one whose connectionParams are malformed with 4400', async () => {
    const unknown = subscribe(connect(t.api, as('not-a-real-token')), STATE_LIVE, { id: '00000000-0000-4000-8000-000000000000' });
    await unknown.ended();
    expect(unknown.errors).toEqual([expect.objectContaining({ code: 4401, reason: 'The session is unknown, expired or signed out: sign in again.' })]);

    const session = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
    expect((await t.gql(`mutation { signOut }`, {}, session)).data).toEqual({ signOut: true });
    const signedOut = subscribe(connect(other.api, as(session)), STATE_LIVE, { id: '00000000-0000-4000-8000-000000000000' });
    await signedOut.ended();
    expect(signedOut.errors).toEqual([expect.objectContaining({ code: 4401 })]);

    const malformed = subscribe(connect(t.api, { authorization: 42 }), STATE_LIVE, { id: '00000000-0000-4000-8000-000000000000' });
    await malformed.ended();
    expect(malformed.errors).toEqual([expect.objectContaining({ code: 4400, reason: 'connectionParams.authorization must be a string: "Bearer <token>"' })]);
  });

  it("takes a request from the caller's rate limit for a connection and for each subscription: a spent allowance refuses the subscription, then closes a new connection with 4429", async () => {
    const dataSource = await createDataSource({ url: (t.dataSource.options as { url: string }).url }).initialize();
    const throttled = await startApiServer(dataSource, 0, '127.0.0.1', {
      limits: { rateLimits: { apiKeyPerMinute: 100, accountPerMinute: 100, anonymousPerMinute: 2 } },
    });
    try {
      const match = await newMatch();
      const client = connect(throttled); // the connection: 1 of 2
      await subscribe(client, STATE_LIVE, { id: match.id }).take(1); // 2 of 2
      const refused = subscribe(client, STATE_LIVE, { id: match.id });
      await refused.ended();
      expect(refused.errors).toEqual([
        {
          message: expect.stringMatching(/^Too many requests: 2 a minute are allowed; retry in \d+ s\.$/),
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
        },
      ]);
      const closed = subscribe(connect(throttled), STATE_LIVE, { id: match.id });
      await closed.ended();
      expect(closed.errors).toEqual([expect.objectContaining({ code: 4429, reason: expect.stringMatching(/^Too many requests: retry in \d+ s\.$/) })]);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.dispose()));
      await throttled.close();
      await dataSource.destroy();
    }
  });

  it('limits the subscriptions open per connection and per caller, and frees a place when one completes', async () => {
    const dataSource = await createDataSource({ url: (t.dataSource.options as { url: string }).url }).initialize();
    const limited = await startApiServer(dataSource, 0, '127.0.0.1', { limits: { maxSubscriptionsPerConnection: 2, maxSubscriptionsPerCaller: 3 } });
    try {
      const match = await newMatch();
      const first = connect(limited, as(creator));
      const [a, b, c] = [0, 1, 2].map(() => subscribe(first, STATE_LIVE, { id: match.id }));
      await a.take(1);
      await b.take(1);
      await c.ended();
      expect(c.errors).toEqual([
        expect.objectContaining({
          message: 'At most 2 subscriptions may be open per connection; complete one first.',
          extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: 2, scope: 'connection' },
        }),
      ]);
      const second = connect(limited, as(creator));
      const d = subscribe(second, STATE_LIVE, { id: match.id });
      await d.take(1);
      const e = subscribe(second, STATE_LIVE, { id: match.id });
      await e.ended();
      expect(e.errors).toEqual([expect.objectContaining({ extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: 3, scope: 'caller' } })]);
      // Another caller (anonymous) has its own allowance.
      await subscribe(connect(limited), STATE_LIVE, { id: match.id }).take(1);
      a.stop();
      await settle();
      await subscribe(second, STATE_LIVE, { id: match.id }).take(1);
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      await limited.close();
      await dataSource.destroy();
    }
  });
});
