import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests, unavailable } from './httpError';
import type { Redis } from './redis';

export interface RateLimiter {
  /** Counts one request for `key`: a 429 HttpError over the budget, a 503 when Redis cannot count. */
  consume(key: string): Promise<void>;
}

/**
 * A fixed one-minute budget per key shared by every replica through Redis, in one round trip (a Lua
 * script; ioredis re-sends it by itself after a Redis restart). Redis down or frozen is a prompt 503:
 * with a fail-fast client (createFailFastRedis) nothing waits, and a disconnected client is not asked.
 */
export function createRateLimiter(
  redis: Redis,
  options: { keyPrefix: string; perMinute: number; message?: string },
): RateLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.keyPrefix,
    points: options.perMinute,
    duration: 60,
    rejectIfRedisNotReady: true,
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes)
          throw tooManyRequests(error.msBeforeNext / 1000, options.message);
        throw unavailable();
      }
    },
  };
}
