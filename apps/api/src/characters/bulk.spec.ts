import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { globalId, rowId } from '../../test/global-ids';

const WORLD = 'bulk-world';
const ERRORS = `userErrors { code field message }`;
const DIAL = `id name kind description visibility createdAt updatedAt
  versions { id rank pointValue range targets movement damageSymbol teamAbility keywords archenemyColour setCode collectorNumber startingClick koClicks
    specialPowers { value name text } clicks { number speed attack defense damage speedPower attackPower defensePower damagePower } }`;
const DELETE = `mutation ($ids: [ID!]!) { deleteCharacters(ids: $ids) { deletedCharacterIds ${ERRORS} } }`;
const RESTORE = `mutation ($ids: [ID!]!) { restoreCharacters(ids: $ids) { characters { ${DIAL} } ${ERRORS} } }`;
const VISIBILITY = `mutation ($ids: [ID!]!, $visibility: Visibility!) { setCharactersVisibility(ids: $ids, visibility: $visibility) { characters { id visibility } ${ERRORS} } }`;
const CHARACTER = `query ($id: ID!) { character(id: $id) { ${DIAL} } }`;
const NAMES = `query { characters(world: "${WORLD}", first: 100) { nodes { name } } }`;
/** A character id no row has, as the API would answer it. */
const MISSING = globalId('Character', '00000000-0000-4000-8000-000000000000');
/** What setCharactersVisibility answered. */
const visibilities = (payload: { characters: { id: string; visibility: string }[]; userErrors: unknown[] }) => payload;

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
  startingClick: 2,
  koClicks: 4,
  specialPowers: [{ value: 'ATTACK', name: 'Stun Baton', text: 'Incapacitate at range 0.' }],
  clicks: [
    { speed: 8, attack: 10, defense: 16, damage: 2, attackPower: 'Incapacitate' },
    { speed: 7, attack: 9, defense: 15, damage: 2, speedPower: 'Running Shot' },
    { speed: 6, attack: pointValue % 10, defense: 15, damage: 1, defensePower: 'Toughness' },
  ],
});

async function character(name: string, points = 40) {
  const { data, errors } = await t.gql(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { ${DIAL} } ${ERRORS} } }`,
    {
      input: {
        world: WORLD,
        name,
        kind: 'HERO',
        description: `${name}.`,
        visibility: 'PUBLIC',
        versions: [version('ROOKIE', points), version('VETERAN', points + 23)],
      },
    },
    creator,
  );
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  const made = data.createCharacter.character as { id: string; name: string } & Record<string, unknown>;
  return made;
}

const names = async (token = creator) => (await t.gql(NAMES, {}, token)).data.characters.nodes.map((n: { name: string }) => n.name);
const trashed = async () => (await t.dataSource.query(`SELECT name FROM deleted_character ORDER BY name`)).map((r: { name: string }) => r.name);

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  await t.gql(`mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`, { input: { name: 'Bulk world', slug: WORLD } }, creator);
  const { data } = await t.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { token ${ERRORS} } }`, {
    input: { email: 'bulker@example.org', password: 'correct horse battery', displayName: 'bulker' },
  });
  player = data.signUp.token;
  await joinWorld(t, { creator, token: player, email: 'bulker@example.org', role: 'PLAYER', world: WORLD });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.dataSource.query(`DELETE FROM deleted_character`);
});

