import type { RequestContext } from '../context';
import type { LiveListener } from './live.listener';

/** The context of one subscription: a request context for its viewer, the process's listener, and the key it shares executions under (live.execution.ts). */
export interface LiveContext extends RequestContext {
  live: LiveListener;
  executionKey: string;
}
