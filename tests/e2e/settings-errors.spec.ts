// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

test.describe('a refused Settings save (issue 17, item 12)', () => {
  test('is summed up at the top, where the page takes the reader, and each problem is told beside its field', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/settings'));
    await page.getByTestId('settings-form').waitFor();
    await page.getByLabel('Starting cash ($)').fill('lots');
    await page.getByLabel('Bonus feat worth').fill('1.5');
    await page.getByTestId('save-settings').click();

    const summary = page.getByTestId('form-errors');
    await summary.waitFor();
    await expect(summary.locator('h2').innerText()).resolves.toBe('The settings could not be saved');
    await expect(summary.locator('li').allInnerTexts()).resolves.toEqual([
      'Starting cash ($): enter a whole number.',
      'Bonus feat worth: enter a whole number.',
    ]);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('form-errors');
    await expect(
      page.locator('[data-testid="field-error"]').evaluateAll((es) => es.map((e) => [e.getAttribute('data-field'), e.textContent])),
    ).resolves.toEqual([
      ['startingCash', 'Enter a whole number.'],
      ['bonusFeatMaxWorth', 'Enter a whole number.'],
    ]);
    // The summary's links lead to the fields.
    await summary.getByRole('link', { name: 'Bonus feat worth: enter a whole number.' }).click();
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#field-bonusFeatMaxWorth');
    await screenshot(page, 'settings-errors');
  });
});
