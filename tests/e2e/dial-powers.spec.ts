import type { Page } from '@playwright/test';
import { adminUrl, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';
import { createWorld, worldSlug } from './worlds';

// Issue 17, defect 9: a power on a dial is one of the world's catalogue, picked from its list;
// an unknown one is refused next to its field, and any case is saved as the catalogue spells it.

// The character it saves is made in a world of this file's own (its catalogue the default one).
const WORLD = worldSlug('dial-powers');

test.beforeAll(async () => createWorld(await apiSignIn(DEMO_CREATOR), 'Powers Harbour', WORLD));

/** The editor's field for an input path, e.g. "versions.0.clicks.0.speedPower". */
const field = (p: Page, name: string) => p.locator(`[name="${name}"]`);

test.describe('powers on a dial', () => {
  test('offers the catalogue on every power field, refuses a made-up power at its field, and saves "flurry" as "Flurry"', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/characters/new`));
    const name = 'Picked Powers';
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Points').fill('30');
    for (const [stat, value] of Object.entries({ speed: '8', attack: '10', defense: '16', damage: '2' }))
      await field(page, `versions.0.clicks.0.${stat}`).fill(value);

    // Every power field offers the same list: the world's powers, once each, in printed order.
    const speedPower = field(page, 'versions.0.clicks.0.speedPower');
    const listId = await speedPower.getAttribute('list');
    expect(listId).toBe('dial-power-names');
    await expect(field(page, 'versions.0.clicks.0.damagePower').getAttribute('list')).resolves.toBe(listId);
    const offered = await page.locator(`datalist#${listId} option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered.slice(0, 3)).toEqual(['Flurry', 'Leap/Climb', 'Phasing/Teleport']);
    expect(offered.slice(-2)).toEqual(['Hourglass', 'Insanity']);
    expect(new Set(offered).size).toBe(offered.length);

    await speedPower.fill('flurry');
    await field(page, 'versions.0.clicks.0.attackPower').fill('Not A Real Power');
    await page.getByRole('button', { name: 'Create character' }).click();
    const error = page.locator('[data-testid=field-error][data-field="versions.0.clicks.0.attackPower"]');
    await error.waitFor();
    await expect(error.innerText()).resolves.toBe('"Not A Real Power" is not a power of this world: choose one from its powers list.');
    await expect(page.locator('[data-testid=field-error]').count()).resolves.toBe(1);
    await expect(field(page, 'versions.0.clicks.0.attackPower').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(page.url()).toMatch(/\/characters\/new$/);
    await expectAccessible(page);
    await screenshot(page, 'dial-power-refused');

    await field(page, 'versions.0.clicks.0.attackPower').fill('ENERGY explosion');
    await page.getByRole('button', { name: 'Create character' }).click();
    await page.waitForURL(/\/characters\/[A-Za-z0-9_-]+\?saved=1$/);
    const dial = page.getByTestId('dial-ROOKIE');
    await dial.waitFor();
    const powers = await dial.locator('[data-power]').evaluateAll((cells) => cells.map((c) => [c.getAttribute('data-value'), c.getAttribute('data-power')]));
    expect(powers).toEqual([
      ['SPEED', 'Flurry'],
      ['ATTACK', 'Energy Explosion'],
    ]);
    await screenshot(page, 'dial-power-saved');
  });
});
