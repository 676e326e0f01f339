import Redis from 'ioredis';
import { bucketDecision, type RateLimitDecision, type RateLimitStore } from './rate-limit';

/**
 * The token bucket of MemoryTokenBucketStore, kept in Redis so every API replica takes from the
 * same allowance. One script call per request: Redis runs it atomically, so concurrent requests
 * on any replica cannot both take the last token. Each bucket expires once it would be full again.
 */
const TAKE = `
local key, per_minute, now = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2])
local per_ms = per_minute / 60000
local state = redis.call('HMGET', key, 'tokens', 'updated')
local tokens = tonumber(state[1]) or per_minute
local updated = tonumber(state[2]) or now
tokens = math.min(per_minute, tokens + math.max(0, now - updated) * per_ms)
local allowed = 0
if tokens >= 1 then tokens = tokens - 1; allowed = 1 end
redis.call('HSET', key, 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', key, math.ceil((per_minute - tokens) / per_ms) + 1000)
return { allowed, tostring(tokens) }
`;

export class RedisTokenBucketStore implements RateLimitStore {
  private readonly redis: Redis;

  /** `url`: redis://host:port/db. Keys are prefixed so one Redis can serve other things too. */
  constructor(url: string, private readonly prefix = 'clix:rate:') {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.defineCommand('clixTakeToken', { numberOfKeys: 1, lua: TAKE });
    // ioredis reconnects by itself; say so at most once a minute instead of on every attempt.
    let lastLogged = 0;
    this.redis.on('error', (error: Error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      console.error(`Redis (rate limits) unreachable, retrying: ${error.message}`);
    });
  }

  async take(key: string, perMinute: number, now = Date.now()): Promise<RateLimitDecision> {
    const [allowed, left] = (await (this.redis as unknown as { clixTakeToken(...args: unknown[]): Promise<[number, string]> }).clixTakeToken(
      this.prefix + key,
      perMinute,
      now,
    )) as [number, string];
    return bucketDecision(allowed === 1, Number(left), perMinute);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
