import { z } from 'zod';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_BYTES } from '../constants';
import { label } from '../domain/text';

const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const passwordSchema = z
  .string()
  .refine(
    (s) => byteLength(s) >= PASSWORD_MIN_BYTES,
    `Password must be at least ${PASSWORD_MIN_BYTES} characters.`,
  )
  .refine(
    (s) => byteLength(s) <= PASSWORD_MAX_BYTES,
    `Password must be at most ${PASSWORD_MAX_BYTES} bytes.`,
  );

export const emailSchema = z.string().trim().max(254).pipe(z.email());

/** endpoints.register */
export const registerRequestSchema = z.strictObject({
  firstName: label().trim().min(1).max(100),
  lastName: label().trim().min(1).max(100),
  email: emailSchema,
  password: passwordSchema,
});
export const registerResponseSchema = z.object({ success: z.literal(true), token: z.string() });

/** endpoints.login — any password string is accepted here; a wrong one is simply a 401. */
export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export const loginResponseSchema = z.object({ token: z.string() });

/** endpoints.refresh (no body) */
export const refreshResponseSchema = z.object({ token: z.string() });

/** endpoints.changePassword */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: passwordSchema,
});
/** `token` (our addition): the change revokes every older token, so the caller gets a fresh one. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string().optional() });

/** endpoints.logout (no body) */
export const logoutResponseSchema = z.object({ message: z.string() });

/** endpoints.deleteAccount — the password again, so a token left in an open tab cannot erase the account. */
export const deleteAccountRequestSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password to confirm.').max(1024),
});
export const deleteAccountResponseSchema = z.object({ message: z.string() });

/** endpoints.listSessions — the signed-in sessions (refresh chains) of the caller. */
export const sessionSchema = z.object({
  id: z.string(),
  /** Browser and system as read from the user agent at sign-in ("Chrome 131 on Linux"). */
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session the request came from. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof sessionSchema>;
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSchema) });

/** endpoints.revokeSession */
export const revokeSessionResponseSchema = z.object({ message: z.string() });

/** endpoints.forgotPassword — any address is accepted; the reply is the same whether it has an account. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** A token from a mailed link: 32 random bytes, base64url. */
export const mailedTokenSchema = z
  .string()
  .regex(/^[\w-]{43}$/, 'This link is incomplete. Please open it again from the e-mail.');

/** endpoints.resetPassword */
export const resetPasswordRequestSchema = z.strictObject({
  token: mailedTokenSchema,
  newPassword: passwordSchema,
});
export const resetPasswordResponseSchema = z.object({ message: z.string() });

/** endpoints.verifyEmail */
export const verifyEmailRequestSchema = z.strictObject({ token: mailedTokenSchema });
export const verifyEmailResponseSchema = z.object({ message: z.string() });

/** endpoints.resendVerification (no body) */
export const resendVerificationResponseSchema = z.object({ message: z.string() });

/** endpoints.accountStatus — what Settings shows of the account's own security state. */
export const accountStatusResponseSchema = z.object({ emailVerified: z.boolean() });

export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** Claims of the access token. `ver` is the user's token version: a password change bumps it. */
export const roles = ['user', 'admin'] as const;
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(roles),
  email: z.string(),
  ver: z.number().int(),
  exp: z.number(),
  iat: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
