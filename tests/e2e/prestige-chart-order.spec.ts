// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

test.describe('prestige chart order (issue 17, item 1)', () => {
  test('draws every team of the demo league left to right, though its matches were resolved at one instant', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/leagues'));
    await page.getByTestId('league-row').filter({ hasText: 'Harbour City League' }).getByRole('link').first().click();
    const chart = page.getByTestId('prestige-chart');
    await chart.locator('svg[role="img"]').waitFor();
    // Four resolved demo matches, each team in two of them.
    await expect(chart.getByTestId('prestige-chart-table').locator('tbody tr').count()).resolves.toBe(4);
    const lines = await chart.getByTestId('chart-line').evaluateAll((gs) =>
      gs.map((g) => ({
        xs: g
          .querySelector('polyline')!
          .getAttribute('points')!
          .split(' ')
          .map((p) => Number(p.split(',')[0])),
        matches: [...g.querySelectorAll('[data-testid="chart-point"] title')].map((t) => Number(/after match (\d+)/.exec(t.textContent!)![1])),
      })),
    );
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line.xs).toHaveLength(3);
      expect([...line.xs].sort((a, b) => a - b)).toEqual(line.xs);
      expect(new Set(line.xs).size).toBe(3);
      expect(line.matches).toHaveLength(2);
      expect(line.matches[0]).toBeLessThan(line.matches[1]);
    }
    await screenshot(page, 'prestige-chart-order');
  });
});
