import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';
import pg from 'pg';
import { SCREENSHOTS } from './browser';

export { expect };

/** An element an axe-core rule flagged. */
type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** A serious or critical axe-core violation, where it was seen. */
type Violation = { url: string; rule: string; impact: string; elements: string[] };

/** One axe-core run at a time on a page: axe refuses a second run while one is going. */
const running = new WeakMap<Page, Promise<unknown>>();

function exclusive<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const next = (running.get(page) ?? Promise.resolve()).then(run, run);
  running.set(
    page,
    next.catch(() => undefined),
  );
  return next;
}

/** axe-core on the page as it stands: its serious and critical violations, each by rule and element. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  const { pathname, search } = new URL(page.url());
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ url: pathname + search, rule: v.id, impact: v.impact!, elements: v.nodes.map(described) }));
}

/** An element axe-core flagged, by its selector; for a contrast failure, with the colours and ratio it measured. */
function described(node: NodeResult): string {
  const selector = node.target.join(' ');
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return contrast?.contrastRatio ? `${selector} (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1)` : selector;
}

/** axe-core on the page as it stands, now: no serious or critical violation (each reported by rule and element). */
export async function expectAccessible(page: Page) {
  const pathname = new URL(page.url()).pathname;
  const serious = (await exclusive(page, () => seriousViolations(page))).map(({ rule, elements }) => ({ rule, on: elements }));
  expect({ url: pathname, serious }).toEqual({ url: pathname, serious: [] });
}

const NAVIGATED = /Execution context was destroyed|Frame was detached|frame got detached|navigat/i;

/**
 * Runs axe-core on every page a journey's pages show: once each time a watched page's main frame
 * navigates (a load or a client-side route change), once more on what each shows at the end of the
 * test, and on the popups they open. An analysis that the page's next navigation interrupts is run
 * again once that page has loaded; a page that is gone (closed by the journey) before its analysis
 * finished is listed as not analysed, never as passed.
 */
class AxeWatch {
  readonly violations: Violation[] = [];
  readonly analysed: string[] = [];
  readonly notAnalysed: string[] = [];
  readonly failures: string[] = [];
  private readonly pages = new Map<Page, { due: boolean; loop?: Promise<void> }>();

  watch(page: Page) {
    if (this.pages.has(page)) return;
    this.pages.set(page, { due: false });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.due(page);
    });
    page.on('popup', (popup) => this.watch(popup));
  }

  /** Waits for every analysis due, after one last one of each open page as it stands. */
  async settle(pages: Iterable<Page> = [...this.pages.keys()]) {
    for (const page of [...pages].filter((p) => this.pages.has(p))) {
      if (!page.isClosed()) this.due(page);
      await this.pages.get(page)!.loop;
    }
  }

  private due(page: Page) {
    const state = this.pages.get(page)!;
    state.due = true;
    state.loop ??= this.analyseWhileDue(page, state).finally(() => (state.loop = undefined));
  }

  private async analyseWhileDue(page: Page, state: { due: boolean }) {
    let retitled = 0;
    while (state.due) {
      state.due = false;
      const url = page.url();
      if (!/^https?:/.test(url)) continue; // about:blank, or a document the test wrote itself
      try {
        await page.waitForLoadState('load');
        // On a client-side route change Next.js drops the old page's <title> and sets the new one
        // when the route's metadata arrives (a route with loading.tsx shows that first): analysed in
        // between, the page would be a transition without a title. Up to 5 s for it; a page that
        // never gets one is still analysed, and fails document-title.
        await page.waitForFunction(() => document.title !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
        const found = await exclusive(page, () => seriousViolations(page));
        // A client-side route change keeps the document, so an analysis can run across it and see
        // half of each page (the old one's title gone, the new one's not yet set): not a page, so
        // it is dropped, and the page the route change led to is analysed once it stands.
        if (page.url() !== url) {
          state.due = true;
          continue;
        }
        // A live page refreshed in place (router.refresh on a pushed update) has its metadata set again, the
        // <title> gone for that moment: an analysis that saw it gone while the page has one now ran across the
        // refresh, and is run again (a few times at most; a page whose title stays missing still fails).
        if (found.some((v) => v.rule === 'document-title') && retitled < 3 && (await page.title()) !== '') {
          retitled++;
          state.due = true;
          continue;
        }
        this.analysed.push(new URL(url).pathname + new URL(url).search);
        this.violations.push(...found);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (page.isClosed()) this.notAnalysed.push(`${url} (its page was closed first)`);
        else if (NAVIGATED.test(message) || page.url() !== url) state.due = true;
        else this.failures.push(`${url}: ${message.split('\n')[0]}`);
      }
    }
  }

  report(testInfo: TestInfo) {
    testInfo.annotations.push({ type: 'axe', description: `analysed: ${this.analysed.join(', ') || 'no page'}` });
    if (this.notAnalysed.length) testInfo.annotations.push({ type: 'axe not analysed', description: this.notAnalysed.join(', ') });
    expect({ violations: this.violations, failures: this.failures }, 'axe-core: serious or critical violations on the pages this journey showed').toEqual({
      violations: [],
      failures: [],
    });
  }
}

