import { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral, ValueTransformer } from 'typeorm';

/**
 * Column types whose value, as `pg` parses it, is already what TypeORM hydrates into an entity
 * (text and uuid as strings, int as numbers, bigint and numeric as strings, booleans, json(b)
 * parsed, timestamps as Dates, text[] as string arrays).
 */
const SAME_AS_TYPEORM = new Set([
  'uuid',
  'text',
  'varchar',
  'character varying',
  'int',
  'integer',
  'int4',
  'smallint',
  'bigint',
  'numeric',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'timestamptz',
  'timestamp with time zone',
]);

/** Array column types whose elements pg parses as TypeORM hydrates them (and JSON gives alike): text[] and uuid[] as strings, int[] as numbers. */
const SAME_AS_TYPEORM_ARRAY = new Set(['text', 'uuid', 'int', 'integer', 'int4']);

/** Column subsets kept per entity (`only`): each is a statement text more for every connection to prepare. */
const MAX_SUBSETS = 32;

interface ColumnRead {
  property: string;
  column: string;
  transformer?: ValueTransformer;
  /** Read from JSON (`json(alias)`), the value is an ISO string. */
  isTimestamp: boolean;
  /** bigint or numeric: pg gives a string, so JSON gets the column as text (a JSON number would lose digits). */
  isDecimal: boolean;
}

/** An entity's row as `json(alias)` selects it: its columns' values in the entity's column order. */
export type EntityJson = readonly unknown[];

/**
 * An entity read with plain SQL: the column list of a SELECT and the entity built from a row.
 * For the public read paths, where TypeORM's `find`/`getMany` rebuild the SQL on every call and
 * pass each raw row through its generic transformer (measured: most of the API's own CPU on a
 * page of 50 characters with their dials, docs/benchmarks.md). Only columns whose pg value needs
 * no conversion (or has a single transformer) are supported; anything else is refused when the
 * entity is first used, so an unsupported column cannot be read wrong silently.
 */
export class EntityRows<T extends ObjectLiteral> {
  private readonly selects = new Map<string, string>();
  private readonly subsets = new Map<string, EntityRows<T>>();

  private constructor(
    private readonly Entity: new () => T,
    private readonly reads: readonly ColumnRead[],
    private readonly primary: ReadonlySet<string>,
    /** The reader of every column, when this one reads some. */
    private readonly wholeRows?: EntityRows<T>,
  ) {}

  static of<T extends ObjectLiteral>(metadata: EntityMetadata): EntityRows<T> {
    if (typeof metadata.target !== 'function') throw new Error(`EntityRows: ${metadata.name} has no class`);
    // Virtual columns (a relation's join column without a property of its own) are not hydrated by TypeORM either.
    const reads = metadata.columns
      .filter((c) => !c.isVirtual)
      .map((c) => {
        const type = typeof c.type === 'string' ? c.type : c.type.name.toLowerCase();
        const where = `${metadata.name}.${c.propertyName} (${type}${c.isArray ? '[]' : ''})`;
        if (c.embeddedMetadata) throw new Error(`EntityRows: ${where} is in an embedded entity`);
        if (!SAME_AS_TYPEORM.has(type) || (c.isArray && !SAME_AS_TYPEORM_ARRAY.has(type)))
          throw new Error(`EntityRows: ${where} needs a conversion it does not make`);
        if (Array.isArray(c.transformer)) throw new Error(`EntityRows: ${where} has several transformers`);
        return {
          property: c.propertyName,
          column: c.databaseName,
          transformer: c.transformer,
          isTimestamp: type.startsWith('timestamp'),
          isDecimal: type === 'bigint' || type === 'numeric',
        };
      });
    return new EntityRows(metadata.target as new () => T, reads, new Set(metadata.primaryColumns.map((c) => c.propertyName)));
  }

  /**
   * The reader of the columns of `properties` (the primary key always): itself for null, or when they
   * are every column. The entities it builds are partial (common/projection.ts says where they may go).
   */
  only(properties: readonly string[] | null): EntityRows<T> {
    const whole = this.wholeRows ?? this;
    if (!properties) return whole;
    const wanted = new Set(properties);
    const reads = whole.reads.filter((r) => wanted.has(r.property) || this.primary.has(r.property));
    if (reads.length === whole.reads.length) return whole;
    const key = reads.map((r) => r.property).join(',');
    let subset = whole.subsets.get(key);
    if (!subset) {
      // Selections are the client's: past a few dozen shapes, whole rows (one text more to prepare, not one per selection).
      if (whole.subsets.size >= MAX_SUBSETS) return whole;
      whole.subsets.set(key, (subset = new EntityRows(this.Entity, reads, this.primary, whole)));
    }
    return subset;
  }

  /** Whether it reads every column (its entities are whole). */
  get whole(): boolean {
    return this.wholeRows === undefined;
  }

  /** The properties it reads, comma-separated: the name of its shape. */
  get shape(): string {
    return this.reads.map((r) => r.property).join(',');
  }

  /** `"alias"."column" AS "<prefix>property", …` for every column of the entity. */
  columns(alias: string, prefix = ''): string {
    const key = `${alias}\u0000${prefix}`;
    let list = this.selects.get(key);
    if (!list) {
      list = this.reads.map((r) => `"${alias}"."${r.column}" AS "${prefix}${r.property}"`).join(', ');
      this.selects.set(key, list);
    }
    return list;
  }

  /** The entity from a row selected with `columns(alias, prefix)`. */
  from(row: Record<string, unknown>, prefix = ''): T {
    const entity = new this.Entity() as Record<string, unknown>;
    for (const r of this.reads) {
      const value = row[prefix + r.property];
      entity[r.property] = r.transformer ? r.transformer.from(value) : value;
    }
    return entity as T;
  }

  /**
   * `json_build_array("alias"."column", …)`: the row as one JSON value (e.g. inside json_agg), its
   * columns by position: no key repeated in every row for PostgreSQL to write and pg to parse.
   */
  json(alias: string): string {
    const key = `json\u0000${alias}`;
    let built = this.selects.get(key);
    if (!built) {
      built = `json_build_array(${this.reads.map((r) => `"${alias}"."${r.column}"${r.isDecimal ? '::text' : ''}`).join(', ')})`;
      this.selects.set(key, built);
    }
    return built;
  }

  /** The entity from a value selected with `json(alias)` (timestamps arrive as ISO strings). */
  fromJson(json: EntityJson): T {
    const entity = new this.Entity() as Record<string, unknown>;
    for (let i = 0; i < this.reads.length; i++) {
      const r = this.reads[i];
      let value = json[i];
      if (r.isTimestamp && typeof value === 'string') value = new Date(value);
      entity[r.property] = r.transformer ? r.transformer.from(value) : value;
    }
    return entity as T;
  }
}

const cache = new WeakMap<EntityMetadata, EntityRows<ObjectLiteral>>();

/** The (cached) plain-SQL reader of an entity. */
export function entityRows<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>): EntityRows<T> {
  const metadata = em.connection.getMetadata(target);
  let rows = cache.get(metadata);
  if (!rows) {
    rows = EntityRows.of(metadata);
    cache.set(metadata, rows);
  }
  return rows as EntityRows<T>;
}

/** Rows grouped by key, in the keys' order (a DataLoader's answer); rows of other keys are dropped. */
export function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** One row per key, in the keys' order, null where there is none (a DataLoader's answer). */
export function byKey<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): (T | null)[] {
  const found = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => found.get(k) ?? null);
}
