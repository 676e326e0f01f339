import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, type GraphQLFormattedError, getOperationAST, parse, print } from 'graphql';
import { ClixError, graphqlError } from './errors.js';
import { backoffMs, parseRetryAfter, sleep } from './retry.js';

/** A typed document (generated, or `graphql()` of `@clix/client`), or the text of one. */
export type Document<TResult, TVariables> = TypedDocumentNode<TResult, TVariables> | string;

export interface TransportOptions {
  /** The API's GraphQL endpoint, e.g. `http://localhost:4000/graphql`. */
  url: string;
  /** A read-only API key (`clx_k_...`) a world's Creator made for you. */
  apiKey?: string;
  /** A session token (`signIn`), to act as an account. Give `apiKey` or `token`, not both. */
  token?: string;
  /** The `fetch` to send with (default: the global one), e.g. to add a timeout or framework options. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** How many times a 429 is waited out (its `Retry-After`) and sent again before the request fails: 3. */
  rateLimitRetries?: number;
  /** The longest `Retry-After` waited for, in seconds; a longer one fails at once (RATE_LIMITED): 120. */
  maxRetryAfterSeconds?: number;
  /** How many times a query (or a mutation sent with an `Idempotency-Key`) is sent again after a 5xx or a network failure: 2. */
  retries?: number;
  /** The first wait before such a retry, doubled each time (up to 10 s): 500 ms. */
  retryDelayMs?: number;
}

export interface RequestOptions {
  /** Sent as the `Idempotency-Key` header: the API applies the mutation once per key, so the client may retry it after a 5xx or a lost answer. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface Body<TResult> {
  data?: TResult | null;
  errors?: GraphQLFormattedError[];
}

const MAX_RETRY_DELAY_MS = 10_000;
const printed = new WeakMap<DocumentNode, { query: string; operation: string | undefined }>();

/** The document's text and its operation type (query, mutation, subscription). */
export function documentText(document: DocumentNode | string): { query: string; operation: string | undefined } {
  if (typeof document === 'string') return { query: document, operation: getOperationAST(parse(document))?.operation };
  let known = printed.get(document);
  if (!known) printed.set(document, (known = { query: print(document), operation: getOperationAST(document)?.operation }));
  return known;
}

/** What `Authorization` carries: the API key or the session token. */
export function authorization(options: Pick<TransportOptions, 'apiKey' | 'token'>): string | undefined {
  if (options.apiKey && options.token) throw new TypeError('createClient: give apiKey or token, not both');
  const bearer = options.apiKey ?? options.token;
  return bearer ? `Bearer ${bearer}` : undefined;
}

/** One attempt's outcome: the data, or a failure and whether (and after how long) it may be sent again. */
type Attempt<TResult> = { data: TResult } | { error: ClixError; retryAfterSeconds?: number; kind: 'rate-limited' | 'transient' | 'final' };

async function attempt<TResult>(send: () => Promise<Response>, url: string): Promise<Attempt<TResult>> {
  let response: Response;
  try {
    response = await send();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const aborted = cause instanceof Error && cause.name === 'AbortError';
    return { error: new ClixError('network', `Could not reach the API at ${url}: ${reason}`, { cause }), kind: aborted ? 'final' : 'transient' };
  }
  let body: Body<TResult> | undefined;
  try {
    body = (await response.json()) as Body<TResult>;
  } catch {
    body = undefined;
  }
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  const details = { status: response.status, statusText: response.statusText, data: body?.data ?? undefined, retryAfterSeconds };
  const kind = response.status === 429 ? 'rate-limited' : response.status >= 500 ? 'transient' : 'final';
  // Errors first, whatever the status: a 429's RATE_LIMITED, a 503's REQUEST_TIMEOUT, a 200's NOT_FOUND beside data.
  if (body?.errors?.length) return { error: graphqlError(body.errors, details), retryAfterSeconds, kind };
  if (!response.ok || !body || body.data == null) {
    const error = new ClixError('http', `The API at ${url} answered HTTP ${response.status} ${response.statusText} without usable data.`, details);
    return { error, retryAfterSeconds, kind };
  }
  return { data: body.data };
}

/** JSON in and out, the client's and the request's headers, the bearer and the Idempotency-Key. */
function requestHeaders(options: TransportOptions, requestOptions: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    ...options.headers,
    ...requestOptions.headers,
  };
  const bearer = authorization(options);
  if (bearer) headers.authorization = bearer;
  if (requestOptions.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
  return headers;
}

/**
 * Sends one operation (POST JSON) and returns its `data`, or throws a ClixError. A 429 is waited out as its
 * `Retry-After` says and sent again (up to `rateLimitRetries`: the API refused it before running it, so a
 * mutation is safe to resend too). A 5xx or a network failure is retried with growing waits for queries,
 * and for mutations only under an `Idempotency-Key` (the API may have applied one whose answer was lost).
 */
export async function sendRequest<TResult, TVariables>(
  options: TransportOptions,
  document: Document<TResult, TVariables>,
  variables: TVariables | undefined,
  requestOptions: RequestOptions = {},
): Promise<TResult> {
  const { query, operation } = documentText(document);
  const headers = requestHeaders(options, requestOptions);
  const body = JSON.stringify({ query, variables: variables ?? {} });
  const send = options.fetch ?? fetch;
  const retriable = operation !== 'mutation' || Boolean(requestOptions.idempotencyKey);
  const maxRateLimited = options.rateLimitRetries ?? 3;
  const maxTransient = retriable ? (options.retries ?? 2) : 0;
  const maxWait = options.maxRetryAfterSeconds ?? 120;
  let rateLimited = 0;
  let transient = 0;
  for (;;) {
    const outcome = await attempt<TResult>(() => send(options.url, { method: 'POST', headers, body, signal: requestOptions.signal }), options.url);
    if ('data' in outcome) return outcome.data;
    if (outcome.kind === 'rate-limited') {
      const wait = outcome.retryAfterSeconds ?? 1;
      if (rateLimited++ >= maxRateLimited || wait > maxWait) throw outcome.error;
      await sleep(wait * 1000, requestOptions.signal);
    } else if (outcome.kind === 'transient' && transient < maxTransient) {
      const wait =
        outcome.retryAfterSeconds !== undefined ? outcome.retryAfterSeconds * 1000 : backoffMs(transient, options.retryDelayMs ?? 500, MAX_RETRY_DELAY_MS);
      transient++;
      await sleep(Math.min(wait, MAX_RETRY_DELAY_MS), requestOptions.signal);
    } else {
      throw outcome.error;
    }
  }
}
