import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// The tracker offers every event the engine has (issue 13): HorrorClix's possession, frenzy and the
// Tree of the Damned, the etiquette roll, 2003's attack on terrain and Clix Campaign's team abilities.
// Each match is set up through the API in this file's own world, with plain dials, so every answer is exact.

const WORLD = `tracker-events-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
let token: string;

type Click = { speed: number; attack: number; defense: number; damage: number };

/** A character of this file's world with one Rookie version whose six live clicks all show `click`. */
async function character(
  name: string,
  v: { points: number; click?: Partial<Click>; range?: number; kind?: 'NPC' | 'HERO' | 'VILLAIN' },
): Promise<{ id: string; versionId: string }> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2, ...v.click };
  const input = {
    world: WORLD,
    name,
    kind: v.kind ?? 'NPC',
    description: `${name}, for the tracker's events.`,
    versions: [{ rank: 'ROOKIE', pointValue: v.points, range: v.range ?? 6, targets: 1, clicks: Array.from({ length: 6 }, () => click), koClicks: 6 }],
  };
  const data = await api<{ createCharacter: { character: { id: string; versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id } } ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return { id: data.createCharacter.character!.id, versionId: data.createCharacter.character!.versions[0].id };
}

/** A match of this world: its id and its figures' ids in match order. */
async function match(ruleset: string, buildTotal: number, sides: Record<string, unknown>[]): Promise<{ id: string; figureIds: string[] }> {
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

async function openTracker(page: Page, matchId: string) {
  await page.goto(adminUrl(`/matches/${matchId}`));
  await page.getByTestId('match-tracker').waitFor();
}

const card = (page: Page, name: string) => page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const latestText = (page: Page) => page.getByTestId('event-row').first().getByTestId('event-text').innerText();
const actionsLeft = (page: Page) => page.getByTestId('turn-indicator').getAttribute('data-actions-left');
const waitForEvents = (page: Page, count: number) => page.waitForFunction((n) => document.querySelectorAll('[data-testid="event-row"]').length === n, count);

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name: 'Tracker events', slug: WORLD } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
});

