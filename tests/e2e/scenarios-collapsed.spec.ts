// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, screenshot } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Issue 17, defect 16 (in part): the scenarios page is a list of titles and facts, not a
// 6,500-px wall; each scenario's set-up and scoring open from its summary.

test.describe('the scenarios list', () => {
  test('shows each scenario collapsed to its name and facts, and opens one on a click', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(adminUrl('/worlds/demo/scenarios'));
    const scenarios = page.getByTestId('scenario');
    await scenarios.first().waitFor();
    // The first page (10) of the catalogue's 12 scenarios (packages/rules), as the demo world was loaded with them.
    const count = await scenarios.count();
    expect(count).toBe(10);
    await expect(page.locator('[data-testid=scenario-details][open]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid=scoring-line]:visible').count()).resolves.toBe(0);
    // Collapsed, no card is taller than its name, its facts and its summary line.
    const heights = await scenarios.evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
    expect(heights.filter((h) => h > 220)).toEqual([]);

    const bank = scenarios.filter({ hasText: 'Bank Robbery' });
    await bank.getByText('Set-up and scoring').click();
    await expect(bank.locator('[data-testid=scenario-details]').getAttribute('open')).resolves.toBe('');
    await expect(bank.getByTestId('scoring-line').filter({ hasText: 'Foiling the robbery: +10' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid=scenario-details][open]').count()).resolves.toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'scenarios-collapsed');
  });
});
