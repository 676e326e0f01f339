import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Issue 17: "select several to export, hide or delete, with an undo for deletes" on a world's characters
// list. In a world of its own, so every list and file holds exactly what the journey made.

const ERRORS = 'userErrors { code field message }';
const RUN = `${process.pid}-${Date.now().toString(36)}`;
const SLUG = `bulk-${RUN}`;
const PLAYER = { email: `bulk-player-${RUN}@example.org`, password: 'bulk player long password' };
const NAMES = ['Ada Arc', 'Bo Bolt', 'Cy Crest', 'Di Dash', 'Ed Echo', 'Flo Flint'];
let token: string;
/** Each character's API id, by name. */
const ids: Record<string, string> = {};

async function character(name: string) {
  const data = await api<{ createCharacter: { character: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`,
    {
      input: {
        world: SLUG,
        name,
        kind: 'HERO',
        visibility: 'PUBLIC',
        versions: [{ rank: 'ROOKIE', pointValue: 30, range: 4, koClicks: 2, clicks: [{ speed: 8, attack: 9, defense: 16, damage: 2 }] }],
      },
    },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  ids[name] = data.createCharacter.character!.id;
}

/** The world's characters as the API tells the Creator: name, id and visibility, by name. */
async function stored() {
  const data = await api<{ characters: { nodes: { id: string; name: string; visibility: string }[] } }>(
    `query ($world: String!) { characters(world: $world, first: 100) { nodes { id name visibility } } }`,
    { world: SLUG },
    token,
  );
  return data.characters.nodes;
}

const rowNames = (page: Page) => page.getByTestId('character-row').locator('th a').allInnerTexts();
const rowIds = async (page: Page) => await page.getByTestId('character-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-character-id')));
const row = (page: Page, name: string) => page.getByTestId('character-row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'Bulk journey', slug: SLUG } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
  for (const name of NAMES) await character(name);
  // Flo Flint leads a team, so she cannot be deleted.
  const team = await api<{ createTeam: { userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${ERRORS} } }`,
    { input: { world: SLUG, name: 'The Flints', alignment: 'HERO', leaderCharacterId: ids['Flo Flint'], founderCharacterIds: [] } },
    token,
  );
  expect(team.createTeam.userErrors).toEqual([]);
  // A player of the world, who sees the list but no selection.
  await api(`mutation ($input: SignUpInput!) { signUp(input: $input) { token } }`, { input: { ...PLAYER, displayName: 'Bulk Player' } });
  const invited = await api<{ addWorldMember: { userErrors: unknown[] } }>(
    `mutation ($input: AddWorldMemberInput!) { addWorldMember(input: $input) { userErrors { code } } }`,
    { input: { world: SLUG, email: PLAYER.email, role: 'PLAYER' } },
    token,
  );
  expect(invited.addWorldMember.userErrors).toEqual([]);
  const accepted = await api<{ acceptWorldInvitation: { userErrors: unknown[] } }>(
    `mutation ($input: AcceptWorldInvitationInput!) { acceptWorldInvitation(input: $input) { userErrors { code } } }`,
    { input: { world: SLUG } },
    await apiSignIn(PLAYER),
  );
  expect(accepted.acceptWorldInvitation.userErrors).toEqual([]);
});

