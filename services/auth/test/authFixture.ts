import {
  createAddressAllowance,
  createDb,
  createLogger,
  createRedis,
  createTokenService,
  eraseOwnerFromRedis,
  type Revocation,
  tooManyRequests,
} from '@rb/kit';
import {
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { sql } from 'kysely';
import { type CaughtMail, startMailCatcher } from '../../../scripts/lib/mailCatcher';
import { createAuthApp } from '../src/app';
import { createLoginThrottle } from '../src/loginThrottle';
import { createSmtpMailer } from '../src/mailer';
import { createMailRequestLimits } from '../src/mailRequestLimits';
import { createPasswords } from '../src/passwords';
import { createChallengeStore } from '../src/webauthnChallenges';

export interface AuthFixtureOptions {
  databaseUrl?: string;
  maxFailsPerAccountIp?: number;
  maxFailsPerIp?: number;
  backoffAfterFails?: number;
  backoffMaxSeconds?: number;
  /** Share throttle counts with another app (e.g. one whose database is down). */
  keyPrefix?: string;
  /** Registrations per client address and day; the tests register many accounts from loopback. */
  registrationsPerAddress?: number;
  /** Link-mailing requests per address and per client address and hour. */
  mailPerAddress?: number;
  mailPerIp?: number;
}

export const PUBLIC_URL = 'http://app.example.test';

/** The auth app on real PostgreSQL and Redis, with its own Redis key prefix. */
export async function startAuth(options: AuthFixtureOptions = {}) {
  const db = createDb(options.databaseUrl ?? testDatabaseUrl(), { max: 4 });
  const redis = createRedis(testRedisUrl());
  const tokens = createTokenService(TEST_JWT_SECRET);
  const keyPrefix = options.keyPrefix ?? testQueuePrefix();
  const passwords = await createPasswords(10);
  // Counts bcrypt comparisons, so a test can prove how many guesses were actually evaluated.
  const checked = { count: 0 };
  /** What the app published for the gateways (main.ts sends it through Redis pub/sub). */
  const revocations: Revocation[] = [];
  // Mail goes over real SMTP to a catcher in this process, where the tests read it.
  const mailbox = await startMailCatcher();
  const app = createAuthApp({
    db,
    tokens,
    protection: TEST_PROTECTION,
    passwords: {
      hash: passwords.hash,
      verify: (password, hash) => {
        checked.count++;
        return passwords.verify(password, hash);
      },
    },
    throttle: createLoginThrottle({
      redis,
      keyPrefix,
      hash: TEST_PROTECTION.hash,
      maxFailsPerAccountIp: options.maxFailsPerAccountIp ?? 5,
      maxFailsPerIp: options.maxFailsPerIp ?? 50,
      windowSeconds: 60,
      backoffAfterFails: options.backoffAfterFails ?? 10,
      backoffMaxSeconds: options.backoffMaxSeconds ?? 60,
    }),
    registrations: createAddressAllowance(redis, TEST_PROTECTION.hash, {
      keyPrefix,
      name: 'registrations',
      perDay: options.registrationsPerAddress ?? 1_000_000,
      refuse: (retryAfter) => tooManyRequests(retryAfter, 'Too many accounts from this network today.'),
    }),
    mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${mailbox.smtpPort}`, from: 'rb@example.test' }),
    mailRequests: createMailRequestLimits({
      redis,
      keyPrefix,
      hash: TEST_PROTECTION.hash,
      perAddressPerHour: options.mailPerAddress ?? 1_000,
      perIpPerHour: options.mailPerIp ?? 1_000,
    }),
    publicUrl: PUBLIC_URL,
    challenges: createChallengeStore(redis, keyPrefix),
    logger: createLogger('auth-test'),
    ready: async () => {
      await sql`select 1`.execute(db);
    },
    publishRevocation: async (revocation) => void revocations.push(revocation),
    eraseFromRedis: (userId, knownJobIds) =>
      eraseOwnerFromRedis(redis, keyPrefix, userId, { knownJobIds, runningWaitMs: 2000 }),
  });
  const started = await startApp(app);
  const post = (path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${started.url}/api/auth/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    url: started.url,
    db,
    tokens,
    redis,
    keyPrefix,
    checked,
    revocations,
    post,
    mailbox,
    /** The newest message to `to` once one arrives (mail is sent after the reply); fails after 5 s. */
    async mailTo(to: string, subject?: RegExp): Promise<CaughtMail> {
      for (let i = 0; i < 100; i++) {
        const found = mailbox
          .messages()
          .find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    async close() {
      await started.close();
      await mailbox.close();
      await db.destroy();
      redis.disconnect();
    },
  };
}
