import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

// The demo hero player and his team (apps/api/src/teams/demo-teams.ts), in a world of this file's
// own laid out as the demo world's teams are: what he buys here changes no other journey's team.
const HERO_PLAYER = DEMO_HERO_PLAYER;
const HERO_TEAM = DEMO_HERO_TEAM;
const CREATOR = DEMO_CREATOR;
const WORLD = worldSlug('teams');
let heroTeamId: string;

test.beforeAll(async () => {
  ({ heroTeamId } = await demoLikeWorld(await apiSignIn(CREATOR), 'Teams Harbour', WORLD));
});

/** "$1,250" → 1250. */
const dollars = (text: string) => Number(text.replace(/[^\d]/g, '')) * (/[−-]/.test(text) ? -1 : 1);

async function cash(p: Page): Promise<number> {
  return dollars(await p.getByTestId('team-cash').innerText());
}

/** The shop's choices as the buy form lists them ("Stim pack: $1,000"), with their prices. */
async function shopItems(p: Page): Promise<{ value: string; label: string; price: number }[]> {
  const options = p.getByTestId('buy-item-form').locator('select[name="itemId"] option:not([disabled])');
  const found = await options.evaluateAll((nodes) => nodes.map((n) => ({ value: (n as HTMLOptionElement).value, label: n.textContent ?? '' })));
  return found.map((o) => ({ ...o, price: dollars(o.label.slice(o.label.lastIndexOf(':'))) }));
}

async function openHeroTeam(p: Page) {
  await p.goto(adminUrl(`/worlds/${WORLD}/characters`));
  await p.getByTestId('world-nav').getByRole('link', { name: 'Teams' }).click();
  await p.waitForURL(adminUrl(`/worlds/${WORLD}/teams`));
  const row = p.getByTestId('team-row').filter({ hasText: HERO_TEAM });
  await expect(row.innerText()).resolves.toMatch(/Demo Hero Player/);
  await row.getByRole('link', { name: HERO_TEAM }).click();
  await p.getByTestId('team-sheet').waitFor();
  await expect(p.getByTestId('team-name').innerText()).resolves.toBe(HERO_TEAM);
}

