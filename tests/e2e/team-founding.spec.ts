import type { Page } from '@playwright/test';
import { adminUrl, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, fitsWidth, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { createCharacter, createTeam, createWorld, joinWorld, worldSlug } from './worlds';

// Founding a team in a world of this file's own: the hero player founds one there, so the teams and
// Hero Points the journey reads are its own (a team founded in the demo world changed which team
// other journeys saw first).
const WORLD = worldSlug('team-founding');

/** The world's hero team, founded first: its name is taken, for the refused attempt. */
const HERO_TEAM = 'The Lantern Watch';

/** A new world's starting Hero Points for a team of one player (rules digest 4.1). */
const STARTING_HERO_POINTS = 100;

test.beforeAll(async () => {
  const creator = await apiSignIn(DEMO_CREATOR);
  await createWorld(creator, 'Founders’ Harbour', WORLD);
  await joinWorld(creator, WORLD, DEMO_HERO_PLAYER);
  const lantern = await createCharacter(creator, WORLD, 'Lantern Keeper', 'HERO', [{ rank: 'ROOKIE', pointValue: 30 }]);
  await createTeam(creator, WORLD, HERO_TEAM, 'HERO', lantern);
});

/** The Creator adds a hero with a 30-point Rookie and a 50-point Experienced version, so a level-up exists. */
async function createFounder(name: string) {
  const version = (rank: string, pointValue: number) => ({
    rank,
    pointValue,
    clicks: [
      { speed: 8, attack: 9, defense: 16, damage: 2 },
      { speed: 7, attack: 9, defense: 15, damage: 2 },
    ],
  });
  return createCharacter(await apiSignIn(DEMO_CREATOR), WORLD, name, 'HERO', [version('ROOKIE', 30), version('EXPERIENCED', 50)]);
}

/** Another person in the same browser page: the cookie goes, the sign-in form brings the next one. */
async function switchTo(p: Page, who: { email: string; password: string }) {
  await p.context().clearCookies();
  await signIn(p, who);
}

test.describe('founding a team', () => {
  test('creates a team and levels up a member: refused name next to the field, the rolled ability with its dice, then a level-up with its cost shown first', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const founder = 'Founding Hero';
    const founderId = await createFounder(founder);

    // Visitors read the teams, but only members who may found one get the link.
    await page.goto(adminUrl(`/worlds/${WORLD}/teams`));
    await page.getByTestId('teams-table').waitFor();
    await expect(page.getByTestId('found-team-link').count()).resolves.toBe(0);

    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl(`/worlds/${WORLD}/teams`));
    await page.getByTestId('found-team-link').click();
    await page.waitForURL(adminUrl(`/worlds/${WORLD}/teams/new`));
    const form = page.getByTestId('found-team-form');
    await form.waitFor();

    // The running total: nothing chosen yet, then the Rookie's 30 points against the starting Hero Points.
    const total = form.getByTestId('founding-total');
    await expect(total.innerText()).resolves.toMatch(/Choose the leader/);
    const budget = STARTING_HERO_POINTS;
    await expect(form.getByTestId('founding-budget').innerText()).resolves.toBe(String(budget));
    const leader = form.getByLabel('Leader', { exact: true });
    await leader.selectOption({ label: `${founder} (Rookie, 30 points)` });
    await expect(form.getByTestId('founding-cost').innerText()).resolves.toBe('30');
    await expect(total.innerText()).resolves.toMatch(new RegExp(`${budget - 30} Hero Points go to the team's reserve`));

    // First attempt: the name of the world's hero team. The API refuses it, in words, next to the name.
    await form.getByLabel('Team name').fill(HERO_TEAM);
    await form.getByLabel('Heroes').check();
    await form.getByTestId('found-team-submit').click();
    const nameError = form.locator('[data-testid="field-error"][data-field="name"]');
    await expect(nameError.innerText()).resolves.toMatch(/already has a team of this name/);
    await expect(form.getByLabel('Team name').getAttribute('aria-invalid')).resolves.toBe('true');
    // The focus is on the field to fix, and the choices made are still there.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('name');
    await expect(leader.inputValue()).resolves.toBe(founderId);
    await expect(form.getByTestId('founding-cost').innerText()).resolves.toBe('30');
    await fitsWidth(page, 1024);
    await fitsWidth(page, 768);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'team-founding-refused');

    // Second attempt, with a free name: the player lands on the new sheet with the rolled ability and its dice.
    const teamName = 'The Founders';
    await form.getByLabel('Team name').fill(teamName);
    await form.getByTestId('found-team-submit').click();
    await page.waitForURL(/\/teams\/[A-Za-z0-9_-]+\?founded=1$/);
    await page.getByTestId('team-sheet').waitFor();
    const teamUrl = page.url().replace(/\?.*$/, '');
    await expect(page.getByTestId('team-name').innerText()).resolves.toBe(teamName);
    await expect(page.getByTestId('team-alignment').innerText()).resolves.toBe('Heroes');
    const roll = page.getByTestId('team-ability-roll');
    await expect(roll.innerText()).resolves.toMatch(/Rolled \d+ on 2d6/);
    await expect(roll.getByTestId('die').count()).resolves.toBe(2);
    const faces = await roll.getByTestId('die').evaluateAll((dice) => dice.map((d) => Number(d.getAttribute('data-face'))));
    const rolled = Number((await roll.innerText()).match(/Rolled (\d+)/)![1]);
    expect(faces[0] + faces[1]).toBe(rolled);
    await expect(page.getByTestId('team-ability').innerText()).resolves.toMatch(/\w/);
    const memberRow = page.getByTestId('member-row').filter({ hasText: founder });
    await expect(memberRow.getByTestId('leader-marker').count()).resolves.toBe(1);
    await expect(memberRow.innerText()).resolves.toMatch(/Rookie, level \d+/);
    const memberId = (await memberRow.getAttribute('data-member-id'))!;
    await expect(page.getByTestId('team-hero-points').innerText()).resolves.toBe(String(budget - 30));
    await screenshot(page, 'team-founded');

    // The Creator grants the team Hero Points through the sheet's award form.
    await switchTo(page, DEMO_CREATOR);
    await page.goto(teamUrl);
    const award = page.getByTestId('grant-award-form');
    await award.getByLabel('Currency').selectOption('HERO_POINTS');
    await award.getByLabel('Amount').fill('400');
    await award.getByLabel('Reason').fill('Funds for a level-up');
    await award.getByRole('button', { name: 'Grant award' }).click();
    await page.getByTestId('grant-award-form-done').waitFor();
    const funded = budget - 30 + 400;
    await page.waitForFunction((expected) => document.querySelector('[data-testid="team-hero-points"]')?.textContent === expected, String(funded));

    // The player levels the member up: the cost is shown before confirming, then the new rank.
    await switchTo(page, DEMO_HERO_PLAYER);
    await page.goto(teamUrl);
    const levelUp = page.getByTestId('level-up-form');
    await levelUp.getByLabel('Member').selectOption(memberId);
    await expect(levelUp.getByLabel('Member').locator('option:checked').innerText()).resolves.toMatch(
      new RegExp(`^${founder}: Rookie → Experienced \\(\\d+ Hero Points\\)$`),
    );
    await levelUp.getByRole('button', { name: 'Level up…' }).click();
    const confirm = levelUp.getByTestId('level-up-confirm');
    const question = await confirm.innerText();
    expect(question).toMatch(new RegExp(`Move ${founder} up to Experienced, a 50-point dial, for \\d+ Hero Points\\?`));
    const cost = Number(question.match(/for (\d+) Hero Points\?/)![1]);
    await confirm.getByRole('button', { name: 'Yes, level up' }).click();
    const done = page.getByTestId('level-up-done');
    await expect(done.innerText()).resolves.toMatch(new RegExp(`${founder} is now Experienced \\(level \\d+\\) for ${cost} Hero Points`));
    await page.waitForFunction((expected) => document.querySelector('[data-testid="team-hero-points"]')?.textContent === expected, String(funded - cost));
    await expect(page.getByTestId('member-row').filter({ hasText: founder }).innerText()).resolves.toMatch(/Experienced, level \d+/);
    await screenshot(page, 'team-member-levelled');
  });
});
