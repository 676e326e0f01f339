import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_PLAYER, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

// RPS Clix (seed 002) in the console: two signed-in players of a world play a whole game
// from their own browsers, and the Creator sets up and plays one against the computer. The
// server decides every move; both journeys end with the winner the engine declared, and a replay
// stepped through every move to the board the game ended on.

// The world is this file's own, laid out as the demo world's teams are (their players play here), so
// its monsters and matches are in no other journey's lists.
const WORLD = worldSlug('rps');
const HERO_TEAM = DEMO_HERO_TEAM;
const VILLAIN_TEAM = DEMO_VILLAIN_TEAM;

type Rank = 'ROOKIE' | 'EXPERIENCED' | 'VETERAN' | 'UNIQUE';
// Player 1 upper case, Player 2 lower case: C (blue 11) beats c (red 11) by colour, and the blue
// commander k (8) loses to C (blue 11) on attack.
const ARMIES: [string, Rank, number][][] = [
  [
    ['A', 'ROOKIE', 9],
    ['B', 'EXPERIENCED', 10],
    ['C', 'EXPERIENCED', 11],
    ['D', 'EXPERIENCED', 8],
    ['E', 'ROOKIE', 8],
    ['K', 'VETERAN', 12],
    ['F', 'VETERAN', 10],
    ['G', 'ROOKIE', 7],
  ],
  [
    ['a', 'VETERAN', 10],
    ['b', 'ROOKIE', 8],
    ['c', 'VETERAN', 11],
    ['d', 'EXPERIENCED', 9],
    ['e', 'ROOKIE', 10],
    ['k', 'EXPERIENCED', 8],
    ['f', 'EXPERIENCED', 9],
    ['g', 'VETERAN', 8],
  ],
];
const nameOf = (letter: string) => `RPS e2e ${letter === letter.toUpperCase() ? 'P1' : 'P2'} ${letter}`;

let creatorToken: string;
const versionOf: Record<string, string> = {};

