import { randomUUID } from 'node:crypto';
import type { Redis } from '@rb/kit';

/** What a passkey ceremony was started for: a registration by a user, or a sign-in (of one account). */
export interface PendingChallenge {
  challenge: string;
  purpose: 'register' | 'login';
  userId: string | null;
}

export interface ChallengeStore {
  /** Keeps the challenge for five minutes; answers the id the browser sends back with its credential. */
  put(pending: PendingChallenge): Promise<string>;
  /** The challenge, once: taken out as it is read, so one signed answer cannot be replayed. */
  take(id: string): Promise<PendingChallenge | undefined>;
}

const SECONDS = 5 * 60;

/** Challenges in Redis, shared by every auth replica (the options and the answer may reach different ones). */
export function createChallengeStore(redis: Redis, keyPrefix: string): ChallengeStore {
  const key = (id: string) => `${keyPrefix}:webauthn:${id}`;
  return {
    async put(pending) {
      const id = randomUUID();
      await redis.set(key(id), JSON.stringify(pending), 'EX', SECONDS);
      return id;
    },
    async take(id) {
      const raw = await redis.getdel(key(id));
      return raw ? (JSON.parse(raw) as PendingChallenge) : undefined;
    },
  };
}
