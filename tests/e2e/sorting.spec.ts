import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Sortable columns (issue 17): the matches, leagues, feats and items lists of a world of this file's
// own, with data made through the API, ordered by two columns each both ways through the API's
// orderBy; a heading's link keeps the filters, a filter keeps the order, and aria-sort says which
// column orders the table.

const WORLD = `sorting-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
let token: string;

/** The ids of the matches, leagues, feats and items made for this journey, in the order made. */
const matchIds: string[] = [];
const leagueIds: string[] = [];
/** Feats and items by the name this journey gave them. */
const feats: Record<string, string> = {};
/** The printed places (0-based) of the three feats, in printed order. */
let featPositions: number[] = [];
const items: Record<string, string> = {};
let itemKind: string;

async function mutate<T>(query: string, input: Record<string, unknown>): Promise<T> {
  return api<T>(query, { input }, token);
}

async function character(name: string, kind: 'HERO' | 'VILLAIN'): Promise<string> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2 };
  const data = await mutate<{ createCharacter: { character: { versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`,
    { world: WORLD, name, kind, versions: [{ rank: 'ROOKIE', pointValue: 30, range: 6, targets: 1, clicks: [click, click], koClicks: 2 }] },
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character!.versions[0].id;
}

/** The ids of the rows of a table as shown, top to bottom. */
const rowIds = (page: Page, rowTestId: string, attribute: string) =>
  page.locator(`[data-testid="${rowTestId}"]`).evaluateAll((rows, name) => rows.map((row) => row.getAttribute(name)), attribute);

/** Each sortable heading's label and aria-sort, left to right. */
const ariaSorts = (page: Page, tableTestId: string) =>
  page
    .getByTestId(tableTestId)
    .locator('th[aria-sort]')
    .evaluateAll((headings) => headings.map((th) => `${th.querySelector('a')?.firstChild?.textContent ?? ''}: ${th.getAttribute('aria-sort')}`));

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Follows a heading's link and waits for the page it leads to. */
async function sortBy(page: Page, tableTestId: string, field: string) {
  const link = page.getByTestId(tableTestId).locator(`[data-testid="sort-link"][data-sort="${field}"]`);
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
}

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await mutate<{ createWorld: { userErrors: unknown[] } }>(`mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`, {
    name: 'Sorting',
    slug: WORLD,
  });
  expect(world.createWorld.userErrors).toEqual([]);

  // Three matches set up one after another, at build totals 200, 100 and 300.
  const hero = await character('Sorter', 'HERO');
  const villain = await character('Shuffler', 'VILLAIN');
  for (const buildTotal of [200, 100, 300]) {
    const data = await mutate<{ createMatch: { match: { id: string } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`,
      {
        world: WORLD,
        buildTotal,
        sides: [
          { alignment: 'HERO', versionIds: [hero] },
          { alignment: 'VILLAIN', versionIds: [villain] },
        ],
      },
    );
    expect(data.createMatch.userErrors).toEqual([]);
    matchIds.push(data.createMatch.match!.id);
  }

  // Three leagues started one after another: Bravo, Alpha, Charlie.
  for (const name of ['Bravo League', 'Alpha League', 'Charlie League']) {
    const data = await mutate<{ createLeague: { league: { id: string } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`,
      { world: WORLD, name },
    );
    expect(data.createLeague.userErrors).toEqual([]);
    leagueIds.push(data.createLeague.league!.id);
  }

  // The world's own copy of the catalogues: three feats (1st, 2nd and 3rd in printed order) renamed
  // Sortfeat Charlie, Alpha and Bravo.
  const catalogue = await api<{
    feats: { nodes: { catalogueId: string; position: number }[] };
    items: { nodes: { catalogueId: string; kind: string }[] };
  }>(
    `query ($world: String!) { feats(world: $world, first: 3) { nodes { catalogueId position } } items(world: $world, first: 100) { nodes { catalogueId kind } } }`,
    { world: WORLD },
    token,
  );
  for (const [feat, name] of catalogue.feats.nodes.map((f, i) => [f, ['Sortfeat Charlie', 'Sortfeat Alpha', 'Sortfeat Bravo'][i]] as const)) {
    const data = await mutate<{ updateFeat: { userErrors: unknown[] } }>(`mutation ($input: UpdateFeatInput!) { updateFeat(input: $input) { ${ERRORS} } }`, {
      catalogueId: feat.catalogueId,
      world: WORLD,
      name,
    });
    expect(data.updateFeat.userErrors).toEqual([]);
    feats[name] = feat.catalogueId;
  }
  featPositions = catalogue.feats.nodes.map((f) => f.position);

  // Three items: two of one kind, one of another, renamed and priced ($300, $100, $200).
  itemKind = catalogue.items.nodes[0].kind;
  const sameKind = catalogue.items.nodes.filter((i) => i.kind === itemKind).slice(0, 2);
  const otherKind = catalogue.items.nodes.find((i) => i.kind !== itemKind)!;
  const chosen = [
    [sameKind[0], 'Sortitem Alpha', 300],
    [otherKind, 'Sortitem Bravo', 100],
    [sameKind[1], 'Sortitem Charlie', 200],
  ] as const;
  for (const [item, name, price] of chosen) {
    const data = await mutate<{ updateItem: { userErrors: unknown[] } }>(`mutation ($input: UpdateItemInput!) { updateItem(input: $input) { ${ERRORS} } }`, {
      catalogueId: item.catalogueId,
      world: WORLD,
      name,
      price,
    });
    expect(data.updateItem.userErrors).toEqual([]);
    items[name] = item.catalogueId;
  }
});

