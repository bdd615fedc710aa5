import { z } from 'zod';
import type { Logger } from './logger';
import { createRedis, type Redis } from './redis';

/**
 * Tokens revoked before their expiry: those of `userId` with a version below `version` (a password
 * change bumps it), one refresh chain, `family` (reuse detected, signed out), or every token of the
 * user (`everything`: the account was deleted).
 */
const revocationSchema = z.union([
  z.object({ userId: z.uuid(), version: z.number().int() }),
  z.object({ userId: z.uuid(), family: z.string().min(1).max(100) }),
  z.object({ userId: z.uuid(), everything: z.literal(true) }),
]);
export type Revocation = z.infer<typeof revocationSchema>;

const channel = (prefix: string) => `${prefix}:token-revocations`;

/**
 * Tells every gateway that a user's older tokens are revoked, so each disconnects its sockets at once
 * (HTTP requests already check the version in the database). Pub/sub is fire-and-forget: a revocation
 * published while a gateway is cut off from Redis reaches it never, and the socket then lives until its
 * token expires (30 minutes at most).
 */
export async function publishRevocation(redis: Redis, prefix: string, revocation: Revocation): Promise<void> {
  await redis.publish(channel(prefix), JSON.stringify(revocationSchema.parse(revocation)));
}

/** Subscribes on a connection of its own (a subscribed connection can do nothing else); returns the closer. */
export async function subscribeRevocations(
  options: { redisUrl: string; prefix: string; logger: Logger },
  onRevocation: (revocation: Revocation) => void,
): Promise<() => Promise<void>> {
  const subscriber = createRedis(options.redisUrl);
  subscriber.on('error', (error) =>
    options.logger.warn({ err: error.message }, 'revocation subscriber error'),
  );
  subscriber.on('message', (_channel: string, raw: string) => {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      message = undefined;
    }
    const revocation = revocationSchema.safeParse(message);
    if (revocation.success) onRevocation(revocation.data);
    else options.logger.warn('ignored a malformed revocation message');
  });
  await subscriber.subscribe(channel(options.prefix));
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
