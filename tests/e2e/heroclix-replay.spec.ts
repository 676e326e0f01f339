import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, fitsWidth, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// The step-through replay of a resolved HeroClix match (issue 17): one address per step (?at=N), the
// event of that step in the log's words, every figure's click as it stood then, and First, Previous,
// Next and Last (buttons and arrow keys). The match is set up and played through the API in this
// file's own world, with a dial whose every click differs, so each step's numbers are exact.

const WORLD = `heroclix-replay-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
let token: string;

type Click = { speed: number; attack: number; defense: number; damage: number };

/** A character of this file's world with one Rookie version of these clicks (the last one KO). */
async function character(name: string, clicks: Click[], visibility: 'PUBLIC' | 'HIDDEN' = 'PUBLIC'): Promise<string> {
  const input = {
    world: WORLD,
    name,
    kind: 'NPC',
    visibility,
    description: `${name}, for the replay.`,
    versions: [{ rank: 'ROOKIE', pointValue: 50, range: 6, targets: 1, clicks, koClicks: clicks.length }],
  };
  const data = await api<{ createCharacter: { character: { versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character!.versions[0].id;
}

async function record(matchId: string, event: Record<string, unknown>) {
  const data = await api<{ recordMatchEvent: { userErrors: unknown[] } }>(
    `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { ${ERRORS} } }`,
    { input: { matchId, event } },
    token,
  );
  expect(data.recordMatchEvent.userErrors).toEqual([]);
}

const same = (click: Click, n: number) => Array.from({ length: n }, () => click);
// Every click of the Target's dial shows other numbers: speed, attack, defense, damage.
const TARGET_DIAL: Click[] = [
  { speed: 9, attack: 10, defense: 17, damage: 3 },
  { speed: 8, attack: 9, defense: 16, damage: 2 },
  { speed: 7, attack: 8, defense: 15, damage: 2 },
  { speed: 6, attack: 7, defense: 14, damage: 1 },
  { speed: 5, attack: 6, defense: 13, damage: 1 },
  { speed: 4, attack: 5, defense: 12, damage: 1 },
];

/** A HeroClix 2003 match of this world between two NPC forces: its id and its figures' ids in match order. */
async function createMatch(heroes: string[], villains: string[]): Promise<{ id: string; figureIds: string[] }> {
  const created = await api<{ createMatch: { match: { id: string; figures: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`,
    {
      input: {
        world: WORLD,
        ruleset: 'HEROCLIX_2003',
        buildTotal: 200,
        sides: [
          { alignment: 'HERO', versionIds: heroes },
          { alignment: 'VILLAIN', versionIds: villains },
        ],
      },
    },
    token,
  );
  expect(created.createMatch.userErrors).toEqual([]);
  return { id: created.createMatch.match!.id, figureIds: created.createMatch.match!.figures.map((f) => f.id) };
}

