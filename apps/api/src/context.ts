import { DataSource, EntityManager } from 'typeorm';
import { createLoaders, Loaders } from './loaders';

/**
 * Everything a service needs about the request: the entity manager to use (the mutation's
 * transaction inside one), the request's DataLoaders and who is asking.
 */
export interface RequestContext {
  dataSource: DataSource;
  em: EntityManager;
  loaders: Loaders;
  /** Whether the caller may see HIDDEN characters. False for every caller until accounts exist. */
  canSeeHidden: boolean;
}

export function createRequestContext(dataSource: DataSource): RequestContext {
  return { dataSource, em: dataSource.manager, loaders: createLoaders(dataSource.manager), canSeeHidden: false };
}
