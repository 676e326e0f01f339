// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, DEMO_CREATOR, screenshot } from './browser';
import { expect, expectAccessible, test } from './fixtures';

test.describe('a signed-out visitor (issue 17, item 13)', () => {
  test('is offered to sign in on a world’s settings, instead of an error, and comes back to them', async ({ page }) => {
    await page.goto(adminUrl('/worlds/demo/settings'));
    await page.locator('main h1').first().waitFor();
    await expect(page.getByTestId('error-panel').count()).resolves.toBe(0);
    await expect(page.getByTestId('settings-signed-out').innerText()).resolves.toBe('A world’s settings are for its members. Sign in to read them.');
    const signIn = page.getByTestId('settings-signed-out').getByRole('link', { name: 'Sign in' });
    await expect(signIn.getAttribute('href')).resolves.toBe('/sign-in?reason=required&next=%2Fworlds%2Fdemo%2Fsettings');
    await expectAccessible(page);
    await signIn.click();
    await page.getByLabel('Email', { exact: true }).fill(DEMO_CREATOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(adminUrl('/worlds/demo/settings'));
    await expect(page.locator('main h1').first().innerText()).resolves.toBe('Settings of Demo: Streets of the Ninja Clans');
  });

  test('finds a world’s leagues from the home page', async ({ page }) => {
    await page.goto(adminUrl('/'));
    const demo = page.getByTestId('world-item').filter({ hasText: 'Demo: Streets of the Ninja Clans' });
    const leagues = demo.getByRole('link', { name: 'Leagues of Demo: Streets of the Ninja Clans', exact: true });
    // The list streams in: wait for the link before counting it (counting at once found none while it loaded).
    await leagues.first().waitFor();
    await expect(leagues.count()).resolves.toBe(1);
    await expectAccessible(page);
    await leagues.click();
    await page.getByTestId('league-row').filter({ hasText: 'Harbour City League' }).waitFor();
    await screenshot(page, 'signed-out-leagues');
  });
});
