import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, fitsWidth, matchIdOf, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

// A match between the demo teams resolved (and voided) in a world of this file's own laid out as the
// demo world's teams are: its awards change no other journey's team.
const HERO_TEAM = DEMO_HERO_TEAM;
const VILLAIN_TEAM = DEMO_VILLAIN_TEAM;
const WORLD = worldSlug('resolution');

let creatorToken: string;
test.beforeAll(async () => {
  creatorToken = await apiSignIn(DEMO_CREATOR);
  await demoLikeWorld(creatorToken, 'Resolution Harbour', WORLD);
});

type Line = { kind: string; amount: number };
/** The resolution the API applied to the match at this tracker URL: the hero side's lines, each member's AP lines, the ledger entries. */
async function appliedResolution(matchUrl: string) {
  const { match } = await api<{
    match: {
      resolution: {
        sides: { position: number; prestigeChange: number; prestigeLines: Line[] }[];
        members: { achievementLines: Line[] }[];
        ledgerEntries: { id: string }[];
      };
    };
  }>(
    `query ($id: ID!) { match(id: $id) { resolution { sides { position prestigeChange prestigeLines { kind amount } } members { achievementLines { kind amount } } ledgerEntries { id } } } }`,
    { id: matchIdOf(matchUrl) },
    creatorToken,
  );
  return match.resolution;
}

// By the card's heading: other cards name this figure too (in their "By" choices).
const card = (p: Page, name: string) => p.getByTestId('figure-card').filter({ has: p.getByRole('heading', { name, exact: true }) });

