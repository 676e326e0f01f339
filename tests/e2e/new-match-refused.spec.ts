// Reads the demo world, which the fixture guard keeps unchanged.
import type { Page } from '@playwright/test';
import { adminUrl, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

/** What the New match form shows: scenario, each side's team and the members listed (and ticked) under it. */
async function shown(p: Page) {
  return {
    scenario: await p.getByLabel('Scenario').evaluate((s: HTMLSelectElement) => s.selectedOptions[0].textContent),
    buildTotal: await p.getByLabel('Build total (points)').inputValue(),
    sides: await p.getByTestId('match-side').evaluateAll((sides) =>
      sides.map((side) => {
        const team = side.querySelector<HTMLSelectElement>('select[name$=".teamId"]')!;
        return {
          team: team.selectedOptions[0].textContent,
          members: [...side.querySelectorAll<HTMLInputElement>('input[name$=".teamMemberIds"]')].map(
            (c) => `${c.parentElement!.textContent!.trim()}${c.checked ? ' ✓' : ''}`,
          ),
        };
      }),
    ),
  };
}

test.describe('a refused New match form (issue 17, item 3)', () => {
  test('keeps what was chosen, and side 2 lists the members of the team chosen for it', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/matches/new'));
    await page.getByTestId('new-match-form').waitFor();
    const sides = page.getByTestId('match-side');
    await sides.nth(1).getByLabel('Team').selectOption({ label: 'The Black Tide (villains)' });
    const scenario = await page.getByLabel('Scenario').evaluate((s: HTMLSelectElement) => s.options[2].textContent!);
    await page.getByLabel('Scenario').selectOption({ label: scenario });
    await page.getByLabel('Build total (points)').fill('0');
    const before = await shown(page);
    expect(before.sides[1].team).toBe('The Black Tide (villains)');
    await page.getByTestId('create-match').click();
    await page.locator('[data-testid="field-error"][data-field="buildTotal"]').waitFor();
    expect(await shown(page)).toEqual(before);
    await screenshot(page, 'new-match-refused');
  });
});
