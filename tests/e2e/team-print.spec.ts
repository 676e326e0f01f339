import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, fitsWidth, SCREENSHOTS, signIn } from './browser';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// Printable team sheets (issue 17): the world's print page, printed to PDF by Chromium, is one A4
// page per team with each member's dial, feats, injuries and the team's balances, and nothing of
// the console around it. The PDF is read with Poppler (scripts/debian-packages.mjs installs it):
// pdfinfo counts its pages, pdftotext gives its words, pdftoppm turns page 1 into a PNG to look at.
// Everything is made in this file's own world, so every name and figure is exact.

// The PDF is read here only: its folder goes when the file is done.
const printDirs: string[] = [];
test.afterAll(() => printDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const WORLD = `team-print-${process.pid}-${Date.now().toString(36)}`;
const ERRORS = 'userErrors { code field message }';
const POPPLER = path.dirname(process.env.PDFTOPPM_PATH ?? '/usr/bin/pdftoppm');
const poppler = (program: string, args: string[]) => execFileSync(path.join(POPPLER, program), args, { encoding: 'utf8' });
let token: string;

type Click = { speed: number; attack: number; defense: number; damage: number; speedPower?: string; attackPower?: string; damagePower?: string };

/** A Rookie character of `world` worth `pointValue` whose dial is `clicks`, two KO clicks after them. */
async function character(world: string, name: string, kind: 'HERO' | 'VILLAIN', clicks: Click[], pointValue = 30): Promise<string> {
  const data = await api<{ createCharacter: { character: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`,
    {
      input: {
        world,
        name,
        kind,
        description: `${name}, for the printed team sheets.`,
        versions: [{ rank: 'ROOKIE', pointValue, range: 6, targets: 1, clicks, koClicks: 2 }],
      },
    },
    token,
  );
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character!.id;
}

type Team = { id: string; members: { id: string; character: { name: string } }[] };

async function team(name: string, alignment: 'HERO' | 'VILLAIN', founders: [string, Click[]][], world = WORLD, pointValue = 30): Promise<Team> {
  const ids = await Promise.all(founders.map(([n, clicks]) => character(world, n, alignment, clicks, pointValue)));
  const data = await api<{ createTeam: { team: Team | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id character { name } } } ${ERRORS} } }`,
    { input: { world, name, alignment, founderCharacterIds: ids.slice(1), leaderCharacterId: ids[0] } },
    token,
  );
  expect(data.createTeam.userErrors).toEqual([]);
  return data.createTeam.team!;
}

const memberOf = (t: Team, name: string) => t.members.find((m) => m.character.name === name)!.id;

async function mutate(mutation: string, inputType: string, input: Record<string, unknown>) {
  const data = await api<Record<string, { userErrors: unknown[] }>>(
    `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data[mutation].userErrors).toEqual([]);
}

/** Each team's balances and each member's feats and injuries as the API holds them after the setup. */
async function sheetsFromApi(ids: string[]) {
  return Promise.all(
    ids.map(async (id) => {
      const { team: t } = await api<{
        team: {
          name: string;
          heroPoints: number;
          cash: number;
          renown: { value: number };
          members: { status: string; outForScenarios: number; character: { name: string }; feats: { name: string }[]; permanentInjuries: { name: string }[] }[];
        };
      }>(
        `query ($id: ID!) { team(id: $id) { name heroPoints cash renown { value } members { status outForScenarios character { name } feats { name } permanentInjuries { name } } } }`,
        { id },
        token,
      );
      return t;
    }),
  );
}

// Three dials whose values appear nowhere else on a sheet, with powers to name in the legend.
const WARDEN_DIAL: Click[] = [
  { speed: 11, attack: 12, defense: 19, damage: 4, speedPower: 'Flurry', attackPower: 'Energy Explosion' },
  { speed: 10, attack: 11, defense: 18, damage: 3, attackPower: 'Energy Explosion' },
  { speed: 9, attack: 10, defense: 17, damage: 3 },
  { speed: 8, attack: 9, defense: 15, damage: 2 },
];
const PLAIN_DIAL: Click[] = [
  { speed: 7, attack: 8, defense: 14, damage: 1 },
  { speed: 6, attack: 7, defense: 13, damage: 1 },
  { speed: 5, attack: 6, defense: 12, damage: 1 },
  { speed: 4, attack: 5, defense: 11, damage: 1 },
];

/** The page open now, printed by Chromium as the print dialog would (A4 from the page's CSS); the PDF's path. */
async function printToPdf(page: Page): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-print-'));
  printDirs.push(dir);
  const pdf = path.join(dir, 'sheets.pdf');
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  return pdf;
}

const pageText = (pdf: string, n: number) => poppler('pdftotext', ['-layout', '-f', String(n), '-l', String(n), pdf, '-']);
const words = (text: string) => text.replace(/\s+/g, ' ');

async function createWorld(name: string, slug: string) {
  const world = await api<{ createWorld: { userErrors: unknown[] } }>(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { ${ERRORS} } }`,
    { input: { name, slug } },
    token,
  );
  expect(world.createWorld.userErrors).toEqual([]);
}

let wardens: Team;
let jackals: Team;
let owls: Team;

test.beforeAll(async () => {
  token = await apiSignIn(DEMO_CREATOR);
  await createWorld('Print Harbour', WORLD);
  // Every permanent injury this world rolls is a Chest Wound, so the one the match below causes is known.
  await mutate('updateWorldSettings', 'UpdateWorldSettingsInput', {
    world: WORLD,
    patch: { injuries: { ranges: [{ id: 'CHEST_WOUND', from: 11, to: 66 }] } },
  });
  wardens = await team('Harbour Wardens', 'HERO', [
    ['Beacon Warden', WARDEN_DIAL],
    ['Tide Runner', PLAIN_DIAL],
  ]);
  jackals = await team('Dock Jackals', 'VILLAIN', [
    ['Rust Jackal', PLAIN_DIAL],
    ['Bilge Rat', PLAIN_DIAL],
  ]);
  owls = await team('Lone Owls', 'HERO', [['Night Owl', PLAIN_DIAL]]);

  // Creator awards on the balances, and a bought feat (on a team that plays no match, so no upkeep lapses it).
  await mutate('grantAward', 'GrantAwardInput', { teamId: owls.id, currency: 'HERO_POINTS', amount: 37, note: 'Print journey' });
  await mutate('grantAward', 'GrantAwardInput', { teamId: owls.id, currency: 'CASH', amount: 1234, note: 'Print journey' });
  await mutate('assignFeat', 'MemberFeatInput', { memberId: memberOf(owls, 'Night Owl'), featId: 'all-out' });

  // Tide Runner is damaged past Critical Condition (4 live + 2 KO clicks, then 3 more) and suffers a permanent injury.
  const created = await api<{
    createMatch: { match: { id: string; figures: { id: string; character: { name: string } | null }[] } | null; userErrors: unknown[] };
  }>(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id character { name } } } ${ERRORS} } }`,
    {
      input: {
        world: WORLD,
        buildTotal: 60,
        sides: [
          { alignment: 'HERO', teamId: wardens.id, teamMemberIds: wardens.members.map((m) => m.id) },
          { alignment: 'VILLAIN', teamId: jackals.id, teamMemberIds: jackals.members.map((m) => m.id) },
        ],
      },
    },
    token,
  );
  expect(created.createMatch.userErrors).toEqual([]);
  const match = created.createMatch.match!;
  const figure = (name: string) => match.figures.find((f) => f.character?.name === name)!.id;
  await mutate('recordMatchEvent', 'RecordMatchEventInput', {
    matchId: match.id,
    event: { type: 'DAMAGE', figureId: figure('Tide Runner'), clicks: 9, byFigureId: figure('Rust Jackal') },
  });
  await mutate('resolveMatch', 'ResolveMatchInput', { matchId: match.id, idempotencyKey: randomUUID(), outcome: { winningSide: 1 } });
});

test.describe('printed team sheets', () => {
  test("prints the world's teams one to an A4 page: each member's dial, feats and injuries and the team's balances, without the console", async ({ page }) => {
    test.setTimeout(180_000);
    const fromApi = await sheetsFromApi([wardens.id, jackals.id, owls.id]);
    const [w, j, o] = fromApi;
    // What the setup made, as the API holds it, so the sheet is checked against known figures.
    expect(w.members.map((m) => [m.character.name, m.status, m.feats.map((f) => f.name), m.permanentInjuries.map((i) => i.name)])).toEqual([
      ['Beacon Warden', 'ACTIVE', [], []],
      ['Tide Runner', 'OUT', [], ['Chest Wound']],
    ]);
    expect(j.members.every((m) => m.permanentInjuries.length === 0)).toBe(true);
    expect(o.members.map((m) => m.feats.map((f) => f.name))).toEqual([['All-Out']]);

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/teams`));
    await page.getByTestId('print-all-link').click();
    await page.waitForURL(/\/teams\/print$/);
    await page.getByTestId('print-all-summary').waitFor();
    await expect(page.getByTestId('print-team').count()).resolves.toBe(3);
    await expect(page.getByTestId('print-all-summary').innerText()).resolves.toMatch(/^3 teams, each on a page of its own when printed/);
    await expectAccessible(page);
    await fitsWidth(page, 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    const pdf = await printToPdf(page);

    // Exactly one page per team, A4 portrait (595 x 842 points).
    const info = poppler('pdfinfo', [pdf]);
    expect(info).toMatch(/^Pages:\s+3$/m);
    expect(info).toMatch(/^Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)$/m);

    // Page 1 as a PNG, for a person to look at.
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    poppler('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(SCREENSHOTS, 'team-print-page-1')]);
    expect(fs.statSync(path.join(SCREENSHOTS, 'team-print-page-1.png')).size).toBeGreaterThan(10_000);

    const pages = [1, 2, 3].map((n) => pageText(pdf, n));
    // The API lists teams by name: Dock Jackals, Harbour Wardens, Lone Owls, one to a page, none on another's.
    const order = ['Dock Jackals', 'Harbour Wardens', 'Lone Owls'];
    pages.forEach((text, i) => order.forEach((name, k) => expect([name, text.includes(name)]).toEqual([name, i === k])));
    const [jackalPage, wardenPage, owlPage] = pages.map(words);

    // Nothing of the console: no header, tabs, breadcrumb, buttons or the page's own heading.
    for (const text of pages.map(words)) {
      for (const chrome of ['Clix Campaign', 'creator@demo.clix', 'Sign out', 'Print all team sheets', 'Team sheets of', 'Skip to content', 'world pages']) {
        expect([chrome, text.includes(chrome)]).toEqual([chrome, false]);
      }
    }

    // Balances as the API holds them, under their headings (printed in capitals), with the owner.
    const balances = (t: (typeof fromApi)[number], renown: 'Prestige' | 'Infamy') =>
      new RegExp(`Owner Hero Points Cash ${renown} Demo Creator ${t.heroPoints} \\$${t.cash.toLocaleString('en-GB')} ${t.renown.value} Team points`, 'i');
    expect(wardenPage).toMatch(balances(w, 'Prestige'));
    expect(jackalPage).toMatch(balances(j, 'Infamy'));
    expect(owlPage).toMatch(balances(o, 'Prestige'));
    // The Creator's 1,234 on the starting 1,000.
    expect(owlPage).toMatch(/ \$2,234 /);

    // Each member: name, feats, injuries.
    expect(wardenPage).toMatch(/Beacon Warden Leader Rookie, level 1, 30 points Feats: none Injuries: none/);
    expect(wardenPage).toMatch(
      new RegExp(`Tide Runner Rookie, level 1, 30 points, out for ${w.members[1].outForScenarios} scenarios? Feats: none Injuries: Chest Wound`),
    );
    expect(jackalPage).toMatch(/Rust Jackal Leader Rookie, level 1, 30 points Feats: none Injuries: none/);
    expect(jackalPage).toMatch(/Bilge Rat Rookie, level 1, 30 points Feats: none Injuries: none/);
    expect(owlPage).toMatch(/Night Owl Leader Rookie, level 1, 30 points Feats: All-Out Injuries: none/);

    // Beacon Warden's whole dial: every value of its four clicks, the two KO slots, and its powers' legend.
    const row = (values: number[]) => new RegExp(`\\b${values.join(' (?:[A-Z][A-Za-z]{0,2}\\d? )?')}\\b`);
    expect(wardenPage).toMatch(row(WARDEN_DIAL.map((c) => c.speed)));
    expect(wardenPage).toMatch(row(WARDEN_DIAL.map((c) => c.attack)));
    expect(wardenPage).toMatch(row(WARDEN_DIAL.map((c) => c.defense)));
    expect(wardenPage).toMatch(row(WARDEN_DIAL.map((c) => c.damage)));
    expect(wardenPage).toMatch(/Flurry/);
    expect(wardenPage).toMatch(/Energy Explosion/);
    expect(wardenPage.match(/KO/g)?.length).toBeGreaterThanOrEqual(4);
    // A plain dial's values, on every member's table of the Jackals' page (two members, four rows each).
    for (const stat of ['speed', 'attack', 'defense'] as const) {
      expect([stat, jackalPage.match(new RegExp(row(PLAIN_DIAL.map((c) => c[stat])), 'g'))?.length]).toEqual([stat, 2]);
    }
  });
});

