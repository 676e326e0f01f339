import { startTestApi, TestApi } from '../../test/harness';
import { createDataSource } from '../data-source';
import { createRequestContext } from '../http/request-context';
import { LeagueService } from '../leagues/league.service';
import { loadDemoTeams } from '../teams/demo-teams';
import { DEMO_LEAGUE_NAME, loadDemoLeague } from './demo-league';
import { loadDemoWorld } from './demo-world';
import { rowId } from '../../test/global-ids';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
  // Loaded as `clix-api seed-demo` loads it: on a pool of one connection, which a read outside the
  // loader's transaction would wait for until it timed out.
  const cli = await createDataSource({ url: (t.dataSource.options as { url: string }).url, poolSize: 1 }).initialize();
  try {
    await loadDemoWorld(cli);
    await loadDemoTeams(cli);
    expect(await loadDemoLeague(cli)).toBe(true);
  } finally {
    await cli.destroy();
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the demo teams', () => {
  it('roll their team abilities from fixed seeds, recorded as any roll: the same demo on every install', async () => {
    const rolls: { name: string; team_ability_roll: number; seed: string }[] = await t.dataSource.query(
      `SELECT t.name, t.team_ability_roll, r.seed FROM team t JOIN dice_roll r ON r.id = t.team_ability_roll_id WHERE t.name IN ('The Lantern Watch', 'The Nightshade Syndicate') ORDER BY t.name`,
    );
    expect(rolls).toEqual([
      { name: 'The Lantern Watch', team_ability_roll: 4, seed: 'demo-team-ability:The Lantern Watch' },
      { name: 'The Nightshade Syndicate', team_ability_roll: 5, seed: 'demo-team-ability:The Nightshade Syndicate' },
    ]);
  });
});

describe('the demo league', () => {
  it('is loaded once, with four teams, four resolved matches and one in progress', async () => {
    expect(await loadDemoLeague(t.dataSource)).toBe(false);
    const { data, errors } = await t.gql(`{
      leagues(world: "demo", first: 10) { nodes { id name season teams { name }
        prestigeSeries { team { name } points { balanceAfter } } } }
      matches(world: "demo", first: 10) { nodes { status league { name } } }
    }`);
    expect(errors).toBeUndefined();
    const [league] = data.leagues.nodes;
    expect(league).toMatchObject({ name: DEMO_LEAGUE_NAME, season: '2026 Autumn' });
    expect(league.teams.map((team: { name: string }) => team.name).sort()).toEqual([
      'The Black Tide',
      'The Harbour Guard',
      'The Lantern Watch',
      'The Nightshade Syndicate',
    ]);
    const statuses = data.matches.nodes.map((m: { status: string }) => m.status).sort();
    expect(statuses).toEqual(['IN_PROGRESS', 'RESOLVED', 'RESOLVED', 'RESOLVED', 'RESOLVED']);
    // Each team played two resolved matches, so each has two points on the prestige chart.
    expect(league.prestigeSeries.map((s: { points: unknown[] }) => s.points.length)).toEqual([2, 2, 2, 2]);

    const standings = await t.gql(`query ($id: ID!) { standings(leagueId: $id) { final rows { rank played won drawn lost points team { name } } } }`, {
      id: league.id,
    });
    const rows = standings.data.standings.rows;
    expect(rows.map((r: { played: number }) => r.played)).toEqual([2, 2, 2, 2]);
    // Three matches had a winner and one was drawn.
    expect(rows.reduce((sum: number, r: { won: number }) => sum + r.won, 0)).toBe(3);
    expect(rows.reduce((sum: number, r: { drawn: number }) => sum + r.drawn, 0)).toBe(2);
    expect(standings.data.standings.final).toBe(false);
  });

  it('rebuilds to the same standings from the recorded results (the repair job)', async () => {
    const { data } = await t.gql(`{ leagues(world: "demo", first: 1) { nodes { id } } }`);
    const id = data.leagues.nodes[0].id;
    const STANDINGS = `query ($id: ID!) { standings(leagueId: $id) { rows { rank played won drawn lost points heroPoints prestige kos team { name } tieBreakers { kind value } } } }`;
    const before = (await t.gql(STANDINGS, { id })).data.standings;
    // Damage the kept rows, as a bad restore might.
    await t.dataSource.query(`UPDATE league_standing SET played = played + 2, lost = lost + 2, kos = kos + 5 WHERE league_id = $1`, [rowId(id)]);
    await t.dataSource.query(`DELETE FROM league_pair WHERE league_id = $1`, [rowId(id)]);
    expect((await t.gql(STANDINGS, { id })).data.standings).not.toEqual(before);
    const progress: number[] = [];
    const done = await t.dataSource.transaction((em) =>
      LeagueService.rebuildStandings({ ...createRequestContext(t.dataSource), em }, rowId(id), (n) => progress.push(n)),
    );
    expect(done).toEqual({ matches: 4, teams: 4 });
    expect(progress).toEqual([4]);
    expect((await t.gql(STANDINGS, { id })).data.standings).toEqual(before);
  });
});
