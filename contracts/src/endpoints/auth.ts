import { z } from 'zod';
import {
  accountStatusResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  passkeyAnswerSchema,
  passkeyListResponseSchema,
  passkeyOptionsResponseSchema,
  passkeyRegisterOptionsRequestSchema,
  passkeyRegisterResponseSchema,
  passkeyRemoveResponseSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  revokeSessionResponseSchema,
  sessionListResponseSchema,
  totpDisableRequestSchema,
  totpDisableResponseSchema,
  totpEnableRequestSchema,
  totpEnableResponseSchema,
  totpSetupRequestSchema,
  totpSetupResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../api/auth';
import { defineEndpoint } from './endpoint';

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  service: 'auth',
  access: 'public',
  summary: 'Create an account (always role user) and sign in.',
  body: registerRequestSchema,
  reply: { kind: 'json', schema: registerResponseSchema, status: 201 },
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  service: 'auth',
  access: 'public',
  summary: 'Sign in with e-mail and password; throttled per account and per client address.',
  body: loginRequestSchema,
  reply: { kind: 'json', schema: loginResponseSchema },
});

export const refresh = defineEndpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  service: 'auth',
  access: 'user',
  summary: 'Exchange a valid token for a fresh one.',
  reply: { kind: 'json', schema: refreshResponseSchema },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  service: 'auth',
  access: 'user',
  summary:
    'Sign out: the token’s refresh chain is revoked, so a copy of it (stolen or left in another tab) stops working.',
  reply: { kind: 'json', schema: logoutResponseSchema },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  service: 'auth',
  access: 'user',
  summary:
    'Change the password; every older token stops working and a fresh one is returned. Wrong current passwords are throttled as failed logins.',
  body: changePasswordRequestSchema,
  reply: { kind: 'json', schema: changePasswordResponseSchema },
});

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/api/auth/delete-account',
  service: 'auth',
  access: 'user',
  summary:
    'Delete the account, confirmed with the password: resumes, versions, applications, letters, jobs, cached renders and sessions are removed; legal-acceptance and audit records are kept pseudonymised. Wrong passwords are throttled as failed logins.',
  body: deleteAccountRequestSchema,
  reply: { kind: 'json', schema: deleteAccountResponseSchema },
});

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/api/auth/sessions',
  service: 'auth',
  access: 'user',
  summary: "The caller's signed-in sessions: device, when signed in, when last seen, and which is this one.",
  reply: { kind: 'json', schema: sessionListResponseSchema },
});

export const revokeSession = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sessions/:id/revoke',
  service: 'auth',
  access: 'user',
  summary: "Sign one of the caller's sessions out: its refresh chain is revoked and its sockets are closed.",
  params: z.strictObject({ id: z.uuid() }),
  notFound: 'Session not found. It may have signed out already.',
  reply: { kind: 'json', schema: revokeSessionResponseSchema },
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  service: 'auth',
  access: 'public',
  summary:
    'Mail a single-use link (30 minutes) to reset the password; the same reply whether or not the address has an account. Limited per address and per client address.',
  body: forgotPasswordRequestSchema,
  reply: { kind: 'json', schema: forgotPasswordResponseSchema, status: 202 },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  service: 'auth',
  access: 'public',
  summary:
    'Set a new password with a mailed reset token (single-use); every session of the account is signed out.',
  body: resetPasswordRequestSchema,
  reply: { kind: 'json', schema: resetPasswordResponseSchema },
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  service: 'auth',
  access: 'public',
  summary:
    'Verify the account’s address with the token mailed at registration (single-use, 24 hours); the AI allowance comes with it.',
  body: verifyEmailRequestSchema,
  reply: { kind: 'json', schema: verifyEmailResponseSchema },
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-verification',
  service: 'auth',
  access: 'user',
  summary:
    'Mail a new verification link to the caller’s address; limited per address and per client address.',
  reply: { kind: 'json', schema: resendVerificationResponseSchema, status: 202 },
});

export const accountStatus = defineEndpoint({
  method: 'GET',
  path: '/api/auth/account',
  service: 'auth',
  access: 'user',
  summary: 'The caller’s account state: whether its address is verified and it has a second factor.',
  reply: { kind: 'json', schema: accountStatusResponseSchema },
});

export const totpSetup = defineEndpoint({
  method: 'POST',
  path: '/api/auth/totp/setup',
  service: 'auth',
  access: 'user',
  summary:
    'Start setting up an authenticator app, confirmed with the password: a new secret, its otpauth URL and QR code. Nothing changes until totp/enable.',
  body: totpSetupRequestSchema,
  reply: { kind: 'json', schema: totpSetupResponseSchema },
});

export const totpEnable = defineEndpoint({
  method: 'POST',
  path: '/api/auth/totp/enable',
  service: 'auth',
  access: 'user',
  summary:
    'Turn the second factor on with a first code from the app; answers ten one-time recovery codes, shown once.',
  body: totpEnableRequestSchema,
  reply: { kind: 'json', schema: totpEnableResponseSchema },
});

export const totpDisable = defineEndpoint({
  method: 'POST',
  path: '/api/auth/totp/disable',
  service: 'auth',
  access: 'user',
  summary: 'Turn the second factor off, confirmed with the password and a code (or a recovery code).',
  body: totpDisableRequestSchema,
  reply: { kind: 'json', schema: totpDisableResponseSchema },
});

export const passkeyRegisterOptions = defineEndpoint({
  method: 'POST',
  path: '/api/auth/passkeys/register-options',
  service: 'auth',
  access: 'user',
  summary:
    'Start adding a passkey, confirmed with the password: the options for navigator.credentials.create (5 minutes).',
  body: passkeyRegisterOptionsRequestSchema,
  reply: { kind: 'json', schema: passkeyOptionsResponseSchema },
});

export const passkeyRegister = defineEndpoint({
  method: 'POST',
  path: '/api/auth/passkeys/register',
  service: 'auth',
  access: 'user',
  summary: 'Add the passkey the browser created for the options; it then signs in without a password.',
  body: passkeyAnswerSchema,
  reply: { kind: 'json', schema: passkeyRegisterResponseSchema, status: 201 },
});

export const listPasskeys = defineEndpoint({
  method: 'GET',
  path: '/api/auth/passkeys',
  service: 'auth',
  access: 'user',
  summary: "The caller's passkeys: the device each was added from, when, and when last used.",
  reply: { kind: 'json', schema: passkeyListResponseSchema },
});

export const removePasskey = defineEndpoint({
  method: 'POST',
  path: '/api/auth/passkeys/:id/remove',
  service: 'auth',
  access: 'user',
  summary: "Remove one of the caller's passkeys.",
  params: z.strictObject({ id: z.uuid() }),
  notFound: 'Passkey not found. It may have been removed already.',
  reply: { kind: 'json', schema: passkeyRemoveResponseSchema },
});

export const passkeyLoginOptions = defineEndpoint({
  method: 'POST',
  path: '/api/auth/passkeys/login-options',
  service: 'auth',
  access: 'public',
  summary:
    'Start signing in with a passkey (or answering the second-factor step with one): the options for navigator.credentials.get (5 minutes). They name no account or passkey: the browser offers its own.',
  reply: { kind: 'json', schema: passkeyOptionsResponseSchema },
});

export const passkeyLogin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/passkeys/login',
  service: 'auth',
  access: 'public',
  summary: 'Sign in with a passkey, without a password (the passkey verifies the person as well).',
  body: passkeyAnswerSchema,
  reply: { kind: 'json', schema: loginResponseSchema },
});
