import { startTestApi, TestApi } from '../../test/harness';
import { DEMO_LEAGUE_NAME, loadDemoLeague } from '../demo/demo-league';
import { loadDemoWorld } from '../demo/demo-world';
import { loadDemoTeams } from '../teams/demo-teams';

/** One signed convention for Prestige and Infamy: Renown on Team, the standings row, the prestige table and the chart's points. */

let t: TestApi;
let leagueId: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  await loadDemoLeague(t.dataSource);
  const { data } = await t.gql(`{ leagues(world: "demo", first: 10) { nodes { id name } } }`);
  leagueId = data.leagues.nodes.find((l: any) => l.name === DEMO_LEAGUE_NAME).id;
});

afterAll(async () => {
  await t?.close();
});

const READINGS = `query ($leagueId: ID!) {
  standings(leagueId: $leagueId) {
    rows { team { name alignment renown { currency value } prestige infamy } prestige renown { currency value } }
    league { prestigeSeries { team { name } points { currency balanceAfter renown { currency value } } } }
  }
  prestigeTable(world: "demo", first: 100) { nodes { team { name } currency balance renown { currency value } } }
}`;

describe('Renown', () => {
  it("reads a team's Prestige or Infamy with one sign in the team, the prestige table and the chart's last point", async () => {
    const { data, errors } = await t.gql(READINGS, { leagueId });
    expect(errors).toBeUndefined();
    const rows = data.standings.rows;
    expect(rows).toHaveLength(4);
    const byName = <T>(list: T[], name: (x: T) => string) => new Map(list.map((x) => [name(x), x]));
    const table = byName<any>(data.prestigeTable.nodes, (n) => n.team.name);
    const chart = byName<any>(data.standings.league.prestigeSeries, (s) => s.team.name);
    const seen = new Map<string, unknown>();
    for (const { team } of rows) {
      const currency = team.alignment === 'HERO' ? 'PRESTIGE' : 'INFAMY';
      // The old half-null fields say the same, in the same sign.
      const old = team.alignment === 'HERO' ? team.prestige : team.infamy;
      expect(team.renown).toEqual({ currency, value: old });
      expect(team.alignment === 'HERO' ? team.infamy : team.prestige).toBeNull();
      expect(table.get(team.name).renown).toEqual(team.renown);
      expect(table.get(team.name)).toMatchObject({ currency, balance: old });
      const points = chart.get(team.name).points;
      expect(points.length).toBeGreaterThan(0);
      for (const p of points) expect(p.renown).toEqual({ currency: p.currency, value: p.balanceAfter });
      seen.set(team.name, points[points.length - 1].renown);
    }
    // The demo's two villains: The Black Tide won its way into Infamy (negative), the Syndicate lost its way out of it (positive).
    const expected = {
      'The Lantern Watch': { currency: 'PRESTIGE', value: 16 },
      'The Black Tide': { currency: 'INFAMY', value: -9 },
      'The Harbour Guard': { currency: 'PRESTIGE', value: 5 },
      'The Nightshade Syndicate': { currency: 'INFAMY', value: 17 },
    };
    expect(Object.fromEntries(rows.map((r: any) => [r.team.name, r.team.renown]))).toEqual(expected);
    expect(Object.fromEntries(seen)).toEqual(expected);
  });

  it("gives each standings row what the league's matches changed, in the currency of the team's alignment and the same sign", async () => {
    const { data } = await t.gql(READINGS, { leagueId });
    for (const row of data.standings.rows) {
      expect(row.renown).toEqual({ currency: row.team.alignment === 'HERO' ? 'PRESTIGE' : 'INFAMY', value: row.prestige });
    }
    // Every team's league matches are the demo's only ones, so the league's change is the whole balance.
    expect(Object.fromEntries(data.standings.rows.map((r: any) => [r.team.name, r.renown]))).toEqual({
      'The Lantern Watch': { currency: 'PRESTIGE', value: 16 },
      'The Black Tide': { currency: 'INFAMY', value: -9 },
      'The Harbour Guard': { currency: 'PRESTIGE', value: 5 },
      'The Nightshade Syndicate': { currency: 'INFAMY', value: 17 },
    });
  });

  it("costs no statement of its own: the standings' renown reads the teams the standings read", async () => {
    const count = async (fields: string) => {
      t.counter.reset();
      const { errors } = await t.gql(`query ($leagueId: ID!) { standings(leagueId: $leagueId) { rows { team { name } ${fields} } } }`, { leagueId });
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    expect(await count('renown { currency value }')).toBe(await count('prestige'));
  });
});
