import { createRateLimiter, type Redis } from '@rb/kit';
import type { RequestHandler } from 'express';

/**
 * Per-client-IP request limits shared by every gateway replica through Redis, mostly without a round
 * trip (each replica spends leased shares of the budget; see createRateLimiter for the tolerance): the
 * tighter auth limit for /api/auth, the general one for the rest of /api. Over the limit: 429 with
 * Retry-After; Redis down: 503 as soon as the replica's lease is spent. Mount on /api.
 */
export function apiRateLimits(options: {
  redis: Redis;
  prefix: string;
  perMinute: number;
  authPerMinute: number;
}): RequestHandler {
  const general = createRateLimiter(options.redis, {
    keyPrefix: `${options.prefix}:rl:api`,
    perMinute: options.perMinute,
  });
  const auth = createRateLimiter(options.redis, {
    keyPrefix: `${options.prefix}:rl:auth`,
    perMinute: options.authPerMinute,
  });
  return async (req, _res, next) => {
    await (/^\/auth(\/|$)/.test(req.path) ? auth : general).consume(req.ip ?? 'unknown');
    next();
  };
}
