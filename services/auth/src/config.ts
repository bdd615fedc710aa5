import { z } from 'zod';

/** Auth service settings on top of the kit's base keys. */
export const authConfigShape = {
  PORT: z.coerce.number().int().min(1).max(65535).default(4101),
  /** bcrypt work factor; 10 is the floor. */
  BCRYPT_COST: z.coerce.number().int().min(10).max(15).default(11),
  /** Failed logins allowed per account, and per client IP, within LOGIN_WINDOW_SECONDS. */
  LOGIN_MAX_FAILS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
};
