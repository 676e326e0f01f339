// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

interface Renown {
  currency: 'PRESTIGE' | 'INFAMY';
  value: number;
}
const LEAGUE = 'Harbour City League';

/** What the API holds for the demo league, read through Renown (one type, one sign): each team's league change, last charted balance and world balance. */
async function apiReadings(token: string) {
  const { leagues } = await api<{ leagues: { nodes: { id: string; name: string }[] } }>(
    `query { leagues(world: "demo", first: 100) { nodes { id name } } }`,
    {},
    token,
  );
  const leagueId = leagues.nodes.find((l) => l.name === LEAGUE)!.id;
  const { standings, prestigeTable } = await api<{
    standings: {
      rows: { team: { name: string }; renown: Renown }[];
      league: { prestigeSeries: { team: { name: string }; points: { renown: Renown }[] }[] };
    };
    prestigeTable: { nodes: { team: { name: string }; renown: Renown }[] };
  }>(
    `query ($leagueId: ID!) {
      standings(leagueId: $leagueId) { rows { team { name } renown { currency value } } league { prestigeSeries { team { name } points { renown { currency value } } } } }
      prestigeTable(world: "demo", first: 100) { nodes { team { name } renown { currency value } } }
    }`,
    { leagueId },
    token,
  );
  const names = standings.rows.map((r) => r.team.name);
  return {
    standings: Object.fromEntries(standings.rows.map((r) => [r.team.name, r.renown.value])),
    chart: Object.fromEntries(standings.league.prestigeSeries.map((s) => [s.team.name, s.points[s.points.length - 1].renown.value])),
    table: Object.fromEntries(prestigeTable.nodes.filter((n) => names.includes(n.team.name)).map((n) => [n.team.name, n.renown.value])),
    currencies: new Set(standings.rows.map((r) => `${r.team.name}:${r.renown.currency}`)),
  };
}

test.describe("Infamy's sign (issue 17, item 8)", () => {
  test('reads as the rules write the Infamy Rating (negative: more infamous) in the standings, the chart and the prestige table alike', async ({ page }) => {
    const expected = await apiReadings(await apiSignIn(DEMO_CREATOR));
    // The demo's villains: The Black Tide won its way into Infamy, The Nightshade Syndicate lost its way out of it.
    expect(Math.sign(expected.standings['The Black Tide'])).toBe(-1);
    expect(Math.sign(expected.standings['The Nightshade Syndicate'])).toBe(1);
    expect(expected.currencies).toEqual(
      new Set(['The Black Tide:INFAMY', 'The Nightshade Syndicate:INFAMY', 'The Lantern Watch:PRESTIGE', 'The Harbour Guard:PRESTIGE']),
    );

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/leagues'));
    await page.getByTestId('league-row').filter({ hasText: LEAGUE }).getByRole('link').first().click();
    await page.getByTestId('standings-table').waitFor();
    const standings = await page
      .getByTestId('standings-row')
      .evaluateAll((rows) =>
        Object.fromEntries(rows.map((r) => [r.querySelector('th a')!.textContent!.trim(), r.querySelector('td[data-kind="PRESTIGE"]')!.textContent!.trim()])),
      );
    const chart = await page
      .getByTestId('chart-legend')
      .locator('li')
      .evaluateAll((items) => Object.fromEntries(items.map((li) => /^(.+): (?:Prestige|Infamy) (-?\d+)$/.exec(li.textContent!.trim())!.slice(1))));
    await page.goto(adminUrl('/worlds/demo/prestige'));
    const table = await page
      .getByTestId('prestige-row')
      .evaluateAll((rows) =>
        Object.fromEntries(rows.map((r) => [r.querySelector('th a')!.textContent!.trim(), r.querySelector('td:last-child')!.textContent!.trim()])),
      );

    const asText = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([team, v]) => [team, String(v)]));
    expect(standings).toEqual(asText(expected.standings));
    expect(chart).toEqual(asText(expected.chart));
    const alignmentWord = (team: string) => (['The Black Tide', 'The Nightshade Syndicate'].includes(team) ? 'Infamy' : 'Prestige');
    expect(Object.fromEntries(Object.entries(table).filter(([team]) => team in expected.table))).toEqual(
      Object.fromEntries(Object.entries(expected.table).map(([team, v]) => [team, `${alignmentWord(team)} ${v}`])),
    );
    await screenshot(page, 'infamy-sign');

    // The Black Tide's own sheet: the same signed figure, under the same word.
    await page.getByTestId('prestige-row').getByRole('link', { name: 'The Black Tide' }).click();
    await page.getByTestId('team-sheet').waitFor();
    await expect(page.getByTestId('team-infamy').innerText()).resolves.toBe(String(expected.table['The Black Tide']));
    await expect(page.getByTestId('team-prestige').count()).resolves.toBe(0);
  });
});
