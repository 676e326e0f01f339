import type { Page } from '@playwright/test';
import { adminUrl, ANY_ID, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, diceFaces, fitsWidth, matchIdOf, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

// Matches between the demo teams, in a world of this file's own laid out as the demo world's teams
// are: the matches set up here are in no other journey's lists, and no recruit elsewhere adds a figure.
const HERO_TEAM = DEMO_HERO_TEAM;
const VILLAIN_TEAM = DEMO_VILLAIN_TEAM;
const WORLD = worldSlug('matches');

let creatorToken: string;
test.beforeAll(async () => {
  creatorToken = await apiSignIn(DEMO_CREATOR);
  await demoLikeWorld(creatorToken, 'Tabletop Harbour', WORLD);
});

/** A match's first event as the API recorded it: its dice, and the rule steps of an attack. */
async function firstEvent(matchUrl: string) {
  const { matchEvents } = await api<{ matchEvents: { nodes: { type: string; diceFaces: number[]; outcome?: { attack: { steps: { rule: string }[] } } }[] } }>(
    `query ($id: ID!) { matchEvents(matchId: $id, first: 1) { nodes { type diceFaces ... on AttackEvent { outcome { attack { steps { rule } } } } } } }`,
    { id: matchIdOf(matchUrl) },
    creatorToken,
  );
  return matchEvents.nodes[0];
}

// By the card's heading: other cards name this figure too (in their "By" choices).
const card = (p: Page, name: string) => p.getByTestId('figure-card').filter({ has: p.getByRole('heading', { name, exact: true }) });
const clickNumber = async (p: Page, name: string) => Number(await card(p, name).getAttribute('data-click-number'));

async function waitForClick(p: Page, name: string, expected: number) {
  await p.waitForFunction(
    ([n, e]) =>
      [...document.querySelectorAll('[data-testid="figure-card"]')].some(
        (c) => c.querySelector('.figure-card__name')?.textContent?.trim() === n && c.getAttribute('data-click-number') === String(e),
      ),
    [name, expected],
  );
}

async function createMatch(p: Page): Promise<string> {
  await p.goto(adminUrl(`/worlds/${WORLD}/characters`));
  await p.getByTestId('world-nav').getByRole('link', { name: 'Matches' }).click();
  await p.waitForURL(adminUrl(`/worlds/${WORLD}/matches`));
  await p.getByTestId('new-match').click();
  await p.getByTestId('new-match-form').waitFor();
  const sides = p.getByTestId('match-side');
  await expect(sides.count()).resolves.toBe(2);
  await sides
    .nth(0)
    .getByLabel('Team')
    .selectOption({ label: `${HERO_TEAM} (heroes)` });
  await sides
    .nth(1)
    .getByLabel('Team')
    .selectOption({ label: `${VILLAIN_TEAM} (villains)` });
  await p.getByLabel('Build total (points)').fill('300');
  await p.getByTestId('create-match').click();
  await p.waitForURL(/\/matches\/[^/?]+/);
  await p.getByTestId('match-tracker').waitFor();
  return p.url();
}

test.describe('matches', () => {
  test('refuses a match without a build total, in words next to the field', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/matches/new`));
    await page.getByLabel('Build total (points)').fill('0');
    await page.getByTestId('create-match').click();
    const error = page.locator('[data-testid="field-error"][data-field="buildTotal"]');
    await expect(error.innerText()).resolves.toMatch(/whole number of points above zero/);
    await expect(page.getByLabel('Build total (points)').getAttribute('aria-invalid')).resolves.toBe('true');
    await fitsWidth(page, 768);
    await screenshot(page, 'match-create-refused');
  });

  test('creates a match between the demo teams and runs it in the live tracker', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    const matchUrl = await createMatch(page);
    await expect(page.getByTestId('match-created').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('match-title').innerText()).resolves.toBe(`${HERO_TEAM} v ${VILLAIN_TEAM}`);
    await expect(page.getByTestId('seed-hash').innerText()).resolves.toMatch(/[0-9a-f]{64}/);
    // Every active member of both teams, three each.
    await expect(page.getByTestId('figure-card').count()).resolves.toBe(6);
    await expect(page.getByTestId('resolution-wizard').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('event-log-empty').isVisible()).resolves.toBe(true);

    // An attack with the server's dice: the dice and every rule step are shown.
    const attack = page.getByTestId('attack-form');
    await attack.getByLabel('Attacker').selectOption({ label: 'Lantern Jack' });
    await attack.getByLabel('Mother Nightshade').check();
    await attack.getByLabel('Close').check();
    await attack.getByTestId('record-attack').click();
    await page.getByTestId('attack-result').waitFor();
    // Exactly the dice and the rule steps the API recorded for it, in order: the attack roll's 2d6 first.
    const recorded = await firstEvent(matchUrl);
    expect(recorded.type).toBe('ATTACK');
    await expect(diceFaces(page.getByTestId('attack-result'))).resolves.toEqual(recorded.diceFaces);
    await expect(page.getByTestId('attack-step').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-rule')))).resolves.toEqual(
      recorded.outcome!.attack.steps.map((step) => step.rule),
    );
    const steps = await page.getByTestId('attack-step').allInnerTexts();
    expect(steps.join('\n')).toMatch(/Attack roll/);
    // Steps name the figures, never their ids.
    expect(steps.join('\n')).not.toMatch(ANY_ID);
    // Clix Campaign uses no action tokens (three actions per character a turn, no pushing).
    await expect(card(page, 'Lantern Jack').getByTestId('figure-tokens').getAttribute('data-tokens')).resolves.toBe('0');
    await expect(page.getByTestId('event-row').first().getAttribute('data-type')).resolves.toBe('ATTACK');
    await screenshot(page, 'match-attack');

    // Damage by clicks: the dial turns; undo records a reversal and turns it back.
    const before = await clickNumber(page, 'Razorback');
    const razorback = card(page, 'Razorback');
    await razorback.getByLabel('Clicks').fill('2');
    await razorback.getByRole('button', { name: 'Damage' }).click();
    await waitForClick(page, 'Razorback', before + 2);
    const newest = page.getByTestId('event-row').first();
    await expect(newest.getAttribute('data-type')).resolves.toBe('DAMAGE');
    await expect(newest.getByTestId('event-text').innerText()).resolves.toBe('Razorback takes 2 clicks.');
    await screenshot(page, 'match-damaged');

    await newest.getByRole('button', { name: 'Undo' }).click();
    await waitForClick(page, 'Razorback', before);
    await expect(page.getByTestId('event-row').first().getAttribute('data-type')).resolves.toBe('REVERSAL');
    await expect(page.locator('[data-testid="event-row"][data-type="DAMAGE"]').getByTestId('undone-marker').isVisible()).resolves.toBe(true);

    // End the hero side's turn: the villains act next.
    await page.getByRole('button', { name: `End turn: ${HERO_TEAM}` }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="event-row"]')?.getAttribute('data-type') === 'END_TURN');
    await expect(page.getByTestId('event-row').first().getByTestId('event-text').innerText()).resolves.toBe(`${HERO_TEAM} ends its turn.`);

    // Dice rolled at the table, entered by hand: a face that is no d6 is refused next to the field.
    await attack.getByLabel('Attacker').selectOption({ label: 'Razorback' });
    await attack.getByLabel('Skylark').check();
    await attack.getByLabel('Rolled at the table').check();
    const faces = attack.getByLabel('Dice rolled at the table (e.g. “4 5”)');
    await faces.fill('9 2');
    await attack.getByTestId('record-attack').click();
    await expect(attack.locator('[data-testid="field-error"][data-field="forcedDice"]').innerText()).resolves.toMatch(/number from 1 to 6/);
    // A miss (1 + 2 + 10 < 15), so Razorback's Blades/Claws/Fangs rolls no third die.
    await attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').fill('1 2');
    await attack.getByTestId('record-attack').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="attack-result"]')?.textContent?.includes('Razorback makes'));
    const result = page.getByTestId('attack-result');
    await expect(result.innerText()).resolves.toMatch(/Rolled at the table and entered by hand/);
    await expect(result.getByTestId('die').evaluateAll((dice) => dice.map((d) => d.getAttribute('data-face')))).resolves.toEqual(['1', '2']);
    await expect(result.getByTestId('attack-step').allInnerTexts()).resolves.toContainEqual(expect.stringMatching(/rolled 1\+2 = 3/));

    await fitsWidth(page, 1024);
    await fitsWidth(page, 768);
    await screenshot(page, 'match-tracker');
  });

  test('refuses an attack without a target, in words next to the targets', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await createMatch(page);
    const attack = page.getByTestId('attack-form');
    await attack.getByLabel('Attacker').selectOption({ label: 'Ironwall' });
    await attack.getByTestId('record-attack').click();
    const refusal = attack.locator('[data-testid="field-error"][data-field="targetFigureIds"]');
    await expect(refusal.innerText()).resolves.toMatch(/Tick at least one target/);
    await expect(page.getByTestId('event-log-empty').isVisible()).resolves.toBe(true);
    await screenshot(page, 'match-attack-refused');
  });

  test('lists matches with a status filter; a player whose team plays a match records it and proposes its result', async ({ page, openPage }) => {
    await signIn(page, DEMO_CREATOR);
    const url = await createMatch(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Matches' }).click();
    await page.waitForURL(adminUrl(`/worlds/${WORLD}/matches`));
    await page.getByTestId('match-row').first().waitFor();
    await page.getByLabel('Status').selectOption('RESOLVED');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/status=RESOLVED/);
    // This world has resolved no match: none listed, never the one just set up.
    await page.getByTestId('matches-empty').waitFor();
    await expect(page.getByTestId('match-row').count()).resolves.toBe(0);
    await page.getByLabel('Status').selectOption('SETUP');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/status=SETUP/);
    await page.getByTestId('match-row').first().waitFor();
    // Exactly the world's matches still being set up, as the API lists them, the one just set up first.
    const { matches } = await api<{ matches: { totalCount: number } }>(
      `query ($world: String!) { matches(world: $world, status: SETUP, first: 1) { totalCount } }`,
      { world: WORLD },
      await apiSignIn(DEMO_CREATOR),
    );
    const statuses = await page.getByTestId('match-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
    expect(statuses).toEqual(Array<string>(matches.totalCount).fill('SETUP'));
    await fitsWidth(page, 768);
    await screenshot(page, 'matches-list');

    const player = await openPage({ viewport: { width: 1024, height: 900 } });
    await signIn(player, DEMO_HERO_PLAYER);
    await player.goto(adminUrl(`/worlds/${WORLD}/matches`));
    // A player with a team sets up his own matches (issue 17): the list offers him the form.
    await expect(player.getByTestId('new-match').count()).resolves.toBe(1);
    await player.goto(url.replace(/\?.*$/, ''));
    await player.getByTestId('match-tracker').waitFor();
    // His team plays this match (issue 17): he records for it and proposes its result (player-matches.spec.ts walks that).
    await expect(player.getByTestId('read-only').count()).resolves.toBe(0);
    await expect(player.getByTestId('resolution-wizard').count()).resolves.toBe(1);
    await expect(player.getByTestId('resolution-pending').count()).resolves.toBe(0);
    await screenshot(player, 'match-tracker-player');
  });
});
