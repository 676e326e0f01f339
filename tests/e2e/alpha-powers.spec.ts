import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// HeroClix Alpha's powers card in the tracker (issue 13, seed 001): a figure's card offers Flurry right
// after its punch hit, and the powers its click shows that act instead of attacking, with their pickers.

const WORLD = `alpha-powers-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
let token: string;

/** A 40-point character of this file's world: 6 clicks of attack 9, defense 16, damage 2, showing `powers`. */
async function character(name: string, powers: Record<string, string> = {}): Promise<string> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2, ...powers };
  const input = {
    world: WORLD,
    name,
    kind: 'NPC',
    description: `${name}, of the Alpha powers card.`,
    versions: [{ rank: 'ROOKIE', pointValue: 40, range: 6, targets: 1, clicks: Array(6).fill(click), koClicks: 6 }],
  };
  const data = await api<{ createCharacter: { character: { versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character!.versions[0].id;
}

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'Alpha powers', slug: WORLD } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
});

const card = (page: Page, name: string) => page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const turn = (page: Page) => page.getByTestId('turn-indicator').innerText();
const latestEvent = (page: Page) => page.getByTestId('event-row').first().getByTestId('event-text');

test.describe('the tracker and the Alpha powers card', () => {
  test('offers Flurry after a punch that hit (no action of its own) and Pulse with its enemies, each only on the card whose click shows it', async ({
    page,
  }) => {
    const heroes = [
      await character('Flurry Fist', { speedPower: 'Flurry' }),
      await character('Pulse Caster', { attackPower: 'Pulse' }),
      await character('Alpha Ally A'),
      await character('Alpha Ally B'),
      await character('Alpha Ally C'),
    ];
    const foes: string[] = [];
    for (let i = 1; i <= 5; i++) foes.push(await character(`Alpha Foe ${i}`));
    const created = await api<{ createMatch: { match: { id: string; figures: { id: string }[] } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`,
      {
        input: {
          world: WORLD,
          ruleset: 'HEROCLIX_ALPHA',
          buildTotal: 250,
          sides: [
            { alignment: 'HERO', versionIds: heroes },
            { alignment: 'VILLAIN', versionIds: foes },
          ],
        },
      },
      token,
    );
    expect(created.createMatch.userErrors).toEqual([]);
    const match = created.createMatch.match!;
    // 9 + 4 + 4 = 17 hits Alpha Foe 1's defense 16: Flurry is open.
    const punched = await api<{ recordMatchEvent: { userErrors: unknown[] } }>(
      `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { ${ERRORS} } }`,
      {
        input: {
          matchId: match.id,
          event: { type: 'ATTACK', figureId: match.figures[0].id, attackKind: 'CLOSE', targetFigureIds: [match.figures[5].id], forcedDice: [4, 4] },
        },
      },
      token,
    );
    expect(punched.recordMatchEvent.userErrors).toEqual([]);

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/matches/${match.id}`));
    await page.getByTestId('match-tracker').waitFor();
    await expect(turn(page)).resolves.toBe('Turn 1 · NPC force (side 1) to act · 2 actions left');
    const flurry = card(page, 'Flurry Fist').getByTestId('flurry-form');
    await expect(flurry.getByLabel('Flurry: punch').locator('option').allInnerTexts()).resolves.toEqual([
      'Alpha Foe 2',
      'Alpha Foe 3',
      'Alpha Foe 4',
      'Alpha Foe 5',
    ]);
    await expect(page.getByTestId('flurry-form').count()).resolves.toBe(1);
    await expect(card(page, 'Pulse Caster').getByTestId('alpha-power').getAttribute('data-power')).resolves.toBe('PULSE');
    await expect(page.getByTestId('alpha-power-form').count()).resolves.toBe(1);
    await expectAccessible(page);

    await flurry.getByLabel('Flurry: punch').selectOption({ label: 'Alpha Foe 3' });
    await flurry.getByRole('button', { name: 'Punch again' }).click();
    await latestEvent(page).filter({ hasText: 'Flurry Fist makes a close attack on Alpha Foe 3' }).waitFor();
    // The second punch belongs to the first one's action.
    await expect(turn(page)).resolves.toBe('Turn 1 · NPC force (side 1) to act · 2 actions left');
    await expect(page.getByTestId('flurry-form').count()).resolves.toBe(0);

    const pulse = card(page, 'Pulse Caster').getByTestId('alpha-power-form');
    await pulse.getByLabel('Alpha Foe 4').check();
    await pulse.getByLabel('Alpha Foe 5').check();
    await pulse.getByTestId('alpha-power').click();
    await latestEvent(page).filter({ hasText: 'uses Pulse' }).waitFor();
    await expect(latestEvent(page).innerText()).resolves.toBe('Pulse Caster uses Pulse: Alpha Foe 4 takes 1, Alpha Foe 5 takes 1.');
    await expect(turn(page)).resolves.toBe('Turn 1 · NPC force (side 1) to act · 1 action left');
    await expect(page.getByTestId('alpha-power-form').count()).resolves.toBe(0);
  });
});