async function createMatch(p: Page): Promise<string> {
  await p.goto(adminUrl(`/worlds/${WORLD}/matches/new`));
  await p.getByTestId('new-match-form').waitFor();
  const sides = p.getByTestId('match-side');
  await sides
    .nth(0)
    .getByLabel('Team')
    .selectOption({ label: `${HERO_TEAM} (heroes)` });
  await sides
    .nth(1)
    .getByLabel('Team')
    .selectOption({ label: `${VILLAIN_TEAM} (villains)` });
  await p.getByLabel('Build total (points)').fill('300');
  await p.getByTestId('create-match').click();
  await p.waitForURL(/\/matches\/[^/?]+/);
  await p.getByTestId('match-tracker').waitFor();
  return p.url().replace(/[?#].*$/, '');
}

/** The hero team's Hero Points and ledger size, as its sheet shows them. */
async function heroTeamBalance(p: Page): Promise<{ heroPoints: number; prestige: number; entries: string }> {
  await p.goto(adminUrl(`/worlds/${WORLD}/teams`));
  await p.getByTestId('team-row').filter({ hasText: HERO_TEAM }).getByRole('link', { name: HERO_TEAM }).click();
  await p.getByTestId('team-hero-points').waitFor();
  return {
    heroPoints: Number(await p.getByTestId('team-hero-points').innerText()),
    prestige: Number(await p.getByTestId('team-prestige').innerText()),
    entries: await p.getByTestId('history-total').innerText(),
  };
}

async function waitForEvents(p: Page, count: number) {
  await p.waitForFunction((n) => document.querySelectorAll('[data-testid="event-row"]').length >= n, count);
}

test.describe('match resolution', () => {
  test('resolves a match through outcome, preview and apply, once, and shares the replay; then the Creator voids it', async ({ page, openPage }) => {
    await signIn(page, DEMO_CREATOR);
    const before = await heroTeamBalance(page);
    const url = await createMatch(page);

    // A short match, recorded through the tracker.
    const attack = page.getByTestId('attack-form');
    await attack.getByLabel('Attacker').selectOption({ label: 'Lantern Jack' });
    await attack.getByLabel('Mother Nightshade').check();
    await attack.getByLabel('Close').check();
    await attack.getByTestId('record-attack').click();
    await waitForEvents(page, 1);
    // Skylark KOs Razorback: the card credits the defeat to the figure chosen under "By".
    await card(page, 'Razorback').getByLabel('By', { exact: true }).selectOption({ label: 'Skylark' });
    await card(page, 'Razorback').getByRole('button', { name: 'KO' }).click();
    await waitForEvents(page, 2);
    await page.getByTestId('match-wide-form').getByRole('button', { name: 'Bystander saved' }).click();
    await waitForEvents(page, 3);
    await page.getByRole('button', { name: `End turn: ${HERO_TEAM}` }).click();
    await waitForEvents(page, 4);

    // Step 1: no winner chosen is refused next to the field.
    const wizard = page.getByTestId('resolution-wizard');
    await expect(wizard.getAttribute('data-step')).resolves.toBe('outcome');
    await wizard.getByTestId('resolution-preview-button').click();
    const winnerError = wizard.locator('[data-testid="field-error"][data-field="winningSide"]');
    await expect(winnerError.innerText()).resolves.toMatch(/Choose the winning side/);
    await expect(page.locator('[data-step="preview"]').count()).resolves.toBe(0);
    await fitsWidth(page, 768);
    await screenshot(page, 'resolution-outcome-refused');
    await page.setViewportSize({ width: 1280, height: 900 });

    await wizard.getByRole('radio', { name: HERO_TEAM }).check();
    const heroSide = wizard.getByTestId('outcome-side').nth(0);
    await heroSide.getByLabel('Member personally responsible').selectOption({ label: 'Lantern Jack' });
    await heroSide.getByLabel('Extra bystanders saved').fill('1');
    await wizard.getByLabel('Scenario difficulty (5-10)').fill('7');
    await wizard.getByTestId('resolution-preview-button').click();

    // Step 2: every award and consequence, nothing written yet.
    await page.locator('[data-testid="resolution-wizard"][data-step="preview"]').waitFor();
    const preview = page.getByTestId('resolution-preview');
    await expect(preview.getByTestId('resolution-side').count()).resolves.toBe(2);
    const heroPreview = preview.locator('[data-testid="resolution-side"][data-position="0"]');
    await expect(heroPreview.getByTestId('side-outcome').innerText()).resolves.toBe('Won');
    // Skylark's defeat of Razorback (30 points) earns half, 15 Hero Points; the City map moves Prestige.
    await expect(heroPreview.getByTestId('hero-point-lines').innerText()).resolves.toMatch(/\b15\b/);
    const prestigeLines = await heroPreview.getByTestId('prestige-lines').getByTestId('resolution-line').allInnerTexts();
    const amount = async (testId: string) => Number((await heroPreview.getByTestId(testId).innerText()).replace('\u2212', '-').replace('+', ''));
    const net = await amount('upkeep-lines-total');
    const prestige = await amount('prestige-lines-total');
    const apLines = await preview.getByTestId('ap-line').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')));
    // The three members of each team.
    await expect(preview.getByTestId('resolution-member').count()).resolves.toBe(6);
    await expect(preview.getByTestId('member-status').first().innerText()).resolves.toMatch(/→/);
    await expect(page.getByTestId('seed').innerText()).resolves.toMatch(/stays secret/);

    // Back keeps the outcome; a new preview gets a new key.
    const firstKey = await page.getByTestId('idempotency-key').inputValue();
    await page.getByTestId('resolution-back').click();
    await expect(wizard.getByRole('radio', { name: HERO_TEAM }).isChecked()).resolves.toBe(true);
    await expect(heroSide.getByLabel('Member personally responsible').inputValue()).resolves.not.toBe('');
    await wizard.getByTestId('resolution-preview-button').click();
    await page.locator('[data-testid="resolution-wizard"][data-step="preview"]').waitFor();
    const key = await page.getByTestId('idempotency-key').inputValue();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(key).not.toBe(firstKey);
    await fitsWidth(page, 1024);
    await fitsWidth(page, 768);
    await screenshot(page, 'resolution-preview');

    // A second tab previews the same match (its own key), to apply after this one.
    const tab = await openPage({ viewport: { width: 1024, height: 900 } });
    await signIn(tab, DEMO_CREATOR);
    await tab.goto(url);
    await tab.getByTestId('resolution-wizard').getByRole('radio', { name: 'Draw' }).check();
    await tab.getByTestId('resolution-preview-button').click();
    await tab.locator('[data-testid="resolution-wizard"][data-step="preview"]').waitFor();

    // Step 3: a double submit of Apply (same key) resolves once.
    await page.getByTestId('apply-form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.waitForURL(/resolved=1/);
    await page.getByTestId('resolution-applied').waitFor();
    await expect(page.getByTestId('match-status').innerText()).resolves.toMatch(/Resolved/i);
    const record = page.getByTestId('resolution-record');
    await expect(record.getByTestId('resolution-side').count()).resolves.toBe(2);
    // The preview showed exactly what was applied: the hero side's Prestige lines and total, every member's AP lines, and the record lists each ledger entry written.
    const applied = await appliedResolution(url);
    const appliedHero = applied.sides.find((side) => side.position === 0)!;
    expect(appliedHero.prestigeLines.length).toBeGreaterThan(0);
    expect(prestigeLines).toHaveLength(appliedHero.prestigeLines.length);
    expect(prestige).toBe(appliedHero.prestigeChange);
    expect(apLines).toEqual(applied.members.flatMap((m) => m.achievementLines.map((line) => line.kind)));
    expect(applied.ledgerEntries.length).toBeGreaterThan(0);
    await expect(record.getByTestId('ledger-entry').count()).resolves.toBe(applied.ledgerEntries.length);
    const seed = await page.getByTestId('replay-seed').innerText();
    expect(seed).not.toMatch(/Not revealed/);
    await expect(page.getByTestId('seed').innerText()).resolves.toContain(seed);
    await expect(page.getByTestId('replay-summary').inputValue()).resolves.toContain(`Seed: ${seed}`);
    await expect(page.getByTestId('replay-log-link').getAttribute('href')).resolves.toMatch(/#log-title$/);
    // Read-only once resolved: no event buttons, no wizard.
    await expect(page.getByTestId('attack-form').count()).resolves.toBe(0);
    await expect(page.getByTestId('figure-actions').count()).resolves.toBe(0);
    await expect(page.getByTestId('undo-form').count()).resolves.toBe(0);
    await expect(page.getByTestId('end-turn-form').count()).resolves.toBe(0);
    await expect(page.getByTestId('resolution-wizard').count()).resolves.toBe(0);
    await fitsWidth(page, 1024);
    await fitsWidth(page, 768);
    await screenshot(page, 'resolution-applied');

    // The second tab's Apply (another key, another outcome) is refused in words and shows the stored resolution.
    await tab.getByTestId('resolution-apply').click();
    await tab.waitForURL(/already=1/);
    await expect(tab.getByTestId('resolution-already').innerText()).resolves.toMatch(/Nothing was applied/);
    await expect(tab.locator('[data-testid="resolution-record"] [data-testid="side-outcome"]').first().innerText()).resolves.toBe('Won');
    await tab.close();

    // Applied once: the hero team gained the net Hero Points of the preview, not twice that.
    const after = await heroTeamBalance(page);
    expect(after.heroPoints).toBe(Math.max(0, before.heroPoints + net));
    expect(after.prestige).toBe(before.prestige + prestige);

    // A player sees the result, never the wizard or the void.
    const player = await openPage({ viewport: { width: 1024, height: 900 } });
    await signIn(player, DEMO_HERO_PLAYER);
    await player.goto(url);
    await player.getByTestId('resolution-record').waitFor();
    await expect(player.getByTestId('resolution-wizard').count()).resolves.toBe(0);
    await expect(player.getByTestId('void-section').count()).resolves.toBe(0);
    await expect(player.getByTestId('replay-seed').innerText()).resolves.toBe(seed);

    // The Creator voids it: a reason is required, then the awards are reversed.
    await page.goto(url);
    await page.getByTestId('void-start').click();
    const voidForm = page.getByTestId('void-form');
    await voidForm.getByTestId('void-confirm').click();
    await expect(voidForm.locator('[data-testid="field-error"][data-field="reason"]').innerText()).resolves.toMatch(/Say why/);
    await voidForm.getByLabel('Why is the match voided?').fill('Played with the wrong build total.');
    await voidForm.getByTestId('void-confirm').click();
    await page.locator('[data-testid="resolution-voided"], [data-testid="void-form"] [data-testid="form-errors"]').first().waitFor();
    await expect(page.getByTestId('form-errors').count()).resolves.toBe(0);
    await expect(page.getByTestId('match-status').innerText()).resolves.toMatch(/Void/i);
    await expect(page.getByTestId('resolution-voided').innerText()).resolves.toMatch(/wrong build total/);
    await expect(page.getByTestId('void-section').count()).resolves.toBe(0);
    const voided = await heroTeamBalance(page);
    expect(voided.heroPoints).toBe(before.heroPoints);
    expect(voided.prestige).toBe(before.prestige);
  });
});
