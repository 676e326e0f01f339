// The first journey reads the demo world, which the fixture guard keeps unchanged; the second makes a world of its own.
import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, fitsWidth, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';
import { createCharacter, createTeam, createWorld, mutate, worldSlug } from './worlds';

interface DashboardMatch {
  ruleset: string;
  sides: { team: { name: string } | null }[];
}
interface Dashboard {
  matchesInProgressCount: number;
  matchesInProgress: DashboardMatch[];
  recentResults: DashboardMatch[];
  leagueLeaders: { league: { name: string; season: string }; rows: { rank: number; points: number; team: { name: string } }[] }[];
  creatorToDo: { unpricedFeats: number; matchesAwaitingResolution: number };
}
interface AwaitingMatch {
  sides: { team: { name: string } | null }[];
  resolutionProposal: { viewerMayConfirm: boolean; proposedBy: { displayName: string } };
}

const RULESETS: Record<string, string> = {
  CLIX_CAMPAIGN: 'Clix Campaign',
  HEROCLIX_2003: 'HeroClix (2003 rules)',
  HEROCLIX_ALPHA: 'HeroClix Alpha',
  HORRORCLIX: 'HorrorClix',
  RPS_CLIX: 'RPS Clix',
};
const matchLine = (m: DashboardMatch) => `${m.sides.map((s) => s.team?.name ?? 'an NPC force').join(' vs ')} (${RULESETS[m.ruleset]})`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The demo world's dashboard as the API answers the Creator: what the panels must show, line by line. */
async function expectedPanels(token: string) {
  const { worldDashboard: d, matches: awaiting } = await api<{ worldDashboard: Dashboard; matches: { totalCount: number; nodes: AwaitingMatch[] } }>(
    `query { matches(world: "demo", status: AWAITING_CONFIRMATION, first: 100) {
      totalCount nodes { sides { team { name } } resolutionProposal { viewerMayConfirm proposedBy { displayName } } } }
      worldDashboard(world: "demo") {
      matchesInProgressCount
      matchesInProgress { ruleset sides { team { name } } }
      recentResults { ruleset sides { team { name } } }
      leagueLeaders { league { name season } rows { rank points team { name } } }
      creatorToDo { unpricedFeats matchesAwaitingResolution } } }`,
    {},
    token,
  );
  return {
    inProgressTitle: `Matches in progress (${d.matchesInProgressCount})`,
    inProgress: d.matchesInProgress.map(matchLine),
    results: d.recentResults.map(matchLine),
    leaders: d.leagueLeaders.map((l) => ({
      league: l.league.season ? `${l.league.name} (${l.league.season})` : l.league.name,
      rows: l.rows.map((r) => `${r.rank}. ${r.team.name}, ${plural(r.points, 'point', 'points')}`),
    })),
    toDo: [
      `${plural(d.creatorToDo.unpricedFeats, 'feat', 'feats')} without a price`,
      `${plural(d.creatorToDo.matchesAwaitingResolution, 'match', 'matches')} played, awaiting resolution`,
      `${plural(awaiting.totalCount, 'result', 'results')} proposed, awaiting your confirmation`,
    ],
    // Issue 17: the results players proposed, each of which the Creator may confirm.
    awaiting: awaiting.nodes
      .filter((m) => m.resolutionProposal.viewerMayConfirm)
      .map((m) => `${m.sides.map((s) => s.team?.name ?? 'an NPC force').join(' vs ')}: proposed by ${m.resolutionProposal.proposedBy.displayName}`),
  };
}

const texts = (p: Page, testId: string) => p.getByTestId(testId).locator('li').allInnerTexts();

