// `npm test`: `npm run lint`, then every test of every workspace (type-checks and builds first, through turbo),
// against a real PostgreSQL, and the console in Debian's Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { ensureTestPrograms } from './debian-packages.mjs';

ensureDependencies();
ensureTestPrograms();

// Lint first (import structure, dead code, ESLint: docs/architecture.md, "Code health"); the tests
// still run after a lint failure, so one run reports both, and the run fails at the end.
const lint = spawnSync('npm', ['run', 'lint'], { cwd: root, stdio: 'inherit' });

const resultsDir = path.join(root, 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

// --continue: a failing workspace does not stop the others mid-run (their servers, started by a
// global setup, would be left running without their teardown), and every failure is reported.
const turbo = spawnSync('npx', ['turbo', 'run', 'test', '--concurrency=2', '--continue=dependencies-successful', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CLIX_TEST_RESULTS: resultsDir, NEXT_TELEMETRY_DISABLED: '1' },
});

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of fs.readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
  const result = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  skipped += result.numPendingTests + result.numTodoTests;
  for (const failure of result.failures ?? []) failures.push(`${file.replace(/\.json$/, '')}/${failure.where}: ${failure.test}: ${failure.message}`);
}
const ok = lint.status === 0 && turbo.status === 0 && failed === 0 && skipped === 0 && passed > 0;
if (lint.status !== 0) console.error('npm run lint failed (see its output above): a new lint error, import violation or piece of dead code.');
if (skipped) console.error(`${skipped} tests were skipped or left as todo: a skipped test is a defect.`);
if (failures.length) console.error(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
