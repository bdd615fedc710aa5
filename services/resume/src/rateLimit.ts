import { currentUser, type Redis, tooManyRequests } from '@rb/kit';
import type { RequestHandler } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** A per-user budget of requests per minute, shared by every resume service replica through Redis. */
export function perUserRateLimit(redis: Redis, keyPrefix: string, perMinute: number): RequestHandler {
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: perMinute, duration: 60 });
  return async (req, _res, next) => {
    try {
      await limiter.consume(currentUser(req).id);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
      throw error;
    }
    next();
  };
}
