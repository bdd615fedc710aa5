import { errorBody, type Redis } from '@rb/kit';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { type RedisReply, RedisStore } from 'rate-limit-redis';

interface RateLimitOptions {
  redis: Redis;
  prefix: string;
  perMinute: number;
  name: string;
}

/**
 * Per-client-IP request limits shared by every gateway replica through Redis. Over the limit: 429 with
 * Retry-After and the usual JSON error body.
 */
function redisRateLimit(options: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new RedisStore({
      prefix: `${options.prefix}:rl:${options.name}:`,
      sendCommand: (command: string, ...args: string[]) =>
        options.redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (_req, res, _next, opts) => {
      res
        .status(opts.statusCode)
        .json(errorBody('RATE_LIMITED', 'Too many requests. Please try again later.'));
    },
  });
}

/**
 * One limit per request (one Redis round trip): the tighter auth limit for /api/auth, the general one
 * for the rest of /api. Mount on /api.
 */
export function apiRateLimits(options: {
  redis: Redis;
  prefix: string;
  perMinute: number;
  authPerMinute: number;
}): RequestHandler {
  const general = redisRateLimit({ ...options, name: 'api' });
  const auth = redisRateLimit({ ...options, name: 'auth', perMinute: options.authPerMinute });
  return (req, res, next) => (/^\/auth(\/|$)/.test(req.path) ? auth : general)(req, res, next);
}
