import { type LookupHasher, type Redis, tooManyRequests } from '@rb/kit';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface MailRequestLimits {
  /**
   * Counts one request that may send mail (a reset link, a verification link) for the address and the
   * client; a 429 beyond either hourly limit. Counted whether or not the address has an account, so a
   * refusal says nothing about it either.
   */
  take(ip: string, address: string): Promise<void>;
}

const LIMITED = 'Too many e-mail requests. Please wait a while before asking again.';

/**
 * Two hourly limits, shared by every auth replica through Redis: per address, so nobody can fill a
 * person's mailbox with our links, and per client address, so nobody can use us to mail many people.
 * Keys are keyed hashes: no e-mail or IP address is written into Redis.
 */
export function createMailRequestLimits(options: {
  redis: Redis;
  keyPrefix: string;
  hash: LookupHasher;
  perAddressPerHour: number;
  perIpPerHour: number;
}): MailRequestLimits {
  const limiter = (name: string, points: number) =>
    new RateLimiterRedis({
      storeClient: options.redis,
      keyPrefix: `${options.keyPrefix}:mail:${name}`,
      points,
      duration: 3600,
    });
  const byAddress = limiter('address', options.perAddressPerHour);
  const byIp = limiter('ip', options.perIpPerHour);
  return {
    async take(ip, address) {
      try {
        await byIp.consume(options.hash('mail-ip', ip));
        await byAddress.consume(options.hash('mail-address', address));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000, LIMITED);
        throw error;
      }
    },
  };
}
