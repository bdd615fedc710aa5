import { endpoints } from '@rb/contracts';
import {
  type Database,
  type DataProtection,
  decryptJson,
  type EndpointRouter,
  HttpError,
  notFound,
  recordAudit,
  type TokenService,
} from '@rb/kit';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import {
  authenticationOptions,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  verifyPasskey,
} from './passkeys';
import type { ConfirmPassword } from './secondFactorRoutes';
import { startSession } from './sessions';
import { findUserById } from './users';
import type { ChallengeStore } from './webauthnChallenges';

export interface PasskeyDeps {
  db: Kysely<Database>;
  protection: DataProtection;
  tokens: TokenService;
  challenges: ChallengeStore;
  rp: RelyingParty;
  confirmPassword: ConfirmPassword;
  deviceOf: (req: Request) => string;
  subjectOf: (
    user: { id: string; role: 'user' | 'admin'; token_version: number },
    email: string,
  ) => Parameters<typeof startSession>[2];
}

const refusedPasskey = () =>
  new HttpError(
    401,
    'UNAUTHENTICATED',
    'That passkey could not sign you in. Please try again or use your password.',
  );

const asPasskey = (row: { id: string; device: string; created_at: Date; last_used_at: Date | null }) => ({
  id: row.id,
  device: row.device,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/** Settings → Passkeys (add, list, remove) and signing in with one, without a password. */
export function mountPasskeys(mount: EndpointRouter['mount'], deps: PasskeyDeps) {
  const { db, challenges, rp } = deps;

  mount(endpoints.passkeyRegisterOptions, async ({ body, user, req }) => {
    await deps.confirmPassword(user, body.password, req, {
      event: 'passkey-add',
      field: 'password',
      message: 'Password is incorrect.',
    });
    return registrationOptions(db, challenges, rp, user);
  });

  mount(endpoints.passkeyRegister, async ({ body, user, req }) => {
    const added = await registerPasskey(db, challenges, rp, user.id, body, deps.deviceOf(req));
    await recordAudit(
      db,
      {
        actorId: user.id,
        event: 'passkey-add',
        outcome: added ? 'success' : 'failure',
        ip: req.ip,
        details: added ? { passkey: added.id } : { reason: 'not-verified' },
      },
      req.log,
    );
    if (!added) {
      throw new HttpError(
        400,
        'VALIDATION',
        'The passkey could not be added: the request expired or the browser’s answer did not match. Please try again.',
        ['credential'],
      );
    }
    return { message: 'Passkey added. You can now sign in with it.', passkey: asPasskey(added) };
  });

  mount(endpoints.listPasskeys, async ({ user }) => {
    const rows = await db
      .selectFrom('passkeys')
      .select(['id', 'device', 'created_at', 'last_used_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    return { passkeys: rows.map(asPasskey) };
  });

  mount(endpoints.removePasskey, async ({ params, user, req }) => {
    const removed = await db
      .deleteFrom('passkeys')
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw notFound(endpoints.removePasskey.notFound);
    await recordAudit(
      db,
      {
        actorId: user.id,
        event: 'passkey-remove',
        outcome: 'success',
        ip: req.ip,
        details: { passkey: params.id },
      },
      req.log,
    );
    return { message: 'Passkey removed.' };
  });

  mount(endpoints.passkeyLoginOptions, () => authenticationOptions(challenges, rp));

  mount(endpoints.passkeyLogin, async ({ body, req }) => {
    const userId = await verifyPasskey(db, challenges, rp, body);
    const user = userId ? await findUserById(db, userId) : undefined;
    await recordAudit(
      db,
      {
        actorId: user?.id ?? null,
        event: 'sign-in',
        outcome: user ? 'success' : 'failure',
        ip: req.ip,
        details: user ? { method: 'passkey' } : { method: 'passkey', reason: 'passkey-refused' },
      },
      req.log,
    );
    if (!user) throw refusedPasskey();
    // The e-mail rests sealed and no one typed it: the token's copy is opened from the account.
    const row = await db
      .selectFrom('users')
      .select('email_enc')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const email = decryptJson<string>(deps.protection.keyring, row.email_enc);
    return { token: await startSession(db, deps.tokens, deps.subjectOf(user, email), deps.deviceOf(req)) };
  });
}
