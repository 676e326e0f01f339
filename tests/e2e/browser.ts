import fs from 'node:fs';
import path from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';

/** Where each journey leaves its last screenshot, for a person to look at (ignored by git). */
export const SCREENSHOTS = path.join(__dirname, '..', 'screenshots');

export const adminUrl = (pathname: string) => `${process.env.CLIX_ADMIN_URL}${pathname}`;

/** Debian's Chromium, headless, with the flags that keep it off the network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Chromium for the test file and a fresh page for each test, handed to `usePage` before it runs. */
export function openPageForEachTest(usePage: (page: Page) => void) {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    usePage(page);
  });
  afterEach(async () => {
    await page?.close();
  });
}

/** The demo sign-ins (apps/api/src/demo/demo-world.ts and teams/demo-teams.ts). */
export const DEMO_CREATOR = { email: 'creator@demo.clix', password: process.env.DEMO_CREATOR_PASSWORD ?? 'demo-creator-password' };
export const DEMO_HERO_PLAYER = { email: 'hero-player@demo.clix', password: process.env.DEMO_PLAYER_PASSWORD ?? 'demo-player-password' };

/** Signs in through the console's form and waits until the header says who is signed in. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(adminUrl('/sign-in'));
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('signed-in-as').waitFor();
}