/**
 * Every table holding rows of a world or rows under them (apps/api/src/migrations), each with the rows
 * of the world `$1`. Accounts, their sessions and idempotency keys belong to no world; an API key's
 * last use is a read, not a change. Each table is one scan (the nested ones a hash semi-join), so the
 * digest costs one statement linear in the world's rows.
 */
const WORLD_TABLES: [table: string, rows: string][] = [
  ['world', 'id = (SELECT id FROM w)'],
  ['world_settings', 'world_id = (SELECT id FROM w)'],
  ['world_member', 'world_id = (SELECT id FROM w)'],
  ['world_invitation', 'world_id = (SELECT id FROM w)'],
  ['api_key', 'world_id = (SELECT id FROM w)'],
  ['dice_roll', 'world_id = (SELECT id FROM w)'],
  ['catalogue_power', 'world_id = (SELECT id FROM w)'],
  ['catalogue_feat', 'world_id = (SELECT id FROM w)'],
  ['catalogue_item', 'world_id = (SELECT id FROM w)'],
  ['catalogue_scenario', 'world_id = (SELECT id FROM w)'],
  ['character', 'world_id = (SELECT id FROM w)'],
  ['character_version', 'character_id IN (SELECT id FROM character WHERE world_id = (SELECT id FROM w))'],
  ['dial_click', 'version_id IN (SELECT v.id FROM character_version v JOIN character c ON c.id = v.character_id WHERE c.world_id = (SELECT id FROM w))'],
  ['deleted_character', 'world_id = (SELECT id FROM w)'],
  ['team', 'world_id = (SELECT id FROM w)'],
  ['team_member', 'world_id = (SELECT id FROM w)'],
  ['team_item', 'team_id IN (SELECT id FROM team WHERE world_id = (SELECT id FROM w))'],
  ['recruit_plea', 'team_id IN (SELECT id FROM team WHERE world_id = (SELECT id FROM w))'],
  ['ledger_entry', 'team_id IN (SELECT id FROM team WHERE world_id = (SELECT id FROM w))'],
  ['match', 'world_id = (SELECT id FROM w)'],
  ['match_side', 'match_id IN (SELECT id FROM match WHERE world_id = (SELECT id FROM w))'],
  ['match_figure', 'match_id IN (SELECT id FROM match WHERE world_id = (SELECT id FROM w))'],
  ['match_event', 'match_id IN (SELECT id FROM match WHERE world_id = (SELECT id FROM w))'],
  ['match_resolution', 'match_id IN (SELECT id FROM match WHERE world_id = (SELECT id FROM w))'],
  ['match_resolution_proposal', 'match_id IN (SELECT id FROM match WHERE world_id = (SELECT id FROM w))'],
  ['rps_game', 'match_id IN (SELECT id FROM match WHERE world_id = (SELECT id FROM w))'],
  ['league', 'world_id = (SELECT id FROM w)'],
  ['league_team', 'league_id IN (SELECT id FROM league WHERE world_id = (SELECT id FROM w))'],
  ['league_standing', 'league_id IN (SELECT id FROM league WHERE world_id = (SELECT id FROM w))'],
  ['league_pair', 'league_id IN (SELECT id FROM league WHERE world_id = (SELECT id FROM w))'],
  ['league_match_result', 'league_id IN (SELECT id FROM league WHERE world_id = (SELECT id FROM w))'],
  ['league_activity', 'league_id IN (SELECT id FROM league WHERE world_id = (SELECT id FROM w))'],
  ['webhook', 'world_id = (SELECT id FROM w)'],
  ['webhook_delivery', 'webhook_id IN (SELECT id FROM webhook WHERE world_id = (SELECT id FROM w))'],
  [
    'webhook_delivery_attempt',
    'delivery_id IN (SELECT d.id FROM webhook_delivery d JOIN webhook h ON h.id = d.webhook_id WHERE h.world_id = (SELECT id FROM w))',
  ],
];

