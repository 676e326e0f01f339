import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Issue 17, defect 16 (in part): a banner after founding a team; the world's tabs on a
// character's and a team's page; the two "Lazar" weapons told apart by more than their price.

async function heroCharacter(name: string) {
  const token = await apiSignIn(DEMO_CREATOR);
  const data = await api<{ createCharacter: { character: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } userErrors { code field message } } }`,
    {
      input: {
        world: 'demo',
        name,
        kind: 'HERO',
        versions: [{ rank: 'ROOKIE', pointValue: 30, range: 4, koClicks: 3, clicks: [{ speed: 8, attack: 9, defense: 16, damage: 2 }] }],
      },
    },
    token,
  );
  if (!data.createCharacter.character) throw new Error(`createCharacter refused: ${JSON.stringify(data.createCharacter.userErrors)}`);
  return data.createCharacter.character.id;
}

const currentTab = (p: Page) => p.getByTestId('world-nav').locator('[aria-current=page]').allInnerTexts();

test.describe('world tabs and banners', () => {
  test('greets a founded team with a banner, keeps the world tabs on its sheet and its leader, and tells the Lazar weapons apart', async ({ page }) => {
    test.setTimeout(120_000);
    const leader = `Tabbed Leader ${Date.now()}`;
    const leaderId = await heroCharacter(leader);
    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl('/worlds/demo/teams/new'));
    const form = page.getByTestId('found-team-form');
    await form.getByLabel('Leader', { exact: true }).selectOption(leaderId);
    const teamName = `The Tabbed ${Date.now()}`;
    await form.getByLabel('Team name').fill(teamName);
    await form.getByLabel('Heroes').check();
    await form.getByTestId('found-team-submit').click();
    await page.waitForURL(/\/teams\/[A-Za-z0-9_-]+\?founded=1$/);
    const heroPoints = await page.getByTestId('team-hero-points').innerText();
    await expect(page.getByTestId('team-founded').innerText()).resolves.toBe(
      `${teamName} is founded, led by ${leader}, with ${heroPoints} Hero Points in reserve.`,
    );
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
    await page.waitForURL(/\/worlds\/demo\/teams$/);
    await screenshot(page, 'character-world-tabs');
  });

  test('shows no world tabs on a character page to a signed-out visitor', async ({ page }) => {
    test.setTimeout(60_000);
    const id = await heroCharacter(`Untabbed ${Date.now()}`);
    await page.goto(adminUrl(`/characters/${id}`));
    await page.getByTestId('dial-ROOKIE').waitFor();
    await expect(page.getByTestId('world-nav').count()).resolves.toBe(0);
  });
});
