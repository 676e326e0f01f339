import fs from 'node:fs';
import path from 'node:path';

/**
 * Every migration in this folder (`<timestamp>-<name>.ts`), oldest first. Each feature adds its
 * own file; nothing else needs editing, and TypeORM runs them in timestamp order.
 */
export const migrations: Function[] = fs
  .readdirSync(__dirname)
  .filter((file) => /^\d{13}-[a-z0-9-]+\.(js|ts)$/.test(file))
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .flatMap((file) => Object.values(require(path.join(__dirname, file))) as Function[]);