test.describe('the team sheet', () => {
  test('lists the world’s teams and filters them by alignment', async ({ page }) => {
    await signIn(page, HERO_PLAYER);
    await page.goto(adminUrl(`/worlds/${WORLD}/teams`));
    await expect(page.getByTestId('team-row').locator('th').allInnerTexts()).resolves.toEqual([HERO_TEAM, DEMO_VILLAIN_TEAM]);
    await page.getByLabel('Alignment').selectOption('VILLAIN');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/alignment=VILLAIN/);
    await expect(page.getByTestId('team-row').locator('th').allInnerTexts()).resolves.toEqual([DEMO_VILLAIN_TEAM]);
    await screenshot(page, 'teams-list');
  });

  test('shows the hero team’s sheet with its ability roll, members and ledger', async ({ page }) => {
    await signIn(page, HERO_PLAYER);
    await openHeroTeam(page);
    await expect(page.getByTestId('team-owner').innerText()).resolves.toBe('Demo Hero Player');
    await expect(page.getByTestId('team-ability-roll').innerText()).resolves.toMatch(/Rolled \d+ on 2d6/);
    const leader = page.getByTestId('member-row').filter({ has: page.getByTestId('leader-marker') });
    await expect(leader.innerText()).resolves.toMatch(/Lantern Jack/);
    // Every entry of its ledger, as the API counts them.
    const { team } = await api<{ team: { history: { totalCount: number } } }>(
      `query ($id: ID!) { team(id: $id) { history(first: 1) { totalCount } } }`,
      { id: heroTeamId },
      await apiSignIn(HERO_PLAYER),
    );
    await expect(page.getByTestId('history-row').count()).resolves.toBe(team.history.totalCount);
    await expect(page.getByTestId('advancement').isVisible()).resolves.toBe(true);
    // Only the Creator grants awards.
    await expect(page.getByTestId('grant-award-form').count()).resolves.toBe(0);
    await screenshot(page, 'team-sheet');

    // On paper (an A4 page's width): the sheet only, without navigation, forms or buttons.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('advancement').isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('print-sheet').isVisible()).resolves.toBe(false);
    await expect(page.locator('.site-header').isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('members-table').isVisible()).resolves.toBe(true);
    await screenshot(page, 'team-sheet-print');
  });

  test('buys an item: the cash goes down and a ledger line appears', async ({ page }) => {
    await signIn(page, HERO_PLAYER);
    await openHeroTeam(page);
    const before = await cash(page);
    const entriesBefore = Number((await page.getByTestId('history-total').innerText()).replace(/\D/g, ''));
    const affordable = (await shopItems(page)).filter((i) => i.price > 0 && i.price <= before).sort((a, b) => a.price - b.price);
    const item = affordable[0];
    expect(item).toBeDefined();

    const form = page.getByTestId('buy-item-form');
    await form.locator('select[name="itemId"]').selectOption(item.value);
    await form.getByRole('button', { name: 'Buy item' }).click();
    await expect(page.getByTestId('buy-item-form-done').innerText()).resolves.toMatch(/^Bought /);

    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="team-cash"]')?.textContent === expected,
      `$${(before - item.price).toLocaleString('en-GB')}`,
    );
    await expect(page.getByTestId('history-total').innerText()).resolves.toMatch(String(entriesBefore + 1));
    const newest = page.getByTestId('history-row').first();
    await expect(newest.getAttribute('data-currency')).resolves.toBe('CASH');
    await expect(newest.getByTestId('history-amount').innerText()).resolves.toBe(`−$${item.price.toLocaleString('en-GB')}`);
    // The option reads "Name (group, damage, range): $price"; the sheet's row starts with the name.
    await expect(page.getByTestId('item-row').allInnerTexts()).resolves.toContainEqual(
      expect.stringContaining(item.label.slice(0, item.label.search(/ \(|:/))),
    );
    await screenshot(page, 'team-item-bought');
  });

  test('buys once when the same submit is sent twice (one Idempotency-Key per submit)', async ({ page }) => {
    await signIn(page, HERO_PLAYER);
    await openHeroTeam(page);
    const before = await cash(page);
    const entriesBefore = Number((await page.getByTestId('history-total').innerText()).replace(/\D/g, ''));
    const item = (await shopItems(page)).filter((i) => i.price > 0 && i.price * 2 <= before).sort((a, b) => a.price - b.price)[0];
    expect(item).toBeDefined();

    const form = page.getByTestId('buy-item-form');
    await form.locator('select[name="itemId"]').selectOption(item.value);
    await page.waitForFunction(() => (document.querySelector('[data-testid="buy-item-form"] input[name="$idempotencyKey"]') as HTMLInputElement | null)?.value);
    // Two submits of the form as it stands, before the first is answered (a double click, Enter twice).
    await form.evaluate((f) => {
      (f as HTMLFormElement).requestSubmit();
      (f as HTMLFormElement).requestSubmit();
    });
    await expect(page.getByTestId('buy-item-form-done').innerText()).resolves.toMatch(/^Bought /);
    // Both submits answered (the button leaves its pending state once the queue is done).
    await expect(form.getByRole('button', { name: 'Buy item' }).isEnabled()).resolves.toBe(true);
    await page.reload();
    await expect(cash(page)).resolves.toBe(before - item.price);
    await expect(page.getByTestId('history-total').innerText()).resolves.toMatch(String(entriesBefore + 1));

    // The next submit is a new purchase, with a new key.
    await form.locator('select[name="itemId"]').selectOption(item.value);
    await form.getByRole('button', { name: 'Buy item' }).click();
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="team-cash"]')?.textContent === expected,
      `$${(before - 2 * item.price).toLocaleString('en-GB')}`,
    );
  });

  test('offers an item the team cannot afford disabled, saying what it needs', async ({ page }) => {
    await signIn(page, HERO_PLAYER);
    await openHeroTeam(page);
    const before = await cash(page);
    const options = page.getByTestId('buy-item-form').locator('select[name="itemId"] option[value]:not([value=""])');
    const all = await options.evaluateAll((nodes) => nodes.map((n) => ({ label: n.textContent ?? '', disabled: (n as HTMLOptionElement).disabled })));
    const priceOf = (label: string) => dollars(label.slice(label.lastIndexOf(': $') + 1).split(' (')[0]);
    // The shop holds items dearer than the team's cash, and cheaper ones.
    expect(new Set(all.map((o) => priceOf(o.label) > before))).toEqual(new Set([true, false]));
    for (const option of all) {
      const dear = priceOf(option.label) > before;
      expect(option.disabled).toBe(dear);
      expect(option.label.endsWith(`(needs $${priceOf(option.label).toLocaleString('en-GB')}, has $${before.toLocaleString('en-GB')})`)).toBe(dear);
    }
    await screenshot(page, 'team-item-too-dear');
  });

  test('explains in words why a feat without its prerequisite is refused', async ({ page }) => {
    await signIn(page, HERO_PLAYER);
    await openHeroTeam(page);
    const heroPoints = await page.getByTestId('team-hero-points').innerText();
    const form = page.getByTestId('assign-feat-form');
    // Ambush needs Stealth, which no dial of the hero team shows.
    await form.getByLabel('Member').selectOption({ label: 'Skylark' });
    await form.locator('select[name="featId"]').selectOption('ambush');
    await form.getByRole('button', { name: 'Buy feat' }).click();
    await expect(form.getByTestId('form-errors').innerText()).resolves.toMatch(/does not meet the feat.s prerequisite/);
    // The refused choices stay in the form.
    await expect(form.getByLabel('Member').inputValue()).resolves.toBe(
      await form.getByLabel('Member').locator('option', { hasText: 'Skylark' }).getAttribute('value'),
    );
    await expect(form.locator('select[name="featId"]').inputValue()).resolves.toBe('ambush');
    await expect(page.getByTestId('team-hero-points').innerText()).resolves.toBe(heroPoints);
    await screenshot(page, 'team-feat-refused');
  });

  test('offers a level-up the team cannot afford disabled, saying what it needs', async ({ page }) => {
    await signIn(page, HERO_PLAYER);
    await openHeroTeam(page);
    const heroPoints = await page.getByTestId('team-hero-points').innerText();
    const member = page.getByTestId('level-up-form').getByLabel('Member');
    const skylark = member.locator('option', { hasText: 'Skylark' });
    await expect(skylark.innerText()).resolves.toBe(`Skylark: Rookie → Experienced (needs 245 HP, has ${heroPoints})`);
    await expect(skylark.evaluate((o) => (o as HTMLOptionElement).disabled)).resolves.toBe(true);
    await screenshot(page, 'team-level-up-too-dear');
  });

  test('lets the Creator grant an award, which lands in the ledger', async ({ page }) => {
    await signIn(page, CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/teams`));
    await page.getByTestId('team-row').filter({ hasText: HERO_TEAM }).getByRole('link', { name: HERO_TEAM }).click();
    await page.getByTestId('team-sheet').waitFor();
    const before = Number(await page.getByTestId('team-hero-points').innerText());
    const form = page.getByTestId('grant-award-form');
    await form.getByLabel('Currency').selectOption('HERO_POINTS');
    await form.getByLabel('Amount').fill('25');
    await form.getByLabel('Reason').fill('Rescued the browser tests');
    await form.getByRole('button', { name: 'Grant award' }).click();
    await expect(page.getByTestId('grant-award-form-done').innerText()).resolves.toMatch(/Granted 25 Hero Points/);
    await expect(page.getByTestId('team-hero-points').innerText()).resolves.toBe(String(before + 25));
    const newest = page.getByTestId('history-row').first();
    await expect(newest.innerText()).resolves.toMatch(/\+25[\s\S]*Creator award[\s\S]*Rescued the browser tests/);
    await screenshot(page, 'team-award-granted');
  });
});
