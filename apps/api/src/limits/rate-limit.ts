import type { Viewer } from '../auth/viewer';
import type { RateLimits } from './limits.config';

/** The outcome of taking one request from a caller's allowance. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests per minute for this caller. */
  limit: number;
  /** Whole requests left right now. */
  remaining: number;
  /** Seconds until the allowance is full again. */
  resetSeconds: number;
  /** When refused: seconds until one request is allowed again. */
  retryAfterSeconds: number;
}

/**
 * Where allowances live. The in-memory store below serves one process; a shared store (e.g.
 * Redis) implementing this interface can replace it when the API runs on several.
 */
export interface RateLimitStore {
  take(key: string, perMinute: number, now?: number): Promise<RateLimitDecision>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** A token bucket per key: `perMinute` tokens at most, refilled continuously at `perMinute` per minute. */
export class MemoryTokenBucketStore implements RateLimitStore {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly maxKeys = 100_000) {}

  async take(key: string, perMinute: number, now = Date.now()): Promise<RateLimitDecision> {
    const perMs = perMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: perMinute, updatedAt: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + Math.max(0, now - bucket.updatedAt) * perMs);
    bucket.updatedAt = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.delete(key); // re-inserted last: the Map's order is least recently used first
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    return bucketDecision(allowed, bucket.tokens, perMinute);
  }
}

/** What a caller is told once a token was (or was not) taken and `tokens` are left in a bucket of `perMinute`. */
export function bucketDecision(allowed: boolean, tokens: number, perMinute: number): RateLimitDecision {
  const perMs = perMinute / 60_000;
  return {
    allowed,
    limit: perMinute,
    remaining: Math.floor(tokens),
    resetSeconds: Math.ceil((perMinute - tokens) / perMs / 1000),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
  };
}

/** Whose allowance a request takes from, and its size: the API key, the account, or the IP of an anonymous caller. */
export function rateLimitSubject(viewer: Viewer, ip: string, limits: RateLimits): { key: string; perMinute: number } {
  switch (viewer.kind) {
    case 'apiKey':
      return { key: `key:${viewer.keyId}`, perMinute: limits.apiKeyPerMinute };
    case 'account':
      return { key: `account:${viewer.accountId}`, perMinute: limits.accountPerMinute };
    default:
      return { key: `ip:${ip}`, perMinute: limits.anonymousPerMinute };
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
