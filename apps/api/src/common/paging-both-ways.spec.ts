import { createHash } from 'node:crypto';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { rowId } from '../../test/global-ids';

// Every root list paged by the Relay spec: forwards with first/after and backwards with
// last/before, to the end, in each order it takes, on data this file makes (the world "paging").

let t: TestApi;
let creator: string;
let accountId: string;
let worldId: string;

interface Row {
  id: string;
  [key: string]: string | number;
}

const characters: Row[] = [];
const teams: Row[] = [];
const leagues: Row[] = [];
const matches: Row[] = [];
const history: Row[] = [];
let historyTeamId: string;

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute, 0, 123)).toISOString();

async function insert(sql: string, values: unknown[]): Promise<string> {
  const [row] = await t.dataSource.query(`${sql} RETURNING id`, values);
  return row.id;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const created = await t.gql(`mutation { createWorld(input: { slug: "paging", name: "Paging" }) { world { id } userErrors { code } } }`, {}, creator);
  expect(created.data.createWorld.userErrors).toEqual([]);
  worldId = rowId(created.data.createWorld.world.id);
  [{ id: accountId }] = await t.dataSource.query(`SELECT id FROM account WHERE email = $1`, [demoCreator().email]);

  // Points and update times with ties, so the tie-break on id decides part of each order.
  const characterData: [string, number, number][] = [
    ['Delta', 30, 5],
    ['Alpha', 10, 3],
    ['Echo', 30, 3],
    ['Charlie', 20, 9],
    ['Bravo', 10, 1],
  ];
  for (const [name, points, minute] of characterData) {
    const id = await insert(`INSERT INTO character (world_id, name, kind, updated_at) VALUES ($1, $2, 'HERO', $3)`, [worldId, name, at(minute)]);
    for (const [rank, value] of [
      ['ROOKIE', points],
      ['VETERAN', points + 50],
    ] as const) {
      await t.dataSource.query(
        `INSERT INTO character_version (character_id, rank, point_value, range, targets, movement, damage_symbol, starting_click, ko_clicks)
         VALUES ($1, $2, $3, 4, 1, 'BOOT', 'STANDARD', 1, 4)`,
        [id, rank, value],
      );
    }
    characters.push({ id, name, points, updatedAt: at(minute) });
  }

  const teamData: [string, 'HERO' | 'VILLAIN', number, number][] = [
    ['Owls', 'HERO', 12, 40],
    ['Bats', 'VILLAIN', 7, 40],
    ['Crows', 'HERO', 12, 10],
    ['Eagles', 'HERO', 3, 25],
    ['Apes', 'VILLAIN', 9, 10],
  ];
  for (const [name, alignment, renown, heroPoints] of teamData) {
    const id = await insert(
      `INSERT INTO team (world_id, owner_id, name, alignment, team_ability_roll, team_ability_name, team_ability_text) VALUES ($1, $2, $3, $4, 7, 'None', 'No ability.')`,
      [worldId, accountId, name, alignment],
    );
    const renownCurrency = alignment === 'HERO' ? 'PRESTIGE' : 'INFAMY';
    // Two entries each: the balance is the last one's.
    for (const [currency, amount, after] of [
      [renownCurrency, 1, 1],
      [renownCurrency, renown - 1, renown],
      ['HERO_POINTS', heroPoints, heroPoints],
    ] as const) {
      await t.dataSource.query(`INSERT INTO ledger_entry (team_id, currency, amount, balance_after, reason) VALUES ($1, $2, $3, $4, 'BONUS')`, [
        id,
        currency,
        amount,
        after,
      ]);
    }
    teams.push({ id, name, prestige: alignment === 'HERO' ? renown : 0, infamy: alignment === 'VILLAIN' ? renown : 0, heroPoints });
  }
  historyTeamId = teams[0].id;
  const entries = await t.dataSource.query(`SELECT id, position::text AS position FROM ledger_entry WHERE team_id = $1`, [historyTeamId]);
  history.push(...entries);

  for (const [name, minute] of [
    ['Spring Cup', 4],
    ['Autumn Cup', 2],
    ['Winter Cup', 4],
    ['Summer Cup', 1],
  ] as const) {
    const id = await insert(`INSERT INTO league (world_id, name, created_by, created_at) VALUES ($1, $2, $3, $4)`, [worldId, name, accountId, at(minute)]);
    leagues.push({ id, name, createdAt: at(minute) });
  }

  for (const [minute, buildTotal] of [
    [3, 300],
    [1, 200],
    [3, 100],
    [2, 300],
    [5, 400],
  ]) {
    const seed = `seed-${minute}-${matches.length}`;
    const id = await insert(
      `INSERT INTO match (world_id, ruleset, build_total, training_mission, map_type, status, seed, seed_hash, created_by, created_at)
       VALUES ($1, 'CLIX_CAMPAIGN', $6, false, 'CITY', 'SETUP', $2, $3, $4, $5)`,
      [worldId, seed, createHash('sha256').update(seed).digest('hex'), accountId, at(minute), buildTotal],
    );
    matches.push({ id, createdAt: at(minute), buildTotal });
  }
});

afterAll(() => t?.close());

/** The rows in an order: by `field` (then id) ascending, or reversed. */
function sorted(rows: Row[], field: string, direction: 'ASC' | 'DESC'): string[] {
  const ascending = [...rows].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return (direction === 'ASC' ? ascending : ascending.reverse()).map((r) => r.id);
}

