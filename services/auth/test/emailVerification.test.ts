import { accountStatusResponseSchema, registerResponseSchema } from '@rb/contracts';
import { testEmail } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startAuth } from './authFixture';

let auth: Awaited<ReturnType<typeof startAuth>>;
beforeAll(async () => {
  auth = await startAuth({ mailPerAddress: 2 });
});
afterAll(() => auth.close());

async function register(email = testEmail('verify')) {
  const res = await auth.post('register', {
    firstName: 'Vera',
    lastName: 'Verify',
    email,
    password: 'correct horse',
  });
  expect(res.status).toBe(201);
  return { email, token: registerResponseSchema.parse(await res.json()).token };
}

const linkToken = (text: string, page: string) =>
  text.match(new RegExp(`${PUBLIC_URL}/${page}#token=([\\w-]+)`))?.[1] ?? '';

async function verified(token: string) {
  const res = await fetch(`${auth.url}/api/auth/account`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return accountStatusResponseSchema.parse(await res.json()).emailVerified;
}

describe('e-mail verification', () => {
  it('mails a link at registration; opening it once verifies the address', async () => {
    const { email, token: session } = await register();
    expect(await verified(session)).toBe(false);
    const mail = await auth.mailTo(email, /Verify your/);
    const token = linkToken(mail.text, 'verify-email');
    expect(token).toHaveLength(43);

    const res = await auth.post('verify-email', { token });
    expect(res.status).toBe(200);
    expect(await verified(session)).toBe(true);
    // Single-use: the link again is a clear 400 naming the token.
    const again = await auth.post('verify-email', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'VALIDATION', fields: ['token'] });

    const userId = auth.tokens.verify(session).sub;
    const audit = await auth.db
      .selectFrom('audit_log')
      .select(['outcome'])
      .where('actor_id', '=', userId)
      .where('event', '=', 'email-verify')
      .execute();
    expect(audit).toEqual([{ outcome: 'success' }]);
    // Verified already: a resend sends nothing.
    const before = auth.mailbox.messages().length;
    const resend = await auth.post('resend-verification', undefined, session);
    expect(await resend.json()).toEqual({ message: 'Your e-mail address is verified already.' });
    expect(auth.mailbox.messages()).toHaveLength(before);
  });

  it('resends a new link on request, limited per address; an expired link is refused', async () => {
    const { email, token: session } = await register();
    const first = linkToken((await auth.mailTo(email, /Verify your/)).text, 'verify-email');
    await auth.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', auth.tokens.verify(session).sub)
      .execute();
    const expired = await auth.post('verify-email', { token: first });
    expect(expired.status).toBe(400);

    const resent = await auth.post('resend-verification', undefined, session);
    expect(resent.status).toBe(202);
    let second = '';
    while (!second || second === first) {
      const newest = auth.mailbox.messages().find((m) => m.to.includes(email.toLowerCase()));
      second = linkToken(newest?.text ?? '', 'verify-email');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await auth.post('verify-email', { token: second })).status).toBe(200);
    expect(await verified(session)).toBe(true);
  });

  it('limits resends per address, needs a session, and refuses bad tokens with a 400', async () => {
    const { token: session } = await register();
    expect((await auth.post('resend-verification', undefined, session)).status).toBe(202);
    expect((await auth.post('resend-verification', undefined, session)).status).toBe(202);
    expect((await auth.post('resend-verification', undefined, session)).status).toBe(429);
    expect((await auth.post('resend-verification')).status).toBe(401);
    for (const body of [{ token: 'x' }, {}, { token: 'a'.repeat(43), extra: true }]) {
      expect((await auth.post('verify-email', body)).status).toBe(400);
    }
  });

  it('a password reset through the mailed link verifies the address too', async () => {
    const { email, token: session } = await register();
    await auth.post('forgot-password', { email });
    const reset = linkToken((await auth.mailTo(email, /Reset your/)).text, 'reset-password');
    // A reset token is no verification token (and trying it does not spend it).
    expect((await auth.post('verify-email', { token: reset })).status).toBe(400);
    expect((await auth.post('reset-password', { token: reset, newPassword: 'battery staple' })).status).toBe(
      200,
    );
    const login = await auth.post('login', { email, password: 'battery staple' });
    const fresh = ((await login.json()) as { token: string }).token;
    expect(await verified(fresh)).toBe(true);
    expect(session).not.toBe(fresh);
  });
});
