import type { Locator } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, fitsWidth, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// A dial shown as a dial (issue 17): beside the character's dial table, the wheel with the current
// click in its window; its buttons and the arrow keys turn it a click at a time and the window then
// shows what the table shows for that click; the tracker's card turns it to the figure's click.
// The character and match are this file's own, in its own world, so every value is exact.

const WORLD = `dial-wheel-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
let token: string;

// Five live clicks, starting on click 2, then two KO slots: seven slots around the wheel.
const CLICKS = [
  { speed: 10, attack: 11, defense: 18, damage: 4, speedPower: 'Flurry' },
  { speed: 9, attack: 10, defense: 17, damage: 3, attackPower: 'Energy Explosion' },
  { speed: 8, attack: 9, defense: 16, damage: 3 },
  { speed: 7, attack: 8, defense: 15, damage: 2, defensePower: 'Toughness' },
  { speed: 6, attack: 7, defense: 14, damage: 1 },
];
const VALUES = ['SPEED', 'ATTACK', 'DEFENSE', 'DAMAGE'] as const;
const valuesOf = (click: number) => {
  const c = CLICKS[click - 1];
  return [String(c.speed), String(c.attack), String(c.defense), String(c.damage)];
};

async function character(name: string, startingClick: number): Promise<{ id: string; versionId: string }> {
  const data = await api<{ createCharacter: { character: { id: string; versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id } } ${ERRORS} } }`,
    {
      input: {
        world: WORLD,
        name,
        kind: 'NPC',
        description: `${name}, for the dial wheel.`,
        versions: [{ rank: 'ROOKIE', pointValue: 40, range: 6, targets: 1, clicks: CLICKS, koClicks: 2, startingClick }],
      },
    },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return { id: data.createCharacter.character!.id, versionId: data.createCharacter.character!.versions[0].id };
}

/** What the wheel's window shows: its click and the four values, in order. */
async function windowOf(wheel: Locator) {
  const window = wheel.getByTestId('dial-wheel-window');
  return {
    click: await wheel.getAttribute('data-click'),
    values: await window.locator('[data-value]').evaluateAll((cells) => cells.map((c) => [c.getAttribute('data-value'), c.getAttribute('data-number')])),
  };
}

/** What the dial table prints for a click, as [value, number] pairs. */
async function tableColumn(dial: Locator, click: number) {
  return Promise.all(VALUES.map(async (v) => [v, await dial.locator(`td[data-click="${click}"][data-value="${v}"]`).getAttribute('data-number')]));
}

const expected = (click: number) => ({ click: String(click), values: VALUES.map((v, i) => [v, valuesOf(click)[i]]) });

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'Dial wheel', slug: WORLD } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
});

