import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Issue 17, defect 16 (the rest): the tracker's cards have styled inputs, no table butts into the
// heading after it, asking "Delete?" does not move Edit, and the match page keeps the world's tabs.
// Everything is set up in this file's own world.

const WORLD = `console-polish-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
let token: string;

async function character(name: string, kind: 'NPC' | 'HERO' = 'NPC'): Promise<{ id: string; versionId: string }> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2 };
  const input = {
    world: WORLD,
    name,
    kind,
    versions: [{ rank: 'ROOKIE', pointValue: 40, range: 6, targets: 1, clicks: Array.from({ length: 6 }, () => click), koClicks: 6 }],
  };
  const data = await api<{ createCharacter: { character: { id: string; versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id } } ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return { id: data.createCharacter.character!.id, versionId: data.createCharacter.character!.versions[0].id };
}

async function npcMatch(): Promise<string> {
  const [a, b] = [await character('Polished Brawler'), await character('Polished Sniper')];
  const input = {
    world: WORLD,
    ruleset: 'HEROCLIX_2003',
    buildTotal: 100,
    sides: [
      { alignment: 'HERO', versionIds: [a.versionId] },
      { alignment: 'VILLAIN', versionIds: [b.versionId] },
    ],
  };
  const data = await api<{ createMatch: { match: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data.createMatch.userErrors).toEqual([]);
  return data.createMatch.match!.id;
}

/** A team of two in this world: its sheet has two dials, each followed by a member's heading. */
async function teamOfTwo(): Promise<void> {
  const [leader, founder] = [await character('Polished Captain', 'HERO'), await character('Polished Second', 'HERO')];
  const data = await api<{ createTeam: { userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${ERRORS} } }`,
    { input: { world: WORLD, name: 'Polished Pair', alignment: 'HERO', leaderCharacterId: leader.id, founderCharacterIds: [founder.id] } },
    token,
  );
  expect(data.createTeam.userErrors).toEqual([]);
}

/** Every table's gap, in px, to the heading that follows it in the document (tables with no heading after them are left out). */
const gapsBelowTables = (p: Page) =>
  p.evaluate(() => {
    // Only what the screen shows: the team sheet's print-only dials (display: none) have a 0 x 0 box at the
    // window's corner, as have their members' hidden names, so a dial followed by the next member's name
    // measured a gap of 0 on any team of two or more.
    const shown = (e: Element) => e.getClientRects().length > 0;
    const headings = [...document.querySelectorAll('main h2, main h3')].filter(shown);
    return [...document.querySelectorAll('main table')].filter(shown).flatMap((table) => {
      const box = (table.closest('.table-scroll') ?? table).getBoundingClientRect();
      const next = headings.find((h) => table.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING && h.getBoundingClientRect().top >= box.top);
      return next
        ? [
            {
              table: table.getAttribute('data-testid') ?? table.querySelector('caption')?.textContent ?? '',
              gap: next.getBoundingClientRect().top - box.bottom,
            },
          ]
        : [];
    });
  });

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'Console polish', slug: WORLD } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
});

test.describe('console polish (issue 17, defect 16)', () => {
  test("keeps the world's tabs on the tracker, styles the cards' inputs like every form field, and leaves room under each table", async ({ page }) => {
    test.setTimeout(120_000);
    const matchId = await npcMatch();
    await signIn(page, DEMO_CREATOR);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(adminUrl(`/matches/${matchId}`));
    await page.getByTestId('match-tracker').waitFor();
    await expect(page.getByTestId('world-nav').locator('[aria-current=page]').allInnerTexts()).resolves.toEqual(['Matches']);

    // The clicks box and the "By" list on a figure's card: bordered, padded, the page's font, as in a form.
    const styles = await page
      .getByTestId('figure-actions')
      .first()
      .locator('input[name=clicks], select[name=byFigureId]')
      .evaluateAll((elements) =>
        elements.map((e) => {
          const s = getComputedStyle(e);
          return {
            border: s.borderTopStyle,
            width: s.borderTopWidth,
            radius: s.borderTopLeftRadius,
            font: s.fontFamily === getComputedStyle(document.body).fontFamily,
          };
        }),
      );
    expect(styles).toEqual([
      { border: 'solid', width: '1px', radius: '6px', font: true },
      { border: 'solid', width: '1px', radius: '6px', font: true },
    ]);

    // The tracker's tables and a team sheet's: at least 16 px before the next heading.
    await teamOfTwo();
    for (const path of [`/matches/${matchId}`, `/worlds/${WORLD}/teams`]) {
      await page.goto(adminUrl(path));
      await page.locator('main table').first().waitFor();
      const teamLink = path.endsWith('/teams') ? page.getByTestId('teams-table').locator('tbody a').first() : null;
      if (teamLink) {
        await teamLink.click();
        await page.getByTestId('team-sheet').waitFor();
      }
      const gaps = await gapsBelowTables(page);
      expect(gaps.length).toBeGreaterThan(0);
      for (const { table, gap } of gaps) expect({ table, enough: gap >= 16 }).toEqual({ table, enough: true });
    }
    await expectAccessible(page);
    await screenshot(page, 'team-sheet-table-spacing');
  });

  test('asks "Delete?" under the button without moving Edit or Clone, and Escape closes it back onto the button', async ({ page }) => {
    test.setTimeout(90_000);
    const { id } = await character('Polished Deletable');
    await signIn(page, DEMO_CREATOR);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(adminUrl(`/characters/${id}`));
    const edit = page.getByTestId('edit-character');
    const clone = page.getByRole('button', { name: 'Clone', exact: true });
    const ask = page.getByTestId('delete-character').getByRole('button', { name: 'Delete character' });
    const before = [await edit.boundingBox(), await clone.boundingBox(), await ask.boundingBox()];
    await ask.click();
    const question = page.getByRole('group', { name: 'Delete Polished Deletable and all its dials for good?' });
    await question.waitFor();
    await expect(page.getByRole('button', { name: 'Yes, delete' }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    expect([await edit.boundingBox(), await clone.boundingBox(), await ask.boundingBox()]).toEqual(before);
    await expect(ask.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = (await question.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
    await expectAccessible(page);
    await screenshot(page, 'delete-question-popover');

    await page.keyboard.press('Escape');
    await expect(question.count()).resolves.toBe(0);
    await expect(ask.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await expect(ask.getAttribute('aria-expanded')).resolves.toBe('false');
  });
});
