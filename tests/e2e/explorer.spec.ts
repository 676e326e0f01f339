import { screenshot } from './browser';
import { expect, test } from './fixtures';

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
    await screenshot(page, 'api-explorer');
    expect({ elsewhere, refused }).toEqual({ elsewhere: [], refused: [] });
  });
});
