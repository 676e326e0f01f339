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
  /** When refused: seconds until one request is allowed again. */
  retryAfterSeconds: number;
}

/** Requests per minute per API key, per account and per client address of anonymous callers. */
export class RequestRateLimits {
  private readonly byApiKey: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(store: LimiterStore, limits: RateLimits) {
    this.byApiKey = store.limiter({ keyPrefix: 'rate:key', points: limits.apiKeyPerMinute, duration: 60 });
    this.byAccount = store.limiter({ keyPrefix: 'rate:account', points: limits.accountPerMinute, duration: 60 });
    this.byAddress = store.limiter({ keyPrefix: 'rate:ip', points: limits.anonymousPerMinute, duration: 60 });
  }

  /** Takes one request from the allowance of the API key, the account, or the address of an anonymous caller. */
  async take(viewer: Viewer, clientAddress: string): Promise<RateLimitDecision> {
    const [limiter, key] =
      viewer.kind === 'apiKey'
        ? [this.byApiKey, viewer.keyId]
        : viewer.kind === 'account'
          ? [this.byAccount, viewer.accountId]
          : [this.byAddress, clientAddress];
    const outcome = await limiter.consume(key).then(
      (res) => ({ allowed: true, res }),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return { allowed: false, res: rejection };
        throw rejection;
      },
    );
    const seconds = Math.max(1, Math.ceil(outcome.res.msBeforeNext / 1000));
    return {
      allowed: outcome.allowed,
      limit: limiter.points,
      remaining: outcome.res.remainingPoints,
      resetSeconds: seconds,
      retryAfterSeconds: outcome.allowed ? 0 : seconds,
    };
  }
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
