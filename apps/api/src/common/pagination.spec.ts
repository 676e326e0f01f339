import { loadDemoLeague } from '../demo/demo-league';
import { loadDemoWorld } from '../demo/demo-world';
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
  expect(data).toBeNull();
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
    await expectBadCursor(field, await endCursor(other), `\`after\` is a cursor of another list (${otherOrder}), not of ${order}: ${RETRY}.`);
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
