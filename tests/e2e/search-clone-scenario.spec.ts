import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, fitsWidth, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Issue 17: the world's search box, "Clone" on a character's page, and a rolled scenario starting a
// match in one click. Each journey in a world of its own, so every figure is exact.

const ERRORS = 'userErrors { code field message }';
const RUN = `${process.pid}-${Date.now().toString(36)}`;
let token: string;

async function world(slug: string, name: string) {
  const data = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name, slug } },
    token,
  );
  expect(data.createWorld.userErrors).toEqual([]);
}

async function character(worldSlug: string, name: string, kind: string, options: { visibility?: string; ranks?: [string, number][] } = {}) {
  const versions = (options.ranks ?? [['ROOKIE', 30]]).map(([rank, pointValue]) => ({
    rank,
    pointValue,
    range: 4,
    koClicks: 3,
    specialPowers: [{ value: 'DAMAGE', name: 'Iron Will', text: 'Ignores the first click of damage.' }],
    clicks: [
      { speed: 8, attack: 9, defense: 16, damage: 2, attackPower: 'Flurry' },
      { speed: 7, attack: 8, defense: 15, damage: 1 },
    ],
  }));
  const data = await api<{ createCharacter: { character: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`,
    { input: { world: worldSlug, name, kind, visibility: options.visibility ?? 'PUBLIC', versions } },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character!.id;
}

async function team(worldSlug: string, name: string, alignment: string, leaderCharacterId: string) {
  const data = await api<{ createTeam: { team: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`,
    { input: { world: worldSlug, name, alignment, leaderCharacterId, founderCharacterIds: [] } },
    token,
  );
  expect(data.createTeam.userErrors).toEqual([]);
  return data.createTeam.team!.id;
}

const hits = (page: Page, kind: string) => page.getByTestId(`search-${kind}`).getByTestId('search-hit').allInnerTexts();

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
});

