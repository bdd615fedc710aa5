import { readJson, testEmail, testQueuePrefix } from '@rb/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuth } from './authFixture';

const apps: Awaited<ReturnType<typeof startAuth>>[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function withAuth(options: Parameters<typeof startAuth>[0]) {
  const app = await startAuth(options);
  apps.push(app);
  return app;
}

const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

async function registered(auth: Awaited<ReturnType<typeof startAuth>>, password = 'the right one') {
  const email = testEmail();
  await auth.post('register', { firstName: 'A', lastName: 'B', email, password });
  return { email, password };
}

describe('login throttling', () => {
  it('does not count an attempt the database never judged (a 503) against the account', async () => {
    const keyPrefix = testQueuePrefix();
    const auth = await withAuth({ maxFailsPerAccountIp: 5, keyPrefix });
    const { email, password } = await registered(auth);
    // The same throttle, but its database refuses connections: every login is a 503.
    const down = await withAuth({ keyPrefix, databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    for (let i = 0; i < 6; i += 1) {
      expect((await down.post('login', { email, password }, undefined, fromIp('10.9.0.1'))).status).toBe(503);
    }
    expect((await auth.post('login', { email, password }, undefined, fromIp('10.9.0.1'))).status).toBe(200);
  });

  it('evaluates at most the limit of 40 parallel wrong passwords for one account', async () => {
    const auth = await withAuth({ maxFailsPerAccountIp: 5 });
    const { email } = await registered(auth);
    auth.checked.count = 0;
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        auth.post('login', { email, password: 'wrong guess' }, undefined, fromIp('10.1.0.1')),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    // The decisive figure: bcrypt ran only for the attempts the limit allowed.
    expect(auth.checked.count).toBe(5);
  });

  it('blocks an (account, IP) pair after repeated failures, with Retry-After, but not the owner elsewhere', async () => {
    const auth = await withAuth({ maxFailsPerAccountIp: 3 });
    const { email, password } = await registered(auth);
    for (let i = 0; i < 3; i++) {
      const res = await auth.post('login', { email, password: 'wrong guess' }, undefined, fromIp('10.0.0.1'));
      expect(res.status).toBe(401);
    }
    const blocked = await auth.post('login', { email, password }, undefined, fromIp('10.0.0.1'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(blocked)).code).toBe('RATE_LIMITED');
    // The attacker's address is blocked; the owner at home is not.
    const owner = await auth.post('login', { email, password }, undefined, fromIp('10.0.0.2'));
    expect(owner.status).toBe(200);
  });

  it('slows a distributed guess with growing account-wide delays, and lets the owner in from a known address', async () => {
    const auth = await withAuth({ maxFailsPerAccountIp: 100, backoffAfterFails: 2, backoffMaxSeconds: 30 });
    const { email, password } = await registered(auth);
    const home = fromIp('10.5.0.100');
    expect((await auth.post('login', { email, password }, undefined, home)).status).toBe(200);
    // Every guess from a fresh address: only the account-wide back-off can see them together.
    const guess = (i: number) =>
      auth.post('login', { email, password: 'wrong guess' }, undefined, fromIp(`10.5.1.${i}`));
    expect((await guess(1)).status).toBe(401);
    expect((await guess(2)).status).toBe(401);
    expect((await guess(3)).status).toBe(401); // the first delayed attempt opens a 1 s gate
    const delayed = await guess(4);
    expect(delayed.status).toBe(429);
    expect(Number(delayed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The owner's address skips the back-off: no one can lock them out from elsewhere.
    expect((await auth.post('login', { email, password }, undefined, home)).status).toBe(200);
  });

  it('lets one client address register only its daily allowance of accounts, even all at once', async () => {
    const auth = await withAuth({ registrationsPerAddress: 3 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        auth.post('register', {
          firstName: 'Pat',
          lastName: 'Lee',
          email: testEmail('burst'),
          password: 'a long password',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = answers.find((res) => res.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keys Redis by keyed hashes, never by the e-mail or the address', async () => {
    const auth = await withAuth({});
    const { email } = await registered(auth);
    await auth.post('login', { email, password: 'wrong guess' }, undefined, fromIp('10.7.7.7'));
    const keys = await auth.redis.keys(`${auth.keyPrefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain(email.split('@')[0]);
      expect(key).not.toContain('10.7.7.7');
    }
  });

  it('blocks a client IP guessing across accounts, and not other IPs', async () => {
    const auth = await withAuth({ maxFailsPerIp: 4, maxFailsPerAccountIp: 100 });
    for (let i = 0; i < 4; i++) {
      const res = await auth.post(
        'login',
        { email: testEmail(), password: 'guess' },
        undefined,
        fromIp('10.9.9.9'),
      );
      expect(res.status).toBe(401);
    }
    const blocked = await auth.post(
      'login',
      { email: testEmail(), password: 'guess' },
      undefined,
      fromIp('10.9.9.9'),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await auth.post(
      'login',
      { email: testEmail(), password: 'guess' },
      undefined,
      fromIp('10.9.9.8'),
    );
    expect(other.status).toBe(401);
  });

  it('counts wrong current passwords on change-password like failed logins: a token is no free guessing oracle', async () => {
    const auth = await withAuth({ maxFailsPerAccountIp: 3 });
    const email = testEmail();
    const password = 'the right one';
    const registration = await auth.post('register', { firstName: 'A', lastName: 'B', email, password });
    const { token } = (await readJson(registration)) as { token: string };
    const change = (currentPassword: string, ip: string) =>
      auth.post('change-password', { currentPassword, newPassword: 'a new password' }, token, fromIp(ip));
    for (let i = 0; i < 3; i++) expect((await change(`guess ${i}`, '10.7.0.1')).status).toBe(400);
    const blocked = await change(password, '10.7.0.1');
    expect(blocked.status).toBe(429);
    expect((await readJson(blocked)).code).toBe('RATE_LIMITED');
    // The same guesses also close the login from that address; the owner elsewhere is unaffected.
    expect((await auth.post('login', { email, password }, undefined, fromIp('10.7.0.1'))).status).toBe(429);
    expect((await change(password, '10.7.0.2')).status).toBe(200);
  });

  it('answers 503 quickly when PostgreSQL is unreachable', async () => {
    const auth = await withAuth({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const t0 = Date.now();
    const res = await auth.post('login', { email: testEmail(), password: 'whatever' });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });
});
