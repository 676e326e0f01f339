import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, fitsWidth, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

// A league of the demo teams in a world of this file's own laid out as the demo world's teams are: its
// match, standings and Prestige change no other journey's teams or leagues.
const HERO_TEAM = DEMO_HERO_TEAM;
const VILLAIN_TEAM = DEMO_VILLAIN_TEAM;
const WORLD = worldSlug('leagues');

test.beforeAll(async () => {
  await demoLikeWorld(await apiSignIn(DEMO_CREATOR), 'League Harbour', WORLD);
});

/** A league match between the demo teams, played and resolved through the API: the hero side KOs a villain and wins. */
async function playLeagueMatch(token: string, leagueId: string, heroTeamId: string, villainTeamId: string) {
  const activeMembers = async (teamId: string) => {
    const data = await api<{ team: { members: { id: string; status: string }[] } }>(
      `query ($id: ID!) { team(id: $id) { members { id status } } }`,
      { id: teamId },
      token,
    );
    return data.team.members.filter((m) => m.status === 'ACTIVE').map((m) => m.id);
  };
  const created = await api<{
    createMatch: { match: { id: string; figures: { id: string; side: number }[] } | null; userErrors: unknown[] };
  }>(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } userErrors { code field message } } }`,
    {
      input: {
        world: WORLD,
        buildTotal: 300,
        leagueId,
        sides: [
          { alignment: 'HERO', teamId: heroTeamId, teamMemberIds: await activeMembers(heroTeamId) },
          { alignment: 'VILLAIN', teamId: villainTeamId, teamMemberIds: await activeMembers(villainTeamId) },
        ],
      },
    },
    token,
  );
  const match = created.createMatch.match;
  if (!match) throw new Error(`createMatch refused: ${JSON.stringify(created.createMatch.userErrors)}`);
  const hero = match.figures.find((f) => f.side === 0)!;
  const villain = match.figures.find((f) => f.side === 1)!;
  const ko = await api<{ recordMatchEvent: { userErrors: unknown[] } }>(
    `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { userErrors { code field message } } }`,
    { input: { matchId: match.id, event: { type: 'KO', figureId: villain.id, byFigureId: hero.id } } },
    token,
  );
  expect(ko.recordMatchEvent.userErrors).toEqual([]);
  const resolved = await api<{ resolveMatch: { userErrors: unknown[] } }>(
    `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { userErrors { code field message } } }`,
    { input: { matchId: match.id, idempotencyKey: randomUUID(), outcome: { winningSide: 0 } } },
    token,
  );
  expect(resolved.resolveMatch.userErrors).toEqual([]);
  return match.id;
}

const row = (p: Page, teamName: string) => p.getByTestId('standings-row').filter({ hasText: teamName });
const cell = async (p: Page, teamName: string, what: string) => (await row(p, teamName).getByTestId(`standings-${what}`).innerText()).trim();

test.describe('leagues', () => {
  test('runs a league: creates it, shows its standings and chart change after a match, finalizes it, and shows it on a public screen', async ({
    page,
    openPage,
  }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/characters`));
    await page.getByTestId('world-nav').getByRole('link', { name: 'Leagues' }).click();
    await page.waitForURL(adminUrl(`/worlds/${WORLD}/leagues`));
    const form = page.getByTestId('new-league-form');
    await form.waitFor();

    // A refusal in words next to the field: no name.
    await form.getByTestId('new-league-submit').click();
    await expect(form.locator('[data-testid="field-error"]').first().innerText()).resolves.toMatch(/Give the league a name/);
    await expect(form.getByLabel('League name').getAttribute('aria-invalid')).resolves.toBe('true');

    // The API's refusal of the scoring, next to the points: a loss worth as much as a win.
    const name = 'Autumn Cup';
    await form.getByLabel('League name').fill(name);
    await form.getByLabel('Season (optional)').fill('2026 Autumn');
    await form.getByLabel('Win', { exact: true }).fill('1');
    await form.getByLabel('Loss', { exact: true }).fill('1');
    await form.getByLabel('Draw', { exact: true }).fill('1');
    await form.getByTestId('new-league-submit').click();
    // The earlier refusal goes; the API's one about the points comes next to them.
    await form.locator('[data-testid="field-error"]', { hasText: /a win worth more than a loss/ }).waitFor();
    await expect(form.locator('[data-testid="field-error"]', { hasText: /Give the league a name/ }).count()).resolves.toBe(0);
    await expect(form.getByLabel('Win', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(form.getByLabel('League name').inputValue()).resolves.toBe(name);

    await form.getByLabel('Win', { exact: true }).fill('3');
    await form.getByLabel('Draw', { exact: true }).fill('1');
    await form.getByLabel('Loss', { exact: true }).fill('0');
    // Opponents' win % moves up above Prestige with the keyboard-usable buttons; KOs is left out.
    const moveUp = form.getByRole('button', { name: /^Move up\W+Opponents/ });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    // Focus stays on the moved tie-breaker's button, so it can be moved again from the keyboard.
    await expect(moveUp.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await expect(form.getByTestId('tie-breaker-item').nth(2).getAttribute('data-kind')).resolves.toBe('OPPONENTS_WIN_PERCENTAGE');
    await form.getByTestId('tie-breaker-item').filter({ hasText: 'KOs' }).getByRole('checkbox').uncheck();
    await form.getByRole('checkbox', { name: new RegExp(HERO_TEAM) }).check();
    await form.getByRole('checkbox', { name: new RegExp(VILLAIN_TEAM) }).check();
    await form.getByTestId('new-league-submit').click();
    await page.waitForURL(new RegExp(`/worlds/${WORLD}/leagues/[^/?]+\\?created=1$`));
    const leagueUrl = page.url().replace(/\?.*$/, '');
    const leagueId = leagueUrl.split('/').pop()!;

    // The standings: both teams, nothing played; tie-breaker columns in the league's order, in words.
    await expect(page.getByTestId('league-name').innerText()).resolves.toBe(name);
    await expect(page.getByTestId('open-badge').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('standings-row').count()).resolves.toBe(2);
    await expect(page.getByTestId('tie-breaker-header').allTextContents()).resolves.toEqual([
      'Head-to-head',
      'Hero Points',
      'Opponents’ win %',
      'Prestige / Infamy',
    ]);
    for (const team of [HERO_TEAM, VILLAIN_TEAM]) {
      await expect(cell(page, team, 'played')).resolves.toBe('0');
      await expect(cell(page, team, 'points')).resolves.toBe('0');
    }
    await expect(page.getByTestId('prestige-chart-empty').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('show-on-screen').getAttribute('href')).resolves.toBe(`/public/leagues/${leagueId}`);
    await fitsWidth(page, 1024);
    await fitsWidth(page, 768);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'league-standings');

    // A league match, played and resolved through the API: the hero team wins.
    const heroTeamId = (await row(page, HERO_TEAM).getAttribute('data-team-id'))!;
    const villainTeamId = (await row(page, VILLAIN_TEAM).getAttribute('data-team-id'))!;
    const token = await apiSignIn(DEMO_CREATOR);
    await playLeagueMatch(token, leagueId, heroTeamId, villainTeamId);

    await page.reload();
    await expect(cell(page, HERO_TEAM, 'played')).resolves.toBe('1');
    await expect(cell(page, HERO_TEAM, 'won')).resolves.toBe('1');
    await expect(cell(page, HERO_TEAM, 'points')).resolves.toBe('3');
    await expect(cell(page, HERO_TEAM, 'rank')).resolves.toBe('1');
    await expect(cell(page, VILLAIN_TEAM, 'played')).resolves.toBe('1');
    await expect(cell(page, VILLAIN_TEAM, 'lost')).resolves.toBe('1');
    await expect(cell(page, VILLAIN_TEAM, 'points')).resolves.toBe('0');
    // The chart gains a point per team that played; the villains' line is labelled Infamy.
    const chart = page.getByTestId('prestige-chart');
    await expect(chart.getByTestId('chart-point').count()).resolves.toBe(2);
    await expect(chart.locator('svg[role="img"]').getAttribute('aria-label')).resolves.toMatch(/over 1 league match/);
    await expect(chart.getByTestId('chart-legend').innerText()).resolves.toMatch(/Prestige/);
    await expect(chart.getByTestId('prestige-chart-table').locator('tbody tr').count()).resolves.toBe(1);
    await expect(chart.getByTestId('chart-point').first().locator('title').textContent()).resolves.toMatch(/after match 1, .* v /);

    // A team with a league match stays: the API's refusal in words.
    const heroEntry = page.getByTestId('league-team').filter({ hasText: HERO_TEAM });
    await heroEntry.getByRole('button', { name: `Remove ${HERO_TEAM}` }).click();
    await heroEntry.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(heroEntry.getByTestId('form-errors').innerText()).resolves.toMatch(/stays in the standings/);

    await fitsWidth(page, 1024);
    await fitsWidth(page, 768);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'league-chart');

    // New scoring: the standings are read again under it (2 points for a win).
    const settings = page.getByTestId('edit-league-form');
    await settings.getByLabel('Win', { exact: true }).fill('2');
    await settings.getByTestId('edit-league-submit').click();
    await settings.getByTestId('edit-league-done').waitFor();
    await page.waitForFunction(
      (team) =>
        [...document.querySelectorAll('[data-testid="standings-row"]')].some(
          (r) => r.textContent?.includes(team as string) && r.querySelector('[data-testid="standings-points"]')?.textContent?.trim() === '2',
        ),
      HERO_TEAM,
    );

    // Finalize, with a confirm step.
    const finalize = page.getByTestId('finalize-league');
    await finalize.getByRole('button', { name: 'Finalize league…' }).click();
    await finalize.getByRole('button', { name: 'Yes, finalize' }).click();
    await page.getByTestId('final-badge').waitFor();
    await expect(page.getByTestId('league-management').count()).resolves.toBe(0);

    // The public screen, signed out: the same standings, no console chrome.
    const screen = await openPage({ viewport: { width: 1280, height: 800 } });
    await screen.goto(adminUrl(`/public/leagues/${leagueId}`));
    await screen.getByTestId('public-league').waitFor();
    expect(screen.url()).toContain(`/public/leagues/${leagueId}`);
    await expect(screen.getByTestId('league-name').innerText()).resolves.toBe(name);
    await expect(screen.getByTestId('final-badge').isVisible()).resolves.toBe(true);
    await expect(screen.locator('.site-header').isVisible()).resolves.toBe(false);
    // A final league changes no more: the screen neither reloads on a timer nor follows live updates.
    await expect(screen.getByTestId('auto-refresh').count()).resolves.toBe(0);
    await expect(screen.getByTestId('live-status').count()).resolves.toBe(0);
    await expect(cell(screen, HERO_TEAM, 'played')).resolves.toBe('1');
    await expect(cell(screen, HERO_TEAM, 'points')).resolves.toBe('2');
    await expect(cell(screen, VILLAIN_TEAM, 'points')).resolves.toBe('0');
    await expect(screen.getByTestId('standings-row').first().innerText()).resolves.toContain(HERO_TEAM);
    await expect(screen.getByTestId('chart-point').count()).resolves.toBe(2);
    await expect(screen.getByRole('link', { name: HERO_TEAM }).count()).resolves.toBe(0);
    await fitsWidth(screen, 1024);
    await fitsWidth(screen, 768);
    await screen.setViewportSize({ width: 1280, height: 800 });
    await screenshot(screen, 'public-league');
  });

  test('shows a player the leagues and the prestige table, without the organizer forms', async ({ page }) => {
    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl(`/worlds/${WORLD}/leagues`));
    await page.getByTestId('filters').waitFor();
    await expect(page.getByTestId('new-league').count()).resolves.toBe(0);
    // The world's one league, which the organizer ran in the journey before, is listed, final, with a
    // link to its standings (and no management there).
    await expect(page.getByTestId('league-row').count()).resolves.toBe(1);
    const finalLeague = page.getByTestId('league-row').filter({ has: page.getByTestId('final-badge') });
    await expect(finalLeague.isVisible()).resolves.toBe(true);
    await fitsWidth(page, 768);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'leagues-list');
    await finalLeague.getByRole('link').click();
    await page.getByTestId('standings-table').waitFor();
    await expect(page.getByTestId('league-management').count()).resolves.toBe(0);
    await page.goBack();
    await page.getByTestId('filters').waitFor();
    // Filters live in the URL: a season nobody uses gives the empty state with a way back.
    await page.getByLabel('Season').fill('No such season');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/season=No\+such\+season/);
    await expect(page.getByTestId('leagues-empty').innerText()).resolves.toMatch(/No leagues match these filters/);

    await page.goto(adminUrl(`/worlds/${WORLD}/prestige`));
    await page.getByTestId('prestige-table').waitFor();
    await expect(page.getByTestId('prestige-row').filter({ hasText: HERO_TEAM }).innerText()).resolves.toMatch(/Prestige -?\d+/);
    await expect(page.getByTestId('prestige-row').filter({ hasText: VILLAIN_TEAM }).innerText()).resolves.toMatch(/Infamy -?\d+/);
    await page.getByTestId('prestige-tabs').getByRole('link', { name: 'Villains (Infamy)' }).click();
    await page.waitForURL(/alignment=VILLAIN/);
    await expect(page.getByTestId('prestige-row').filter({ hasText: HERO_TEAM }).count()).resolves.toBe(0);
    await fitsWidth(page, 768);
    await screenshot(page, 'prestige-table');
  });
});