test.describe('bulk actions on the characters list', () => {
  test('selects three to export, hides two, deletes three and undoes it, and refuses a character a team plays without deleting any', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${SLUG}/characters`));
    await page.waitForLoadState('networkidle');
    await expect(rowNames(page)).resolves.toEqual(NAMES);
    await expect(page.getByTestId('bulk-bar').count()).resolves.toBe(0);

    // The checkboxes are labelled and work from the keyboard: Space on a focused one selects it.
    await page.getByLabel('Select Ada Arc', { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Select Bo Bolt', { exact: true }).press('Space');
    await page.getByLabel('Select Cy Crest', { exact: true }).check();
    await expect(page.getByTestId('bulk-count').innerText()).resolves.toBe('3 selected');
    await expectAccessible(page);

    // Export: the file holds exactly the three selected.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-export').click()]);
    expect(download.suggestedFilename()).toBe(`${SLUG}-selected-characters.json`);
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { format: string; characters: { name: string }[] };
    expect(file.format).toBe('clix-characters');
    expect(file.characters.map((c) => c.name)).toEqual(['Ada Arc', 'Bo Bolt', 'Cy Crest']);

    // Hide two: they are hidden, the others not, in the list and in the API.
    await page.getByLabel('Select Cy Crest', { exact: true }).uncheck();
    await expect(page.getByTestId('bulk-count').innerText()).resolves.toBe('2 selected');
    await page.getByTestId('bulk-hide').click();
    await expect(page.getByTestId('bulk-message').innerText()).resolves.toBe('Hid 2 characters: Ada Arc and Bo Bolt.');
    await row(page, 'Bo Bolt').getByTestId('hidden-marker').waitFor();
    const hiddenRows = await page
      .getByTestId('character-row')
      .filter({ has: page.getByTestId('hidden-marker') })
      .locator('th a')
      .allInnerTexts();
    expect(hiddenRows).toEqual(['Ada Arc', 'Bo Bolt']);
    expect((await stored()).map((c) => [c.name, c.visibility])).toEqual([
      ['Ada Arc', 'HIDDEN'],
      ['Bo Bolt', 'HIDDEN'],
      ['Cy Crest', 'PUBLIC'],
      ['Di Dash', 'PUBLIC'],
      ['Ed Echo', 'PUBLIC'],
      ['Flo Flint', 'PUBLIC'],
    ]);
    await expect(page.getByTestId('bulk-count').innerText()).resolves.toBe('2 selected');

    // Delete three, after a question naming how many and which.
    await page.getByLabel('Select Cy Crest', { exact: true }).check();
    await page.getByTestId('bulk-delete').click();
    await expect(page.getByTestId('bulk-delete-question').innerText()).resolves.toMatch(
      /^Delete 3 characters: Ada Arc, Bo Bolt and Cy Crest\? Undo brings them back for 60 minutes\.\s+Yes, delete 3\s+Cancel$/,
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, delete 3' }).click();
    await page.getByTestId('bulk-deleted').waitFor();
    await expect(page.getByTestId('bulk-deleted-text').innerText()).resolves.toBe('Deleted 3 characters.');
    await expect(rowNames(page)).resolves.toEqual(['Di Dash', 'Ed Echo', 'Flo Flint']);
    await expect(page.getByTestId('characters-total').innerText()).resolves.toBe('3 characters');
    await expect(page.getByTestId('bulk-bar').count()).resolves.toBe(0);
    expect((await stored()).map((c) => c.name)).toEqual(['Di Dash', 'Ed Echo', 'Flo Flint']);

    // Undo: the three are back, with the same ids (and Ada and Bo still hidden), and the page says so.
    await page.getByTestId('bulk-undo').click();
    await expect(page.getByTestId('bulk-message').innerText()).resolves.toBe(
      'Restored 3 characters: Ada Arc, Bo Bolt and Cy Crest. They are back in the list.',
    );
    await expect(page.getByTestId('bulk-deleted').count()).resolves.toBe(0);
    await expect(rowNames(page)).resolves.toEqual(NAMES);
    await expect(rowIds(page)).resolves.toEqual(NAMES.map((name) => ids[name]));
    expect((await stored()).map((c) => [c.name, c.id, c.visibility])).toEqual(
      NAMES.map((name) => [name, ids[name], name === 'Ada Arc' || name === 'Bo Bolt' ? 'HIDDEN' : 'PUBLIC']),
    );

    // One a team plays: refused in words next to her row, and neither is deleted.
    await page.getByLabel('Select Ed Echo', { exact: true }).check();
    await page.getByLabel('Select Flo Flint', { exact: true }).check();
    await page.getByTestId('bulk-delete').click();
    await page.getByRole('button', { name: 'Yes, delete 2' }).click();
    await page.getByTestId('bulk-refused').waitFor();
    await expect(page.getByTestId('bulk-refused').locator('h2').innerText()).resolves.toBe('Nothing was deleted');
    await expect(page.getByTestId('bulk-delete-question').count()).resolves.toBe(0);
    await expect(row(page, 'Flo Flint').getByTestId('row-refusal').innerText()).resolves.toBe(
      '"Flo Flint" is on a team (The Flints): remove it from the team first.',
    );
    await expect(page.getByTestId('row-refusal').count()).resolves.toBe(1);
    await expect(rowNames(page)).resolves.toEqual(NAMES);
    expect((await stored()).map((c) => c.name)).toEqual(NAMES);
    await expect(page.getByTestId('bulk-count').innerText()).resolves.toBe('2 selected');
    await expectAccessible(page);
    await screenshot(page, 'bulk-characters');

    // Select all on the page, and none again.
    await page.getByLabel('Select all 6 characters on this page').check();
    await expect(page.getByTestId('bulk-count').innerText()).resolves.toBe('6 selected');
    await page.getByLabel('Select all 6 characters on this page').uncheck();
    await expect(page.getByTestId('bulk-bar').count()).resolves.toBe(0);
  });

  test('shows a player the list without checkboxes or the bar', async ({ page }) => {
    await signIn(page, PLAYER);
    await page.goto(adminUrl(`/worlds/${SLUG}/characters`));
    await page.getByTestId('characters-table').waitFor();
    // Hidden characters are the Creator's: the player's list holds the public ones only.
    const visible = (await stored()).filter((c) => c.visibility === 'PUBLIC').map((c) => c.name);
    expect(visible.length).toBeGreaterThan(0);
    await expect(rowNames(page)).resolves.toEqual(visible);
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await expect(page.getByTestId('bulk-bar').count()).resolves.toBe(0);
    await expectAccessible(page);
  });
});
