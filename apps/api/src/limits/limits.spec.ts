import { Client } from 'pg';
import { parse } from 'graphql';
import { startTestApi, TestApi } from '../../test/harness';
import { createDataSource } from '../data-source';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { ApiServer, ApiServerOptions, startApiServer } from '../http/server';
import { buildAppSchema } from '../schema';
import { loadDemoTeams } from '../teams/demo-teams';
import { limitsFromEnv, statementTimeoutFromEnv } from './limits.config';
import { computedOperationCosts, operationCost, tokenCountsMade } from './query-limits';

let t: TestApi;
let creator: string;
const servers: ApiServer[] = [];

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await t?.close();
});

async function serverWith(options: ApiServerOptions): Promise<ApiServer> {
  const server = await startApiServer(t.dataSource, 0, '127.0.0.1', options);
  servers.push(server);
  return server;
}

async function post(url: string, query: string, variables?: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: any; errors?: any[] } };
}

/** `team { leader { team { leader ... } } }`, `depth` fields deep. */
function teamChain(depth: number): string {
  let inner = 'id';
  for (let level = depth - 2; level >= 1; level--) inner = `${level % 2 ? 'leader' : 'team'} { ${inner} }`;
  return `query { team(id: "00000000-0000-0000-0000-000000000000") { ${inner} } }`;
}

describe('query depth', () => {
  it('allows 10 levels and refuses 11 with QUERY_TOO_DEEP and HTTP 400, counting through fragments', async () => {
    const ok = await post(t.api.url, teamChain(10), {}, creator);
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data).toEqual({ team: null });

    const deep = await post(t.api.url, teamChain(11), {}, creator);
    expect(deep.status).toBe(400);
    expect(deep.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_DEEP', depth: 11, maxDepth: 10 }) })]);

    // 3 levels in the operation + 8 through nested fragments (inline fragments add none) = 11.
    const viaFragments = `
      query { team(id: "00000000-0000-0000-0000-000000000000") { leader { team { ...T } } } }
      fragment T on Team { ... on Team { leader { team { leader { ...M } } } } }
      fragment M on TeamMember { team { leader { team { leader { id } } } } }`;
    const refused = await post(t.api.url, viaFragments, {}, creator);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', depth: 11 });
  });
});

describe('aliases', () => {
  const aliased = (n: number) => `query { ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;

  it('allows 30 aliases and refuses 31 with TOO_MANY_ALIASES and HTTP 400', async () => {
    const ok = await post(t.api.url, aliased(30));
    expect(ok.status).toBe(200);
    expect(ok.body.data?.a29).toBe('Query');

    const tooMany = await post(t.api.url, aliased(31));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ALIASES', aliases: 31, maxAliases: 30 });
  });
});

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } ... fragment Fn on Query { __typename }`: 2^n spreads of Fn. */
function fragmentDoubling(n: number): string {
  const fragments = Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  return `query { ...F0 } ${fragments.join(' ')} fragment F${n} on Query { __typename }`;
}

describe('fragment doubling', () => {
  it('refuses the n=30 document with QUERY_TOO_LARGE while /healthz still answers', async () => {
    const [refusal, health] = await Promise.all([post(t.api.url, fragmentDoubling(30)), fetch(`${t.api.url}/healthz`)]);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });
    expect(refusal.status).toBe(400);
    expect(refusal.body.data).toBeUndefined();
    // Each spread counts with what it expands to: 1 + 2 × (1 + 2 × (... (1 + 1))) = 3 × 2^30 − 1 selections.
    expect(refusal.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_LARGE', selections: 3 * 2 ** 30 - 1, maxSelections: 10_000 }) }),
    ]);
  });

  it('counts a fragment once per spread: 6,143 selections pass, 12,287 do not', async () => {
    // n = 11: 3 × 2^11 − 1 = 6,143 selections; n = 12: 12,287.
    const ok = await post(t.api.url, fragmentDoubling(11));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { __typename: 'Query' }, extensions: { cost: { requested: 0, limit: 5_000 } } });
    const refused = await post(t.api.url, fragmentDoubling(12));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', selections: 12_287, maxSelections: 10_000 });
  });
});

