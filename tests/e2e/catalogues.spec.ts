import { randomScenarioFor, SUB_PLOT_DIE, SUB_PLOTS } from '@clix/rules';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, diceFaces, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { createWorld, worldSlug } from './worlds';

// The catalogues (packages/rules): "All-Out" prints an upkeep of 40 Hero Points, "Bank Robbery"
// scores +10 for foiling the robbery. The lists are read in the demo world, which the fixture guard
// keeps unchanged; the Creator prices a feat and rolls in a world of this file's own, whose catalogues
// are the same defaults.
const CREATOR = DEMO_CREATOR;
const WORLD = worldSlug('catalogues');

let creatorToken: string;
test.beforeAll(async () => {
  creatorToken = await apiSignIn(CREATOR);
  await createWorld(creatorToken, 'Catalogue Harbour', WORLD);
});

/** The world's recorded rolls, newest first, as the API lists them to its Creator. */
async function recordedRolls() {
  const { diceRolls } = await api<{ diceRolls: { nodes: { purpose: string; faces: number[] }[] } }>(
    `query ($world: String!) { diceRolls(world: $world, first: 10) { nodes { purpose faces } } }`,
    { world: WORLD },
    creatorToken,
  );
  return diceRolls.nodes;
}

/** How many of the demo world's catalogue entries the API lists, over all pages. */
async function demoCounts() {
  const { feats, items, scenarios } = await api<Record<'feats' | 'items' | 'scenarios', { totalCount: number }>>(
    `query { feats(world: "demo", first: 1, filter: { priced: false }) { totalCount } items(world: "demo", first: 1) { totalCount }
      scenarios(world: "demo", first: 1) { totalCount } }`,
    {},
  );
  return { unpricedFeats: feats.totalCount, items: items.totalCount, scenarios: scenarios.totalCount };
}

