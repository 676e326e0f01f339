import { startTestApi, TestApi } from '../../test/harness';
import { loadDemoWorld } from '../demo/demo-world';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi({ limits: { maxCost: 5_000, rateLimits: { apiKeyPerMinute: 50, accountPerMinute: 50, anonymousPerMinute: 5 } } });
  await loadDemoWorld(t.dataSource);
});
afterAll(async () => {
  await t?.close();
});

async function post(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[]; extensions?: any } };
}

describe('the budget in every answer', () => {
  it('carries extensions.cost { requested, limit } and extensions.rateLimit { limit, remaining, resetAt }; a rateLimit-only query spends nothing', async () => {
    const client = {}; // anonymous: every request of this file is one caller, its address
    const before = Date.now();
    // characters(first: 10) { nodes { id versions { id } } } costs 1 + 10 × (1 + 1) = 21.
    const first = await post(`{ characters(world: "demo", first: 10) { nodes { id versions { id } } } }`, client);
    const firstTook = Date.now() - before;
    expect(first.status).toBe(200);
    expect(first.body.extensions.cost).toEqual({ requested: 21, limit: 5_000 });
    expect(first.body.extensions.rateLimit).toMatchObject({ limit: 5, remaining: 4 });
    const resetAt = Date.parse(first.body.extensions.rateLimit.resetAt);
    expect(resetAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);

    // Asked three times, the budget stays at 4 left: the query reads it without taking from it.
    for (let i = 0; i < 3; i++) {
      const asked = Date.now();
      const budget = await post(`query Budget { rateLimit { limit remaining resetAt } __typename }`, client);
      const took = Date.now() - asked;
      expect(budget.status).toBe(200);
      expect(budget.body.data).toEqual({ rateLimit: { limit: 5, remaining: 4, resetAt: expect.any(String) }, __typename: 'Query' });
      expect(budget.body.extensions).toEqual({
        cost: { requested: 1, limit: 5_000 },
        rateLimit: { limit: 5, remaining: 4, resetAt: budget.body.data.rateLimit.resetAt },
      });
      // The same window (the next one would end a minute later): its end is now + the time left, the limiter's
      // now and the answer's a little apart within each request, so two answers' ends differ by no more than the
      // two requests took (and a millisecond of rounding).
      expect(Math.abs(Date.parse(budget.body.data.rateLimit.resetAt) - resetAt)).toBeLessThanOrEqual(firstTook + took + 1);
    }

    // Any other field beside it spends a request as usual.
    const spent = await post(`{ rateLimit { remaining } worlds(first: 1) { totalCount } }`, client);
    expect(spent.body.data.rateLimit).toEqual({ remaining: 3 });
    expect(spent.body.extensions.rateLimit.remaining).toBe(3);
  });

  it('reports the cost of a refused operation and 0 for a document refused before its cost', async () => {
    // 17 × (1 + 100 × 3) = 5,117.
    const costly = await post(
      `{ ${Array.from({ length: 17 }, (_, i) => `c${i}: characters(world: "demo", first: 100) { nodes { versions { clicks { speed } } } }`).join(' ')} }`,
    );
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(costly.body.extensions.cost).toEqual({ requested: 5_117, limit: 5_000 });

    const invalid = await post(`{ noSuchField }`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.extensions.cost).toEqual({ requested: 0, limit: 5_000 });
  });
});