describe('tokens and directives', () => {
  it('refuses a document of more than 1,000 tokens with QUERY_TOO_LARGE before Apollo parses it', async () => {
    const tooLong = await post(t.api.url, `{ ${'__typename '.repeat(999)}}`); // 1,001 tokens
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_LARGE', maxTokens: 1000 }) })]);

    const small = await serverWith({ limits: { maxTokens: 6 } });
    const six = await post(small.url, `{ me { email } }`, {}, creator);
    expect(six.status).toBe(200);
    expect(six.body.data).toEqual({ me: { email: demoCreator().email } });
    const seven = await post(small.url, `{ me { email id } }`, {}, creator);
    expect(seven.status).toBe(400);
    expect(seven.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', maxTokens: 6 });
    // A syntax error under the limit is still reported as one.
    const broken = await post(small.url, `{ me {`);
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it("counts a document's tokens once while it keeps within the limit, and a refused one every time", async () => {
    const before = tokenCountsMade();
    for (let i = 0; i < 3; i++) expect((await post(t.api.url, `query TokensOnce { __typename }`)).body.data).toEqual({ __typename: 'Query' });
    // Before: every request lexed and parsed the document again.
    expect(tokenCountsMade() - before).toBe(1);
    for (let i = 0; i < 2; i++) expect((await post(t.api.url, `{ ${'__typename '.repeat(999)}}`)).body.errors?.[0].extensions.code).toBe('QUERY_TOO_LARGE');
    expect(tokenCountsMade() - before).toBe(3);
    // The same text under a smaller limit is counted against that limit.
    const small = await serverWith({ limits: { maxTokens: 3 } });
    expect((await post(small.url, `query TokensOnce { __typename }`)).body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', maxTokens: 3 });
  });

  it('allows 50 directives and refuses 51 with QUERY_TOO_LARGE', async () => {
    const directives = (n: number) => `query { ${'__typename @include(if: true) '.repeat(n)}}`;
    const ok = await post(t.api.url, directives(50));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { __typename: 'Query' }, extensions: { cost: { requested: 0, limit: 5_000 } } });
    const tooMany = await post(t.api.url, directives(51));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', directives: 51, maxDirectives: 50 });
  });

  it('counts the directives of a fragment and of its spread at every spread', async () => {
    // 30 spreads of F, each with one directive, F itself holding one: 60 directives to evaluate.
    const spreads = (n: number) => `query { ${'...F @include(if: true) '.repeat(n)}} fragment F on Query { __typename @skip(if: false) }`;
    const ok = await post(t.api.url, spreads(25));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { __typename: 'Query' }, extensions: { cost: { requested: 0, limit: 5_000 } } });
    const tooMany = await post(t.api.url, spreads(30));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', directives: 60, maxDirectives: 50 });
  });
});

describe('page sizes', () => {
  it('refuses a negative `first` on its field, counting it as no page: costly aliased pages beside it are still refused', async () => {
    await loadDemoTeams(t.dataSource);
    const { body } = await post(t.api.url, `{ teams(world: "demo", first: 1) { nodes { id } } }`, {}, creator);
    const teamId = body.data.teams.nodes[0].id;
    // 20 pages of 100 teams cost 20 × (1 + 100 × 3) = 6,020; the negative `first` must not make that cheap.
    const pages = Array.from({ length: 20 }, (_, i) => `t${i}: teams(world: "demo", first: 100) { nodes { id members { id character { id } } } }`).join(' ');
    const query = `query { team(id: "${teamId}") { prestigeHistory(first: -2147483648) { nodes { amount } } } ${pages} }`;
    // 6,020 + the team (1) + its history counted as an empty page (1) = 6,022.
    const refused = await post(t.api.url, query, {}, creator);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY', cost: 6_022 }) })]);
  });

  it('checks `first` from literals and variables: 1 and 100 pass, 0 and 101 are refused on their field', async () => {
    const PAGE = `query ($n: Int!) { worlds(first: $n) { totalCount } }`;
    for (const n of [1, 100]) {
      const ok = await post(t.api.url, PAGE, { n });
      expect(ok.status).toBe(200);
      expect(ok.body.errors).toBeUndefined();
    }
    for (const n of [0, 101]) {
      const refused = await post(t.api.url, PAGE, { n });
      expect(refused.status).toBe(200);
      expect(refused.body.data).toBeNull(); // worlds is non-null: its error nulls the whole answer
      expect(refused.body.errors).toEqual([
        expect.objectContaining({
          message: `first must be between 1 and 100; got ${n}`,
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argumentName: 'first', value: n }),
        }),
      ]);
    }
    // A variable that is not an Int is refused by execution's own coercion, before anything runs.
    const notInt = await post(t.api.url, PAGE, { n: 'ten' });
    expect(notInt.status).toBe(400);
    expect(notInt.body.data).toBeUndefined();
    expect(notInt.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const literal = await post(t.api.url, `{ worlds(first: 0) { totalCount } }`);
    expect(literal.body.errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 100; got 0',
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: 0, constraint: 'min' },
    });
    // Inside a fragment too.
    const inFragment = await post(t.api.url, `query ($n: Int!) { ...W } fragment W on Query { worlds(first: $n) { totalCount } }`, { n: -1 });
    expect(inFragment.body.errors?.[0].message).toBe('first must be between 1 and 100; got -1');
  });
});

