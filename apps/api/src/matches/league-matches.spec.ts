import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { loadDemoTeams } from '../teams/demo-teams';

const CREATE_LEAGUE = `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } userErrors { code } } }`;
const CREATE_MATCH = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } userErrors { code field } } }`;
const MATCHES = `query ($leagueId: ID) { matches(world: "demo", first: 10, leagueId: $leagueId) { totalCount nodes { id league { id } } } }`;

let t: TestApi;
let creator: string;
let sides: { alignment: string; teamId: string; teamMemberIds: string[] }[];

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name alignment members { id } } } }`);
  const team = (name: string) => data.teams.nodes.find((n: { name: string }) => n.name === name);
  sides = [team('The Lantern Watch'), team('The Nightshade Syndicate')].map((t) => ({
    alignment: t.alignment,
    teamId: t.id,
    teamMemberIds: t.members.map((m: { id: string }) => m.id),
  }));
});

afterAll(async () => {
  await t?.close();
});

async function createMatch(leagueId: string | null): Promise<string> {
  const { data, errors } = await t.gql(CREATE_MATCH, { input: { world: 'demo', buildTotal: 300, leagueId, sides } }, creator);
  expect(errors).toBeUndefined();
  expect(data.createMatch.userErrors).toEqual([]);
  return data.createMatch.match.id;
}

describe('matches(leagueId): a league’s fixtures and results', () => {
  it("lists only that league's matches, newest first, and refuses an id that is not a league's", async () => {
    const { data } = await t.gql(
      CREATE_LEAGUE,
      {
        input: { world: 'demo', name: 'Fixtures Cup', season: '', scoring: { win: 3, draw: 1, loss: 0 }, tieBreakers: [], teamIds: sides.map((s) => s.teamId) },
      },
      creator,
    );
    expect(data.createLeague.userErrors).toEqual([]);
    const leagueId = data.createLeague.league.id;
    const first = await createMatch(leagueId);
    const friendly = await createMatch(null);
    const second = await createMatch(leagueId);

    const listed = await t.gql(MATCHES, { leagueId });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.matches).toEqual({ totalCount: 2, nodes: [second, first].map((id) => ({ id, league: { id: leagueId } })) });

    const all = await t.gql(MATCHES, { leagueId: null });
    expect(all.data.matches.nodes.map((m: { id: string }) => m.id)).toContain(friendly);

    const other = await t.gql(MATCHES, { leagueId: '00000000-0000-4000-8000-000000000000' });
    expect(other.data.matches).toEqual({ totalCount: 0, nodes: [] });

    const bad = await t.gql(MATCHES, { leagueId: 'not-a-league' });
    expect(bad.data).toEqual({ matches: null });
    expect(bad.errors?.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
  });
});
