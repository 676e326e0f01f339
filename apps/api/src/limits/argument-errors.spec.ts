import { startTestApi, TestApi } from '../../test/harness';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});
afterAll(async () => {
  await t?.close();
});

async function post(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${t.api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

// Development answers carry a stack trace beside the extensions the client reads.
const strip = (errors: any[] | undefined) =>
  (errors ?? []).map(({ message, path, extensions: { stacktrace: _, ...extensions } }) => ({ message, path, extensions }));
const byPath = (errors: any[] | undefined) => strip(errors).sort((a, b) => a.path.join('.').localeCompare(b.path.join('.')));

describe('errors a client can use', () => {
  it('names each argument problem on its own field and answers NOT_FOUND for an unknown world, the siblings keeping their data', async () => {
    const { status, body } = await post(
      `query ($n: Int!) {
      zero: teams(world: "demo", first: 0) { totalCount }
      many: teams(world: "demo", first: $n) { totalCount }
      nowhere: teams(world: "nope", first: 1) { totalCount }
      worlds(first: 1) { nodes { slug } }
    }`,
      { n: 101 },
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ zero: null, many: null, nowhere: null, worlds: { nodes: [{ slug: 'demo' }] } });
    expect(strip(body.errors)).toEqual([
      {
        message: 'first must be between 1 and 100; got 0',
        path: ['zero'],
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: 0, constraint: 'min' },
      },
      {
        message: 'first must be between 1 and 100; got 101',
        path: ['many'],
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: 101, constraint: 'max' },
      },
      { message: 'There is no world "nope".', path: ['nowhere'], extensions: { code: 'NOT_FOUND', argumentName: 'world' } },
    ]);
  });

  it('gives one error per violated constraint, nested arguments by their dotted path', async () => {
    const { body } = await post(
      `query ($name: String!) {
      teams(world: "demo", first: -1, filter: { name: $name }) { totalCount }
      worlds(first: 1) { totalCount }
    }`,
      { name: 'x'.repeat(81) },
    );
    expect(body.data).toEqual({ teams: null, worlds: { totalCount: 1 } });
    expect(strip(body.errors)).toEqual([
      {
        message: 'first must be between 1 and 100; got -1',
        path: ['teams'],
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: -1, constraint: 'min' },
      },
      {
        message: `name can have at most 80 characters; got "${'x'.repeat(58)}…`,
        path: ['teams'],
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'filter.name', value: 'x'.repeat(81), constraint: 'maxLength' },
      },
    ]);
  });

  it('answers NOT_FOUND on teamHistory of an unknown team, its sibling kept', async () => {
    const { body } = await post(`{ teamHistory(teamId: "00000000-0000-4000-8000-000000000000", first: 5) { totalCount } worlds(first: 1) { totalCount } }`);
    expect(body.data).toEqual({ teamHistory: null, worlds: { totalCount: 1 } });
    expect(strip(body.errors)).toEqual([
      { message: 'There is no team "00000000-0000-4000-8000-000000000000".', path: ['teamHistory'], extensions: { code: 'NOT_FOUND', argumentName: 'teamId' } },
    ]);
  });

  it("answers first: 0, first: 101, a foreign cursor and an unknown world each on its own field, a known world's characters kept", async () => {
    const worlds = await post(`{ worlds(first: 1) { pageInfo { endCursor } } }`);
    const foreign: string = worlds.body.data.worlds.pageInfo.endCursor;
    const { status, body } = await post(
      `query ($foreign: String!) {
      nowhere: teams(world: "nope", first: 1) { totalCount }
      characters(world: "demo", first: 1, orderBy: { field: NAME, direction: ASC }) { totalCount nodes { name } }
      zero: characters(world: "demo", first: 0) { totalCount }
      many: characters(world: "demo", first: 101) { totalCount }
      foreign: characters(world: "demo", first: 1, after: $foreign) { totalCount }
    }`,
      { foreign },
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ nowhere: null, characters: { totalCount: 18, nodes: [{ name: 'Black Ninja' }] }, zero: null, many: null, foreign: null });
    // Each field's error arrives when that field is done: order them by path to compare.
    expect(byPath(body.errors)).toEqual([
      {
        message:
          '`after` is a foreign cursor, of another list (worlds by slug), not of characters by name, id: pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page.',
        path: ['foreign'],
        extensions: { code: 'BAD_CURSOR', argumentName: 'after' },
      },
      {
        message: 'first must be between 1 and 100; got 101',
        path: ['many'],
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: 101, constraint: 'max' },
      },
      { message: 'There is no world "nope".', path: ['nowhere'], extensions: { code: 'NOT_FOUND', argumentName: 'world' } },
      {
        message: 'first must be between 1 and 100; got 0',
        path: ['zero'],
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'first', value: 0, constraint: 'min' },
      },
    ]);
  });

  // Every root field under a parent (a world by slug, a match, team or league by id) that can name nothing.
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const UNDER_AN_UNKNOWN_PARENT: [field: string, argumentName: string, message: string][] = [
    ['apiKeys(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['characters(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['dialPowerNames(world: "nope")', 'world', 'There is no world "nope".'],
    ['diceRolls(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['exportCharacters(world: "nope")', 'world', 'There is no world "nope".'],
    ['feats(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['items(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['leagues(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    [`matchEvents(matchId: "${UNKNOWN}", first: 1) { totalCount }`, 'matchId', `There is no match "${UNKNOWN}".`],
    ['matches(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['powers(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['prestigeTable(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['scenarios(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['search(world: "nope", query: "jack") { __typename }', 'world', 'There is no world "nope".'],
    [`teamHistory(teamId: "${UNKNOWN}", first: 1) { totalCount }`, 'teamId', `There is no team "${UNKNOWN}".`],
    ['teams(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['webhooks(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    [`webhooks(world: "demo", leagueId: "${UNKNOWN}", first: 1) { totalCount }`, 'leagueId', `There is no league ${UNKNOWN} in world "demo".`],
    ['worldActivity(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['worldDashboard(world: "nope") { __typename }', 'world', 'There is no world "nope".'],
    ['worldInvitations(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['worldMembers(world: "nope", first: 1) { totalCount }', 'world', 'There is no world "nope".'],
    ['worldSettings(world: "nope") { __typename }', 'world', 'There is no world "nope".'],
  ];

  it.each(UNDER_AN_UNKNOWN_PARENT)('answers null with NOT_FOUND on %s only, its sibling kept', async (field, argumentName, message) => {
    const body = await t.gql(`{ unknown: ${field} worlds(first: 1) { totalCount } }`, undefined, creator);
    expect(body.data).toEqual({ unknown: null, worlds: { totalCount: 1 } });
    expect(strip(body.errors)).toEqual([{ message, path: ['unknown'], extensions: { code: 'NOT_FOUND', argumentName } }]);
  });
});
