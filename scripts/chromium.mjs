// The console's tests drive Debian's Chromium (browser downloads do not work everywhere).
// Install it when it is missing and we may (root with apt-get); otherwise say how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  if (fs.existsSync(chromiumPath())) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium is needed for the console's browser tests and was not found at ${chromiumPath()}.
Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests ...");
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed.`);
      process.exit(1);
    }
  }
}
