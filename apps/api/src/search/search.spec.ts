import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';

const WORLD = 'search-world';
const ERRORS = `userErrors { code field message }`;
const SEARCH = `query ($world: String!, $query: String!, $first: Int) {
  search(world: $world, query: $query, first: $first) {
    characters { totalCount nodes { name } }
    teams { totalCount nodes { name } }
    matches { totalCount nodes { id sides { team { name } } } }
    leagues { totalCount nodes { name } }
  }
}`;

let t: TestApi;
let creator: string;
let player: string;
let matchId: string;

async function character(name: string, kind: string, visibility = 'PUBLIC') {
  const versions = [{ rank: 'ROOKIE', pointValue: 30, range: 4, koClicks: 3, clicks: [{ speed: 8, attack: 10, defense: 16, damage: 2 }] }];
  const { data, errors } = await t.gql(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id } } ${ERRORS} } }`,
    { input: { world: WORLD, name, kind, visibility, versions } },
    creator,
  );
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character as { id: string; versions: { id: string }[] };
}

async function ok(query: string, input: Record<string, unknown>) {
  const { data, errors } = await t.gql(query, { input }, creator);
  expect(errors).toBeUndefined();
  const payload = Object.values(data)[0] as { userErrors: unknown[] };
  expect(payload.userErrors).toEqual([]);
  return payload as any;
}

const search = (query: string, token?: string, first?: number) => t.gql(SEARCH, { world: WORLD, query, first }, token);
const names = (hits: { nodes: { name: string }[] }) => hits.nodes.map((n) => n.name);

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  await ok(`mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`, { name: 'Search world', slug: WORLD });
  const { data } = await t.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { token ${ERRORS} } }`, {
    input: { email: 'searcher@example.org', password: 'correct horse battery', displayName: 'searcher' },
  });
  player = data.signUp.token;
  await joinWorld(t, { creator, token: player, email: 'searcher@example.org', role: 'PLAYER', world: WORLD });

  const quill = await character('Zoë Quill', 'HERO');
  await character('Zoe Marsh', 'HERO');
  const shade = await character('Zoe Shade', 'NPC', 'HIDDEN');
  await character('100% Zoe', 'NORMAL');
  await character('Zoe_Under', 'NORMAL');
  await character('ZoeXUnder', 'NORMAL');
  const owl = await character('Barn Owl', 'VILLAIN');
  const team = await ok(`mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id } } ${ERRORS} } }`, {
    world: WORLD,
    name: 'The Quillers',
    alignment: 'HERO',
    leaderCharacterId: quill.id,
    founderCharacterIds: [],
  });
  await ok(`mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`, {
    world: WORLD,
    name: 'Night Owls',
    alignment: 'VILLAIN',
    leaderCharacterId: owl.id,
    founderCharacterIds: [],
  });
  const match = await ok(`mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`, {
    world: WORLD,
    buildTotal: 300,
    sides: [
      { alignment: 'HERO', teamId: team.team.id, teamMemberIds: team.team.members.map((m: { id: string }) => m.id) },
      { alignment: 'VILLAIN', versionIds: [shade.versions[0].id] },
    ],
  });
  matchId = match.match.id;
  for (const name of ['Zoetrope Cup', 'Quill Invitational', 'Owl League'])
    await ok(`mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`, { world: WORLD, name });
});

afterAll(async () => {
  await t?.close();
});

