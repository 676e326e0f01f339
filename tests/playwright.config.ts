// The browser journeys (tests/e2e): the whole product started once by the global setup, one journey
// at a time in Debian's Chromium, each test in a browser context of its own, axe-core on every page
// it shows (e2e/fixtures.ts). A failed test keeps its trace in tests/test-results/ (`npx playwright
// show-trace <zip>`); `npm test` lists each failure in its summary (scripts/playwright-results-reporter.cjs).
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.mjs',
  // One browser and one stack on a 2-core machine; the journeys of a file run in their order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // jest's 60 s was the journeys' budget before axe-core ran on every page they show (2-3 s a page, more
  // under load): the longest, two browsers through a match's resolution, ran past it on a loaded machine.
  timeout: 120_000,
  reporter: [['list'], [path.join(__dirname, '..', 'scripts', 'playwright-results-reporter.cjs')]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    // playwright-core's own defaults, which the journeys were written against.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Debian's Chromium, with the flags that keep it off the network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
