import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';

const ERRORS = `userErrors { code field message }`;
const CLICKS = `versions { clicks { speedPower attackPower defensePower damagePower } }`;
const CREATE = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id name ${CLICKS} } ${ERRORS} } }`;
const UPDATE = `mutation ($input: UpdateCharacterInput!) { updateCharacter(input: $input) { character { id ${CLICKS} } ${ERRORS} } }`;
const IMPORT = `mutation ($world: String!, $json: String!) { importCharacters(world: $world, json: $json, mode: CREATE_ONLY) { createdCount userErrors { code field message line } } }`;
const POWER_NAMES = `query ($world: String!) { dialPowerNames(world: $world) }`;

let t: TestApi;
let creator: string;

const click = (values: Record<string, unknown> = {}) => ({ speed: 8, attack: 10, defense: 16, damage: 2, ...values });
const version = (values: Record<string, unknown> = {}) => ({ rank: 'ROOKIE', pointValue: 30, range: 4, koClicks: 3, clicks: [click(), click()], ...values });

async function characterCount(): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM character`);
  return row.n;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(async () => {
  await t?.close();
});

describe('powers on a dial come from the world catalogue', () => {
  it('lists the names a click may show: the powers once each in printed order, then the HorrorClix markers', async () => {
    const { data, errors } = await t.gql(POWER_NAMES, { world: 'demo' });
    expect(errors).toBeUndefined();
    const names: string[] = data.dialPowerNames;
    expect(names.slice(0, 3)).toEqual(['Flurry', 'Leap/Climb', 'Phasing/Teleport']);
    expect(names.slice(-2)).toEqual(['Hourglass', 'Insanity']);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('Not A Real Power');
  });

  it('stores a power in any case as the catalogue spells it, and refuses an unknown one at its field', async () => {
    const saved = await t.gql(
      CREATE,
      {
        input: {
          world: 'demo',
          name: 'Spelled Powers',
          kind: 'HERO',
          versions: [
            version({
              clicks: [click({ speedPower: 'flurry', attackPower: 'ENERGY EXPLOSION' }), click({ speedPower: 'leap climb', defensePower: 'insanity' })],
            }),
          ],
        },
      },
      creator,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.createCharacter.userErrors).toEqual([]);
    expect(saved.data.createCharacter.character.versions[0].clicks).toEqual([
      { speedPower: 'Flurry', attackPower: 'Energy Explosion', defensePower: null, damagePower: null },
      { speedPower: 'Leap/Climb', attackPower: null, defensePower: 'Insanity', damagePower: null },
    ]);

    const before = await characterCount();
    const refused = await t.gql(
      CREATE,
      {
        input: { world: 'demo', name: 'Made-up Powers', kind: 'HERO', versions: [version({ clicks: [click(), click({ damagePower: 'Not A Real Power' })] })] },
      },
      creator,
    );
    expect(refused.data.createCharacter).toEqual({
      character: null,
      userErrors: [
        {
          code: 'POWER_UNKNOWN',
          field: ['versions', '0', 'clicks', '1', 'damagePower'],
          message: '"Not A Real Power" is not a power of this world: choose one from its powers list',
        },
      ],
    });
    expect(await characterCount()).toBe(before);

    const update = await t.gql(
      UPDATE,
      { input: { id: saved.data.createCharacter.character.id, versions: [version({ clicks: [click({ attackPower: 'Laser Eyes' })] })] } },
      creator,
    );
    expect(update.data.updateCharacter.userErrors).toEqual([
      {
        code: 'POWER_UNKNOWN',
        field: ['versions', '0', 'clicks', '0', 'attackPower'],
        message: '"Laser Eyes" is not a power of this world: choose one from its powers list',
      },
    ]);
  });
});

describe('every problem of a submission in one answer', () => {
  it('createCharacter reports each bad field with the dial and power problems together', async () => {
    const before = await characterCount();
    const { data } = await t.gql(
      CREATE,
      {
        input: {
          world: 'demo',
          name: '',
          kind: 'HERO',
          versions: [version({ range: -1, startingClick: 3, clicks: [click({ attack: -2 }), click({ attackPower: 'Not A Real Power' })] })],
        },
      },
      creator,
    );
    expect(data.createCharacter.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field.join('.')])).toEqual([
      ['INVALID_VALUE', 'name'],
      ['RANGE_NEGATIVE', 'versions.0.range'],
      ['NEGATIVE_VALUE', 'versions.0.clicks.0.attack'],
      ['STARTING_CLICK_OUTSIDE_DIAL', 'versions.0.startingClick'],
      ['POWER_UNKNOWN', 'versions.0.clicks.1.attackPower'],
    ]);
    expect(await characterCount()).toBe(before);
  });

  it('the import reports a negative attack and an unknown power beside a value of the wrong type, and writes nothing', async () => {
    const before = await characterCount();
    const file = {
      format: 'clix-characters',
      version: 1,
      characters: [
        { name: 'Import Wrong Kind', kind: 'WIZARD', versions: [version({ clicks: [click({ attack: -1 }), click({ speedPower: 'Not A Real Power' })] })] },
        { name: 'Import Twice', kind: 'HERO', versions: [version()] },
        { name: 'Import Twice', kind: 'HERO', versions: [version({ range: -3 })] },
      ],
    };
    const { data, errors } = await t.gql(IMPORT, { world: 'demo', json: JSON.stringify(file, null, 2) }, creator);
    expect(errors).toBeUndefined();
    expect(data.importCharacters.createdCount).toBe(0);
    expect(data.importCharacters.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field.join('.')])).toEqual([
      ['IMPORT_VALUE_INVALID', 'characters.0.kind'],
      ['NEGATIVE_VALUE', 'characters.0.versions.0.clicks.0.attack'],
      ['POWER_UNKNOWN', 'characters.0.versions.0.clicks.1.speedPower'],
      ['CHARACTER_NAME_TAKEN', 'characters.2.name'],
      ['RANGE_NEGATIVE', 'characters.2.versions.0.range'],
    ]);
    expect(await characterCount()).toBe(before);
  });
});
