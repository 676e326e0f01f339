import type { RequestContext } from '../context';
import type { LiveListener } from './live.listener';

/** The context of one subscription: a request context for its viewer, and the process's listener. */
export interface LiveContext extends RequestContext {
  live: LiveListener;
}
