import { createRateLimiter, currentUser, type Redis } from '@rb/kit';
import type { RequestHandler } from 'express';

/** A per-user budget of requests per minute, shared by every resume service replica through Redis. */
export function perUserRateLimit(redis: Redis, keyPrefix: string, perMinute: number): RequestHandler {
  const limiter = createRateLimiter(redis, { keyPrefix, perMinute });
  return async (req, _res, next) => {
    await limiter.consume(currentUser(req).id);
    next();
  };
}
