import type { Page } from '@playwright/test';
import { adminUrl, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

async function openSettings(p: Page) {
  await p.goto(adminUrl('/worlds/demo/characters'));
  await p.getByTestId('world-nav').getByRole('link', { name: 'Settings' }).click();
  await p.waitForURL(/\/worlds\/demo\/settings/);
  await p.getByTestId('settings-form').waitFor();
}

test.describe('world settings', () => {
  test('lets the Creator change a reading, refusing a bad value next to its field', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await openSettings(page);
    await expect(page.getByTestId('settings-group-campaign').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('settings-group-scoring').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('settings-raw-group').count()).resolves.toBeGreaterThan(0);
    const cash = page.getByLabel('Starting cash ($)');
    const before = await cash.inputValue();
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
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'settings');

    // Put the reading back for the other journeys.
    await page.getByLabel('Starting cash ($)').fill(before);
    await page.getByTestId('save-settings').click();
    await page.getByTestId('settings-saved').waitFor();
  });

  test('shows a player the readings without letting him change them', async ({ page }) => {
    await signIn(page, DEMO_HERO_PLAYER);
    await openSettings(page);
    await expect(page.getByLabel('Starting cash ($)').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('save-settings').count()).resolves.toBe(0);
    await screenshot(page, 'settings-player');
  });
});
