import { MiddlewareFn } from 'type-graphql';
import { RequestContext } from '../context';
import { WithUserErrors } from './user-error';

class RollBackWith {
  constructor(readonly result: unknown) {}
}

/**
 * Runs a mutation in one transaction, with ctx.em and the DataLoaders bound to it. A result that
 * carries user errors is rolled back too, so a refused mutation never leaves anything written.
 * Loaders on the transaction matter twice: they see the mutation's own writes, and a mutation
 * holding locks never waits for a second pooled connection (a full pool of such mutations would
 * otherwise wait on each other until the pool's timeout).
 */
export const Transactional: MiddlewareFn<RequestContext> = async ({ context }, next) => {
  const outer = { em: context.em, loaders: context.loaders };
  try {
    return await context.dataSource.transaction(async (em) => {
      context.em = em;
      context.loaders = context.loadersFor(em);
      const result = (await next()) as Partial<WithUserErrors> | undefined;
      if (result?.userErrors?.length) throw new RollBackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollBackWith) return error.result;
    throw error;
  } finally {
    // The payload's fields resolve after the commit, through fresh reads.
    context.em = outer.em;
    context.loaders = outer.loaders;
  }
};
