import { loginResponseSchema, registerResponseSchema } from '@rb/contracts';
import { decryptJson, emailLookupHash } from '@rb/kit';
import { badTokens, readJson, TEST_PROTECTION, testEmail } from '@rb/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './authFixture';

let auth: Awaited<ReturnType<typeof startAuth>>;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const person = (email = testEmail()) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'correct horse',
});

async function register(body = person()) {
  const res = await auth.post('register', body);
  expect(res.status).toBe(201);
  return registerResponseSchema.parse(await res.json()).token;
}

describe('POST /api/auth/register', () => {
  it('creates a user and returns {success, token} with a short-lived user token', async () => {
    const body = person();
    const res = await auth.post('register', body);
    expect(res.status).toBe(201);
    const json = registerResponseSchema.parse(await res.json());
    const claims = auth.tokens.verify(json.token);
    expect(claims).toMatchObject({ role: 'user', email: body.email, ver: 0 });
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(30 * 60);
  });

  it('refuses role:"admin" in the body and creates no account', async () => {
    const body = person();
    const res = await auth.post('register', { ...body, role: 'admin' });
    expect(res.status).toBe(400);
    const json = await readJson(res);
    expect(json.code).toBe('VALIDATION');
    expect(json.fields).toContain('role');
    const row = await auth.db
      .selectFrom('users')
      .select('role')
      .where('email_hash', '=', emailLookupHash(TEST_PROTECTION.hash, body.email))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('names each invalid field', async () => {
    const res = await auth.post('register', {
      firstName: '',
      lastName: 'L',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.status).toBe(400);
    const json = await readJson(res);
    expect(json.error).toMatch(/^Invalid request: /);
    expect(json.fields).toEqual(expect.arrayContaining(['firstName', 'email', 'password']));
    // 37 × 'é' is 74 bytes: bcrypt would silently truncate it, so it is refused.
    const tooLong = await auth.post('register', { ...person(), password: 'é'.repeat(37) });
    expect((await readJson(tooLong)).fields).toEqual(['password']);
    expect((await auth.post('register')).status).toBe(400);
  });

  it('stores e-mail and names sealed, found again only through the keyed e-mail hash', async () => {
    const body = { ...person(testEmail('Sealed')), firstName: 'Grace', lastName: 'Hopperfield' };
    await register(body);
    const hash = emailLookupHash(TEST_PROTECTION.hash, body.email.toUpperCase());
    const { rows } = await sql<{ raw: string }>`select row_to_json(u)::text as raw from users u
      where email_hash = ${hash}`.execute(auth.db);
    expect(rows).toHaveLength(1);
    const raw = rows[0]?.raw ?? '';
    for (const clear of [body.email, body.email.split('@')[0] ?? '', 'Grace', 'Hopperfield']) {
      expect(raw.toLowerCase()).not.toContain(clear.toLowerCase());
    }
    const row = await auth.db
      .selectFrom('users')
      .select(['email_enc', 'name_enc'])
      .where('email_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(decryptJson(TEST_PROTECTION.keyring, row.name_enc)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopperfield',
    });
    expect(decryptJson(TEST_PROTECTION.keyring, row.email_enc)).toBe(body.email.toLowerCase());
  });

  it('keeps e-mails unique whatever their case', async () => {
    const email = testEmail('Case');
    await register(person(email));
    const res = await auth.post('register', person(email.toUpperCase()));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'An account with this email already exists.',
      code: 'CONFLICT',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('returns {token} for the right password, with any e-mail case', async () => {
    const body = person(testEmail());
    await register(body);
    const res = await auth.post('login', { email: body.email.toUpperCase(), password: body.password });
    expect(res.status).toBe(200);
    const { token } = loginResponseSchema.parse(await res.json());
    expect(auth.tokens.verify(token).email).toBe(body.email);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const body = person(testEmail());
    await register(body);
    const wrong = await auth.post('login', { email: body.email, password: 'wrong password' });
    const unknown = await auth.post('login', { email: testEmail('nobody'), password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: 'Invalid credentials. Please try again.', code: 'UNAUTHENTICATED' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it('rejects a body without a password', async () => {
    const res = await auth.post('login', { email: testEmail() });
    expect(res.status).toBe(400);
    expect((await readJson(res)).fields).toEqual(['password']);
  });
});

describe('POST /api/auth/refresh', () => {
  it('exchanges a valid token for a new one', async () => {
    const token = await register();
    const res = await auth.post('refresh', undefined, token);
    expect(res.status).toBe(200);
    const fresh = loginResponseSchema.parse(await res.json()).token;
    expect(auth.tokens.verify(fresh).sub).toBe(auth.tokens.verify(token).sub);
  });

  it('refreshes each token once; a second use revokes the whole chain', async () => {
    const first = await register();
    const refreshed = await auth.post('refresh', undefined, first);
    expect(refreshed.status).toBe(200);
    const second = loginResponseSchema.parse(await refreshed.json()).token;
    expect(auth.tokens.verify(second).fam).toBe(auth.tokens.verify(first).fam);
    // The stolen copy of the first token is presented again: refused…
    const replay = await auth.post('refresh', undefined, first);
    expect(replay.status).toBe(401);
    expect((await readJson(replay)).code).toBe('UNAUTHENTICATED');
    // …and the legitimate holder's newer token dies with the chain, for refresh and for any other call.
    expect((await auth.post('refresh', undefined, second)).status).toBe(401);
    const change = await auth.post(
      'change-password',
      { currentPassword: 'correct horse', newPassword: 'another password' },
      second,
    );
    expect(change.status).toBe(401);
    // Reported, so gateways can drop sockets opened with tokens of this chain.
    const { sub, fam } = auth.tokens.verify(first);
    expect(auth.revocations).toContainEqual({ userId: sub, family: fam });
  });

  it('refuses a token whose chain is no longer on record (fails closed, not open)', async () => {
    const token = await register();
    const { fam } = auth.tokens.verify(token);
    await sql`DELETE FROM token_families WHERE id = ${fam}`.execute(auth.db);
    const change = await auth.post(
      'change-password',
      { currentPassword: 'correct horse', newPassword: 'another password' },
      token,
    );
    expect(change.status).toBe(401);
  });

  it('lets only one of two parallel refreshes of the same token win', async () => {
    const token = await register();
    const replies = await Promise.all([
      auth.post('refresh', undefined, token),
      auth.post('refresh', undefined, token),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('keeps other sessions of the same user when one chain is revoked', async () => {
    const body = person();
    const chainA = await register(body);
    const login = await auth.post('login', { email: body.email, password: body.password });
    const chainB = loginResponseSchema.parse(await login.json()).token;
    await auth.post('refresh', undefined, chainA);
    expect((await auth.post('refresh', undefined, chainA)).status).toBe(401);
    expect((await auth.post('refresh', undefined, chainB)).status).toBe(200);
  });

  it('refuses missing, expired, wrongly signed, alg:none and exp-less tokens', async () => {
    const claims = auth.tokens.verify(await register());
    expect((await auth.post('refresh')).status).toBe(401);
    for (const [kind, token] of Object.entries(badTokens(claims))) {
      const res = await auth.post('refresh', undefined, token);
      expect(res.status, kind).toBe(401);
      expect((await readJson(res)).code, kind).toBe('UNAUTHENTICATED');
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the chain server-side: a copy of the token taken before logout is refused after it', async () => {
    const body = person();
    const token = await register(body);
    const other = loginResponseSchema.parse(
      await (await auth.post('login', { email: body.email, password: body.password })).json(),
    ).token;
    const res = await auth.post('logout', undefined, token);
    expect(res.status).toBe(200);
    // The stolen copy can neither be refreshed nor used for any other call.
    expect((await auth.post('refresh', undefined, token)).status).toBe(401);
    const change = await auth.post(
      'change-password',
      { currentPassword: body.password, newPassword: 'another password' },
      token,
    );
    expect(change.status).toBe(401);
    // Only this session ends: the same user signed in elsewhere keeps working.
    expect((await auth.post('refresh', undefined, other)).status).toBe(200);
    const { sub, fam } = auth.tokens.verify(token);
    expect(auth.revocations).toContainEqual({ userId: sub, family: fam });
    // Logging out twice (a second tab) is refused like any revoked token, not an error.
    expect((await auth.post('logout', undefined, token)).status).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, revokes older tokens and returns the SPEC message', async () => {
    const body = person(testEmail());
    const oldToken = await register(body);
    const res = await auth.post(
      'change-password',
      { currentPassword: body.password, newPassword: 'a new password' },
      oldToken,
    );
    expect(res.status).toBe(200);
    const json = await readJson<{ message: string; token: string }>(res);
    expect(json.message).toBe('Password updated successfully.');
    // Every gateway is told, so sockets opened with the old token close now.
    expect(auth.revocations).toContainEqual({ userId: auth.tokens.verify(oldToken).sub, version: 1 });
    expect((await auth.post('refresh', undefined, oldToken)).status).toBe(401);
    expect((await auth.post('refresh', undefined, json.token)).status).toBe(200);
    expect((await auth.post('login', { email: body.email, password: body.password })).status).toBe(401);
    expect((await auth.post('login', { email: body.email, password: 'a new password' })).status).toBe(200);
  });

  it('refuses a wrong current password, a weak new one and a missing token', async () => {
    const body = person(testEmail());
    const token = await register(body);
    const wrong = await auth.post(
      'change-password',
      { currentPassword: 'nope nope', newPassword: 'another one' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).fields).toEqual(['currentPassword']);
    const weak = await auth.post(
      'change-password',
      { currentPassword: body.password, newPassword: 'short' },
      token,
    );
    expect((await readJson(weak)).fields).toEqual(['newPassword']);
    const anonymous = await auth.post('change-password', {
      currentPassword: body.password,
      newPassword: 'another one',
    });
    expect(anonymous.status).toBe(401);
  });
});
