import { NPC_CHARACTERS } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';

const DIAL_FIELDS = `
  id name kind description visibility
  world { slug }
  versions {
    rank pointValue range targets movement damageSymbol teamAbility keywords archenemyColour
    setCode collectorNumber startingClick koClicks dialLength
    specialPowers { value name text }
    clicks { number speed attack defense damage speedPower attackPower defensePower damagePower }
  }`;

const LIST = `query ($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {
  characters(world: $world, first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id name } }
    nodes { ${DIAL_FIELDS} }
  }
}`;

const CREATE = `mutation ($input: CreateCharacterInput!) {
  createCharacter(input: $input) { character { ${DIAL_FIELDS} } userErrors { code field message } }
}`;

const UPDATE = `mutation ($input: UpdateCharacterInput!) {
  updateCharacter(input: $input) { character { ${DIAL_FIELDS} } userErrors { code field message } }
}`;

const DELETE = `mutation ($id: ID!) { deleteCharacter(id: $id) { deletedCharacterId userErrors { code field message } } }`;

function validVersion(overrides: Record<string, unknown> = {}) {
  return {
    rank: 'ROOKIE',
    pointValue: 47,
    range: 6,
    targets: 2,
    movement: 'WING',
    damageSymbol: 'STANDARD',
    teamAbility: 'Police',
    keywords: ['Detective'],
    startingClick: 1,
    koClicks: 9,
    specialPowers: [{ value: 'ATTACK', name: 'Stun Baton', text: 'Incapacitate at range 0.' }],
    clicks: [
      { speed: 8, attack: 10, defense: 16, damage: 2, attackPower: 'Incapacitate' },
      { speed: 7, attack: 9, defense: 15, damage: 2 },
      { speed: 6, attack: 9, defense: 15, damage: 1, defensePower: 'Toughness' },
    ],
    ...overrides,
  };
}

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    world: 'demo',
    name: 'Night Watch',
    kind: 'HERO',
    description: 'Patrols the docks.',
    versions: [validVersion()],
    ...overrides,
  };
}

let t: TestApi;
let creator: string;