test.describe('World dashboard (issue 17)', () => {
  test("shows the demo world's matches, results, league leaders, the Creator's to-do (with the results awaiting confirmation) and the activity feed, each linked", async ({
    page,
  }) => {
    const token = await apiSignIn(DEMO_CREATOR);
    const expected = await expectedPanels(token);
    // The demo world as loaded has four results and a league: the panels are not empty states.
    expect({ results: expected.results.length, leagues: expected.leaders.length }).toEqual({ results: 4, leagues: 1 });

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo'));
    await expect(page.getByRole('heading', { level: 2 }).allInnerTexts()).resolves.toEqual([
      expected.inProgressTitle,
      'Recent results',
      'League leaders',
      'Needs you',
      expect.stringMatching(/^Activity \(\d+\)$/),
    ]);
    await expect(expected.inProgress.length ? texts(page, 'in-progress-list') : page.getByTestId('in-progress-list-empty').allInnerTexts()).resolves.toEqual(
      expected.inProgress.length ? expected.inProgress : ['No match is being played.'],
    );
    await expect(texts(page, 'results-list')).resolves.toEqual(expected.results);
    const leaders = await page
      .getByTestId('league-leaders')
      .evaluateAll((blocks) =>
        blocks.map((b) => ({ league: b.querySelector('h3')!.textContent.trim(), rows: [...b.querySelectorAll('li')].map((li) => li.textContent.trim()) })),
      );
    expect(leaders).toEqual(expected.leaders);
    await expect(page.getByTestId('todo-list').locator('li').allInnerTexts()).resolves.toEqual(expected.toDo);
    await expect(
      expected.awaiting.length ? texts(page, 'awaiting-confirmation-list') : page.getByTestId('awaiting-confirmation-empty').allInnerTexts(),
    ).resolves.toEqual(expected.awaiting.length ? expected.awaiting : ['No proposed result awaits your confirmation.']);

    // Every result leads to its match.
    const resultLinks = await page
      .getByTestId('results-list')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(resultLinks).toHaveLength(expected.results.length);
    for (const href of resultLinks) expect(href).toMatch(/^\/matches\/[A-Za-z0-9_-]{20,}$/);

    await expectAccessible(page);
    await fitsWidth(page, 390);
    await screenshot(page, 'world-dashboard');
  });

  test('puts a step done now at the top of the feed, linked to its team, and loads more on demand', async ({ page }) => {
    // The feed of a world of the journey's own, so its steps are exactly those made here: the team's
    // founding and its leader joining, then 44 awards (more than two pages of 20).
    const world = worldSlug('dashboard-feed');
    const token = await apiSignIn(DEMO_CREATOR);
    await createWorld(token, 'Feed Harbour', world);
    const leader = await createCharacter(token, world, 'Feed Keeper', 'HERO', [{ rank: 'ROOKIE', pointValue: 30 }]);
    const team = { id: (await createTeam(token, world, 'The Feed Watch', 'HERO', leader)).id, name: 'The Feed Watch' };
    for (let i = 1; i < 44; i += 1) {
      await mutate(token, 'grantAward', 'GrantAwardInput', { teamId: team.id, currency: 'CASH', amount: i, note: `Award ${i}` });
    }
    const note = 'Dashboard journey';
    await mutate(token, 'grantAward', 'GrantAwardInput', { teamId: team.id, currency: 'CASH', amount: 7, note });
    const { worldActivity } = await api<{ worldActivity: { totalCount: number } }>(
      `query ($world: String!) { worldActivity(world: $world, first: 1) { totalCount } }`,
      { world },
      token,
    );
    expect(worldActivity.totalCount).toBe(46);

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${world}`));
    await expect(page.getByRole('heading', { name: /^Activity/ }).innerText()).resolves.toBe('Activity (46)');
    const first = page.getByTestId('activity-item').first();
    await expect(first.getAttribute('data-kind')).resolves.toBe('CREATOR_AWARD');
    await expect(first.innerText()).resolves.toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} The Creator awarded ${team.name} \\$7: ${note} \\(${team.name}\\)$`),
    );
    await expect(first.getByRole('link', { name: team.name }).getAttribute('href')).resolves.toBe(`/teams/${team.id}`);

    // The feed shows 20, then the next 20 on "Load more", and offers the last 6 after them.
    await expect(page.getByTestId('activity-item').count()).resolves.toBe(20);
    await page.getByTestId('activity-load-more').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="activity-item"]').length === 40);
    await expect(page.getByTestId('activity-load-more').count()).resolves.toBe(1);
    await page.getByTestId('activity-load-more').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="activity-item"]').length === 46);
    await expect(page.getByTestId('activity-load-more').count()).resolves.toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'world-dashboard-feed');
  });
});
