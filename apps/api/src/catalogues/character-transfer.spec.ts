import { NPC_CHARACTERS } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';

const EXPORT = `query ($world: String!) { exportCharacters(world: $world) }`;
const IMPORT = `mutation ($world: String!, $json: String!, $mode: ImportMode!) {
  importCharacters(world: $world, json: $json, mode: $mode) {
    createdCount updatedCount characters { name world { slug } }
    userErrors { code field message line }
  }
}`;
const CREATE = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } userErrors { code field } } }`;
const CREATE_WORLD = `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { world { slug } userErrors { code } } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;

let t: TestApi;
let creator: string;
let player: string;

async function characterRows(slug: string) {
  const [row] = await t.dataSource.query(
    `SELECT
      (SELECT count(*)::int FROM character c JOIN world w ON w.id = c.world_id WHERE w.slug = $1) AS characters,
      (SELECT count(*)::int FROM character_version v JOIN character c ON c.id = v.character_id JOIN world w ON w.id = c.world_id WHERE w.slug = $1) AS versions,
      (SELECT count(*)::int FROM dial_click d JOIN character_version v ON v.id = d.version_id JOIN character c ON c.id = v.character_id
        JOIN world w ON w.id = c.world_id WHERE w.slug = $1) AS clicks`,
    [slug],
  );
  return row as { characters: number; versions: number; clicks: number };
}

async function exportOf(slug: string, token?: string) {
  const { data, errors } = await t.gql(EXPORT, { world: slug }, token);
  expect(errors).toBeUndefined();
  return { text: data.exportCharacters as string, file: JSON.parse(data.exportCharacters) };
}

