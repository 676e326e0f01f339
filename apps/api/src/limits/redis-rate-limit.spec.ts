import { ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { startTestApi, TestApi } from '../../test/harness';
import { ApiServer, startApiServer } from '../http/server';
import { RedisTokenBucketStore } from './redis-rate-limit';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

let t: TestApi;
let redis: ChildProcess;
let redisUrl: string;
const servers: ApiServer[] = [];
const stores: RedisTokenBucketStore[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  t = await startTestApi();
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisUrl = `redis://127.0.0.1:${port}`;
  // Ready once it answers PING.
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true))).on('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const store of stores) await store.close().catch(() => undefined);
  redis?.kill('SIGTERM');
  await t?.close();
});

/** An API replica on the shared database, taking rate limits from the shared Redis. */
async function replica(perMinute: number): Promise<ApiServer> {
  const store = new RedisTokenBucketStore(redisUrl, `test:${perMinute}:`);
  stores.push(store);
  const server = await startApiServer(t.dataSource, 0, '127.0.0.1', {
    rateLimitStore: store,
    limits: { rateLimits: { anonymousPerMinute: perMinute, accountPerMinute: 100, apiKeyPerMinute: 100 } },
  });
  servers.push(server);
  return server;
}

const ask = (server: ApiServer) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { email } }' }) });

describe('rate limits shared in Redis', () => {
  it('give a caller one allowance across replicas', async () => {
    const [a, b] = [await replica(4), await replica(4)];
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await ask(server)).status);
    // Four requests a minute in all, whichever replica answers: the fifth and sixth are refused.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await ask(b);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('let a request through when Redis cannot be reached, rather than failing it', async () => {
    const store = new RedisTokenBucketStore('redis://127.0.0.1:1', 'down:');
    stores.push(store);
    const server = await startApiServer(t.dataSource, 0, '127.0.0.1', {
      rateLimitStore: store,
      limits: { rateLimits: { anonymousPerMinute: 1, accountPerMinute: 1, apiKeyPerMinute: 1 } },
    });
    servers.push(server);
    const responses = [await ask(server), await ask(server)];
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(responses[0].headers.get('ratelimit-limit')).toBeNull();
  });
});
