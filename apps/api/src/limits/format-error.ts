import { AsyncLocalStorage } from 'node:async_hooks';
import type { GraphQLFormattedError } from 'graphql';
import { LIMIT_ERROR_CODES } from './limits.errors';

/** The id of the HTTP request being answered (also its `x-request-id` header): server.ts runs each request in it. */
export const requestIds = new AsyncLocalStorage<string>();

/**
 * Apollo gives every validation error the code GRAPHQL_VALIDATION_FAILED; the depth and alias
 * limits keep their own codes. In production, "Did you mean ...?" suggestions are removed too
 * (on top of Apollo's hideSchemaDetailsFromClientErrors), so messages do not leak the schema.
 */
export function formatErrorFor(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const wrapped = error as { originalError?: { extensions?: Record<string, unknown> } } | undefined;
    const original = wrapped?.originalError;
    const code = original?.extensions?.code;
    let result = formatted;
    if (typeof code === 'string' && LIMIT_ERROR_CODES.has(code) && formatted.extensions?.code !== code) {
      result = { ...result, extensions: { ...result.extensions, code } };
    }
    if (production && / ?Did you mean .*\?$/.test(result.message)) {
      result = { ...result, message: result.message.replace(/ ?Did you mean .*\?$/, '') };
    }
    // Every pooled connection busy past the pool's wait, or the database going away or starting up
    // (SQLSTATE class 08, 57P01-57P03): the server is overloaded or waiting, not broken; retry.
    if (/timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED/.test(result.message) || databaseUnavailable(original)) {
      result = {
        message: 'The service is busy or its database unavailable; retry shortly.',
        locations: result.locations,
        path: result.path,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      };
    }
    // An unexpected failure (a driver or database message) says nothing about the server: the client
    // gets the request id, the log gets the real error under the same id (development keeps the stack trace).
    if (result.extensions?.code === 'INTERNAL_SERVER_ERROR') {
      const requestId = requestIds.getStore() ?? null;
      console.error(`Internal error in request ${requestId}:`, original ?? error);
      result = { ...result, message: 'Internal server error', extensions: { ...result.extensions, requestId } };
    }
    return result;
  };
}

/**
 * Whether a database error says the database cannot serve now: connection lost, shutting down or
 * starting up; or a transaction's query runner that TypeORM released when its connection broke
 * (a mutation's transaction is only released once the mutation has finished, so nothing else
 * releases it while a query is still to run).
 */
function databaseUnavailable(error: unknown): boolean {
  const failure = error as { name?: unknown; code?: unknown; driverError?: { code?: unknown } } | undefined;
  if (failure?.name === 'QueryRunnerAlreadyReleasedError') return true;
  const sqlState = failure?.driverError?.code ?? failure?.code;
  return typeof sqlState === 'string' && (sqlState.startsWith('08') || /^57P0[123]$/.test(sqlState));
}
