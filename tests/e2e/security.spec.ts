import { ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminUrl, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { DEMO_HERO_TEAM, DEMO_VILLAIN_TEAM, demoLikeWorld, worldSlug } from './worlds';

/** Return paths that must not take anyone off the console: a tab or a newline, another host, a backslash. */
const OFF_SITE = [
  '/%09/evil.example/x',
  '//evil.example',
  '/%0Aevil.example',
  '/%5Cevil.example',
  'https://evil.example/',
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/a/..//evil.example',
];

/** Every Content Security Policy violation the page reports, from the first script on. */
async function recordViolations(p: Page): Promise<() => Promise<string[]>> {
  await p.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const messages: string[] = [];
  p.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) messages.push(m.text());
  });
  return async () => [...messages, ...(await p.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test.describe('return paths after signing in', () => {
  for (const next of OFF_SITE) {
    test(`a signed-in visit to /sign-in?next=${next} goes to the console home page`, async ({ page }) => {
      await signIn(page, DEMO_CREATOR);
      const response = await page.request.get(adminUrl(`/sign-in?next=${next}`), { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('/');
    });
  }

  test('a non-ASCII return path stays on the console, percent-encoded (no 500)', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    const next = '/worlds/caf%C3%A9-%E2%82%AC/characters?name=%C3%A9';
    const response = await page.request.get(adminUrl(`/sign-in?next=${next}`), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(next);
  });

  test('a return path on the console is kept, query and all', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    const response = await page.request.get(adminUrl(`/sign-in?next=${encodeURIComponent('/worlds/demo/characters?first=10')}`), { maxRedirects: 0 });
    expect(response.headers().location).toBe('/worlds/demo/characters?first=10');
  });

  test('signing in through the form with next=/%09/evil.example lands on the console home page', async ({ page }) => {
    await page.goto(adminUrl('/sign-in?next=/%09/evil.example/x'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO_CREATOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('signed-in-as').waitFor();
    expect(page.url()).toBe(adminUrl('/'));
  });
});

test.describe('security headers', () => {
  test('pages carry a nonce-based CSP that forbids framing, nosniff and a referrer policy; static files nosniff', async ({ page }) => {
    const first = await page.request.get(adminUrl('/sign-in'));
    const second = await page.request.get(adminUrl('/sign-in'));
    const policy = first.headers()['content-security-policy'];
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'; ` +
        `img-src 'self' blob: data:; connect-src 'self' ws://${new URL(process.env.CLIX_API_URL!).host}; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    );
    expect(second.headers()['content-security-policy']).not.toContain(nonce);
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers()['x-frame-options']).toBe('DENY');

    // Every script the page sends carries the nonce; none would run without it.
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
    expect((await page.request.get(adminUrl(asset))).headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the home page, sign-in, a world’s characters page and a new match’s tracker run under the CSP without a violation', async ({ page }) => {
    // The match is set up in a world of the journey's own, laid out as the demo world's teams are; the
    // other journeys here only read the demo world, which the fixture guard keeps unchanged.
    const world = worldSlug('csp');
    await demoLikeWorld(await apiSignIn(DEMO_CREATOR), 'CSP Harbour', world);
    const violations = await recordViolations(page);
    // React hydrated the page: its scripts ran (React marks each element it has taken over).
    const scriptsRan = () => page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber')));

    await page.goto(adminUrl('/'));
    await scriptsRan();
    await page.goto(adminUrl('/sign-in'));
    await scriptsRan();
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl(`/worlds/${world}/characters`));
    await scriptsRan();
    // The list streams in after its loading state, through React's inline scripts (with the nonce).
    await page.getByTestId('character-row').first().waitFor();
    // The stylesheet applied: the page is laid out by globals.css, not the browser's defaults.
    await expect(page.evaluate(() => getComputedStyle(document.body).margin)).resolves.not.toBe('8px');
    await screenshot(page, 'csp-characters');

    // A client-side navigation, a form with a server action and the live tracker.
    await page.getByTestId('world-nav').getByRole('link', { name: 'Matches' }).click();
    await page.waitForURL(adminUrl(`/worlds/${world}/matches`));
    await page.getByTestId('new-match').click();
    await page.getByTestId('new-match-form').waitFor();
    const sides = page.getByTestId('match-side');
    await sides
      .nth(0)
      .getByLabel('Team')
      .selectOption({ label: `${DEMO_HERO_TEAM} (heroes)` });
    await sides
      .nth(1)
      .getByLabel('Team')
      .selectOption({ label: `${DEMO_VILLAIN_TEAM} (villains)` });
    await page.getByLabel('Build total (points)').fill('300');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/matches\/[^/?]+/);
    await page.getByTestId('match-tracker').waitFor();
    await scriptsRan();
    await screenshot(page, 'csp-match-tracker');

    await expect(violations()).resolves.toEqual([]);
  });

  test('a page cannot be framed by another site', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (m) => refusals.push(m.text()));
    await page.setContent(`<iframe src="${adminUrl('/sign-in')}"></iframe>`);
    await expect(page.frames()[1].locator('[data-testid="sign-in-form"]').count()).resolves.toBe(0);
    expect(refusals.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
  });
});

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe("the visitor's address reaches the API", () => {
  // A second console, whose API calls pass through a recorder on their way to the real API:
  // the recorder keeps each call's X-Forwarded-For and forwards it unchanged.
  let console2: ChildProcess;
  let recorder: http.Server;
  let consoleUrl = '';
  const forwardedFor: (string | undefined)[] = [];
  let inFlight = 0;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    recorder = http.createServer(async (req, res) => {
      forwardedFor.push(req.headers['x-forwarded-for'] as string | undefined);
      inFlight += 1;
      res.on('close', () => (inFlight -= 1));
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const forwarded: Record<string, string> = {};
      for (const name of ['content-type', 'accept', 'authorization', 'x-forwarded-for']) {
        const value = req.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const answer = await fetch(`${process.env.CLIX_API_URL}${req.url}`, { method: req.method, headers: forwarded, body: Buffer.concat(chunks) });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const recorderPort = (recorder.address() as AddressInfo).port;

    const adminDir = path.join(__dirname, '..', '..', 'apps', 'admin');
    const nextCli = require.resolve('next/dist/bin/next', { paths: [adminDir] });
    const port = await freePort();
    // On "::" (both families), so a visitor from ::1 and one from 127.0.0.1 have distinct addresses.
    console2 = spawn(process.execPath, [nextCli, 'start', adminDir, '-p', String(port), '-H', '::'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, API_URL: `http://127.0.0.1:${recorderPort}/graphql`, NEXT_TELEMETRY_DISABLED: '1' },
    });
    consoleUrl = `http://127.0.0.1:${port}`;
    for (let started = Date.now(); Date.now() - started < 60_000;) {
      const up = await fetch(`${consoleUrl}/sign-in`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  test.afterAll(async () => {
    if (console2?.pid) process.kill(-console2.pid, 'SIGTERM');
    await new Promise((resolve) => recorder?.close(resolve));
  });

  test('each API call of a page view carries the visitor’s own address, not a forged one', async ({ page, axe }) => {
    forwardedFor.length = 0;
    await page.goto(consoleUrl.replace('127.0.0.1', '[::1]') + '/worlds/demo/characters', { waitUntil: 'networkidle' });
    // axe-core scrolls the page as it checks it, and the links it brings into view are prefetched:
    // this visit's calls are over once that check is done, the page is left and the recorder is idle.
    await axe.settle([page]);
    await page.goto('about:blank');
    await expect.poll(() => inFlight).toBe(0);
    expect(forwardedFor.length).toBeGreaterThan(0);
    expect(new Set(forwardedFor)).toEqual(new Set(['::1']));

    forwardedFor.length = 0;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.9' });
    await page.goto(`${consoleUrl}/worlds/demo/characters`, { waitUntil: 'networkidle' });
    expect(forwardedFor.length).toBeGreaterThan(0);
    expect(new Set(forwardedFor)).toEqual(new Set(['::ffff:127.0.0.1']));
  });
});