describe('cost', () => {
  const CHARACTERS = `query ($n: Int!) { characters(world: "demo", first: $n) { totalCount nodes { id versions { id } } } }`;
  const pages = (count: number) =>
    `query { ${Array.from({ length: count }, (_, i) => `p${i}: characters(world: "demo", first: 100) { totalCount nodes { id versions { id } } }`).join(' ')} }`;

  it('multiplies a page by its `first` and refuses above 5,000 with QUERY_TOO_COSTLY and the cost', async () => {
    // Default weights: objects 1, scalars 0, plain lists × 1. One page: 1 + 100 × (nodes 1 + versions 1) = 201.
    const one = await post(t.api.url, CHARACTERS, { n: 100 }, creator);
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();
    const under = await post(t.api.url, pages(24), {}, creator);
    expect(under.status).toBe(200);
    expect(under.body.data.p23.totalCount).toBeGreaterThan(0);

    const over = await post(t.api.url, pages(25), {}, creator);
    expect(over.status).toBe(400);
    expect(over.body.data).toBeUndefined();
    expect(over.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY', cost: 25 * 201, maxCost: 5000 }) }),
    ]);
  });

  it('can price every field at 1 and a list without `first` at 100', async () => {
    const api = await serverWith({ limits: { costWeights: { scalarField: 1, unpaginatedListSize: 100 } } });
    // nodes: 1 + (id 1 + versions (1 + 100 × id 1)) = 103; + totalCount 1 = 104; × first; + the field itself.
    const cheap = await post(api.url, CHARACTERS, { n: 40 }, creator);
    expect(cheap.status).toBe(200);
    expect(cheap.body.errors).toBeUndefined();
    const costly = await post(api.url, CHARACTERS, { n: 100 }, creator);
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 1 + 100 * 104, maxCost: 5000 });
  });

  it('is worked out once per document and variables, and kept: the same operation again answers and refuses as before', async () => {
    const api = await serverWith({});
    const before = computedOperationCosts();
    const costs: number[] = [];
    for (const n of [100, 100, 40, 100, 40]) {
      const { status, body } = await post(api.url, CHARACTERS, { n }, creator);
      expect(status).toBe(200);
      costs.push((body as { extensions: { cost: { requested: number } } }).extensions.cost.requested);
    }
    expect(costs).toEqual([201, 201, 1 + 40 * 2, 201, 1 + 40 * 2]);
    for (let i = 0; i < 2; i++) {
      const over = await post(api.url, pages(25), {}, creator);
      expect(over.status).toBe(400);
      expect(over.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 25 * 201, maxCost: 5000 });
    }
    // Two variables of one document and one other document: three costs worked out for seven requests.
    expect(computedOperationCosts() - before).toBe(3);
    // Long variables (over 1,000 characters as JSON) are priced every time, not kept.
    const long = `query ($w: String!) { characters(world: $w, first: 2) { totalCount } }`;
    for (let i = 0; i < 2; i++) {
      const { body } = await post(api.url, long, { w: 'x'.repeat(2_000) }, creator);
      expect((body as { extensions: { cost: { requested: number } } }).extensions.cost.requested).toBe(1 + 2 * 0);
    }
    expect(computedOperationCosts() - before).toBe(5);
  });

  it('is computed from literals, variables and fragments', () => {
    const schema = buildAppSchema();
    const literal = { scalarField: 1, unpaginatedListSize: 100 };
    const costOf = (query: string, weights?: typeof literal) => operationCost(schema, parse(query), {}, weights);
    expect(costOf(`{ me { email } }`)).toBe(1);
    expect(costOf(`{ me { email } }`, literal)).toBe(2);
    expect(costOf(`{ characters(world: "demo", first: 10) { nodes { id name } } }`, literal)).toBe(1 + 10 * 3);
    expect(costOf(`query ($n: Int = 7) { characters(world: "demo", first: $n) { ...C } } fragment C on CharacterConnection { pageInfo { hasNextPage } }`)).toBe(
      1 + 7,
    );
    expect(costOf(`{ me { memberships { world { id } } } }`, literal)).toBe(1 + 1 + 100 * 2);
    expect(costOf(`{ me { memberships { world { id } } } }`)).toBe(1 + 1 + 1);
    expect(costOf(`{ characters(world: "demo", first: 3) { nodes { versions { id } } } }`)).toBe(1 + 3 * 2);
    // A field resolver's page (Team.prestigeHistory) declares its cost too.
    expect(costOf(`{ team(id: "x") { prestigeHistory(first: 5) { edges { node { amount } } } } }`)).toBe(1 + 1 + 5 * 2);
  });
});

