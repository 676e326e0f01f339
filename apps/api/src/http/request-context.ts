import type { DataSource, EntityManager } from 'typeorm';
import { ANONYMOUS, Viewer } from '../auth/viewer';
import type { RequestClient, RequestContext } from '../context';
import { createLoaders } from '../loaders';

/**
 * The composition of a request's context: its entity manager, every feature's loaders and who is
 * asking. It lives here, not in `context.ts` (types only), so a service that takes a context does
 * not import every feature through it.
 */
export function createRequestContext(dataSource: DataSource, viewer: Viewer = ANONYMOUS, client: RequestClient | null = null): RequestContext {
  return { dataSource, em: dataSource.manager, loaders: createLoaders(dataSource.manager), loadersFor: createLoaders, viewer, client };
}

/** A context for work inside a transaction outside a request (the demo loaders): its reads and its loaders go through `em`, so they see what the transaction wrote. */
export function createTransactionContext(dataSource: DataSource, em: EntityManager, viewer: Viewer): RequestContext {
  return { ...createRequestContext(dataSource, viewer), em, loaders: createLoaders(em) };
}
