// Runs one embedded PostgreSQL (via @clix/devdb) as a child process of a fault test, which can
// then stop it (SIGTERM or closing stdin: a clean PostgreSQL shutdown) and start it again on the
// same data directory and port. The jest tests are CommonJS and cannot import the ESM package.
// usage: node pg-server.mjs <dataDir>; prints one JSON line {"serverUrl": ...} once it accepts connections.
import { startEmbeddedPostgres } from '@clix/devdb';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node pg-server.mjs <dataDir>');
  process.exit(2);
}
const server = await startEmbeddedPostgres({ dataDir, persistent: true, onLog: (line) => process.stderr.write(line + '\n') });
console.log(JSON.stringify({ serverUrl: server.serverUrl }));
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
