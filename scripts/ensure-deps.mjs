// `npm start` and `npm test` work on a fresh clone: install the locked dependencies first when
// they are missing or older than package-lock.json. Uses Node's built-ins only, since nothing
// else is there yet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Node 20 reached end of life in April 2026: it still runs everything, but say so once. */
function warnOnOldNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) console.warn(`Node ${process.version} is past its end of life; use Node 24 LTS (or 22). Carrying on.`);
}

export function ensureDependencies() {
  warnOnOldNode();
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci) ...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
