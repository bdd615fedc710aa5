import { type LookupHasher, type Redis, tooManyRequests } from '@rb/kit';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { loginThrottled } from './metrics';

export interface LoginThrottleOptions {
  redis: Redis;
  keyPrefix: string;
  /** Keys are keyed hashes of the account and IP: no e-mail is ever written into Redis. */
  hash: LookupHasher;
  /** Failed attempts allowed per (account, client IP), and per client IP, within windowSeconds. */
  maxFailsPerAccountIp: number;
  maxFailsPerIp: number;
  windowSeconds: number;
  /** Account-wide failures (from any address) before each further attempt has to wait a growing delay. */
  backoffAfterFails: number;
  /** Ceiling of that delay: the owner is slowed down at worst this long, never locked out. */
  backoffMaxSeconds: number;
}

export interface LoginThrottle {
  /**
   * Consumes one attempt atomically in Redis BEFORE the password is checked, so parallel guesses cannot
   * all slip past the count; throws a 429 with Retry-After once a limit is reached.
   */
  attempt(ip: string, account: string): Promise<void>;
  /** A right password: its attempt is given back and the account's back-off cleared. */
  succeeded(ip: string, account: string): Promise<void>;
  /** An attempt that was never judged (a dependency failed first): given back, as if never made. */
  refund(ip: string, account: string): Promise<void>;
}

/**
 * The account lookup behind a counted attempt. A lookup that fails (the database: a 503) judged no guess,
 * so the attempt is given back; otherwise an outage would lock owners out once it ends. Best effort:
 * Redis may be down too.
 */
export function lookupForAttempt<T>(
  throttle: LoginThrottle,
  ip: string,
  account: string,
  lookup: Promise<T>,
): Promise<T> {
  return lookup.catch(async (error: unknown) => {
    await throttle.refund(ip, account).catch(() => undefined);
    throw error;
  });
}

const LIMITED = 'Too many password attempts. Please try again later.';
/** How long an address the owner logged in from stays exempt from the account-wide back-off. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/**
 * Three limits, shared by every auth replica through Redis (rate-limiter-flexible's atomic Lua upserts):
 * - per (account, IP): a hard limit of a few failures, which stops one address guessing one password;
 * - per IP: a wider hard limit, which stops one address guessing across many accounts;
 * - per account, from everywhere: after backoffAfterFails failures each further attempt waits 1 s, 2 s,
 *   4 s… up to backoffMaxSeconds. A distributed guess is slowed to a crawl, but nobody can lock the owner
 *   out for long, and addresses the owner has logged in from recently skip it altogether.
 */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { redis, hash, windowSeconds } = options;
  const limiter = (name: string, points: number, duration = windowSeconds) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.keyPrefix}:login:${name}`,
      points,
      duration,
    });
  const byAccountIp = limiter('account-ip', options.maxFailsPerAccountIp);
  const byIp = limiter('ip', options.maxFailsPerIp);
  // Only a counter (it never rejects by itself): its count sets the back-off delay.
  const accountFails = limiter('account', Number.MAX_SAFE_INTEGER);
  // One attempt per back-off period; each consume sets its own period with customDuration.
  const accountGate = limiter('account-gate', 1);
  const knownKey = (accountKey: string, ipKey: string) =>
    `${options.keyPrefix}:login:known:${hash('login-known', `${accountKey}\0${ipKey}`)}`;

  const keys = (ip: string, account: string) => {
    const accountKey = hash('login-account', account);
    const ipKey = hash('login-ip', ip);
    return { accountKey, ipKey, pairKey: `${accountKey}.${ipKey}` };
  };

  const backoffSeconds = (failures: number) =>
    Math.min(2 ** (failures - options.backoffAfterFails - 1), options.backoffMaxSeconds);

  return {
    async attempt(ip, account) {
      const { accountKey, ipKey, pairKey } = keys(ip, account);
      /** Which limit is being consumed, for the throttle metric. */
      let limit = 'account-ip';
      try {
        await byAccountIp.consume(pairKey);
        limit = 'ip';
        await byIp.consume(ipKey);
        limit = 'account-backoff';
        const { consumedPoints } = await accountFails.consume(accountKey);
        if (
          consumedPoints > options.backoffAfterFails &&
          !(await redis.exists(knownKey(accountKey, ipKey)))
        ) {
          await accountGate.consume(accountKey, 1, { customDuration: backoffSeconds(consumedPoints) });
        }
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          loginThrottled.inc({ limit });
          throw tooManyRequests(error.msBeforeNext / 1000, LIMITED);
        }
        throw error;
      }
    },
    async refund(ip, account) {
      const { accountKey, ipKey, pairKey } = keys(ip, account);
      await Promise.all([byAccountIp.reward(pairKey), byIp.reward(ipKey), accountFails.reward(accountKey)]);
    },
    async succeeded(ip, account) {
      const { accountKey, ipKey, pairKey } = keys(ip, account);
      await Promise.all([
        byAccountIp.reward(pairKey),
        byIp.reward(ipKey),
        accountFails.delete(accountKey),
        accountGate.delete(accountKey),
        redis.set(knownKey(accountKey, ipKey), '1', 'EX', KNOWN_ADDRESS_SECONDS),
      ]);
    },
  };
}
