import { createRateLimiter, type Redis } from '@rb/kit';

/** Consumes one request of `ip` on the path below /api: rejects with a 429 or 503 HttpError. */
export type ApiRateLimits = (pathBelowApi: string, ip: string) => Promise<void>;

/**
 * Per-client-IP request limits shared by every gateway replica through Redis, mostly without a round
 * trip (each replica spends leased shares of the budget; see createRateLimiter for the tolerance): the
 * tighter auth limit for /api/auth, the general one for the rest of /api. Over the limit: 429 with
 * Retry-After; Redis down: 503 as soon as the replica's lease is spent. One instance serves both the
 * proxy path and the Express app, so a client has one budget.
 */
export function apiRateLimits(options: {
  redis: Redis;
  prefix: string;
  perMinute: number;
  authPerMinute: number;
}): ApiRateLimits {
  const general = createRateLimiter(options.redis, {
    keyPrefix: `${options.prefix}:rl:api`,
    perMinute: options.perMinute,
  });
  const auth = createRateLimiter(options.redis, {
    keyPrefix: `${options.prefix}:rl:auth`,
    perMinute: options.authPerMinute,
  });
  return (pathBelowApi, ip) => (/^\/auth(\/|$)/.test(pathBelowApi) ? auth : general).consume(ip);
}
