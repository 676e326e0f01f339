import type { Page } from '@playwright/test';
import { adminUrl, ANY_ID, api, apiSignIn, DEMO_CREATOR, fitsWidth, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// The match tracker follows the engine (issue 13, issue 17 items 3 and 11): each match is set up
// through the API in this file's own world, with plain dials, so every figure and score is exact.

const WORLD = `tracker-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
let token: string;

type Click = { speed: number; attack: number; defense: number; damage: number; attackPower?: string };

/** A character of this file's world with one version: its points, range, targets and `live` clicks all showing `click`. */
async function character(name: string, v: { points: number; click?: Partial<Click>; live?: number; range?: number; targets?: number }): Promise<string> {
  const live = v.live ?? 6;
  const click = { speed: 8, attack: 9, defense: 16, damage: 2, ...v.click };
  const input = {
    world: WORLD,
    name,
    kind: 'NPC',
    description: `${name}, for the tracker's journeys.`,
    versions: [
      {
        rank: 'ROOKIE',
        pointValue: v.points,
        range: v.range ?? 6,
        targets: v.targets ?? 1,
        clicks: Array.from({ length: live }, () => click),
        koClicks: 12 - live,
      },
    ],
  };
  const data = await api<{ createCharacter: { character: { versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character!.versions[0].id;
}

type Side = { versionIds: string[]; reinforcementIds?: string[] };

/** An NPC match of this world: its id and its figures' ids in match order. */
async function npcMatch(ruleset: string, buildTotal: number, sides: Side[]): Promise<{ id: string; figureIds: string[] }> {
  const input = { world: WORLD, ruleset, buildTotal, sides: sides.map((s, i) => ({ alignment: i === 0 ? 'HERO' : 'VILLAIN', ...s })) };
  const data = await api<{ createMatch: { match: { id: string; figures: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data.createMatch.userErrors).toEqual([]);
  return { id: data.createMatch.match!.id, figureIds: data.createMatch.match!.figures.map((f) => f.id) };
}

async function record(matchId: string, event: Record<string, unknown>) {
  const data = await api<{ recordMatchEvent: { userErrors: unknown[] } }>(
    `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { ${ERRORS} } }`,
    { input: { matchId, event } },
    token,
  );
  expect(data.recordMatchEvent.userErrors).toEqual([]);
}

async function matchState(matchId: string) {
  const data = await api<{ matchState: { activeSide: number | null; reinforcementsDue: { figureId: string; eligibleFigureIds: string[] }[] } }>(
    `query ($id: ID!) { matchState(matchId: $id) { activeSide reinforcementsDue { figureId eligibleFigureIds } } }`,
    { id: matchId },
    token,
  );
  return data.matchState;
}

async function openTracker(page: Page, matchId: string) {
  await page.goto(adminUrl(`/matches/${matchId}`));
  await page.getByTestId('match-tracker').waitFor();
}

/** A figure's card, by the name in its heading. */
const card = (page: Page, name: string) => page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const checkedValue = (page: Page, name: string) =>
  page
    .getByTestId('attack-form')
    .locator(`input[name="${name}"]:checked`)
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'Tracker journeys', slug: WORLD } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
});

test.describe('the match tracker', () => {
  test('keeps what a refused attack was sent with, and the next submit records what is shown (issue 17, item 3)', async ({ page }) => {
    const shooter = await character('Sharpshooter', { points: 30, range: 8 });
    const bruteA = await character('Brute A', { points: 30 });
    const bruteB = await character('Brute B', { points: 30 });
    const m = await npcMatch('CLIX_CAMPAIGN', 100, [{ versionIds: [shooter] }, { versionIds: [bruteA, bruteB] }]);
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    const attack = page.getByTestId('attack-form');
    await attack.getByLabel('Attacker').selectOption({ label: 'Sharpshooter' });
    await attack.getByLabel('Ranged').check();
    await attack.getByLabel('Brute B', { exact: true }).check();
    await attack.getByLabel('Rolled at the table').check();
    await attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').fill('9');
    await attack.getByTestId('record-attack').click();
    await attack.locator('[data-testid="field-error"][data-field="forcedDice"]').waitFor();

    // The form shows what was sent, in the DOM as well as in its state.
    await expect(attack.getByLabel('Attacker').inputValue()).resolves.toBe(m.figureIds[0]);
    await expect(checkedValue(page, 'attackKind')).resolves.toEqual(['RANGED']);
    await expect(checkedValue(page, 'targetFigureIds')).resolves.toEqual([m.figureIds[2]]);
    await expect(checkedValue(page, 'dice')).resolves.toEqual(['TABLE']);
    await expect(attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').inputValue()).resolves.toBe('9');

    await attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').fill('1 2');
    await attack.getByTestId('record-attack').click();
    await page.locator('[data-testid="event-row"][data-type="ATTACK"]').waitFor();
    await expect(page.getByTestId('event-row').first().getByTestId('event-text').innerText()).resolves.toBe(
      'Sharpshooter makes a ranged attack on Brute B (1 square): misses Brute B.',
    );
    await screenshot(page, 'tracker-refused-attack-kept');
  });

  test("shows whose turn it is; only the side to act is given actions and ends its turn, each card its legal actions, and a KO'd figure no controls (issue 17, item 11)", async ({
    page,
  }) => {
    const hero = await character('Turn Hero', { points: 40, range: 6, click: { attack: 10 } });
    const villain = await character('Turn Villain', { points: 30, range: 0 });
    const brute = await character('Turn Brute', { points: 30 });
    const m = await npcMatch('CLIX_CAMPAIGN', 100, [{ versionIds: [hero] }, { versionIds: [villain, brute] }]);
    const [heroId, villainId, bruteId] = m.figureIds;
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);

    // Clix Campaign: three actions for each character a turn (seed 000).
    await expect(page.getByTestId('turn-indicator').innerText()).resolves.toBe('Turn 1 · NPC force (side 1) to act · 3 actions left');
    await expect(page.getByTestId('end-turn-form').getByRole('button').allInnerTexts()).resolves.toEqual(['End turn: NPC force (side 1)']);
    await expect(page.getByTestId('end-turn-form').getByRole('button').isEnabled()).resolves.toBe(true);
    // The other side is given no actions; what happens to its figures (damage, a KO) is still recorded on their cards.
    for (const name of ['Turn Villain', 'Turn Brute']) {
      await expect(card(page, name).getByTestId('figure-legal-actions').count()).resolves.toBe(0);
      await expect(card(page, name).getByRole('button', { name: 'Damage' }).count()).resolves.toBe(1);
    }
    const actionsOf = (name: string) =>
      card(page, name)
        .getByTestId('legal-action')
        .evaluateAll((all) => all.map((a) => a.getAttribute('data-action')));
    await expect(actionsOf('Turn Hero')).resolves.toEqual(['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED']);
    const attack = page.getByTestId('attack-form');
    await expect(attack.getByLabel('Attacker').locator('option').allInnerTexts()).resolves.toEqual(['Turn Hero']);
    await expect(attack.getByTestId('attack-target').evaluateAll((all) => all.map((t) => t.getAttribute('data-figure-id')))).resolves.toEqual([
      villainId,
      bruteId,
    ]);

    // Fleeing is the character's first action or none (seed 000), from an enemy it could attack.
    await expect(card(page, 'Turn Hero').getByTestId('flee-form').getByLabel('Flee from').locator('option').allInnerTexts()).resolves.toEqual([
      'Turn Villain',
      'Turn Brute',
    ]);
    // A move is one of the character's actions.
    await card(page, 'Turn Hero').getByRole('button', { name: 'Move' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="turn-indicator"]')?.getAttribute('data-actions-left') === '2');
    await expect(page.getByTestId('event-row').first().getByTestId('event-text').innerText()).resolves.toBe('Turn Hero moves.');
    await expect(card(page, 'Turn Hero').getByTestId('flee-form').count()).resolves.toBe(0);

    // The card's Ranged attack opens the attack form on that attacker and kind.
    await card(page, 'Turn Hero').getByRole('link', { name: 'Ranged attack' }).click();
    await page.waitForURL(/kind=RANGED/);
    await expect(checkedValue(page, 'attackKind')).resolves.toEqual(['RANGED']);

    // Brute is knocked out by the hero; the villains' turn: the KO'd card has no controls, the villain's card fights close only.
    await record(m.id, { type: 'KO', figureId: bruteId, byFigureId: heroId, side: 0 });
    await page.reload();
    await page.getByRole('button', { name: 'End turn: NPC force (side 1)' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="turn-indicator"]')?.getAttribute('data-turn') === '2');
    await expect(page.getByTestId('turn-indicator').innerText()).resolves.toBe('Turn 2 · NPC force (side 2) to act · 3 actions left');
    await expect(page.getByTestId('end-turn-form').getByRole('button').allInnerTexts()).resolves.toEqual(['End turn: NPC force (side 2)']);
    await expect(card(page, 'Turn Brute').getByTestId('figure-status').innerText()).resolves.toBe('KO');
    await expect(card(page, 'Turn Brute').locator('button, a.button').count()).resolves.toBe(0);
    await expect(card(page, 'Turn Hero').getByTestId('figure-legal-actions').count()).resolves.toBe(0);
    await expect(actionsOf('Turn Villain')).resolves.toEqual(['FREE', 'MOVE', 'POWER', 'CLOSE']);
    await expect(attack.getByLabel('Attacker').locator('option').allInnerTexts()).resolves.toEqual(['Turn Villain']);
    await expect(attack.getByRole('radio', { name: 'Ranged' }).count()).resolves.toBe(0);
    await expect(attack.getByTestId('attack-target').evaluateAll((all) => all.map((t) => t.getAttribute('data-figure-id')))).resolves.toEqual([heroId]);

    // The log names who dealt the damage, by name (issue 17, items 7 and 11).
    const villainCard = card(page, 'Turn Villain');
    await villainCard.getByLabel('By').selectOption({ label: 'Turn Hero' });
    await villainCard.getByRole('button', { name: 'Damage' }).click();
    await page.locator('[data-testid="event-row"][data-type="DAMAGE"]').waitFor();
    await expect(page.locator('[data-testid="event-row"][data-type="DAMAGE"]').getByTestId('event-text').innerText()).resolves.toBe(
      'Turn Villain takes 1 click from Turn Hero.',
    );
    await expect(page.locator('[data-testid="event-row"][data-type="KO"]').getByTestId('event-text').innerText()).resolves.toBe(
      'Turn Brute is knocked out by Turn Hero.',
    );
    await expect(page.getByTestId('event-log').innerText()).resolves.not.toMatch(ANY_ID);
    await expect(page.getByTestId('match-outcome').getByTestId('outcome-summary').innerText()).resolves.toBe('Decided at resolution');

    await expectAccessible(page);
    await villainCard.getByRole('button', { name: 'Flee' }).click();
    await page.locator('[data-testid="event-row"][data-type="FLEE"]').waitFor();
    await expect(page.locator('[data-testid="event-row"][data-type="FLEE"]').getByTestId('event-text').innerText()).resolves.toBe(
      'Turn Villain flees from Turn Hero.',
    );
    await screenshot(page, 'tracker-turns');
  });

  test("enters the seed 003 Dredd shot with each target's distance and line of fire and each split of the damage: 2/0, 0/2, 1/1", async ({ page }) => {
    const dredd = await character('Judge Dredd', { points: 60, range: 8, targets: 2, click: { attack: 11, damage: 2 } });
    const rasputin = await character('Rasputin', { points: 40, click: { defense: 16 } });
    const asashi = await character('Asashi', { points: 40, click: { defense: 14 } });
    await signIn(page, DEMO_CREATOR);
    for (const [toRasputin, toAsashi] of [
      [2, 0],
      [0, 2],
      [1, 1],
    ]) {
      const m = await npcMatch('HEROCLIX_2003', 100, [{ versionIds: [dredd] }, { versionIds: [rasputin, asashi] }]);
      await openTracker(page, m.id);
      // 2003: one action per started 100 points of the build total.
      await expect(page.getByTestId('turn-indicator').innerText()).resolves.toBe('Turn 1 · NPC force (side 1) to act · 1 action left');
      const attack = page.getByTestId('attack-form');
      await attack.getByLabel('Ranged').check();
      await attack.getByLabel('Rasputin', { exact: true }).check();
      await attack.getByLabel('Asashi', { exact: true }).check();
      await attack.getByLabel('Distance to Rasputin (squares)').fill('5');
      await attack.getByLabel('Distance to Asashi (squares)').fill('6');
      await attack.getByLabel('Line of fire to Rasputin crosses hindering terrain').check();
      await attack.getByLabel('Damage to Rasputin').fill(String(toRasputin));
      await attack.getByLabel('Damage to Asashi').fill(String(toAsashi));
      await expect(attack.getByLabel('Object').locator('option').allInnerTexts()).resolves.toEqual(['None', 'Light object', 'Heavy object']);
      await expect(attack.getByText('Feats used').count()).resolves.toBe(0);
      await attack.getByLabel('Rolled at the table').check();
      if (toRasputin === 2) {
        // The form with every target's details fits a tablet and a phone.
        await fitsWidth(page, 768);
        await fitsWidth(page, 390);
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectAccessible(page);
      }
      // 11 + 7 = 18 hits both: Rasputin 16 + 1 behind hindering terrain, Asashi 14.
      await attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').fill('3 4');
      await attack.getByTestId('record-attack').click();
      await page.locator('[data-testid="event-row"][data-type="ATTACK"]').waitFor();
      await expect(card(page, 'Rasputin').getAttribute('data-click-number')).resolves.toBe(String(1 + toRasputin));
      await expect(card(page, 'Asashi').getAttribute('data-click-number')).resolves.toBe(String(1 + toAsashi));
      await expect(page.getByTestId('event-row').first().getByTestId('event-text').innerText()).resolves.toBe(
        `Judge Dredd makes a ranged attack on Rasputin (5 squares, hindering terrain, split ${toRasputin} ${toRasputin === 1 ? 'click' : 'clicks'}), Asashi (6 squares, split ${toAsashi} ${toAsashi === 1 ? 'click' : 'clicks'}): hits Rasputin for ${toRasputin} damage; hits Asashi for ${toAsashi} damage.`,
      );
      await expect(page.getByTestId('turn-indicator').innerText()).resolves.toBe('Turn 1 · NPC force (side 1) to act · 0 actions left');
    }
    // The score sheet as the engine reads it now: 2003 counts each surviving model's points (seed 003, section 9).
    await expect(page.getByTestId('score-sheet').allInnerTexts()).resolves.toEqual([
      'NPC force (side 1): 60 points\nSurvivor\tJudge Dredd\t60',
      'NPC force (side 2): 80 points\nSurvivor\tRasputin\t40\nSurvivor\tAsashi\t40',
    ]);
    await expect(page.getByTestId('match-outcome').getByTestId('outcome-summary').innerText()).resolves.toBe('Victory points · NPC force (side 2) wins');
    await screenshot(page, 'tracker-dredd-split');
  });

  test('offers only the Alpha reinforcement chooser while reinforcements are due, shows the reserve apart and the KO points, and Resolve once 5 are scored', async ({
    page,
  }) => {
    const strike = { points: 40, live: 1, click: { attack: 10, defense: 15, damage: 1 } };
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 1; i <= 5; i++) {
      a.push(await character(`Striker A${i}`, strike));
      b.push(await character(`Striker B${i}`, strike));
    }
    const reserveA = await character('Reserve A', { ...strike, points: 50 });
    const reserveB = await character('Reserve B', { ...strike, points: 50 });
    const m = await npcMatch('HEROCLIX_ALPHA', 250, [
      { versionIds: a, reinforcementIds: [reserveA] },
      { versionIds: b, reinforcementIds: [reserveB] },
    ]);
    const [figA, figB] = [m.figureIds.slice(0, 5), m.figureIds.slice(6, 11)];
    const hit = (attacker: string, target: string) => ({
      type: 'ATTACK',
      figureId: attacker,
      attackKind: 'CLOSE',
      targetFigureIds: [target],
      forcedDice: [5, 5],
    });
    await record(m.id, hit(figA[0], figB[0]));
    await record(m.id, { type: 'END_TURN' });

    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    await expect(page.getByTestId('turn-indicator').innerText()).resolves.toBe('Turn 2 · NPC force (side 2) to act · 3 actions left · reinforcements first');
    for (const other of ['attack-form', 'match-wide-form', 'end-turn-form', 'figure-actions', 'figure-legal-actions']) {
      await expect(page.getByTestId(other).count()).resolves.toBe(0);
    }
    const chooser = page.getByTestId('reinforce-form');
    await expect(chooser.getByLabel('Instead of Striker B1').locator('option').allInnerTexts()).resolves.toEqual(['Striker B1', 'Reserve B', 'None fits']);
    await expectAccessible(page);
    await chooser.getByLabel('Instead of Striker B1').selectOption({ label: 'Reserve B' });
    await chooser.getByTestId('reinforce').click();
    await page.getByTestId('attack-form').waitFor();
    await expect(page.getByTestId('event-row').first().getByTestId('event-text').innerText()).resolves.toBe('Reserve B enters as reinforcements.');
    const reserves = page.getByTestId('reserve');
    await expect(reserves.getByRole('heading', { level: 3 }).filter({ hasNotText: 'Reinforcements' }).allInnerTexts()).resolves.toEqual([
      'Reserve A',
      'Striker B1',
    ]);
    await expect(reserves.locator('button, a.button').count()).resolves.toBe(0);
    const sheet = (side: number) => page.locator(`[data-testid="score-sheet"][data-side="${side}"]`);
    await expect(sheet(0).getByTestId('score-points').innerText()).resolves.toBe('1');
    await expect(sheet(0).getByTestId('score-line').allInnerTexts()).resolves.toEqual(['KO point\tStriker B1\t1']);
    await expect(page.getByTestId('resolve-now').count()).resolves.toBe(0);

    // Four more KO points for side 1 (three in its next turn, one after), reinforcing side 2 by the rules' first choices.
    const reserveBFigure = m.figureIds[11];
    await record(m.id, { type: 'END_TURN' });
    await record(m.id, hit(figA[0], figB[1]));
    await record(m.id, hit(figA[1], figB[2]));
    await record(m.id, hit(figA[2], figB[3]));
    await record(m.id, { type: 'END_TURN' });
    const due = (await matchState(m.id)).reinforcementsDue;
    const taken = new Set<string>();
    const choices = due.map((d) => {
      const choice = d.eligibleFigureIds.find((id) => !taken.has(id)) ?? null;
      if (choice) taken.add(choice);
      return choice;
    });
    await record(m.id, { type: 'REINFORCE', reinforcementFigureIds: choices });
    await record(m.id, { type: 'END_TURN' });
    await record(m.id, hit(figA[0], reserveBFigure));

    await page.reload();
    await expect(page.getByTestId('turn-indicator').innerText()).resolves.toBe('Turn 5 · The match is over.');
    await expect(page.getByTestId('match-outcome').getByTestId('outcome-summary').innerText()).resolves.toBe(
      'KO points (first to 5 wins) · NPC force (side 1) wins · The match is over: nothing more can be recorded but an undo.',
    );
    await expect(sheet(0).getByTestId('score-points').innerText()).resolves.toBe('5');
    await expect(page.getByTestId('attack-form').count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.getByTestId('resolve-now').click();
    await page.waitForURL(/#resolution-title$/);
    await screenshot(page, 'tracker-alpha-over');
  });

  test('plays a HorrorClix turn through its phases: an insanity roll, a victim moved, a monster that moved kills one, the hourglass, then End turn', async ({
    page,
  }) => {
    // Insanity on its dial: an insanity roll is due in every preview phase (seed 004).
    const ghoulA = await character('Ghoul A', { points: 50, click: { attackPower: 'Insanity' } });
    const ghoulB = await character('Ghoul B', { points: 50 });
    const m = await npcMatch('HORRORCLIX', 100, [{ versionIds: [ghoulA] }, { versionIds: [ghoulB] }]);
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    const indicator = page.getByTestId('turn-indicator');
    const waitForPhase = (phase: string) =>
      page.waitForFunction((p) => document.querySelector('[data-testid="turn-indicator"]')?.textContent?.includes(p), phase);
    // 1 action per 100 points, at least 2 (seed 004).
    await expect(indicator.innerText()).resolves.toBe('Turn 1 · NPC force (side 1) to act · Preview phase · 2 actions left');
    await expect(page.getByRole('button', { name: 'Victim killed' }).count()).resolves.toBe(0);
    // The turn ends after the hourglass phase, not before.
    await expect(page.getByRole('button', { name: 'End turn: NPC force (side 1)' }).isDisabled()).resolves.toBe(true);
    const phases = page.getByTestId('horrorclix-turn-form');
    await expect(phases.getByRole('button', { name: 'Next phase' }).isDisabled()).resolves.toBe(true);
    await expect(card(page, 'Ghoul B').getByRole('button', { name: 'Roll for insanity' }).count()).resolves.toBe(0);
    // A d6 is never below 1: sane.
    await card(page, 'Ghoul A').getByLabel('Insanity value').fill('1');
    await card(page, 'Ghoul A').getByRole('button', { name: 'Roll for insanity' }).click();
    await page.locator('[data-testid="event-row"][data-type="INSANITY_ROLL"]').waitFor();
    await expect(page.getByTestId('event-row').first().getByTestId('event-text').innerText()).resolves.toBe('Ghoul A rolls for insanity against 1: sane.');
    await phases.getByRole('button', { name: 'Next phase' }).click();
    await waitForPhase('Suspense phase');
    // Moving the suspense phase's victim starts the hunt.
    await expect(phases.getByRole('button', { name: 'Next phase' }).isDisabled()).resolves.toBe(true);
    await phases.getByRole('button', { name: 'Move victim' }).click();
    await waitForPhase('Hunting phase');
    await expect(page.getByTestId('event-row').first().getByTestId('event-text').innerText()).resolves.toBe('A victim is moved (victim 1).');

    // Only a monster that moved may kill a victim; the other side's monster is offered nothing.
    await card(page, 'Ghoul A').getByRole('button', { name: 'Move' }).click();
    await card(page, 'Ghoul A').getByRole('button', { name: 'Victim killed' }).waitFor();
    await expect(card(page, 'Ghoul B').getByRole('button', { name: 'Victim killed' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await card(page, 'Ghoul A').getByRole('button', { name: 'Victim killed' }).click();
    await page.locator('[data-testid="event-row"][data-type="VICTIM_KILLED"]').waitFor();
    await expect(page.locator('[data-testid="event-row"][data-type="VICTIM_KILLED"]').getByTestId('event-text').innerText()).resolves.toBe(
      'Ghoul A kills a victim.',
    );
    // HorrorClix's score as the match stands: 5 points a victim killed (seed 004).
    await expect(page.getByTestId('score-sheet').allInnerTexts()).resolves.toEqual([
      'NPC force (side 1): 5 points\nVictims killed\t\t5',
      'NPC force (side 2): 0 points\nNothing scored yet.',
    ]);

    await phases.getByRole('button', { name: 'Hourglass phase' }).click();
    await waitForPhase('Hourglass phase');
    await page.getByRole('button', { name: 'End turn: NPC force (side 1)' }).click();
    await waitForPhase('Turn 2');
    await expect(indicator.innerText()).resolves.toBe('Turn 2 · NPC force (side 2) to act · Preview phase · 2 actions left');
    await expect(page.getByTestId('event-log').innerText()).resolves.not.toMatch(ANY_ID);
    await screenshot(page, 'tracker-horrorclix');
  });

  test("sets up an Alpha match with each side's reinforcements and the side that goes first", async ({ page }) => {
    for (let i = 1; i <= 5; i++) await character(`Form Alpha ${i}`, { points: 40 });
    await character('Form Reserve', { points: 45 });
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/matches/new`));
    await page.getByTestId('new-match-form').waitFor();
    await expect(page.getByTestId('side-reinforcements').count()).resolves.toBe(0);
    await page.getByLabel('Ruleset').selectOption({ label: 'HeroClix Alpha' });
    await page.getByLabel('Build total (points)').fill('250');
    const sides = page.getByTestId('match-side');
    for (const index of [0, 1]) {
      const side = sides.nth(index);
      await side.getByLabel('Plays as').selectOption('NPC');
      for (let i = 1; i <= 5; i++)
        await side.locator('fieldset', { hasText: 'Characters of the NPC force' }).getByLabel(`Form Alpha ${i} (Rookie, 40 points)`).check();
    }
    await expect(page.getByTestId('side-reinforcements').count()).resolves.toBe(2);
    await sides.nth(0).getByTestId('side-reinforcements').getByLabel('Form Reserve (Rookie, 45 points)').check();
    await page.getByLabel('First side').selectOption({ label: 'Side 2' });
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/matches\/[^/?]+/);
    await page.getByTestId('match-tracker').waitFor();
    await expect(page.getByTestId('turn-indicator').innerText()).resolves.toBe('Turn 1 · NPC force (side 2) to act · 3 actions left');
    await expect(page.getByTestId('reserve').getByRole('heading', { name: 'Form Reserve', exact: true }).count()).resolves.toBe(1);
    await screenshot(page, 'tracker-alpha-created');
  });
});
