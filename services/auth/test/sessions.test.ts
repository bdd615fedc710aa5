import { loginResponseSchema, registerResponseSchema, sessionListResponseSchema } from '@rb/contracts';
import { readJson, testEmail } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './authFixture';

let auth: Awaited<ReturnType<typeof startAuth>>;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const LAPTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const get = (path: string, token: string) =>
  fetch(`${auth.url}/api/auth/${path}`, { headers: { authorization: `Bearer ${token}` } });

async function signedInTwice() {
  const email = testEmail('sessions');
  const password = 'correct horse';
  const registered = await auth.post(
    'register',
    { firstName: 'Sam', lastName: 'Session', email, password },
    undefined,
    { 'user-agent': LAPTOP },
  );
  const laptop = registerResponseSchema.parse(await registered.json()).token;
  const login = await auth.post('login', { email, password }, undefined, { 'user-agent': PHONE });
  const phone = loginResponseSchema.parse(await login.json()).token;
  return { laptop, phone };
}

describe('my sessions', () => {
  it('lists each signed-in device with its times, marking the one asking', async () => {
    const { laptop, phone } = await signedInTwice();
    const res = await get('sessions', laptop);
    expect(res.status).toBe(200);
    const { sessions } = sessionListResponseSchema.parse(await res.json());
    expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome 131 on Linux', true],
      ['Safari 17 on iOS', false],
    ]);
    // Last seen moves with a refresh.
    const before = sessions.find((s) => !s.current)?.lastSeenAt ?? '';
    expect((await auth.post('refresh', undefined, phone)).status).toBe(200);
    const after = sessionListResponseSchema.parse(await (await get('sessions', laptop)).json());
    expect(Date.parse(after.sessions.find((s) => !s.current)?.lastSeenAt ?? '')).toBeGreaterThan(
      Date.parse(before),
    );
    // The row keeps the label, never the user agent.
    const stored = await auth.db.selectFrom('token_families').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('AppleWebKit');
  });

  it('signs another session out: its chain is revoked, its sockets told, this one untouched', async () => {
    const { laptop, phone } = await signedInTwice();
    const { sessions } = sessionListResponseSchema.parse(await (await get('sessions', laptop)).json());
    const other = sessions.find((s) => !s.current);
    const res = await auth.post(`sessions/${other?.id}/revoke`, undefined, laptop);
    expect(res.status).toBe(200);
    expect((await auth.post('refresh', undefined, phone)).status).toBe(401);
    const userId = auth.tokens.verify(laptop).sub;
    expect(auth.revocations).toContainEqual({ userId, family: other?.id });
    const left = sessionListResponseSchema.parse(await (await get('sessions', laptop)).json());
    expect(left.sessions.map((s) => s.current)).toEqual([true]);
    const audit = await auth.db
      .selectFrom('audit_log')
      .select(['event', 'details'])
      .where('actor_id', '=', userId)
      .where('event', '=', 'session-revoke')
      .execute();
    expect(audit).toEqual([{ event: 'session-revoke', details: { session: other?.id } }]);
  });

  it("is a 404 for another user's session, an unknown one, one already ended and a malformed id", async () => {
    const mine = await signedInTwice();
    const theirs = await signedInTwice();
    const { sessions } = sessionListResponseSchema.parse(await (await get('sessions', theirs.laptop)).json());
    const foreign = sessions[0]?.id;
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const res = await auth.post(`sessions/${id}/revoke`, undefined, mine.laptop);
      expect(res.status).toBe(404);
      expect((await readJson(res)).error).toBe('Session not found. It may have signed out already.');
    }
    expect((await auth.post('refresh', undefined, theirs.laptop)).status).toBe(200);
    const own = sessionListResponseSchema.parse(await (await get('sessions', mine.laptop)).json());
    const phone = own.sessions.find((s) => !s.current)?.id;
    expect((await auth.post(`sessions/${phone}/revoke`, undefined, mine.laptop)).status).toBe(200);
    expect((await auth.post(`sessions/${phone}/revoke`, undefined, mine.laptop)).status).toBe(404);
  });
});
