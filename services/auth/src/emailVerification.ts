import { endpoints } from '@rb/contracts';
import {
  type Database,
  type EndpointRouter,
  HttpError,
  type Logger,
  normaliseEmail,
  recordAudit,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import { verificationMail } from './accountMail';
import { issueAccountToken, redeemAccountToken } from './accountTokens';
import { type Mailer, sendLater } from './mailer';
import type { MailRequestLimits } from './mailRequestLimits';
import { findUserById, markEmailVerified } from './users';

export interface EmailVerificationDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  mailRequests?: MailRequestLimits;
  publicUrl: string;
}

/** Mails a fresh verification link to the account's address, after the reply. */
export function sendVerification(deps: EmailVerificationDeps, log: Logger, userId: string, email: string) {
  sendLater(deps.mailer, log, async () =>
    verificationMail(
      deps.publicUrl,
      normaliseEmail(email),
      await issueAccountToken(deps.db, userId, 'email-verify'),
    ),
  );
}

const invalidLink = () =>
  new HttpError(
    400,
    'VALIDATION',
    'This verification link is invalid, has expired or was used already. Sign in and send a new one from Settings.',
    ['token'],
  );

/**
 * A new account works at once, but its AI allowance waits for its address to be verified: the link
 * mailed at registration, or a new one sent from Settings or beside the AI refusal.
 */
export function mountEmailVerification(mount: EndpointRouter['mount'], deps: EmailVerificationDeps) {
  const { db } = deps;

  mount(endpoints.verifyEmail, async ({ body, req }) => {
    const userId = await redeemAccountToken(db, body.token, 'email-verify');
    await recordAudit(
      db,
      {
        actorId: userId ?? null,
        event: 'email-verify',
        outcome: userId ? 'success' : 'failure',
        ip: req.ip,
        details: userId ? {} : { reason: 'bad-token' },
      },
      req.log,
    );
    if (!userId) throw invalidLink();
    await markEmailVerified(db, userId);
    return { message: 'Your e-mail address is verified. The AI features are yours to use.' };
  });

  mount(endpoints.resendVerification, async ({ user, req }) => {
    const account = await findUserById(db, user.id);
    if (account?.email_verified_at) return { message: 'Your e-mail address is verified already.' };
    await deps.mailRequests?.take(req.ip ?? 'unknown', normaliseEmail(user.email));
    sendVerification(deps, req.log, user.id, user.email);
    return { message: `We have sent a new verification link to ${user.email}. It works for 24 hours.` };
  });
}