async function rowCounts() {
  const [row] = await t.dataSource.query(`SELECT
    (SELECT count(*)::int FROM character) AS characters,
    (SELECT count(*)::int FROM character_version) AS versions,
    (SELECT count(*)::int FROM dial_click) AS clicks`);
  return row as { characters: number; versions: number; clicks: number };
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(async () => {
  await t?.close();
});

describe('the demo world', () => {
  it('holds every NPC printed in the rules, with each dial exactly as printed', async () => {
    const { data, errors } = await t.gql(LIST, { world: 'demo', first: 100 });
    expect(errors).toBeUndefined();
    expect(data.characters.totalCount).toBe(18);
    const byName = new Map<string, any>(data.characters.nodes.map((n: any) => [n.name, n]));
    expect(byName.size).toBe(NPC_CHARACTERS.length);
    for (const npc of NPC_CHARACTERS) {
      const node = byName.get(npc.name);
      expect(node).toBeDefined();
      expect(node.kind).toBe(npc.kind);
      expect(node.description).toBe(npc.description);
      expect(node.world.slug).toBe('demo');
      expect(node.versions).toHaveLength(1);
      const [version] = node.versions;
      const [expected] = npc.versions;
      expect(version).toMatchObject({
        rank: expected.rank,
        pointValue: expected.pointValue,
        range: expected.range,
        targets: expected.targets,
        teamAbility: expected.teamAbility,
        startingClick: expected.startingClick,
        koClicks: expected.koClicks,
        dialLength: expected.clicks.length + expected.koClicks,
        specialPowers: expected.specialPowers,
      });
      expect(version.clicks.map((c: any) => [c.number, c.speed, c.attack, c.defense, c.damage])).toEqual(
        expected.clicks.map((c, i) => [i + 1, c.speed, c.attack, c.defense, c.damage]),
      );
    }
  });

  it('is loaded once: loading it again adds nothing', async () => {
    const before = await rowCounts();
    expect(await loadDemoWorld(t.dataSource)).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('characters query', () => {
  it('pages through the whole list by cursor, in name order, without gaps or repeats', async () => {
    const names: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const { data, errors }: any = await t.gql(LIST, { world: 'demo', first: 5, after });
      expect(errors).toBeUndefined();
      expect(data.characters.totalCount).toBe(18);
      expect(data.characters.edges.map((e: any) => e.node.name)).toEqual(data.characters.nodes.map((n: any) => n.name));
      names.push(...data.characters.nodes.map((n: any) => n.name));
      after = data.characters.pageInfo.hasNextPage ? data.characters.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(4);
    expect(names).toHaveLength(18);
    expect(new Set(names).size).toBe(18);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it.each([
    [{ name: 'ninja' }, ['Black Ninja', 'Black Ninja Guard', 'Crimson Ninja', 'Crimson Ninja Guard', 'White Ninja', 'White Ninja Guard']],
    [{ name: 'NINJA G' }, ['Black Ninja Guard', 'Crimson Ninja Guard', 'White Ninja Guard']],
    [{ kind: 'NORMAL' }, ['Body Guard', 'Gunman', 'Hooligan', 'Reporter', 'Scientist', 'Suicide Bomber']],
    [{ rank: 'UNIQUE' }, ['Cyrax', 'Reptile', 'Scorpion', 'Sektor', 'Smoke', 'Sub-Zero']],
    [{ minPoints: 84, maxPoints: 110 }, ['Crimson Ninja', 'Cyrax', 'Reptile', 'Sub-Zero', 'White Ninja']],
    [{ kind: 'NPC', maxPoints: 40 }, ['Black Ninja Guard', 'Crimson Ninja Guard', 'White Ninja Guard']],
    [{ rank: 'ROOKIE', minPoints: 100 }, []],
    [{ name: '%' }, []],
  ])('filters by %j', async (filter, expected) => {
    const { data, errors } = await t.gql(LIST, { world: 'demo', first: 100, filter });
    expect(errors).toBeUndefined();
    expect(data.characters.nodes.map((n: any) => n.name).sort()).toEqual([...expected].sort());
    expect(data.characters.totalCount).toBe(expected.length);
  });

  it.each([0, 101, -1])('refuses a page size of %i', async (first) => {
    const { data, errors } = await t.gql(LIST, { world: 'demo', first });
    expect(data).toEqual({ characters: null });
    expect(errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a cursor it did not issue', async () => {
    const { errors } = await t.gql(LIST, { world: 'demo', first: 5, after: 'not-a-cursor' });
    expect(errors?.[0].extensions.code).toBe('BAD_CURSOR');
  });

  it('says so when the world does not exist', async () => {
    const { errors } = await t.gql(LIST, { world: 'atlantis', first: 5 });
    expect(errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('costs the same number of SQL statements for 100 characters with dials as for 1', async () => {
    const statementsFor = async (first: number) => {
      t.counter.reset();
      const { data, errors } = await t.gql(LIST, { world: 'demo', first });
      expect(errors).toBeUndefined();
      expect(data.characters.nodes.length).toBe(Math.min(first, 18));
      return t.counter.count;
    };
    const one = await statementsFor(1);
    const all = await statementsFor(100);
    expect(all).toBe(one);
    expect(one).toBe(1); // the world, the count, the page, versions with their clicks: one statement
  });

  it("refuses a cursor of another world's characters, and pages that world with its own", async () => {
    const world = await t.gql(`mutation { createWorld(input: { slug: "cursor-elsewhere", name: "Cursor Elsewhere" }) { userErrors { code } } }`, {}, creator);
    expect(world.data.createWorld.userErrors).toEqual([]);
    for (const name of ['Aa Elsewhere', 'Bb Elsewhere']) {
      const created = await t.gql(CREATE, { input: validInput({ world: 'cursor-elsewhere', name }) }, creator);
      expect(created.data.createCharacter.userErrors).toEqual([]);
    }
    const first = await t.gql(LIST, { world: 'cursor-elsewhere', first: 1 });
    expect(first.data.characters.nodes.map((n: any) => n.name)).toEqual(['Aa Elsewhere']);
    const cursor = first.data.characters.pageInfo.endCursor;
    const next = await t.gql(LIST, { world: 'cursor-elsewhere', first: 1, after: cursor });
    expect(next.data.characters.nodes.map((n: any) => n.name)).toEqual(['Bb Elsewhere']);
    expect(next.data.characters.totalCount).toBe(2);
    expect(next.data.characters.pageInfo.hasNextPage).toBe(false);

    const { data, errors } = await t.gql(LIST, { world: 'demo', first: 1, after: cursor });
    expect(data).toEqual({ characters: null });
    expect(errors).toHaveLength(1);
    expect(errors![0].message).toBe(
      '`after` is a cursor of the characters of another world: pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page.',
    );
    expect(errors![0].extensions.code).toBe('BAD_CURSOR');
  });
});

describe('createCharacter', () => {
  it('saves a character with its dial, readable by id', async () => {
    const { data, errors } = await t.gql(CREATE, { input: validInput() }, creator);
    expect(errors).toBeUndefined();
    expect(data.createCharacter.userErrors).toEqual([]);
    const created = data.createCharacter.character;
    expect(created).toMatchObject({ name: 'Night Watch', kind: 'HERO', visibility: 'PUBLIC' });
    const read = await t.gql(`query ($id: ID!) { character(id: $id) { ${DIAL_FIELDS} } }`, { id: created.id });
    expect(read.data.character).toEqual(created);
    const [version] = read.data.character.versions;
    expect(version.dialLength).toBe(12);
    expect(version.clicks).toEqual([
      { number: 1, speed: 8, attack: 10, defense: 16, damage: 2, speedPower: null, attackPower: 'Incapacitate', defensePower: null, damagePower: null },
      { number: 2, speed: 7, attack: 9, defense: 15, damage: 2, speedPower: null, attackPower: null, defensePower: null, damagePower: null },
      { number: 3, speed: 6, attack: 9, defense: 15, damage: 1, speedPower: null, attackPower: null, defensePower: 'Toughness', damagePower: null },
    ]);
  });

  const refusals: [string, Record<string, unknown>, string, string[]][] = [
    ['a dial with no clicks', { versions: [validVersion({ clicks: [] })] }, 'DIAL_EMPTY', ['versions', '0', 'clicks']],
    [
      'a click with a negative value',
      {
        versions: [
          validVersion({
            clicks: [
              { speed: 8, attack: 10, defense: 16, damage: 2 },
              { speed: 7, attack: -1, defense: 15, damage: 2 },
            ],
          }),
        ],
      },
      'NEGATIVE_VALUE',
      ['versions', '0', 'clicks', '1', 'attack'],
    ],
    ['a range below 0', { versions: [validVersion({ range: -1 })] }, 'RANGE_NEGATIVE', ['versions', '0', 'range']],
    ['no targets', { versions: [validVersion({ targets: 0 })] }, 'TARGETS_OUT_OF_RANGE', ['versions', '0', 'targets']],
    ['four targets', { versions: [validVersion({ targets: 4 })] }, 'TARGETS_OUT_OF_RANGE', ['versions', '0', 'targets']],
    ['an unknown world', { world: 'atlantis' }, 'WORLD_NOT_FOUND', ['world']],
    ['a name already in the world', { name: 'sub-zero' }, 'CHARACTER_NAME_TAKEN', ['name']],
    ['no versions', { versions: [] }, 'VERSIONS_MISSING', ['versions']],
    ['two versions of one rank', { versions: [validVersion(), validVersion()] }, 'DUPLICATE_RANK', ['versions', '1', 'rank']],
    ['a starting click past the dial', { versions: [validVersion({ startingClick: 4 })] }, 'STARTING_CLICK_OUTSIDE_DIAL', ['versions', '0', 'startingClick']],
    ['a dial with no KO click', { versions: [validVersion({ koClicks: 0 })] }, 'KO_CLICK_MISSING', ['versions', '0', 'koClicks']],
    ['an empty name', { name: '' }, 'INVALID_VALUE', ['name']],
  ];

  it.each(refusals)('refuses %s with a stable code on the field, writing nothing', async (_label, overrides, code, field) => {
    const before = await rowCounts();
    const { data, errors } = await t.gql(CREATE, { input: validInput({ name: 'Refused One', ...overrides }) }, creator);
    expect(errors).toBeUndefined();
    expect(data.createCharacter.character).toBeNull();
    expect(data.createCharacter.userErrors).toContainEqual(expect.objectContaining({ code, field }));
    expect(await rowCounts()).toEqual(before);
  });
});

describe('updateCharacter and deleteCharacter', () => {
  it('replaces a dial, keeps fields left out, then deletes the character with its dial', async () => {
    const created = (await t.gql(CREATE, { input: validInput({ name: 'Dock Rat', kind: 'VILLAIN' }) }, creator)).data.createCharacter.character;
    const before = await rowCounts();
    const { data } = await t.gql(
      UPDATE,
      {
        input: {
          id: created.id,
          description: 'Now a veteran.',
          versions: [
            validVersion({ clicks: [{ speed: 9, attack: 11, defense: 17, damage: 3 }], koClicks: 11 }),
            validVersion({ rank: 'VETERAN', pointValue: 90 }),
          ],
        },
      },
      creator,
    );
    expect(data.updateCharacter.userErrors).toEqual([]);
    const updated = data.updateCharacter.character;
    expect(updated).toMatchObject({ name: 'Dock Rat', kind: 'VILLAIN', description: 'Now a veteran.' });
    expect(updated.versions.map((v: any) => [v.rank, v.clicks.length])).toEqual([
      ['ROOKIE', 1],
      ['VETERAN', 3],
    ]);
    expect(await rowCounts()).toEqual({ characters: before.characters, versions: before.versions + 1, clicks: before.clicks + 1 });

    const deleted = await t.gql(DELETE, { id: created.id }, creator);
    expect(deleted.data.deleteCharacter).toEqual({ deletedCharacterId: created.id, userErrors: [] });
    expect(await rowCounts()).toEqual({ characters: before.characters - 1, versions: before.versions - 1, clicks: before.clicks - 3 });
    const again = await t.gql(DELETE, { id: created.id }, creator);
    expect(again.data.deleteCharacter.userErrors[0].code).toBe('CHARACTER_NOT_FOUND');
  });

  it('reads versions and dials with the page as the same data, in rank order, as by id', async () => {
    const input = validInput({
      name: 'Many Ranks',
      versions: [
        validVersion({ rank: 'VETERAN', pointValue: 90, clicks: [{ speed: 9, attack: 11, defense: 17, damage: 3 }] }),
        validVersion({ rank: 'ROOKIE', pointValue: 40 }),
        validVersion({
          rank: 'EXPERIENCED',
          pointValue: 60,
          clicks: [
            { speed: 8, attack: 10, defense: 16, damage: 2 },
            { speed: 7, attack: 9, defense: 15, damage: 1 },
          ],
        }),
      ],
    });
    const { data } = await t.gql(CREATE, { input }, creator);
    expect(data.createCharacter.userErrors).toEqual([]);
    const byId = await t.gql(`query ($id: ID!) { character(id: $id) { ${DIAL_FIELDS} } }`, { id: data.createCharacter.character.id });
    expect(byId.data.character.versions.map((v: any) => v.rank)).toEqual(['ROOKIE', 'EXPERIENCED', 'VETERAN']);
    t.counter.reset();
    const page = await t.gql(LIST, { world: 'demo', first: 100, filter: { name: 'Many Ranks' } });
    expect(page.data.characters.nodes).toEqual([byId.data.character]);
    // world, count, page, versions with their clicks in one; `world` and `dialLength` come from the loaders' cache
    expect(t.counter.count).toBe(1);
    await t.gql(DELETE, { id: byId.data.character.id }, creator);
  });

  it('refuses a bad dial on update and leaves the old one in place', async () => {
    const created = (await t.gql(CREATE, { input: validInput({ name: 'Stays Put' }) }, creator)).data.createCharacter.character;
    const before = await rowCounts();
    const { data } = await t.gql(
      UPDATE,
      {
        input: { id: created.id, name: 'Renamed', versions: [validVersion({ clicks: [{ speed: 1, attack: 1, defense: -3, damage: 1 }] })] },
      },
      creator,
    );
    expect(data.updateCharacter.userErrors).toContainEqual(
      expect.objectContaining({ code: 'NEGATIVE_VALUE', field: ['versions', '0', 'clicks', '0', 'defense'] }),
    );
    expect(await rowCounts()).toEqual(before);
    const read = await t.gql(`query ($id: ID!) { character(id: $id) { ${DIAL_FIELDS} } }`, { id: created.id });
    expect(read.data.character).toEqual(created);
  });

  it('refuses an unknown id', async () => {
    const { data } = await t.gql(UPDATE, { input: { id: '00000000-0000-4000-8000-000000000000', name: 'X' } }, creator);
    expect(data.updateCharacter.userErrors[0]).toMatchObject({ code: 'CHARACTER_NOT_FOUND', field: ['id'] });
  });
});

describe('hidden characters', () => {
  it('reach the Creator, and never a public caller, by list or by id', async () => {
    const { data } = await t.gql(CREATE, { input: validInput({ name: 'Secret Mastermind', kind: 'VILLAIN', visibility: 'HIDDEN' }) }, creator);
    expect(data.createCharacter.userErrors).toEqual([]);
    const { id } = data.createCharacter.character;
    const BY_ID = `query ($id: ID!) { character(id: $id) { id } }`;
    const filter = { name: 'Secret' };

    const list = await t.gql(LIST, { world: 'demo', first: 100, filter });
    expect(list.data.characters.totalCount).toBe(0);
    expect((await t.gql(BY_ID, { id })).data.character).toBeNull();

    const asCreator = await t.gql(LIST, { world: 'demo', first: 100, filter }, creator);
    expect(asCreator.data.characters.nodes.map((n: any) => n.name)).toEqual(['Secret Mastermind']);
    expect((await t.gql(BY_ID, { id }, creator)).data.character).toEqual({ id });
  });
});
