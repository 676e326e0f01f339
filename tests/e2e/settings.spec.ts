import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { createWorld, joinWorld, worldSlug } from './worlds';

// The Creator changes a reading of a world of this file's own, whose settings are the defaults.
const WORLD = worldSlug('settings');

test.beforeAll(async () => {
  const creator = await apiSignIn(DEMO_CREATOR);
  await createWorld(creator, 'Settings Harbour', WORLD);
  await joinWorld(creator, WORLD, DEMO_HERO_PLAYER);
});

async function openSettings(p: Page) {
  await p.goto(adminUrl(`/worlds/${WORLD}/characters`));
  await p.getByTestId('world-nav').getByRole('link', { name: 'Settings' }).click();
  await p.waitForURL(adminUrl(`/worlds/${WORLD}/settings`));
  await p.getByTestId('settings-form').waitFor();
}

test.describe('world settings', () => {
  test('lets the Creator change a reading, refusing a bad value next to its field', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await openSettings(page);
    await expect(page.getByTestId('settings-group-campaign').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('settings-group-scoring').isVisible()).resolves.toBe(true);
    // One group for each of the settings document's as the API keeps it.
    const { worldSettings } = await api<{ worldSettings: { raw: Record<string, unknown> } }>(
      `query ($world: String!) { worldSettings(world: $world) { raw } }`,
      { world: WORLD },
      await apiSignIn(DEMO_CREATOR),
    );
    await expect(page.getByTestId('settings-raw-group').allInnerTexts()).resolves.toHaveLength(Object.keys(worldSettings.raw).length);
    const cash = page.getByLabel('Starting cash ($)');
    // Each field says what it means.
    await expect(page.locator('#field-startingCash-meaning').innerText()).resolves.toMatch(/Cash a new team starts with/);

    await cash.fill('lots');
    await page.getByTestId('save-settings').click();
    const error = page.locator('[data-testid="field-error"][data-field="startingCash"]');
    await expect(error.innerText()).resolves.toBe('Enter a whole number.');
    await expect(page.getByLabel('Starting cash ($)').getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'settings-refused');

    await page.getByLabel('Starting cash ($)').fill('1500');
    await page.getByTestId('save-settings').click();
    await expect(page.getByTestId('settings-saved').innerText()).resolves.toMatch(/Saved: starting cash/);
    await page.reload();
    await expect(page.getByLabel('Starting cash ($)').inputValue()).resolves.toBe('1500');
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
    await screenshot(page, 'settings');
  });

  test('shows a player the readings without letting him change them', async ({ page }) => {
    await signIn(page, DEMO_HERO_PLAYER);
    await openSettings(page);
    await expect(page.getByLabel('Starting cash ($)').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('save-settings').count()).resolves.toBe(0);
    await screenshot(page, 'settings-player');
  });
});
