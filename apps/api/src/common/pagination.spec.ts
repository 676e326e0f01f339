import { loadDemoLeague } from '../demo/demo-league';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { loadDemoTeams } from '../teams/demo-teams';
import { startTestApi, TestApi } from '../../test/harness';

let t: TestApi;
let matchId: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  expect(await loadDemoLeague(t.dataSource)).toBe(true);
  const { data } = await t.gql(`{ matches(world: "demo", first: 1) { nodes { id } } }`);
  matchId = data.matches.nodes[0].id;
});

afterAll(() => t?.close());

/** One page of a list, by its root field: the answer as the client sees it. */
async function page(field: string, after: string | null, first = 1) {
  const args = field === 'matchEvents' ? `matchId: "${matchId}"` : 'world: "demo"';
  return t.gql(`query ($after: String, $first: Int!) { ${field}(${args}, first: $first, after: $after) { pageInfo { endCursor } edges { cursor } } }`, {
    after,
    first,
  });
}

async function endCursor(field: string): Promise<string> {
  const { data, errors } = await page(field, null);
  expect(errors).toBeUndefined();
  return data[field].pageInfo.endCursor;
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
const RETRY = 'pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page';

async function expectBadCursor(field: string, after: string, message: string) {
  const { data, errors } = await page(field, after);
  // A nullable list (teams) is null on its own; a non-null one nulls the whole answer.
  expect(data === null ? null : data[field]).toBeNull();
  expect(errors).toHaveLength(1);
  expect(errors![0].message).toBe(message);
  expect(errors![0].path).toEqual([field]);
  expect(errors![0].extensions.code).toBe('BAD_CURSOR');
  expect(errors![0].extensions.argumentName).toBe('after');
}

// Each list with its name and order as the cursor says them, a list whose cursors have the same
// shape of key (so only the list's name tells them apart), a hand-made key of the old shape that
// reached PostgreSQL, and one element of its own key given the wrong type.
describe.each([
  { field: 'teams', order: 'teams by name, id', other: 'characters', otherOrder: 'characters by name, id', forged: ['Zed', 'not-a-uuid'], wrong: [1, 12345] },
  {
    field: 'leagues',
    order: 'leagues by createdAt desc, id desc',
    other: 'matches',
    otherOrder: 'matches by createdAt desc, id desc',
    forged: ['yesterday', '00000000-0000-0000-0000-000000000000'],
    wrong: [0, '2026-13-45T25:00:00.000Z'],
  },
  { field: 'matchEvents', order: 'matchEvents by sequence', other: 'powers', otherOrder: 'powers by position', forged: [2 ** 40], wrong: [0, '3'] },
])('the cursors of $field', ({ field, order, other, otherOrder, forged, wrong }) => {
  const [list] = order.split(' by ');

  it('refuses a malformed cursor with BAD_CURSOR', async () => {
    await expectBadCursor(field, 'not-a-cursor', `\`after\` is not a cursor this API issued: ${RETRY}.`);
  });

  it('refuses a forged key, which never reaches the database', async () => {
    await expectBadCursor(field, encode(forged), `\`after\` is not a cursor this API issued: ${RETRY}.`);
  });

  it(`refuses a cursor of ${other}, a list with the same shape of key`, async () => {
    await expectBadCursor(field, await endCursor(other), `\`after\` is a foreign cursor, of another list (${otherOrder}), not of ${order}: ${RETRY}.`);
  });

  it('refuses its own cursor with a wrong-typed key element', async () => {
    const payload = decode(await endCursor(field));
    const [index, value] = wrong as [number, unknown];
    payload.key[index] = value;
    await expectBadCursor(field, encode(payload), `\`after\` is a damaged cursor of ${list}: ${RETRY}.`);
  });

  it('still pages with the cursors it issued', async () => {
    const { data, errors } = await page(field, await endCursor(field));
    expect(errors).toBeUndefined();
    const both = (await page(field, null, 2)).data[field].edges;
    expect(data[field].edges).toEqual(both.slice(1));
  });
});

// A cursor names whose list it is: the same list of another team, match or world has other items,
// so its key would read a wrong page there.
describe('a cursor of the same list of another parent', () => {
  let teams: string[];
  let matches: string[];

  beforeAll(async () => {
    const creator = await t.signIn(demoCreator().email, demoCreator().password);
    const created = await t.gql(`mutation { createWorld(input: { name: "Other", slug: "other" }) { userErrors { code } } }`, {}, creator);
    expect(created.data.createWorld.userErrors).toEqual([]);
    const { data } = await t.gql(`{ teams(world: "demo", first: 2) { nodes { id } } matches(world: "demo", first: 2) { nodes { id } } }`);
    teams = data.teams.nodes.map((n: { id: string }) => n.id);
    matches = data.matches.nodes.map((n: { id: string }) => n.id);
    expect(teams).toHaveLength(2);
    expect(matches).toHaveLength(2);
  });

  /** The query for one list of one parent, and where its page is in the answer. */
  const LISTS: Record<string, { query: string; parent: () => [string, string]; pageOf: (data: any) => any; path: (string | number)[] }> = {
    teamHistory: {
      query: `query ($parent: ID!, $after: String) { list: teamHistory(teamId: $parent, first: 1, after: $after) { pageInfo { endCursor } } }`,
      parent: () => [teams[0], teams[1]],
      pageOf: (data) => data.list,
      path: ['list'],
    },
    prestigeHistory: {
      query: `query ($parent: ID!, $after: String) { team(id: $parent) { prestigeHistory(first: 1, after: $after) { pageInfo { endCursor } } } }`,
      parent: () => [teams[0], teams[1]],
      pageOf: (data) => data.team.prestigeHistory,
      path: ['team', 'prestigeHistory'],
    },
    matchEvents: {
      query: `query ($parent: ID!, $after: String) { list: matchEvents(matchId: $parent, first: 1, after: $after) { pageInfo { endCursor } } }`,
      parent: () => [matches[0], matches[1]],
      pageOf: (data) => data.list,
      path: ['list'],
    },
    powers: {
      query: `query ($parent: String!, $after: String) { list: powers(world: $parent, first: 1, after: $after) { pageInfo { endCursor } } }`,
      parent: () => ['demo', 'other'],
      pageOf: (data) => data.list,
      path: ['list'],
    },
  };

  it.each([
    ['teamHistory', 'team'],
    ['prestigeHistory', 'team'],
    ['matchEvents', 'match'],
    ['powers', 'world'],
  ])('refuses a %s cursor of another %s with BAD_CURSOR, and takes it on its own', async (list, parentKind) => {
    const { query, parent, pageOf, path } = LISTS[list];
    const [mine, theirs] = parent();
    const first = await t.gql(query, { parent: mine, after: null });
    expect(first.errors).toBeUndefined();
    const cursor = pageOf(first.data).pageInfo.endCursor;
    expect(typeof cursor).toBe('string');

    const foreign = await t.gql(query, { parent: theirs, after: cursor });
    expect(foreign.errors).toHaveLength(1);
    expect(foreign.errors![0].message).toBe(`\`after\` is a cursor of the ${list} of another ${parentKind}: ${RETRY}.`);
    expect(foreign.errors![0].path).toEqual(path);
    expect(foreign.errors![0].extensions.code).toBe('BAD_CURSOR');
    expect(foreign.errors![0].extensions.argumentName).toBe('after');

    const own = await t.gql(query, { parent: mine, after: cursor });
    expect(own.errors).toBeUndefined();
  });
});
