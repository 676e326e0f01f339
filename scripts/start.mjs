// `npm start`: builds what changed, then brings up the database, the API and the console with
// the demo world, and keeps them running until Ctrl-C or SIGTERM. The API serves as in production;
// `npm run dev` (--dev) gives it development's stack traces and suggestions.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';

ensureDependencies();
const development = process.argv.includes('--dev');

console.log('Building what changed ...');
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Loaded after the install above: it needs the workspace's dependencies.
const { startStack } = await import('./stack.mjs');
let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('Stopping ...');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  stack = await startStack({
    dataDir: path.join(root, '.data', 'postgres'),
    apiPort: Number(process.env.PORT ?? 4000),
    adminPort: Number(process.env.ADMIN_PORT ?? 3000),
    development,
    onUnexpectedExit: (reason) => {
      console.error(`${reason}; shutting down.`);
      void shutdown(1);
    },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
if (stack && !stopping) {
  const { demoCreator } = await import('../apps/api/dist/index.js');
  const creator = demoCreator();
  console.log(`
Clix Campaign is running.
  Console:    ${stack.adminUrl}   (demo world: ${stack.adminUrl}/worlds/demo/characters)
  API:        ${stack.apiUrl}/graphql   (health: ${stack.apiUrl}/healthz; ${development ? 'development mode' : 'production mode'})
  Database:   ${stack.embedded ? `${stack.databaseUrl}  (embedded; data in .data/postgres)` : 'the server in DATABASE_URL'}
  Demo Creator sign-in: ${creator.email} / ${creator.password}
Press Ctrl-C to stop.`);
}
