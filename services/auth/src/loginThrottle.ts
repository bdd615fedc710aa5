import { type Redis, tooManyRequests } from '@rb/kit';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginThrottleOptions {
  redis: Redis;
  keyPrefix: string;
  maxFailsPerAccount: number;
  maxFailsPerIp: number;
  windowSeconds: number;
}

export interface LoginThrottle {
  /** Throws a 429 with Retry-After when this IP or this account has failed too often. */
  check(ip: string, account: string): Promise<void>;
  recordFailure(ip: string, account: string): Promise<void>;
  /** A successful login clears the account's failures (not the IP's: one good login must not unlock guessing). */
  recordSuccess(account: string): Promise<void>;
}

/**
 * Counts failed logins per account and per client IP in Redis, so every auth replica shares the counts.
 * Only failures count: a user who logs in often is never throttled.
 */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const limiter = (name: string, points: number) =>
    new RateLimiterRedis({
      storeClient: options.redis,
      keyPrefix: `${options.keyPrefix}:login-fail:${name}`,
      points,
      duration: options.windowSeconds,
      // Blocked until the window ends, however the attempts were spread within it.
      blockDuration: options.windowSeconds,
    });
  const byAccount = limiter('account', options.maxFailsPerAccount);
  const byIp = limiter('ip', options.maxFailsPerIp);

  const consume = async (ip: string, account: string) => {
    await Promise.all([byAccount.consume(account).catch(swallowLimit), byIp.consume(ip).catch(swallowLimit)]);
  };

  return {
    async check(ip, account) {
      const [a, i] = await Promise.all([byAccount.get(account), byIp.get(ip)]);
      const waits = [
        a && a.consumedPoints >= options.maxFailsPerAccount ? a.msBeforeNext : 0,
        i && i.consumedPoints >= options.maxFailsPerIp ? i.msBeforeNext : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0) throw tooManyRequests(wait / 1000, 'Too many login attempts. Please try again later.');
    },
    recordFailure: consume,
    async recordSuccess(account) {
      await byAccount.delete(account);
    },
  };
}

/** rate-limiter-flexible rejects with a RateLimiterRes when the limit is passed; that is expected here. */
function swallowLimit(error: unknown): void {
  if (!(error instanceof RateLimiterRes)) throw error;
}
