import { startTestApi, TestApi } from '../../test/harness';
import { ApiServer, startApiServer } from './server';

// Polling clients (overlays, bots) read with GET and revalidate: an unchanged answer is a 304
// that costs no request of the rate limit; a changed one is a full answer, charged as usual.
let t: TestApi;
let api: ApiServer;

beforeAll(async () => {
  t = await startTestApi();
  api = await startApiServer(t.dataSource, 0, '127.0.0.1', { limits: { rateLimits: { anonymousPerMinute: 3, accountPerMinute: 100, apiKeyPerMinute: 100 } } });
  await t.dataSource.query(`INSERT INTO world (slug, name) VALUES ('etag-world', 'The Tagged World')`);
});

afterAll(async () => {
  await api?.close();
  await t?.close();
});

const QUERY = `{ world(slug: "etag-world") { slug name } }`;

function get(ifNoneMatch?: string) {
  return fetch(`${api.url}/graphql?query=${encodeURIComponent(QUERY)}`, {
    headers: { 'apollo-require-preflight': 'true', ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });
}

it('tags a GET answer by its data, revalidates it with 304 for free, and charges a changed answer', async () => {
  const first = await get();
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect(first.headers.get('ratelimit-remaining')).toBe('2');
  expect(((await first.json()) as any).data).toEqual({ world: { slug: 'etag-world', name: 'The Tagged World' } });

  // The same data under other extensions (cost, remaining requests): the same tag.
  const second = await get();
  expect([second.headers.get('etag'), second.headers.get('ratelimit-remaining')]).toEqual([etag, '1']);

  // Revalidating, more times than the allowance holds: each a 304 with no body, none charged.
  for (let i = 0; i < 5; i++) {
    const unchanged = await get(etag);
    expect([unchanged.status, await unchanged.text(), unchanged.headers.get('etag'), unchanged.headers.get('ratelimit-remaining')]).toEqual([
      304,
      '',
      etag,
      '1',
    ]);
  }
  expect((await get(`W/"other", ${etag}`)).status).toBe(304);

  // The data changes: a full answer with a new tag, charged.
  await t.dataSource.query(`UPDATE world SET name = 'The Retagged World' WHERE slug = 'etag-world'`);
  const changed = await get(etag);
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
  expect(changed.headers.get('ratelimit-remaining')).toBe('0');
  expect(((await changed.json()) as any).data.world.name).toBe('The Retagged World');
  // The allowance is spent: a changed answer is refused, an unchanged one still revalidates.
  await t.dataSource.query(`UPDATE world SET name = 'The Tagged World' WHERE slug = 'etag-world'`);
  expect((await get(changed.headers.get('etag')!)).status).toBe(429);
  expect((await get(etag)).status).toBe(304);
});

it("keeps POST answers untagged and a signed-in viewer's answers out of shared caches", async () => {
  const post = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }) });
  expect(post.headers.get('etag')).toBeNull();
  const signedUp = await t.gql(
    `mutation { signUp(input: { email: "etag@example.org", password: "a long enough passphrase 77", displayName: "Tag" }) { token } }`,
  );
  const token = signedUp.data.signUp.token as string;
  const mine = await fetch(`${t.api.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
  });
  expect(mine.headers.get('cache-control')).toBe('private, no-cache');
});

it('revalidates a persisted query read by its hash alone, as an overlay polls it', async () => {
  const sha256Hash = (await import('node:crypto')).createHash('sha256').update(QUERY).digest('hex');
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
  const byHash = (ifNoneMatch?: string) =>
    fetch(`${t.api.url}/graphql?extensions=${encodeURIComponent(extensions)}`, {
      headers: { 'apollo-require-preflight': 'true', ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
  expect(((await (await byHash()).json()) as any).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  await fetch(`${t.api.url}/graphql?query=${encodeURIComponent(QUERY)}&extensions=${encodeURIComponent(extensions)}`, {
    headers: { 'apollo-require-preflight': 'true' },
  });
  const read = await byHash();
  expect(((await read.json()) as any).data.world.slug).toBe('etag-world');
  expect((await byHash(read.headers.get('etag')!)).status).toBe(304);
});
