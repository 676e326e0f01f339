import {
  defaultFieldResolver,
  getNamedType,
  GraphQLError,
  GraphQLField,
  GraphQLFieldResolver,
  GraphQLInputType,
  GraphQLResolveInfo,
  GraphQLSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { Extensions, Field, ID, InterfaceType } from 'type-graphql';
import { fromGlobalId, toGlobalId } from './global-id-codec';

/*
 * Relay's object identification (https://relay.dev/graphql/objectidentification.htm), as GitHub and
 * PostGraphile do it: every object with its own row has an opaque id that names its type and row,
 * so `node(id:)` can find it and no id of one type is mistaken for another's. The ids are made and
 * read here only (their encoding in global-id-codec.ts): the schema is built with row ids (services, loaders and SQL know nothing else),
 * and `applyGlobalIds` wraps the fields that answer or take ids, from what their declarations say.
 */

export { fromGlobalId, isRawRowId, toGlobalId } from './global-id-codec';

/** An object with its own identity: fetch it again with `node(id:)`. */
@InterfaceType('Node', {
  description: 'An object with a global id: `node(id:)` (or `nodes(ids:)`) fetches it again, as its own lookup would answer it for you.',
  resolveType: (value: object, ctx: unknown, info: GraphQLResolveInfo) => resolveNodeType(value, ctx, info),
})
export abstract class Node {
  @Field(() => ID, { description: "Opaque global id: names the object's type and row; the same id every time." })
  id: string;
}

// The type each object `node` answered was fetched as (set by the node resolver).
const fetchedAs = new WeakMap<object, string>();

/** Marks an object fetched by global id with the type its id named, so `Node`'s resolveType needs no guess. */
export function markNode<T extends object>(value: T, typeName: string): T {
  fetchedAs.set(value, typeName);
  return value;
}

/** The type an object was fetched as by global id (markNode), for a union of Node types to resolve it by; undefined when it was not. */
export function nodeTypeOf(value: object): string | undefined {
  return fetchedAs.get(value);
}

function resolveNodeType(value: object, ctx: unknown, info: GraphQLResolveInfo): string | undefined | Promise<string | undefined> {
  const typeName = fetchedAs.get(value);
  const type = typeName ? info.schema.getType(typeName) : undefined;
  // An id names an interface when every kind of it shares one table (MatchEvent): that interface picks the kind.
  if (isInterfaceType(type) && type.resolveType) return type.resolveType(value, ctx, info, type);
  return typeName;
}

/** Extension keys read by applyGlobalIds. */
const GLOBAL_ID = 'globalIdOf';
const GLOBAL_ID_ARGS = 'globalIdArgs';
const GLOBAL_ID_TYPE = 'globalIdType';
const GLOBAL_ID_FROM = 'globalIdFrom';

/**
 * On a field (output or input) or an `@ArgsType` field holding row ids of `typeName`: an output one
 * answers them as global ids; an input one takes global ids of that type (or, deprecated, raw UUIDs).
 */
export function GlobalIdOf(...typeNames: [string, ...string[]]): MethodDecorator & PropertyDecorator {
  return Extensions({ [GLOBAL_ID]: typeNames.join('|') });
}

/** On a query, mutation or field resolver: its `@Arg`s that take row ids, by name, with the type of each. */
export function GlobalIdArgs(types: Record<string, string>): MethodDecorator & PropertyDecorator {
  return Extensions({ [GLOBAL_ID_ARGS]: types });
}

/**
 * On an output field holding the row id of an object whose type its parent names (a ledger entry's
 * source: a member, an item, a roll, an entry or a match): `typeOf` reads that type off the parent
 * (null: no id), and the field answers the global id of that type.
 */
export function GlobalIdFrom<T>(typeOf: (parent: T) => string | null): MethodDecorator & PropertyDecorator {
  return Extensions({ [GLOBAL_ID_FROM]: typeOf });
}

/** On an interface whose kinds share one table: their ids name the interface (`MatchEvent:<row>`), so the id survives a change of kind. */
export function GlobalIdType(typeName: string): ClassDecorator {
  return Extensions({ [GLOBAL_ID_TYPE]: typeName });
}

/** The type name a Node object type's ids carry: its own, or that of the interface its kinds share a table through. */
export function globalIdTypeName(schema: GraphQLSchema, typeName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return typeName;
  const shared = type.getInterfaces().find((i) => typeof i.extensions[GLOBAL_ID_TYPE] === 'string');
  return shared ? (shared.extensions[GLOBAL_ID_TYPE] as string) : typeName;
}

function encodeValue(typeName: string, value: unknown): unknown {
  if (typeof value === 'string') return toGlobalId(typeName, value);
  if (Array.isArray(value)) return value.map((v) => encodeValue(typeName, v));
  return value;
}

/** A row id answered as the global id of the type its parent names; null when the parent names none. */
function parentEncodingResolver(
  typeOf: (parent: unknown) => string | null,
  resolve: GraphQLFieldResolver<unknown, unknown>,
): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, ctx, info) => {
    const encode = (value: unknown) => {
      const typeName = typeof value === 'string' ? typeOf(source) : null;
      return typeName ? toGlobalId(typeName, value as string) : null;
    };
    const value = resolve(source, args, ctx, info);
    return value instanceof Promise ? value.then(encode) : encode(value);
  };
}

