import { ADDRESS_DAILY_LIMITS } from '@rb/contracts';
import { z } from 'zod';

/** Auth service settings on top of the kit's base keys. */
export const authConfigShape = {
  PORT: z.coerce.number().int().min(1).max(65535).default(4101),
  /** bcrypt work factor; 10 is the floor. */
  BCRYPT_COST: z.coerce.number().int().min(10).max(15).default(11),
  /** Failed logins allowed per (account, client IP) and per client IP within LOGIN_WINDOW_SECONDS. */
  LOGIN_MAX_FAILS_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** Account-wide failures (any address) before growing delays start, and the delays' ceiling. */
  LOGIN_BACKOFF_AFTER_FAILS: z.coerce.number().int().min(1).default(10),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Accounts one client network may register per UTC day (README, Security: Bounds). */
  REGISTRATIONS_PER_ADDRESS_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .default(ADDRESS_DAILY_LIMITS.registrations),
  /**
   * The SMTP server mail leaves through (README: Mail); `npm start` points it at its local catcher when
   * unset. Production refuses to start without it (main.ts): resets and verifications would be lost.
   */
  SMTP_URL: z.string().url().optional(),
  /** The sender of the mail the service writes. */
  MAIL_FROM: z.string().min(3).default('Resume Builder <no-reply@localhost>'),
  /** Requests that mail a link (reset, verification) per address and per client address, each hour. */
  MAIL_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  MAIL_REQUESTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Where the web app is reached: the links in the mail lead there. */
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
};