interface List {
  /** The root field and its arguments besides paging, e.g. `characters(world: "paging"`. */
  field: string;
  args: string;
  /** The field that identifies an item, e.g. `id`, or `team.name` for a field below it. */
  id: string;
  token?: () => string;
}

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

/** A page; the paging arguments left out are passed as null, which counts as not given. */
async function readPage(list: List, paging: { first?: number; after?: string | null; last?: number; before?: string | null }) {
  const { data, errors } = await t.gql(
    `query ($first: Int, $after: String, $last: Int, $before: String) {
       list: ${list.field}(${list.args}${list.args ? ', ' : ''}first: $first, after: $after, last: $last, before: $before) { totalCount ${PAGE_INFO} edges { cursor node { ${list.id.split('.').reduceRight((inner, field) => (inner ? `${field} { ${inner} }` : field), '')} } } }
     }`,
    { first: null, after: null, last: null, before: null, ...paging },
    list.token?.(),
  );
  expect(errors).toBeUndefined();
  return data.list;
}

/** An item's identity: a global id read as the row it names (the rows this file made are known by row id), anything else as it is. */
const idOf = (list: List, edge: { node: any }): string => {
  const value: string = list.id.split('.').reduce((v, field) => v[field], edge.node);
  return list.id === 'id' ? rowId(value) : value;
};

/** Reads the whole list forwards and backwards, `size` at a time; checks each page's flags and cursors. */
async function readBothWays(list: List, size: number) {
  const forwards: string[] = [];
  let after: string | null = null;
  const totals = new Set<number>();
  for (;;) {
    const page: any = await readPage(list, { first: size, after });
    totals.add(page.totalCount);
    forwards.push(...page.edges.map((e: any) => idOf(list, e)));
    expect(page.pageInfo.hasPreviousPage).toBe(false);
    expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
    expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
    if (!page.pageInfo.hasNextPage) break;
    expect(page.edges).toHaveLength(size);
    after = page.pageInfo.endCursor;
  }
  const backwards: string[] = [];
  let before: string | null = null;
  for (;;) {
    const page: any = await readPage(list, { last: size, before });
    totals.add(page.totalCount);
    backwards.unshift(...page.edges.map((e: any) => idOf(list, e)));
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
    expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
    if (!page.pageInfo.hasPreviousPage) break;
    expect(page.edges).toHaveLength(size);
    before = page.pageInfo.startCursor;
  }
  expect([...totals]).toEqual([forwards.length]);
  return { forwards, backwards };
}

describe.each([
  {
    list: 'characters',
    rows: () => characters,
    orders: [
      ['NAME', 'name'],
      ['POINTS', 'points'],
      ['UPDATED_AT', 'updatedAt'],
    ],
    fallback: ['name', 'ASC'],
    foreign: ['name, id', 'points, id'],
  },
  {
    list: 'teams',
    rows: () => teams,
    orders: [
      ['NAME', 'name'],
      ['PRESTIGE', 'prestige'],
      ['INFAMY', 'infamy'],
      ['HERO_POINTS', 'heroPoints'],
    ],
    fallback: ['name', 'ASC'],
    foreign: ['name, id', 'prestige, id'],
  },
  {
    list: 'leagues',
    rows: () => leagues,
    orders: [
      ['NAME', 'name'],
      ['CREATED_AT', 'createdAt'],
    ],
    fallback: ['createdAt', 'DESC'],
    foreign: ['name, id', 'createdAt, id'],
  },
  {
    list: 'matches',
    rows: () => matches,
    orders: [
      ['CREATED_AT', 'createdAt'],
      ['BUILD_TOTAL', 'buildTotal'],
    ],
    fallback: ['createdAt', 'DESC'],
    foreign: ['createdAt, id', 'buildTotal, id'],
  },
] as const)('$list', ({ list, rows, orders, fallback, foreign }) => {
  const cases = orders.flatMap(([field, key]) => (['ASC', 'DESC'] as const).flatMap((direction) => [1, 2, 3].map((size) => ({ field, key, direction, size }))));

  it.each(cases)(
    'pages $field $direction, $size at a time, forwards and backwards to the end: the same items in the same order',
    async ({ field, key, direction, size }) => {
      const { forwards, backwards } = await readBothWays(
        { field: list, args: `world: "paging", orderBy: { field: ${field}, direction: ${direction} }`, id: 'id' },
        size,
      );
      expect(forwards).toEqual(sorted(rows(), key, direction));
      expect(backwards).toEqual(forwards);
    },
  );

  it('keeps its order when orderBy is left out', async () => {
    const { forwards, backwards } = await readBothWays({ field: list, args: 'world: "paging"', id: 'id' }, 2);
    expect(forwards).toEqual(sorted(rows(), fallback[0], fallback[1]));
    expect(backwards).toEqual(forwards);
  });

  it('refuses a cursor of another order of the same list as a foreign cursor', async () => {
    const [byFirst, bySecond] = [orders[0], orders[1] ?? orders[0]];
    const directions = byFirst === bySecond ? ['ASC', 'DESC'] : ['ASC', 'ASC'];
    const page = await readPage(
      { field: list, args: `world: "paging", orderBy: { field: ${byFirst[0]}, direction: ${directions[0]} }`, id: 'id' },
      { first: 1 },
    );
    const cursor = page.pageInfo.endCursor;
    const { data, errors } = await t.gql(
      `query ($after: String) { ${list}(world: "paging", first: 1, after: $after, orderBy: { field: ${bySecond[0]}, direction: ${directions[1]} }) { totalCount } }`,
      { after: cursor },
    );
    expect(data === null ? null : data[list]).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors![0].message).toBe(
      `\`after\` is a foreign cursor, of ${list} in another order (by ${foreign[0]}), not of ${list} by ${foreign[1]}: pass the \`endCursor\` of a page of this list unchanged, or leave \`after\` out to start from the first page.`,
    );
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
  });
});

