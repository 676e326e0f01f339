import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { CharacterResolver, CharacterVersionResolver } from './characters/character.resolver';
import { WorldResolver } from './worlds/world.resolver';

let schema: GraphQLSchema | undefined;

/** The GraphQL schema, built once from the resolvers; arguments are checked with class-validator. */
export function buildAppSchema(): GraphQLSchema {
  schema ??= buildSchemaSync({
    resolvers: [WorldResolver, CharacterResolver, CharacterVersionResolver],
    validate: { forbidUnknownValues: false },
  });
  return schema;
}

/** The SDL committed as apps/api/schema.graphql, sorted so that it diffs cleanly. */
export function printAppSchema(): string {
  return printSchema(lexicographicSortSchema(buildAppSchema())) + '\n';
}
