import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, OpenPage, test } from './fixtures';

// Players run their own matches (issue 17): in a world of its own, two players sign in in their own
// browser contexts; Ada sets up her team against Bo's, each records his own side's events, Ada's
// resolution is a proposal that applies nothing, and Bo's confirmation applies it to the ledger.

const WORLD = `player-matches-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
const PASSWORD = 'correct horse battery staple';
const ADA = { email: `ada-${WORLD}@players.test`, password: PASSWORD, displayName: 'Ada Hero' };
const BO = { email: `bo-${WORLD}@players.test`, password: PASSWORD, displayName: 'Bo Villain' };
const ADA_TEAM = 'Harbour Wardens';
const BO_TEAM = 'Dock Jackals';

const DIAL = [
  { speed: 8, attack: 10, defense: 16, damage: 2 },
  { speed: 7, attack: 9, defense: 15, damage: 2 },
  { speed: 6, attack: 8, defense: 14, damage: 1 },
];

let creator: string;
let teamIds: { ada: string; bo: string };

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
      description: `${name}, for the players' match.`,
      versions: [{ rank: 'ROOKIE', pointValue: 30, range: 4, targets: 1, clicks: DIAL, koClicks: 2 }],
    },
    creator,
  );
  return data.createCharacter.character.id;
}