test.describe('search, clone and scenario to match', () => {
  test('finds characters, teams, matches and leagues from the search box (/ focuses it), hides the hidden NPC from a visitor, and says when nothing matches', async ({
    page,
    openPage,
  }) => {
    test.setTimeout(120_000);
    const slug = `search-${RUN}`;
    await world(slug, 'Search journey');
    const quill = await character(slug, 'Zoë Quill', 'HERO');
    await character(slug, 'Zoe Marsh', 'HERO');
    await character(slug, 'Zoe Shade', 'NPC', { visibility: 'HIDDEN' });
    await character(slug, '100% Real', 'NORMAL');
    const owl = await character(slug, 'Barn Owl', 'VILLAIN');
    const quillers = await team(slug, 'Zoe’s Quillers', 'HERO', quill);
    const owls = await team(slug, 'Night Owls', 'VILLAIN', owl);
    const members = async (id: string) =>
      (await api<{ team: { members: { id: string }[] } }>(`query ($id: ID!) { team(id: $id) { members { id } } }`, { id }, token)).team.members.map(
        (m) => m.id,
      );
    const match = await api<{ createMatch: { userErrors: unknown[] } }>(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { ${ERRORS} } }`,
      {
        input: {
          world: slug,
          buildTotal: 300,
          sides: [
            { alignment: 'HERO', teamId: quillers, teamMemberIds: await members(quillers) },
            { alignment: 'VILLAIN', teamId: owls, teamMemberIds: await members(owls) },
          ],
        },
      },
      token,
    );
    expect(match.createMatch.userErrors).toEqual([]);
    const league = await api<{ createLeague: { userErrors: unknown[] } }>(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { ${ERRORS} } }`,
      { input: { world: slug, name: 'Zoetrope Cup', teamIds: [quillers] } },
      token,
    );
    expect(league.createLeague.userErrors).toEqual([]);

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${slug}/characters`));
    // Once the page is live (hydrated), `/` anywhere but in a text field focuses the search box.
    await page.getByTestId('world-search').waitFor();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('/');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('world-search-q');
    await page.keyboard.type('zoe');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/worlds/${slug}/search\\?q=zoe$`));
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('“zoe” in Search journey');
    await expect(page.getByRole('heading', { level: 2 }).allInnerTexts()).resolves.toEqual(['Characters (3)', 'Teams (1)', 'Matches (1)', 'Leagues (1)']);
    await expect(hits(page, 'characters')).resolves.toEqual(['Zoe Marsh · Hero', 'Zoe Shade · NPC', 'Zoë Quill · Hero']);
    await expect(hits(page, 'teams')).resolves.toEqual(['Zoe’s Quillers · Heroes']);
    await expect(hits(page, 'matches')).resolves.toEqual(['Zoe’s Quillers v Night Owls · Set up']);
    await expect(hits(page, 'leagues')).resolves.toEqual(['Zoetrope Cup']);
    await expectAccessible(page);
    await screenshot(page, 'search-results');
    await fitsWidth(page, 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A literal % finds the one name that has it; a link opens what was found.
    await page.goto(adminUrl(`/worlds/${slug}/search?q=${encodeURIComponent('%')}`));
    await expect(hits(page, 'characters')).resolves.toEqual(['100% Real · Normal']);
    await page.goto(adminUrl(`/worlds/${slug}/search?q=quill`));
    await expect(hits(page, 'characters')).resolves.toEqual(['Zoë Quill · Hero']);
    await page.getByTestId('search-teams').getByRole('link', { name: 'Zoe’s Quillers' }).click();
    await page.waitForURL(new RegExp(`/teams/${quillers}$`));

    // Nothing matches: said so.
    await page.goto(adminUrl(`/worlds/${slug}/search?q=nobody`));
    await expect(page.getByTestId('search-no-results').innerText()).resolves.toBe('Nothing in Search journey has “nobody” in its name.');
    await expectAccessible(page);

    // A signed-out visitor does not find the hidden NPC.
    const visitor = await openPage();
    await visitor.goto(adminUrl(`/worlds/${slug}/search?q=zoe`));
    await expect(visitor.getByTestId('search-characters').getByTestId('search-hit').allInnerTexts()).resolves.toEqual(['Zoe Marsh · Hero', 'Zoë Quill · Hero']);
  });

  test('clones a character from its page: the copy opens with every version and dial, on no team', async ({ page }) => {
    test.setTimeout(120_000);
    const slug = `clone-${RUN}`;
    await world(slug, 'Clone journey');
    const id = await character(slug, 'Iron Lantern', 'HERO', {
      ranks: [
        ['ROOKIE', 30],
        ['EXPERIENCED', 50],
      ],
    });
    await team(slug, 'The Lanterns', 'HERO', id);

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/characters/${id}`));
    await page.getByTestId('clone-character').getByRole('button', { name: 'Clone' }).click();
    await page.waitForURL(/\/characters\/[A-Za-z0-9_-]+\?cloned=1$/);
    const copyId = new URL(page.url()).pathname.split('/').pop()!;
    expect(copyId).not.toBe(id);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Iron Lantern (copy)');
    await expect(page.getByTestId('cloned-notice').innerText()).resolves.toBe(
      'This is a copy, with every version, dial and power; it is on no team and has no history or injuries.',
    );
    await expect(page.locator('section.version h2').allInnerTexts()).resolves.toEqual(['Rookie 30 points', 'Experienced 50 points']);
    await expectAccessible(page);
    await screenshot(page, 'character-cloned');

    const { character: copy } = await api<{
      character: {
        name: string;
        versions: { rank: string; pointValue: number; specialPowers: { name: string }[]; clicks: { attack: number; attackPower: string | null }[] }[];
      };
    }>(
      `query ($id: ID!) { character(id: $id) { name versions { rank pointValue specialPowers { name } clicks { attack attackPower } } } }`,
      { id: copyId },
      token,
    );
    const dial = {
      specialPowers: [{ name: 'Iron Will' }],
      clicks: [
        { attack: 9, attackPower: 'Flurry' },
        { attack: 8, attackPower: null },
      ],
    };
    expect(copy).toEqual({
      name: 'Iron Lantern (copy)',
      versions: [
        { rank: 'ROOKIE', pointValue: 30, ...dial },
        { rank: 'EXPERIENCED', pointValue: 50, ...dial },
      ],
    });
    // The copy is on no team: it can be deleted, where the original cannot.
    const deleted = await api<{ deleteCharacter: { deletedCharacterId: string | null } }>(
      `mutation ($id: ID!) { deleteCharacter(id: $id) { deletedCharacterId ${ERRORS} } }`,
      { id: copyId },
      token,
    );
    expect(deleted.deleteCharacter.deletedCharacterId).toBe(copyId);
  });

  test('starts a match from a rolled scenario: New match opens set up for it, and one submit creates the match', async ({ page }) => {
    test.setTimeout(120_000);
    const slug = `rolled-${RUN}`;
    await world(slug, 'Rolled journey');
    await team(slug, 'Dawn Patrol', 'HERO', await character(slug, 'Dawn Runner', 'HERO'));
    await team(slug, 'Dusk Gang', 'VILLAIN', await character(slug, 'Dusk Boss', 'VILLAIN'));
    await character(slug, 'Street Goon', 'NPC');

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${slug}/rolls`));
    const roller = page.getByTestId('random-scenario-form');
    await roller.getByRole('button', { name: 'Roll a random scenario' }).click();
    const title = await roller.getByTestId('roll-entry').innerText();
    await roller.getByRole('link', { name: 'Start a match with this scenario' }).click();
    await page.waitForURL(new RegExp(`/worlds/${slug}/matches/new\\?rolled=[A-Z_]+$`));
    const entryId = new URL(page.url()).searchParams.get('rolled')!;
    await expect(page.getByTestId('rolled-scenario').getByRole('heading').innerText()).resolves.toBe(`Rolled scenario: ${title}`);

    // What the form starts as for each kind of entry the generator has.
    const side2 = page.getByTestId('match-side').nth(1);
    const training = entryId === 'ALL_IS_QUIET';
    const lackeys = { CRIME_HAPPENS: '100', GANG_WAR: '200' }[entryId];
    await expect(page.getByLabel('Training mission (played for practice)').isChecked()).resolves.toBe(training);
    await expect(side2.getByLabel('Plays as').inputValue()).resolves.toBe(training ? 'TEAM' : 'NPC');
    await expect(page.getByLabel('Build total (points)').inputValue()).resolves.toBe(lackeys ?? '300');
    await expectAccessible(page);
    await screenshot(page, 'rolled-scenario-new-match');
    if (!training) await side2.getByRole('checkbox', { name: /Street Goon/ }).check();
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/matches\/[^/?]+\?created=1$/);
    const matchId = new URL(page.url()).pathname.split('/').pop()!;
    const { match } = await api<{ match: { trainingMission: boolean; buildTotal: number; sides: { team: { name: string } | null }[] } }>(
      `query ($id: ID!) { match(id: $id) { trainingMission buildTotal sides { team { name } } } }`,
      { id: matchId },
      token,
    );
    expect(match).toEqual({
      trainingMission: training,
      buildTotal: Number(lackeys ?? '300'),
      sides: [{ team: { name: 'Dawn Patrol' } }, { team: training ? { name: 'Dusk Gang' } : null }],
    });
  });
});
