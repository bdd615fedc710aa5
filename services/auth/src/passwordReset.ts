import { endpoints } from '@rb/contracts';
import {
  type Database,
  type DataProtection,
  type EndpointRouter,
  HttpError,
  normaliseEmail,
  type Revocation,
  recordAudit,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import { passwordResetMail } from './accountMail';
import { issueAccountToken, redeemAccountToken, spendAccountTokens } from './accountTokens';
import { type Mailer, sendLater } from './mailer';
import type { MailRequestLimits } from './mailRequestLimits';
import type { Passwords } from './passwords';
import { revokeEveryChain } from './sessions';
import { findUserByEmail, markEmailVerified, updatePassword } from './users';

export interface PasswordResetDeps {
  db: Kysely<Database>;
  protection: DataProtection;
  passwords: Passwords;
  mailer: Mailer;
  mailRequests?: MailRequestLimits;
  /** The web app's address, which the mailed link leads to. */
  publicUrl: string;
  announce: (revocation: Revocation) => Promise<void> | undefined;
}

/** The one reply to every reset request: it must not tell whether the address has an account. */
export const RESET_REQUESTED =
  'If an account exists for this address, we have sent it a link to reset the password. The link works for 30 minutes.';

const invalidLink = () =>
  new HttpError(
    400,
    'VALIDATION',
    'This reset link is invalid, has expired or was used already. Please ask for a new one.',
    ['token'],
  );

/** Forgotten password: a mailed single-use link, then a new password that signs every session out. */
export function mountPasswordReset(mount: EndpointRouter['mount'], deps: PasswordResetDeps) {
  const { db, protection, passwords } = deps;

  mount(endpoints.forgotPassword, async ({ body, req }) => {
    const address = normaliseEmail(body.email);
    await deps.mailRequests?.take(req.ip ?? 'unknown', address);
    const user = await findUserByEmail(db, protection, address);
    await recordAudit(
      db,
      {
        actorId: user?.id ?? null,
        event: 'password-reset-request',
        outcome: user ? 'success' : 'failure',
        ip: req.ip,
        details: user ? {} : { reason: 'unknown-account' },
      },
      req.log,
    );
    // After the reply: a registered address would otherwise answer later by the time SMTP takes.
    if (user) {
      sendLater(deps.mailer, req.log, async () =>
        passwordResetMail(deps.publicUrl, address, await issueAccountToken(db, user.id, 'password-reset')),
      );
    }
    return { message: RESET_REQUESTED };
  });

  mount(endpoints.resetPassword, async ({ body, req }) => {
    const userId = await redeemAccountToken(db, body.token, 'password-reset');
    if (!userId) {
      await recordAudit(
        db,
        {
          actorId: null,
          event: 'password-reset',
          outcome: 'failure',
          ip: req.ip,
          details: { reason: 'bad-token' },
        },
        req.log,
      );
      throw invalidLink();
    }
    const updated = await updatePassword(db, userId, await passwords.hash(body.newPassword));
    // The version bump already refuses every older token; the chains are ended too, so Settings
    // lists no session from before the reset, and older reset links die with them.
    await revokeEveryChain(db, userId);
    await spendAccountTokens(db, userId, 'password-reset');
    // Only the address's owner could open the link, which is what a verification shows too.
    await markEmailVerified(db, userId);
    await recordAudit(
      db,
      { actorId: userId, event: 'password-reset', outcome: 'success', ip: req.ip },
      req.log,
    );
    await deps.announce({ userId, version: updated.token_version });
    req.log.info({ userId }, 'password reset; every session signed out');
    return { message: 'Your password has been reset. Please log in with your new password.' };
  });
}
