import { type Client, type Sink, createClient as createWsClient } from 'graphql-ws';
import type { ExecutionResult } from 'graphql';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { ClixError, graphqlError } from './errors.js';
import { backoffMs } from './retry.js';
import { type Document, documentText } from './transport.js';

export interface LiveOptions {
  /** The WebSocket address; by default the HTTP url with `ws(s)://`. */
  wsUrl?: string;
  /** A WebSocket class (e.g. the `ws` package's) where the runtime has none (Node 20). */
  webSocketImpl?: unknown;
  /** How many times in a row a dropped connection is made again: Infinity (an overlay stays open for hours). */
  liveRetryAttempts?: number;
  /** The first wait before reconnecting, doubled each time up to 30 s: 1000 ms. */
  liveRetryDelayMs?: number;
}

/** The subscriptions whose values carry a `sequence` and that take `after`: the ones a reconnection resumes without a gap. */
const RESUMABLE = new Set(['matchEvents', 'leagueActivity']);

/** Close codes after which reconnecting cannot help: a malformed message, a refused token, a duplicate id. */
const FATAL_CLOSE = new Set([4400, 4401, 4409, 4500]);

export function liveClient(url: string, authorization: string | undefined, options: LiveOptions): Client {
  const webSocketImpl = options.webSocketImpl ?? (globalThis as { WebSocket?: unknown }).WebSocket;
  if (!webSocketImpl) throw new TypeError('subscribe: this runtime has no WebSocket; pass webSocketImpl (e.g. the ws package) to createClient');
  return createWsClient({
    url: options.wsUrl ?? url.replace(/^http/, 'ws'),
    webSocketImpl,
    lazy: true,
    connectionParams: authorization ? { authorization } : {},
    retryAttempts: options.liveRetryAttempts ?? Infinity,
    shouldRetry: (event) => !(typeof event === 'object' && event !== null && FATAL_CLOSE.has((event as { code?: number }).code ?? 0)),
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoffMs(retries, options.liveRetryDelayMs ?? 1000, 30_000))),
  });
}

/** For a resumable subscription, the response key of its field and the variable its `after` reads; else undefined. */
function resumePoint(document: DocumentNode): { key: string; variable: string } | undefined {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const field = operation?.selectionSet.selections[0];
  if (!field || field.kind !== Kind.FIELD || !RESUMABLE.has(field.name.value)) return undefined;
  const after = field.arguments?.find((argument) => argument.name.value === 'after');
  if (after?.value.kind !== Kind.VARIABLE)
    throw new TypeError(
      `subscribe: pass ${field.name.value}'s after as a variable (after: $after), so a reconnection resumes after the last sequence received`,
    );
  return { key: field.alias?.value ?? field.name.value, variable: after.value.name.value };
}

function closeError(error: unknown): ClixError {
  if (Array.isArray(error)) return graphqlError(error as never);
  if (error instanceof ClixError) return error;
  const event = error as { code?: unknown; reason?: unknown };
  if (typeof event?.code === 'number')
    return new ClixError('live', `The live connection closed: ${event.code} ${typeof event.reason === 'string' ? event.reason : ''}`.trim(), {
      closeCode: event.code,
    });
  return new ClixError('live', `The live connection failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/**
 * The values of one subscription as an async iterator. A refusal or a `next` with errors ends it with a ClixError.
 * A dropped connection is made again (graphql-ws resends the same payload): for `matchEvents` and `leagueActivity`
 * the payload's `after` is moved to each value's `sequence` as it arrives, so the reconnected subscription starts
 * right after the last value received, none lost or doubled.
 */
export function subscribeWith<TResult, TVariables>(
  client: Client,
  document: Document<TResult, TVariables>,
  variables: TVariables | undefined,
): AsyncIterableIterator<TResult> {
  const { query } = documentText(document);
  const resume = resumePoint(typeof document === 'string' ? parse(document) : document);
  const payload = { query, variables: { ...(variables ?? {}) } as Record<string, unknown> };
  const pending: TResult[] = [];
  let failure: ClixError | undefined;
  let done = false;
  let wake: () => void = () => undefined;
  const sink: Sink<ExecutionResult<TResult>> = {
    next(result) {
      if (result.errors?.length) {
        failure ??= graphqlError(result.errors, { data: result.data ?? undefined });
      } else if (result.data) {
        const value = resume && (result.data as Record<string, { sequence?: unknown } | undefined>)[resume.key];
        if (resume && typeof value?.sequence === 'number') payload.variables = { ...payload.variables, [resume.variable]: value.sequence };
        pending.push(result.data);
      }
      wake();
    },
    error(error) {
      failure ??= closeError(error);
      done = true;
      wake();
    },
    complete() {
      done = true;
      wake();
    },
  };
  const dispose = client.subscribe<TResult>(payload, sink);
  const iterator: AsyncIterableIterator<TResult> = {
    async next() {
      while (!pending.length && !failure && !done) await new Promise<void>((resolve) => (wake = resolve));
      if (pending.length) return { value: pending.shift()!, done: false };
      dispose();
      if (failure) throw failure;
      return { value: undefined, done: true };
    },
    return() {
      done = true;
      dispose();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
