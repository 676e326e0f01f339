import {
  GraphQLField,
  GraphQLResolveInfo,
  GraphQLSchema,
  isAbstractType,
  isObjectType,
  OperationDefinitionNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { Extensions } from 'type-graphql';
import type { RequestContext } from '../context';

/**
 * Reads by selection: a page read selects the columns of an entity that the operation's fields on
 * its type can read, the way PostGraphile selects only what a query asks for, instead of whole rows
 * (a league's matches page read 2.7 times the bytes PostGraphile 5 did, docs/benchmarks.md).
 *
 * What a field reads of its parent object:
 * - a plain field (a property: no field resolver, no @Authorized, no middleware) reads its property;
 * - a field resolver reads what its `@Reads(...)` says;
 * - any other field may read anything, so a type with one selected reads whole rows.
 * The properties of a type are those of every field the operation selects on it anywhere (its
 * fragments included, interfaces counting for each of their types), so an object read this way
 * answers whichever of its fields the operation reaches it by. Such an object is partial: it is
 * handed to the fields of its page (`ReadAlong`), never put in a request's loaders, which other
 * code reads whole objects from.
 */

const READS = 'clixReads';

/** On a field resolver: the properties of its parent object it reads (for the pages that read by selection). */
export function Reads(...properties: [string, ...string[]]): MethodDecorator & PropertyDecorator {
  return Extensions({ [READS]: properties });
}

/** What each field of the schema reads of its parent: known for plain fields and `@Reads` resolvers, absent for the rest. */
const fieldReads = new WeakMap<GraphQLField<unknown, unknown>, readonly string[]>();

/** Records what each field reads (schema.ts, once the schema is built): `plain` fields their property, `@Reads` resolvers what they say. */
export function recordFieldReads(schema: GraphQLSchema, plain: ReadonlySet<GraphQLField<unknown, unknown>>): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const declared = field.extensions[READS];
      if (Array.isArray(declared)) fieldReads.set(field, declared as string[]);
      else if (plain.has(field)) fieldReads.set(field, [field.name]);
    }
  }
}

/** Per operation, for each object type: the fields selected on it, and the properties they read (null: one may read anything). */
interface Projection {
  fields: Map<string, Set<string>>;
  reads: Map<string, Set<string> | null>;
}
const projections = new WeakMap<OperationDefinitionNode, Projection>();

function projectionOf(info: GraphQLResolveInfo): Projection {
  let found = projections.get(info.operation);
  if (found) return found;
  const { fields, reads }: Projection = (found = { fields: new Map(), reads: new Map() });
  const typeInfo = new TypeInfo(info.schema);
  const select = (typeName: string, field: GraphQLField<unknown, unknown>) => {
    let names = fields.get(typeName);
    if (!names) fields.set(typeName, (names = new Set()));
    names.add(field.name);
    const known = reads.get(typeName);
    if (known === null) return;
    const read = fieldReads.get(field);
    if (!read) return reads.set(typeName, null);
    const set = known ?? new Set<string>();
    for (const property of read) set.add(property);
    reads.set(typeName, set);
  };
  const visitor = visitWithTypeInfo(typeInfo, {
    Field() {
      const parent = typeInfo.getParentType();
      const def = typeInfo.getFieldDef();
      if (!parent || !def || def.name.startsWith('__')) return;
      // A field selected on an interface or union is selected on each of its object types.
      const types = isAbstractType(parent) ? info.schema.getPossibleTypes(parent) : [parent];
      for (const type of types) {
        if (!isObjectType(type)) continue;
        const field = type.getFields()[def.name];
        if (field) select(type.name, field);
      }
    },
  });
  visit(info.operation, visitor);
  // Every fragment of the document, used or not: more properties never make an answer wrong.
  for (const fragment of Object.values(info.fragments)) visit(fragment, visitor);
  projections.set(info.operation, found);
  return found;
}

/**
 * The properties of `typeName` the operation's fields read, with `always` (what the read's own code
 * reads: keys, sort columns); null when one of them may read anything.
 */
export function selectedProperties(info: GraphQLResolveInfo, typeName: string, always: readonly string[]): readonly string[] | null {
  const reads = projectionOf(info).reads.get(typeName);
  if (reads === null) return null;
  return [...new Set([...always, ...(reads ?? [])])];
}

/** Whether the operation selects, anywhere, a field of `typeName` other than those of `only`. */
export function selectsBeyond(info: GraphQLResolveInfo, typeName: string, only: ReadonlySet<string>): boolean {
  for (const name of projectionOf(info).fields.get(typeName) ?? []) if (!only.has(name)) return true;
  return false;
}

/**
 * What a page read along with an object for that object's field resolvers (a partial object's
 * relations, themselves partial), for the rest of the request. Kept per request's loaders (they
 * live exactly as long as it does) in a Map: a WeakMap entry for each of a page's objects cost more
 * in garbage collection than the page's own reading (a profile of the matches page). Each value
 * answers only the context that read it: the subscribers woken by one notice share their loaders
 * (live/live.stream.ts), not their operations, so not what their selections read.
 */
export class ReadAlong<Parent extends object, Value> {
  private readonly requests = new WeakMap<object, Map<Parent, { ctx: RequestContext; value: Value }>>();

  set(ctx: RequestContext, parent: Parent, value: Value): void {
    let values = this.requests.get(ctx.loaders);
    if (!values) this.requests.set(ctx.loaders, (values = new Map<Parent, { ctx: RequestContext; value: Value }>()));
    values.set(parent, { ctx, value });
  }

  /** The value `ctx` read along with `parent`, or `otherwise()` when it read none. */
  get<Other>(ctx: RequestContext, parent: Parent, otherwise: () => Other): Value | Other {
    const read = this.requests.get(ctx.loaders)?.get(parent);
    return read?.ctx === ctx ? read.value : otherwise();
  }
}

/**
 * The shapes (which columns of which entities) one read admits: the first `max` seen, then whole rows.
 * Each shape is a statement text every connection prepares and keeps; selections are the client's,
 * so they must not grow that without bound.
 */
export class ReadShapes {
  private readonly seen = new Set<string>();

  constructor(private readonly max: number) {}

  admit(shape: string): boolean {
    if (this.seen.has(shape)) return true;
    if (this.seen.size >= this.max) return false;
    this.seen.add(shape);
    return true;
  }
}
