import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id heroPoints members { id isLeader } } ${ERRORS} } }`;
const GRANT = `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { entry { id } ${ERRORS} } }`;
const LEVEL_UP = `mutation ($input: LevelUpMemberInput!) { levelUpMember(input: $input) { member { rank } ${ERRORS} } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token ${ERRORS} } }`;
const OPTIONS = `query ($id: ID!, $first: Int!, $after: String) { team(id: $id) { heroPoints recruitOptions(first: $first, after: $after) {
  pageInfo { hasNextPage endCursor } nodes { character { name } version { rank pointValue } allowed joinsWithoutPlea refusals } } } }`;

let t: TestApi;
let creator: string;
let player: string;
let stranger: string;

async function character(name: string, ranks: [string, number][]) {
  const versions = ranks.map(([rank, pointValue]) => ({ rank, pointValue, range: 4, koClicks: 3, clicks: [{ speed: 8, attack: 10, defense: 16, damage: 2 }] }));
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input: { world: 'demo', name, kind: 'HERO', versions } }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character.id as string;
}

async function account(email: string) {
  const { data } = await t.gql(SIGN_UP, { input: { email, password: 'correct horse battery', displayName: email.split('@')[0] } });
  expect(data.signUp.userErrors).toEqual([]);
  await joinWorld(t, { creator, token: data.signUp.token, email, role: 'PLAYER' });
  return data.signUp.token as string;
}

async function foundTeam(token: string, name: string, leaderCharacterId: string, founderCharacterIds: string[]) {
  const { data, errors } = await t.gql(CREATE_TEAM, { input: { world: 'demo', name, alignment: 'HERO', leaderCharacterId, founderCharacterIds } }, token);
  expect(errors).toBeUndefined();
  expect(data.createTeam.userErrors).toEqual([]);
  return data.createTeam.team as { id: string; members: { id: string; isLeader: boolean }[] };
}

/** Every recruit option of the team whose character's name starts with "Recruitable", reading every page. */
async function options(teamId: string, token: string) {
  const found: Record<string, unknown> = {};
  let after: string | null = null;
  let heroPoints = 0;
  for (;;) {
    const result: { data?: any; errors?: unknown } = await t.gql(OPTIONS, { id: teamId, first: 100, after }, token);
    expect(result.errors).toBeUndefined();
    heroPoints = result.data.team.heroPoints;
    const page: { nodes: { character: { name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = result.data.team.recruitOptions;
    for (const { character, ...option } of page.nodes) if (character.name.startsWith('Recruitable')) found[character.name] = option;
    if (!page.pageInfo.hasNextPage) return { heroPoints, found };
    after = page.pageInfo.endCursor;
  }
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  player = await account('recruiter@example.org');
  stranger = await account('stranger@example.org');
});

afterAll(async () => {
  await t?.close();
});

describe('Team.recruitOptions', () => {
  it('says for each character whether the team may enlist him, whether he pleads, and every reason it may not', async () => {
    const leader = await character('Recruitable Leader', [
      ['ROOKIE', 40],
      ['EXPERIENCED', 60],
    ]);
    await character('Recruitable Cheap', [['ROOKIE', 20]]);
    await character('Recruitable Dear', [['ROOKIE', 80]]);
    await character('Recruitable Costly', [['ROOKIE', 5000]]);
    const taken = await character('Recruitable Taken', [['ROOKIE', 20]]);
    const rival = await character('Recruitable Rival', [['ROOKIE', 30]]);
    const team = await foundTeam(player, 'The Recruiters', leader, []);
    await foundTeam(stranger, 'The Rivals', rival, [taken]);

    // A Rookie leader: nobody may join, and each says why.
    const rookieLed = await options(team.id, player);
    const notExperienced = 'the leader is a Rookie; new members only join a team led by at least an Experienced leader';
    expect(rookieLed.found['Recruitable Cheap']).toEqual({
      version: { rank: 'ROOKIE', pointValue: 20 },
      allowed: false,
      joinsWithoutPlea: false,
      refusals: [notExperienced],
    });
    expect(rookieLed.found['Recruitable Taken']).toEqual({
      version: { rank: 'ROOKIE', pointValue: 20 },
      allowed: false,
      joinsWithoutPlea: false,
      refusals: [notExperienced, 'Recruitable Taken cannot be enlisted: on a team'],
    });

    // Levelled up to Experienced (60 points): the cheap one joins at once, the dear one is pleaded with, the costly one is too dear.
    const grant = await t.gql(GRANT, { input: { teamId: team.id, currency: 'HERO_POINTS', amount: 1000, note: 'for the level-up' } }, creator);
    expect(grant.data.grantAward.userErrors).toEqual([]);
    const levelUp = await t.gql(LEVEL_UP, { input: { memberId: team.members.find((m) => m.isLeader)!.id } }, player);
    expect(levelUp.data.levelUpMember.userErrors).toEqual([]);
    const { heroPoints, found } = await options(team.id, player);
    expect(found).toEqual({
      'Recruitable Cheap': { version: { rank: 'ROOKIE', pointValue: 20 }, allowed: true, joinsWithoutPlea: true, refusals: [] },
      'Recruitable Costly': {
        version: { rank: 'ROOKIE', pointValue: 5000 },
        allowed: false,
        joinsWithoutPlea: false,
        refusals: [`enlisting Recruitable Costly needs 5000 Hero Points; the reserve holds ${heroPoints}`],
      },
      'Recruitable Dear': { version: { rank: 'ROOKIE', pointValue: 80 }, allowed: true, joinsWithoutPlea: false, refusals: [] },
      'Recruitable Leader': {
        version: { rank: 'ROOKIE', pointValue: 40 },
        allowed: false,
        joinsWithoutPlea: false,
        refusals: ['Recruitable Leader is already on the team', 'Recruitable Leader cannot be enlisted: on a team'],
      },
      'Recruitable Rival': {
        version: { rank: 'ROOKIE', pointValue: 30 },
        allowed: false,
        joinsWithoutPlea: false,
        refusals: ['Recruitable Rival cannot be enlisted: on a team'],
      },
      'Recruitable Taken': {
        version: { rank: 'ROOKIE', pointValue: 20 },
        allowed: false,
        joinsWithoutPlea: false,
        refusals: ['Recruitable Taken cannot be enlisted: on a team'],
      },
    });
    expect(heroPoints).toBeLessThan(5000);
  });

  it('is null for anyone who may not act for the team', async () => {
    const leader = await character('Recruitable Owner', [['ROOKIE', 40]]);
    const team = await foundTeam(player, 'The Private Recruiters', leader, []);
    const asStranger = await t.gql(OPTIONS, { id: team.id, first: 10 }, stranger);
    expect(asStranger.errors).toBeUndefined();
    expect(asStranger.data.team.recruitOptions).toBeNull();
    const signedOut = await t.gql(OPTIONS, { id: team.id, first: 10 });
    expect(signedOut.errors).toBeUndefined();
    expect(signedOut.data.team.recruitOptions).toBeNull();
  });
});
