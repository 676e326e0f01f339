import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';
import { demoLikeWorld, worldSlug } from './worlds';

// The match and team sheet are in a world of this file's own laid out as the demo world's teams are;
// the public standings are the demo league's, read only (the fixture guard keeps the demo world unchanged).
const WORLD = worldSlug('accessibility');
let teams: { heroTeamId: string; villainTeamId: string };

test.beforeAll(async () => {
  teams = await demoLikeWorld(await apiSignIn(DEMO_CREATOR), 'Accessible Harbour', WORLD);
});

/** A match between the two teams with one villain figure KO'd, left in progress: the tracker shows a KO'd card. */
async function matchWithKo(token: string) {
  const members = async (id: string) => {
    const { team } = await api<{ team: { members: { id: string; status: string }[] } }>(
      `query ($id: ID!) { team(id: $id) { members { id status } } }`,
      { id },
      token,
    );
    return team.members.filter((m) => m.status === 'ACTIVE').map((m) => m.id);
  };
  const [hero, villain] = [teams.heroTeamId, teams.villainTeamId];
  const { createMatch } = await api<{ createMatch: { match: { id: string; figures: { id: string; side: number }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } userErrors { code message } } }`,
    {
      input: {
        world: WORLD,
        buildTotal: 300,
        sides: [
          { alignment: 'HERO', teamId: hero, teamMemberIds: await members(hero) },
          { alignment: 'VILLAIN', teamId: villain, teamMemberIds: await members(villain) },
        ],
      },
    },
    token,
  );
  expect(createMatch.userErrors).toEqual([]);
  const match = createMatch.match!;
  const { recordMatchEvent } = await api<{ recordMatchEvent: { userErrors: unknown[] } }>(
    `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { userErrors { code message } } }`,
    {
      input: {
        matchId: match.id,
        event: { type: 'KO', figureId: match.figures.find((f) => f.side === 1)!.id, byFigureId: match.figures.find((f) => f.side === 0)!.id },
      },
    },
    token,
  );
  expect(recordMatchEvent.userErrors).toEqual([]);
  return match.id;
}

test.describe('axe-core on the pages people read most (issue 17, item 15)', () => {
  test('finds no serious or critical violation on a team sheet with its ledger, a tracker with a KO’d figure, and the public standings', async ({ page }) => {
    const token = await apiSignIn(DEMO_CREATOR);
    const matchId = await matchWithKo(token);
    await signIn(page, DEMO_CREATOR);

    await page.goto(adminUrl(`/teams/${teams.heroTeamId}`));
    await page.locator('.amount--gained').first().waitFor();
    await expectAccessible(page);

    await page.goto(adminUrl(`/matches/${matchId}`));
    await page.locator('main h1').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accessibility-tracker-ko');

    await page.goto(adminUrl('/worlds/demo/leagues'));
    await page.getByTestId('league-row').filter({ hasText: 'Harbour City League' }).getByRole('link').first().click();
    await page.goto(adminUrl((await page.getByTestId('show-on-screen').getAttribute('href'))!));
    await page.getByTestId('public-league').waitFor();
    await expectAccessible(page);
    // On a phone its standings scroll inside their frame, which a keyboard must reach (it holds no link).
    await page.setViewportSize({ width: 390, height: 900 });
    await expectAccessible(page);
  });
});
