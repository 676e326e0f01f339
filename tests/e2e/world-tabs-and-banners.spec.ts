import type { Page } from '@playwright/test';
import { adminUrl, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';
import { createCharacter, createWorld, joinWorld, worldSlug } from './worlds';

// Issue 17, defect 16 (in part): a banner after founding a team; the world's tabs on a
// character's and a team's page; the two "Lazar" weapons told apart by more than their price.

// In a world of this file's own: the team it founds and its characters change no other journey's world.
const WORLD = worldSlug('world-tabs');

test.beforeAll(async () => {
  const creator = await apiSignIn(DEMO_CREATOR);
  await createWorld(creator, 'Tabbed Harbour', WORLD);
  await joinWorld(creator, WORLD, DEMO_HERO_PLAYER);
});

async function heroCharacter(name: string) {
  return createCharacter(await apiSignIn(DEMO_CREATOR), WORLD, name, 'HERO', [{ rank: 'ROOKIE', pointValue: 30 }]);
}

const currentTab = (p: Page) => p.getByTestId('world-nav').locator('[aria-current=page]').allInnerTexts();

test.describe('world tabs and banners', () => {
  test('greets a founded team with a banner, keeps the world tabs on its sheet and its leader, and tells the Lazar weapons apart', async ({ page }) => {
    test.setTimeout(120_000);
    const leader = 'Tabbed Leader';
    const leaderId = await heroCharacter(leader);
    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl(`/worlds/${WORLD}/teams/new`));
    const form = page.getByTestId('found-team-form');
    await form.getByLabel('Leader', { exact: true }).selectOption(leaderId);
    const teamName = 'The Tabbed';
    await form.getByLabel('Team name').fill(teamName);
    await form.getByLabel('Heroes').check();
    await form.getByTestId('found-team-submit').click();
    await page.waitForURL(/\/teams\/[A-Za-z0-9_-]+\?founded=1$/);
    // 100 starting Hero Points less the 30-point leader.
    await expect(page.getByTestId('team-hero-points').innerText()).resolves.toBe('70');
    await expect(page.getByTestId('team-founded').innerText()).resolves.toBe(`${teamName} is founded, led by ${leader}, with 70 Hero Points in reserve.`);
    await expect(currentTab(page)).resolves.toEqual(['Teams']);
    await expect(page.getByTestId('world-role').innerText()).resolves.toBe('Your role: Player');

    // The weapons of one name say which they are.
    const lazars = await page
      .getByTestId('buy-item-form')
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.textContent ?? '').filter((text) => text.startsWith('Lazar')));
    expect(lazars.map((text) => text.replace(/: \$.*$/, ''))).toEqual(['Lazar (handgun, damage 1, range 7)', 'Lazar (rifle, damage 2, range 8)']);
    await expectAccessible(page);
    await screenshot(page, 'team-founded-banner');

    // Reloaded without the flag, no banner; the leader's page keeps the tabs too.
    await page.goto(page.url().replace(/\?.*$/, ''));
    await page.getByTestId('team-sheet').waitFor();
    await expect(page.getByTestId('team-founded').count()).resolves.toBe(0);
    await page.getByTestId('member-row').getByRole('link', { name: leader }).click();
    await page.waitForURL(new RegExp(`/characters/${leaderId}$`));
    await expect(currentTab(page)).resolves.toEqual(['Characters']);
    await page.getByTestId('world-nav').getByRole('link', { name: 'Teams' }).click();
    await page.waitForURL(adminUrl(`/worlds/${WORLD}/teams`));
    await screenshot(page, 'character-world-tabs');
  });

  test('shows no world tabs on a character page to a signed-out visitor', async ({ page }) => {
    test.setTimeout(60_000);
    const id = await heroCharacter('Untabbed');
    await page.goto(adminUrl(`/characters/${id}`));
    await page.getByTestId('dial-ROOKIE').waitFor();
    await expect(page.getByTestId('world-nav').count()).resolves.toBe(0);
  });
});
