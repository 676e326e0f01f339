import { MiddlewareFn } from 'type-graphql';
import { RequestContext } from '../context';
import { WithUserErrors } from './user-error';

class RollBackWith {
  constructor(readonly result: unknown) {}
}

/**
 * Runs a mutation in one transaction, with ctx.em bound to it. A result that carries user
 * errors is rolled back too, so a refused mutation never leaves anything written.
 */
export const Transactional: MiddlewareFn<RequestContext> = async ({ context }, next) => {
  const outer = context.em;
  try {
    return await context.dataSource.transaction(async (em) => {
      context.em = em;
      const result = (await next()) as Partial<WithUserErrors> | undefined;
      if (result?.userErrors?.length) throw new RollBackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollBackWith) return error.result;
    throw error;
  } finally {
    context.em = outer;
  }
};
