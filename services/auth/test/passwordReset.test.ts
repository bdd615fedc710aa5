import { registerResponseSchema } from '@rb/contracts';
import { testEmail } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startAuth } from './authFixture';

let auth: Awaited<ReturnType<typeof startAuth>>;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const PASSWORD = 'correct horse';
const NEW_PASSWORD = 'battery staple';

async function register(email = testEmail('reset')) {
  const res = await auth.post('register', {
    firstName: 'Rita',
    lastName: 'Reset',
    email,
    password: PASSWORD,
  });
  return { email, token: registerResponseSchema.parse(await res.json()).token };
}

/** The token in the link of the newest reset mail to `email`. */
async function mailedResetToken(email: string) {
  const mail = await auth.mailTo(email, /Reset your/);
  const link = mail.text.match(new RegExp(`${PUBLIC_URL}/reset-password#token=([\\w-]+)`));
  expect(link, mail.text).not.toBeNull();
  return link?.[1] ?? '';
}

const login = (email: string, password: string) => auth.post('login', { email, password });

describe('forgotten password', () => {
  it('mails a single-use link; the reset changes the password and signs every session out', async () => {
    const { email, token: session } = await register();
    const asked = await auth.post('forgot-password', { email: email.toUpperCase() });
    expect(asked.status).toBe(202);
    const token = await mailedResetToken(email);

    const reset = await auth.post('reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({
      message: 'Your password has been reset. Please log in with your new password.',
    });
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    // The session from before the reset is over: refused, its chain revoked, its sockets told.
    expect((await auth.post('refresh', undefined, session)).status).toBe(401);
    const user = await auth.db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('id', '=', auth.tokens.verify(session).sub)
      .executeTakeFirstOrThrow();
    expect(auth.revocations).toContainEqual({ userId: user.id, version: user.token_version });
    const live = await auth.db
      .selectFrom('token_families')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1); // the login just now
    // Used once: the same link again is a clear 400 naming the token.
    const again = await auth.post('reset-password', { token, newPassword: 'another password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'VALIDATION', fields: ['token'] });

    const audit = await auth.db
      .selectFrom('audit_log')
      .select(['event', 'outcome'])
      .where('actor_id', '=', user.id)
      .where('event', 'in', ['password-reset-request', 'password-reset'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { event: 'password-reset-request', outcome: 'success' },
      { event: 'password-reset', outcome: 'success' },
    ]);
  });

  it('answers an unknown address exactly as a registered one, in similar time, and mails nothing', async () => {
    const { email } = await register();
    const unknown = testEmail('nobody');
    const timed = async (address: string) => {
      const started = performance.now();
      const res = await auth.post('forgot-password', { email: address });
      return { ms: performance.now() - started, status: res.status, body: await res.json() };
    };
    const known = [];
    const stranger = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(email));
      stranger.push(await timed(unknown));
    }
    expect(stranger[0]?.status).toBe(known[0]?.status);
    expect(stranger[0]?.body).toEqual(known[0]?.body);
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[2] ?? 0;
    // Mail leaves after the reply, so the registered address does not answer later by SMTP's time.
    expect(Math.abs(median(known) - median(stranger))).toBeLessThan(25);
    await auth.mailTo(email, /Reset your/);
    expect(auth.mailbox.messages().some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('keeps only a hash of the token, refuses an expired one, and ends older links with a reset', async () => {
    const { email, token: session } = await register();
    await auth.post('forgot-password', { email });
    const first = await mailedResetToken(email);
    const stored = await auth.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(first);

    await auth.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', auth.tokens.verify(session).sub)
      .execute();
    const expired = await auth.post('reset-password', { token: first, newPassword: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: string }).error).toBe(
      'This reset link is invalid, has expired or was used already. Please ask for a new one.',
    );

    const before = auth.mailbox.messages().filter((m) => /Reset your/.test(m.subject)).length;
    await auth.post('forgot-password', { email });
    await auth.post('forgot-password', { email });
    while (auth.mailbox.messages().filter((m) => /Reset your/.test(m.subject)).length < before + 2)
      await new Promise((r) => setTimeout(r, 50));
    const [newest, older] = auth.mailbox
      .messages()
      .filter((m) => m.to.includes(email.toLowerCase()) && /Reset your/.test(m.subject));
    const tokenOf = (text = '') => text.match(/#token=([\w-]+)/)?.[1] ?? '';
    expect(
      (await auth.post('reset-password', { token: tokenOf(newest?.text), newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
    expect(
      (await auth.post('reset-password', { token: tokenOf(older?.text), newPassword: NEW_PASSWORD })).status,
    ).toBe(400);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [unknown, string][] = [
      [{ token: 'short', newPassword: NEW_PASSWORD }, 'token'],
      [{ token: 'a'.repeat(43), newPassword: 'short' }, 'newPassword'],
      [{ token: 'a'.repeat(43), newPassword: NEW_PASSWORD, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await auth.post('reset-password', body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { code: string; fields?: string[] };
      expect(answer.code).toBe('VALIDATION');
      if (field) expect(answer.fields).toContain(field);
    }
    const notAnAddress = await auth.post('forgot-password', { email: 'not an address' });
    expect(notAnAddress.status).toBe(400);
    expect(((await notAnAddress.json()) as { fields: string[] }).fields).toEqual(['email']);
    // A well-formed token nobody was sent.
    const unknown = await auth.post('reset-password', { token: 'b'.repeat(43), newPassword: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
  });
});

describe('reset requests are limited', () => {
  let limited: Awaited<ReturnType<typeof startAuth>>;
  beforeAll(async () => {
    limited = await startAuth({ mailPerAddress: 2, mailPerIp: 4 });
  });
  afterAll(() => limited.close());

  it('per address (registered or not) and per client address, with Retry-After', async () => {
    const address = testEmail('flood');
    for (let i = 0; i < 2; i++)
      expect((await limited.post('forgot-password', { email: address })).status).toBe(202);
    const third = await limited.post('forgot-password', { email: address });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other addresses from the same client, up to its own limit.
    expect((await limited.post('forgot-password', { email: testEmail('other') })).status).toBe(202);
    expect((await limited.post('forgot-password', { email: testEmail('other') })).status).toBe(429);
  });
});
