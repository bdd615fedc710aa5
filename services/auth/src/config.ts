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
};