async function monster(name: string, rank: Rank, attack: number): Promise<string> {
  const input = {
    world: WORLD,
    name,
    kind: 'NPC',
    description: `${name}, an RPS Clix monster.`,
    versions: [
      {
        rank,
        pointValue: 30,
        range: 0,
        targets: 1,
        clicks: [attack, attack - 1, attack - 1].map((a) => ({ speed: 6, attack: a, defense: 15, damage: 2 })),
        koClicks: 9,
      },
    ],
  };
  const data = await api<{ createCharacter: { character: { versions: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } userErrors { code message } } }`,
    { input },
    creatorToken,
  );
  if (!data.createCharacter.character) throw new Error(`character refused: ${JSON.stringify(data.createCharacter.userErrors)}`);
  return data.createCharacter.character.versions[0].id;
}

async function engineState(matchId: string): Promise<{ over: boolean; winner: number | null; endReason: string | null; turn: number }> {
  const data = await api<{ rpsState: { over: boolean; winner: number | null; endReason: string | null; turn: number } }>(
    `query ($id: ID!) { rpsState(matchId: $id) { over winner endReason turn } }`,
    { id: matchId },
  );
  return data.rpsState;
}

test.beforeAll(async () => {
  creatorToken = await apiSignIn(DEMO_CREATOR);
  await demoLikeWorld(creatorToken, 'RPS Harbour', WORLD);
  for (const army of ARMIES) for (const [letter, rank, attack] of army) versionOf[letter] = await monster(nameOf(letter), rank, attack);
});

const cell = (p: Page, col: number, row: number) => p.locator(`[data-testid="rps-cell"][data-col="${col}"][data-row="${row}"]`);

/** Waits (polling, no reload) until the board shows the monster on the square. */
async function waitForPiece(p: Page, col: number, row: number, monsterId: string) {
  await p.waitForSelector(`[data-testid="rps-cell"][data-col="${col}"][data-row="${row}"][data-monster-id="${monsterId}"]`, { timeout: 15000 });
}

/** One click on the piece, one on the square: the move. */
async function play(p: Page, monsterId: string, col: number, row: number, kind: string) {
  await p.locator(`[data-testid="rps-select"][data-monster-id="${monsterId}"]`).click();
  const target = cell(p, col, row);
  await expect(target.getAttribute('data-target')).resolves.toBe(kind);
  await target.locator('button').click();
}

/** The battlefield's squares as a page shows them: "col:row" to the monster id on it ('' when empty). */
function boardOf(p: Page, testId: string): Promise<Record<string, string>> {
  return p.$$eval(`[data-testid="${testId}"]`, (cells) =>
    Object.fromEntries(cells.map((c) => [`${c.getAttribute('data-col')}:${c.getAttribute('data-row')}`, c.getAttribute('data-monster-id') ?? ''])),
  );
}

/**
 * From the finished game's page: its replay, stepped through every move (Next, or the right arrow
 * key), each step showing its move; the last step is the board the game ended on, with the winner
 * the game's page shows. `battles` are the decisions expected at given steps.
 */
async function stepThroughReplay(p: Page, moves: number, by: 'NEXT' | 'ARROW_KEY', battles: Record<number, string> = {}) {
  const finalBoard = await boardOf(p, 'rps-cell');
  const winner = await p.getByTestId('rps-winner').getAttribute('data-winner');
  await p.getByTestId('rps-replay-link').click();
  const replay = p.getByTestId('rps-replay');
  await replay.waitFor();
  await expect(replay.getAttribute('data-step')).resolves.toBe('0');
  await expect(replay.getAttribute('data-last-step')).resolves.toBe(String(moves));
  await expect(p.getByTestId('rps-replay-move').count()).resolves.toBe(0);
  // The arrow keys work once React has taken the page over.
  await p.waitForFunction(() => Object.keys(document.querySelector('[data-testid="rps-replay"]') ?? {}).some((key) => key.startsWith('__reactFiber')));
  for (let step = 1; step <= moves; step++) {
    const reached = `[data-testid="rps-replay"][data-step="${step}"]`;
    if (by === 'NEXT') {
      await p.getByTestId('rps-replay-next').click();
      await p.waitForSelector(reached, { timeout: 15000 });
    } else {
      // A key pressed before the page listens is lost; pressing again from the same step goes to the same next one.
      for (let tries = 0; !(await p.$(reached)); tries++) {
        if (tries === 5) throw new Error(`the right arrow did not reach step ${step}`);
        await p.keyboard.press('ArrowRight');
        await p.waitForSelector(reached, { timeout: 3000 }).catch(() => undefined);
      }
    }
    await p.getByTestId('rps-replay-move').waitFor();
    if (battles[step]) await expect(p.getByTestId('rps-replay-battle').getAttribute('data-decided-by')).resolves.toBe(battles[step]);
  }
  await expect(boardOf(p, 'rps-replay-cell')).resolves.toEqual(finalBoard);
  await expect(p.getByTestId('rps-replay-winner').getAttribute('data-winner')).resolves.toBe(winner);
  await expect(p.getByTestId('rps-replay-next').getAttribute('aria-disabled')).resolves.toBe('true');
  // First goes back to the setup.
  await p.getByTestId('rps-replay-first').click();
  await p.waitForSelector('[data-testid="rps-replay"][data-step="0"]', { timeout: 15000 });
}

test.describe('RPS Clix in the console', () => {
  test('two players of the world play a whole game from their own browsers, each seeing the other’s moves without a reload, to the engine’s winner', async ({
    openPage,
  }) => {
    const teams = await api<{ teams: { nodes: { id: string; name: string }[] } }>(
      `query ($world: String!) { teams(world: $world, first: 100) { nodes { id name } } }`,
      { world: WORLD },
    );
    const teamId = (name: string) => teams.teams.nodes.find((t) => t.name === name)!.id;
    const side = (army: [string, Rank, number][], team: string) => ({
      versionIds: army.map(([l]) => versionOf[l]),
      teamId: teamId(team),
      rps: { frontLine: [0, 1, 2, 3, 4], commander: 5 },
    });
    const created = await api<{ createMatch: { match: { id: string; figures: { id: string; position: number }[] } } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id position } } userErrors { code message } } }`,
      {
        input: {
          world: WORLD,
          ruleset: 'RPS_CLIX',
          buildTotal: 150,
          rps: { rows: 3 },
          sides: [
            { alignment: 'HERO', ...side(ARMIES[0], HERO_TEAM) },
            { alignment: 'VILLAIN', ...side(ARMIES[1], VILLAIN_TEAM) },
          ],
        },
      },
      creatorToken,
    );
    const matchId = created.createMatch.match.id;
    const letters = 'ABCDEKFGabcdekfg';
    // The board names a monster by RpsMonster.id, its figure's MatchFigure.id.
    const id = Object.fromEntries(created.createMatch.match.figures.map((f) => [letters[f.position], f.id]));

    const hero = await openPage();
    const villain = await openPage();
    await signIn(hero, DEMO_HERO_PLAYER);
    await signIn(villain, DEMO_VILLAIN_PLAYER);
    await hero.goto(adminUrl(`/matches/${matchId}`));
    await villain.goto(adminUrl(`/matches/${matchId}`));
    await hero.getByTestId('rps-board').waitFor();
    await villain.getByTestId('rps-board').waitFor();
    await expect(hero.getByTestId('match-title').innerText()).resolves.toBe(`Rock, Paper, Clix: Player 1 (${HERO_TEAM}) v Player 2 (${VILLAIN_TEAM})`);
    // Each sees only his own side's controls: it is the hero's move, so the villain has nothing to select.
    await expect(villain.getByTestId('rps-select').count()).resolves.toBe(0);
    // The hero's legal first moves (seed 002): each of his front line steps up; the waiting commander's square is taken, the reserve has no free square.
    await expect(hero.getByTestId('rps-select').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-monster-id')))).resolves.toEqual(
      ['A', 'B', 'C', 'D', 'E'].map((letter) => id[letter]),
    );

    // C selected: the board marks the squares it may move to ("Move here"), which axe-core checks as they show.
    await hero.locator(`[data-testid="rps-select"][data-monster-id="${id.C}"]`).click();
    await expect(cell(hero, 2, 1).getAttribute('data-target')).resolves.toBe('MOVE');
    await expectAccessible(hero);
    await cell(hero, 2, 1).locator('button').click();
    await waitForPiece(villain, 2, 1, id.C);
    await play(villain, id.a, 0, 1, 'MOVE');
    await waitForPiece(hero, 0, 1, id.a);
    // Blue beats red: C wins against c by colour and takes its square on Player 2's front line.
    await play(hero, id.C, 2, 2, 'BATTLE');
    await waitForPiece(villain, 2, 2, id.C);
    await expect(villain.getByTestId('rps-battle').getAttribute('data-decided-by')).resolves.toBe('COLOUR');
    // Player 2's commander enters by battling C in front of it: the same colour, and C's attack (11) beats k's (8).
    await play(villain, id.k, 2, 2, 'BATTLE');

    await villain.getByTestId('rps-winner').waitFor({ timeout: 15000 });
    const engine = await engineState(matchId);
    expect(engine).toEqual({ over: true, winner: 0, endReason: 'COMMANDER_KILLED', turn: 4 });
    for (const p of [villain, hero]) {
      const winner = p.getByTestId('rps-winner');
      await winner.waitFor({ timeout: 15000 });
      await expect(winner.getAttribute('data-winner')).resolves.toBe('0');
      await expect(winner.innerText()).resolves.toContain(`Winner: Player 1 (${HERO_TEAM})`);
    }
    await expect(hero.getByTestId('rps-battle').getAttribute('data-decided-by')).resolves.toBe('ATTACK');
    await screenshot(hero, 'rps-two-players');
    await stepThroughReplay(villain, 4, 'NEXT', { 3: 'COLOUR', 4: 'ATTACK' });
  });

  test('the Creator picks both armies with the attack totals shown, plays the greedy computer to the end, and sees the engine’s winner', async ({ page }) => {
    test.setTimeout(240000);
    const unique = await monster('RPS e2e Unique', 'UNIQUE', 9);
    const giant = await monster('RPS e2e Giant', 'VETERAN', 90);
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/matches/new`));
    await page.getByTestId('new-rps-link').click();
    await page.getByTestId('rps-match-form').waitFor();
    await page.getByLabel('Battlefield length (squares; it is 5 wide)').fill('2');
    for (const [s, army] of ARMIES.entries()) {
      const picker = page.getByTestId('rps-army').nth(s);
      let total = 0;
      for (const [letter, , attack] of army) {
        await picker.locator(`[data-testid="rps-choice"][data-name="${nameOf(letter)}"] button`).click();
        total += attack;
        await expect(picker.getByTestId('rps-total').getAttribute('data-total')).resolves.toBe(String(total));
      }
      // What the engine would refuse is refused next to the piece.
      await expect(picker.locator(`[data-testid="rps-choice"][data-version-id="${unique}"] [data-testid="rps-choice-refusal"]`).innerText()).resolves.toBe(
        'Uniques and limited editions cannot play: only yellow, blue and red rings.',
      );
      await expect(picker.locator(`[data-testid="rps-choice"][data-version-id="${giant}"] [data-testid="rps-choice-refusal"]`).innerText()).resolves.toBe(
        `It would take the attack total to ${total + 90}, over 150.`,
      );
      await expect(picker.locator(`[data-testid="rps-choice"][data-version-id="${giant}"] button`).isDisabled()).resolves.toBe(true);
    }
    // Player 1's first two pieces swap front-line columns: a choice the refused submit below must keep.
    const firstArmy = page.getByTestId('rps-army').nth(0);
    await firstArmy.getByLabel(`Role of ${nameOf('A')}`).selectOption('FRONT_1');
    await firstArmy.getByLabel(`Role of ${nameOf('B')}`).selectOption('FRONT_0');
    const chosen = async () => ({
      rows: await page.getByLabel('Battlefield length (squares; it is 5 wide)').inputValue(),
      equalBattle: await page.getByLabel('Same colour, same attack').inputValue(),
      computers: await page
        .getByTestId('rps-army')
        .getByLabel('Played by')
        .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value)),
      picks: await page.getByTestId('rps-pick').evaluateAll((picks) => picks.map((p) => [p.getAttribute('data-version-id'), p.querySelector('select')?.value])),
    });
    const turnLimit = page.getByLabel('Turn limit (moves before a draw; blank: the world’s setting)');
    await turnLimit.fill('0');
    await page.getByLabel('Same colour, same attack').selectOption('DEFENDER_HOLDS');
    await page.getByTestId('rps-army').nth(1).getByLabel('Played by').selectOption('GREEDY');
    const roles = ['FRONT_1', 'FRONT_0', 'FRONT_2', 'FRONT_3', 'FRONT_4', 'COMMANDER', 'RESERVE', 'RESERVE'];
    const defaultRoles = ['FRONT_0', 'FRONT_1', 'FRONT_2', 'FRONT_3', 'FRONT_4', 'COMMANDER', 'RESERVE', 'RESERVE'];
    const entered = {
      rows: '2',
      equalBattle: 'DEFENDER_HOLDS',
      computers: ['', 'GREEDY'],
      picks: [...ARMIES[0].map(([letter], i) => [versionOf[letter], roles[i]]), ...ARMIES[1].map(([letter], i) => [versionOf[letter], defaultRoles[i]])],
    };
    await expect(chosen()).resolves.toEqual(entered);
    // A turn limit the API refuses: its words next to the field, and the form still shows (and sends next) every choice.
    await page.getByTestId('rps-create').click();
    const turnLimitError = page.locator('.form-row', { has: turnLimit }).getByTestId('field-error');
    await turnLimitError.waitFor();
    await expect(turnLimitError.innerText()).resolves.toBe('The turn limit is at least 1 move.');
    await expect(page.getByTestId('field-error').count()).resolves.toBe(1);
    await expect(turnLimit.inputValue()).resolves.toBe('0');
    await expect(chosen()).resolves.toEqual(entered);
    await turnLimit.fill('90');
    await page.getByTestId('rps-create').click();
    await page.waitForURL(/\/matches\/[^/?]+/);
    await page.getByTestId('rps-board').waitFor();
    const matchId = new URL(page.url()).pathname.split('/').pop()!;

    // The person battles when a piece can, else makes the first legal move; the computer answers in the same request.
    for (let moves = 0; moves < 120; moves++) {
      const status = page.getByTestId('rps-status');
      if ((await status.getAttribute('data-over')) === 'true') break;
      const before = (await page.getByTestId('rps-last-move').count()) ? await page.getByTestId('rps-last-move').getAttribute('data-sequence') : '0';
      const selects = page.getByTestId('rps-select');
      const count = await selects.count();
      let played = false;
      for (let i = 0; i < count && !played; i++) {
        await selects.nth(i).click();
        const battle = page.locator('[data-testid="rps-cell"][data-target="BATTLE"] button');
        if (await battle.count()) {
          await battle.first().click();
          played = true;
        }
      }
      if (!played) {
        await selects.nth(0).click();
        await page.locator('[data-testid="rps-cell"]:not([data-target=""]) button').first().click();
      }
      await page.waitForFunction(
        (seq) => {
          const last = document.querySelector('[data-testid="rps-last-move"]');
          return last !== null && last.getAttribute('data-sequence') !== seq;
        },
        before,
        { timeout: 15000 },
      );
      await page.waitForFunction(() => {
        const s = document.querySelector('[data-testid="rps-status"]');
        return s?.getAttribute('data-over') === 'true' || s?.getAttribute('data-to-move') === '0';
      });
    }
    const engine = await engineState(matchId);
    expect(engine.over).toBe(true);
    const winner = page.getByTestId('rps-winner');
    await winner.waitFor();
    await expect(winner.getAttribute('data-winner')).resolves.toBe(engine.winner === null ? 'DRAW' : String(engine.winner));
    await expect(winner.getAttribute('data-end-reason')).resolves.toBe(engine.endReason);
    await page.getByTestId('rps-resolve').click();
    await page.getByTestId('rps-resolved').waitFor();
    await screenshot(page, 'rps-computer');
    await stepThroughReplay(page, engine.turn, 'ARROW_KEY');
    // The settings the form set are the game's.
    await expect(page.getByTestId('rps-replay-settings').innerText()).resolves.toBe(
      'Played on a battlefield of 2 by 5; the same colour and attack left the defender holding; a draw after 90 moves.',
    );
    await expectAccessible(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-testid="rps-replay"][data-step="1"]', { timeout: 15000 });
    await expectAccessible(page);
    await screenshot(page, 'rps-replay');
  });
});