function encodingResolver(typeName: string, resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, ctx, info) => {
    const value = resolve(source, args, ctx, info);
    return value instanceof Promise ? value.then((v) => encodeValue(typeName, v)) : encodeValue(typeName, value);
  };
}

/** A refused id: BAD_USER_INPUT naming the argument, on this field's path only. */
function wrongId(path: string, message: string): GraphQLError {
  const argumentName = path.split(/[.[]/)[0];
  return new GraphQLError(`${path} ${message}`, { extensions: { code: 'BAD_USER_INPUT', argumentName } });
}

/** The row id a global id of `typeName` names; a raw UUID or anything else that is no global id is passed on for the field's own checks. */
function decodeId(typeNames: string, value: unknown, path: string): unknown {
  if (typeof value !== 'string') return value;
  const decoded = fromGlobalId(value);
  if (!decoded) return value;
  const accepted = typeNames.split('|');
  if (!accepted.includes(decoded.typeName)) {
    const a = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
    throw wrongId(path, `names ${a(decoded.typeName)}, not ${accepted.map(a).join(' or ')}.`);
  }
  return decoded.rowId;
}

/** How to decode one value: the id type of a leaf, or the plans of an input object's fields. */
type DecodePlan = { kind: 'id'; typeName: string } | { kind: 'object'; fields: Map<string, DecodePlan> };

function inputPlan(type: GraphQLInputType, seen: Map<string, DecodePlan | null>): DecodePlan | null {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return null;
  if (seen.has(named.name)) return seen.get(named.name) ?? null;
  seen.set(named.name, null);
  const fields = new Map<string, DecodePlan>();
  for (const field of Object.values(named.getFields())) {
    const idType = field.extensions[GLOBAL_ID];
    const plan = typeof idType === 'string' ? ({ kind: 'id', typeName: idType } as const) : inputPlan(field.type, seen);
    if (plan) fields.set(field.name, plan);
  }
  const plan = fields.size ? ({ kind: 'object', fields } as const) : null;
  seen.set(named.name, plan);
  return plan;
}

function decodeValue(plan: DecodePlan, value: unknown, path: string): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v, i) => decodeValue(plan, v, `${path}[${i}]`));
  if (plan.kind === 'id') return decodeId(plan.typeName, value, path);
  if (typeof value !== 'object') return value;
  const decoded: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, fieldPlan] of plan.fields) if (name in decoded) decoded[name] = decodeValue(fieldPlan, decoded[name], `${path}.${name}`);
  return decoded;
}

function argPlans(field: GraphQLField<unknown, unknown>, seen: Map<string, DecodePlan | null>): Map<string, DecodePlan> {
  const byName = (field.extensions[GLOBAL_ID_ARGS] ?? {}) as Record<string, string>;
  const plans = new Map<string, DecodePlan>();
  for (const arg of field.args) {
    const idType = byName[arg.name] ?? arg.extensions[GLOBAL_ID];
    const plan = typeof idType === 'string' ? ({ kind: 'id', typeName: idType } as const) : inputPlan(arg.type, seen);
    if (plan) plans.set(arg.name, plan);
  }
  return plans;
}

function decodingResolver(plans: Map<string, DecodePlan>, resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args: Record<string, unknown>, ctx, info) => {
    const decoded = { ...args };
    for (const [name, plan] of plans) if (name in decoded) decoded[name] = decodeValue(plan, decoded[name], name);
    return resolve(source, decoded, ctx, info);
  };
}

function isIdLike(field: GraphQLField<unknown, unknown>): boolean {
  return getNamedType(field.type).name === 'ID';
}

/**
 * Makes the schema speak global ids: the `id` of every `Node` type and every output field marked
 * `GlobalIdOf` (or `GlobalIdFrom`) answer global ids; every argument (and input field) marked `GlobalIdOf` or
 * `GlobalIdArgs` is decoded to its row id before the resolver runs, and a global id of another type
 * is refused there, on that field's path only. Returns the schema, changed in place.
 */
export function applyGlobalIds(schema: GraphQLSchema): GraphQLSchema {
  const node = schema.getType('Node');
  const seen = new Map<string, DecodePlan | null>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const isNode = type.getInterfaces().some((i) => i === node);
    for (const field of Object.values(type.getFields())) {
      const idType = isNode && field.name === 'id' ? globalIdTypeName(schema, type.name) : field.extensions[GLOBAL_ID];
      if (typeof idType === 'string' && isIdLike(field)) field.resolve = encodingResolver(idType, field.resolve ?? defaultFieldResolver);
      const typeOf = field.extensions[GLOBAL_ID_FROM];
      if (typeof typeOf === 'function' && isIdLike(field))
        field.resolve = parentEncodingResolver(typeOf as (parent: unknown) => string | null, field.resolve ?? defaultFieldResolver);
      const plans = argPlans(field, seen);
      if (!plans.size) continue;
      field.resolve = decodingResolver(plans, field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = decodingResolver(plans, field.subscribe);
    }
  }
  return schema;
}