describe('search', () => {
  it("finds the world's characters, teams, matches and leagues by name, in any case and accents aside, the hidden ones for the Creator only", async () => {
    const asCreator = await search('zoe', creator);
    expect(asCreator.errors).toBeUndefined();
    expect(names(asCreator.data.search.characters)).toEqual(['100% Zoe', 'Zoe Marsh', 'Zoe Shade', 'ZoeXUnder', 'Zoe_Under', 'Zoë Quill']);
    expect(asCreator.data.search.characters.totalCount).toBe(6);
    expect(names(asCreator.data.search.leagues)).toEqual(['Zoetrope Cup']);
    expect(asCreator.data.search.teams).toEqual({ totalCount: 0, nodes: [] });
    expect(asCreator.data.search.matches).toEqual({ totalCount: 0, nodes: [] });

    // A player and a visitor are not told the hidden NPC exists, as the characters list does not tell them.
    for (const token of [player, undefined]) {
      const hidden = await search('ZOË', token);
      expect(hidden.errors).toBeUndefined();
      expect(hidden.data.search.characters).toEqual({
        totalCount: 5,
        nodes: ['100% Zoe', 'Zoe Marsh', 'ZoeXUnder', 'Zoe_Under', 'Zoë Quill'].map((name) => ({ name })),
      });
      expect((await search('shade', token)).data.search.characters).toEqual({ totalCount: 0, nodes: [] });
    }

    // A team's name finds the team, its matches, and whatever else holds it.
    const quill = await search('quill', player);
    expect(quill.data.search).toEqual({
      characters: { totalCount: 1, nodes: [{ name: 'Zoë Quill' }] },
      teams: { totalCount: 1, nodes: [{ name: 'The Quillers' }] },
      matches: { totalCount: 1, nodes: [{ id: matchId, sides: [{ team: { name: 'The Quillers' } }, { team: null }] }] },
      leagues: { totalCount: 1, nodes: [{ name: 'Quill Invitational' }] },
    });
    expect(names((await search('owl', player)).data.search.teams)).toEqual(['Night Owls']);
  });

  it('takes % and _ literally', async () => {
    expect((await search('%', creator)).data.search.characters).toEqual({ totalCount: 1, nodes: [{ name: '100% Zoe' }] });
    expect((await search('e_u', creator)).data.search.characters).toEqual({ totalCount: 1, nodes: [{ name: 'Zoe_Under' }] });
    expect((await search('\\', creator)).data.search.characters).toEqual({ totalCount: 0, nodes: [] });
  });

  it('gives the first `first` of each kind with how many match, in one statement and one for the matches', async () => {
    t.counter.reset();
    const page = await search('zoe', undefined, 2);
    expect(page.data.search.characters).toEqual({ totalCount: 5, nodes: [{ name: '100% Zoe' }, { name: 'Zoe Marsh' }] });
    expect(t.counter.count).toBe(1);
    t.counter.reset();
    await t.gql(`query { search(world: "${WORLD}", query: "quill") { matches { nodes { id } } } }`);
    expect(t.counter.count).toBe(2);
  });

  it('refuses a text of no or more than 100 characters, a wrong page size and an unknown world', async () => {
    const refusal = async (query: string, first: number | undefined, world = WORLD) => {
      const { data, errors } = await t.gql(SEARCH, { world, query, first }, creator);
      expect(data).toEqual({ search: null });
      return errors!.map((e) => ({ message: e.message, code: e.extensions.code, argumentName: e.extensions.argumentName }));
    };
    expect(await refusal('', undefined)).toEqual([
      { message: 'query must be 1 to 100 characters long; got ""', code: 'BAD_USER_INPUT', argumentName: 'query' },
    ]);
    const long = 'z'.repeat(101);
    expect(await refusal(long, undefined)).toEqual([
      { message: `query must be 1 to 100 characters long; got "${'z'.repeat(58)}…`, code: 'BAD_USER_INPUT', argumentName: 'query' },
    ]);
    expect((await search('z'.repeat(100), creator)).data.search.characters.totalCount).toBe(0);
    expect(await refusal('zoe', 0)).toEqual([{ message: 'first must be between 1 and 100; got 0', code: 'BAD_USER_INPUT', argumentName: 'first' }]);
    expect(await refusal('zoe', 101)).toEqual([{ message: 'first must be between 1 and 100; got 101', code: 'BAD_USER_INPUT', argumentName: 'first' }]);
    expect(await refusal('zoe', undefined, 'no-such-world')).toEqual([
      { message: 'There is no world "no-such-world".', code: 'NOT_FOUND', argumentName: 'world' },
    ]);
  });
});
