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

/** A second-factor code: six digits from the authenticator app, or a one-time recovery code. */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app, or a recovery code.')
  .max(32, 'That is not a code from your authenticator app or a recovery code.');

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w-]+$/, 'Must be base64url.');

/**
 * A WebAuthn credential as @simplewebauthn/browser returns it (registration or authentication). Only
 * its frame is checked here; @simplewebauthn/server verifies the rest (extra keys pass through to it).
 */
export const webauthnCredentialSchema = z.looseObject({
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url(16_384) }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** A passkey ceremony's answer: the challenge it was given (by id) and the browser's credential. */
export const passkeyAnswerSchema = z.strictObject({
  challengeId: z.uuid('This passkey request has expired. Please try again.'),
  credential: webauthnCredentialSchema,
});

/**
 * endpoints.login — any password string is accepted here; a wrong one is simply a 401. `code` (our
 * addition) is the second factor, asked for with a 401 SECOND_FACTOR_REQUIRED when the account has one.
 */
export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  code: secondFactorCodeSchema.optional(),
  /** A passkey of the account, in place of `code`. */
  passkey: passkeyAnswerSchema.optional(),
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
  /** Required when the account has a second factor. */
  code: secondFactorCodeSchema.optional(),
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
export const accountStatusResponseSchema = z.object({ emailVerified: z.boolean(), twoFactor: z.boolean() });

/** endpoints.totpSetup — the password again, so a token alone cannot put a factor on the account. */
export const totpSetupRequestSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password to continue.').max(1024),
});
export const totpSetupResponseSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, a PNG data URL. */
  qrCode: z.string(),
});

/** endpoints.totpEnable — a first code from the app proves it holds the secret. */
export const totpEnableRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export const totpEnableResponseSchema = z.object({
  message: z.string(),
  /** Shown once: each signs in once in place of a code. */
  recoveryCodes: z.array(z.string()),
});

/** endpoints.totpDisable */
export const totpDisableRequestSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password to confirm.').max(1024),
  code: secondFactorCodeSchema,
});
export const totpDisableResponseSchema = z.object({ message: z.string() });

/** The options a passkey ceremony starts from (for the browser's navigator.credentials), and its id. */
export const passkeyOptionsResponseSchema = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});

/** endpoints.passkeyRegisterOptions — the password again, so a token alone cannot add a way in. */
export const passkeyRegisterOptionsRequestSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password to continue.').max(1024),
});

export const passkeySchema = z.object({
  id: z.string(),
  /** The browser and system it was added from ("Chrome 131 on Linux"). */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyRegisterResponseSchema = z.object({ message: z.string(), passkey: passkeySchema });
export const passkeyListResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export const passkeyRemoveResponseSchema = z.object({ message: z.string() });

export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export type TotpSetupRequest = z.infer<typeof totpSetupRequestSchema>;
export type TotpEnableRequest = z.infer<typeof totpEnableRequestSchema>;
export type TotpDisableRequest = z.infer<typeof totpDisableRequestSchema>;
export type PasskeyAnswer = z.infer<typeof passkeyAnswerSchema>;

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
