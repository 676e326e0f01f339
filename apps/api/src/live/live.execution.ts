import { createSourceEventStream, execute, ExecutionArgs, ExecutionResult } from 'graphql';
import type { Viewer } from '../auth/viewer';
import type { LiveContext } from './live.context';

/**
 * What the answer to a document can depend on besides the data: the viewer. Anonymous callers
 * and API keys read exactly the same (no role, no ownership: auth/policy.ts), so they are one
 * class. An account reads by its roles in each world and by what it owns (its teams), so it
 * shares only with itself: its other tabs and devices with the same roles.
 */
function viewerClass(viewer: Viewer): string {
  return viewer.kind === 'account' ? `account:${viewer.accountId}:${JSON.stringify([...viewer.roles].sort())}` : 'public';
}

/** The key under which subscribers share an execution: the same document, operation, variables and viewer class. */
export function executionKey(
  query: string,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  viewer: Viewer,
): string {
  return JSON.stringify([query, operationName ?? null, variables ?? {}, viewerClass(viewer)]);
}

/**
 * Per source value, the executions made for it by execution key. A source value is shared only
 * by subscribers woken by the same notice that read it alike (live.stream.ts): a thousand
 * overlays on one match get the same event object, and so execute their document once. The
 * map holds a value only while someone holds it.
 */
const executions = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

function executedOnce(args: ExecutionArgs, key: string, value: unknown): Promise<ExecutionResult> {
  const run = async () => execute({ ...args, rootValue: value });
  if (typeof value !== 'object' || value === null) return run();
  let byKey = executions.get(value);
  if (!byKey) executions.set(value, (byKey = new Map<string, Promise<ExecutionResult>>()));
  let result = byKey.get(key);
  if (!result) byKey.set(key, (result = run()));
  return result;
}

/**
 * graphql's `subscribe`, except that the document runs once per source value and execution
 * key, not once per subscriber: each source value goes through `execute` as graphql's own
 * subscribe would run it, and subscribers with the same key get the same result object. The
 * mapping is graphql-js's own (mapAsyncIterator, internal to it), written out: a Repeater in
 * its place cost a fifth of the CPU of a delivery to a thousand subscribers.
 */
export async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const { executionKey: key } = args.contextValue as LiveContext;
  const iterator = source[Symbol.asyncIterator]();
  const close = async (): Promise<IteratorReturnResult<undefined>> => {
    await iterator.return?.();
    return { value: undefined, done: true };
  };
  const executions: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const next = await iterator.next();
      if (next.done) return next;
      try {
        return { value: await executedOnce(args, key, next.value), done: false };
      } catch (error) {
        await close().catch(() => undefined);
        throw error;
      }
    },
    return: close,
    [Symbol.asyncIterator]: () => executions,
  };
  return executions;
}