/** Columns that change when a world is read, not changed. */
const READ_MARKS: Record<string, string> = { api_key: ` - 'last_used_at'` };

/** Per table: its number of rows of the world and the sum of their rows' 64-bit hashes (the order they come in does not count). */
const WORLD_DIGEST = `WITH w AS MATERIALIZED (SELECT id FROM world WHERE slug = $1)
${WORLD_TABLES.map(
  ([table, rows]) =>
    `SELECT '${table}' AS "table", count(*)::int AS rows, coalesce(sum(hashtextextended((to_jsonb(t)${READ_MARKS[table] ?? ''})::text, 0)), 0)::text AS digest FROM ${table} t WHERE ${rows}`,
).join('\nUNION ALL\n')}`;

type TableDigest = { table: string; rows: number; digest: string };

/** The tables whose rows of the world differ between two digests, each with its rows before and after. */
function changedTables(before: TableDigest[], after: TableDigest[]): string[] {
  const then = new Map(before.map((t) => [t.table, t]));
  return after
    .filter((t) => then.get(t.table)?.digest !== t.digest || then.get(t.table)?.rows !== t.rows)
    .map((t) => `${t.table} (${then.get(t.table)?.rows} rows, then ${t.rows})`);
}

/**
 * Keeps what a journey's page shows at its end: tests/screenshots/end/<file>--<title>[--<who>].png, one per
 * test and page (`who` names another visitor's page), unless the page is closed or shows no page of ours.
 */
async function keepEndState(page: Page, testInfo: TestInfo, who?: string) {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  const file = path.basename(testInfo.file, '.spec.ts');
  const title = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'end', `${[file, title, who].filter(Boolean).join('--')}.png`), fullPage: true });
}

/** A page in a browser context of its own (another visitor, another device), closed after the test. */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;

export const test = base.extend<{ axe: AxeWatch; openPage: OpenPage; demoWorldUnchanged: void }, { database: pg.Client }>({
  // The stack's database (global-setup.mjs), one connection for the worker's journeys.
  database: [
    async ({}, use) => {
      const client = new pg.Client({ connectionString: process.env.CLIX_DATABASE_URL });
      await client.connect();
      await use(client);
      await client.end();
    },
    { scope: 'worker' },
  ],
  // Journeys that only read the demo world share it, so none may change it: the guard compares the
  // digest of its rows before and after each test, and fails a test that changed it, naming the tables.
  // A journey that writes makes a world of its own (console-polish.spec.ts, team-print.spec.ts).
  demoWorldUnchanged: [
    async ({ database }, use) => {
      const digest = async () => (await database.query<TableDigest>(WORLD_DIGEST, ['demo'])).rows;
      const before = await digest();
      await use();
      expect(changedTables(before, await digest()), 'tables whose rows of the demo world this journey changed').toEqual([]);
    },
    { auto: true },
  ],
  axe: [
    async ({}, use, testInfo) => {
      const axe = new AxeWatch();
      await use(axe);
      await axe.settle();
      axe.report(testInfo);
    },
    { auto: true },
  ],
  // Before the context closes, axe-core has analysed what the page showed last, and its end state is kept.
  page: async ({ page, axe }, use, testInfo) => {
    axe.watch(page);
    await use(page);
    await axe.settle(page.context().pages());
    await keepEndState(page, testInfo);
  },
  openPage: async ({ browser, axe }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      axe.watch(page);
      return page;
    });
    const pages = contexts.flatMap((context) => context.pages());
    await axe.settle(pages);
    for (const [i, page] of pages.entries()) await keepEndState(page, testInfo, `visitor-${i + 1}`);
    await Promise.all(contexts.map((context) => context.close()));
  },
});
