import { startTestApi, TestApi } from '../../test/harness';
import { loadDemoWorld } from '../demo/demo-world';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
});
afterAll(async () => {
  await t?.close();
});

async function post(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${t.api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

// Development answers carry a stack trace beside the extensions the client reads.
const strip = (errors: any[] | undefined) => (errors ?? []).map(({ message, path, extensions: { stacktrace: _, ...extensions } }) => ({ message, path, extensions }));

describe('errors a client can use', () => {
  it('names each argument problem on its own field and answers NOT_FOUND for an unknown world, the siblings keeping their data', async () => {
    const { status, body } = await post(`query ($n: Int!) {
      zero: teams(world: "demo", first: 0) { totalCount }
      many: teams(world: "demo", first: $n) { totalCount }
      nowhere: teams(world: "nope", first: 1) { totalCount }
      worlds(first: 1) { nodes { slug } }
    }`, { n: 101 });
    expect(status).toBe(200);
    expect(body.data).toEqual({ zero: null, many: null, nowhere: null, worlds: { nodes: [{ slug: 'demo' }] } });
    expect(strip(body.errors)).toEqual([
      { message: 'first must be between 1 and 100; got 0', path: ['zero'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: 0, constraint: 'min' } },
      { message: 'first must be between 1 and 100; got 101', path: ['many'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: 101, constraint: 'max' } },
      { message: 'There is no world "nope".', path: ['nowhere'], extensions: { code: 'NOT_FOUND', argumentName: 'world' } },
    ]);
  });

  it('gives one error per violated constraint, nested arguments by their dotted path', async () => {
    const { body } = await post(`query ($name: String!) {
      teams(world: "demo", first: -1, filter: { name: $name }) { totalCount }
      worlds(first: 1) { totalCount }
    }`, { name: 'x'.repeat(81) });
    expect(body.data).toEqual({ teams: null, worlds: { totalCount: 1 } });
    expect(strip(body.errors)).toEqual([
      {
        message: `name can have at most 80 characters; got "${'x'.repeat(58)}…`,
        path: ['teams'],
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'filter.name', value: 'x'.repeat(81), constraint: 'maxLength' },
      },
      { message: 'first must be between 1 and 100; got -1', path: ['teams'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: -1, constraint: 'min' } },
    ]);
  });

  it('answers NOT_FOUND on teamHistory of an unknown team, its sibling kept', async () => {
    const { body } = await post(`{ teamHistory(teamId: "00000000-0000-4000-8000-000000000000", first: 5) { totalCount } worlds(first: 1) { totalCount } }`);
    expect(body.data).toEqual({ teamHistory: null, worlds: { totalCount: 1 } });
    expect(strip(body.errors)).toEqual([
      { message: 'There is no team "00000000-0000-4000-8000-000000000000".', path: ['teamHistory'], extensions: { code: 'NOT_FOUND', argumentName: 'teamId' } },
    ]);
  });
});
