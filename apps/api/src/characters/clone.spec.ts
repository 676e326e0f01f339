import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';

const WORLD = 'clone-world';
const ERRORS = `userErrors { code field message }`;
const DIAL = `name kind description visibility
  versions { rank pointValue range targets movement damageSymbol teamAbility keywords archenemyColour setCode collectorNumber startingClick koClicks
    specialPowers { value name text } clicks { number speed attack defense damage speedPower attackPower defensePower damagePower } }`;
const CLONE = `mutation ($id: ID!, $name: String) { cloneCharacter(id: $id, name: $name) { character { id ${DIAL} } ${ERRORS} } }`;
const UPDATE = `mutation ($input: UpdateCharacterInput!) { updateCharacter(input: $input) { character { id } ${ERRORS} } }`;
const NAMES = `query { characters(world: "${WORLD}", first: 100) { nodes { name } } }`;

let t: TestApi;
let creator: string;
let player: string;

const version = (rank: string, pointValue: number) => ({
  rank,
  pointValue,
  range: 6,
  targets: 2,
  movement: 'WING',
  damageSymbol: 'STANDARD',
  teamAbility: 'Police',
  keywords: ['Detective'],
  archenemyColour: 'red',
  setCode: 'CC',
  collectorNumber: '007',
  startingClick: 2,
  koClicks: 4,
  specialPowers: [{ value: 'ATTACK', name: 'Stun Baton', text: 'Incapacitate at range 0.' }],
  clicks: [
    { speed: 8, attack: 10, defense: 16, damage: 2, attackPower: 'Incapacitate' },
    { speed: 7, attack: 9, defense: 15, damage: 2, speedPower: 'Running Shot' },
    { speed: 6, attack: 9, defense: 15, damage: 1, defensePower: 'Toughness' },
  ],
});

async function character(name: string, visibility = 'PUBLIC') {
  const { data, errors } = await t.gql(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id ${DIAL} } ${ERRORS} } }`,
    {
      input: {
        world: WORLD,
        name,
        kind: 'HERO',
        description: `${name}, to be copied.`,
        visibility,
        versions: [version('ROOKIE', 40), version('EXPERIENCED', 60)],
      },
    },
    creator,
  );
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character as { id: string } & Record<string, unknown>;
}

const names = async () => (await t.gql(NAMES, {}, creator)).data.characters.nodes.map((n: { name: string }) => n.name);

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  await t.gql(`mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`, { input: { name: 'Clone world', slug: WORLD } }, creator);
  const { data } = await t.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { token ${ERRORS} } }`, {
    input: { email: 'cloner@example.org', password: 'correct horse battery', displayName: 'cloner' },
  });
  player = data.signUp.token;
  await joinWorld(t, { creator, token: player, email: 'cloner@example.org', role: 'PLAYER', world: WORLD });
});

afterAll(async () => {
  await t?.close();
});

describe('cloneCharacter', () => {
  it('copies the fields and every version with its dial and powers, under the first free "(copy)" name or the one given', async () => {
    const { id, ...original } = await character('Night Watch');
    const first = await t.gql(CLONE, { id }, creator);
    expect(first.errors).toBeUndefined();
    const { id: copyId, ...copy } = first.data.cloneCharacter.character;
    expect(first.data.cloneCharacter.userErrors).toEqual([]);
    expect(copyId).not.toBe(id);
    expect(copy).toEqual({ ...original, name: 'Night Watch (copy)' });

    const again = await t.gql(CLONE, { id }, creator);
    expect(again.data.cloneCharacter.character.name).toBe('Night Watch (copy 2)');
    const named = await t.gql(CLONE, { id: copyId, name: 'Day Watch' }, creator);
    expect({ ...named.data.cloneCharacter.character, id: undefined }).toEqual({ ...original, id: undefined, name: 'Day Watch' });
    expect(await names()).toEqual(['Day Watch', 'Night Watch', 'Night Watch (copy 2)', 'Night Watch (copy)']);
  });

  it('leaves the team behind: the copy of a team member is on no team', async () => {
    const { id } = await character('Team Player');
    const founded = await t.gql(
      `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`,
      {
        input: { world: WORLD, name: 'The Originals', alignment: 'HERO', leaderCharacterId: id, founderCharacterIds: [] },
      },
      player,
    );
    expect(founded.data.createTeam.userErrors).toEqual([]);
    const copy = (await t.gql(CLONE, { id }, creator)).data.cloneCharacter.character;
    const deleteOf = (characterId: string) =>
      t.gql(`mutation ($id: ID!) { deleteCharacter(id: $id) { deletedCharacterId ${ERRORS} } }`, { id: characterId }, creator);
    expect((await deleteOf(id)).data.deleteCharacter.userErrors.map((e: { code: string }) => e.code)).toEqual(['CHARACTER_IN_USE']);
    expect((await deleteOf(copy.id)).data.deleteCharacter).toEqual({ deletedCharacterId: copy.id, userErrors: [] });
  });

  it('is refused for a hidden or missing id as updateCharacter is, to a player, and for a bad or taken name, writing nothing', async () => {
    const hidden = await character('Secret Agent', 'HIDDEN');
    const open = await character('Open Book');
    const before = await names();
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const cloned = await t.gql(CLONE, { id }, player);
      const updated = await t.gql(UPDATE, { input: { id, name: 'Anything' } }, player);
      expect(cloned.data.cloneCharacter).toEqual({
        character: null,
        userErrors: [{ code: 'CHARACTER_NOT_FOUND', field: ['id'], message: 'no such character' }],
      });
      expect(cloned.data.cloneCharacter.userErrors).toEqual(updated.data.updateCharacter.userErrors);
    }
    // A player who may read the character may not copy it, as he may not change it.
    const visible = await t.gql(CLONE, { id: open.id }, player);
    expect(visible.errors?.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect((await t.gql(CLONE, { id: hidden.id, name: 'night watch' }, creator)).data.cloneCharacter).toEqual({
      character: null,
      userErrors: [{ code: 'CHARACTER_NAME_TAKEN', field: ['name'], message: '"night watch" is already in this world' }],
    });
    const empty = await t.gql(CLONE, { id: hidden.id, name: '' }, creator);
    expect(empty.data.cloneCharacter.character).toBeNull();
    expect(empty.data.cloneCharacter.userErrors).toEqual([{ code: 'INVALID_VALUE', field: ['name'], message: 'name must not be empty' }]);
    expect(await names()).toEqual(before);
  });
});
