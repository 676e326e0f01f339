// Reads the demo world, which the fixture guard keeps unchanged.
import { adminUrl, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

test.describe('fields a player may not change (issue 17, item 14)', () => {
  test('look disabled on the settings page: greyed, dashed, no text cursor', async ({ page }) => {
    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl('/worlds/demo/settings'));
    await page.getByTestId('settings-form').waitFor();
    const look = (label: string) =>
      page.getByLabel(label).evaluate((e: HTMLInputElement | HTMLSelectElement) => {
        const style = getComputedStyle(e);
        return { disabled: e.disabled, background: style.backgroundColor, border: style.borderTopStyle, cursor: style.cursor };
      });
    const disabled = { disabled: true, background: 'rgb(238, 240, 243)', border: 'dashed', cursor: 'not-allowed' };
    await expect(look('Starting cash ($)')).resolves.toEqual(disabled);
    await expect(look('Feat upkeep')).resolves.toEqual(disabled);
    await screenshot(page, 'settings-player-disabled');
  });
});