test.describe('the tracker offers every event the engine has', () => {
  test('HorrorClix: a victim killed next to the Tree of the Damned gives an action, a blooded monster frenzies, a monster is possessed and freed', async ({
    page,
  }) => {
    const ghoulA = await character('Frenzied Ghoul', { points: 50, click: { attack: 9, damage: 3 } });
    const ghoulB = await character('Haunted Ghoul', { points: 50, click: { defense: 16 } });
    const m = await match('HORRORCLIX', 100, [{ versionIds: [ghoulA.versionId] }, { versionIds: [ghoulB.versionId] }]);
    await record(m.id, { type: 'PHASE' });
    await record(m.id, { type: 'MOVE_VICTIM', victimId: 'victim-1' });
    await record(m.id, { type: 'ACTION', figureId: m.figureIds[0], action: 'MOVE' });
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    await expect(actionsLeft(page)).resolves.toBe('1');
    // No victim killed yet: nobody is blooded, so no frenzy is offered.
    await expect(page.getByTestId('attack-form').getByRole('radio', { name: 'Frenzy (free close attack, 1 damage)' }).count()).resolves.toBe(0);

    await card(page, 'Frenzied Ghoul').getByLabel('Next to the Tree of the Damned (+1 action)').check();
    await card(page, 'Frenzied Ghoul').getByRole('button', { name: 'Victim killed' }).click();
    await waitForEvents(page, 4);
    await expect(latestText(page)).resolves.toBe('Frenzied Ghoul kills a victim next to the Tree of the Damned (+1 action).');
    await expect(actionsLeft(page)).resolves.toBe('2');

    // Blooded and moved: its frenzy is its only attack (it has acted), at the enemy in play, for 1 damage whatever its dial's 3.
    const attack = page.getByTestId('attack-form');
    await expect(attack.getByLabel('Attacker').locator('option').allInnerTexts()).resolves.toEqual(['Frenzied Ghoul']);
    await expect(
      attack
        .getByRole('radio')
        .evaluateAll((all) => all.filter((r) => (r as HTMLInputElement).name === 'attackKind').map((r) => (r as HTMLInputElement).value)),
    ).resolves.toEqual(['FRENZY']);
    await attack.getByLabel('Haunted Ghoul', { exact: true }).check();
    await attack.getByLabel('Rolled at the table').check();
    // 9 + 10 = 19 against 16.
    await attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').fill('5 5');
    await attack.getByTestId('record-attack').click();
    await waitForEvents(page, 5);
    await expect(latestText(page)).resolves.toBe('Frenzied Ghoul makes a frenzy (close attack) on Haunted Ghoul: hits Haunted Ghoul for 1 damage.');
    await expect(card(page, 'Haunted Ghoul').getAttribute('data-click-number')).resolves.toBe('2');
    // A frenzy is free: the actions left stay; one frenzy a turn.
    await expect(actionsLeft(page)).resolves.toBe('2');
    await expect(attack.getByRole('radio', { name: 'Frenzy (free close attack, 1 damage)' }).count()).resolves.toBe(0);

    // Possession is a fact of the table, recorded on any monster's card.
    await card(page, 'Haunted Ghoul').getByRole('button', { name: 'Possessed' }).click();
    await card(page, 'Haunted Ghoul').getByTestId('figure-possessed').waitFor();
    await expect(latestText(page)).resolves.toBe('Haunted Ghoul is possessed.');
    await card(page, 'Haunted Ghoul').getByRole('button', { name: 'Freed from possession' }).click();
    await waitForEvents(page, 7);
    await expect(latestText(page)).resolves.toBe('Haunted Ghoul is freed from possession.');
    await expect(card(page, 'Haunted Ghoul').getByTestId('figure-possessed').count()).resolves.toBe(0);
    await expectAccessible(page);
    await expect(card(page, 'Haunted Ghoul').getByRole('button', { name: 'Possessed' }).count()).resolves.toBe(1);
  });

  test('HorrorClix: the side allowed a plot twist plays one (its subplot in its preview phase, the opponent answering a kill, saving the victim), a move names the victims it passes (face up), a power of its monster answers another kill (saving the victim), and a minion enters for a kill', async ({
    page,
  }) => {
    const hunter = await character('Twist Hunter', { points: 50 });
    const stalker = await character('Twist Stalker', { points: 50 });
    const minion = await character('Twist Minion', { points: 10 });
    const m = await match('HORRORCLIX', 100, [{ versionIds: [hunter.versionId], minionIds: [minion.versionId] }, { versionIds: [stalker.versionId] }]);
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    const twist = page.getByTestId('plot-twist-form');
    // The preview phase: only the side to act may play one, naming no victim.
    await expect(twist.count()).resolves.toBe(1);
    await expect(twist.getByLabel('On victim').count()).resolves.toBe(0);
    await expectAccessible(page);
    await twist.getByRole('button', { name: 'Play plot twist' }).click();
    await twist.locator('[data-testid="field-error"][data-field="card"]').waitFor();
    await expect(page.getByTestId('event-log-empty').count()).resolves.toBe(1);
    await twist.getByLabel('Plot twist (6 left)').fill('Ticking Clock');
    await twist.getByLabel('Subplot').check();
    await twist.getByLabel('Points').fill('5');
    await twist.getByRole('button', { name: 'Play plot twist' }).click();
    await waitForEvents(page, 1);
    await expect(latestText(page)).resolves.toBe('NPC force (side 1) plays the plot twist “Ticking Clock” (subplot).');
    await expect(page.getByTestId('plot-twists-left').allInnerTexts()).resolves.toEqual(['Plot twists left: 5', 'Plot twists left: 6']);

    // The hunt: the Hunter's move, entered on its card, passes victim 2 (face up); it kills victim 3; the Stalker's side answers at once.
    await record(m.id, { type: 'PHASE' });
    await record(m.id, { type: 'MOVE_VICTIM', victimId: 'victim-1' });
    await openTracker(page, m.id);
    const passed = card(page, 'Twist Hunter').getByTestId('passed-victims');
    await expect(passed.getByRole('checkbox').count()).resolves.toBe(12);
    await passed.getByLabel('victim-2', { exact: true }).check();
    await card(page, 'Twist Hunter').locator('[data-testid="legal-action"][data-action="MOVE"]').click();
    await waitForEvents(page, 4);
    await expect(latestText(page)).resolves.toBe('Twist Hunter moves.');
    await record(m.id, { type: 'VICTIM_KILLED', figureId: m.figureIds[0], victimId: 'victim-3' });
    await openTracker(page, m.id);
    const victim = (id: string) => page.locator(`[data-testid="victim"][data-victim="${id}"]`).innerText();
    await expect(Promise.all(['victim-2', 'victim-3', 'victim-4'].map(victim))).resolves.toEqual([
      'victim 2: face up',
      'victim 3: killed by Twist Hunter',
      'victim 4: face down',
    ]);
    const answer = page.getByTestId('tracker-side').nth(1).getByTestId('plot-twist-form');
    await expect(answer.getByLabel('On victim').locator('option').allInnerTexts()).resolves.toEqual(['victim 3']);
    await answer.getByLabel('Plot twist (6 left)').fill('Narrow Escape');
    await answer.getByLabel('It succeeded').check();
    await answer.getByLabel('Points').fill('3');
    await answer.getByRole('button', { name: 'Play plot twist' }).click();
    await waitForEvents(page, 6);
    await expect(latestText(page)).resolves.toBe('NPC force (side 2) plays the plot twist “Narrow Escape” on victim 3: the victim is saved.');
    await expect(victim('victim-3')).resolves.toBe('victim 3: face down');
    await expect(page.getByTestId('plot-twist-form').count()).resolves.toBe(0);
    await expect(page.getByTestId('kill-answer-form').count()).resolves.toBe(0);

    // Another kill, answered by a power of the Stalker's side: a power must be named; a success saves the victim.
    await record(m.id, { type: 'VICTIM_KILLED', figureId: m.figureIds[0], victimId: 'victim-5' });
    await openTracker(page, m.id);
    const power = page.getByTestId('tracker-side').nth(1).getByTestId('kill-answer-form');
    await expect(page.getByTestId('kill-answer-form').count()).resolves.toBe(1);
    await expect(power.getByLabel('Answer the kill of victim 5 with').locator('option').allInnerTexts()).resolves.toEqual(['Twist Stalker']);
    await expectAccessible(page);
    await power.getByRole('button', { name: 'Answer with the power' }).click();
    await expect(power.locator('[data-testid="field-error"][data-field="answerPower"]').innerText()).resolves.toBe(
      'Write the name of the power that answers the kill.',
    );
    await expect(page.getByTestId('event-row').count()).resolves.toBe(7);
    await power.getByLabel('Power').fill('Regeneration');
    await power.getByLabel('It succeeded').check();
    await power.getByRole('button', { name: 'Answer with the power' }).click();
    await waitForEvents(page, 8);
    await expect(latestText(page)).resolves.toBe('Twist Stalker answers the kill of victim 5 with Regeneration: the victim is saved.');
    await expect(victim('victim-5')).resolves.toBe('victim 5: face down');
    await expect(page.getByTestId('kill-answer-form').count()).resolves.toBe(0);

    // A kill that stands: the Hunter's minion enters in the victim's place from the minion form.
    await record(m.id, { type: 'VICTIM_KILLED', figureId: m.figureIds[0], victimId: 'victim-4' });
    await record(m.id, { type: 'PLOT_TWIST', side: 1, card: 'Scream', victimId: 'victim-4' });
    await openTracker(page, m.id);
    const entry = page.getByTestId('minion-form');
    await expect(entry.getByLabel('Minion').locator('option').allInnerTexts()).resolves.toEqual(['Twist Minion for victim 4']);
    await entry.getByRole('button', { name: 'Minion enters' }).click();
    await waitForEvents(page, 11);
    await expect(latestText(page)).resolves.toBe('Twist Minion enters in place of victim 4.');
    await expect(page.getByTestId('minion-form').count()).resolves.toBe(0);
    await expect(card(page, 'Twist Minion').count()).resolves.toBe(1);
  });

  test('HeroClix 2003: a figure attacks blocking terrain by the kinds it may, at a distance: out of range is refused, 3 damage destroys it', async ({
    page,
  }) => {
    const breaker = await character('Wall Breaker', { points: 60, range: 8, click: { damage: 3 } });
    const guard = await character('Wall Guard', { points: 40 });
    const m = await match('HEROCLIX_2003', 100, [{ versionIds: [breaker.versionId] }, { versionIds: [guard.versionId] }]);
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    const terrain = card(page, 'Wall Breaker').getByTestId('terrain-attack-form');
    await expect(terrain.getByRole('radio').evaluateAll((all) => all.map((r) => (r as HTMLInputElement).value))).resolves.toEqual(['CLOSE', 'RANGED']);
    await expect(card(page, 'Wall Guard').getByTestId('terrain-attack-form').count()).resolves.toBe(0);
    await expectAccessible(page);
    await terrain.getByLabel('Ranged').check();
    await terrain.getByLabel('Distance to the terrain (squares)').fill('9');
    await terrain.getByRole('button', { name: 'Attack terrain' }).click();
    await terrain.locator('[data-testid="field-error"][data-field="distance"]').waitFor();
    await expect(page.getByTestId('event-log-empty').count()).resolves.toBe(1);
    await expect(terrain.getByLabel('Distance to the terrain (squares)').inputValue()).resolves.toBe('9');

    await terrain.getByLabel('Distance to the terrain (squares)').fill('5');
    await terrain.getByRole('button', { name: 'Attack terrain' }).click();
    await waitForEvents(page, 1);
    await expect(latestText(page)).resolves.toBe('Wall Breaker makes a ranged attack on blocking terrain (5 squares): destroyed (3 damage).');
    // It was the side's one action (one per started 100 points).
    await expect(actionsLeft(page)).resolves.toBe('0');
    await expect(card(page, 'Wall Breaker').getByTestId('terrain-attack-form').count()).resolves.toBe(0);
  });

  test('the etiquette roll: the question is required, either side asks, and the log says the answer (1-3 not allowed, 4-6 allowed)', async ({ page }) => {
    const climber = await character('Fire Escape Climber', { points: 40 });
    const watcher = await character('Rooftop Watcher', { points: 40 });
    const m = await match('CLIX_CAMPAIGN', 100, [{ versionIds: [climber.versionId] }, { versionIds: [watcher.versionId] }]);
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    const etiquette = page.getByTestId('etiquette-form');
    await expect(etiquette.getByLabel('Asked by').locator('option').allInnerTexts()).resolves.toEqual(['NPC force (side 1)', 'NPC force (side 2)']);
    await etiquette.getByRole('button', { name: 'Roll etiquette' }).click();
    await etiquette.locator('[data-testid="field-error"][data-field="note"]').waitFor();
    await expect(page.getByTestId('event-log-empty').count()).resolves.toBe(1);
    await expectAccessible(page);

    await etiquette.getByLabel('Question the roll settles').fill('May the climber reach the roof in one move?');
    await etiquette.getByLabel('Asked by').selectOption({ label: 'NPC force (side 2)' });
    await etiquette.getByLabel('Die rolled at the table (empty: the server rolls)').fill('5');
    await etiquette.getByRole('button', { name: 'Roll etiquette' }).click();
    await waitForEvents(page, 1);
    await expect(latestText(page)).resolves.toBe('NPC force (side 2) asks “May the climber reach the roof in one move?”: allowed.');

    await etiquette.getByLabel('Question the roll settles').fill('Does the watcher see through the smoke?');
    await etiquette.getByLabel('Asked by').selectOption({ label: 'NPC force (side 1)' });
    await etiquette.getByLabel('Die rolled at the table (empty: the server rolls)').fill('3');
    await etiquette.getByRole('button', { name: 'Roll etiquette' }).click();
    await waitForEvents(page, 2);
    await expect(latestText(page)).resolves.toBe('NPC force (side 1) asks “Does the watcher see through the smoke?”: not allowed.');
    // Nothing else changes: the side to act keeps its three actions.
    await expect(actionsLeft(page)).resolves.toBe('3');
  });

  test('Clix Campaign: a target of a team with Team Defense (ability 9) next to a team mate gets +2 defense', async ({ page }) => {
    // The ability is rolled on 2d6 at founding: found teams until one rolls 9 (1 in 9: about 9 tries; 200 all missing it is a chance of 6 in 100 billion).
    let guarded: { teamId: string; memberIds: string[]; leader: string } | null = null;
    for (let attempt = 0; attempt < 200 && !guarded; attempt++) {
      const leader = await character(`Guard Leader ${attempt}`, { points: 40, kind: 'HERO' });
      const mate = await character(`Guard Mate ${attempt}`, { points: 30, kind: 'HERO' });
      const data = await api<{ createTeam: { team: { id: string; teamAbility: { roll: number }; members: { id: string }[] } | null; userErrors: unknown[] } }>(
        `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id teamAbility { roll } members { id } } ${ERRORS} } }`,
        { input: { world: WORLD, name: `Guards ${attempt}`, alignment: 'HERO', leaderCharacterId: leader.id, founderCharacterIds: [mate.id] } },
        token,
      );
      expect(data.createTeam.userErrors).toEqual([]);
      const team = data.createTeam.team!;
      if (team.teamAbility.roll === 9) guarded = { teamId: team.id, memberIds: team.members.map((mb) => mb.id), leader: `Guard Leader ${attempt}` };
    }
    expect(guarded).not.toBeNull();
    const thug = await character('Alley Thug', { points: 30, click: { attack: 10, defense: 15 } });
    const m = await match('CLIX_CAMPAIGN', 100, [{ teamId: guarded!.teamId, teamMemberIds: guarded!.memberIds }, { versionIds: [thug.versionId] }]);
    await record(m.id, { type: 'END_TURN' });
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    const attack = page.getByTestId('attack-form');
    await attack.getByLabel(guarded!.leader, { exact: true }).check();
    await attack.getByLabel(`A team mate stands next to ${guarded!.leader} (Team Defense)`).check();
    await attack.getByLabel('Rolled at the table').check();
    // 10 + 7 = 17 against 16 + 2: a miss (alone it would hit).
    await attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').fill('3 4');
    await attack.getByTestId('record-attack').click();
    await waitForEvents(page, 2);
    await expect(latestText(page)).resolves.toBe(`Alley Thug makes a close attack on ${guarded!.leader} (a team mate next to it): misses ${guarded!.leader}.`);
    await expect(page.getByTestId('attack-step').filter({ hasText: 'Team Defense' }).count()).resolves.toBe(1);

    // The thug's own side is an NPC force: its figures have no team mate to ask about.
    await record(m.id, { type: 'END_TURN' });
    await page.reload();
    await attack.getByLabel('Alley Thug', { exact: true }).check();
    await expect(attack.getByText('A team mate stands next to Alley Thug (Team Defense)').count()).resolves.toBe(0);
  });

  test("Clix Campaign: each team ability's controls are offered only to the side that has it (10 Shared Burden, no Team Defense)", async ({ page }) => {
    // Found teams until one rolls 10 on 2d6 (1 in 12: about 12 tries; 200 all missing it is a chance of 3 in 100 million).
    let sharing: { teamId: string; memberIds: string[]; leader: string; mate: string } | null = null;
    type Member = { id: string; character: { name: string } };
    for (let attempt = 0; attempt < 200 && !sharing; attempt++) {
      const leader = await character(`Burden Leader ${attempt}`, { points: 40, kind: 'HERO' });
      const mate = await character(`Burden Mate ${attempt}`, { points: 30, kind: 'HERO' });
      const data = await api<{ createTeam: { team: { id: string; teamAbility: { roll: number }; members: Member[] } | null; userErrors: unknown[] } }>(
        `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id teamAbility { roll } members { id character { name } } } ${ERRORS} } }`,
        { input: { world: WORLD, name: `Burden Bearers ${attempt}`, alignment: 'HERO', leaderCharacterId: leader.id, founderCharacterIds: [mate.id] } },
        token,
      );
      expect(data.createTeam.userErrors).toEqual([]);
      const team = data.createTeam.team!;
      // The leader plays first: the match's figures come in the order of teamMemberIds.
      const memberOf = (name: string) => team.members.find((mb) => mb.character.name === name)!.id;
      const names = { leader: `Burden Leader ${attempt}`, mate: `Burden Mate ${attempt}` };
      if (team.teamAbility.roll === 10) sharing = { teamId: team.id, memberIds: [memberOf(names.leader), memberOf(names.mate)], ...names };
    }
    expect(sharing).not.toBeNull();
    const thug = await character('Burden Thug', { points: 30, click: { attack: 10, defense: 15 } });
    const m = await match('CLIX_CAMPAIGN', 100, [{ teamId: sharing!.teamId, teamMemberIds: sharing!.memberIds }, { versionIds: [thug.versionId] }]);
    await record(m.id, { type: 'DAMAGE', figureId: m.figureIds[0], clicks: 2, byFigureId: m.figureIds[2] });
    await signIn(page, DEMO_CREATOR);
    await openTracker(page, m.id);
    await expect(page.getByTestId('team-ability').allInnerTexts()).resolves.toEqual(['Team ability 10: Shared Burden']);

    // The damaged leader has no damaged mate to take a click for; the mate takes one for him, a move action.
    await expect(card(page, sharing!.leader).getByTestId('shared-burden-form').count()).resolves.toBe(0);
    await card(page, sharing!.mate).getByRole('button', { name: 'Share the burden' }).click();
    await waitForEvents(page, 2);
    await expect(latestText(page)).resolves.toBe(`${sharing!.mate} takes 1 click so that ${sharing!.leader} heals 1 (Shared Burden).`);
    await expect(actionsLeft(page)).resolves.toBe('5');

    // The thug attacks the team: a team without Team Defense (9) is asked nothing about a mate next to its figures.
    await record(m.id, { type: 'END_TURN' });
    await page.reload();
    const attack = page.getByTestId('attack-form');
    await attack.getByLabel(sharing!.leader, { exact: true }).check();
    await expect(attack.getByText(`A team mate stands next to ${sharing!.leader} (Team Defense)`).count()).resolves.toBe(0);
  });
});
