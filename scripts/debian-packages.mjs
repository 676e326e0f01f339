// Programs the tests run that npm cannot provide: Debian's Chromium (browser downloads do not work
// everywhere) for the console's browser tests, Redis for the shared rate limits' test, and Poppler's
// pdfinfo, pdftotext and pdftoppm for the printed team sheets' journey (it reads the PDF Chromium prints).
// Installed when missing and we may (root with apt-get); otherwise we say how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function redisServerPath() {
  return process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
}

/** Poppler's pdftoppm; pdfinfo and pdftotext, of the same package, are beside it. */
export function pdftoppmPath() {
  return process.env.PDFTOPPM_PATH ?? '/usr/bin/pdftoppm';
}

/** What the tests need, each as [binary, Debian package, what it is for]. */
function needed() {
  return [
    [chromiumPath(), 'chromium', "the console's browser tests", 'CHROMIUM_PATH'],
    [redisServerPath(), 'redis-server', 'the shared rate limits test', 'REDIS_SERVER_PATH'],
    [pdftoppmPath(), 'poppler-utils', "the printed team sheets' browser test", 'PDFTOPPM_PATH'],
  ];
}

export function ensureTestPrograms() {
  const missing = needed().filter(([binary]) => !fs.existsSync(binary));
  if (!missing.length) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    for (const [binary, pkg, purpose, variable] of missing) {
      console.error(`${pkg} is needed for ${purpose} and was not found at ${binary}.
Install it (Debian/Ubuntu: sudo apt-get install ${pkg}) or set ${variable}.`);
    }
    process.exit(1);
  }
  const packages = missing.map(([, pkg]) => pkg);
  console.log(`Installing Debian's ${packages.join(', ')} for the tests ...`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed.`);
      process.exit(1);
    }
  }
}
