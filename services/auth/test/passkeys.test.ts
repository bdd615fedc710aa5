import {
  loginResponseSchema,
  passkeyListResponseSchema,
  passkeyOptionsResponseSchema,
  registerResponseSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from '@rb/contracts';
import { testEmail } from '@rb/kit/testing';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startAuth } from './authFixture';
import { softAuthenticator } from './softAuthenticator';

let auth: Awaited<ReturnType<typeof startAuth>>;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const PASSWORD = 'correct horse';

async function options(path: string, body: unknown, token?: string) {
  const res = await auth.post(path, body, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return passkeyOptionsResponseSchema.parse(await res.json());
}

/** A new account with a passkey added in Settings (password first, then the authenticator's answer). */
async function withPasskey() {
  const email = testEmail('passkey');
  const registered = await auth.post('register', {
    firstName: 'Pat',
    lastName: 'Key',
    email,
    password: PASSWORD,
  });
  const token = registerResponseSchema.parse(await registered.json()).token;
  const key = softAuthenticator(PUBLIC_URL);
  const start = await options('passkeys/register-options', { password: PASSWORD }, token);
  const credential = key.create(start.options as { challenge: string; user: { id: string } });
  const added = await auth.post('passkeys/register', { challengeId: start.challengeId, credential }, token);
  expect(added.status, await added.clone().text()).toBe(201);
  return { email, token, key };
}

async function signInWith(key: ReturnType<typeof softAuthenticator>) {
  const start = await options('passkeys/login-options', undefined);
  const credential = key.get(start.options as { challenge: string });
  return auth.post('passkeys/login', { challengeId: start.challengeId, credential });
}

describe('passkeys', () => {
  it('are added with the password and then sign in without one, each challenge once', async () => {
    const { email, token, key } = await withPasskey();
    const listed = passkeyListResponseSchema.parse(
      await (
        await fetch(`${auth.url}/api/auth/passkeys`, { headers: { authorization: `Bearer ${token}` } })
      ).json(),
    );
    expect(listed.passkeys).toHaveLength(1);

    const start = await options('passkeys/login-options', undefined);
    const credential = key.get(start.options as { challenge: string });
    const signedIn = await auth.post('passkeys/login', { challengeId: start.challengeId, credential });
    expect(signedIn.status).toBe(200);
    const claims = auth.tokens.verify(loginResponseSchema.parse(await signedIn.json()).token);
    expect(claims.email).toBe(email);
    expect(claims.sub).toBe(auth.tokens.verify(token).sub);
    // The same signed answer again: its challenge is spent.
    const replayed = await auth.post('passkeys/login', { challengeId: start.challengeId, credential });
    expect(replayed.status).toBe(401);

    const audit = await auth.db
      .selectFrom('audit_log')
      .select(['event', 'outcome', 'details'])
      .where('actor_id', '=', claims.sub)
      .where('event', 'in', ['passkey-add', 'sign-in'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.event, a.outcome, a.details.method ?? null])).toEqual([
      ['passkey-add', 'success', null],
      ['sign-in', 'success', 'passkey'],
    ]);
  });

  it('refuse a cloned authenticator (counter going back), a forged answer, and a removed passkey', async () => {
    const { token, key } = await withPasskey();
    expect((await signInWith(key)).status).toBe(200);
    key.rewind();
    expect((await signInWith(key)).status).toBe(401);

    const elsewhere = softAuthenticator('https://evil.example.test');
    const start = await options('passkeys/login-options', undefined);
    const forged = {
      ...elsewhere.get(start.options as { challenge: string }),
      id: key.credentialId,
      rawId: key.credentialId,
    };
    expect(
      (await auth.post('passkeys/login', { challengeId: start.challengeId, credential: forged })).status,
    ).toBe(401);

    const { passkeys } = passkeyListResponseSchema.parse(
      await (
        await fetch(`${auth.url}/api/auth/passkeys`, { headers: { authorization: `Bearer ${token}` } })
      ).json(),
    );
    const other = await withPasskey();
    // Someone else's passkey id is a 404, as is a malformed one.
    expect((await auth.post(`passkeys/${passkeys[0]?.id}/remove`, undefined, other.token)).status).toBe(404);
    expect((await auth.post('passkeys/not-a-uuid/remove', undefined, token)).status).toBe(404);
    expect((await auth.post(`passkeys/${passkeys[0]?.id}/remove`, undefined, token)).status).toBe(200);
    expect((await signInWith(key)).status).toBe(401);
  });

  it('stand in for the TOTP code after the password, but only the account’s own', async () => {
    const { email, token, key } = await withPasskey();
    const setup = totpSetupResponseSchema.parse(
      await (await auth.post('totp/setup', { password: PASSWORD }, token)).json(),
    );
    const code = await generate({ secret: setup.secret });
    totpEnableResponseSchema.parse(await (await auth.post('totp/enable', { code }, token)).json());

    const mine = await options('passkeys/login-options', undefined);
    const answer = {
      challengeId: mine.challengeId,
      credential: key.get(mine.options as { challenge: string }),
    };
    expect((await auth.post('login', { email, password: PASSWORD, passkey: answer })).status).toBe(200);

    const stranger = await withPasskey();
    const theirs = await options('passkeys/login-options', undefined);
    const wrong = {
      challengeId: theirs.challengeId,
      credential: stranger.key.get(theirs.options as { challenge: string }),
    };
    const refused = await auth.post('login', { email, password: PASSWORD, passkey: wrong });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
  });

  it('need the password to be added and refuse bad input with a 4xx', async () => {
    const { token, key } = await withPasskey();
    expect((await auth.post('passkeys/register-options', { password: 'wrong' }, token)).status).toBe(400);
    expect((await auth.post('passkeys/register-options', { password: PASSWORD })).status).toBe(401);
    const start = await options('passkeys/register-options', { password: PASSWORD }, token);
    // The same authenticator again (excluded), a made-up challenge id, and malformed answers.
    const again = key.create(start.options as { challenge: string; user: { id: string } });
    const unknownChallenge = await auth.post(
      'passkeys/register',
      { challengeId: '00000000-0000-4000-8000-000000000000', credential: again },
      token,
    );
    expect(unknownChallenge.status).toBe(400);
    for (const body of [
      {},
      { challengeId: 'x', credential: again },
      { challengeId: start.challengeId, credential: { id: '!' } },
    ]) {
      expect((await auth.post('passkeys/register', body, token)).status).toBe(400);
    }
    expect(
      (await auth.post('passkeys/login', { challengeId: start.challengeId, credential: again })).status,
    ).toBe(401);
    // The options take no body and name no passkey: nothing in them tells whose passkeys exist.
    expect((await auth.post('passkeys/login-options', { email: 'someone@example.test' })).status).toBe(400);
    const open = await options('passkeys/login-options', undefined);
    expect(open.options).not.toHaveProperty('allowCredentials.0');
  });
});