let matchId: string;
/** The Striker's and the Target's versions, for another match. */
let playedVersions: string[];

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'HeroClix replay', slug: WORLD } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
  const striker = await character('Replay Striker', same({ speed: 8, attack: 10, defense: 16, damage: 2 }, 6));
  const target = await character('Replay Target', TARGET_DIAL);
  const agent = await character('Replay Agent', same({ speed: 8, attack: 7, defense: 15, damage: 1 }, 6), 'HIDDEN');
  const created = await createMatch([striker], [target, agent]);
  matchId = created.id;
  playedVersions = [striker, target];
  const [strikerId, targetId] = created.figureIds;
  // 10 + 4 + 5 = 19 against the Target's 17: a hit for the Striker's 2 clicks (click 1 to 3).
  await record(matchId, { type: 'ATTACK', figureId: strikerId, attackKind: 'CLOSE', targetFigureIds: [targetId], forcedDice: [4, 5] });
  await record(matchId, { type: 'HEAL', figureId: targetId, clicks: 1 });
  await record(matchId, { type: 'END_TURN', side: 0 });
  const resolved = await api<{ resolveMatch: { userErrors: unknown[] } }>(
    `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
    { input: { matchId, idempotencyKey: randomUUID(), outcome: {} } },
    token,
  );
  expect(resolved.resolveMatch.userErrors).toEqual([]);
});

const card = (page: Page, name: string) => page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The click a card shows: its caption and each value's number, as [caption, speed, attack, defense, damage]. */
const clickOf = async (page: Page, name: string) => {
  const shown = card(page, name).getByTestId('figure-click');
  const values = await shown.locator('td').evaluateAll((cells) => cells.map((c) => `${c.getAttribute('data-value')} ${c.getAttribute('data-number')}`));
  return [await shown.locator('caption').innerText(), ...values];
};
const replay = (page: Page) => page.getByTestId('match-replay');
/** Waits for step `at` to be the one shown (after a link, a key or a fresh load). */
const reach = (page: Page, at: number) => page.waitForSelector(`[data-testid="match-replay"][data-at="${at}"]`, { timeout: 15000 });
const eventText = (page: Page) => page.getByTestId('replay-event-text').innerText();

test.describe('the step-through replay of a resolved HeroClix match (issue 17)', () => {
  test('steps from the setup through the attack, the heal and the end of the turn, each click as it stood then, First and Last at 0 and 3', async ({
    page,
  }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/matches/${matchId}`));
    await page.getByTestId('match-tracker').waitFor();
    await page.getByTestId('replay-link').click();
    await reach(page, 0);
    await expect(replay(page).getAttribute('data-last')).resolves.toBe('3');
    await expect(page.getByTestId('replay-status').innerText()).resolves.toBe('The setup, before the first of 3 events.');
    await expect(page.getByTestId('replay-event').count()).resolves.toBe(0);
    await expect(clickOf(page, 'Replay Target')).resolves.toEqual(['Click 1', 'SPEED 9', 'ATTACK 10', 'DEFENSE 17', 'DAMAGE 3']);
    await expect(clickOf(page, 'Replay Striker')).resolves.toEqual(['Click 1', 'SPEED 8', 'ATTACK 10', 'DEFENSE 16', 'DAMAGE 2']);
    await expect(page.getByTestId('replay-turn').innerText()).resolves.toBe('Turn 1 · NPC force (side 1) to act');
    await expect(page.getByTestId('replay-first').getAttribute('aria-disabled')).resolves.toBe('true');
    await expectAccessible(page);

    await page.getByTestId('replay-next').click();
    await reach(page, 1);
    expect(page.url()).toMatch(/\/replay\?at=1$/);
    await expect(page.getByTestId('replay-status').innerText()).resolves.toBe('Event 1 of 3.');
    await expect(eventText(page)).resolves.toBe('Replay Striker makes a close attack on Replay Target: hits Replay Target for 2 damage.');
    await expect(page.getByTestId('replay-event').getByTestId('dice').count()).resolves.toBe(1);
    await expect(clickOf(page, 'Replay Target')).resolves.toEqual(['Click 3 (2 taken)', 'SPEED 7', 'ATTACK 8', 'DEFENSE 15', 'DAMAGE 2']);
    await expect(clickOf(page, 'Replay Striker')).resolves.toEqual(['Click 1', 'SPEED 8', 'ATTACK 10', 'DEFENSE 16', 'DAMAGE 2']);

    // The arrow key steps on as the Next button does, once the page has come alive.
    await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid="replay-steps"]') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await page.keyboard.press('ArrowRight');
    await reach(page, 2);
    await expect(eventText(page)).resolves.toBe('Replay Target heals 1 click.');
    await expect(clickOf(page, 'Replay Target')).resolves.toEqual(['Click 2 (1 taken)', 'SPEED 8', 'ATTACK 9', 'DEFENSE 16', 'DAMAGE 2']);
    // On a figure's dial wheel the arrow keys turn the wheel, not the replay.
    const wheel = card(page, 'Replay Target').getByTestId('dial-wheel');
    await wheel.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-testid="figure-card"] [data-testid="dial-wheel"][data-click="3"]');
    // A step taken by mistake would be a server round trip: give it the time one takes here.
    await page.waitForTimeout(1500);
    await expect(replay(page).getAttribute('data-at')).resolves.toBe('2');
    expect(page.url()).toMatch(/\/replay\?at=2$/);
    await wheel.blur();

    await page.getByTestId('replay-next').click();
    await reach(page, 3);
    await expect(eventText(page)).resolves.toBe('NPC force (side 1) ends its turn.');
    await expect(clickOf(page, 'Replay Target')).resolves.toEqual(['Click 2 (1 taken)', 'SPEED 8', 'ATTACK 9', 'DEFENSE 16', 'DAMAGE 2']);
    await expect(page.getByTestId('replay-turn').innerText()).resolves.toBe('Turn 2 · NPC force (side 2) to act');
    await expect(page.getByTestId('replay-next').getAttribute('aria-disabled')).resolves.toBe('true');

    await page.getByTestId('replay-first').click();
    await reach(page, 0);
    await expect(clickOf(page, 'Replay Target')).resolves.toEqual(['Click 1', 'SPEED 9', 'ATTACK 10', 'DEFENSE 17', 'DAMAGE 3']);
    await page.getByTestId('replay-previous').waitFor();
    await expect(page.getByTestId('replay-previous').getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByTestId('replay-last').click();
    await reach(page, 3);
    expect(page.url()).toMatch(/\/replay\?at=3$/);

    // Every step is listed with its words; the one shown is marked.
    await expect(page.getByTestId('replay-log-step').allInnerTexts()).resolves.toEqual([
      '0. The setup',
      '1. Attack: Replay Striker makes a close attack on Replay Target: hits Replay Target for 2 damage.',
      '2. Heal: Replay Target heals 1 click.',
      '3. End of turn: NPC force (side 1) ends its turn.',
    ]);
    await expect(page.locator('[data-testid="replay-log-step"] [aria-current="step"]').innerText()).resolves.toContain('3. End of turn');
    await expectAccessible(page);
  });

  test("keeps a hidden character's dial hidden from a signed-out visitor at every step, as the API does", async ({ page }) => {
    for (const at of [0, 1, 3]) {
      await page.goto(adminUrl(`/matches/${matchId}/replay?at=${at}`));
      await reach(page, at);
      await expect(page.getByTestId('signed-in-as').count()).resolves.toBe(0);
      const hidden = page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name: 'Hidden figure 3', exact: true }) });
      await expect(hidden.getByTestId('figure-click').innerText()).resolves.toBe('Dial hidden from you');
      await expect(page.getByText('Replay Agent').count()).resolves.toBe(0);
    }
    await expect(clickOf(page, 'Replay Target')).resolves.toEqual(['Click 2 (1 taken)', 'SPEED 8', 'ATTACK 9', 'DEFENSE 16', 'DAMAGE 2']);
    await expectAccessible(page);
    await screenshot(page, 'heroclix-replay');
    await fitsWidth(page, 390);
  });

  test('links a match still being played to its replay once an event is recorded, and not before', async ({ page }) => {
    const { id: played } = await createMatch([playedVersions[0]], [playedVersions[1]]);
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/matches/${played}`));
    await page.getByTestId('match-tracker').waitFor();
    await expect(page.getByTestId('replay-link').count()).resolves.toBe(0);
    await record(played, { type: 'END_TURN', side: 0 });
    await page.reload();
    await page.getByTestId('replay-link').click();
    await reach(page, 0);
    await expect(replay(page).getAttribute('data-last')).resolves.toBe('1');
    await page.getByTestId('replay-last').click();
    await reach(page, 1);
    await expect(eventText(page)).resolves.toBe('NPC force (side 1) ends its turn.');
    await expect(clickOf(page, 'Replay Target')).resolves.toEqual(['Click 1', 'SPEED 9', 'ATTACK 10', 'DEFENSE 17', 'DAMAGE 3']);
  });
});
