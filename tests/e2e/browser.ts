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
