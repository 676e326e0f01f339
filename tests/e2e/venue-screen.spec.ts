// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

test.describe('the venue screen on a television (issue 17, item 4)', () => {
  test('shows every standings column at 1440×900 and 1920×1080, with nothing to scroll', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/leagues'));
    await page.getByTestId('league-row').filter({ hasText: 'Harbour City League' }).getByRole('link').first().click();
    const screenUrl = adminUrl((await page.getByTestId('show-on-screen').getAttribute('href'))!);
    for (const [width, height] of [
      [1440, 900],
      [1920, 1080],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto(screenUrl);
      await page.getByTestId('public-league').waitFor();
      const hidden = await page.getByTestId('standings-table').evaluate((table) => {
        const frame = table.parentElement!;
        return {
          overflow: frame.scrollWidth - frame.clientWidth,
          cut: [...table.querySelectorAll('th')]
            .filter((th) => th.getBoundingClientRect().right > frame.getBoundingClientRect().right + 1)
            .map((th) => th.textContent),
        };
      });
      expect(hidden).toEqual({ overflow: 0, cut: [] });
      await screenshot(page, `venue-screen-${width}`);
    }
  });
});