describe('the other root lists', () => {
  const inPrintedOrder = (table: string) => async () =>
    (await t.dataSource.query(`SELECT id FROM ${table} WHERE world_id = $1 ORDER BY position`, [worldId])).map((r: { id: string }) => r.id);
  const lists: (List & { expected: () => string[] | Promise<string[]> })[] = [
    { field: 'worlds', args: '', id: 'slug', expected: () => ['demo', 'paging'] },
    { field: 'powers', args: 'world: "paging"', id: 'id', expected: inPrintedOrder('catalogue_power') },
    { field: 'feats', args: 'world: "paging"', id: 'id', expected: inPrintedOrder('catalogue_feat') },
    { field: 'items', args: 'world: "paging"', id: 'id', expected: inPrintedOrder('catalogue_item') },
    { field: 'scenarios', args: 'world: "paging"', id: 'id', expected: inPrintedOrder('catalogue_scenario') },
    // By renown (a villain's is -Infamy), then name.
    { field: 'prestigeTable', args: 'world: "paging"', id: 'team.name', expected: () => ['Crows', 'Owls', 'Eagles', 'Bats', 'Apes'] },
    {
      field: 'teamHistory',
      args: 'teamId: "$TEAM"',
      id: 'id',
      expected: () => history.sort((a, b) => Number(b.position) - Number(a.position)).map((e) => e.id),
    },
    { field: 'worldMembers', args: 'world: "paging"', id: 'role', token: () => creator, expected: () => ['CREATOR'] },
    { field: 'apiKeys', args: 'world: "paging"', id: 'id', token: () => creator, expected: () => [] },
    { field: 'diceRolls', args: 'world: "paging"', id: 'id', token: () => creator, expected: () => [] },
  ];

  it.each(lists)('pages $field forwards and backwards to the end: the same items', async (list) => {
    const { forwards, backwards } = await readBothWays({ ...list, args: list.args.replace('$TEAM', historyTeamId) }, 2);
    expect(forwards).toEqual(await list.expected());
    expect(backwards).toEqual(forwards);
  });
});

describe('paging arguments', () => {
  const refused = async (args: string) => {
    const { data, errors } = await t.gql(`{ teams(world: "paging", ${args}) { totalCount } worlds(first: 1) { totalCount } }`);
    // The list's field (nullable) is null with its error; its sibling keeps its data.
    expect(data.worlds.totalCount).toBe(2);
    expect(data.teams).toBeNull();
    expect(errors).toHaveLength(1);
    return errors![0];
  };
  const cursor = async () => (await readPage({ field: 'teams', args: 'world: "paging"', id: 'id' }, { first: 1 })).pageInfo.endCursor;

  it('refuses first with last, naming last', async () => {
    expect(await refused('first: 2, last: 2')).toMatchObject({
      message: 'last cannot be given with first: read forwards with first or backwards with last; got 2',
      path: ['teams'],
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'last', value: 2 },
    });
  });

  it('refuses a list with neither first nor last, naming first', async () => {
    expect(await refused('after: null')).toMatchObject({
      message: 'first or last is required: a page size from 1 to 100',
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'first' },
    });
  });

  it('refuses before with first, and after with last, quoting the cursor cut at 60 characters', async () => {
    const c = await cursor();
    const quoted = `"${c}"`.slice(0, 59) + '…';
    expect(await refused(`first: 1, before: "${c}"`)).toMatchObject({
      message: `before reads backwards: give it with last, not first; got ${quoted}`,
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'before', value: c },
    });
    expect(await refused(`last: 1, after: "${c}"`)).toMatchObject({
      message: `after reads forwards: give it with first, not last; got ${quoted}`,
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'after', value: c },
    });
  });

  it('refuses last out of 1..100 like first', async () => {
    for (const last of [0, 101]) {
      expect(await refused(`last: ${last}`)).toMatchObject({
        message: `last must be between 1 and 100; got ${last}`,
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'last', value: last, constraint: last === 0 ? 'min' : 'max' },
      });
    }
  });

  it('refuses a cursor of another list given as before, as a foreign cursor', async () => {
    const charactersCursor = (await readPage({ field: 'characters', args: 'world: "paging"', id: 'id' }, { first: 1 })).pageInfo.endCursor;
    expect(await refused(`last: 1, before: "${charactersCursor}"`)).toMatchObject({
      message:
        '`before` is a foreign cursor, of another list (characters by name, id), not of teams by name, id: pass the `startCursor` of a page of this list unchanged, or leave `before` out to start from the last page.',
      extensions: { code: 'BAD_CURSOR', argumentName: 'before' },
    });
  });
});

