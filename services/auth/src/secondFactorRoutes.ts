import { type AuditEvent, endpoints } from '@rb/contracts';
import { type Database, type DataProtection, type EndpointRouter, HttpError, recordAudit } from '@rb/kit';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { disableTotp, enableTotp, spendSecondFactor, startTotpSetup } from './secondFactor';
import type { UserRow } from './users';

/** The password asked again before a change a token alone must not make (app.ts, throttled as logins). */
export type ConfirmPassword = (
  current: { id: string; email: string },
  password: string,
  req: Request,
  check: { event: AuditEvent; field: string; message: string },
) => Promise<UserRow>;

export interface SecondFactorDeps {
  db: Kysely<Database>;
  protection: DataProtection;
  confirmPassword: ConfirmPassword;
}

export const wrongCode = (field = 'code') =>
  new HttpError(
    400,
    'VALIDATION',
    'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
    [field],
  );

/**
 * The code a change to an account with a second factor needs (turning it off, deleting the account):
 * missing or wrong, a 400 naming `code`; right, it is spent.
 */
export async function requireSecondFactor(
  deps: Pick<SecondFactorDeps, 'db' | 'protection'>,
  user: Pick<UserRow, 'id' | 'totp_enabled_at'>,
  code: string | undefined,
): Promise<void> {
  if (!user.totp_enabled_at) return;
  if (!code) {
    throw new HttpError(
      400,
      'VALIDATION',
      'Enter the code from your authenticator app, or a recovery code.',
      ['code'],
    );
  }
  if (!(await spendSecondFactor(deps.db, deps.protection, user.id, code))) throw wrongCode();
}

/** Settings → Two-factor authentication: set up with a QR code, turn on with a first code, turn off. */
export function mountSecondFactor(mount: EndpointRouter['mount'], deps: SecondFactorDeps) {
  const { db, protection } = deps;

  mount(endpoints.totpSetup, async ({ body, user, req }) => {
    const account = await deps.confirmPassword(user, body.password, req, {
      event: 'totp-enable',
      field: 'password',
      message: 'Password is incorrect.',
    });
    if (account.totp_enabled_at) {
      throw new HttpError(
        409,
        'CONFLICT',
        'Two-factor authentication is on already. Turn it off first to change apps.',
      );
    }
    return startTotpSetup(db, protection, user.id, user.email);
  });

  mount(endpoints.totpEnable, async ({ body, user, req }) => {
    const recoveryCodes = await enableTotp(db, protection, user.id, body.code);
    await recordAudit(
      db,
      {
        actorId: user.id,
        event: 'totp-enable',
        outcome: recoveryCodes ? 'success' : 'failure',
        ip: req.ip,
        details: recoveryCodes ? {} : { reason: 'wrong-code' },
      },
      req.log,
    );
    if (!recoveryCodes) throw wrongCode();
    return {
      message: 'Two-factor authentication is on. Save your recovery codes now: they are shown only once.',
      recoveryCodes,
    };
  });

  mount(endpoints.totpDisable, async ({ body, user, req }) => {
    const account = await deps.confirmPassword(user, body.password, req, {
      event: 'totp-disable',
      field: 'password',
      message: 'Password is incorrect.',
    });
    if (!account.totp_enabled_at) return { message: 'Two-factor authentication is off.' };
    await requireSecondFactor(deps, account, body.code).catch(async (error: unknown) => {
      await recordAudit(
        db,
        {
          actorId: user.id,
          event: 'totp-disable',
          outcome: 'failure',
          ip: req.ip,
          details: { reason: 'wrong-code' },
        },
        req.log,
      );
      throw error;
    });
    await disableTotp(db, user.id);
    await recordAudit(
      db,
      { actorId: user.id, event: 'totp-disable', outcome: 'success', ip: req.ip },
      req.log,
    );
    return { message: 'Two-factor authentication is off.' };
  });
}
