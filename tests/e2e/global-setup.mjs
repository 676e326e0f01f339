// Starts the whole product the way `npm start` does (fresh embedded database, migrations, demo
// world, API, console production build) on free ports, for the browser tests. Playwright's workers
// start after it and inherit the addresses it sets; the function it returns stops the stack after the run.
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@clix/devdb';
import { startStack } from '../../scripts/stack.mjs';

export default async function globalSetup() {
  // Every journey of the suite is one visitor at one address, doing in minutes what a venue's
  // dozens of visitors do in an evening: the API's per-minute allowances are raised for that
  // visitor alone (tests/fault/load.spec.ts holds the real limits to account).
  process.env.RATE_LIMIT_ANONYMOUS_PER_MINUTE ??= '6000';
  process.env.RATE_LIMIT_ACCOUNT_PER_MINUTE ??= '6000';
  const [apiPort, adminPort] = [await freePort(), await freePort()];
  const stack = await startStack({
    dataDir: path.join(os.tmpdir(), `clix-e2e-${process.pid}`),
    persistent: false,
    apiPort,
    adminPort,
    quiet: true,
    throwawayDatabase: `clix_test_e2e_${process.pid}`,
    onUnexpectedExit: (reason) => console.error(reason),
  });
  process.env.CLIX_ADMIN_URL = stack.adminUrl;
  process.env.CLIX_API_URL = stack.apiUrl;
  // For the guard that keeps the demo world as loaded (fixtures.ts).
  process.env.CLIX_DATABASE_URL = stack.databaseUrl;
  return () => stack.stop();
}
