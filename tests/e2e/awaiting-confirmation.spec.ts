import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, OpenPage, test } from './fixtures';

// Results awaiting confirmation on the dashboard's "Needs you" (issue 17): in a world of its own, Ada
// proposes two results against Bo's team and Bo one against hers. Each sees the count and the lines of
// the proposals he may confirm (the Creator all of them), confirming from a line's link empties Bo's
// list, and the matches list offers "New match" to a player with a team only.

const WORLD = `awaiting-confirmation-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
const PASSWORD = 'correct horse battery staple';
const ADA = { email: `ada-${WORLD}@players.test`, password: PASSWORD, displayName: 'Ada Hero' };
const BO = { email: `bo-${WORLD}@players.test`, password: PASSWORD, displayName: 'Bo Villain' };
const CY = { email: `cy-${WORLD}@players.test`, password: PASSWORD, displayName: 'Cy Teamless' };
const ADA_TEAM = 'Harbour Wardens';
const BO_TEAM = 'Dock Jackals';

const DIAL = [
  { speed: 8, attack: 10, defense: 16, damage: 2 },
  { speed: 7, attack: 9, defense: 15, damage: 2 },
  { speed: 6, attack: 8, defense: 14, damage: 1 },
];

interface Team {
  id: string;
  memberIds: string[];
}

let creator: string;
const tokens: Record<string, string> = {};
let teams: { ada: Team; bo: Team };

async function ok<T extends Record<string, { userErrors: unknown[] }>>(query: string, input: Record<string, unknown>, token: string): Promise<T> {
  const data = await api<T>(query, { input }, token);
  for (const payload of Object.values(data)) expect(payload.userErrors).toEqual([]);
  return data;
}

async function character(name: string, kind: 'HERO' | 'VILLAIN'): Promise<string> {
  const data = await ok<{ createCharacter: { character: { id: string }; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`,
    {
      world: WORLD,
      name,
      kind,
      description: `${name}, for the proposed results.`,
      versions: [{ rank: 'ROOKIE', pointValue: 30, range: 4, targets: 1, clicks: DIAL, koClicks: 2 }],
    },
    creator,
  );
  return data.createCharacter.character.id;
}

/** A player of the world (signed up, invited by the Creator, accepted); his token. */
async function member(who: typeof ADA): Promise<string> {
  const signedUp = await ok<{ signUp: { token: string; userErrors: unknown[] } }>(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { token ${ERRORS} } }`,
    { email: who.email, password: who.password, displayName: who.displayName },
    '',
  );
  const token = signedUp.signUp.token;
  await ok(
    `mutation ($input: AddWorldMemberInput!) { addWorldMember(input: $input) { ${ERRORS} } }`,
    { world: WORLD, email: who.email, role: 'PLAYER' },
    creator,
  );
  await ok(`mutation ($input: AcceptWorldInvitationInput!) { acceptWorldInvitation(input: $input) { ${ERRORS} } }`, { world: WORLD }, token);
  return token;
}

async function team(token: string, name: string, alignment: 'HERO' | 'VILLAIN', founders: [string, string]): Promise<Team> {
  const ids = [await character(founders[0], alignment), await character(founders[1], alignment)];
  const made = await ok<{ createTeam: { team: { id: string; members: { id: string }[] }; userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id } } ${ERRORS} } }`,
    { world: WORLD, name, alignment, founderCharacterIds: ids, leaderCharacterId: ids[0] },
    token,
  );
  return { id: made.createTeam.team.id, memberIds: made.createTeam.team.members.map((m) => m.id) };
}

