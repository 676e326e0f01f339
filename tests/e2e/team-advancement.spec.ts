import type { Page } from '@playwright/test';
import { adminUrl, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_PLAYER, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

// The demo teams' sheets in a world of this file's own laid out as the demo world's teams are: the
// skill points, bonus and recruit spent here change no other journey's team.
const WORLD = worldSlug('team-advancement');
const VILLAIN_TEAM = DEMO_VILLAIN_TEAM;
const HERO_TEAM = DEMO_HERO_TEAM;

test.beforeAll(async () => {
  await demoLikeWorld(await apiSignIn(DEMO_CREATOR), 'Advancement Harbour', WORLD);
});

async function openTeam(p: Page, name: string) {
  await p.goto(adminUrl(`/worlds/${WORLD}/teams`));
  await p.getByTestId('team-row').filter({ hasText: name }).getByRole('link', { name }).click();
  await p.getByTestId('team-sheet').waitFor();
}
const openHeroTeam = (p: Page) => openTeam(p, HERO_TEAM);

test.describe('team sheet: recruiting, bonuses and skill points', () => {
  test('allocates skill points, and refuses a missing skill next to the field', async ({ page }) => {
    await signIn(page, DEMO_HERO_PLAYER);
    await openHeroTeam(page);
    const form = page.getByTestId('skill-points-form');
    // Lantern Jack, the leader, holds 5 points in Criminology.
    await form.getByLabel('Member').selectOption({ index: 0 });
    await form.getByLabel('Points').fill('2');
    await form.getByRole('button', { name: 'Allocate' }).click();
    const error = form.locator('[data-testid="field-error"][data-field="skillId"]');
    await expect(error.innerText()).resolves.toMatch(/Choose the skill/);

    await form.getByLabel('Skill', { exact: true }).selectOption('criminology');
    await form.getByLabel('Points').fill('2');
    await form.getByRole('button', { name: 'Allocate' }).click();
    await expect(page.getByTestId('skill-points-form-done').innerText()).resolves.toMatch(
      /^Lantern Jack now has 7 points in Criminology; \d+ left to allocate/,
    );
    await screenshot(page, 'team-skill-points');
  });

  test('quotes a bonus before buying it, naming the rank row, tier and price, and charges that price or explains the refusal', async ({ page }) => {
    await signIn(page, DEMO_VILLAIN_PLAYER);
    await openTeam(page, VILLAIN_TEAM);
    const heroPoints = Number(await page.getByTestId('team-hero-points').innerText());
    const form = page.getByTestId('buy-bonus-form');
    await form.getByLabel('Member').selectOption({ label: 'Razorback (Rookie row)' });
    await form.getByLabel('Tier').selectOption('1');
    await form.getByRole('button', { name: 'Buy bonus…' }).click();
    // The price comes from the API's quote (the Rookie row of the bonuses table) before anything is bought.
    await expect(form.getByTestId('buy-bonus-confirm').innerText()).resolves.toMatch(
      /Buy “Character gains \+1 to its movement” \(tier 1 of the Rookie row\) for Razorback for 25 Hero Points\?/,
    );
    await form.getByRole('button', { name: 'Yes, buy' }).click();
    await page.waitForFunction(
      () => !!document.querySelector('[data-testid="buy-bonus-form-done"], [data-testid="buy-bonus-form"] [data-testid="form-errors"]'),
    );
    const done = page.getByTestId('buy-bonus-form-done');
    if (await done.count()) {
      await expect(done.innerText()).resolves.toMatch(/Razorback bought tier 1 of the Rookie row: .+ for \d+ Hero Points/);
      const cost = Number((await done.innerText()).match(/for (\d+) Hero Points/)![1]);
      expect(cost).toBe(25);
      await page.waitForFunction((expected) => document.querySelector('[data-testid="team-hero-points"]')?.textContent === expected, String(heroPoints - cost));
    } else {
      await expect(form.getByTestId('form-errors').innerText()).resolves.toMatch(/\w+ \w+/);
      await expect(page.getByTestId('team-hero-points').innerText()).resolves.toBe(String(heroPoints));
    }
    await screenshot(page, 'team-bonus');
  });

  test('recruits with a plea: the Attack bought is shown before confirming, then the dice and the outcome in words', async ({ page }) => {
    // The Creator funds the plea: Black Ninja's 80 points and 50 for +1 Attack. Whatever the dice
    // say, the hero team ends with too few Hero Points for teams.spec's refused level-up.
    await signIn(page, DEMO_CREATOR);
    await openHeroTeam(page);
    const award = page.getByTestId('grant-award-form');
    await award.getByLabel('Currency').selectOption('HERO_POINTS');
    await award.getByLabel('Amount').fill('130');
    await award.getByLabel('Reason').fill('Funds for a plea');
    await award.getByRole('button', { name: 'Grant award' }).click();
    await page.getByTestId('grant-award-form-done').waitFor();

    const form = page.getByTestId('recruit-form');
    await form.getByLabel('Character').selectOption({ label: 'Black Ninja (Rookie, 80 points)' });
    await form.getByLabel(/Hero Points for the plea/).selectOption('50');
    await form.getByRole('button', { name: 'Recruit…' }).click();
    const confirm = form.getByTestId('recruit-confirm');
    await expect(confirm.innerText()).resolves.toMatch(/Recruit Black Ninja \(Rookie, 80 points\)\?/);
    await expect(confirm.innerText()).resolves.toMatch(/Lantern Jack \(52\) pleads with an attack roll/);
    await expect(confirm.innerText()).resolves.toMatch(/Spend 50 Hero Points for \+1 to Lantern Jack.s Attack/);
    await confirm.getByRole('button', { name: 'Yes, recruit' }).click();
    const outcome = form.getByTestId('recruit-outcome');
    await outcome.waitFor();
    await expect(outcome.getByTestId('die').count()).resolves.toBe(2);
    await expect(outcome.innerText()).resolves.toMatch(
      /Black Ninja (was convinced|refused|was insulted).*: the plea totalled \d+ against a Defense of \d+\. Hero Points spent: \d+\./s,
    );
    await screenshot(page, 'team-recruit');
  });
});
