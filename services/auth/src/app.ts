import { type AuditEvent, type AuditOutcome, endpoints } from '@rb/contracts';
import {
  type AddressAllowance,
  conflict,
  createServiceApp,
  type Database,
  type DataProtection,
  endpointRouter,
  finishApp,
  HttpError,
  type Logger,
  normaliseEmail,
  notFound,
  type OwnerErasure,
  type Revocation,
  recordAudit,
  type TokenService,
} from '@rb/kit';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { eraseAccountRows } from './accountErasure';
import { deviceLabel } from './device';
import { mountEmailVerification, sendVerification } from './emailVerification';
import { type LoginThrottle, lookupForAttempt } from './loginThrottle';
import type { Mailer } from './mailer';
import type { MailRequestLimits } from './mailRequestLimits';
import { loginFailures } from './metrics';
import { mountPasskeys } from './passkeyRoutes';
import { relyingPartyOf, verifyPasskey } from './passkeys';
import { mountPasswordReset } from './passwordReset';
import type { Passwords } from './passwords';
import { spendSecondFactor } from './secondFactor';
import { mountSecondFactor, requireSecondFactor } from './secondFactorRoutes';
import { listSessions, revokeChain, revokeOwnChain, rotateSession, startSession } from './sessions';
import { findUserByEmail, findUserById, insertUser, updatePassword } from './users';
import type { ChallengeStore } from './webauthnChallenges';

export interface AuthAppDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  /** Seals e-mails and names, and hashes e-mails for lookups (LOOKUP_KEY). */
  protection: DataProtection;
  passwords: Passwords;
  throttle: LoginThrottle;
  /** Registrations per client network and day (REGISTRATIONS_PER_ADDRESS_PER_DAY; main.ts sets it). */
  registrations?: AddressAllowance;
  logger: Logger;
  ready: () => Promise<void>;
  trustProxyHops?: number;
  /** Required by main.ts: requests without the gateway's secret are refused. */
  gatewaySecret?: string;
  /** Tells every gateway to drop sockets whose token was just revoked (main.ts: Redis pub/sub). */
  publishRevocation?: (revocation: Revocation) => Promise<void>;
  /** Where password-reset and verification links are mailed from (main.ts: SMTP_URL). */
  mailer: Mailer;
  /** Requests that mail a link, per address and per client address and hour (main.ts sets it). */
  mailRequests?: MailRequestLimits;
  /** The web app's address (PUBLIC_URL): the mailed links lead there. */
  publicUrl: string;
  /** Passkey ceremonies' challenges (main.ts: Redis, five minutes, each taken once). */
  challenges: ChallengeStore;
  /** Removes a deleted account's jobs, job claims and keys from Redis (main.ts: kit's eraseOwnerFromRedis). */
  eraseFromRedis: (userId: string, knownJobIds: readonly string[]) => Promise<OwnerErasure>;
}

/** The same answer for an unknown e-mail and a wrong password (SPEC §8's login message). */
const invalidCredentials = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'Invalid credentials. Please try again.');

/** The label Settings shows for a session started by this request. */
const deviceOf = (req: Request) => deviceLabel(req.get('user-agent'));

/** Asked of an account with a second factor once its password was right: the web then shows the field. */
const secondFactorRequired = (given: boolean) =>
  new HttpError(
    401,
    'SECOND_FACTOR_REQUIRED',
    given
      ? 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.'
      : 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  );

const expired = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'Session expired or invalid. Please log in again.');

/** The e-mail rests sealed, so it comes from the request (login, register) or the verified token. */
const subjectOf = (user: { id: string; role: 'user' | 'admin'; token_version: number }, email: string) => ({
  sub: user.id,
  role: user.role,
  email: normaliseEmail(email),
  ver: user.token_version,
});

