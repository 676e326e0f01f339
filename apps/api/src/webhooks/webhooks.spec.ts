import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestContext } from '../http/request-context';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { LeagueService } from '../leagues/league.service';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { JobWorker, startJobWorker } from './webhook.worker';
import { globalId, rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const CREATE_WEBHOOK = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id url events league { id } } secret ${ERRORS} } }`;
const DELETE_WEBHOOK = `mutation ($id: ID!) { deleteWebhook(id: $id) { deletedWebhookId ${ERRORS} } }`;
const REPLAY = `mutation ($id: ID!) { replayWebhookDelivery(deliveryId: $id) { delivery { id status replayOf } ${ERRORS} } }`;
const DELIVERY_LOG = `query ($world: String!, $leagueId: ID) { webhooks(world: $world, leagueId: $leagueId, first: 10) { totalCount nodes { id
  deliveries(first: 10) { totalCount nodes { id event body status replayOf deliveredAt failedAt attempts { number statusCode error succeeded durationMs } } } } } }`;
const CREATE_MATCH = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { match { status } ${ERRORS} } }`;
const VOID = `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { match { status } ${ERRORS} } }`;
const CREATE_LEAGUE = `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id } }`;

/** A request the receiver got. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on loopback that answers each request with the next status of its script (then 200). */
class Receiver {
  readonly requests: Received[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(this.script.shift() ?? 200).end('ok');
    });
  });
  script: number[] = [];

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/clix-events`;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Waits until `ready` holds, polling; fails after `timeoutMs`. */
async function until(ready: () => boolean | Promise<boolean>, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stripe's check, as a receiver writes it: the MAC of "<t>.<body>" under the secret, compared in constant time. */
function verifySignature(secret: string, header: string, body: string): boolean {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  if (!t) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) && Math.abs(Date.now() / 1000 - Number(t)) < 300;
}

let t: TestApi;
let worker: JobWorker;
let creator: string;
let player: string;
let organizer: string;
let teams: Record<'heroes' | 'villains', { id: string; memberIds: string[] }>;
let teamIds: { heroes: string; villains: string };
let demoWorldId: string;
const receiver = new Receiver();
let receiverUrl: string;

async function createMatch(extra: Record<string, unknown> = {}): Promise<string> {
  const input = {
    world: 'demo',
    buildTotal: 150,
    sides: [
      { alignment: 'HERO', teamId: teams.heroes.id, teamMemberIds: teams.heroes.memberIds },
      { alignment: 'VILLAIN', teamId: teams.villains.id, teamMemberIds: teams.villains.memberIds },
    ],
    ...extra,
  };
  const { data, errors } = await t.gql(CREATE_MATCH, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createMatch.userErrors).toEqual([]);
  return data.createMatch.match.id;
}

async function resolveMatch(matchId: string) {
  const { data, errors } = await t.gql(RESOLVE, { input: { matchId, idempotencyKey: `resolve-${matchId}`, outcome: { winningSide: 0 } } }, creator);
  expect(errors).toBeUndefined();
  expect(data.resolveMatch).toEqual({ match: { status: 'RESOLVED' }, userErrors: [] });
}

async function createWebhook(input: Record<string, unknown>, token = creator) {
  return t.gql(CREATE_WEBHOOK, { input: { world: 'demo', url: receiverUrl, ...input } }, token);
}

/** What `node(id:)` answers the Creator for each id: a receiver passes the ids of a body or header straight to it. */
async function nodesOf(ids: string[]): Promise<unknown[]> {
  const answers = [];
  for (const id of ids) {
    const { data, errors } = await t.gql(NODE, { id }, creator);
    expect(errors).toBeUndefined();
    answers.push(data.node);
  }
  return answers;
}

const webhookCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM webhook`))[0].n as number;

async function withNodeEnv<T>(value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    return await run();
  } finally {
    process.env.NODE_ENV = before;
  }
}

