// Types only: a request's context is assembled in http/request-context.ts, so whatever takes one imports no feature through it.
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from './auth/viewer';
import type { Loaders } from './loaders';
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { RateLimitDecision } from './limits/rate-limit';

/** Who sent an HTTP request: its client's address (limits/client-address.ts) and the sign-in throttle it answers to. */
export interface RequestClient {
  address: string;
  signInThrottle: SignInThrottle;
  /** The caller's request allowance after this request (limits/rate-limit.ts); null when rate limiting is off. */
  rateLimit: RateLimitDecision | null;
}

/**
 * Everything a service needs about the request: the entity manager to use (the mutation's
 * transaction inside one), the request's DataLoaders and who is asking.
 */
export interface RequestContext {
  dataSource: DataSource;
  em: EntityManager;
  loaders: Loaders;
  /** Fresh loaders reading through `em` (a mutation's transaction); passed in so middleware need not import every feature. */
  loadersFor: (em: EntityManager) => Loaders;
  viewer: Viewer;
  /** The request's Idempotency-Key header, if any (applied by idempotency/idempotency.middleware.ts). */
  idempotencyKey?: string;
  /** Null outside an HTTP request (scripts, the CLI), where signIn and signUp are not served. */
  client: RequestClient | null;
}
