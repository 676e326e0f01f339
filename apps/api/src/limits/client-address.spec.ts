import { startTestApi, TestApi } from '../../test/harness';
import { ApiServer, startApiServer } from '../http/server';
import { trustedProxiesFromEnv } from './client-address';

let t: TestApi;
let api: ApiServer;

beforeAll(async () => {
  t = await startTestApi();
  api = await startApiServer(t.dataSource, 0, '127.0.0.1', { limits: { rateLimits: { anonymousPerMinute: 2, accountPerMinute: 100, apiKeyPerMinute: 100 } } });
});
afterAll(async () => {
  await api?.close();
  await t?.close();
});

/** An anonymous request as the console sends it: from loopback, with the visitor's address in X-Forwarded-For. */
async function remaining(forwardedFor?: string): Promise<[number, string | null]> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  await response.text();
  return [response.status, response.headers.get('ratelimit-remaining')];
}

describe('the client address of anonymous callers', () => {
  it('gives each visitor the console forwards an allowance of his own', async () => {
    expect(await remaining('203.0.113.10')).toEqual([200, '1']);
    expect(await remaining('203.0.113.10')).toEqual([200, '0']);
    expect(await remaining('203.0.113.10')).toEqual([429, '0']);
    // Another visitor of the same console is not locked out by the first.
    expect(await remaining('203.0.113.11')).toEqual([200, '1']);
    // Without the header the console itself is the client.
    expect(await remaining()).toEqual([200, '1']);
  });

  it('takes the right-most hop that is not a trusted proxy, so a visitor cannot pick his own address', async () => {
    // The visitor sent "X-Forwarded-For: 192.0.2.99"; the console appended the address it saw.
    expect(await remaining('192.0.2.99, 203.0.113.20')).toEqual([200, '1']);
    expect(await remaining('192.0.2.98, 203.0.113.20')).toEqual([200, '0']);
    expect(await remaining('192.0.2.97, 203.0.113.20')).toEqual([429, '0']);
    // A trusted proxy in front of the console (loopback) is skipped over.
    expect(await remaining('203.0.113.21, 127.0.0.5')).toEqual([200, '1']);
    expect(await remaining('203.0.113.21')).toEqual([200, '0']);
  });

  it('reads TRUSTED_PROXIES as addresses and CIDRs, default loopback, and refuses anything else', () => {
    const loopback = trustedProxiesFromEnv({});
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '10.0.0.1'].map((address) => loopback(address, 0))).toEqual([true, true, true, true, false]);
    const listed = trustedProxiesFromEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1' });
    expect(['10.1.2.3', '2001:db8::1', '127.0.0.1'].map((address) => listed(address, 0))).toEqual([true, true, false]);
    const none = trustedProxiesFromEnv({ TRUSTED_PROXIES: '' });
    expect(none('127.0.0.1', 0)).toBe(false);
    expect(() => trustedProxiesFromEnv({ TRUSTED_PROXIES: 'the console' })).toThrow(/invalid IP address: the console/);
  });
});