// A team too long for one page (issue 17's sheets, a defect): eleven members (the most one founding
// names: the leader and ten) with ten-click dials. In a world of its own (founding allows eleven),
// between two one-member teams, so the page each team starts on is known.
const LONG_WORLD = `team-print-long-${process.pid}-${Date.now().toString(36)}`;
const GULLS = ['Barnacle', 'Capstan', 'Davit', 'Fathom', 'Gunwale', 'Halyard', 'Jetty', 'Keel', 'Lanyard', 'Mizzen', 'Oarlock'];
/** Ten live clicks; the last one's damage is 60 and the gull's place (60 … 70), found on no other dial, so his dial's last row says whose it is. */
const lastDamage = (i: number) => 60 + i;
const gullDial = (i: number): Click[] => Array.from({ length: 10 }, (_, c) => ({ speed: 9, attack: 10, defense: 18 - c, damage: c === 9 ? lastDamage(i) : 2 }));
/** A gull's Damage row as pdftotext reads it: nine 2s, his last live click's damage, the two KO clicks. */
const lastDamageRow = (i: number) => `Damage ${'2 '.repeat(9)}${lastDamage(i)} KO KO`;

test.describe('a team too long for one printed page', () => {
  let gulls: Team;

  test.beforeAll(async () => {
    await createWorld('Print Long Harbour', LONG_WORLD);
    await mutate('updateWorldSettings', 'UpdateWorldSettingsInput', { world: LONG_WORLD, maxFoundingMembers: 11 });
    // Eleven founders at 8 points each fit the 100 starting Hero Points.
    await team('Anchor Crew', 'HERO', [['Bollard Hand', PLAIN_DIAL]], LONG_WORLD, 8);
    gulls = await team(
      'Grey Gulls',
      'HERO',
      GULLS.map((word, i) => [`${word} Gull`, gullDial(i)]),
      LONG_WORLD,
      8,
    );
    await team('Tide Keepers', 'HERO', [['Lantern Keeper', PLAIN_DIAL]], LONG_WORLD, 8);
  });

  test('starts each team on a new page and continues a long one on the next pages under its name, no member cut in two', async ({ page }) => {
    test.setTimeout(180_000);
    // The sheet lists a team's members in the API's order (the leader first); five of these fit a page, four under the balances.
    const [{ members }] = await sheetsFromApi([gulls.id]);
    const order = members.map((m) => m.character.name);
    expect(order[0]).toBe('Barnacle Gull');
    expect([...order].sort()).toEqual(GULLS.map((word) => `${word} Gull`));

    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${LONG_WORLD}/teams/print`));
    await page.getByTestId('print-all-summary').waitFor();
    await expect(page.getByTestId('print-member').count()).resolves.toBe(13);
    await page.setViewportSize({ width: 1280, height: 900 });
    const pdf = await printToPdf(page);

    // Anchor Crew on page 1, the Gulls on pages 2 to 4, Tide Keepers on page 5.
    expect(poppler('pdfinfo', [pdf])).toMatch(/^Pages:\s+5$/m);
    const pages = [1, 2, 3, 4, 5].map((n) => pageText(pdf, n));
    const pagesWith = (text: string) => pages.flatMap((p, i) => (words(p).includes(text) ? [i + 1] : []));

    // Every page is headed by its team's name, the Gulls' continuation pages too; the balances, printed once a team, open the page it starts on.
    expect(pages.map((p) => words(p.trim().split('\n')[0]))).toEqual([
      'Anchor Crew Heroes',
      'Grey Gulls Heroes',
      'Grey Gulls Heroes',
      'Grey Gulls Heroes',
      'Tide Keepers Heroes',
    ]);
    expect(['Anchor Crew', 'Grey Gulls', 'Tide Keepers'].map((name) => [name, pagesWith(name)])).toEqual([
      ['Anchor Crew', [1]],
      ['Grey Gulls', [2, 3, 4]],
      ['Tide Keepers', [5]],
    ]);
    expect(pages.map((p) => p.match(/\bOwner\b/gi)?.length ?? 0)).toEqual([1, 1, 0, 0, 1]);
    expect(words(pages[1])).toMatch(
      /Grey Gulls Heroes Owner Hero Points Cash Prestige Demo Creator 12 \$1,000 0 Team points 88 Barnacle Gull Leader Rookie, level 1, 8 points/i,
    );
    expect(['Bollard Hand', 'Lantern Keeper'].map((name) => [name, pagesWith(name)])).toEqual([
      ['Bollard Hand', [1]],
      ['Lantern Keeper', [5]],
    ]);

    // Every gull once, on the page his place gives, with the last click of his dial; each page holds as many dial legends (a member's end) as names.
    const expected = order.map((name, place) => [name, [place < 4 ? 2 : place < 9 ? 3 : 4]]);
    expect(order.map((name) => [name, pagesWith(name)])).toEqual(expected);
    expect(order.map((name) => [name, pagesWith(lastDamageRow(GULLS.indexOf(name.replace(/ Gull$/, ''))))])).toEqual(expected);
    expect(pages.map((p) => words(p).match(/KO: knocked out/g)?.length ?? 0)).toEqual([1, 4, 5, 2, 1]);
  });
});
