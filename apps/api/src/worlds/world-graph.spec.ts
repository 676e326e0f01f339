import { loadDemoLeague } from '../demo/demo-league';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { loadDemoTeams } from '../teams/demo-teams';
import { startTestApi, TestApi } from '../../test/harness';

// The graph walked from its objects: each nested list answers exactly what its root twin answers
// for the same arguments, to the same viewer, at the same cost in SQL statements.

let t: TestApi;
let creator: string;
let hiddenId: string;
let leagueId: string;
let matchId: string;
let teamId: string;

const HIDDEN_NAME = 'Graph Secret Mastermind';

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  await loadDemoLeague(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const created = await t.gql(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } userErrors { code } } }`,
    {
      input: {
        world: 'demo',
        name: HIDDEN_NAME,
        kind: 'VILLAIN',
        visibility: 'HIDDEN',
        versions: [{ rank: 'ROOKIE', pointValue: 40, range: 4, clicks: [{ speed: 8, attack: 9, defense: 16, damage: 2 }], koClicks: 1 }],
      },
    },
    creator,
  );
  expect(created.data.createCharacter.userErrors).toEqual([]);
  hiddenId = created.data.createCharacter.character.id;
  [{ id: leagueId }] = await t.dataSource.query(`SELECT id FROM league`);
  [{ id: matchId }] = await t.dataSource.query(`SELECT id FROM match WHERE league_id = $1 ORDER BY created_at LIMIT 1`, [leagueId]);
  [{ id: teamId }] = await t.dataSource.query(`SELECT team_id AS id FROM match_side WHERE match_id = $1 AND team_id IS NOT NULL ORDER BY position LIMIT 1`, [
    matchId,
  ]);
}, 120_000);

afterAll(() => t?.close());

const PAGE = 'totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } }';

/** Each World list with arguments that exercise its filter, order and both paging directions. */
const WORLD_LISTS: [string, string][] = [
  ['characters', 'first: 5, orderBy: { field: POINTS, direction: DESC }'],
  ['characters', 'last: 3, filter: { kind: VILLAIN }'],
  ['teams', 'first: 2, orderBy: { field: NAME, direction: DESC }'],
  ['matches', 'last: 2, status: RESOLVED'],
  ['leagues', 'first: 1'],
  ['scenarios', 'first: 4, filter: { needsReview: false }'],
];

describe('World lists', () => {
  it.each(WORLD_LISTS)('world { %s(%s) } answers what the root list answers for the world', async (list, args) => {
    for (const token of [undefined, creator]) {
      const { data, errors } = await t.gql(
        `{ root: ${list}(world: "demo", ${args}) { ${PAGE} } world(slug: "demo") { nested: ${list}(${args}) { ${PAGE} } } }`,
        {},
        token,
      );
      expect(errors).toBeUndefined();
      expect(data.root.edges.length).toBeGreaterThan(0);
      expect(data.world.nested).toEqual(data.root);
    }
  });

  it("pages on with the root list's cursor, and the root list with the nested one's", async () => {
    const first = await t.gql(`{ world(slug: "demo") { characters(first: 2) { pageInfo { endCursor } } } }`);
    const after = first.data.world.characters.pageInfo.endCursor;
    const { data } = await t.gql(
      `query ($after: String) { root: characters(world: "demo", first: 2, after: $after) { ${PAGE} } world(slug: "demo") { nested: characters(first: 2, after: $after) { ${PAGE} } } }`,
      { after },
    );
    expect(data.world.nested).toEqual(data.root);
    expect(data.root.edges.length).toBe(2);
  });

  it('shows a hidden character to the Creator only', async () => {
    const query = `{ world(slug: "demo") { characters(first: 100, filter: { name: "Graph Secret" }) { totalCount nodes { id name } } } }`;
    expect((await t.gql(query, {}, creator)).data.world.characters).toEqual({ totalCount: 1, nodes: [{ id: hiddenId, name: HIDDEN_NAME }] });
    expect((await t.gql(query)).data.world.characters).toEqual({ totalCount: 0, nodes: [] });
  });

  it('refuses a bad page size on the nested list as the root list does', async () => {
    const { data, errors } = await t.gql(`{ world(slug: "demo") { characters(first: 101) { totalCount } } }`);
    expect(data).toEqual({ world: null });
    expect(errors?.map((e: any) => [e.path, e.extensions.code])).toEqual([[['world', 'characters'], 'BAD_USER_INPUT']]);
  });

  it.each(['characters', 'teams', 'matches', 'leagues', 'scenarios'])(
    'world { %s } costs the same SQL statements at 1 item and at 100, as many as the root list and the world',
    async (list) => {
      const statements = async (query: string) => {
        t.counter.reset();
        const { errors } = await t.gql(query);
        expect(errors).toBeUndefined();
        return t.counter.count;
      };
      const one = await statements(`{ world(slug: "demo") { ${list}(first: 1) { totalCount nodes { id } } } }`);
      const hundred = await statements(`{ world(slug: "demo") { ${list}(first: 100) { totalCount nodes { id } } } }`);
      const root = await statements(`{ ${list}(world: "demo", first: 100) { totalCount nodes { id } } }`);
      const world = await statements(`{ world(slug: "demo") { id } }`);
      expect(hundred).toBe(one);
      expect(hundred).toBe(root + world);
    },
  );

  it("costs a list of worlds one root list's statements per world, and prices each world's page by complexity", async () => {
    for (const slug of ['graph-a', 'graph-b']) {
      const created = await t.gql(`mutation { createWorld(input: { slug: "${slug}", name: "${slug}" }) { userErrors { code } } }`, {}, creator);
      expect(created.data.createWorld.userErrors).toEqual([]);
    }
    const statements = async (first: number) => {
      t.counter.reset();
      const { data, errors } = await t.gql(`{ worlds(first: ${first}) { nodes { characters(first: 1) { totalCount } } } }`);
      expect(errors).toBeUndefined();
      expect(data.worlds.nodes.length).toBe(first);
      return t.counter.count;
    };
    const perWorld = (await statements(3)) - (await statements(2));
    expect(await statements(2)).toBe((await statements(1)) + perWorld);
    expect(perWorld).toBe(1);
    // Each world's page is paid for in the operation's cost: 100 worlds of 100 characters each is refused before any SQL.
    t.counter.reset();
    const refused = await t.gql(`{ worlds(first: 100) { nodes { characters(first: 100) { nodes { id name } } } } }`);
    expect(refused.errors?.map((e: any) => e.extensions.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(t.counter.count).toBe(0);
  });
});

describe('League.standings, Team.history, Match.events and Match.state', () => {
  it('League.standings answers what standings(leagueId) answers', async () => {
    const rows = 'final rows { rank points played won drawn lost team { id name } }';
    const { data, errors } = await t.gql(`query ($id: ID!) { standings(leagueId: $id) { ${rows} } league(id: $id) { standings { ${rows} } } }`, {
      id: leagueId,
    });
    expect(errors).toBeUndefined();
    expect(data.standings.rows.length).toBe(4);
    expect(data.league.standings).toEqual(data.standings);
  });

  it.each([undefined, 'creator'])('Team.history answers what teamHistory answers (viewer: %s)', async (who) => {
    const token = who ? creator : undefined;
    const entries = `${PAGE} nodes { currency amount reason note balanceAfter }`;
    for (const args of ['first: 3', 'last: 2, currency: HERO_POINTS']) {
      const { data, errors } = await t.gql(
        `query ($id: ID!) { teamHistory(teamId: $id, ${args}) { ${entries} } team(id: $id) { history(${args}) { ${entries} } } }`,
        { id: teamId },
        token,
      );
      expect(errors).toBeUndefined();
      expect(data.teamHistory.edges.length).toBeGreaterThan(0);
      expect(data.team.history).toEqual(data.teamHistory);
    }
  });

  it.each([undefined, 'creator'])('Match.events and Match.state answer what matchEvents and matchState answer (viewer: %s)', async (who) => {
    const token = who ? creator : undefined;
    const events = `${PAGE} nodes { sequence type payload result }`;
    const state = 'sequence turn activeSide over figures { side clickNumber status figure { id character { name } } }';
    for (const args of ['first: 3', 'last: 2, type: ATTACK']) {
      const { data, errors } = await t.gql(
        `query ($id: ID!) { matchEvents(matchId: $id, ${args}) { ${events} } matchState(matchId: $id) { ${state} } match(id: $id) { events(${args}) { ${events} } state { ${state} } } }`,
        { id: matchId },
        token,
      );
      expect(errors).toBeUndefined();
      expect(data.matchEvents.edges.length).toBeGreaterThan(0);
      expect(data.match.events).toEqual(data.matchEvents);
      expect(data.match.state).toEqual(data.matchState);
    }
  });
});