test.describe('the dial wheel', () => {
  test("shows the starting click beside the table, turns by buttons and keys to the values the table shows, and the tracker's card shows the figure's click after damage", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const spinner = await character('Brass Spinner', 2);
    const target = await character('Copper Target', 1);
    await signIn(page, DEMO_CREATOR);

    await page.goto(adminUrl(`/characters/${spinner.id}`));
    const dial = page.getByTestId('dial-ROOKIE');
    const wheel = page.getByTestId('dial-wheel');
    await wheel.waitFor();
    await expect(wheel.count()).resolves.toBe(1);
    // At the starting click, its values as the table prints them, and the same in words for a screen reader.
    await expect(windowOf(wheel)).resolves.toEqual(expected(2));
    await expect(tableColumn(dial, 2)).resolves.toEqual(expected(2).values);
    await expect(wheel.getByTestId('dial-wheel-window').getAttribute('data-start')).resolves.toBe('true');
    await expect(wheel.getByTestId('dial-wheel-live').innerText()).resolves.toBe(
      'Click 2 of 7 (starting click): Speed 9, Attack 10 (Energy Explosion), Defense 17, Damage 3.',
    );
    await expect(wheel.getAttribute('aria-label')).resolves.toBe('Rookie dial as a wheel');
    // The disc: seven slots, the second the starting click, the last two KO.
    await expect(wheel.locator('[data-slot]').evaluateAll((slots) => slots.map((s) => s.getAttribute('data-kind')))).resolves.toEqual([
      'live',
      'start',
      'live',
      'live',
      'live',
      'ko',
      'ko',
    ]);
    await expectAccessible(page);

    // The On button turns to click 3: the window shows what the table shows there.
    await wheel.getByRole('button', { name: 'Turn on one click' }).click();
    await expect(windowOf(wheel)).resolves.toEqual(expected(3));
    await expect(tableColumn(dial, 3)).resolves.toEqual(expected(3).values);
    await expect(wheel.getByTestId('dial-wheel-live').innerText()).resolves.toBe('Click 3 of 7: Speed 8, Attack 9, Defense 16, Damage 3.');

    // The keys: the wheel takes focus; right turns on, left back, Home returns to the starting click.
    await wheel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(windowOf(wheel)).resolves.toEqual(expected(4));
    await expect(tableColumn(dial, 4)).resolves.toEqual(expected(4).values);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Click 6 is the first KO slot: no values, KO in the window and in words.
    await expect(wheel.getAttribute('data-click')).resolves.toBe('6');
    await expect(wheel.getByTestId('dial-wheel-window').getAttribute('data-ko')).resolves.toBe('true');
    await expect(wheel.getByTestId('dial-wheel-live').innerText()).resolves.toBe('Click 6 of 7: KO.');
    await page.keyboard.press('Home');
    await expect(windowOf(wheel)).resolves.toEqual(expected(2));
    await page.keyboard.press('ArrowLeft');
    await expect(windowOf(wheel)).resolves.toEqual(expected(1));
    await expect(tableColumn(dial, 1)).resolves.toEqual(expected(1).values);
    // Flurry's colour on click 1's speed, in the window as in the table.
    const background = (cell: Locator) => cell.evaluate((e) => getComputedStyle(e).backgroundColor);
    const flurry = await background(dial.locator('td[data-click="1"][data-value="SPEED"]'));
    expect(flurry).not.toBe('rgb(255, 255, 255)');
    await expect(background(wheel.locator('[data-testid="dial-wheel-window"] [data-value="SPEED"]'))).resolves.toBe(flurry);
    // Round past click 1 to the last slot, a KO, as a real dial turns.
    await page.keyboard.press('ArrowLeft');
    await expect(wheel.getAttribute('data-click')).resolves.toBe('7');
    await page.getByRole('button', { name: 'Turn back one click' }).click();
    await expect(wheel.getAttribute('data-click')).resolves.toBe('6');
    await page.getByRole('button', { name: 'Turn on one click' }).click();
    await page.getByRole('button', { name: 'Turn on one click' }).click();
    await expect(windowOf(wheel)).resolves.toEqual(expected(1));
    await expectAccessible(page);
    await fitsWidth(page, 390);
    await screenshot(page, 'dial-wheel-character');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The tracker: the spinner takes 2 clicks of damage, from click 2 to click 4; its card's wheel stands there.
    const created = await api<{ createMatch: { match: { id: string; figures: { id: string }[] } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`,
      {
        input: {
          world: WORLD,
          buildTotal: 40,
          sides: [
            { alignment: 'HERO', versionIds: [spinner.versionId] },
            { alignment: 'VILLAIN', versionIds: [target.versionId] },
          ],
        },
      },
      token,
    );
    expect(created.createMatch.userErrors).toEqual([]);
    const match = created.createMatch.match!;
    const damaged = await api<{ recordMatchEvent: { userErrors: unknown[] } }>(
      `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.id, event: { type: 'DAMAGE', figureId: match.figures[0].id, clicks: 2, byFigureId: match.figures[1].id } } },
      token,
    );
    expect(damaged.recordMatchEvent.userErrors).toEqual([]);

    await page.goto(adminUrl(`/matches/${match.id}`));
    await page.getByTestId('match-tracker').waitFor();
    const card = (name: string) => page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('Brass Spinner').getAttribute('data-click-number')).resolves.toBe('4');
    const cardWheel = card('Brass Spinner').getByTestId('dial-wheel');
    await expect(windowOf(cardWheel)).resolves.toEqual(expected(4));
    await expect(cardWheel.getByTestId('dial-wheel-live').innerText()).resolves.toBe(
      "Click 4 of 7 (the figure's click): Speed 7, Attack 8, Defense 15 (Toughness), Damage 2.",
    );
    // The undamaged target stands at its starting click, click 1.
    await expect(windowOf(card('Copper Target').getByTestId('dial-wheel'))).resolves.toEqual(expected(1));
    // Turning the card's wheel only looks ahead: the figure's click stays 4.
    await cardWheel.getByRole('button', { name: 'Turn on one click' }).click();
    await expect(windowOf(cardWheel)).resolves.toEqual(expected(5));
    await expect(card('Brass Spinner').getAttribute('data-click-number')).resolves.toBe('4');
    await expectAccessible(page);
    await fitsWidth(page, 390);
    await screenshot(page, 'dial-wheel-tracker');
  });
});
