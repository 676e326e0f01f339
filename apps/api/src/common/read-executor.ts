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

/** The texts made by `sql` at each template, by their parts in order; a leaf's text under TEXT. */
type TextTree = Map<SqlPart | typeof TEXT, TextTree | string>;
/** What a template joins in: SQL the read module made (a shape's columns, an order, a constant). */
type SqlPart = string | number;
const TEXT = Symbol('text');
const textsByTemplate = new WeakMap<TemplateStringsArray, { tree: TextTree; size: number }>();
/** Texts kept per template at most: its parts are the read module's own fragments (a shape's columns, an order), a bounded few. */
const MAX_TEXTS_PER_TEMPLATE = 256;

/**
 * A read module's statement text, written as a template (sql`SELECT ${rows.columns('c')} ...`): the same
 * string for the same template and parts, call after call. A text joined anew at every call is a new
 * string, which the statement-name lookup (and pg's) must read whole to hash, a few kilobytes every request
 * (1.4 % of a match state's CPU); the same string is hashed once. The parts are SQL of the module's own
 * making, never a value: values are parameters.
 */
export function sql(strings: TemplateStringsArray, ...parts: readonly SqlPart[]): string {
  let kept = textsByTemplate.get(strings);
  if (!kept) textsByTemplate.set(strings, (kept = { tree: new Map(), size: 0 }));
  let node = kept.tree;
  for (const part of parts) {
    let next = node.get(part) as TextTree | undefined;
    if (!next) {
      if (kept.size >= MAX_TEXTS_PER_TEMPLATE) return joined(strings, parts);
      node.set(part, (next = new Map()));
    }
    node = next;
  }
  let text = node.get(TEXT) as string | undefined;
  if (text === undefined) {
    if (kept.size >= MAX_TEXTS_PER_TEMPLATE) return joined(strings, parts);
    text = joined(strings, parts);
    node.set(TEXT, text);
    kept.size++;
  }
  return text;
}

/** The template's text with its parts, as an untagged template would join them. */
function joined(strings: TemplateStringsArray, parts: readonly SqlPart[]): string {
  let text = strings[0];
  for (let i = 0; i < parts.length; i++) text += parts[i] + strings[i + 1];
  return text;
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