test.describe('the catalogues', () => {
  test('lists the feats with their prices to anyone, and filters them', async ({ page }) => {
    await page.goto(adminUrl('/worlds/demo/feats'));
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/^Feats of /);
    const allOut = page.getByTestId('feat-row').filter({ has: page.locator('th', { hasText: /^All-Out/ }) });
    await expect(allOut.getByTestId('feat-cost').innerText()).resolves.toMatch(/^40 HP/);
    // Signed out: no price forms.
    await expect(page.getByTestId('feat-price-form').count()).resolves.toBe(0);

    await page.getByLabel('Price').selectOption('no');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/priced=no/);
    const costs = await page.getByTestId('feat-cost').allInnerTexts();
    const { unpricedFeats } = await demoCounts();
    // A page holds 25.
    expect(costs.map((c) => c.trim())).toEqual(Array<string>(Math.min(25, unpricedFeats)).fill('not priced'));
    await screenshot(page, 'feats-unpriced');
  });

  test('lists the scenarios with their scoring lines and the items with their prices', async ({ page }) => {
    await page.goto(adminUrl('/worlds/demo/scenarios?name=bank'));
    const bank = page.getByTestId('scenario').filter({ hasText: 'Bank Robbery' });
    // A scenario shows its name and facts; its set-up and scoring open from its summary.
    await bank.getByText('Set-up and scoring').click();
    const lines = await bank.getByTestId('scoring-line').allInnerTexts();
    expect(lines).toContain('Foiling the robbery: +10');
    expect(lines.filter((l) => /per 10 points of villains KO’d/.test(l))).toHaveLength(1);
    await expect(bank.getByTestId('scenario-force-ratio').innerText()).resolves.toMatch(/× the hero force|set by/);

    const counts = await demoCounts();
    await page.goto(adminUrl('/worlds/demo/items'));
    // All on one page of 25.
    expect(counts.items).toBe(24);
    await expect(page.getByTestId('item-row').count()).resolves.toBe(24);
    const prices = await page.getByTestId('item-price').allInnerTexts();
    expect(prices.filter((p) => /^\$[\d,]+$/.test(p.trim())).length).toBe(prices.filter((p) => p.trim() !== 'not priced').length);
    await screenshot(page, 'items');

    await page.goto(adminUrl('/worlds/demo/scenarios'));
    // The first page, of 10, of the catalogue's 12.
    expect(counts.scenarios).toBe(12);
    await expect(page.getByTestId('scenario').count()).resolves.toBe(10);
    await screenshot(page, 'scenarios');
  });

  test('lets the Creator price an unpriced feat, and refuses a negative price in words', async ({ page }) => {
    await signIn(page, CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/characters`));
    await page.getByTestId('world-nav').getByRole('link', { name: 'Feats' }).click();
    await page.waitForURL(adminUrl(`/worlds/${WORLD}/feats`));

    await page.goto(adminUrl(`/worlds/${WORLD}/feats?priced=no`));
    const first = page.getByTestId('feat-row').first();
    const name = (await first.locator('.catalogue-table__name').innerText()).trim();
    await page.goto(adminUrl(`/worlds/${WORLD}/feats?name=${encodeURIComponent(name)}`));
    const row = page
      .getByTestId('feat-row')
      .filter({ has: page.locator('.catalogue-table__name', { hasText: name }) })
      .first();
    await expect(row.getByTestId('feat-cost').innerText()).resolves.toBe('not priced');

    const form = row.getByTestId('feat-price-form');
    await form.getByLabel(`Price of ${name} in Hero Points`).fill('-5');
    await form.getByRole('button', { name: /Set price/ }).click();
    await expect(form.getByTestId('field-error').innerText()).resolves.toMatch(/\w/);
    await expect(row.getByTestId('feat-cost').innerText()).resolves.toBe('not priced');

    await form.getByLabel(`Price of ${name} in Hero Points`).fill('35');
    await form.getByRole('button', { name: /Set price/ }).click();
    await expect(form.getByTestId('feat-price-done').innerText()).resolves.toMatch(/35 Hero Points/);
    await expect(row.getByTestId('feat-cost').innerText()).resolves.toMatch(/^35 HP/);
    await screenshot(page, 'feat-priced');
  });

  test('lets the Creator roll a random scenario: two dice, their total and the entry, then the recorded roll', async ({ page }) => {
    await signIn(page, CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/characters`));
    await page.getByTestId('world-nav').getByRole('link', { name: 'Rolls' }).click();
    await page.waitForURL(adminUrl(`/worlds/${WORLD}/rolls`));
    // A new world has rolled nothing.
    await expect(page.getByTestId('rolls-total').innerText()).resolves.toBe('0 rolls');

    const form = page.getByTestId('random-scenario-form');
    await form.getByRole('button', { name: 'Roll a random scenario' }).click();
    const result = form.getByTestId('random-scenario-form-result');
    await result.waitFor();
    const dice = result.getByTestId('die');
    await expect(dice.count()).resolves.toBe(2);
    const faces = await diceFaces(result);
    // The dice shown are the ones the API recorded, and the entry is the one the generator's table gives their total (seed 001).
    expect(await recordedRolls()).toEqual([{ purpose: 'random-scenario', faces }]);
    const total = faces[0] + faces[1];
    await expect(result.getByTestId('dice-total').innerText()).resolves.toBe(`${faces[0]} + ${faces[1]} = ${total}`);
    const entry = randomScenarioFor(total)!;
    const range = entry.to === null ? `${entry.from}+` : entry.from === entry.to ? `${entry.from}` : `${entry.from}–${entry.to}`;
    await expect(result.getByTestId('roll-entry').innerText()).resolves.toBe(`${range}: ${entry.name}`);

    // The recorded rolls, newest first, now start with this one, the world's only one.
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="rolls-total"]')?.textContent?.replace(/\D/g, '')) === 1);
    const newest = page.getByTestId('roll-row').first();
    await expect(newest.innerText()).resolves.toMatch(/Random scenario/);
    await expect(newest.locator('.roll-faces').innerText()).resolves.toBe(faces.join(', '));

    // A sub-plot: its dice and its numbered entry, beside the scenario's.
    const subPlot = page.getByTestId('sub-plot-form');
    await subPlot.getByRole('button', { name: 'Roll a sub-plot' }).click();
    const subPlotResult = subPlot.getByTestId('sub-plot-form-result');
    await subPlotResult.waitFor();
    // One die with a face for each sub-plot of the list: the entry is the one its face names.
    const [subPlotRoll] = await recordedRolls();
    expect(subPlotRoll.purpose).toBe('sub-plot');
    expect(subPlotRoll.faces).toHaveLength(1);
    const [face] = subPlotRoll.faces;
    expect(face >= 1 && face <= SUB_PLOT_DIE).toBe(true);
    await expect(diceFaces(subPlotResult)).resolves.toEqual([face]);
    await expect(subPlotResult.getByTestId('roll-entry').innerText()).resolves.toBe(`Sub-plot ${SUB_PLOTS[face - 1].number}`);
    await expect(result.isVisible()).resolves.toBe(true);
    await screenshot(page, 'rolls');
  });
});
