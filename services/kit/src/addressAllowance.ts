import ipaddr from 'ipaddr.js';
import type { HttpError } from './httpError';
import { unavailable } from './httpError';
import type { LookupHasher } from './lookupHash';
import type { Redis } from './redis';

/**
 * The network one client is held to: an IPv4 address itself (people behind one NAT share it, so a
 * wider net would count strangers together), an IPv6 address's /64 (what one host or home is given, and
 * which it can fill with addresses at will). An IPv4-mapped IPv6 address counts as IPv4.
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** Seconds until the next midnight UTC, when every daily allowance starts again. */
export function secondsToUtcMidnight(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

export interface AddressAllowance {
  /** Takes one use of today's allowance for the client's network; the `refuse` error beyond it. */
  take(ip: string | undefined): Promise<void>;
  /** Gives one use back to today's allowance (a job that failed), never below zero. */
  giveBack(ip: string | undefined): Promise<void>;
}

/**
 * A daily (UTC) allowance per client network, shared by every replica through Redis: one key per
 * allowance, day and keyed hash of the network (never the address itself), counted with INCR and kept
 * two days. A use refused beyond the allowance is not counted, so a burst of refusals does not push
 * tomorrow's. Redis down is a 503 (the request path's fail-fast client queues nothing). Issue 32: one address made 30
 * accounts and used 35 AI actions in 2 s, each account with its own allowance.
 */
export function createAddressAllowance(
  redis: Redis,
  hash: LookupHasher,
  options: {
    keyPrefix: string;
    name: string;
    perDay: number;
    refuse: (retryAfterSeconds: number) => HttpError;
  },
): AddressAllowance {
  const keyOf = (ip: string | undefined) => {
    const day = new Date().toISOString().slice(0, 10);
    return `${options.keyPrefix}:allowance:${options.name}:${day}:${hash('address-allowance', clientNetwork(ip))}`;
  };
  return {
    async take(ip) {
      const key = keyOf(ip);
      const replies = await redis
        .multi()
        .incr(key)
        .expire(key, 2 * 86_400, 'NX')
        .exec()
        .catch(() => undefined);
      const [error, count] = replies?.[0] ?? [new Error('no reply')];
      if (error) throw unavailable();
      if (Number(count) <= options.perDay) return;
      await redis.decr(key).catch(() => undefined);
      throw options.refuse(secondsToUtcMidnight());
    },
    async giveBack(ip) {
      const key = keyOf(ip);
      // Decremented only while above zero, in one script, so a late refund never goes negative.
      await redis.eval(
        "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        key,
      );
    },
  };
}