beforeAll(async () => {
  t = await startTestApi();
  worker = await startJobWorker(t.dataSource, { pollIntervalMs: 200 });
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
  const signUp = await t.gql(SIGN_UP, { input: { email: 'organizer@example.org', password: 'correct horse battery', displayName: 'Org' } });
  organizer = signUp.data.signUp.token;
  await joinWorld(t, { creator, token: organizer, email: 'organizer@example.org', role: 'ORGANIZER' });
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id } } } }`);
  const byName = (name: string) => {
    const team = data.teams.nodes.find((n: { name: string }) => n.name === name);
    return { id: team.id as string, memberIds: team.members.map((m: { id: string }) => m.id) as string[] };
  };
  teams = { heroes: byName('The Lantern Watch'), villains: byName('The Nightshade Syndicate') };
  teamIds = { heroes: teams.heroes.id, villains: teams.villains.id };
  demoWorldId = (await t.gql(`{ world(slug: "demo") { id } }`, {}, creator)).data.world.id;
  receiverUrl = await receiver.start();
});

afterAll(async () => {
  await worker?.stop();
  await receiver.close();
  await t?.close();
});

beforeEach(async () => {
  // Each test registers its own webhooks.
  await t.dataSource.query(`DELETE FROM webhook`);
  receiver.requests.length = 0;
  receiver.script = [];
});

describe('a delivery', () => {
  it('arrives signed, is retried with backoff until the receiver answers 2xx, and its log shows every attempt', async () => {
    const created = await createWebhook({ events: ['MATCH_RESOLVED'] });
    expect(created.errors).toBeUndefined();
    const { webhook, secret, userErrors } = created.data.createWebhook;
    expect(userErrors).toEqual([]);
    expect(webhook).toEqual({ id: expect.any(String), url: receiverUrl, events: ['MATCH_RESOLVED'], league: null });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    receiver.script = [500, 503];
    const matchId = await createMatch();
    await resolveMatch(matchId);
    await until(() => receiver.requests.length === 3);

    const [first] = receiver.requests;
    for (const request of receiver.requests) {
      expect(verifySignature(secret, request.headers['clix-signature'] as string, request.body)).toBe(true);
      expect(request.body).toBe(first.body);
      expect(request.headers['clix-event']).toBe('match.resolved');
      expect(request.headers['content-type']).toBe('application/json');
    }
    // Another secret does not verify it.
    expect(verifySignature(`${secret}x`, first.headers['clix-signature'] as string, first.body)).toBe(false);
    const event = JSON.parse(first.body);
    expect(event).toEqual({
      id: expect.any(String),
      type: 'match.resolved',
      createdAt: expect.any(String),
      data: {
        // A webhook's body names objects by the global ids the API answers for them.
        matchId,
        worldId: demoWorldId,
        leagueId: null,
        sides: [
          { position: 0, teamId: teamIds.heroes, outcome: 'WON', heroPointsEarned: expect.any(Number), prestigeChange: expect.any(Number), kos: 0 },
          { position: 1, teamId: teamIds.villains, outcome: 'LOST', heroPointsEarned: expect.any(Number), prestigeChange: expect.any(Number), kos: 0 },
        ],
      },
    });
    // The event's own id names no object: it stays a UUID.
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // Each id of the body, and the delivery's header, given to node(id:) answers its object.
    const deliveryId = first.headers['clix-delivery'] as string;
    expect(await nodesOf([event.data.matchId, event.data.worldId, event.data.sides[0].teamId, event.data.sides[1].teamId, deliveryId])).toEqual([
      { __typename: 'Match', id: matchId },
      { __typename: 'World', id: demoWorldId },
      { __typename: 'Team', id: teamIds.heroes },
      { __typename: 'Team', id: teamIds.villains },
      { __typename: 'WebhookDelivery', id: deliveryId },
    ]);

    await until(async () => (await t.gql(DELIVERY_LOG, { world: 'demo' }, creator)).data.webhooks.nodes[0].deliveries.nodes[0].status === 'DELIVERED');
    const log = await t.gql(DELIVERY_LOG, { world: 'demo' }, creator);
    expect(log.errors).toBeUndefined();
    const [hook] = log.data.webhooks.nodes;
    expect(hook.id).toBe(webhook.id);
    expect(hook.deliveries.totalCount).toBe(1);
    const [delivery] = hook.deliveries.nodes;
    expect(delivery).toEqual({
      id: deliveryId,
      event: 'MATCH_RESOLVED',
      body: first.body,
      status: 'DELIVERED',
      replayOf: null,
      deliveredAt: expect.any(String),
      failedAt: null,
      attempts: [
        { number: 1, statusCode: 500, error: 'answered HTTP 500', succeeded: false, durationMs: expect.any(Number) },
        { number: 2, statusCode: 503, error: 'answered HTTP 503', succeeded: false, durationMs: expect.any(Number) },
        { number: 3, statusCode: 200, error: null, succeeded: true, durationMs: expect.any(Number) },
      ],
    });

    // A replay is a new delivery of the same body (the same event id), signed afresh.
    const replayed = await t.gql(REPLAY, { id: delivery.id }, creator);
    expect(replayed.errors).toBeUndefined();
    expect(replayed.data.replayWebhookDelivery).toEqual({ delivery: { id: expect.any(String), status: 'PENDING', replayOf: delivery.id }, userErrors: [] });
    await until(() => receiver.requests.length === 4);
    const replay = receiver.requests[3];
    expect(replay.body).toBe(first.body);
    expect(replay.headers['clix-delivery']).toBe(replayed.data.replayWebhookDelivery.delivery.id);
    expect(verifySignature(secret, replay.headers['clix-signature'] as string, replay.body)).toBe(true);
  });

  it('goes to the webhooks that asked for the event, of the world and of the match’s league, with standings.changed for a league match', async () => {
    const league = await t.gql(
      CREATE_LEAGUE,
      { input: { world: 'demo', name: 'Webhook league', season: '', teamIds: [teamIds.heroes, teamIds.villains] } },
      organizer,
    );
    expect(league.data.createLeague.userErrors).toEqual([]);
    const leagueId = league.data.createLeague.league.id;
    const leagueHook = await createWebhook({ leagueId, events: ['STANDINGS_CHANGED', 'MATCH_VOIDED'] }, organizer);
    expect(leagueHook.data.createWebhook.userErrors).toEqual([]);
    expect(leagueHook.data.createWebhook.webhook.league).toEqual({ id: leagueId });
    const worldHook = await createWebhook({ events: ['MATCH_VOIDED'] });
    expect(worldHook.data.createWebhook.userErrors).toEqual([]);

    const matchId = await createMatch({ leagueId });
    await resolveMatch(matchId);
    await until(() => receiver.requests.length === 1);
    const voided = await t.gql(VOID, { input: { matchId, reason: 'played on the wrong map' } }, creator);
    expect(voided.data.voidMatch).toEqual({ match: { status: 'VOID' }, userErrors: [] });
    // The league's webhook: standings twice and the void; the world's: the void.
    await until(() => receiver.requests.length === 4);
    const got = receiver.requests.map((r) => JSON.parse(r.body)).map((e) => [e.type, e.data.cause ?? null, e.data.leagueId]);
    expect(got.slice(0, 1)).toEqual([['standings.changed', 'match.resolved', leagueId]]);
    expect(got.slice(1).sort()).toEqual([
      ['match.voided', null, leagueId],
      ['match.voided', null, leagueId],
      ['standings.changed', 'match.voided', leagueId],
    ]);
    const standings = JSON.parse(receiver.requests[0].body).data;
    expect(standings).toEqual({ matchId, worldId: demoWorldId, leagueId, cause: 'match.resolved' });
    expect(await nodesOf([standings.matchId, standings.leagueId])).toEqual([
      { __typename: 'Match', id: matchId },
      { __typename: 'League', id: leagueId },
    ]);
    const secrets = {
      [rowId(leagueHook.data.createWebhook.webhook.id)]: leagueHook.data.createWebhook.secret,
      [rowId(worldHook.data.createWebhook.webhook.id)]: worldHook.data.createWebhook.secret,
    };
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM webhook_delivery`);
    expect(n).toBe(4);
    for (const request of receiver.requests) {
      const [{ webhook_id }] = await t.dataSource.query(`SELECT webhook_id FROM webhook_delivery WHERE id = $1`, [
        rowId(request.headers['clix-delivery'] as string),
      ]);
      expect(verifySignature(secrets[webhook_id], request.headers['clix-signature'] as string, request.body)).toBe(true);
    }
    // The organizer reads the league's log; the world's own is the Creator's.
    const leagueLog = await t.gql(DELIVERY_LOG, { world: 'demo', leagueId }, organizer);
    expect(leagueLog.data.webhooks.nodes[0].deliveries.totalCount).toBe(3);
    const worldLog = await t.gql(DELIVERY_LOG, { world: 'demo' }, organizer);
    expect(worldLog.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
  });

  it('to an address that production refuses is not sent, and the attempt says why', async () => {
    const created = await createWebhook({ events: ['MATCH_RESOLVED'] });
    const webhookId = created.data.createWebhook.webhook.id;
    const matchId = await createMatch();
    const attempts = () =>
      t.dataSource.query(
        `SELECT a.number, a.status_code, a.error FROM webhook_delivery_attempt a JOIN webhook_delivery d ON d.id = a.delivery_id WHERE d.webhook_id = $1`,
        [rowId(webhookId)],
      );
    await withNodeEnv('production', async () => {
      await resolveMatch(matchId);
      await until(async () => (await attempts()).length === 1);
    });
    expect(await attempts()).toEqual([{ number: 1, status_code: null, error: 'refused: 127.0.0.1 is a loopback address' }]);
    expect(receiver.requests).toEqual([]);
    // Deleting the webhook ends its retries.
    expect((await t.gql(DELETE_WEBHOOK, { id: webhookId }, creator)).data.deleteWebhook).toEqual({ deletedWebhookId: webhookId, userErrors: [] });
    expect(await webhookCount()).toBe(0);
  });
});

