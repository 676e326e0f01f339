import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// League matches from the console (issue 17, item 2, and the league page's fixtures, "New league
// match" and standings CSV), in this file's own world: its teams, league and match are its own, so
// every figure is exact.

const WORLD = `league-fixtures-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
// A comma and quotes in a name: the CSV must quote it.
const HEROES = 'The "Lamp, Post" Watch';
const VILLAINS = 'Night Crew';
const OUTSIDERS = 'The Outsiders';
let token: string;

async function character(name: string, kind: 'HERO' | 'VILLAIN'): Promise<string> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2 };
  const data = await api<{ createCharacter: { character: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`,
    {
      input: {
        world: WORLD,
        name,
        kind,
        description: `${name}, for the league fixtures journey.`,
        versions: [{ rank: 'ROOKIE', pointValue: 30, range: 6, targets: 1, clicks: Array.from({ length: 6 }, () => click), koClicks: 6 }],
      },
    },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character!.id;
}

async function team(name: string, alignment: 'HERO' | 'VILLAIN', founders: string[]): Promise<string> {
  const characterIds = await Promise.all(founders.map((f) => character(f, alignment)));
  const data = await api<{ createTeam: { team: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`,
    { input: { world: WORLD, name, alignment, founderCharacterIds: characterIds, leaderCharacterId: characterIds[0] } },
    token,
  );
  expect(data.createTeam.userErrors).toEqual([]);
  return data.createTeam.team!.id;
}

/** A KO by the first side's figure of the second side's, then the first side wins. */
async function playAndResolve(matchId: string) {
  const { match } = await api<{ match: { figures: { id: string; side: number }[] } }>(
    `query ($id: ID!) { match(id: $id) { figures { id side } } }`,
    { id: matchId },
    token,
  );
  const by = match.figures.find((f) => f.side === 0)!;
  const ko = match.figures.find((f) => f.side === 1)!;
  const recorded = await api<{ recordMatchEvent: { userErrors: unknown[] } }>(
    `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { ${ERRORS} } }`,
    { input: { matchId, event: { type: 'KO', figureId: ko.id, byFigureId: by.id } } },
    token,
  );
  expect(recorded.recordMatchEvent.userErrors).toEqual([]);
  const resolved = await api<{ resolveMatch: { userErrors: unknown[] } }>(
    `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
    { input: { matchId, idempotencyKey: randomUUID(), outcome: { winningSide: 0 } } },
    token,
  );
  expect(resolved.resolveMatch.userErrors).toEqual([]);
}

const teamOptions = (page: Page, sideIndex: number) =>
  page.getByTestId('match-side').nth(sideIndex).getByLabel('Team', { exact: true }).locator('option').allTextContents();

let heroTeamId: string;
let villainTeamId: string;

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'League fixtures', slug: WORLD } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
  heroTeamId = await team(HEROES, 'HERO', ['Lamplighter', 'Wick']);
  villainTeamId = await team(VILLAINS, 'VILLAIN', ['Nightjar', 'Owlet']);
  await team(OUTSIDERS, 'HERO', ['Stray']);
});

