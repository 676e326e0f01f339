import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';

// A world's maxFoundingMembers goes up to 100 (world settings), so createTeam takes as many founders
// as the world allows: the input's own cap is the setting's range, and the world's value is the rule.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { members { character { name } } } ${ERRORS} } }`;
const UPDATE_SETTINGS = `mutation ($input: UpdateWorldSettingsInput!) { updateWorldSettings(input: $input) { settings { maxFoundingMembers startingHeroPoints } ${ERRORS} } }`;

let t: TestApi;
let creator: string;
/** Founders 1-12 found the team of 12; founders 13-25 are the 13 refused, none of them on a team. */
const ids: string[] = [];

async function ok(query: string, variables: Record<string, unknown>) {
  const { data, errors } = await t.gql(query, variables, creator);
  expect(errors).toBeUndefined();
  const [payload] = Object.values(data as Record<string, { userErrors: unknown[] }>);
  expect(payload.userErrors).toEqual([]);
  return payload as any;
}

const teamCount = async (): Promise<number> => (await t.dataSource.query(`SELECT count(*)::int AS n FROM team`))[0].n;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const settings = await ok(UPDATE_SETTINGS, { input: { world: 'demo', maxFoundingMembers: 12, startingHeroPoints: 500 } });
  expect(settings.settings).toEqual({ maxFoundingMembers: 12, startingHeroPoints: 500 });
  const clicks = [{ speed: 8, attack: 10, defense: 16, damage: 2 }];
  for (let i = 1; i <= 25; i++) {
    const made = await ok(CREATE_CHARACTER, {
      input: { world: 'demo', name: `Founder ${i}`, kind: 'HERO', versions: [{ rank: 'ROOKIE', pointValue: 10, range: 4, koClicks: 3, clicks }] },
    });
    ids.push(made.character.id);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('createTeam in a world of maxFoundingMembers 12', () => {
  it('founds a team of 12: the leader and 11 founders', async () => {
    const made = await ok(CREATE_TEAM, {
      input: { world: 'demo', alignment: 'HERO', name: 'Twelve', leaderCharacterId: ids[0], founderCharacterIds: ids.slice(1, 12) },
    });
    expect(made.team.members.map((m: { character: { name: string } }) => m.character.name).sort()).toEqual(
      ids
        .slice(0, 12)
        .map((_, i) => `Founder ${i + 1}`)
        .sort(),
    );
  });

  it('refuses a 13th founder with the rule, on founderCharacterIds, and founds nothing', async () => {
    const before = await teamCount();
    const { data, errors } = await t.gql(
      CREATE_TEAM,
      {
        input: { world: 'demo', alignment: 'HERO', name: 'Thirteen', leaderCharacterId: ids[12], founderCharacterIds: ids.slice(13, 25) },
      },
      creator,
    );
    expect(errors).toBeUndefined();
    expect(data.createTeam.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field])).toEqual([
      ['TOO_MANY_FOUNDERS', ['founderCharacterIds']],
    ]);
    expect(await teamCount()).toBe(before);
  });
});