describe('standings.changed', () => {
  const LEAGUE_CHANGE = (name: string, inputType: string) => `mutation ($input: ${inputType}!) { ${name}(input: $input) { league { id } ${ERRORS} } }`;

  /** A league of the heroes, with a webhook of its own for standings.changed. */
  async function hookedLeague(name: string) {
    const league = await t.gql(CREATE_LEAGUE, { input: { world: 'demo', name, season: '', teamIds: [teamIds.heroes] } }, organizer);
    expect(league.data.createLeague.userErrors).toEqual([]);
    const leagueId = league.data.createLeague.league.id as string;
    const hook = await createWebhook({ leagueId, events: ['STANDINGS_CHANGED'] }, organizer);
    expect(hook.data.createWebhook.userErrors).toEqual([]);
    const worldRow = (await t.dataSource.query(`SELECT world_id FROM league WHERE id = $1`, [rowId(leagueId)]))[0].world_id as string;
    const worldId = globalId('World', worldRow);
    return { leagueId, worldId, secret: hook.data.createWebhook.secret as string };
  }

  async function change(name: string, inputType: string, input: Record<string, unknown>) {
    const { data, errors } = await t.gql(LEAGUE_CHANGE(name, inputType), { input }, organizer);
    expect(errors).toBeUndefined();
    expect(data[name].userErrors).toEqual([]);
  }

  /** The events the receiver got, once it has `n` (and no more after a short wait). */
  async function received(n: number, secret: string) {
    await until(() => receiver.requests.length >= n);
    await new Promise((r) => setTimeout(r, 500));
    for (const request of receiver.requests) expect(verifySignature(secret, request.headers['clix-signature'] as string, request.body)).toBe(true);
    return receiver.requests.map((r) => JSON.parse(r.body)).map((e) => ({ type: e.type, data: e.data }));
  }

  it('is sent when a team joins the league and when it leaves', async () => {
    const { leagueId, worldId, secret } = await hookedLeague('Hook joins');
    await change('addLeagueTeam', 'LeagueTeamInput', { leagueId, teamId: teamIds.villains });
    await until(() => receiver.requests.length === 1);
    await change('removeLeagueTeam', 'LeagueTeamInput', { leagueId, teamId: teamIds.villains });
    const events = await received(2, secret);
    expect(events).toEqual([
      { type: 'standings.changed', data: { matchId: null, worldId, leagueId, teamId: teamIds.villains, cause: 'league.team_joined' } },
      { type: 'standings.changed', data: { matchId: null, worldId, leagueId, teamId: teamIds.villains, cause: 'league.team_left' } },
    ]);
    const [{ data }] = events;
    expect(await nodesOf([data.worldId, data.leagueId, data.teamId])).toEqual([
      { __typename: 'World', id: worldId },
      { __typename: 'League', id: leagueId },
      { __typename: 'Team', id: teamIds.villains },
    ]);
  });

  it('is sent when the scoring or the tie-breakers change, not when only the name does', async () => {
    const { leagueId, worldId, secret } = await hookedLeague('Hook scoring');
    await change('updateLeague', 'UpdateLeagueInput', { leagueId, name: 'Hook scoring, renamed' });
    await change('updateLeague', 'UpdateLeagueInput', { leagueId, scoring: { win: 2, draw: 1, loss: 0 } });
    await until(() => receiver.requests.length === 1);
    await change('updateLeague', 'UpdateLeagueInput', { leagueId, tieBreakers: ['HEAD_TO_HEAD'] });
    const changed = { type: 'standings.changed', data: { matchId: null, worldId, leagueId, teamId: null, cause: 'league.scoring_changed' } };
    expect(await received(2, secret)).toEqual([changed, changed]);
  });

  it('is sent when the league is finalized', async () => {
    const { leagueId, worldId, secret } = await hookedLeague('Hook final');
    await change('finalizeLeague', 'FinalizeLeagueInput', { leagueId });
    expect(await received(1, secret)).toEqual([
      { type: 'standings.changed', data: { matchId: null, worldId, leagueId, teamId: null, cause: 'league.finalized' } },
    ]);
  });

  it('is sent when the standings are rebuilt', async () => {
    const { leagueId, worldId, secret } = await hookedLeague('Hook rebuild');
    await t.dataSource.transaction((em) => LeagueService.rebuildStandings({ ...createRequestContext(t.dataSource), em }, rowId(leagueId)));
    expect(await received(1, secret)).toEqual([
      { type: 'standings.changed', data: { matchId: null, worldId, leagueId, teamId: null, cause: 'league.standings_rebuilt' } },
    ]);
  });

  it('is not sent, nor anything written, when the change is refused', async () => {
    const { leagueId } = await hookedLeague('Hook refused');
    const { data } = await t.gql(LEAGUE_CHANGE('addLeagueTeam', 'LeagueTeamInput'), { input: { leagueId, teamId: teamIds.heroes } }, organizer);
    expect(data.addLeagueTeam.userErrors.map((e: { code: string }) => e.code)).toEqual(['TEAM_ALREADY_IN_LEAGUE']);
    const { data: scoring } = await t.gql(
      LEAGUE_CHANGE('updateLeague', 'UpdateLeagueInput'),
      { input: { leagueId, scoring: { win: -1, draw: 0, loss: 0 } } },
      organizer,
    );
    expect(scoring.updateLeague.userErrors.map((e: { code: string }) => e.code)).toEqual(['LEAGUE_SCORING_INVALID']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM webhook_delivery`))[0].n).toBe(0);
  });
});

describe('createWebhook', () => {
  it('in production refuses plain http and private, loopback and link-local addresses, and writes nothing', async () => {
    const refusals = await withNodeEnv('production', async () => {
      const answers = [];
      for (const url of [
        'http://127.0.0.1:4000/hook',
        'https://10.0.0.7/hook',
        'https://192.168.1.20/hook',
        'https://172.16.0.1/hook',
        'https://127.0.0.1/hook',
        'https://[::1]/hook',
        'https://[::ffff:10.0.0.7]/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[fe80::1]/hook',
        'https://[fd00::1]/hook',
        'https://0.0.0.0/hook',
        'https://localhost/hook',
      ]) {
        const { data } = await createWebhook({ url, events: ['MATCH_RESOLVED'] });
        answers.push([url, data.createWebhook.webhook, data.createWebhook.secret, data.createWebhook.userErrors.map((e: { code: string }) => e.code)]);
      }
      return answers;
    });
    expect(refusals).toEqual([
      ['http://127.0.0.1:4000/hook', null, null, ['WEBHOOK_URL_NOT_HTTPS']],
      ['https://10.0.0.7/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://192.168.1.20/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://172.16.0.1/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://127.0.0.1/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://[::1]/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://[::ffff:10.0.0.7]/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://169.254.169.254/latest/meta-data', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://[fe80::1]/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://[fd00::1]/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://0.0.0.0/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
      ['https://localhost/hook', null, null, ['WEBHOOK_ADDRESS_REFUSED']],
    ]);
    expect(await webhookCount()).toBe(0);
  });

  it('in production accepts https to a public address', async () => {
    const { data } = await withNodeEnv('production', () => createWebhook({ url: 'https://93.184.215.14:8443/clix', events: ['MATCH_RESOLVED'] }));
    expect(data.createWebhook.userErrors).toEqual([]);
    expect(data.createWebhook.webhook.url).toBe('https://93.184.215.14:8443/clix');
  });

  it('in tests accepts plain http to loopback only', async () => {
    const { data } = await createWebhook({ url: 'http://192.0.2.1/hook', events: ['MATCH_RESOLVED'] });
    expect(data.createWebhook.userErrors).toEqual([
      { code: 'WEBHOOK_URL_NOT_HTTPS', field: ['url'], message: 'plain http is accepted only to a loopback address (localhost); use https' },
    ]);
    expect(await webhookCount()).toBe(0);
  });

  it('refuses a bad URL, no events and an unknown league with stable codes, and writes nothing', async () => {
    const answers = [
      await createWebhook({ url: 'not a url', events: ['MATCH_RESOLVED'] }),
      await createWebhook({ url: 'ftp://example.org/hook', events: ['MATCH_RESOLVED'] }),
      await createWebhook({ url: 'https://user:pw@example.org/hook', events: ['MATCH_RESOLVED'] }),
      await createWebhook({ url: `https://example.org/${'a'.repeat(2000)}`, events: ['MATCH_RESOLVED'] }),
      await createWebhook({ events: [] }),
      await createWebhook({ leagueId: '00000000-0000-4000-8000-000000000000', events: ['MATCH_RESOLVED'] }),
    ];
    expect(answers.map((a) => a.data.createWebhook.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field.join('.')]))).toEqual([
      [['WEBHOOK_URL_INVALID', 'url']],
      [['WEBHOOK_URL_INVALID', 'url']],
      [['WEBHOOK_URL_INVALID', 'url']],
      [['WEBHOOK_URL_INVALID', 'url']],
      [['WEBHOOK_EVENTS_REQUIRED', 'events']],
      [['LEAGUE_NOT_FOUND', 'leagueId']],
    ]);
    expect(await webhookCount()).toBe(0);
  });

  it('is refused to whoever does not run the world or the league', async () => {
    const asPlayer = await createWebhook({ events: ['MATCH_RESOLVED'] }, player);
    expect(asPlayer.data).toBeNull();
    expect(asPlayer.errors?.map((e) => [e.extensions.code, e.extensions.action])).toEqual([['FORBIDDEN', 'webhook.manageWorld']]);
    // An organizer runs leagues, not the world.
    const asOrganizer = await createWebhook({ events: ['MATCH_RESOLVED'] }, organizer);
    expect(asOrganizer.errors?.map((e) => [e.extensions.code, e.extensions.action])).toEqual([['FORBIDDEN', 'webhook.manageWorld']]);
    const anonymous = await t.gql(CREATE_WEBHOOK, { input: { world: 'demo', url: receiverUrl, events: ['MATCH_RESOLVED'] } });
    expect(anonymous.errors?.map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect(await webhookCount()).toBe(0);
    // Nor may they delete or read the Creator's.
    const created = await createWebhook({ events: ['MATCH_RESOLVED'] });
    const id = created.data.createWebhook.webhook.id;
    expect((await t.gql(DELETE_WEBHOOK, { id }, player)).errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect((await t.gql(DELIVERY_LOG, { world: 'demo' }, player)).errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(await webhookCount()).toBe(1);
  });
});
