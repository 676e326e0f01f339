import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, parse } from 'graphql';
import Redis from 'ioredis';
import { IRateLimiterOptions, RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Viewer } from '../auth/viewer';
import type { RateLimits } from './limits.config';

/**
 * Where every limiter keeps its counters, the request rate limits and the sign-in throttle alike:
 * this process's memory, or a Redis that every API replica shares (REDIS_URL).
 */
export class LimiterStore {
  private constructor(private readonly redis: Redis | null) {}

  static memory(): LimiterStore {
    return new LimiterStore(null);
  }

  /**
   * `url`: redis://host:port/db. Waits up to `waitMs` for the first connection, so a replica that
   * starts beside a running Redis shares its counts from its first request; a Redis that is away
   * does not stop it from starting.
   */
  static async redis(url: string, waitMs = 2_000): Promise<LimiterStore> {
    // No offline queue: while Redis is away a command fails at once and the insurance limiter answers,
    // instead of the request waiting for a reconnection.
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // ioredis reconnects by itself; say so at most once a minute instead of on every attempt.
    let lastLogged = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      console.error(`Redis (rate limits) unreachable, limiting per replica until it is back: ${error.message}`);
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return new LimiterStore(redis);
  }

  /**
   * A limiter in this store. In Redis it is insured by an in-memory limiter of the same size, so a
   * Redis outage degrades to per-replica limits, never to none.
   */
  limiter(options: IRateLimiterOptions & { keyPrefix: string }): RateLimiterAbstract {
    if (!this.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `clix:${options.keyPrefix}`,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

/** The outcome of taking one request from a caller's allowance. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests per minute for this caller. */
  limit: number;
  /** Requests left in the current minute. */
  remaining: number;
  /** Seconds until the current minute's allowance starts again. */
  resetSeconds: number;
  /** When the current minute's allowance starts again. */
  resetAt: Date;
  /** When refused: seconds until one request is allowed again. */
  retryAfterSeconds: number;
}

/** Requests per minute per API key, per account and per client address of anonymous callers. */
export class RequestRateLimits {
  private readonly byApiKey: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(store: LimiterStore, limits: RateLimits) {
    this.byApiKey = store.limiter({ keyPrefix: 'rate:key', points: limits.apiKeyPerMinute, duration: limits.windowSeconds ?? 60 });
    this.byAccount = store.limiter({ keyPrefix: 'rate:account', points: limits.accountPerMinute, duration: limits.windowSeconds ?? 60 });
    this.byAddress = store.limiter({ keyPrefix: 'rate:ip', points: limits.anonymousPerMinute, duration: limits.windowSeconds ?? 60 });
  }

  private limiterFor(viewer: Viewer, clientAddress: string): [RateLimiterAbstract, string] {
    return viewer.kind === 'apiKey'
      ? [this.byApiKey, viewer.keyId]
      : viewer.kind === 'account'
        ? [this.byAccount, viewer.accountId]
        : [this.byAddress, clientAddress];
  }

  /** Takes one request from the allowance of the API key, the account, or the address of an anonymous caller. */
  async take(viewer: Viewer, clientAddress: string): Promise<RateLimitDecision> {
    const [limiter, key] = this.limiterFor(viewer, clientAddress);
    const outcome = await limiter.consume(key).then(
      (res) => ({ allowed: true, res }),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return { allowed: false, res: rejection };
        throw rejection;
      },
    );
    return decision(limiter, outcome.allowed, outcome.res.remainingPoints, outcome.res.msBeforeNext);
  }

  /** The same caller's allowance as it stands, taking nothing (the `rateLimit` query). */
  async peek(viewer: Viewer, clientAddress: string): Promise<RateLimitDecision> {
    const [limiter, key] = this.limiterFor(viewer, clientAddress);
    const res = await limiter.get(key);
    // No record: the caller has not asked this minute; its window starts with its next request.
    if (!res) return decision(limiter, true, limiter.points, limiter.duration * 1000);
    return decision(limiter, true, Math.max(0, limiter.points - res.consumedPoints), res.msBeforeNext);
  }
}

function decision(limiter: RateLimiterAbstract, allowed: boolean, remaining: number, msBeforeNext: number): RateLimitDecision {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return {
    allowed,
    limit: limiter.points,
    remaining,
    resetSeconds: seconds,
    resetAt: new Date(Date.now() + Math.max(0, msBeforeNext)),
    retryAfterSeconds: allowed ? 0 : seconds,
  };
}

/**
 * Whether a document only asks for the caller's budget (`rateLimit`, `__typename`): such a request
 * reads the allowance instead of taking from it. The document is parsed only if it names
 * `rateLimit`, and at most `maxTokens` tokens of it.
 */
export function onlyAsksForBudget(query: unknown, maxTokens: number): boolean {
  if (typeof query !== 'string' || !query.includes('rateLimit')) return false;
  try {
    return parse(query, { maxTokens, noLocation: true }).definitions.every(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === 'query' &&
        definition.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && ['rateLimit', '__typename'].includes(selection.name.value)),
    );
  } catch {
    return false; // a syntax error or too many tokens: an ordinary request, refused later
  }
}

/** `extensions.rateLimit { limit, remaining, resetAt }` on every answer, from the request's decision (when rate limiting is on). */
export function rateLimitExtensionPlugin<TContext extends { client: { rateLimit: RateLimitDecision | null } | null }>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const budget = contextValue.client?.rateLimit;
          if (!budget || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, rateLimit: { limit: budget.limit, remaining: budget.remaining, resetAt: budget.resetAt.toISOString() } };
        },
      };
    },
  };
}

/** The RateLimit-* headers (sent on every GraphQL response) and Retry-After (on a refusal). */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['retry-after'] = String(decision.retryAfterSeconds);
  return headers;
}