/** A match the player sets up (his team on side 1), one turn of his, and his proposed result: side 1 won. */
async function proposedMatch(token: string, own: { team: Team; alignment: string }, other: { team: Team; alignment: string }): Promise<string> {
  const made = await ok<{ createMatch: { match: { id: string }; userErrors: unknown[] } }>(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`,
    {
      world: WORLD,
      buildTotal: 150,
      sides: [own, other].map((s) => ({ alignment: s.alignment, teamId: s.team.id, teamMemberIds: s.team.memberIds })),
    },
    token,
  );
  const matchId = made.createMatch.match.id;
  await ok(
    `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { ${ERRORS} } }`,
    { matchId, event: { type: 'END_TURN', side: 0 } },
    token,
  );
  const resolved = await ok<{ resolveMatch: { match: { status: string }; userErrors: unknown[] } }>(
    `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { match { status } ${ERRORS} } }`,
    { matchId, outcome: { winningSide: 0 } },
    token,
  );
  expect(resolved.resolveMatch.match.status).toBe('AWAITING_CONFIRMATION');
  return matchId;
}

async function pageFor(openPage: OpenPage, who: { email: string; password: string } | null): Promise<Page> {
  const page = await openPage();
  if (who) await signIn(page, who);
  return page;
}

/** The world's proposals waiting, in the API's order (newest first), as the Creator reads them. */
async function awaitingIds(): Promise<string[]> {
  const { matches } = await api<{ matches: { nodes: { id: string }[] } }>(
    `query ($world: String!) { matches(world: $world, status: AWAITING_CONFIRMATION, first: 100) { nodes { id } } }`,
    { world: WORLD },
    creator,
  );
  return matches.nodes.map((m) => m.id);
}

/** What the "Needs you" panel shows of the proposals: the count line, then each line with its link. */
async function awaitingPanel(p: Page) {
  await p.goto(adminUrl(`/worlds/${WORLD}`));
  const panel = p.getByTestId('dashboard-todo');
  const count = await panel.getByTestId('awaiting-confirmation-count').innerText();
  const lines = await panel
    .getByTestId('awaiting-confirmation-list')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href') })));
  const empty = await panel.getByTestId('awaiting-confirmation-empty').allInnerTexts();
  return { count, lines, empty };
}

const ADAS_LINE = `${ADA_TEAM} vs ${BO_TEAM}: proposed by ${ADA.displayName}`;
const BOS_LINE = `${BO_TEAM} vs ${ADA_TEAM}: proposed by ${BO.displayName}`;
const none = { count: '0 results proposed, awaiting your confirmation', lines: [], empty: ['No proposed result awaits your confirmation.'] };

test.beforeAll(async () => {
  creator = await apiSignIn(DEMO_CREATOR);
  await ok(`mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`, { name: 'Proposals Quay', slug: WORLD }, creator);
  tokens.ada = await member(ADA);
  tokens.bo = await member(BO);
  tokens.cy = await member(CY);
  teams = {
    ada: await team(tokens.ada, ADA_TEAM, 'HERO', ['Aegis', 'Beacon']),
    bo: await team(tokens.bo, BO_TEAM, 'VILLAIN', ['Brute', 'Cutter']),
  };
});

test.describe('results awaiting confirmation (issue 17)', () => {
  test('lists each proposal for whoever may confirm it, with the exact count, and confirming from its link takes it off', async ({ openPage }) => {
    const ada = { team: teams.ada, alignment: 'HERO' };
    const bo = { team: teams.bo, alignment: 'VILLAIN' };
    const first = await proposedMatch(tokens.ada, ada, bo);
    const second = await proposedMatch(tokens.ada, ada, bo);
    const bos = await proposedMatch(tokens.bo, bo, ada);
    const order = await awaitingIds();
    expect([...order].sort()).toEqual([first, second, bos].sort());
    const href = (id: string) => `/matches/${encodeURIComponent(id)}`;
    const line = (id: string) => ({ text: id === bos ? BOS_LINE : ADAS_LINE, href: href(id) });

    // Bo may confirm Ada's two, not his own; Ada, Bo's one; the Creator all three; Cy, without a team in them, none.
    const boPage = await pageFor(openPage, BO);
    await expect(awaitingPanel(boPage)).resolves.toEqual({
      count: '2 results proposed, awaiting your confirmation',
      lines: order.filter((id) => id !== bos).map(line),
      empty: [],
    });
    await expectAccessible(boPage);
    await screenshot(boPage, 'awaiting-confirmation');
    const adaPage = await pageFor(openPage, ADA);
    await expect(awaitingPanel(adaPage)).resolves.toEqual({ count: '1 result proposed, awaiting your confirmation', lines: [line(bos)], empty: [] });
    const creatorPage = await pageFor(openPage, DEMO_CREATOR);
    await expect(awaitingPanel(creatorPage)).resolves.toEqual({ count: '3 results proposed, awaiting your confirmation', lines: order.map(line), empty: [] });
    // The count is the Creator's third to-do, after the feats without a price and the matches awaiting resolution.
    const { worldDashboard } = await api<{ worldDashboard: { creatorToDo: { unpricedFeats: number; matchesAwaitingResolution: number } } }>(
      `query ($world: String!) { worldDashboard(world: $world) { creatorToDo { unpricedFeats matchesAwaitingResolution } } }`,
      { world: WORLD },
      creator,
    );
    const { unpricedFeats, matchesAwaitingResolution } = worldDashboard.creatorToDo;
    await expect(creatorPage.getByTestId('todo-list').locator('li').allInnerTexts()).resolves.toEqual([
      `${unpricedFeats} ${unpricedFeats === 1 ? 'feat' : 'feats'} without a price`,
      `${matchesAwaitingResolution} ${matchesAwaitingResolution === 1 ? 'match' : 'matches'} played, awaiting resolution`,
      '3 results proposed, awaiting your confirmation',
    ]);
    await expectAccessible(creatorPage);
    const cyPage = await pageFor(openPage, CY);
    await expect(awaitingPanel(cyPage)).resolves.toEqual(none);

    // Bo confirms both from their lines: each leaves his list, and the Creator's keeps Bo's own.
    for (const remaining of [1, 0]) {
      await awaitingPanel(boPage);
      await boPage.getByTestId('awaiting-confirmation-list').getByRole('link').first().click();
      await boPage.waitForURL(/\/matches\/[^/?]+/);
      await boPage.getByTestId('proposal-confirm').click();
      await boPage.locator('[data-testid="resolution-record"], [data-testid="proposal-confirm-form"] [data-testid="form-errors"]').first().waitFor();
      await expect(boPage.locator('[data-testid="form-errors"]').count()).resolves.toBe(0);
      const left = await awaitingPanel(boPage);
      expect(left.count).toBe(`${remaining} ${remaining === 1 ? 'result' : 'results'} proposed, awaiting your confirmation`);
      expect(left.lines).toHaveLength(remaining);
    }
    await expect(awaitingPanel(boPage)).resolves.toEqual(none);
    await expectAccessible(boPage);
    await screenshot(boPage, 'awaiting-confirmation-empty');
    await expect(awaitingIds()).resolves.toEqual([bos]);
    await expect(awaitingPanel(creatorPage)).resolves.toEqual({ count: '1 result proposed, awaiting your confirmation', lines: [line(bos)], empty: [] });
  });

  test('offers "New match" to a player with a team, and not to a player without one or a signed-out visitor', async ({ openPage }) => {
    const matchesOf = async (p: Page) => {
      await p.goto(adminUrl(`/worlds/${WORLD}/matches`));
      await p.getByRole('heading', { level: 1 }).waitFor();
      return p.getByTestId('new-match').count();
    };
    const adaPage = await pageFor(openPage, ADA);
    await expect(matchesOf(adaPage)).resolves.toBe(1);
    await expect(adaPage.getByTestId('new-match').getAttribute('href')).resolves.toBe(`/worlds/${WORLD}/matches/new`);
    await expectAccessible(adaPage);
    await screenshot(adaPage, 'awaiting-confirmation-new-match');
    await expect(matchesOf(await pageFor(openPage, CY))).resolves.toBe(0);
    const visitor = await pageFor(openPage, null);
    await expect(matchesOf(visitor)).resolves.toBe(0);
    await expect(visitor.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Matches of Proposals Quay');
    // Nor does the visitor's dashboard have a "Needs you".
    await visitor.goto(adminUrl(`/worlds/${WORLD}`));
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect(visitor.getByTestId('dashboard-todo').count()).resolves.toBe(0);
  });
});
