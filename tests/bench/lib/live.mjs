// The live figures: how long a recorded match event takes to reach 1, 100 and 1,000 subscribers
// (graphql-ws over WebSocket, fanned out by the API from PostgreSQL's LISTEN/NOTIFY), and the
// API's CPU with 1,000 subscribers against the same 1,000 clients polling matchState once a second.
import os from 'node:os';
import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export const LIVE_SUBSCRIBERS = [1, 100, 1000];
/** Events recorded (one after the other) for each number of subscribers. */
export const LIVE_EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 20);
/** Seconds of the CPU comparison, live and polling each. */
export const LIVE_CPU_SECONDS = Number(process.env.BENCH_LIVE_CPU_SECONDS ?? 10);
/** What the bench's API is started with so that one address may hold every subscriber. */
export const LIVE_SERVER_ENV = { MAX_SUBSCRIPTIONS_PER_CALLER: '5000' };

const ERRORS = 'userErrors { code field message }';
const VERSIONS = `query { characters(world: "demo", first: 2) { nodes { versions { id } } } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`;
const EVENTS = `subscription ($id: ID!) { matchEvents(matchId: $id, after: 0) { sequence } }`;
const STATE = `query ($id: ID!) { matchState(matchId: $id) { sequence turn activeSide actionsLeft figures { clicksTaken status } } }`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

/** A Clix Campaign match of two NPC figures, and a free action to record on it, again and again. */
async function liveMatch(client) {
  const versions = (await client.gql(VERSIONS)).characters.nodes.map((c) => c.versions[0].id);
  const data = await client.gql(CREATE, {
    input: {
      world: 'demo',
      buildTotal: 500,
      sides: [
        { alignment: 'HERO', versionIds: [versions[0]] },
        { alignment: 'VILLAIN', versionIds: [versions[1]] },
      ],
    },
  });
  if (data.createMatch.userErrors.length) throw new Error(`createMatch refused: ${JSON.stringify(data.createMatch.userErrors)}`);
  const { id, figures } = data.createMatch.match;
  const record = async () => {
    const answer = await client.gql(RECORD, {
      input: { matchId: id, event: { type: 'ACTION', figureId: figures.find((f) => f.side === 0).id, action: 'FREE' } },
    });
    if (answer.recordMatchEvent.userErrors.length) throw new Error(`recordMatchEvent refused: ${JSON.stringify(answer.recordMatchEvent.userErrors)}`);
    return answer.recordMatchEvent.event.sequence;
  };
  await record();
  return { id, record };
}

/**
 * `n` subscribers, each on its own WebSocket, each told of every event of the match by
 * `onEvent(sequence)`; resolves once each has received the event already in the log (so each is
 * listening), with a `close()`.
 */
async function subscribe(wsUrl, matchId, n, onEvent) {
  const clients = [];
  const ready = [];
  for (let i = 0; i < n; i++) {
    const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
    clients.push(client);
    ready.push(
      new Promise((resolve, reject) => {
        client.subscribe(
          { query: EVENTS, variables: { id: matchId } },
          {
            next: ({ data, errors }) => {
              if (errors) return reject(new Error(JSON.stringify(errors)));
              if (data.matchEvents.sequence === 1) return resolve();
              onEvent(data.matchEvents.sequence);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      }),
    );
  }
  await Promise.all(ready);
  return { close: () => Promise.all(clients.map((c) => c.dispose())) };
}

/**
 * Delivery delays for each number of subscribers: events recorded one at a time, each delay from
 * the moment recordMatchEvent's answer reached the bench (the event was committed before it was
 * sent) to the moment a subscriber received it; a delivery that beat the answer counts as 0.
 */
async function deliveryDelays(client, wsUrl, n) {
  const match = await liveMatch(client);
  const answeredAt = new Map();
  const received = [];
  const arrivals = new Map();
  let expected = 0;
  let allArrived = () => undefined;
  const subscription = await subscribe(wsUrl, match.id, n, (sequence) => {
    const at = performance.now();
    received.push({ sequence, at });
    const count = (arrivals.get(sequence) ?? 0) + 1;
    arrivals.set(sequence, count);
    if (count === n && answeredAt.has(sequence)) allArrived();
  });
  for (let i = 0; i < LIVE_EVENTS; i++) {
    const arrived = new Promise((resolve) => (allArrived = resolve));
    const sequence = await match.record();
    answeredAt.set(sequence, performance.now());
    expected++;
    if ((arrivals.get(sequence) ?? 0) < n) await arrived;
  }
  await subscription.close();
  const delays = received.map((r) => Math.max(0, r.at - answeredAt.get(r.sequence)));
  if (delays.length !== expected * n) throw new Error(`live: ${delays.length} deliveries to ${n} subscribers, expected ${expected * n}`);
  return { subscribers: n, deliveries: delays.length, p50: percentile(delays, 0.5), p99: percentile(delays, 0.99) };
}

/** The API's CPU (ms per second) over `seconds`, while `during()` runs. */
async function cpuPerSecond(server, seconds, during) {
  const before = await server.cpuMs();
  const started = performance.now();
  await during();
  const elapsed = (performance.now() - started) / 1000;
  return ((await server.cpuMs()) - before) / Math.max(elapsed, seconds);
}

/**
 * Every live figure: delays at 1, 100 and 1,000 subscribers, then the API's CPU per second with
 * 1,000 subscribers and one event a second, against 1,000 clients each polling matchState once a
 * second (autocannon at 1,000 requests a second, anonymous) with the same event a second.
 */
export async function liveFigures({ client, ours }) {
  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const wsUrl = ours.url.replace(/^http/, 'ws');
  const delays = [];
  for (const n of LIVE_SUBSCRIBERS) delays.push(await deliveryDelays(client, wsUrl, n));

  const match = await liveMatch(client);
  const oneEventASecond = async () => {
    for (let i = 0; i < LIVE_CPU_SECONDS; i++) {
      const tick = performance.now();
      await match.record();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - tick))));
    }
  };
  let delivered = 0;
  const subscribers = 1000;
  const subscription = await subscribe(wsUrl, match.id, subscribers, () => delivered++);
  const liveCpu = await cpuPerSecond(ours, LIVE_CPU_SECONDS, oneEventASecond);
  await subscription.close();
  let polled = null;
  const pollingCpu = await cpuPerSecond(ours, LIVE_CPU_SECONDS, async () => {
    [polled] = await Promise.all([
      autocannon({
        url: ours.url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: STATE, variables: { id: match.id } }),
        connections: 100,
        overallRate: subscribers,
        duration: LIVE_CPU_SECONDS,
      }),
      oneEventASecond(),
    ]);
  });
  return { delays, liveCpu, pollingCpu, delivered, subscribers, polled: { rps: polled.requests.average, non2xx: polled.non2xx }, loadAverage };
}