describe('SQL statements', () => {
  // One item and a hundred (every item there is) cost the same, whatever the order and direction.
  it.each([
    ['characters', 'world: "paging", orderBy: { field: POINTS, direction: DESC }', 'id name versions { rank clicks { number } }', 1],
    ['teams', 'world: "paging", orderBy: { field: PRESTIGE, direction: ASC }', 'id name', 1],
    ['leagues', 'world: "paging", orderBy: { field: NAME, direction: DESC }', 'id name', 1],
    ['matches', 'world: "paging", orderBy: { field: CREATED_AT, direction: ASC }', 'id', 1],
  ])('%s: as many for last 1 as for last 100, and as for first', async (field, args, selection, expected) => {
    const statements = async (paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(`{ list: ${field}(${args}, ${paging}) { totalCount ${PAGE_INFO} nodes { ${selection} } } }`);
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    const one = await statements('last: 1');
    expect(one).toBe(expected);
    expect(await statements('last: 100')).toBe(one);
    const start = await readPage({ field, args, id: 'id' }, { last: 2 });
    expect(await statements(`last: 100, before: "${start.pageInfo.startCursor}"`)).toBe(one);
    expect(await statements('first: 100')).toBe(one);
  });
});

describe('the catalogues in each order they take', () => {
  // The expected order is PostgreSQL's own, by the same columns (the row id last), named by catalogue id:
  // no API id is compared with a row id.
  const tables = { powers: 'catalogue_power', feats: 'catalogue_feat', items: 'catalogue_item', scenarios: 'catalogue_scenario' } as const;
  const columns = { POSITION: 'position', NAME: 'name', CATALOGUE_ID: 'catalogue_id', PRICE: 'COALESCE(price, -1)' } as const;
  const expected = async (list: keyof typeof tables, field: keyof typeof columns, direction: 'ASC' | 'DESC') =>
    (
      await t.dataSource.query(
        `SELECT catalogue_id FROM ${tables[list]} WHERE world_id = (SELECT id FROM world WHERE slug = 'paging') ORDER BY ${columns[field]} ${direction}, id ${direction}`,
      )
    ).map((r: { catalogue_id: string }) => r.catalogue_id);
  const cases = (
    [
      ['powers', ['NAME', 'CATALOGUE_ID', 'POSITION']],
      ['feats', ['NAME', 'CATALOGUE_ID', 'POSITION']],
      ['items', ['NAME', 'CATALOGUE_ID', 'POSITION', 'PRICE']],
      ['scenarios', ['NAME', 'CATALOGUE_ID', 'POSITION']],
    ] as const
  ).flatMap(([list, fields]) => fields.flatMap((field) => (['ASC', 'DESC'] as const).map((direction) => ({ list, field, direction }))));

  it.each(cases)('pages $list by $field $direction forwards and backwards to the end, in the order PostgreSQL gives', async ({ list, field, direction }) => {
    const { forwards, backwards } = await readBothWays(
      { field: list, args: `world: "paging", orderBy: { field: ${field}, direction: ${direction} }`, id: 'catalogueId' },
      25,
    );
    const want = await expected(list, field, direction);
    expect(want.length).toBeGreaterThan(3);
    expect(forwards).toEqual(want);
    expect(backwards).toEqual(forwards);
  });

  it('sorts items by price with the unpriced first, ties broken the same way both ways', async () => {
    const { data } = await t.gql(`{ items(world: "paging", first: 100, orderBy: { field: PRICE, direction: ASC }) { totalCount nodes { price } } }`);
    const prices = data.items.nodes.map((n: { price: number | null }) => n.price ?? -1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(-1);
    expect(new Set(prices).size).toBeLessThan(prices.length);
  });

  it('refuses a cursor of another order of the same catalogue as a foreign cursor', async () => {
    const page = await readPage({ field: 'feats', args: 'world: "paging", orderBy: { field: NAME, direction: ASC }', id: 'catalogueId' }, { first: 1 });
    const { data, errors } = await t.gql(
      `query ($after: String) { feats(world: "paging", first: 1, after: $after, orderBy: { field: CATALOGUE_ID, direction: ASC }) { totalCount } worlds(first: 1) { totalCount } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(data.feats).toBeNull();
    expect(data.worlds.totalCount).toBe(2);
    expect(errors).toHaveLength(1);
    expect(errors![0].message).toBe(
      '`after` is a foreign cursor, of feats in another order (by name, id), not of feats by catalogueId, id: pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page.',
    );
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
  });

  it.each([
    ['powers', 'NAME, direction: DESC'],
    ['feats', 'CATALOGUE_ID, direction: ASC'],
    ['items', 'PRICE, direction: DESC'],
    ['scenarios', 'NAME, direction: ASC'],
  ])('%s: as many SQL statements for 1 as for 100, either way, with orderBy', async (field, order) => {
    const statements = async (paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(
        `{ list: ${field}(world: "paging", orderBy: { field: ${order} }, ${paging}) { totalCount ${PAGE_INFO} nodes { catalogueId name } } }`,
      );
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    const one = await statements('first: 1');
    expect(await statements('first: 100')).toBe(one);
    expect(await statements('last: 1')).toBe(one);
    expect(await statements('last: 100')).toBe(one);
  });
});

describe('the prestige table in each order it takes', () => {
  // Renown: Owls 12, Crows 12, Eagles 3, Bats -7 (Infamy 7 is renown -7 here: the balance is positive), Apes -9.
  const orders = {
    'RENOWN ASC': ['Apes', 'Bats', 'Eagles', 'Crows', 'Owls'],
    'RENOWN DESC': ['Owls', 'Crows', 'Eagles', 'Bats', 'Apes'],
    'NAME ASC': ['Apes', 'Bats', 'Crows', 'Eagles', 'Owls'],
    'NAME DESC': ['Owls', 'Eagles', 'Crows', 'Bats', 'Apes'],
  } as const;

  it.each(Object.entries(orders).flatMap(([order, names]) => [1, 2, 3].map((size) => ({ order, names, size }))))(
    'pages by $order, $size at a time, forwards and backwards to the end',
    async ({ order, names, size }) => {
      const [field, direction] = order.split(' ');
      const { forwards, backwards } = await readBothWays(
        { field: 'prestigeTable', args: `world: "paging", orderBy: { field: ${field}, direction: ${direction} }`, id: 'team.name' },
        size,
      );
      expect(forwards).toEqual(names);
      expect(backwards).toEqual(forwards);
    },
  );

  it('keeps rank as the rank by renown in any order', async () => {
    const { data } = await t.gql(
      `{ prestigeTable(world: "paging", first: 10, orderBy: { field: NAME, direction: ASC }) { nodes { rank team { name } renown { value } } } }`,
    );
    expect(data.prestigeTable.nodes.map((n: any) => [n.team.name, n.rank])).toEqual([
      ['Apes', 5],
      ['Bats', 4],
      ['Crows', 1],
      ['Eagles', 3],
      ['Owls', 1],
    ]);
  });

  it('refuses a cursor of the default order given with an orderBy, as a foreign cursor', async () => {
    const page = await readPage({ field: 'prestigeTable', args: 'world: "paging"', id: 'team.name' }, { first: 1 });
    const { data, errors } = await t.gql(
      `query ($after: String) { prestigeTable(world: "paging", first: 1, after: $after, orderBy: { field: RENOWN, direction: DESC }) { totalCount } worlds(first: 1) { totalCount } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(data.prestigeTable).toBeNull();
    expect(data.worlds.totalCount).toBe(2);
    expect(errors![0].message).toBe(
      '`after` is a foreign cursor, of prestigeTable in another order (by renown desc, name, teamId), not of prestigeTable by renown desc, name desc, teamId desc: pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page.',
    );
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
  });

  it('costs the same SQL statements for 1 as for 100, either way, with orderBy', async () => {
    const statements = async (paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(
        `{ prestigeTable(world: "paging", orderBy: { field: RENOWN, direction: ASC }, ${paging}) { totalCount ${PAGE_INFO} nodes { rank renown { currency value } team { name } } } }`,
      );
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    const one = await statements('first: 1');
    expect(await statements('first: 100')).toBe(one);
    expect(await statements('last: 1')).toBe(one);
    expect(await statements('last: 100')).toBe(one);
  });
});

describe("a team's ledger in each order it takes", () => {
  // Named by position (unique, as written); the expected order is PostgreSQL's by the same columns.
  const columns = { CREATED_AT: 'created_at', AMOUNT: 'amount' } as const;
  const expected = async (field: keyof typeof columns, direction: 'ASC' | 'DESC') =>
    (
      await t.dataSource.query(
        `SELECT position::text AS position FROM ledger_entry WHERE team_id = $1 ORDER BY ${columns[field]} ${direction}, position ${direction}`,
        [historyTeamId],
      )
    ).map((r: { position: string }) => r.position);
  const positions = async (list: List) => {
    const { forwards, backwards } = await readBothWays(list, 1);
    expect(backwards).toEqual(forwards);
    // The page answers ids; each is mapped to its position through the rows this file made.
    const byId = new Map(history.map((e) => [e.id, String(e.position)]));
    return forwards.map((id) => byId.get(id));
  };

  it.each((['CREATED_AT', 'AMOUNT'] as const).flatMap((field) => (['ASC', 'DESC'] as const).map((direction) => ({ field, direction }))))(
    'pages teamHistory by $field $direction forwards and backwards to the end (Team.history takes the same arguments)',
    async ({ field, direction }) => {
      const want = await expected(field, direction);
      expect(want).toHaveLength(3);
      const orderBy = `orderBy: { field: ${field}, direction: ${direction} }`;
      expect(await positions({ field: 'teamHistory', args: `teamId: "${historyTeamId}", ${orderBy}`, id: 'id' })).toEqual(want);
    },
  );

  it('answers AMOUNT ASC as the amounts sorted, and refuses the default order’s cursor under an orderBy', async () => {
    const { data } = await t.gql(`{ teamHistory(teamId: "${historyTeamId}", first: 10, orderBy: { field: AMOUNT, direction: ASC }) { nodes { amount } } }`);
    expect(data.teamHistory.nodes.map((n: { amount: number }) => n.amount)).toEqual([1, 11, 40]);
    const page = await readPage({ field: 'teamHistory', args: `teamId: "${historyTeamId}"`, id: 'id' }, { first: 1 });
    const refused = await t.gql(
      `query ($after: String) { teamHistory(teamId: "${historyTeamId}", first: 1, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) { totalCount } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(refused.data.teamHistory).toBeNull();
    expect(refused.errors![0].message).toBe(
      '`after` is a foreign cursor, of teamHistory in another order (by position desc), not of teamHistory by createdAt desc, position desc: pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page.',
    );
  });

  it('costs the same SQL statements for 1 as for 100, either way, with orderBy', async () => {
    const statements = async (paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(
        `{ teamHistory(teamId: "${historyTeamId}", orderBy: { field: AMOUNT, direction: DESC }, ${paging}) { totalCount ${PAGE_INFO} nodes { amount currency } } }`,
      );
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    const one = await statements('first: 1');
    expect(await statements('first: 100')).toBe(one);
    expect(await statements('last: 1')).toBe(one);
    expect(await statements('last: 100')).toBe(one);
  });
});

describe("a match's log in each order it takes", () => {
  let matchId: string;

  beforeAll(async () => {
    matchId = matches[0].id;
    for (let sequence = 1; sequence <= 5; sequence++) {
      await t.dataSource.query(`INSERT INTO match_event (match_id, sequence, type, payload, created_by) VALUES ($1, $2, 'END_TURN', '{}', $3)`, [
        matchId,
        sequence,
        accountId,
      ]);
    }
  });

  it.each([
    ['ASC', [1, 2, 3, 4, 5]],
    ['DESC', [5, 4, 3, 2, 1]],
  ] as const)('pages matchEvents by SEQUENCE %s forwards and backwards to the end, 2 at a time', async (direction, sequences) => {
    const { forwards, backwards } = await readBothWays(
      { field: 'matchEvents', args: `matchId: "${matchId}", orderBy: { field: SEQUENCE, direction: ${direction} }`, id: 'sequence' },
      2,
    );
    expect(forwards).toEqual(sequences);
    expect(backwards).toEqual(forwards);
  });

  it('keeps the recorded order when orderBy is left out, and refuses its cursor under SEQUENCE DESC', async () => {
    const { forwards } = await readBothWays({ field: 'matchEvents', args: `matchId: "${matchId}"`, id: 'sequence' }, 2);
    expect(forwards).toEqual([1, 2, 3, 4, 5]);
    const page = await readPage({ field: 'matchEvents', args: `matchId: "${matchId}"`, id: 'sequence' }, { first: 1 });
    const refused = await t.gql(
      `query ($after: String) { matchEvents(matchId: "${matchId}", first: 1, after: $after, orderBy: { field: SEQUENCE, direction: DESC }) { totalCount } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(refused.data.matchEvents).toBeNull();
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
  });

  it('costs the same SQL statements for 1 as for 100, either way, with orderBy', async () => {
    const statements = async (paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(
        `{ matchEvents(matchId: "${matchId}", orderBy: { field: SEQUENCE, direction: DESC }, ${paging}) { totalCount ${PAGE_INFO} nodes { sequence type } } }`,
        {},
        creator,
      );
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    const one = await statements('first: 1');
    expect(await statements('first: 100')).toBe(one);
    expect(await statements('last: 1')).toBe(one);
    expect(await statements('last: 100')).toBe(one);
  });
});

describe('the worlds and a world’s members in each order they take', () => {
  beforeAll(async () => {
    // Three more members of "paging": two joined at the same minute, so the account decides part of each order.
    for (const [name, role, minute] of [
      ['Pia', 'PLAYER', 7],
      ['Olaf', 'ORGANIZER', 7],
      ['Paul', 'PLAYER', 3],
    ] as const) {
      const account = await insert(`INSERT INTO account (email, display_name, password_hash) VALUES ($1, $2, 'x')`, [
        `${name.toLowerCase()}@paging.example`,
        name,
      ]);
      await t.dataSource.query(`INSERT INTO world_member (world_id, account_id, role, created_at) VALUES ($1, $2, $3, $4)`, [
        worldId,
        account,
        role,
        at(minute),
      ]);
    }
  });

  const worldOrder = async (column: string, direction: 'ASC' | 'DESC') =>
    (await t.dataSource.query(`SELECT slug FROM world ORDER BY ${column} ${direction}, id ${direction}`)).map((r: { slug: string }) => r.slug);
  const memberOrder = async (columns: string[], direction: 'ASC' | 'DESC') =>
    (
      await t.dataSource.query(
        `SELECT a.display_name FROM world_member m JOIN account a ON a.id = m.account_id WHERE m.world_id = $1 ORDER BY ${columns.map((c) => `${c} ${direction}`).join(', ')}`,
        [worldId],
      )
    ).map((r: { display_name: string }) => r.display_name);

  it.each(
    (
      [
        ['SLUG', 'slug'],
        ['NAME', 'name'],
        ['CREATED_AT', 'created_at'],
      ] as const
    ).flatMap(([field, column]) => (['ASC', 'DESC'] as const).map((direction) => ({ field, column, direction }))),
  )('pages worlds by $field $direction forwards and backwards to the end', async ({ field, column, direction }) => {
    const { forwards, backwards } = await readBothWays({ field: 'worlds', args: `orderBy: { field: ${field}, direction: ${direction} }`, id: 'slug' }, 1);
    expect(forwards).toEqual(await worldOrder(column, direction));
    expect(forwards).toHaveLength(2);
    expect(backwards).toEqual(forwards);
  });

  it.each(
    (
      [
        ['JOINED_AT', ['m.created_at', 'm.account_id']],
        ['ROLE', ['m.role', 'm.created_at', 'm.account_id']],
      ] as const
    ).flatMap(([field, columns]) => (['ASC', 'DESC'] as const).map((direction) => ({ field, columns, direction }))),
  )('pages worldMembers by $field $direction forwards and backwards to the end', async ({ field, columns, direction }) => {
    const { forwards, backwards } = await readBothWays(
      {
        field: 'worldMembers',
        args: `world: "paging", orderBy: { field: ${field}, direction: ${direction} }`,
        id: 'account.displayName',
        token: () => creator,
      },
      2,
    );
    const want = await memberOrder([...columns], direction);
    expect(want).toHaveLength(4);
    expect(forwards).toEqual(want);
    expect(backwards).toEqual(forwards);
  });

  it('refuses a cursor of the default order of worlds under an orderBy, and costs the same statements for 1 as for 100', async () => {
    const page = await readPage({ field: 'worlds', args: '', id: 'slug' }, { first: 1 });
    const refused = await t.gql(`query ($after: String) { worlds(first: 1, after: $after, orderBy: { field: NAME, direction: ASC }) { totalCount } }`, {
      after: page.pageInfo.endCursor,
    });
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
    const statements = async (list: string, paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(`{ list: ${list}${paging}) { totalCount ${PAGE_INFO} nodes { __typename } } }`, {}, creator);
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    for (const list of [
      'worlds(orderBy: { field: CREATED_AT, direction: DESC }, ',
      'worldMembers(world: "paging", orderBy: { field: ROLE, direction: ASC }, ',
    ]) {
      const one = await statements(list, 'first: 1');
      expect(await statements(list, 'first: 100')).toBe(one);
      expect(await statements(list, 'last: 1')).toBe(one);
      expect(await statements(list, 'last: 100')).toBe(one);
    }
  });
});

describe('a world’s dice rolls in each order they take', () => {
  beforeAll(async () => {
    // Purposes and times with ties, so the time and the id decide part of each order.
    for (const [purpose, minute] of [
      ['sub-plot', 5],
      ['random-scenario', 2],
      ['sub-plot', 2],
      ['random-scenario', 9],
      ['plea-for-membership', 5],
    ] as const) {
      await t.dataSource.query(
        `INSERT INTO dice_roll (world_id, purpose, seed, faces, result, state_after, created_at) VALUES ($1, $2, 'seed', '{3,4}', '{}', '{}', $3)`,
        [worldId, purpose, at(minute)],
      );
    }
  });

  const rollOrder = async (columns: string[], direction: 'ASC' | 'DESC') =>
    (await t.dataSource.query(`SELECT id FROM dice_roll WHERE world_id = $1 ORDER BY ${columns.map((c) => `${c} ${direction}`).join(', ')}`, [worldId])).map(
      (r: { id: string }) => r.id,
    );

  it.each(
    (
      [
        ['CREATED_AT', ['created_at', 'id']],
        ['PURPOSE', ['purpose', 'created_at', 'id']],
      ] as const
    ).flatMap(([field, columns]) => (['ASC', 'DESC'] as const).map((direction) => ({ field, columns, direction }))),
  )('pages diceRolls by $field $direction forwards and backwards to the end', async ({ field, columns, direction }) => {
    const { forwards, backwards } = await readBothWays(
      { field: 'diceRolls', args: `world: "paging", orderBy: { field: ${field}, direction: ${direction} }`, id: 'id', token: () => creator },
      2,
    );
    const want = await rollOrder([...columns], direction);
    expect(want).toHaveLength(5);
    expect(forwards).toEqual(want);
    expect(backwards).toEqual(forwards);
  });

  it('keeps newest first when orderBy is left out, refuses its cursor under an orderBy, and costs the same statements for 1 as for 100', async () => {
    const list = { field: 'diceRolls', args: 'world: "paging"', id: 'id', token: () => creator };
    expect((await readBothWays(list, 2)).forwards).toEqual(await rollOrder(['created_at', 'id'], 'DESC'));
    const page = await readPage(list, { first: 1 });
    const refused = await t.gql(
      `query ($after: String) { diceRolls(world: "paging", first: 1, after: $after, orderBy: { field: PURPOSE, direction: ASC }) { totalCount } }`,
      { after: page.pageInfo.endCursor },
      creator,
    );
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
    const statements = async (paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(
        `{ diceRolls(world: "paging", orderBy: { field: PURPOSE, direction: DESC }, ${paging}) { totalCount ${PAGE_INFO} nodes { purpose faces } } }`,
        {},
        creator,
      );
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    const one = await statements('first: 1');
    expect(await statements('first: 100')).toBe(one);
    expect(await statements('last: 1')).toBe(one);
    expect(await statements('last: 100')).toBe(one);
  });
});

describe('a world’s API keys in each order they take', () => {
  beforeAll(async () => {
    // Names and times with ties, so the id decides part of each order.
    for (const [name, minute] of [
      ['Bot', 4],
      ['Overlay', 1],
      ['Bot', 6],
      ['Archive', 4],
    ] as const) {
      await t.dataSource.query(
        `INSERT INTO api_key (world_id, name, secret_prefix, secret_hash, created_by, created_at) VALUES ($1, $2, 'clx_k_', md5(random()::text), $3, $4)`,
        [worldId, name, accountId, at(minute)],
      );
    }
  });

  const keyOrder = async (column: string, direction: 'ASC' | 'DESC') =>
    (await t.dataSource.query(`SELECT id FROM api_key WHERE world_id = $1 ORDER BY ${column} ${direction}, id ${direction}`, [worldId])).map(
      (r: { id: string }) => r.id,
    );

  it.each(
    (
      [
        ['CREATED_AT', 'created_at'],
        ['NAME', 'name'],
      ] as const
    ).flatMap(([field, column]) => (['ASC', 'DESC'] as const).map((direction) => ({ field, column, direction }))),
  )(
    'pages apiKeys by $field $direction forwards and backwards to the end, and costs the same statements for 1 as for 100',
    async ({ field, column, direction }) => {
      const args = `world: "paging", orderBy: { field: ${field}, direction: ${direction} }`;
      const { forwards, backwards } = await readBothWays({ field: 'apiKeys', args, id: 'id', token: () => creator }, 2);
      const want = await keyOrder(column, direction);
      expect(want).toHaveLength(4);
      expect(forwards).toEqual(want);
      expect(backwards).toEqual(forwards);
      const statements = async (paging: string) => {
        t.counter.reset();
        const { errors } = await t.gql(`{ apiKeys(${args}, ${paging}) { totalCount ${PAGE_INFO} nodes { name } } }`, {}, creator);
        expect(errors).toBeUndefined();
        return t.counter.count;
      };
      const one = await statements('first: 1');
      expect(await statements('first: 100')).toBe(one);
      expect(await statements('last: 100')).toBe(one);
    },
  );

  it('takes the default order’s cursor under CREATED_AT DESC (the same order), and refuses it under NAME', async () => {
    const page = await readPage({ field: 'apiKeys', args: 'world: "paging"', id: 'id', token: () => creator }, { first: 1 });
    const same = await t.gql(
      `query ($after: String) { apiKeys(world: "paging", first: 1, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) { totalCount } }`,
      { after: page.pageInfo.endCursor },
      creator,
    );
    expect(same.errors).toBeUndefined();
    expect(same.data.apiKeys.totalCount).toBe(4);
    const refused = await t.gql(
      `query ($after: String) { apiKeys(world: "paging", first: 1, after: $after, orderBy: { field: NAME, direction: ASC }) { totalCount } }`,
      { after: page.pageInfo.endCursor },
      creator,
    );
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
  });
});

describe('a world’s webhooks in each order they take', () => {
  beforeAll(async () => {
    for (const [url, minute] of [
      ['https://b.example/hook', 3],
      ['https://a.example/hook', 8],
      ['https://b.example/hook', 1],
    ] as const) {
      await t.dataSource.query(`INSERT INTO webhook (world_id, url, events, secret, created_by, created_at) VALUES ($1, $2, '{MATCH_RESOLVED}', 's', $3, $4)`, [
        worldId,
        url,
        accountId,
        at(minute),
      ]);
    }
  });

  it.each(
    (
      [
        ['CREATED_AT', 'created_at'],
        ['URL', 'url'],
      ] as const
    ).flatMap(([field, column]) => (['ASC', 'DESC'] as const).map((direction) => ({ field, column, direction }))),
  )(
    'pages webhooks by $field $direction forwards and backwards to the end, and costs the same statements for 1 as for 100',
    async ({ field, column, direction }) => {
      const args = `world: "paging", orderBy: { field: ${field}, direction: ${direction} }`;
      const { forwards, backwards } = await readBothWays({ field: 'webhooks', args, id: 'id', token: () => creator }, 2);
      const want = (
        await t.dataSource.query(`SELECT id FROM webhook WHERE world_id = $1 AND league_id IS NULL ORDER BY ${column} ${direction}, id ${direction}`, [worldId])
      ).map((r: { id: string }) => r.id);
      expect(want).toHaveLength(3);
      expect(forwards).toEqual(want);
      expect(backwards).toEqual(forwards);
      const statements = async (paging: string) => {
        t.counter.reset();
        const { errors } = await t.gql(`{ webhooks(${args}, ${paging}) { totalCount ${PAGE_INFO} nodes { url } } }`, {}, creator);
        expect(errors).toBeUndefined();
        return t.counter.count;
      };
      const one = await statements('first: 1');
      expect(await statements('first: 100')).toBe(one);
      expect(await statements('last: 100')).toBe(one);
    },
  );

  it('refuses a cursor of the default order under URL', async () => {
    const page = await readPage({ field: 'webhooks', args: 'world: "paging"', id: 'id', token: () => creator }, { first: 1 });
    const refused = await t.gql(
      `query ($after: String) { webhooks(world: "paging", first: 1, after: $after, orderBy: { field: URL, direction: ASC }) { totalCount } }`,
      { after: page.pageInfo.endCursor },
      creator,
    );
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
  });
});

describe('a world’s activity in each order it takes', () => {
  const list = (args: string): List => ({ field: 'worldActivity', args: `world: "paging"${args}`, id: 'summary', token: () => creator });

  it('pages AT ASC forwards and backwards to the end: the feed from its start, the default (AT DESC) the other way round', async () => {
    const newestFirst = await readBothWays(list(''), 2);
    expect(newestFirst.forwards.length).toBeGreaterThan(3);
    const explicit = await readBothWays(list(', orderBy: { field: AT, direction: DESC }'), 2);
    expect(explicit.forwards).toEqual(newestFirst.forwards);
    const oldestFirst = await readBothWays(list(', orderBy: { field: AT, direction: ASC }'), 2);
    expect(oldestFirst.forwards).toEqual([...newestFirst.forwards].reverse());
    expect(oldestFirst.backwards).toEqual(oldestFirst.forwards);
  });

  it('refuses a cursor of the default order under AT ASC, and costs the same statements for 1 as for 100', async () => {
    const page = await readPage(list(''), { first: 1 });
    const refused = await t.gql(
      `query ($after: String) { worldActivity(world: "paging", first: 1, after: $after, orderBy: { field: AT, direction: ASC }) { totalCount } }`,
      { after: page.pageInfo.endCursor },
      creator,
    );
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_CURSOR', argumentName: 'after' });
    const statements = async (paging: string) => {
      t.counter.reset();
      const { errors } = await t.gql(
        `{ worldActivity(world: "paging", orderBy: { field: AT, direction: ASC }, ${paging}) { totalCount ${PAGE_INFO} nodes { at kind summary } } }`,
        {},
        creator,
      );
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    const one = await statements('first: 1');
    expect(await statements('first: 100')).toBe(one);
    expect(await statements('last: 1')).toBe(one);
    expect(await statements('last: 100')).toBe(one);
  });
});
