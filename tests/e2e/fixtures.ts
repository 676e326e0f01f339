import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';

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

/**
 * The one violation in markup we serve but do not write, which no setting or stylesheet of ours can
 * change: GraphiQL's session tab on the API's explorer is an <li role="tab"> holding its title and
 * close buttons (GraphiQL's React code draws it so). Only that rule on that element of that page is
 * let through; everything else there counts (its colours are themed in apps/api/src/http/explorer.ts).
 */
const NOT_OURS = [{ pathname: '/graphql', rule: 'nested-interactive', html: [/^<li\b[^>]*\brole="tab"/, /^<li\b[^>]*\bclass="graphiql-tab\b/] }];

const notOurs = (pathname: string, rule: string, node: NodeResult) =>
  NOT_OURS.some((known) => known.pathname === pathname && known.rule === rule && known.html.every((pattern) => pattern.test(node.html)));

/** axe-core on the page as it stands: its serious and critical violations, each by rule and element. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  const { pathname, search } = new URL(page.url());
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ url: pathname + search, rule: v.id, impact: v.impact!, elements: v.nodes.filter((n) => !notOurs(pathname, v.id, n)).map(described) }))
    .filter((v) => v.elements.length > 0);
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

/** A page in a browser context of its own (another visitor, another device), closed after the test. */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;

export const test = base.extend<{ axe: AxeWatch; openPage: OpenPage }>({
  axe: [
    async ({}, use, testInfo) => {
      const axe = new AxeWatch();
      await use(axe);
      await axe.settle();
      axe.report(testInfo);
    },
    { auto: true },
  ],
  // Before the context closes, axe-core has analysed what the page showed last.
  page: async ({ page, axe }, use) => {
    axe.watch(page);
    await use(page);
    await axe.settle(page.context().pages());
  },
  openPage: async ({ browser, axe }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      axe.watch(page);
      return page;
    });
    await axe.settle(contexts.flatMap((context) => context.pages()));
    await Promise.all(contexts.map((context) => context.close()));
  },
});
