import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { createWorld, worldSlug } from './worlds';

// The item is priced in a world of this file's own, whose catalogue is the default one.
const WORLD = worldSlug('item-prices');

test.describe('item prices (issue 17, item 14)', () => {
  test('lets the Creator price an item from the console, refusing a price that is not a number next to its field', async ({ page }) => {
    const token = await apiSignIn(DEMO_CREATOR);
    await createWorld(token, 'Item Harbour', WORLD);
    const { items } = await api<{ items: { nodes: { catalogueId: string; name: string; price: number | null }[] } }>(
      `query ($world: String!) { items(world: $world, first: 1) { nodes { catalogueId name price } } }`,
      { world: WORLD },
      token,
    );
    const item = items.nodes[0];
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/items`));
    const row = page.locator(`[data-testid="item-row"][data-item-id="${item.catalogueId}"]`);
    const price = row.getByLabel(`Price of ${item.name} in dollars`);

    await price.fill('1.5');
    await row.getByRole('button', { name: `Set price of ${item.name}` }).click();
    await expect(row.getByTestId('field-error').innerText()).resolves.toBe('The price must be a whole number of dollars.');

    await row.getByLabel(`Price of ${item.name} in dollars`).fill('275');
    await row.getByRole('button', { name: `Set price of ${item.name}` }).click();
    await expect(row.getByTestId('item-price-done').innerText()).resolves.toBe(`${item.name} now costs $275.`);
    await expect(row.getByTestId('item-price').innerText()).resolves.toBe('$275');
    const after = await api<{ items: { nodes: { price: number | null }[] } }>(
      `query ($world: String!) { items(world: $world, first: 1) { nodes { price } } }`,
      { world: WORLD },
      token,
    );
    expect(after.items.nodes[0].price).toBe(275);
    await screenshot(page, 'item-priced');
  });
});