test.describe('sortable columns', () => {
  test('orders the matches by when they were set up and by build total, both ways', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    const [m200, m100, m300] = matchIds;
    await page.goto(adminUrl(`/worlds/${WORLD}/matches`));
    // Newest first by default: the Created heading says so.
    await expect(rowIds(page, 'match-row', 'data-match-id')).resolves.toEqual([m300, m100, m200]);
    await expect(ariaSorts(page, 'matches-table')).resolves.toEqual(['Build: none', 'Created: descending']);

    await sortBy(page, 'matches-table', 'CREATED_AT');
    expect(query(page)).toEqual({ sort: 'CREATED_AT', dir: 'ASC' });
    await expect(rowIds(page, 'match-row', 'data-match-id')).resolves.toEqual([m200, m100, m300]);
    await expect(ariaSorts(page, 'matches-table')).resolves.toEqual(['Build: none', 'Created: ascending']);

    await sortBy(page, 'matches-table', 'BUILD_TOTAL');
    expect(query(page)).toEqual({ sort: 'BUILD_TOTAL', dir: 'ASC' });
    await expect(rowIds(page, 'match-row', 'data-match-id')).resolves.toEqual([m100, m200, m300]);
    await expect(ariaSorts(page, 'matches-table')).resolves.toEqual(['Build: ascending', 'Created: none']);

    // The heading is a link: the keyboard reaches it and Enter follows it.
    await page.getByTestId('matches-table').locator('[data-sort="BUILD_TOTAL"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/dir=DESC/);
    expect(query(page)).toEqual({ sort: 'BUILD_TOTAL', dir: 'DESC' });
    await expect(rowIds(page, 'match-row', 'data-match-id')).resolves.toEqual([m300, m200, m100]);
    await expect(ariaSorts(page, 'matches-table')).resolves.toEqual(['Build: descending', 'Created: none']);

    // A status filter keeps the order (every match is still being set up).
    await page.getByLabel('Status', { exact: true }).selectOption('SETUP');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/status=SETUP/);
    expect(query(page)).toEqual({ sort: 'BUILD_TOTAL', dir: 'DESC', status: 'SETUP' });
    await expect(rowIds(page, 'match-row', 'data-match-id')).resolves.toEqual([m300, m200, m100]);
    await expect(ariaSorts(page, 'matches-table')).resolves.toEqual(['Build: descending', 'Created: none']);
    await expectAccessible(page);
  });

  test('orders the leagues by name and by when they started, both ways, keeping the status filter', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    const [bravo, alpha, charlie] = leagueIds;
    await page.goto(adminUrl(`/worlds/${WORLD}/leagues?status=OPEN`));
    await expect(rowIds(page, 'league-row', 'data-league-id')).resolves.toEqual([charlie, alpha, bravo]);
    await expect(ariaSorts(page, 'leagues-table')).resolves.toEqual(['League: none', 'Started: descending']);

    await sortBy(page, 'leagues-table', 'NAME');
    expect(query(page)).toEqual({ status: 'OPEN', sort: 'NAME', dir: 'ASC' });
    await expect(rowIds(page, 'league-row', 'data-league-id')).resolves.toEqual([alpha, bravo, charlie]);
    await expect(ariaSorts(page, 'leagues-table')).resolves.toEqual(['League: ascending', 'Started: none']);

    await sortBy(page, 'leagues-table', 'NAME');
    expect(query(page)).toEqual({ status: 'OPEN', sort: 'NAME', dir: 'DESC' });
    await expect(rowIds(page, 'league-row', 'data-league-id')).resolves.toEqual([charlie, bravo, alpha]);
    await expect(ariaSorts(page, 'leagues-table')).resolves.toEqual(['League: descending', 'Started: none']);

    await sortBy(page, 'leagues-table', 'CREATED_AT');
    expect(query(page)).toEqual({ status: 'OPEN', sort: 'CREATED_AT', dir: 'ASC' });
    await expect(rowIds(page, 'league-row', 'data-league-id')).resolves.toEqual([bravo, alpha, charlie]);

    await sortBy(page, 'leagues-table', 'CREATED_AT');
    expect(query(page)).toEqual({ status: 'OPEN', sort: 'CREATED_AT', dir: 'DESC' });
    await expect(rowIds(page, 'league-row', 'data-league-id')).resolves.toEqual([charlie, alpha, bravo]);
    await expect(ariaSorts(page, 'leagues-table')).resolves.toEqual(['League: none', 'Started: descending']);
    await expectAccessible(page);
  });

  test('orders the feats by name and by printed order, both ways, keeping the name filter', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/feats`));
    await page.getByLabel('Name', { exact: true }).fill('Sortfeat');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/name=Sortfeat/);
    const [charlie, alpha, bravo] = ['Sortfeat Charlie', 'Sortfeat Alpha', 'Sortfeat Bravo'].map((name) => feats[name]);
    await expect(rowIds(page, 'feat-row', 'data-feat-id')).resolves.toEqual([charlie, alpha, bravo]);
    await expect(ariaSorts(page, 'feats-table')).resolves.toEqual(['No.: ascending', 'Name: none']);

    await sortBy(page, 'feats-table', 'NAME');
    expect(query(page)).toEqual({ name: 'Sortfeat', sort: 'NAME', dir: 'ASC' });
    await expect(rowIds(page, 'feat-row', 'data-feat-id')).resolves.toEqual([alpha, bravo, charlie]);
    await expect(ariaSorts(page, 'feats-table')).resolves.toEqual(['No.: none', 'Name: ascending']);

    await sortBy(page, 'feats-table', 'NAME');
    expect(query(page)).toEqual({ name: 'Sortfeat', sort: 'NAME', dir: 'DESC' });
    await expect(rowIds(page, 'feat-row', 'data-feat-id')).resolves.toEqual([charlie, bravo, alpha]);

    await sortBy(page, 'feats-table', 'POSITION');
    expect(query(page)).toEqual({ name: 'Sortfeat', sort: 'POSITION', dir: 'ASC' });
    await expect(rowIds(page, 'feat-row', 'data-feat-id')).resolves.toEqual([charlie, alpha, bravo]);
    // "No." counts from 1 as the printed list does.
    await expect(page.locator('[data-testid="feat-row"] td:first-child').allInnerTexts()).resolves.toEqual(featPositions.map((p) => String(p + 1)));

    await sortBy(page, 'feats-table', 'POSITION');
    expect(query(page)).toEqual({ name: 'Sortfeat', sort: 'POSITION', dir: 'DESC' });
    await expect(rowIds(page, 'feat-row', 'data-feat-id')).resolves.toEqual([bravo, alpha, charlie]);
    await expect(ariaSorts(page, 'feats-table')).resolves.toEqual(['No.: descending', 'Name: none']);
    await expectAccessible(page);
  });

  test("orders the dashboard's activity from the campaign's start and back", async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    const summaries = async (direction: 'ASC' | 'DESC') =>
      (
        await api<{ worldActivity: { nodes: { summary: string }[] } }>(
          `query ($world: String!, $orderBy: ActivityOrder) { worldActivity(world: $world, first: 20, orderBy: $orderBy) { nodes { summary } } }`,
          { world: WORLD, orderBy: { field: 'AT', direction } },
          token,
        )
      ).worldActivity.nodes.map((n) => n.summary);
    const shown = async () => (await page.getByTestId('activity-item').allInnerTexts()).map((text) => text.replace(/^\S+ \S+ /, '').replace(/ \(.*\)$/, ''));
    const oldestFirst = await summaries('ASC');
    expect(oldestFirst.length).toBeGreaterThan(1);

    await page.goto(adminUrl(`/worlds/${WORLD}`));
    await expect(shown()).resolves.toEqual(await summaries('DESC'));
    const when = page.getByTestId('sort-links').locator('[data-sort="AT"]');
    await expect(when.getAttribute('aria-current')).resolves.toBe('true');
    await when.click();
    await page.waitForURL(/sort=AT&dir=ASC/);
    await expect(shown()).resolves.toEqual(oldestFirst);
    await page.getByTestId('sort-links').locator('[data-sort="AT"]').click();
    await page.waitForURL(/dir=DESC/);
    await expect(shown()).resolves.toEqual(await summaries('DESC'));
    await expectAccessible(page);
  });

  test('orders the items by name and by price, both ways, and a kind filter keeps the order', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/items?name=Sortitem`));
    const [alpha, bravo, charlie] = ['Sortitem Alpha', 'Sortitem Bravo', 'Sortitem Charlie'].map((name) => items[name]);

    await sortBy(page, 'items-table', 'NAME');
    expect(query(page)).toEqual({ name: 'Sortitem', sort: 'NAME', dir: 'ASC' });
    await expect(rowIds(page, 'item-row', 'data-item-id')).resolves.toEqual([alpha, bravo, charlie]);
    await expect(ariaSorts(page, 'items-table')).resolves.toEqual(['No.: none', 'Name: ascending', 'Price: none']);

    await sortBy(page, 'items-table', 'NAME');
    expect(query(page)).toEqual({ name: 'Sortitem', sort: 'NAME', dir: 'DESC' });
    await expect(rowIds(page, 'item-row', 'data-item-id')).resolves.toEqual([charlie, bravo, alpha]);

    await sortBy(page, 'items-table', 'PRICE');
    expect(query(page)).toEqual({ name: 'Sortitem', sort: 'PRICE', dir: 'ASC' });
    await expect(rowIds(page, 'item-row', 'data-item-id')).resolves.toEqual([bravo, charlie, alpha]);
    await expect(page.getByTestId('item-price').allInnerTexts()).resolves.toEqual(['$100', '$200', '$300']);

    await sortBy(page, 'items-table', 'PRICE');
    expect(query(page)).toEqual({ name: 'Sortitem', sort: 'PRICE', dir: 'DESC' });
    await expect(rowIds(page, 'item-row', 'data-item-id')).resolves.toEqual([alpha, charlie, bravo]);
    await expect(ariaSorts(page, 'items-table')).resolves.toEqual(['No.: none', 'Name: none', 'Price: descending']);

    // Changing a filter keeps the order, and starts again from page 1.
    await page.getByLabel('Kind', { exact: true }).selectOption(itemKind);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/kind=/);
    expect(query(page)).toEqual({ name: 'Sortitem', kind: itemKind, priced: '', sort: 'PRICE', dir: 'DESC' });
    await expect(rowIds(page, 'item-row', 'data-item-id')).resolves.toEqual([alpha, charlie]);
    await expect(ariaSorts(page, 'items-table')).resolves.toEqual(['No.: none', 'Name: none', 'Price: descending']);
    await expect(page.getByTestId('page-number').innerText()).resolves.toBe('page 1');

    // And a heading's link keeps the filters.
    await sortBy(page, 'items-table', 'NAME');
    expect(query(page)).toEqual({ name: 'Sortitem', kind: itemKind, sort: 'NAME', dir: 'ASC' });
    await expect(rowIds(page, 'item-row', 'data-item-id')).resolves.toEqual([alpha, charlie]);
    await expectAccessible(page);
    await screenshot(page, 'sorting-items');

    // "Clear" drops the filters, not the order.
    await page.getByTestId('filters').getByRole('link', { name: 'Clear' }).click();
    await page.waitForURL((url) => !url.searchParams.has('name'));
    expect(query(page)).toEqual({ sort: 'NAME', dir: 'ASC' });
    await expect(ariaSorts(page, 'items-table')).resolves.toEqual(['No.: none', 'Name: ascending', 'Price: none']);
  });
});
