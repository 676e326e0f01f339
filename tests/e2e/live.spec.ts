import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

// The console goes live (issue 15): what one device records shows on the others without a reload,
// through the API's subscriptions (graphql-ws), and the overlays for OBS follow a match and a league.

// Everything in a world of this file's own, laid out as the demo world's teams are, whose leagues and
// matches change no other journey's teams.
const WORLD = worldSlug('live');
const ERRORS = 'userErrors { code field message }';
const HERO_TEAM = DEMO_HERO_TEAM;
const VILLAIN_TEAM = DEMO_VILLAIN_TEAM;

let token: string;

/** Marks the page's window: the mark is gone after a reload, kept through a client-side refresh. */
const markWindow = (p: Page) => p.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = 'kept'));
const windowMark = (p: Page) => p.evaluate(() => (window as unknown as { liveMark?: string }).liveMark ?? 'reloaded');

async function character(name: string, range: number): Promise<string> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2 };
  const input = {
    world: WORLD,
    name,
    kind: 'NPC',
    description: `${name}, for the live journeys.`,
    versions: [{ rank: 'ROOKIE', pointValue: 30, range, targets: 1, clicks: Array(6).fill(click), koClicks: 6 }],
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
  await demoLikeWorld(token, 'Live journeys', WORLD);
});

