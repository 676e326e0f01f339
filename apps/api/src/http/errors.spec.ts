import path from 'node:path';
import { startTestApi, TestApi } from '../../test/harness';
import { ApiServer, startApiServer } from './server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REPOSITORY = path.resolve(__dirname, '..', '..', '..', '..');
const WORLDS = `{ worlds(first: 1) { nodes { slug } } }`;

let t: TestApi;
let production: ApiServer;

beforeAll(async () => {
  t = await startTestApi();
  production = await startApiServer(t.dataSource, 0, '127.0.0.1', { production: true });
});
afterAll(async () => {
  await production?.close();
  await t?.close();
});

async function post(url: string, query: string) {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return { requestId: response.headers.get('x-request-id'), text: await response.text() };
}

/** Runs `act` while the world table is away, so reading worlds fails inside PostgreSQL. */
async function withoutWorldTable<T>(act: () => Promise<T>): Promise<T> {
  await t.dataSource.query(`ALTER TABLE world RENAME TO world_away`);
  try {
    return await act();
  } finally {
    await t.dataSource.query(`ALTER TABLE world_away RENAME TO world`);
  }
}

describe('an internal error', () => {
  it('answers "Internal server error" with the request id in production: no driver text, stack trace or file path', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { requestId, text } = await withoutWorldTable(() => post(production.url, WORLDS));
      expect(requestId).toMatch(UUID);
      expect(JSON.parse(text)).toEqual({
        data: null,
        errors: [
          { message: 'Internal server error', locations: [{ line: 1, column: 3 }], path: ['worlds'], extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } },
        ],
        extensions: { cost: { requested: 2, limit: 5_000 } },
      });
      expect(text).not.toContain(REPOSITORY);
      // The log has what the client does not: the real error, under the same id.
      const line = logged.mock.calls.find((call) => String(call[0]).includes(requestId!));
      expect(line?.[0]).toBe(`Internal error in request ${requestId}:`);
      expect(String(line?.[1])).toContain('relation "world" does not exist');
    } finally {
      logged.mockRestore();
    }
  });

  it('carries the request id in development too, where the stack trace stays for the developer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { requestId, text } = await withoutWorldTable(() => post(t.api.url, WORLDS));
      const [error] = JSON.parse(text).errors;
      expect(error.message).toBe('Internal server error');
      expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error.extensions.requestId).toBe(requestId);
      expect(error.extensions.stacktrace[0]).toContain('relation "world" does not exist');
    } finally {
      logged.mockRestore();
    }
  });

  it('gives each request its own id', async () => {
    const [a, b] = await Promise.all([post(production.url, WORLDS), post(production.url, WORLDS)]);
    expect(a.requestId).toMatch(UUID);
    expect(b.requestId).toMatch(UUID);
    expect(a.requestId).not.toBe(b.requestId);
  });
});

describe('U+0000 on every transport', () => {
  const NUL_REFUSAL = { errors: [{ message: 'Text may not contain the NUL character (U+0000).', extensions: { code: 'NUL_CHARACTER' } }] };

  /** A GET of /graphql with these query-string parameters; nothing may reach the database. */
  async function get(params: Record<string, string>) {
    t.counter.reset();
    const response = await fetch(`${t.api.url}/graphql?${new URLSearchParams(params)}`, { headers: { 'apollo-require-preflight': 'true' } });
    return { status: response.status, body: await response.json(), statements: t.counter.count };
  }

  it.each([
    ['a variable', { query: 'query ($slug: String!) { world(slug: $slug) { name } }', variables: JSON.stringify({ slug: 'demo\u0000' }) }],
    [
      'a variable nested in an input',
      {
        query: 'query ($filter: CharacterFilter) { characters(world: "demo", first: 1, filter: $filter) { totalCount } }',
        variables: JSON.stringify({ filter: { name: 'a\u0000' } }),
      },
    ],
    ['the query text', { query: '{ world(slug: "demo\u0000") { name } }' }],
    ['the operation name', { query: 'query Q { worlds(first: 1) { totalCount } }', operationName: 'Q\u0000' }],
  ])('refuses it in %s of a GET with NUL_CHARACTER and HTTP 400, before anything runs', async (_, params) => {
    expect(await get(params)).toEqual({ status: 400, body: NUL_REFUSAL, statements: 0 });
  });

  it('answers the same GET without U+0000', async () => {
    const { status, body } = await get({ query: 'query ($slug: String!) { world(slug: $slug) { name } }', variables: JSON.stringify({ slug: 'nowhere' }) });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { world: null }, extensions: { cost: { requested: 1, limit: 5_000 } } });
  });

  it('refuses it in a POST body, the operation name included', async () => {
    const response = await fetch(`${t.api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Q { worlds(first: 1) { totalCount } }', operationName: 'Q\u0000' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(NUL_REFUSAL);
  });
});