describe('rate limits', () => {
  const ME = `query { me { email } }`;

  it('gives each caller an allowance a minute and answers 429 with Retry-After once it is empty', async () => {
    const api = await serverWith({ limits: { rateLimits: { anonymousPerMinute: 3, accountPerMinute: 5, apiKeyPerMinute: 7 } } });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const ok = await post(api.url, ME);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('ratelimit-limit')).toBe('3');
      remaining.push(ok.headers.get('ratelimit-remaining')!);
      expect(Number(ok.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(0);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await post(api.url, ME);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');

    // A signed-in account has its own, larger allowance; so has an API key.
    const asAccount = await post(api.url, ME, {}, creator);
    expect(asAccount.status).toBe(200);
    expect(asAccount.body.data.me.email).toBe(demoCreator().email);
    expect(asAccount.headers.get('ratelimit-limit')).toBe('5');
    expect(asAccount.headers.get('ratelimit-remaining')).toBe('4');
    const refusedQuery = await post(api.url, teamChain(11), {}, creator);
    expect(refusedQuery.status).toBe(400);
    expect(refusedQuery.headers.get('ratelimit-remaining')).toBe('3');
    // A token that is not recognised is charged to the IP address, whose bucket is empty.
    expect((await post(api.url, ME, {}, 'clx_not_a_token')).status).toBe(429);

    const { body } = await post(t.api.url, `mutation { createApiKey(input: { world: "demo", name: "rate" }) { secret } }`, {}, creator);
    const key = body.data.createApiKey.secret;
    const asKey = await post(api.url, `query { characters(world: "demo", first: 1) { totalCount } }`, {}, key);
    expect(asKey.status).toBe(200);
    expect(asKey.headers.get('ratelimit-limit')).toBe('7');
    expect(asKey.headers.get('ratelimit-remaining')).toBe('6');
  });

  it('reads its defaults and overrides from the environment', () => {
    expect(limitsFromEnv({}).rateLimits).toEqual({ apiKeyPerMinute: 600, accountPerMinute: 300, anonymousPerMinute: 60, windowSeconds: 60 });
    expect(limitsFromEnv({ NODE_ENV: 'test' }).rateLimits).toBeNull();
    expect(limitsFromEnv({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10' }).rateLimits?.anonymousPerMinute).toBe(10);
    expect(limitsFromEnv({})).toMatchObject({
      maxDepth: 10,
      maxAliases: 30,
      maxCost: 5000,
      costWeights: { scalarField: 0, unpaginatedListSize: 1 },
      requestTimeoutMs: 10_000,
    });
    expect(() => limitsFromEnv({ MAX_QUERY_COST: 'lots' })).toThrow(/MAX_QUERY_COST/);
    expect(limitsFromEnv({})).toMatchObject({ maxTokens: 1000, maxDirectives: 50, maxSelections: 10_000 });
    expect(limitsFromEnv({ MAX_QUERY_TOKENS: '2000', MAX_QUERY_DIRECTIVES: '10', MAX_QUERY_SELECTIONS: '500' })).toMatchObject({
      maxTokens: 2000,
      maxDirectives: 10,
      maxSelections: 500,
    });
  });
});

describe('timeouts', () => {
  it('answers 503 when the operation has not finished within the request timeout', async () => {
    // 2 s: long enough that the unlocked query after it is never cut off on a loaded machine.
    const api = await serverWith({ limits: { requestTimeoutMs: 2_000 } });
    const locker = new Client({ connectionString: String((t.dataSource.options as { url: string }).url) });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE world IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const slow = await post(api.url, `query { characters(world: "demo", first: 1) { totalCount } }`, {}, creator);
      expect(slow.status).toBe(503);
      expect(slow.body.errors?.[0].extensions.code).toBe('REQUEST_TIMEOUT');
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    const fast = await post(api.url, `query { characters(world: "demo", first: 1) { totalCount } }`, {}, creator);
    expect(fast.status).toBe(200);
  });

  it('cancels a database statement that runs longer than the statement timeout', async () => {
    expect(statementTimeoutFromEnv({})).toBe(10_000);
    expect(statementTimeoutFromEnv({ DB_STATEMENT_TIMEOUT_MS: '2500' })).toBe(2500);
    const url = String((t.dataSource.options as { url: string }).url);
    const db = await createDataSource({ url, poolSize: 1, statementTimeoutMs: 200 }).initialize();
    try {
      await expect(db.query('SELECT pg_sleep(0.01)')).resolves.toBeDefined();
      await expect(db.query('SELECT pg_sleep(3)')).rejects.toThrow(/statement timeout/);
    } finally {
      await db.destroy();
    }
  });
});

describe('production mode', () => {
  it('turns off "Did you mean" suggestions and stack traces, and keeps introspection (the schema is public)', async () => {
    const prod = await serverWith({ production: true });
    const INTROSPECT = `query { __schema { queryType { name } } }`;
    expect((await post(t.api.url, INTROSPECT)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await post(prod.url, INTROSPECT)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    const TYPO = `query { me { emial } }`;
    const dev = await post(t.api.url, TYPO);
    expect(dev.body.errors?.[0].message).toMatch(/Did you mean/);
    expect(dev.body.errors?.[0].extensions.stacktrace).toBeDefined();
    const typo = await post(prod.url, TYPO);
    expect(typo.status).toBe(400);
    expect(typo.body.errors?.[0].message).not.toMatch(/Did you mean/);
    expect(typo.body.errors?.[0].extensions.stacktrace).toBeUndefined();

    // The limits still apply and keep their codes in production.
    const deep = await post(prod.url, teamChain(11));
    expect(deep.body.errors?.[0].extensions).toEqual({ code: 'QUERY_TOO_DEEP', depth: 11, maxDepth: 10 });
  });
});

describe('text the database cannot store', () => {
  it('refuses U+0000 in a variable or a literal with NUL_CHARACTER and HTTP 400, before anything runs', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM world`);
    const inVariable = await post(
      t.api.url,
      `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { userErrors { code } } }`,
      { input: { name: 'a\u0000b', slug: 'nul-world' } },
      creator,
    );
    expect(inVariable.status).toBe(400);
    expect(inVariable.body.errors?.[0].extensions.code).toBe('NUL_CHARACTER');
    const inLiteral = await post(t.api.url, `{ world(slug: "x\\u0000") { id } }`);
    expect(inLiteral.status).toBe(400);
    expect(inLiteral.body.errors?.[0].extensions.code).toBe('NUL_CHARACTER');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM world`)).toEqual(before);
  });

  it('refuses a name of only spaces as a userError, not an internal error', async () => {
    const blank = await post(
      t.api.url,
      `mutation { createWorld(input: { name: "   ", slug: "blank-world" }) { world { id } userErrors { code field } } }`,
      {},
      creator,
    );
    expect(blank.body.data.createWorld).toEqual({ world: null, userErrors: [{ code: 'INVALID_VALUE', field: ['name'] }] });
  });
});

describe('an unreachable database', () => {
  it('answers a signed-in request 503 with Retry-After and no driver message', async () => {
    const dataSource = createDataSource({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    const down = await startApiServer(dataSource, 0, '127.0.0.1', { production: true });
    servers.push(down);
    const response = await post(down.url, `{ me { email } }`, {}, creator);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body.errors).toEqual([{ message: 'The service is unavailable; retry shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
  });
});