test.describe('live updates in the console', () => {
  test('an attack recorded in one tracker shows in a second tracker and on an overlay, without a reload', async ({ openPage }) => {
    const shooter = await character('Live Sharpshooter', 8);
    const brute = await character('Live Brute', 0);
    const created = await api<{ createMatch: { match: { id: string; figures: { id: string }[] } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`,
      {
        input: {
          world: WORLD,
          ruleset: 'CLIX_CAMPAIGN',
          buildTotal: 100,
          sides: [
            { alignment: 'HERO', versionIds: [shooter] },
            { alignment: 'VILLAIN', versionIds: [brute] },
          ],
        },
      },
      token,
    );
    expect(created.createMatch.userErrors).toEqual([]);
    const matchId = created.createMatch.match!.id;
    const bruteId = created.createMatch.match!.figures[1].id;

    const recorder = await openPage();
    const follower = await openPage();
    const overlay = await openPage();
    await signIn(recorder, DEMO_CREATOR);
    await signIn(follower, DEMO_CREATOR);
    await recorder.goto(adminUrl(`/matches/${matchId}`));
    await follower.goto(adminUrl(`/matches/${matchId}`));
    // Anonymous, as OBS opens it: only side 2, the latest event and the stats.
    await overlay.goto(adminUrl(`/overlay/matches/${matchId}?side=2&fields=figures,stats,latest&theme=dark`));
    const followerCard = follower.locator(`[data-testid="figure-card"][data-figure-id="${bruteId}"]`);
    const overlayFigure = overlay.locator(`[data-testid="overlay-figure"][data-figure-id="${bruteId}"]`);
    await expect(followerCard.getAttribute('data-click-number')).resolves.toBe('1');
    await expect(overlayFigure.getAttribute('data-click-number')).resolves.toBe('1');
    await expect(overlay.getByTestId('overlay-stats').innerText()).resolves.toBe('Click 1 · Spd 8 Atk 9 Def 16 Dmg 2');
    await expect(overlay.getByTestId('overlay-side').count()).resolves.toBe(1);
    await expect(overlay.getByTestId('overlay-turn').count()).resolves.toBe(0);
    await expect(overlay.locator('.site-header').isVisible()).resolves.toBe(false);
    await expect(overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe('rgba(0, 0, 0, 0)');
    await follower.locator('[data-testid="live-status"][data-live="yes"]').waitFor();
    await overlay.locator('[data-testid="live-status"][data-live="yes"]').waitFor();
    await expectAccessible(overlay);
    await markWindow(follower);
    await markWindow(overlay);

    const attack = recorder.getByTestId('attack-form');
    await attack.getByLabel('Attacker').selectOption({ label: 'Live Sharpshooter' });
    await attack.getByLabel('Ranged').check();
    await attack.getByLabel('Live Brute', { exact: true }).check();
    await attack.getByLabel('Rolled at the table').check();
    // 9 + 9 = 18 against defense 16: a hit for 2 clicks.
    await attack.getByLabel('Dice rolled at the table (e.g. “4 5”)').fill('4 5');
    await attack.getByTestId('record-attack').click();
    await recorder.locator('[data-testid="event-row"][data-type="ATTACK"]').waitFor();

    await follower.locator(`[data-testid="figure-card"][data-figure-id="${bruteId}"][data-click-number="3"]`).waitFor();
    await follower.locator('[data-testid="event-row"][data-type="ATTACK"]').waitFor();
    await overlay.locator(`[data-testid="overlay-figure"][data-figure-id="${bruteId}"][data-click-number="3"]`).waitFor();
    await expect(overlay.getByTestId('overlay-latest').innerText()).resolves.toBe(
      'Live Sharpshooter makes a ranged attack on Live Brute (1 square): hits Live Brute for 2 damage.',
    );
    await expect(Promise.all([windowMark(follower), windowMark(overlay)])).resolves.toEqual(['kept', 'kept']);
    await expectAccessible(overlay);
    await screenshot(overlay, 'live-match-overlay');
  });

  test('resolving a league match updates an open public league page and the league overlay, without a reload', async ({ openPage }) => {
    const teams = await api<{ teams: { nodes: { id: string; name: string; members: { id: string; status: string }[] }[] } }>(
      `query ($world: String!) { teams(world: $world, first: 20) { nodes { id name members { id status } } } }`,
      { world: WORLD },
      token,
    );
    const [hero, villain] = [HERO_TEAM, VILLAIN_TEAM].map((name) => teams.teams.nodes.find((t) => t.name === name)!);
    const league = await api<{ createLeague: { league: { id: string } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`,
      { input: { world: WORLD, name: 'Live League', teamIds: [hero.id, villain.id] } },
      token,
    );
    expect(league.createLeague.userErrors).toEqual([]);
    const leagueId = league.createLeague.league!.id;

    const screen = await openPage();
    const overlay = await openPage();
    await screen.goto(adminUrl(`/public/leagues/${leagueId}`));
    await overlay.goto(adminUrl(`/overlay/leagues/${leagueId}?fields=standings&theme=light`));
    const points = (p: Page, team: string) => p.getByTestId('standings-row').filter({ hasText: team }).getByTestId('standings-points');
    await expect(points(screen, HERO_TEAM).innerText()).resolves.toBe('0');
    await expect(points(overlay, HERO_TEAM).innerText()).resolves.toBe('0');
    await expect(overlay.getByTestId('chart-point').count()).resolves.toBe(0);
    await screen.locator('[data-testid="live-status"][data-live="yes"]').waitFor();
    await overlay.locator('[data-testid="live-status"][data-live="yes"]').waitFor();
    await expectAccessible(overlay);
    await markWindow(screen);
    await markWindow(overlay);

    const active = (team: typeof hero) => team.members.filter((m) => m.status === 'ACTIVE').map((m) => m.id);
    const match = await api<{ createMatch: { match: { id: string; figures: { id: string; side: number }[] } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } ${ERRORS} } }`,
      {
        input: {
          world: WORLD,
          buildTotal: 300,
          leagueId,
          sides: [
            { alignment: 'HERO', teamId: hero.id, teamMemberIds: active(hero) },
            { alignment: 'VILLAIN', teamId: villain.id, teamMemberIds: active(villain) },
          ],
        },
      },
      token,
    );
    expect(match.createMatch.userErrors).toEqual([]);
    const resolved = await api<{ resolveMatch: { userErrors: unknown[] } }>(
      `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.createMatch.match!.id, idempotencyKey: randomUUID(), outcome: { winningSide: 0 } } },
      token,
    );
    expect(resolved.resolveMatch.userErrors).toEqual([]);

    // A win is 3 points by default.
    for (const p of [screen, overlay]) {
      await p.waitForFunction(
        (team) =>
          [...document.querySelectorAll('[data-testid="standings-row"]')].some(
            (r) => r.textContent?.includes(team) && r.querySelector('[data-testid="standings-points"]')?.textContent?.trim() === '3',
          ),
        HERO_TEAM,
      );
    }
    await expect(points(screen, VILLAIN_TEAM).innerText()).resolves.toBe('0');
    await expect(Promise.all([windowMark(screen), windowMark(overlay)])).resolves.toEqual(['kept', 'kept']);
    await expectAccessible(overlay);
    await screenshot(overlay, 'live-league-overlay');
  });

  test('an RPS Clix game has an overlay too: its board, whose move, the last move, and the winner, followed without a reload', async ({ openPage }) => {
    const army = async (side: string) => Promise.all([1, 2, 3, 4, 5, 6].map((n) => character(`Live RPS ${side}${n}`, 0)));
    const [first, second] = [await army('A'), await army('B')];
    const created = await api<{ createMatch: { match: { id: string } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`,
      {
        input: {
          world: WORLD,
          ruleset: 'RPS_CLIX',
          buildTotal: 150,
          rps: { rows: 3 },
          sides: [
            { alignment: 'HERO', versionIds: first, rps: { frontLine: [0, 1, 2, 3, 4], commander: 5 } },
            { alignment: 'VILLAIN', versionIds: second, rps: { frontLine: [0, 1, 2, 3, 4], commander: 5 } },
          ],
        },
      },
      token,
    );
    expect(created.createMatch.userErrors).toEqual([]);
    const matchId = created.createMatch.match!.id;
    type Move = { kind: string; side: number; monsterId: string; to: { col: number; row: number } };
    const legal = async () =>
      (
        await api<{ rpsState: { toMove: number; legalMoves: Move[] } }>(
          `query ($id: ID!) { rpsState(matchId: $id) { toMove legalMoves { kind side monsterId to { col row } } } }`,
          { id: matchId },
          token,
        )
      ).rpsState;

    const overlay = await openPage();
    await overlay.goto(adminUrl(`/overlay/matches/${matchId}?side=1&theme=light`));
    await expect(overlay.locator('[data-testid="match-overlay"]').getAttribute('data-ruleset')).resolves.toBe('RPS_CLIX');
    await expect(overlay.getByTestId('overlay-turn').innerText()).resolves.toBe('Move 1 · Player 1 to move');
    await expect(overlay.locator('[data-testid="rps-cell"]').count()).resolves.toBe(15);
    await expect(overlay.locator('[data-testid="rps-cell"] [data-testid="rps-piece"]').count()).resolves.toBe(10);
    await expect(overlay.getByTestId('overlay-side').count()).resolves.toBe(1);
    await expect(overlay.getByTestId('overlay-commander').innerText()).resolves.toBe('Commander Live RPS A6 (Yellow 9): waiting');
    await expect(overlay.getByTestId('overlay-latest').innerText()).resolves.toBe('No move yet.');
    await overlay.locator('[data-testid="live-status"][data-live="yes"]').waitFor();
    await expectAccessible(overlay);
    await markWindow(overlay);

    const { legalMoves } = await legal();
    const move = legalMoves.find((m) => m.kind === 'MOVE')!;
    const played = await api<{ playRpsMove: { userErrors: unknown[] } }>(
      `mutation ($input: PlayRpsMoveInput!) { playRpsMove(input: $input) { ${ERRORS} } }`,
      { input: { matchId, side: 0, move: { kind: move.kind, monsterId: move.monsterId, to: move.to } } },
      token,
    );
    expect(played.playRpsMove.userErrors).toEqual([]);
    await overlay.locator(`[data-testid="rps-cell"][data-col="${move.to.col}"][data-row="${move.to.row}"][data-monster-id="${move.monsterId}"]`).waitFor();
    await expect(overlay.getByTestId('overlay-turn').innerText()).resolves.toBe('Move 2 · Player 2 to move');
    await expect(overlay.locator('[data-testid="rps-last-move"]').getAttribute('data-kind')).resolves.toBe('MOVE');
    await expect(windowMark(overlay)).resolves.toBe('kept');
    await expectAccessible(overlay);
    await screenshot(overlay, 'live-rps-overlay');
  });

  test("the world's prestige table moves when a match is resolved, without a reload", async ({ page }) => {
    const teams = await api<{ teams: { nodes: { id: string; name: string; members: { id: string; status: string }[] }[] } }>(
      `query ($world: String!) { teams(world: $world, first: 20) { nodes { id name members { id status } } } }`,
      { world: WORLD },
      token,
    );
    const [hero, villain] = [HERO_TEAM, VILLAIN_TEAM].map((name) => teams.teams.nodes.find((t) => t.name === name)!);
    const balance = async () =>
      (
        await api<{ prestigeTable: { nodes: { balance: number; team: { id: string } }[] } }>(
          `query ($world: String!) { prestigeTable(world: $world, first: 100, alignment: HERO) { nodes { balance team { id } } } }`,
          { world: WORLD },
        )
      ).prestigeTable.nodes.find((n) => n.team.id === hero.id)!.balance;
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/prestige?alignment=HERO`));
    const cellOf = page.locator(`[data-testid="prestige-row"][data-team-id="${hero.id}"] td.numeric`).last();
    await expect(cellOf.innerText()).resolves.toBe(`Prestige ${await balance()}`);
    await page.locator('[data-testid="live-status"][data-live="yes"]').waitFor();
    await markWindow(page);

    const active = (team: typeof hero) => team.members.filter((m) => m.status === 'ACTIVE').map((m) => m.id);
    const match = await api<{ createMatch: { match: { id: string } | null; userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`,
      {
        input: {
          world: WORLD,
          buildTotal: 300,
          sides: [
            { alignment: 'HERO', teamId: hero.id, teamMemberIds: active(hero) },
            { alignment: 'VILLAIN', teamId: villain.id, teamMemberIds: active(villain) },
          ],
        },
      },
      token,
    );
    expect(match.createMatch.userErrors).toEqual([]);
    const before = await balance();
    const resolved = await api<{ resolveMatch: { userErrors: unknown[] } }>(
      `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { ${ERRORS} } }`,
      { input: { matchId: match.createMatch.match!.id, idempotencyKey: randomUUID(), outcome: { winningSide: 0 } } },
      token,
    );
    expect(resolved.resolveMatch.userErrors).toEqual([]);
    const after = await balance();
    expect(after).not.toBe(before);
    await page.waitForFunction(
      ([teamId, text]) =>
        [...document.querySelectorAll(`[data-testid="prestige-row"][data-team-id="${teamId}"] td.numeric`)].pop()?.textContent?.trim() === text,
      [hero.id, `Prestige ${after}`],
    );
    await expect(windowMark(page)).resolves.toBe('kept');
  });

  test('refuses an overlay option it does not know, in words', async ({ openPage }) => {
    const overlay = await openPage();
    await overlay.goto(adminUrl('/overlay/matches/00000000-0000-0000-0000-000000000000?fields=turn,score'));
    await expect(overlay.getByTestId('overlay-error').innerText()).resolves.toBe(
      'This overlay’s address is not right: fields can hold turn, figures, stats, latest; “score” is not one of them.',
    );
  });
});
