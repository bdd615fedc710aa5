import { readJson, testEmail } from '@rb/kit/testing';
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

describe('login throttling', () => {
  it('blocks an account after repeated failures, with Retry-After, even for the right password', async () => {
    const auth = await withAuth({ maxFailsPerAccount: 3 });
    const email = testEmail();
    const password = 'the right one';
    await auth.post('register', { firstName: 'A', lastName: 'B', email, password });
    for (let i = 0; i < 3; i++) {
      // Different IPs: the per-account counter must catch a distributed guess.
      expect(
        (await auth.post('login', { email, password: 'wrong guess' }, undefined, fromIp(`10.0.0.${i}`)))
          .status,
      ).toBe(401);
    }
    const blocked = await auth.post('login', { email, password }, undefined, fromIp('10.0.1.1'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(blocked)).code).toBe('RATE_LIMITED');
  });

  it('blocks a client IP guessing across accounts, and not other IPs', async () => {
    const auth = await withAuth({ maxFailsPerIp: 4, maxFailsPerAccount: 100 });
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

  it('answers 503 quickly when PostgreSQL is unreachable', async () => {
    const auth = await withAuth({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const t0 = Date.now();
    const res = await auth.post('login', { email: testEmail(), password: 'whatever' });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });
});
