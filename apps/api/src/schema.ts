import { GraphQLField, GraphQLObjectType, GraphQLSchema, isInterfaceType, isObjectType, isUnionType, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync, getMetadataStorage, NonEmptyArray } from 'type-graphql';
import { applyGlobalIds } from './common/global-id';
import { DateTimeISO } from './common/date-time';
import { recordFieldReads } from './common/projection';
import { AccountResolver } from './accounts/account.resolver';
import { ApiKeyResolver } from './api-keys/api-key.resolver';
import { requireAccount } from './auth/policy';
import { catalogueResolvers } from './catalogues';
import type { RequestContext } from './context';
import { teamResolvers } from './teams';
import { matchResolvers } from './matches';
import { leagueResolvers } from './leagues';
import { CharacterResolver, CharacterVersionResolver } from './characters/character.resolver';
import { WorldInvitationResolver, WorldMemberResolver, WorldResolver } from './worlds/world.resolver';
import { WorldListsResolver } from './worlds/world-lists.resolver';
import { RateLimitResolver } from './limits/rate-limit.resolver';
import { webhookResolvers } from './webhooks';
import { liveResolvers } from './live';
import { activityResolvers } from './activity';
import { SearchResolver } from './search/search.resolver';
import { NodeResolver } from './nodes/node.resolver';
import { createPubSub } from '@graphql-yoga/subscription';
import { argumentValidator } from './common/argument-validation';

let schema: GraphQLSchema | undefined;

/** Every resolver class of the schema. */
const RESOLVERS = [
  AccountResolver,
  WorldResolver,
  WorldListsResolver,
  WorldMemberResolver,
  WorldInvitationResolver,
  ApiKeyResolver,
  CharacterResolver,
  CharacterVersionResolver,
  ...catalogueResolvers,
  ...teamResolvers,
  ...matchResolvers,
  ...leagueResolvers,
  RateLimitResolver,
  ...webhookResolvers,
  ...liveResolvers,
  ...activityResolvers,
  SearchResolver,
  NodeResolver,
];

/** The GraphQL schema, built once from the resolvers; arguments are checked with class-validator (argumentValidator). */
export function buildAppSchema(): GraphQLSchema {
  if (schema) return schema;
  const built = buildSchemaSync({
    resolvers: RESOLVERS as unknown as NonEmptyArray<Function>,
    // class-validator on every argument but those declared `validate: false` (common/argument-validation.ts).
    validateFn: argumentValidator({ forbidUnknownValues: false }),
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
    // type-graphql requires a PubSub for any @Subscription; ours bring their own `subscribe` (live/live.stream.ts), so this one never carries anything.
    pubSub: createPubSub(),
    // @Authorized() marks what needs a signed-in account; the world roles are checked by the
    // services through auth/policy.ts, the one table of who may do what.
    authChecker: ({ context }: { context: RequestContext }) => {
      requireAccount(context.viewer);
      return true;
    },
  });
  synchronousTypeResolvers(built);
  recordFieldReads(built, propertyFields(built));
  directFieldResolvers(built);
  schema = applyGlobalIds(built);
  return schema;
}

/**
 * Each interface and union resolves its objects' type with its decorator's own `resolveType`, as it
 * answers: type-graphql wraps every one in an async function, which graphql-js awaits but graphql-jit
 * (http/executor.ts) cannot, as it takes a type's name only as a value. Ours each answer a name at once.
 */
function synchronousTypeResolvers(built: GraphQLSchema): void {
  const storage = getMetadataStorage();
  for (const { name, resolveType } of [...storage.interfaceTypes, ...storage.unions]) {
    const type = built.getType(name);
    if (!resolveType || !(isInterfaceType(type) || isUnionType(type))) continue;
    type.resolveType = (value, context, info, abstractType) => {
      const typeName: unknown = resolveType(value, context, info, abstractType);
      if (typeName === undefined || typeof typeName === 'string') return typeName;
      throw new Error(`${name}'s resolveType must answer a type's name (or nothing), at once`);
    };
  }
}

type FieldMetadata = NonNullable<ReturnType<typeof getMetadataStorage>['objectTypes'][number]['fields']>[number];

/**
 * A plain field (a property: no field resolver, no @Authorized, no middleware, its own name) is read
 * by graphql-js's default resolver, the same property's value: type-graphql otherwise wraps each in a
 * resolver of its own, an object and two calls per field of every answer, and graphql-jit reads a
 * field with no resolver inline. Fields inherited from an interface keep type-graphql's (which reads
 * the property too). Answers every plain field, inherited ones included: each reads its property alone.
 */