describe('deleteCharacters and restoreCharacters', () => {
  it('delete several at once, and restore brings each back exactly: the same ids, versions, dials and timestamps', async () => {
    const made = [await character('Alpha Case', 41), await character('Beta Case', 52), await character('Gamma Case', 63)];
    const before = await Promise.all(made.map(async (c) => (await t.gql(CHARACTER, { id: c.id }, creator)).data.character));
    const deleted = await t.gql(DELETE, { ids: [made[2].id, made[0].id, made[1].id] }, creator);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteCharacters).toEqual({ deletedCharacterIds: [made[2].id, made[0].id, made[1].id], userErrors: [] });
    expect(await names()).toEqual([]);
    expect(await trashed()).toEqual(['Alpha Case', 'Beta Case', 'Gamma Case']);
    expect((await t.gql(CHARACTER, { id: made[0].id }, creator)).data.character).toBeNull();

    const restored = await t.gql(RESTORE, { ids: made.map((c) => c.id) }, creator);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreCharacters).toEqual({ characters: before, userErrors: [] });
    for (const [i, c] of made.entries()) expect((await t.gql(CHARACTER, { id: c.id }, creator)).data.character).toEqual(before[i]);
    expect(await names()).toEqual(['Alpha Case', 'Beta Case', 'Gamma Case']);
    expect(await trashed()).toEqual([]);
    // Once restored, it is no longer restorable.
    expect((await t.gql(RESTORE, { ids: [made[0].id] }, creator)).data.restoreCharacters.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'CHARACTER_NOT_RESTORABLE',
    ]);
    await t.gql(DELETE, { ids: made.map((c) => c.id) }, creator);
  });

  it('refuses a character on a team or missing, naming each by its place, and then deletes none', async () => {
    const leader = await character('Team Leader');
    const free = await character('Free Agent');
    const founded = await t.gql(
      `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`,
      { input: { world: WORLD, name: 'The Holdouts', alignment: 'HERO', leaderCharacterId: leader.id, founderCharacterIds: [] } },
      player,
    );
    expect(founded.data.createTeam.userErrors).toEqual([]);
    const { data } = await t.gql(DELETE, { ids: [leader.id, MISSING, free.id, 'not-an-id'] }, creator);
    expect(data.deleteCharacters).toEqual({
      deletedCharacterIds: [],
      userErrors: [
        { code: 'CHARACTER_IN_USE', field: ['ids', '0'], message: '"Team Leader" is on a team (The Holdouts): remove it from the team first' },
        { code: 'CHARACTER_NOT_FOUND', field: ['ids', '1'], message: 'no such character' },
        { code: 'CHARACTER_NOT_FOUND', field: ['ids', '3'], message: 'no such character' },
      ],
    });
    expect(await names()).toEqual(['Free Agent', 'Team Leader']);
    expect(await trashed()).toEqual([]);
    expect((await t.gql(DELETE, { ids: [free.id] }, creator)).data.deleteCharacters).toEqual({ deletedCharacterIds: [free.id], userErrors: [] });
  });

  it('refuses to restore after the window, an id never deleted, or a name taken meanwhile', async () => {
    const old = await character('Old Timer');
    const renamed = await character('Name Holder');
    await t.gql(DELETE, { ids: [old.id, renamed.id] }, creator);
    await t.dataSource.query(`UPDATE deleted_character SET deleted_at = now() - interval '61 minutes' WHERE id = $1`, [rowId(old.id)]);
    const taker = await character('Name Holder');
    const { data } = await t.gql(RESTORE, { ids: [old.id, renamed.id, MISSING] }, creator);
    expect(data.restoreCharacters).toEqual({
      characters: [],
      userErrors: [
        { code: 'CHARACTER_NOT_RESTORABLE', field: ['ids', '0'], message: 'no character with this id was deleted in the last 60 minutes' },
        { code: 'CHARACTER_NAME_TAKEN', field: ['ids', '1'], message: '"Name Holder" is taken by another character now: rename that one first' },
        { code: 'CHARACTER_NOT_RESTORABLE', field: ['ids', '2'], message: 'no character with this id was deleted in the last 60 minutes' },
      ],
    });
    // The next delete purges what is past the window.
    await t.gql(DELETE, { ids: [taker.id] }, creator);
    expect(await trashed()).toEqual(['Name Holder', 'Name Holder']);
    expect(await names()).toEqual(['Team Leader']);
  });

  it('takes 1 to 100 ids and is for the Creator only, changing nothing otherwise', async () => {
    const kept = await character('Kept Safe');
    const before = await names();
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)]) {
      const message = ids.length ? 'at most 100 characters at once' : 'give at least one character';
      const deleted = await t.gql(DELETE, { ids }, creator);
      expect(deleted.data.deleteCharacters).toEqual({ deletedCharacterIds: [], userErrors: [{ code: 'INVALID_VALUE', field: ['ids'], message }] });
      const restored = await t.gql(RESTORE, { ids }, creator);
      expect(restored.data.restoreCharacters).toEqual({ characters: [], userErrors: [{ code: 'INVALID_VALUE', field: ['ids'], message }] });
      const shown = await t.gql(VISIBILITY, { ids, visibility: 'HIDDEN' }, creator);
      expect(shown.data.setCharactersVisibility).toEqual({ characters: [], userErrors: [{ code: 'INVALID_VALUE', field: ['ids'], message }] });
    }
    // The same id twice counts once.
    const twice = await t.gql(VISIBILITY, { ids: [kept.id, kept.id], visibility: 'PUBLIC' }, creator);
    expect(visibilities(twice.data.setCharactersVisibility)).toEqual({ characters: [{ id: kept.id, visibility: 'PUBLIC' }], userErrors: [] });

    const forbidden = [await t.gql(DELETE, { ids: [kept.id] }, player), await t.gql(VISIBILITY, { ids: [kept.id], visibility: 'HIDDEN' }, player)];
    for (const answer of forbidden) expect(answer.errors?.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['FORBIDDEN']);
    const anonymous = await t.gql(DELETE, { ids: [kept.id] });
    expect(anonymous.errors?.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    await t.gql(DELETE, { ids: [kept.id] }, creator);
    const notTheirs = await t.gql(RESTORE, { ids: [kept.id] }, player);
    expect(notTheirs.errors?.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(await trashed()).toEqual(['Kept Safe']);
    await t.gql(RESTORE, { ids: [kept.id] }, creator);
    expect(await names()).toEqual(before);
  });
});