export function createAuthApp(deps: AuthAppDeps) {
  const { db, tokens, protection, passwords, throttle } = deps;
  // Best effort: the database already refuses revoked tokens; this only cuts live sockets sooner.
  const announce = (revocation: Revocation) =>
    deps.publishRevocation?.(revocation).catch((error: unknown) => {
      deps.logger.warn(
        { err: error },
        'revocation not published; old sockets live until their token expires',
      );
    });
  const app = createServiceApp({
    name: 'auth',
    logger: deps.logger,
    ready: deps.ready,
    trustProxyHops: deps.trustProxyHops,
    gatewaySecret: deps.gatewaySecret,
  });
  const { router, mount } = endpointRouter({ auth: { tokens, db } });

  // The register schema is strict: `role` or any other extra key is a 400, so no body can make an admin.
  mount(endpoints.register, async ({ body, req }) => {
    // Counted before bcrypt and the insert: 30 parallel registrations stop at the allowance.
    await deps.registrations?.take(req.ip);
    const passwordHash = await passwords.hash(body.password);
    const user = await insertUser(db, protection, { ...body, passwordHash });
    if (!user) throw conflict('An account with this email already exists.');
    req.log.info({ userId: user.id }, 'user registered');
    sendVerification(deps, req.log, user.id, body.email);
    return {
      success: true as const,
      token: await startSession(db, tokens, subjectOf(user, body.email), deviceOf(req)),
    };
  });

  const rp = relyingPartyOf(deps.publicUrl);
  /** The second factor a login carries: one of the account's passkeys, or a code (TOTP or recovery). */
  async function secondFactorOf(
    userId: string,
    body: { code?: string; passkey?: { challengeId: string; credential: { id: string } } },
  ): Promise<'missing' | 'wrong' | 'passed'> {
    if (body.passkey)
      return (await verifyPasskey(db, deps.challenges, rp, body.passkey, userId)) ? 'passed' : 'wrong';
    if (!body.code) return 'missing';
    return (await spendSecondFactor(db, protection, userId, body.code)) ? 'passed' : 'wrong';
  }

  mount(endpoints.login, async ({ body, req }) => {
    const account = normaliseEmail(body.email);
    const ip = req.ip ?? 'unknown';
    const signIn = (actorId: string | null, outcome: AuditOutcome, reason?: string) =>
      recordAudit(db, { actorId, event: 'sign-in', outcome, ip, details: reason ? { reason } : {} }, req.log);
    // Counted before bcrypt runs: a burst of parallel guesses is cut at the limit, not after it.
    await throttle.attempt(ip, account).catch(async (error: unknown) => {
      await signIn(null, 'failure', 'throttled');
      throw error;
    });
    const user = await lookupForAttempt(throttle, ip, account, findUserByEmail(db, protection, account));
    if (!(await passwords.verify(body.password, user?.password_hash)) || !user) {
      loginFailures.inc();
      await signIn(user?.id ?? null, 'failure', user ? 'wrong-password' : 'unknown-account');
      throw invalidCredentials();
    }
    if (user.totp_enabled_at) {
      const second = await secondFactorOf(user.id, body);
      if (second === 'missing') {
        // The password was right: not a failed guess, so the attempt is given back, and nothing is
        // cleared either until the second factor passes.
        await throttle.refund(ip, account);
        throw secondFactorRequired(false);
      }
      // A wrong one keeps its attempt counted: the throttle limits guesses of codes as of passwords.
      if (second === 'wrong') {
        loginFailures.inc();
        await signIn(user.id, 'failure', 'wrong-second-factor');
        throw secondFactorRequired(true);
      }
    }
    await throttle.succeeded(ip, account);
    await signIn(user.id, 'success');
    return { token: await startSession(db, tokens, subjectOf(user, account), deviceOf(req)) };
  });

  mount(endpoints.refresh, async ({ user: current, req }) => {
    const user = await findUserById(db, current.id);
    const claims = req.claims;
    if (!user || !claims) throw expired();
    const rotated = await rotateSession(db, tokens, claims, subjectOf(user, claims.email));
    if ('reused' in rotated) {
      // Each token is refreshable once: a second use means a copy exists, so the whole chain is ended.
      req.log.warn({ userId: user.id, family: claims.fam }, 'refresh token reused; chain revoked');
      await recordAudit(
        db,
        { actorId: user.id, event: 'token-refresh-reuse', outcome: 'failure', ip: req.ip, details: {} },
        req.log,
      );
      await announce({ userId: user.id, family: claims.fam });
      throw expired();
    }
    return { token: rotated.token };
  });

  // SPEC §4's logout only cleared the browser; a token copied before it stayed valid until it expired.
  mount(endpoints.logout, async ({ user, req }) => {
    const claims = req.claims;
    if (!claims) throw expired();
    await revokeChain(db, claims.fam);
    req.log.info({ userId: user.id, family: claims.fam }, 'signed out; chain revoked');
    await announce({ userId: user.id, family: claims.fam });
    return { message: 'Logged out.' };
  });

  /**
   * The password asked again before a change that a token alone must not allow. It is guessed here as
   * at login, by whoever holds the token (a shared computer, a stolen token): the same limits apply, or
   * a session would be an unthrottled password oracle. A wrong one is a 400 naming `field`.
   */
  async function confirmPassword(
    current: { id: string; email: string },
    password: string,
    req: Request,
    check: { event: AuditEvent; field: string; message: string },
  ) {
    const account = normaliseEmail(current.email);
    const ip = req.ip ?? 'unknown';
    await throttle.attempt(ip, account);
    const user = await lookupForAttempt(throttle, ip, account, findUserById(db, current.id));
    if (!user || !(await passwords.verify(password, user.password_hash))) {
      await recordAudit(
        db,
        { actorId: current.id, event: check.event, outcome: 'failure', ip: req.ip, details: {} },
        req.log,
      );
      throw new HttpError(400, 'VALIDATION', check.message, [check.field]);
    }
    await throttle.succeeded(ip, account);
    return user;
  }

  mount(endpoints.changePassword, async ({ body, user: current, req }) => {
    const user = await confirmPassword(current, body.currentPassword, req, {
      event: 'password-change',
      field: 'currentPassword',
      message: 'Current password is incorrect.',
    });
    const updated = await updatePassword(db, user.id, await passwords.hash(body.newPassword));
    req.log.info({ userId: user.id }, 'password changed; older tokens revoked');
    await recordAudit(
      db,
      { actorId: user.id, event: 'password-change', outcome: 'success', ip: req.ip, details: {} },
      req.log,
    );
    await announce({ userId: user.id, version: updated.token_version });
    // The old token is now revoked, so the caller gets a fresh one to stay signed in.
    return {
      message: 'Password updated successfully.',
      token: await startSession(db, tokens, subjectOf(updated, current.email), deviceOf(req)),
    };
  });

  mount(endpoints.deleteAccount, async ({ body, user: current, req }) => {
    const user = await confirmPassword(current, body.password, req, {
      event: 'account-delete',
      field: 'password',
      message: 'Password is incorrect.',
    });
    await requireSecondFactor(deps, user, body.code);
    // Rows first: once the users row is gone every token of the account fails, so no new job can be queued.
    const { pseudonym, jobIds } = await eraseAccountRows(db, protection.keyring, user.id);
    let swept: Partial<OwnerErasure> = {};
    try {
      swept = await deps.eraseFromRedis(user.id, jobIds);
    } catch (error) {
      // The account is gone already; what stays in Redis is sealed and leaves with its retention.
      req.log.error({ err: error, pseudonym }, 'account deleted but its Redis keys were not swept');
    }
    await announce({ userId: user.id, everything: true });
    req.log.info({ pseudonym, ...swept }, 'account deleted');
    await recordAudit(
      db,
      {
        actorId: pseudonym,
        event: 'account-delete',
        outcome: 'success',
        ip: req.ip,
        details: { jobs: swept.jobs ?? -1, stillRunning: swept.stillRunning ?? -1 },
      },
      req.log,
    );
    return { message: 'Your account and all your data have been deleted.' };
  });

  mount(endpoints.listSessions, async ({ user, req }) => {
    const rows = await listSessions(db, user.id);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        device: row.device,
        signedInAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        current: row.id === req.claims?.fam,
      })),
    };
  });

  mount(endpoints.revokeSession, async ({ params, user, req }) => {
    if (!(await revokeOwnChain(db, user.id, params.id))) {
      throw notFound(endpoints.revokeSession.notFound);
    }
    req.log.info({ userId: user.id, family: params.id }, 'session signed out from settings');
    await recordAudit(
      db,
      {
        actorId: user.id,
        event: 'session-revoke',
        outcome: 'success',
        ip: req.ip,
        details: { session: params.id },
      },
      req.log,
    );
    await announce({ userId: user.id, family: params.id });
    return { message: 'Signed out.' };
  });

  mount(endpoints.accountStatus, async ({ user }) => {
    const account = await findUserById(db, user.id);
    return {
      emailVerified: Boolean(account?.email_verified_at),
      twoFactor: Boolean(account?.totp_enabled_at),
    };
  });

  mountPasswordReset(mount, { ...deps, announce });
  mountSecondFactor(mount, { db, protection, confirmPassword });
  mountPasskeys(mount, {
    db,
    protection,
    tokens,
    challenges: deps.challenges,
    rp,
    confirmPassword,
    deviceOf,
    subjectOf,
  });
  mountEmailVerification(mount, deps);

  app.use(router);
  return finishApp(app);
}