/** 1-based line of the first line of `text` containing `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.indexOf(needle);
  expect(index).toBeGreaterThanOrEqual(0);
  return text.slice(0, index).split('\n').length;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const { data } = await t.gql(SIGN_UP, { input: { email: 'player@example.com', password: 'long-enough-password', displayName: 'Player' } });
  player = data.signUp.token;
  await joinWorld(t, { creator, token: player, email: 'player@example.com', role: 'PLAYER' });

  // A hidden, many-versioned character with every optional field, besides the printed NPCs.
  const created = await t.gql(
    CREATE,
    {
      input: {
        world: 'demo',
        name: 'The Shadow Broker',
        kind: 'VILLAIN',
        description: 'Nobody has seen his face.\nNobody.',
        visibility: 'HIDDEN',
        versions: [
          {
            rank: 'VETERAN',
            pointValue: 88,
            range: 8,
            targets: 3,
            movement: 'WING',
            damageSymbol: 'GIANT',
            teamAbility: 'Ninja',
            keywords: ['Crime Lord', 'Mastermind'],
            archenemyColour: 'red',
            setCode: 'CC',
            collectorNumber: '042',
            startingClick: 2,
            koClicks: 2,
            specialPowers: [{ value: 'DEFENSE', name: 'Smoke and Mirrors', text: 'Stealth, even in clear terrain.' }],
            clicks: [
              {
                speed: 9,
                attack: 11,
                defense: 17,
                damage: 3,
                speedPower: 'Charge',
                attackPower: 'Energy Explosion',
                defensePower: 'Super Senses',
                damagePower: 'Outwit',
              },
              { speed: 9, attack: 10, defense: 16, damage: 3 },
              { speed: 8, attack: 10, defense: 16, damage: 2, defensePower: 'Toughness' },
            ],
          },
          { rank: 'ROOKIE', pointValue: 31, range: 4, koClicks: 1, clicks: [{ speed: 7, attack: 8, defense: 14, damage: 1 }] },
        ],
      },
    },
    creator,
  );
  expect(created.data.createCharacter.userErrors).toEqual([]);
  const world = await t.gql(CREATE_WORLD, { input: { slug: 'copy', name: 'A Copy' } }, creator);
  expect(world.data.createWorld.userErrors).toEqual([]);
});

afterAll(async () => {
  await t?.close();
});

describe('exportCharacters', () => {
  it('writes a clix-characters file with every character and dial; hidden ones for the Creator only', async () => {
    const { text, file } = await exportOf('demo', creator);
    expect(file).toMatchObject({ format: 'clix-characters', version: 1, world: 'demo' });
    const { characters: all } = await characterRows('demo');
    expect(all).toBeGreaterThanOrEqual(NPC_CHARACTERS.length + 1);
    expect(file.characters).toHaveLength(all);
    // One value a line, so a problem in a file can be pointed at by line.
    expect(text.split('\n').length).toBeGreaterThan(file.characters.length * 10);
    const broker = file.characters.find((c: any) => c.name === 'The Shadow Broker');
    expect(broker.visibility).toBe('HIDDEN');
    expect(broker.versions.map((v: any) => v.rank)).toEqual(['ROOKIE', 'VETERAN']);
    expect(Object.keys(broker)).toEqual(['name', 'kind', 'description', 'visibility', 'versions']);

    const publicFile = (await exportOf('demo')).file;
    const [{ hidden }] = await t.dataSource.query(`SELECT count(*)::int AS hidden FROM character WHERE visibility = 'HIDDEN'`);
    expect(hidden).toBeGreaterThanOrEqual(1);
    expect(publicFile.characters).toHaveLength(all - hidden);
    expect(publicFile.characters.some((c: any) => c.visibility === 'HIDDEN')).toBe(false);
    expect((await exportOf('demo', player)).file.characters).toHaveLength(all - hidden);
  });
});

describe('characterExport', () => {
  const TYPED = `query ($world: String!) { characterExport(world: $world) { fileName characterCount document } }`;

  it('answers the same file as exportCharacters, typed: a file name, a count and the document as a JSON object', async () => {
    for (const token of [creator, player, undefined]) {
      const { data, errors } = await t.gql(TYPED, { world: 'demo' }, token);
      expect(errors).toBeUndefined();
      const { file } = await exportOf('demo', token);
      expect(data.characterExport).toEqual({ fileName: 'demo-characters.json', characterCount: file.characters.length, document: file });
    }
  });

  it('round-trips: the document given back to importCharacters as text adds every character to another world', async () => {
    await t.gql(CREATE_WORLD, { input: { slug: 'typed-copy', name: 'Typed copy' } }, creator);
    const { data } = await t.gql(TYPED, { world: 'demo' }, creator);
    const imported = await t.gql(IMPORT, { world: 'typed-copy', json: JSON.stringify(data.characterExport.document), mode: 'CREATE_ONLY' }, creator);
    expect(imported.data.importCharacters.userErrors).toEqual([]);
    expect(imported.data.importCharacters.createdCount).toBe(data.characterExport.characterCount);
    const copy = (await t.gql(TYPED, { world: 'typed-copy' }, creator)).data.characterExport;
    expect(copy.fileName).toBe('typed-copy-characters.json');
    expect(copy.document.characters).toEqual(data.characterExport.document.characters);
  });

  it('answers null with NOT_FOUND for an unknown world, as exportCharacters does', async () => {
    const { data, errors } = await t.gql(`{ characterExport(world: "nope") { fileName } exportCharacters(world: "nope") }`);
    expect(data).toEqual({ characterExport: null, exportCharacters: null });
    expect(errors!.map((e: any) => [e.path, e.extensions.code])).toEqual([
      [['characterExport'], 'NOT_FOUND'],
      [['exportCharacters'], 'NOT_FOUND'],
    ]);
  });
});

describe('importCharacters', () => {
  it('round-trips every character and dial exactly into another world', async () => {
    const original = await exportOf('demo', creator);
    const { data, errors } = await t.gql(IMPORT, { world: 'copy', json: original.text, mode: 'CREATE_ONLY' }, creator);
    expect(errors).toBeUndefined();
    expect(data.importCharacters.userErrors).toEqual([]);
    expect(data.importCharacters.createdCount).toBe(original.file.characters.length);
    expect(data.importCharacters.updatedCount).toBe(0);
    expect(data.importCharacters.characters.map((c: any) => c.name)).toEqual(original.file.characters.map((c: any) => c.name));
    expect(new Set(data.importCharacters.characters.map((c: any) => c.world.slug))).toEqual(new Set(['copy']));

    const copy = await exportOf('copy', creator);
    expect(copy.file.characters).toEqual(original.file.characters);
    expect(await characterRows('copy')).toEqual(await characterRows('demo'));
  });

  it('refuses names already in the world in CREATE_ONLY mode, and replaces them in UPSERT mode', async () => {
    const before = await exportOf('copy', creator);
    const again = await t.gql(IMPORT, { world: 'copy', json: before.text, mode: 'CREATE_ONLY' }, creator);
    expect(again.data.importCharacters.createdCount).toBe(0);
    expect(again.data.importCharacters.userErrors).toHaveLength(before.file.characters.length);
    expect(again.data.importCharacters.userErrors[3]).toMatchObject({
      code: 'CHARACTER_NAME_TAKEN',
      field: ['characters', '3', 'name'],
      line: lineOf(before.text, `"name": ${JSON.stringify(before.file.characters[3].name)}`),
    });

    const changed = JSON.parse(before.text);
    changed.characters[0].versions[0].clicks[0].attack = 12;
    changed.characters[0].description = 'Changed by an import.';
    changed.characters.push({ ...changed.characters[1], name: 'A Brand New Face' });
    const upsert = await t.gql(IMPORT, { world: 'copy', json: JSON.stringify(changed), mode: 'UPSERT' }, creator);
    expect(upsert.data.importCharacters.userErrors).toEqual([]);
    expect(upsert.data.importCharacters).toMatchObject({ createdCount: 1, updatedCount: before.file.characters.length });
    const after = await exportOf('copy', creator);
    expect(after.file.characters).toEqual([...changed.characters].sort((a: any, b: any) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
  });

  it('refuses a file with several bad characters whole, reporting each problem with its path and line', async () => {
    const before = await characterRows('copy');
    const good = (await exportOf('demo')).file.characters[0];
    const version = good.versions[0];
    const characters = [
      { ...good, name: 'Fine Fellow' },
      { ...good, name: 'Negative Nancy', versions: [{ ...version, clicks: version.clicks.map((c: any, i: number) => (i === 2 ? { ...c, attack: -1 } : c)) }] },
      { ...good, name: 'Also Fine' },
      { ...good, name: 'General Problem', versions: [{ ...version, rank: 'GENERAL' }] },
      { name: 'Missing Kind', versions: [version] },
      { ...good, name: 'fine fellow' },
      { ...good, name: 'Off The Dial', versions: [{ ...version, startingClick: 99 }] },
      { ...good, name: 'Typo', versions: [{ ...version, atack: 3 }] },
    ];
    const text = JSON.stringify({ format: 'clix-characters', version: 1, characters }, null, 2);
    const { data, errors } = await t.gql(IMPORT, { world: 'copy', json: text, mode: 'CREATE_ONLY' }, creator);
    expect(errors).toBeUndefined();
    const result = data.importCharacters;
    expect(result).toMatchObject({ createdCount: 0, updatedCount: 0, characters: [] });
    const problems = result.userErrors.map((e: any) => ({ code: e.code, field: e.field.join('.'), line: e.line }));
    expect(problems).toEqual([
      { code: 'NEGATIVE_VALUE', field: 'characters.1.versions.0.clicks.2.attack', line: lineOf(text, '"attack": -1') },
      { code: 'IMPORT_VALUE_INVALID', field: 'characters.3.versions.0.rank', line: lineOf(text, '"rank": "GENERAL"') },
      { code: 'IMPORT_VALUE_INVALID', field: 'characters.4.kind', line: lineOf(text, '"name": "Missing Kind"') - 1 },
      { code: 'CHARACTER_NAME_TAKEN', field: 'characters.5.name', line: lineOf(text, '"name": "fine fellow"') },
      { code: 'STARTING_CLICK_OUTSIDE_DIAL', field: 'characters.6.versions.0.startingClick', line: lineOf(text, '"startingClick": 99') },
      { code: 'IMPORT_VALUE_INVALID', field: 'characters.7.versions.0.atack', line: lineOf(text, '"atack": 3') },
    ]);
    for (const e of result.userErrors) expect(e.message.length).toBeGreaterThan(5);
    expect(await characterRows('copy')).toEqual(before);
  });

  it('points at the right lines in a deeply nested and a wide file', async () => {
    const before = await characterRows('copy');
    const good = (await exportOf('demo')).file.characters[0];
    const version = good.versions[0];
    // 50,000 arrays deep, one a line (JSON.stringify cannot nest that deep, so the text is written out).
    const depth = 50_000;
    const deep = `{\n"name": "Deep",\n"kind": "HERO",\n"description": ${'[\n'.repeat(depth)}${']'.repeat(depth)},\n"versions": ${JSON.stringify([version])}\n}`;
    const wide = JSON.stringify(
      { ...good, name: 'Wide', versions: [{ ...version, keywords: Array.from({ length: 20_000 }, (_, i) => `keyword ${i}`), atack: 3 }] },
      null,
      2,
    );
    const text = `{"format": "clix-characters", "version": 1, "characters": [\n${deep},\n${wide}\n]}`;
    const { data, errors } = await t.gql(IMPORT, { world: 'copy', json: text, mode: 'CREATE_ONLY' }, creator);
    expect(errors).toBeUndefined();
    expect(data.importCharacters.userErrors.map((e: any) => ({ code: e.code, field: e.field.join('.'), line: e.line }))).toEqual([
      { code: 'IMPORT_VALUE_INVALID', field: 'characters.0.description', line: 5 },
      { code: 'IMPORT_VALUE_INVALID', field: 'characters.1.versions.0.atack', line: lineOf(text, '"atack": 3') },
      // The rest of a character with a type problem is still checked: 20,000 keywords are over the 20 allowed.
      { code: 'INVALID_VALUE', field: 'characters.1.versions.0.keywords', line: lineOf(text, '"keywords": [') },
    ]);
    expect(lineOf(text, '"atack": 3')).toBeGreaterThan(depth + 20_000);
    expect(await characterRows('copy')).toEqual(before);
  });

  it('refuses what is not JSON or not a clix-characters file, with the line', async () => {
    const notJson = await t.gql(IMPORT, { world: 'copy', json: '{\n  "format": "clix-characters",\n  "version": 1,\n  oops\n}', mode: 'CREATE_ONLY' }, creator);
    expect(notJson.data.importCharacters.userErrors).toEqual([expect.objectContaining({ code: 'IMPORT_NOT_JSON', field: ['json'], line: 4 })]);
    const wrong = await t.gql(IMPORT, { world: 'copy', json: '{"format": "csv", "characters": []}', mode: 'CREATE_ONLY' }, creator);
    expect(wrong.data.importCharacters.userErrors).toEqual([expect.objectContaining({ code: 'IMPORT_FORMAT_UNKNOWN', line: 1 })]);
  });

  it('is for the Creator only', async () => {
    const json = JSON.stringify({ format: 'clix-characters', version: 1, characters: [] });
    expect((await t.gql(IMPORT, { world: 'demo', json, mode: 'CREATE_ONLY' }, player)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(IMPORT, { world: 'demo', json, mode: 'CREATE_ONLY' })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