/** A player of the world (signed up, invited by the Creator, accepted) with a team of two founders. */
async function player(who: typeof ADA, team: string, alignment: 'HERO' | 'VILLAIN', founders: [string, string]): Promise<string> {
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
  const ids = [await character(founders[0], alignment), await character(founders[1], alignment)];
  const made = await ok<{ createTeam: { team: { id: string }; userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`,
    { world: WORLD, name: team, alignment, founderCharacterIds: ids, leaderCharacterId: ids[0] },
    token,
  );
  return made.createTeam.team.id;
}

async function pageFor(openPage: OpenPage, who: { email: string; password: string }): Promise<Page> {
  const page = await openPage();
  await signIn(page, who);
  return page;
}

const card = (p: Page, name: string) => p.getByTestId('figure-card').filter({ has: p.getByRole('heading', { name, exact: true }) });
const waitForEvents = (p: Page, count: number) => p.waitForFunction((n) => document.querySelectorAll('[data-testid="event-row"]').length >= n, count);

async function heroPoints(teamId: string): Promise<number> {
  const { team } = await api<{ team: { heroPoints: number } }>(`query ($id: ID!) { team(id: $id) { heroPoints } }`, { id: teamId }, creator);
  return team.heroPoints;
}

test.beforeAll(async () => {
  creator = await apiSignIn(DEMO_CREATOR);
  await ok(`mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`, { name: 'Players’ Harbour', slug: WORLD }, creator);
  teamIds = {
    ada: await player(ADA, ADA_TEAM, 'HERO', ['Aegis', 'Beacon']),
    bo: await player(BO, BO_TEAM, 'VILLAIN', ['Brute', 'Cutter']),
  };
});

test.describe('players run their own matches', () => {
  test('Ada sets up her team against Bo’s, both record, Ada proposes the result, Bo confirms it, and the ledger moves once', async ({ openPage }) => {
    const ada = await pageFor(openPage, ADA);
    const bo = await pageFor(openPage, BO);
    const adaBefore = await heroPoints(teamIds.ada);
    const boBefore = await heroPoints(teamIds.bo);

    // Set-up: Ada's form offers her team on side 1 and only other players' teams on side 2, never an NPC force.
    await ada.goto(adminUrl(`/worlds/${WORLD}/matches/new`));
    await ada.getByTestId('new-match-form').waitFor();
    await ada.getByTestId('player-match-note').waitFor();
    const sides = ada.getByTestId('match-side');
    const options = async (i: number, label: string) => sides.nth(i).getByLabel(label).locator('option').allInnerTexts();
    await expect(options(0, 'Team')).resolves.toEqual(['Choose a team', `${ADA_TEAM} (heroes)`]);
    await expect(options(1, 'Team')).resolves.toEqual(['Choose a team', `${BO_TEAM} (villains)`]);
    await expect(options(0, 'Plays as')).resolves.toEqual(['A team']);
    await expect(sides.nth(1).getByLabel('Team').inputValue()).resolves.toBe(teamIds.bo);
    await expect(ada.getByRole('button', { name: 'Add a side' }).count()).resolves.toBe(0);
    await expectAccessible(ada);
    await ada.getByTestId('create-match').click();
    await ada.waitForURL(/\/matches\/[^/?]+/);
    await ada.getByTestId('match-tracker').waitFor();
    const url = ada.url().replace(/[?#].*$/, '');

    // Recording: Ada attacks with Aegis and ends her turn; Bo records his own Brute's KO.
    const attack = ada.getByTestId('attack-form');
    await attack.getByLabel('Attacker').selectOption({ label: 'Aegis' });
    await attack.getByLabel('Brute').check();
    await attack.getByLabel('Close').check();
    await attack.getByTestId('record-attack').click();
    await waitForEvents(ada, 1);
    await ada.getByRole('button', { name: `End turn: ${ADA_TEAM}` }).click();
    await waitForEvents(ada, 2);
    await bo.goto(url);
    await card(bo, 'Brute').getByLabel('By', { exact: true }).selectOption({ label: 'Aegis' });
    await card(bo, 'Brute').getByRole('button', { name: 'KO' }).click();
    await waitForEvents(bo, 3);

    // Proposal: Ada's resolution waits for Bo; nothing reaches the ledger.
    await ada.goto(url);
    const wizard = ada.getByTestId('resolution-wizard');
    await wizard.getByRole('radio', { name: ADA_TEAM }).check();
    await wizard.getByTestId('resolution-preview-button').click();
    await ada.locator('[data-testid="resolution-wizard"][data-step="preview"]').waitFor();
    await ada.getByTestId('resolution-apply').click();
    await ada.waitForURL(/resolved=1/);
    await ada.getByTestId('proposal-panel').waitFor();
    await expect(ada.getByTestId('match-status').innerText()).resolves.toMatch(/Awaiting confirmation/i);
    await expect(ada.getByTestId('proposal-status').innerText()).resolves.toBe(
      'Proposed by Ada Hero, awaiting confirmation by Bo Villain (or the Creator or an organizer).',
    );
    await expect(ada.getByTestId('proposal-confirm').count()).resolves.toBe(0);
    await expect(ada.getByTestId('resolution-applied').count()).resolves.toBe(0);
    expect(await heroPoints(teamIds.ada)).toBe(adaBefore);
    expect(await heroPoints(teamIds.bo)).toBe(boBefore);

    // Confirmation: Bo sees the same words with Confirm and Reject, and confirming applies it.
    await bo.goto(url);
    await expect(bo.getByTestId('proposal-status').innerText()).resolves.toBe(
      'Proposed by Ada Hero, awaiting confirmation by Bo Villain (or the Creator or an organizer).',
    );
    const outcome = await bo.getByTestId('proposal-outcome').innerText();
    expect(outcome).toMatch(new RegExp(`^${ADA_TEAM} won \\(\\d+ Hero Points\\), ${BO_TEAM} lost \\(\\d+ Hero Points\\)\\.`));
    await bo.getByTestId('proposal-reject-form').waitFor();
    await expectAccessible(bo);
    await screenshot(bo, 'player-matches-proposal');
    await bo.getByTestId('proposal-confirm').click();
    // The page is rendered again with the match resolved (or the refusal beside the button).
    await bo.locator('[data-testid="resolution-record"], [data-testid="proposal-confirm-form"] [data-testid="form-errors"]').first().waitFor();
    await expect(bo.locator('[data-testid="form-errors"]').count()).resolves.toBe(0);
    await bo.goto(url);
    await expect(bo.getByTestId('match-status').innerText()).resolves.toMatch(/Resolved/i);
    await expect(bo.getByTestId('proposal-panel').count()).resolves.toBe(0);
    const record = bo.getByTestId('resolution-record');
    await expect(record.getByTestId('resolution-side').count()).resolves.toBe(2);

    // The ledger, after: what the resolution earned each team, once, as the team sheet shows it.
    const { match } = await api<{ match: { resolution: { sides: { heroPointLines: { amount: number }[]; upkeepLines: { amount: number }[] }[] } } }>(
      `query ($id: ID!) { match(id: $id) { resolution { sides { heroPointLines { amount } upkeepLines { amount } } } } }`,
      { id: url.split('/').pop() },
      creator,
    );
    const earned = match.resolution.sides.map((s) => [...s.heroPointLines, ...s.upkeepLines].reduce((sum, l) => sum + l.amount, 0));
    // Aegis KO'd Brute (30 points): half of it, 15 Hero Points, for Ada's team; nothing for Bo's.
    expect(earned).toEqual([15, 0]);
    expect(await heroPoints(teamIds.ada)).toBe(adaBefore + 15);
    expect(await heroPoints(teamIds.bo)).toBe(boBefore);
    await ada.goto(adminUrl(`/teams/${teamIds.ada}`));
    await expect(ada.getByTestId('team-hero-points').innerText()).resolves.toBe(String(adaBefore + 15));
    await expectAccessible(ada);
    await bo.goto(url);
    await screenshot(bo, 'player-matches');
  });
});
