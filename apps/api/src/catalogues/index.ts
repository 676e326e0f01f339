import type { EntityManager } from 'typeorm';

/** The catalogues feature: what it adds to the schema, the data source and each request's loaders. */
export const catalogueResolvers: Function[] = [];
export const catalogueEntities: Function[] = [];
export function catalogueLoaders(_em: EntityManager) {
  return {};
}
