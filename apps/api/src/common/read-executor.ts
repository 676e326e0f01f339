import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The statement names of the texts run lately. Every text comes from a read module's constants,
 * so a few dozen exist; the bound keeps a text built at run time from growing the map for ever.
 * A name is the text's hash, so a text evicted and run again gets the same name, and each
 * connection (which keeps what it prepared until it closes) never prepares it twice.
 */
const statementNames = new LRUCache<string, string>({ max: 256 });

/** How many statement names are cached (at most 256). */
export const cachedStatementNames = (): number => statementNames.size;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `clix_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The one way the read modules (`<feature>.reads.ts`) run SQL: a parameterised statement, run as
 * a named prepared statement, so PostgreSQL plans it once per connection instead of on every call
 * (planning cost more than executing the roster read, docs/benchmarks.md). Inside a transaction it
 * runs on the transaction's connection. It is logged like every TypeORM statement, so statement
 * counts stay true. Rows come back keyed by column name (`AS "property"` in the text).
 */
export async function readRows<R extends object = Record<string, unknown>>(em: EntityManager, text: string, values: readonly unknown[]): Promise<R[]> {
  em.connection.logger.logQuery(text, values as unknown[]);
  const config = { name: statementName(text), text, values: values as unknown[] };
  const runner = em.queryRunner;
  const result = runner ? await (await runner.connect()).query(config) : await (em.connection.driver as PostgresDriver).master.query(config);
  return result.rows;
}

/** The one row a statement answers (an aggregate, a row by key), or null when there is none. */
export async function readRow<R extends object = Record<string, unknown>>(em: EntityManager, text: string, values: readonly unknown[]): Promise<R | null> {
  const [row] = await readRows<R>(em, text, values);
  return row ?? null;
}
