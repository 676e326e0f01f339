import { AsyncLocalStorage } from 'node:async_hooks';
import { ClixError, createClient } from '@clix/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { headers as requestHeaders } from 'next/headers';
import { redirect } from 'next/navigation';
import { readSessionToken, SESSION_EXPIRED_PATH } from './session';

/** Where the console finds the API; server-side only (the browser never calls the API directly). */
export function apiUrl(): string {
  return process.env.API_URL ?? 'http://localhost:4000/graphql';
}

/** How long the console waits for the API before giving up on a page. */
const API_TIMEOUT_MS = 15_000;

export type ApiErrorKind = 'unreachable' | 'http' | 'graphql';

/**
 * The API could not be reached or refused the request. The message is meant for people:
 * it says what failed, in words, without a stack trace.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** `extensions.code` of each GraphQL error (e.g. WORLD_NOT_FOUND); empty for transport failures. */
    readonly codes: readonly string[] = [],
  ) {
    super(message);
  }

  hasCode(code: string): boolean {
    return this.codes.includes(code);
  }
}

const idempotencyKeys = new AsyncLocalStorage<string>();

/**
 * Runs `run` with its API requests sent under `key` (the Idempotency-Key header): the API applies
 * a mutation once per key, so the submit it stands for, sent twice, applies once.
 */
export function withIdempotencyKey<T>(key: string, run: () => Promise<T>): Promise<T> {
  return idempotencyKeys.run(key, run);
}

/** Variables are optional only for operations that take none. */
type VariablesArgs<TVariables> = [TVariables] extends [Record<string, never>] ? [variables?: TVariables] : [variables: TVariables];

/**
 * Runs one typed GraphQL operation against the API (POST JSON, never cached) and returns its data,
 * as the signed-in person when the session cookie is present (the token never leaves the server).
 * Throws an ApiError when the API is unreachable, answers with a non-GraphQL failure, or reports errors.
 * A token the API no longer accepts (expired, signed out elsewhere) ends the session: the person
 * is sent to sign in again, with a message saying why.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): Promise<TResult> {
  const token = await readSessionToken();
  try {
    return await execute(document, variables, token);
  } catch (error) {
    if (token && error instanceof ApiError && error.hasCode('UNAUTHENTICATED')) redirect(SESSION_EXPIRED_PATH);
    throw error;
  }
}

/** The same without the session: for signing in, where a stale token must not get in the way. */
export async function anonymousGraphqlRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): Promise<TResult> {
  return execute(document, variables, null);
}

/** With an explicit token: signing out sends the token it is about to revoke. */
export async function graphqlRequestWithToken<TResult, TVariables>(
  token: string,
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): Promise<TResult> {
  return execute(document, variables, token);
}

/**
 * Sends through @clix/client, without its retries: a page shows the API's refusal (a 429 included) at once rather
 * than waiting, and a mutation is never sent twice.
 */
async function execute<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables | undefined,
  token: string | null,
): Promise<TResult> {
  const url = apiUrl();
  const headers: Record<string, string> = { accept: 'application/json' };
  // The visitor's address (src/proxy.ts), so the API limits each visitor, not the console as a whole.
  const visitor = (await requestHeaders()).get('x-forwarded-for');
  if (visitor) headers['x-forwarded-for'] = visitor;
  const client = createClient({
    url,
    token: token ?? undefined,
    headers,
    rateLimitRetries: 0,
    retries: 0,
    fetch: (input, init) => fetch(input, { ...init, cache: 'no-store', signal: AbortSignal.timeout(API_TIMEOUT_MS) }),
  });
  try {
    // The variables' type was checked by the caller's signature (VariablesArgs); here they are sent as they are.
    const typed = document as TypedDocumentNode<TResult, Record<string, unknown>>;
    return await client.request(typed, (variables ?? {}) as Record<string, unknown>, { idempotencyKey: idempotencyKeys.getStore() });
  } catch (error) {
    if (!(error instanceof ClixError)) throw error;
    if (error.kind === 'network') throw new ApiError('unreachable', `Could not reach the API at ${url}: ${describeFetchFailure(error.cause)}.`);
    throw new ApiError(error.kind === 'graphql' ? 'graphql' : 'http', error.message, error.codes);
  }
}

function describeFetchFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${API_TIMEOUT_MS / 1000} seconds`;
    // Node's fetch wraps the socket error (ECONNREFUSED, ENOTFOUND ...) in `cause`.
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof Error) {
      const code = (cause as Error & { code?: unknown }).code;
      if (code === 'ECONNREFUSED') return 'the connection was refused (is the API running?)';
      return typeof code === 'string' ? `${code} (${cause.message})` : cause.message;
    }
    return error.message;
  }
  return String(error);
}
