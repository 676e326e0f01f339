// Reads the demo world, which the fixture guard keeps unchanged.
import type { Page } from '@playwright/test';
import { adminUrl, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Issue 17, defect 10: every problem of a submission is reported at once, each next to its
// field: the console's own (a value that is not a number) and the API's, in one pass.

const field = (p: Page, name: string) => p.locator(`[name="${name}"]`);
const fieldErrors = (p: Page) =>
  p.locator('[data-testid=field-error]').evaluateAll((errors) => errors.map((e) => [e.getAttribute('data-field'), e.textContent]));

test.describe('validation in one pass', () => {
  test('the character editor shows the unreadable number and every problem the API finds on the first submit', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/characters/new'));
    await page.getByLabel('Visibility').selectOption('HIDDEN');
    // Five problems: no name, points that are not a number, a negative range, a negative attack, a made-up power.
    await page.getByLabel('Points').fill('thirty');
    await page.getByLabel('Range (squares)').fill('-1');
    for (const [stat, value] of Object.entries({ speed: '8', attack: '-2', defense: '16', damage: '2' }))
      await field(page, `versions.0.clicks.0.${stat}`).fill(value);
    await field(page, 'versions.0.clicks.0.damagePower').fill('Not A Real Power');
    await page.getByRole('button', { name: 'Create character' }).click();

    await page.locator('[data-testid=field-error][data-field="versions.0.pointValue"]').waitFor();
    await expect(fieldErrors(page)).resolves.toEqual([
      ['name', 'Name must not be empty.'],
      ['versions.0.pointValue', 'Points must be a whole number.'],
      ['versions.0.range', 'Range must be 0 or more.'],
      ['versions.0.clicks.0.attack', 'Must be 0 or more.'],
      ['versions.0.clicks.0.damagePower', '"Not A Real Power" is not a power of this world: choose one from its powers list.'],
    ]);
    for (const name of ['name', 'versions.0.pointValue', 'versions.0.range', 'versions.0.clicks.0.attack', 'versions.0.clicks.0.damagePower']) {
      await expect(field(page, name).getAttribute('aria-invalid')).resolves.toBe('true');
    }
    // What was typed is still there, and nothing was saved.
    await expect(page.getByLabel('Points').inputValue()).resolves.toBe('thirty');
    expect(page.url()).toMatch(/\/characters\/new$/);
    await expectAccessible(page);
    await screenshot(page, 'validation-one-pass-editor');
  });

  test('the import lists a negative attack beside a value of the wrong type in the same character', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/characters'));
    const click = (attack: number) => ({ speed: 8, attack, defense: 16, damage: 2 });
    const file = {
      format: 'clix-characters',
      version: 1,
      characters: [
        {
          name: `Import Two Problems ${Date.now()}`,
          kind: 'WIZARD',
          versions: [{ rank: 'ROOKIE', pointValue: 30, range: 4, koClicks: 3, clicks: [click(9), click(-1)] }],
        },
      ],
    };
    const form = page.getByTestId('import-form');
    await page.getByText('Import characters from a file').click();
    await form
      .getByLabel('File (“clix-characters” JSON)')
      .setInputFiles({ name: 'characters.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file, null, 2)) });
    await form.getByTestId('import-submit').click();
    await page.getByTestId('import-problems').waitFor();
    await expect(page.getByTestId('import-problem-path').allInnerTexts()).resolves.toEqual(['characters.0.kind', 'characters.0.versions.0.clicks.1.attack']);
    await expect(page.getByTestId('import-problems').locator('h3').innerText()).resolves.toBe('Nothing was imported: the file has 2 problems');
    await expectAccessible(page);
    await screenshot(page, 'validation-one-pass-import');
  });
});
