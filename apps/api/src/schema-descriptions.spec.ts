import { isEnumType, isInputObjectType, isObjectType } from 'graphql';
import { buildAppSchema } from './schema';

/**
 * Every object, input and enum type and every field of an object or input type (the Query and
 * Mutation root fields included) carries a description: the schema is the public API's
 * documentation. Only GraphQL's own introspection types (`__*`) are left out.
 */
function missingDescriptions(): string[] {
  const missing: string[] = [];
  const schema = buildAppSchema();
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!isObjectType(type) && !isInputObjectType(type) && !isEnumType(type)) continue;
    // The root types are containers; their fields are what clients read.
    if (!roots.has(type.name) && !type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      }
    }
  }
  return missing.sort();
}

describe('schema descriptions', () => {
  it('describes every type and field', () => {
    const missing = missingDescriptions();
    if (missing.length) {
      console.log(`${missing.length} types and fields without a description:\n${missing.join('\n')}`);
    }
    expect(missing).toEqual([]);
  });
});
