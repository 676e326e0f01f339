import { ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { startTestApi, TestApi } from '../../test/harness';
import { ApiServer, startApiServer } from '../http/server';
import type { Limits } from './limits.config';
import { LimiterStore } from './rate-limit';

// Debian's redis-server (.ci/run installs it when it is missing).
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

let t: TestApi;
const servers: ApiServer[] = [];
const stores: LimiterStore[] = [];
const redisServers: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server of its own on a free loopback port, ready once it answers PING. */
async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisServers.push(redis);
  for (let i = 0; i < 100; i++) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.on('data', (data) => socket.end(() => resolve(data.toString().startsWith('+PONG'))));
      socket.on('error', () => resolve(false));
    });
    if (pong) return { url: `redis://127.0.0.1:${port}`, process: redis };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${REDIS_SERVER} did not start`);
}

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const store of stores) await store.close();
  for (const redis of redisServers) redis.kill('SIGTERM');
  await t?.close();
});

const SIGN_IN_LIMITS: Limits['signIn'] = { maxConsecutiveFailures: 2, lockSeconds: 60, maxFailuresPerAddressPerDay: 1000 };

/** An API replica on the shared database, keeping its limiters in the Redis at `url`. */
async function replica(url: string, anonymousPerMinute: number): Promise<ApiServer> {
  const store = await LimiterStore.redis(url, 500);
  stores.push(store);
  const server = await startApiServer(t.dataSource, 0, '127.0.0.1', {
    limiterStore: store,
    limits: { rateLimits: { anonymousPerMinute, accountPerMinute: 100, apiKeyPerMinute: 100 }, signIn: SIGN_IN_LIMITS },
  });
  servers.push(server);
  return server;
}

const ask = (server: ApiServer, from = '203.0.113.1') =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });

const signIn = async (server: ApiServer, password: string) => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
    body: JSON.stringify({ query: `mutation { signIn(input: { email: "shared@example.org", password: "${password}" }) { token userErrors { code } } }` }),
  });
  const body = (await response.json()) as { data: any; errors?: any[] };
  return body.errors?.[0].extensions.code ?? body.data.signIn.userErrors[0]?.code ?? 'SIGNED_IN';
};

describe('limits shared in Redis', () => {
  it('give a caller one allowance across replicas', async () => {
    const { url } = await startRedis();
    const [a, b] = [await replica(url, 4), await replica(url, 4)];
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await ask(server)).status);
    // Four requests a minute in all, whichever replica answers: the fifth and sixth are refused.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await ask(b);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // Another visitor that the console forwards has an allowance of his own.
    expect((await ask(a, '203.0.113.2')).headers.get('ratelimit-remaining')).toBe('3');
  });

  it('count failed sign-ins across replicas', async () => {
    const { url } = await startRedis();
    const [a, b] = [await replica(url, 100), await replica(url, 100)];
    expect(await signIn(a, 'wrong guess 1')).toBe('INVALID_CREDENTIALS');
    expect(await signIn(b, 'wrong guess 2')).toBe('INVALID_CREDENTIALS');
    expect(await signIn(a, 'wrong guess 3')).toBe('TOO_MANY_ATTEMPTS');
    expect(await signIn(b, 'wrong guess 4')).toBe('TOO_MANY_ATTEMPTS');
  });

  it('still limit each replica when Redis cannot be reached', async () => {
    const away = `redis://127.0.0.1:${await freePort()}`;
    let server = await replica(away, 2);
    const responses = [await ask(server), await ask(server), await ask(server)];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(responses.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['1', '0', '0']);
    // Sign-in failures too are counted in the replica's memory (its own allowance is larger here).
    server = await replica(away, 100);
    expect(await signIn(server, 'wrong guess 1')).toBe('INVALID_CREDENTIALS');
    expect(await signIn(server, 'wrong guess 2')).toBe('INVALID_CREDENTIALS');
    expect(await signIn(server, 'wrong guess 3')).toBe('TOO_MANY_ATTEMPTS');
  });

  it('still limit each replica when Redis goes away while serving', async () => {
    const redis = await startRedis();
    const server = await replica(redis.url, 3);
    expect((await ask(server)).status).toBe(200);
    redis.process.kill('SIGKILL');
    await new Promise((resolve) => redis.process.once('exit', resolve));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(server)).status);
    // The in-memory insurance starts its own count: three more, then refused.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