describe('setCharactersVisibility', () => {
  it('hides several from everyone but the Creator, and shows them again; a missing one refuses all', async () => {
    const [a, b] = [await character('Shy One'), await character('Shy Two')];
    const hidden = await t.gql(VISIBILITY, { ids: [a.id, b.id, MISSING], visibility: 'HIDDEN' }, creator);
    expect(hidden.data.setCharactersVisibility).toEqual({
      characters: [],
      userErrors: [{ code: 'CHARACTER_NOT_FOUND', field: ['ids', '2'], message: 'no such character' }],
    });
    expect(await names(player)).toEqual(['Kept Safe', 'Shy One', 'Shy Two', 'Team Leader']);
    expect(visibilities((await t.gql(VISIBILITY, { ids: [a.id, b.id], visibility: 'HIDDEN' }, creator)).data.setCharactersVisibility)).toEqual({
      characters: [
        { id: a.id, visibility: 'HIDDEN' },
        { id: b.id, visibility: 'HIDDEN' },
      ],
      userErrors: [],
    });
    expect(await names(player)).toEqual(['Kept Safe', 'Team Leader']);
    expect(await names()).toEqual(['Kept Safe', 'Shy One', 'Shy Two', 'Team Leader']);
    // To the player they do not exist: not found, not forbidden.
    expect((await t.gql(VISIBILITY, { ids: [a.id], visibility: 'PUBLIC' }, player)).data.setCharactersVisibility.userErrors[0].code).toBe(
      'CHARACTER_NOT_FOUND',
    );
    await t.gql(VISIBILITY, { ids: [a.id, b.id], visibility: 'PUBLIC' }, creator);
    expect(await names(player)).toEqual(['Kept Safe', 'Shy One', 'Shy Two', 'Team Leader']);
  });
});

describe('characterExport(ids)', () => {
  it('holds exactly the characters asked for', async () => {
    const [a, , c] = [await character('Export One'), await character('Export Two'), await character('Export Three')];
    const { data, errors } = await t.gql(
      `query ($ids: [ID!]) { characterExport(world: "${WORLD}", ids: $ids) { characterCount document } }`,
      { ids: [c.id, a.id, MISSING] },
      creator,
    );
    expect(errors).toBeUndefined();
    expect(data.characterExport.characterCount).toBe(2);
    expect(data.characterExport.document.characters.map((x: { name: string }) => x.name)).toEqual(['Export One', 'Export Three']);
  });
});