function propertyFields(built: GraphQLSchema): Set<GraphQLField<unknown, unknown>> {
  const storage = getMetadataStorage();
  const resolved = new Map<object, Set<string>>();
  for (const resolver of storage.fieldResolvers) {
    const target = resolver.getObjectType?.() ?? resolver.target;
    if (!resolved.has(target)) resolved.set(target, new Set());
    resolved.get(target)!.add(resolver.methodName);
  }
  const plain = (field: FieldMetadata) =>
    !resolved.get(field.target)?.has(field.name) && !field.roles?.length && !field.middlewares?.length && field.name === field.schemaName;
  const readers = new Set<GraphQLField<unknown, unknown>>();
  for (const { name, target, fields = [], interfaceClasses = [] } of storage.objectTypes) {
    const type = built.getType(name);
    if (!isObjectType(type)) continue;
    const inherited = storage.interfaceTypes.filter((i) => interfaceClasses.includes(i.target)).flatMap((i) => i.fields ?? []);
    for (const field of [...inherited, ...fields]) {
      const property = type.getFields()[field.schemaName];
      // An inherited field the type resolves itself is not its property.
      if (!property || !plain(field) || (field.target !== target && resolved.get(target)?.has(field.name))) continue;
      readers.add(property);
      if (field.target === target) property.resolve = undefined;
    }
  }
  return readers;
}

/**
 * A field resolver with nothing around it (no middleware, no @Authorized, only @Root, @Ctx and @Info
 * parameters) is called directly: type-graphql's handler gets its class's instance, runs an empty
 * middleware chain and sorts and maps the parameters' metadata on every call, which was 7 % of a
 * matches page's CPU (four such fields a match). A root that is not of the class the parameter
 * names (type-graphql would copy it into one) still goes through type-graphql's handler.
 */
function directFieldResolvers(built: GraphQLSchema): void {
  const storage = getMetadataStorage();
  type Handlers = Record<string, (...params: unknown[]) => unknown>;
  const instances = new Map<unknown, Handlers>();
  const ours = (target: unknown) => (RESOLVERS as readonly unknown[]).includes(target);
  const classOf = (type: GraphQLObjectType) => storage.objectTypes.find((t) => t.name === type.name)?.target;
  for (const resolver of storage.fieldResolvers) {
    if (resolver.kind !== 'external' || !ours(resolver.target) || resolver.middlewares?.length || resolver.roles) continue;
    const params = [...(resolver.params ?? [])].sort((a, b) => a.index - b.index);
    const direct = params.every((p) => p.kind === 'info' || ((p.kind === 'root' || p.kind === 'context') && !p.propertyName));
    if (!direct) continue;
    const objectClass = resolver.getObjectType!();
    const typeNames = [...storage.objectTypes, ...storage.interfaceTypes].filter((t) => t.target === objectClass).map((t) => t.name);
    // A resolver on an interface resolves the field of each of its object types.
    const objectTypes = Object.values(built.getTypeMap()).filter(
      (type): type is GraphQLObjectType =>
        isObjectType(type) && (typeNames.includes(type.name) || type.getInterfaces().some((i) => typeNames.includes(i.name))),
    );
    if (!instances.has(resolver.target)) instances.set(resolver.target, new (resolver.target as new () => Handlers)());
    const instance = instances.get(resolver.target)!;
    const method = instance[resolver.methodName];
    const rootParam = params.find((p) => p.kind === 'root');
    let rootClass: (abstract new () => unknown) | undefined | null = null;
    for (const type of objectTypes) {
      // An object type's own resolver of the field, when it has one, is the one its field has.
      const own = storage.fieldResolvers.find(
        (r) => r !== resolver && r.schemaName === resolver.schemaName && ours(r.target) && r.getObjectType?.() === classOf(type),
      );
      // Nor an interface's resolver where the object type declares the field itself.
      const declared =
        objectClass !== classOf(type) &&
        storage.objectTypes.some((t) => t.name === type.name && t.fields?.some((f) => f.schemaName === resolver.schemaName && f.target === t.target));
      if (own || declared) continue;
      const field = type.getFields()[resolver.schemaName];
      const handler = field?.resolve;
      if (!handler) continue;
      field.resolve = (root, args, context, info) => {
        if (rootClass === null)
          rootClass = rootParam && 'getType' in rootParam ? (rootParam.getType?.() as (abstract new () => unknown) | undefined) : undefined;
        const values = params.map((p): unknown => (p.kind === 'root' ? root : p.kind === 'context' ? context : info));
        const answer: unknown =
          rootClass && root != null && !(root instanceof rootClass) ? handler(root, args, context, info) : Reflect.apply(method, instance, values);
        return answer;
      };
    }
  }
}

/** The SDL committed as apps/api/schema.graphql, sorted so that it diffs cleanly. */
export function printAppSchema(): string {
  return printSchema(lexicographicSortSchema(buildAppSchema())) + '\n';
}
