import { screenshot } from './browser';
import { expect, expectAccessible, test } from './fixtures';

test.describe("the API's explorer (issue 16)", () => {
  test('loads GraphiQL from the API itself, under its policy, reads the schema and runs a query', async ({ page }) => {
    const api = new URL(process.env.CLIX_API_URL!);
    const elsewhere: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host !== api.host) elsewhere.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${process.env.CLIX_API_URL}/graphql`);
    // The page's example query runs against the API: its answer shows in the result pane.
    await page.locator('.graphiql-execute-button').waitFor({ timeout: 60_000 });
    // The button shows before the query editor holds the example; a click before that runs nothing.
    await page.locator('.graphiql-query-editor').getByText('worlds').first().waitFor({ timeout: 60_000 });
    await page.locator('.graphiql-execute-button').click();
    try {
      await page.locator('.result-window').getByText('worlds').first().waitFor({ timeout: 60_000 });
    } catch (error) {
      await screenshot(page, 'api-explorer-no-result'); // what the page showed instead, for the one who reads the failure
      throw error;
    }
    expect(await page.locator('.result-window').innerText()).toContain('"nodes"');

    // A second tab gives each tab a close button; the tab is its title button, the close button beside
    // it, not inside it (axe-core's nested-interactive), and Delete on a tab closes it.
    const tabs = page.getByRole('tablist', { name: 'Select active operation' }).getByRole('tab');
    await expect(tabs).toHaveCount(1);
    await page.getByRole('button', { name: 'New tab' }).click();
    await expect(tabs).toHaveCount(2);
    await expect(page.locator('.graphiql-tab-close')).toHaveCount(2);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await tabs.nth(0).click();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'false');
    await tabs.nth(1).focus();
    await page.keyboard.press('Delete');
    await expect(tabs).toHaveCount(1);
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page.locator('.graphiql-tab-close')).toHaveCount(0);
    await screenshot(page, 'api-explorer');
    expect({ elsewhere, refused }).toEqual({ elsewhere: [], refused: [] });
  });
});
