// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import {
  createAddressAllowance,
  createDataProtection,
  createDb,
  createFailFastRedis,
  createLogger,
  createTokenService,
  eraseOwnerFromRedis,
  loadConfig,
  publishRevocation,
  refuseUnsafeRedis,
  serve,
  tooManyRequests,
} from '@rb/kit';
import { sql } from 'kysely';
import { createAuthApp } from './app';
import { authConfigShape } from './config';
import { createLoginThrottle } from './loginThrottle';
import { createSmtpMailer, unsentMailer } from './mailer';
import { createMailRequestLimits } from './mailRequestLimits';
import { createPasswords } from './passwords';
import { createChallengeStore } from './webauthnChallenges';

const config = loadConfig(authConfigShape);
await refuseUnsafeRedis(config);
const logger = createLogger('auth', config.LOG_LEVEL);
const db = createDb(config.DATABASE_URL);
const redis = createFailFastRedis(config.REDIS_URL);
redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));

const protection = createDataProtection(config);

if (!config.SMTP_URL && config.NODE_ENV === 'production') {
  logger.fatal('SMTP_URL is required in production: password resets and verifications would be lost');
  process.exit(1);
}
const mailer = config.SMTP_URL
  ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
  : unsentMailer(logger);
const app = createAuthApp({
  db,
  protection,
  tokens: createTokenService(config.JWT_SECRET),
  passwords: await createPasswords(config.BCRYPT_COST),
  throttle: createLoginThrottle({
    redis,
    keyPrefix: config.QUEUE_PREFIX,
    hash: protection.hash,
    maxFailsPerAccountIp: config.LOGIN_MAX_FAILS_PER_ACCOUNT_IP,
    maxFailsPerIp: config.LOGIN_MAX_FAILS_PER_IP,
    windowSeconds: config.LOGIN_WINDOW_SECONDS,
    backoffAfterFails: config.LOGIN_BACKOFF_AFTER_FAILS,
    backoffMaxSeconds: config.LOGIN_BACKOFF_MAX_SECONDS,
  }),
  registrations: createAddressAllowance(redis, protection.hash, {
    keyPrefix: config.QUEUE_PREFIX,
    name: 'registrations',
    perDay: config.REGISTRATIONS_PER_ADDRESS_PER_DAY,
    refuse: (retryAfter) =>
      tooManyRequests(
        retryAfter,
        'Too many accounts were created from your network today. Please try again tomorrow.',
      ),
  }),
  mailer,
  mailRequests: createMailRequestLimits({
    redis,
    keyPrefix: config.QUEUE_PREFIX,
    hash: protection.hash,
    perAddressPerHour: config.MAIL_REQUESTS_PER_ADDRESS_PER_HOUR,
    perIpPerHour: config.MAIL_REQUESTS_PER_IP_PER_HOUR,
  }),
  publicUrl: config.PUBLIC_URL,
  challenges: createChallengeStore(redis, config.QUEUE_PREFIX),
  logger,
  trustProxyHops: config.TRUST_PROXY_HOPS,
  gatewaySecret: config.GATEWAY_SECRET,
  publishRevocation: (revocation) => publishRevocation(redis, config.QUEUE_PREFIX, revocation),
  eraseFromRedis: (userId, knownJobIds) =>
    eraseOwnerFromRedis(redis, config.QUEUE_PREFIX, userId, { knownJobIds }),
  ready: async () => {
    await sql`select 1`.execute(db);
    await redis.ping();
  },
});

await serve(app, config.PORT, {
  logger,
  host: config.HOST,
  closers: [() => db.destroy(), async () => void (await redis.quit())],
});
