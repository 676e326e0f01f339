import { DataSource, EntityManager } from 'typeorm';
import { ANONYMOUS, resolveViewer, Viewer } from './auth/viewer';
import { createLoaders, Loaders } from './loaders';

/**
 * Everything a service needs about the request: the entity manager to use (the mutation's
 * transaction inside one), the request's DataLoaders and who is asking.
 */
export interface RequestContext {
  dataSource: DataSource;
  em: EntityManager;
  loaders: Loaders;
  /** Fresh loaders reading through `em` (a mutation's transaction); passed in so middleware need not import every feature. */
  loadersFor: (em: EntityManager) => Loaders;
  viewer: Viewer;
  /** The request's Idempotency-Key header, if any (applied by idempotency/idempotency.middleware.ts). */
  idempotencyKey?: string;
}

export function createRequestContext(dataSource: DataSource, viewer: Viewer = ANONYMOUS): RequestContext {
  return { dataSource, em: dataSource.manager, loaders: createLoaders(dataSource.manager), loadersFor: createLoaders, viewer };
}

/** The context of one HTTP request: its viewer comes from the Authorization header. */
export async function contextForRequest(dataSource: DataSource, authorization: string | undefined): Promise<RequestContext> {
  return createRequestContext(dataSource, await resolveViewer(dataSource, authorization));
}
