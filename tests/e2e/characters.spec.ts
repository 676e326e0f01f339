// Reads the demo world, which the fixture guard keeps unchanged (its characters are as loaded).
import type { Page } from '@playwright/test';
import { adminUrl, screenshot } from './browser';
import { expect, test } from './fixtures';

/** How many public characters the demo world has, asked of the API itself. */
async function publicCharacterCount(): Promise<number> {
  const response = await fetch(`${process.env.CLIX_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ characters(world: "demo", first: 1) { totalCount } }' }),
  });
  return (await response.json()).data.characters.totalCount;
}

const rowNames = (p: Page) => p.locator('[data-testid=character-row] td:first-child, [data-testid=character-row] th:first-child').allInnerTexts();

test.describe('characters in the console', () => {
  test('lists the demo world, filters it and pages through it', async ({ page }) => {
    await page.goto(adminUrl('/'));
    await page.getByRole('link', { name: /demo/i }).first().click();
    await page.waitForURL(/\/worlds\/demo\/characters/);
    const total = await publicCharacterCount();
    expect(total).toBe(24); // the 18 NPCs of the rules, and the demo teams' 6 characters
    await expect(page.getByTestId('characters-total').innerText()).resolves.toMatch(new RegExp(`${total} characters`));

    await page.getByLabel('Name').fill('ninja');
    await page
      .getByTestId('filters')
      .getByRole('button', { name: /filter|apply|search/i })
      .click();
    await page.waitForURL(/name=ninja/);
    expect((await rowNames(page)).map((n) => n.trim()).sort()).toEqual([
      'Black Ninja',
      'Black Ninja Guard',
      'Crimson Ninja',
      'Crimson Ninja Guard',
      'White Ninja',
      'White Ninja Guard',
    ]);

    await page.goto(adminUrl('/worlds/demo/characters?first=10'));
    await expect(page.getByTestId('character-row').count()).resolves.toBe(10);
    await page.getByTestId('next-page').click();
    await page.waitForURL(/after=/);
    await expect(page.getByTestId('character-row').count()).resolves.toBe(10);
    await screenshot(page, 'characters-list');
  });

  test("shows a character's dial click by click, as a player reads it", async ({ page }) => {
    await page.goto(adminUrl('/worlds/demo/characters?name=sub-zero'));
    await page.getByRole('link', { name: 'Sub-Zero' }).click();
    await page.waitForURL(/\/characters\//);
    const dial = page.getByTestId('dial-UNIQUE');
    await expect(dial.isVisible()).resolves.toBe(true);
    const row = async (value: string) => (await dial.locator(`[data-testid=dial-cell][data-value=${value}]`).allInnerTexts()).map((t) => t.trim());
    const ko = Array(5).fill('KO');
    expect(await row('SPEED')).toEqual(['12', '11', '10', '10', '9', '9', '8', ...ko]);
    expect(await row('ATTACK')).toEqual(['10', '10', '10', '9', '9', '9', '8', ...ko]);
    expect(await row('DEFENSE')).toEqual(['17', '16', '16', '15', '15', '14', '14', ...ko]);
    expect(await row('DAMAGE')).toEqual(['3', '3', '3', '2', '2', '2', '2', ...ko]);
    await expect(page.getByText('Ice Slide').isVisible()).resolves.toBe(true);
    await screenshot(page, 'character-dial');
  });

  test('says so when a character or a world does not exist', async ({ page }) => {
    for (const path of ['/characters/00000000-0000-4000-8000-000000000000', '/worlds/atlantis/characters']) {
      const response = await page.goto(adminUrl(path));
      expect(response?.status()).toBe(404);
      await page.getByTestId('not-found').waitFor({ state: 'visible' });
    }
  });
});
