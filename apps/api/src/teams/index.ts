import type { EntityManager } from 'typeorm';

/** The teams feature: what it adds to the schema, the data source and each request's loaders. */
export const teamResolvers: Function[] = [];
export const teamEntities: Function[] = [];
export function teamLoaders(_em: EntityManager) {
  return {};
}
