// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, DEMO_CREATOR, fitsWidth, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

test.describe('signed-in pages at 390 px (issue 17, item 5)', () => {
  test('never scroll sideways: the header wraps within a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, DEMO_CREATOR);
    for (const path of ['/', '/worlds/demo/characters', '/worlds/demo/teams', '/worlds/demo/leagues', '/worlds/demo/settings']) {
      await page.goto(adminUrl(path));
      // The page's own heading, once React has revealed the streamed content (until then it waits in a hidden div).
      await page.locator('main h1').first().waitFor();
      await fitsWidth(page, 390);
    }
    await page.goto(adminUrl('/worlds/demo/characters'));
    await page.locator('main h1').first().waitFor();
    // The header itself fits the phone: nothing in it reaches past 390 px.
    const headerRight = await page
      .locator('header')
      .first()
      .evaluate((h) => Math.max(...[...h.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)));
    expect(headerRight).toBeLessThanOrEqual(390);
    await screenshot(page, 'narrow-header-390');
  });
});
