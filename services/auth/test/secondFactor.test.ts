import {
  accountStatusResponseSchema,
  registerResponseSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from '@rb/contracts';
import { testEmail } from '@rb/kit/testing';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './authFixture';

let auth: Awaited<ReturnType<typeof startAuth>>;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const PASSWORD = 'correct horse';
/** The code an authenticator app shows `steps` periods of 30 s from now (a code works once). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function withTwoFactor() {
  const email = testEmail('totp');
  const registered = await auth.post('register', {
    firstName: 'Otto',
    lastName: 'Totp',
    email,
    password: PASSWORD,
  });
  const token = registerResponseSchema.parse(await registered.json()).token;
  const setup = await auth.post('totp/setup', { password: PASSWORD }, token);
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qrCode } = totpSetupResponseSchema.parse(await setup.json());
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(otpauthUrl).toContain('issuer=Resume%20Builder');
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const enabled = await auth.post('totp/enable', { code: await codeAt(secret, 0) }, token);
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = totpEnableResponseSchema.parse(await enabled.json());
  return { email, token, secret, recoveryCodes };
}

const status = async (token: string) =>
  accountStatusResponseSchema.parse(
    await (
      await fetch(`${auth.url}/api/auth/account`, { headers: { authorization: `Bearer ${token}` } })
    ).json(),
  );

describe('two-factor authentication (TOTP)', () => {
  it('is set up with the password and a first code, and then asked for at every login, each code once', async () => {
    const { email, token, secret, recoveryCodes } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await status(token)).twoFactor).toBe(true);

    const bare = await auth.post('login', { email, password: PASSWORD });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({
      code: 'SECOND_FACTOR_REQUIRED',
      error: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    const wrong = await auth.post('login', { email, password: PASSWORD, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/^That code is not right/);
    // A wrong password with a code is the ordinary refusal: the code does not help a guesser.
    const guess = await auth.post('login', { email, password: 'wrong', code: await codeAt(secret, 1) });
    expect(await guess.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const code = await codeAt(secret, 1);
    expect((await auth.post('login', { email, password: PASSWORD, code })).status).toBe(200);
    // The same code again (replayed, or seen over a shoulder) is refused.
    expect((await auth.post('login', { email, password: PASSWORD, code })).status).toBe(401);

    // A recovery code, in any case and spacing, works once.
    const recovery = recoveryCodes[0] ?? '';
    expect(
      (await auth.post('login', { email, password: PASSWORD, code: ` ${recovery.toUpperCase()} ` })).status,
    ).toBe(200);
    expect((await auth.post('login', { email, password: PASSWORD, code: recovery })).status).toBe(401);

    // Nothing readable at rest: the secret sealed, the recovery codes hashed.
    const userId = auth.tokens.verify(token).sub;
    const stored = await auth.db.selectFrom('users').selectAll().where('id', '=', userId).execute();
    const codes = await auth.db
      .selectFrom('recovery_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(codes).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(secret);
    for (const c of recoveryCodes) expect(JSON.stringify(codes)).not.toContain(c.replace('-', ''));
    const audit = await auth.db
      .selectFrom('audit_log')
      .select(['event', 'outcome', 'details'])
      .where('actor_id', '=', userId)
      .where('event', 'in', ['totp-enable', 'sign-in'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.event, a.outcome, a.details.reason ?? null])).toEqual([
      ['totp-enable', 'success', null],
      ['sign-in', 'failure', 'wrong-second-factor'],
      ['sign-in', 'failure', 'wrong-password'],
      ['sign-in', 'success', null],
      ['sign-in', 'failure', 'wrong-second-factor'],
      ['sign-in', 'success', null],
      ['sign-in', 'failure', 'wrong-second-factor'],
    ]);
  });

  it('counts wrong codes as failed logins, so they are throttled like passwords', async () => {
    const { email } = await withTwoFactor();
    for (let i = 0; i < 5; i++) {
      expect((await auth.post('login', { email, password: PASSWORD, code: `00000${i}` })).status).toBe(401);
    }
    expect((await auth.post('login', { email, password: PASSWORD, code: '123456' })).status).toBe(429);
  });

  it('is turned off, and the account deleted, only with the password and a code', async () => {
    const { email, token, secret, recoveryCodes } = await withTwoFactor();
    const noCode = await auth.post('totp/disable', { password: PASSWORD, code: '' }, token);
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ fields: ['code'] });
    expect(
      (await auth.post('totp/disable', { password: 'wrong', code: await codeAt(secret, 1) }, token)).status,
    ).toBe(400);
    const deleteWithout = await auth.post('delete-account', { password: PASSWORD }, token);
    expect(deleteWithout.status).toBe(400);
    expect(await deleteWithout.json()).toMatchObject({ fields: ['code'] });

    const off = await auth.post('totp/disable', { password: PASSWORD, code: await codeAt(secret, 1) }, token);
    expect(off.status).toBe(200);
    expect((await status(token)).twoFactor).toBe(false);
    expect((await auth.post('login', { email, password: PASSWORD })).status).toBe(200);
    expect(
      await auth.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('user_id', '=', auth.tokens.verify(token).sub)
        .execute(),
    ).toEqual([]);

    // On again (new secret, new recovery codes): delete then needs a code, here a recovery code.
    const again = await withTwoFactor();
    expect(again.recoveryCodes).not.toEqual(recoveryCodes);
    const deleted = await auth.post(
      'delete-account',
      { password: PASSWORD, code: again.recoveryCodes[3] },
      again.token,
    );
    expect(deleted.status).toBe(200);
  });

  it('refuses a first code that is not from the app, a second setup while on, and bad input', async () => {
    const email = testEmail('totp-bad');
    const registered = await auth.post('register', {
      firstName: 'Bad',
      lastName: 'Input',
      email,
      password: PASSWORD,
    });
    const token = registerResponseSchema.parse(await registered.json()).token;
    expect((await auth.post('totp/enable', { code: '123456' }, token)).status).toBe(400); // no setup yet
    expect((await auth.post('totp/setup', { password: 'wrong' }, token)).status).toBe(400);
    const { secret } = totpSetupResponseSchema.parse(
      await (await auth.post('totp/setup', { password: PASSWORD }, token)).json(),
    );
    for (const code of ['12345', 'abcdef', '1234567']) {
      const res = await auth.post('totp/enable', { code }, token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(
        'Enter the 6-digit code from your authenticator app.',
      );
    }
    expect((await status(token)).twoFactor).toBe(false);
    expect((await auth.post('totp/enable', { code: await codeAt(secret, 0) }, token)).status).toBe(200);
    expect((await auth.post('totp/setup', { password: PASSWORD }, token)).status).toBe(409);
    expect((await auth.post('totp/setup', { password: PASSWORD })).status).toBe(401);
    expect((await auth.post('login', { email, password: PASSWORD, code: 'x'.repeat(33) })).status).toBe(400);
  });
});