test.describe('league matches from the console', () => {
  test('creates a league, makes a league match from its page, lists it under fixtures with its result, and downloads the standings as CSV', async ({
    page,
  }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/leagues`));
    const form = page.getByTestId('new-league-form');
    await form.getByLabel('League name').fill('Harbour Cup');
    await form.getByLabel('Season (optional)').fill('2026');
    await form.getByRole('checkbox', { name: new RegExp(HEROES.replace(/[".,]/g, '.')) }).check();
    await form.getByRole('checkbox', { name: new RegExp(VILLAINS) }).check();
    await form.getByTestId('new-league-submit').click();
    await page.waitForURL(/\/leagues\/[^/?]+\?created=1$/);
    const leagueId = new URL(page.url()).pathname.split('/').pop()!;

    // The confirmation points to the way matches join the league.
    const created = page.getByTestId('league-created');
    await expect(created.innerText()).resolves.toBe(
      'The league is open: make its matches with New league match; its teams can change below until it is final.',
    );
    await expect(created.getByRole('link', { name: 'New league match' }).getAttribute('href')).resolves.toBe(`/worlds/${WORLD}/matches/new?league=${leagueId}`);
    await expect(page.getByTestId('league-fixtures').innerText()).resolves.toBe('Fixtures & results\n\nNo match has been made for this league yet.');
    await expectAccessible(page);

    // New league match: the league is chosen, and only its teams are offered for the sides.
    await page.getByTestId('new-league-match').click();
    await page.getByTestId('new-match-form').waitFor();
    const leagueSelect = page.getByLabel('League', { exact: true });
    await expect(leagueSelect.inputValue()).resolves.toBe(leagueId);
    await expect(leagueSelect.locator('option:checked').innerText()).resolves.toBe('Harbour Cup (2026)');
    const inLeague = ['Choose a team', `${VILLAINS} (villains)`, `${HEROES} (heroes)`];
    await expect(teamOptions(page, 0)).resolves.toEqual(inLeague);
    await expect(teamOptions(page, 1)).resolves.toEqual(inLeague);
    await expect(page.getByTestId('match-side').nth(0).getByLabel('Team', { exact: true }).inputValue()).resolves.toBe(heroTeamId);
    await expect(page.getByTestId('match-side').nth(1).getByLabel('Team', { exact: true }).inputValue()).resolves.toBe(villainTeamId);
    // A friendly offers every team of the world.
    await leagueSelect.selectOption('');
    await expect(teamOptions(page, 0)).resolves.toEqual([...inLeague, `${OUTSIDERS} (heroes)`]);
    await leagueSelect.selectOption(leagueId);
    await expectAccessible(page);
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/matches\/[^/?]+\?created=1$/);
    const matchId = new URL(page.url()).pathname.split('/').pop()!;

    // Under fixtures while it is played; with its result once resolved.
    await page.goto(adminUrl(`/worlds/${WORLD}/leagues/${leagueId}`));
    const fixture = page.getByTestId('fixture-row');
    await expect(fixture.count()).resolves.toBe(1);
    await expect(fixture.getAttribute('data-match-id')).resolves.toBe(matchId);
    await expect(fixture.locator('th, td').allInnerTexts()).resolves.toEqual([
      `${HEROES} (heroes) v ${VILLAINS} (villains)`,
      'Set up',
      '—',
      expect.any(String),
    ]);
    await playAndResolve(matchId);
    await page.reload();
    await expect(fixture.locator('th, td').allInnerTexts()).resolves.toEqual([
      `${HEROES} (heroes) v ${VILLAINS} (villains)`,
      'Resolved',
      `${HEROES} won`,
      expect.any(String),
    ]);
    await expect(fixture.getByRole('link').getAttribute('href')).resolves.toBe(`/matches/${matchId}`);
    await expectAccessible(page);
    await screenshot(page, 'league-fixtures');

    // The standings as CSV: one row per team, as the table shows them, the comma and quotes quoted
    // (head-to-head 0: no team is level with another; Night Crew's Infamy signed as the rules write it).
    await expect(page.getByTestId('standings-row').first().locator('td').allInnerTexts()).resolves.toEqual([
      '1',
      '1',
      '1',
      '0',
      '0',
      '3',
      '0',
      '15',
      '8',
      '0.0%',
      '1',
    ]);
    await expect(page.getByTestId('standings-row').nth(1).locator('td').allInnerTexts()).resolves.toEqual([
      '2',
      '1',
      '0',
      '0',
      '1',
      '0',
      '0',
      '0',
      '6',
      '100.0%',
      '0',
    ]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('standings-csv').click()]);
    expect(download.suggestedFilename()).toBe(`${WORLD}-Harbour-Cup-2026-standings.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual([
      'Rank,Team,Alignment,Played,Won,Drawn,Lost,Points,Head-to-head,Hero Points,Prestige / Infamy,Opponents’ win %,KOs',
      '1,"The ""Lamp, Post"" Watch",Heroes,1,1,0,0,3,0,15,8,0.0%,1',
      '2,Night Crew,Villains,1,0,0,1,0,0,0,6,100.0%,0',
      '',
    ]);
  });

  test('shows a refused league next to its field: a league made final after the form was opened', async ({ page }) => {
    const data = await api<{ createLeague: { league: { id: string } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`,
      { input: { world: WORLD, name: 'Closed Cup', season: '', scoring: { win: 3, draw: 1, loss: 0 }, tieBreakers: [], teamIds: [heroTeamId, villainTeamId] } },
      token,
    );
    expect(data.createLeague.userErrors).toEqual([]);
    const leagueId = data.createLeague.league!.id;
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/matches/new?league=${leagueId}`));
    await expect(page.getByLabel('League', { exact: true }).inputValue()).resolves.toBe(leagueId);

    const finalized = await api<{ finalizeLeague: { userErrors: unknown[] } }>(
      `mutation ($input: FinalizeLeagueInput!) { finalizeLeague(input: $input) { ${ERRORS} } }`,
      { input: { leagueId } },
      token,
    );
    expect(finalized.finalizeLeague.userErrors).toEqual([]);
    const matchesBefore = await api<{ matches: { totalCount: number } }>(
      `query ($world: String!) { matches(world: $world, first: 1) { totalCount } }`,
      { world: WORLD },
      token,
    );

    await page.getByTestId('create-match').click();
    const error = page.locator('[data-testid="field-error"][data-field="leagueId"]');
    await expect(error.innerText()).resolves.toBe('The league is final: no more matches.');
    await expect(page.getByLabel('League', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('League', { exact: true }).inputValue()).resolves.toBe(leagueId);
    await expect(page.url()).toBe(adminUrl(`/worlds/${WORLD}/matches/new?league=${leagueId}`));
    const matchesAfter = await api<{ matches: { totalCount: number } }>(
      `query ($world: String!) { matches(world: $world, first: 1) { totalCount } }`,
      { world: WORLD },
      token,
    );
    expect(matchesAfter).toEqual(matchesBefore);
    await expectAccessible(page);
    await screenshot(page, 'league-match-refused');
  });
});
