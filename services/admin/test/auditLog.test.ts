import {
  createAuthApp,
  createChallengeStore,
  createLoginThrottle,
  createPasswords,
  unsentMailer,
} from '@rb/auth';
import { auditLogResponseSchema, LOG_BROWSE_ROWS_PER_HOUR, LOG_SCREEN_ROWS } from '@rb/contracts';
import {
  createDb,
  createLogger,
  createRedis,
  createTokenService,
  type Database,
  pruneAuditLog,
  truncateIp,
} from '@rb/kit';
import {
  createTestDatabase,
  insertTestUser,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  type TestDatabase,
  testEmail,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from '../src/app';
import { createLogReadTally } from '../src/logReads';

const tokens = createTokenService(TEST_JWT_SECRET);
const redis = createRedis(testRedisUrl());
const logger = createLogger('audit-test', 'silent');
let admin: StartedApp;
let auth: StartedApp;
let database: TestDatabase;
let db: Kysely<Database>;

/** Its own database: the log is global and the prune test removes rows. */
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { max: 4 });
  admin = await startApp(
    createAdminApp({
      db,
      tokens,
      protection: TEST_PROTECTION,
      logger,
      logReads: createLogReadTally(redis, testQueuePrefix()),
      ready: async () => {},
    }),
  );
  auth = await startApp(
    createAuthApp({
      db,
      tokens,
      protection: TEST_PROTECTION,
      passwords: await createPasswords(10),
      throttle: createLoginThrottle({
        redis,
        keyPrefix: testQueuePrefix(),
        hash: TEST_PROTECTION.hash,
        maxFailsPerAccountIp: 5,
        maxFailsPerIp: 50,
        windowSeconds: 60,
        backoffAfterFails: 10,
        backoffMaxSeconds: 60,
      }),
      logger,
      // Not exercised here: these tests send no mail.
      mailer: unsentMailer(logger),
      publicUrl: 'http://localhost',
      challenges: createChallengeStore(redis, testQueuePrefix()),
      // Not exercised here: these tests delete no account.
      eraseFromRedis: async () => ({ jobs: 0, stillRunning: 0, keys: 0 }),
      ready: async () => {},
    }),
  );
});
afterAll(async () => {
  await auth.close();
  await admin.close();
  await db.destroy();
  await database.drop();
  redis.disconnect();
});

const auditLog = (token?: string, query = '') =>
  fetch(`${admin.url}/api/admin/audit-log${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('audit log', () => {
  it('refuses requests without a token (401) and from users (403)', async () => {
    expect((await auditLog()).status).toBe(401);
    const user = await insertTestUser(db, tokens, 'user');
    const refused = await auditLog(user.token);
    expect(refused.status).toBe(403);
  });

  it('records sign-ins and password changes with a truncated address, filterable by user and event', async () => {
    const email = testEmail('audit');
    const registered = await post('/api/auth/register', {
      firstName: 'Audit',
      lastName: 'Test',
      email,
      password: 'right password',
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const userId = tokens.verify(token).sub;

    const v4 = { 'x-forwarded-for': '203.0.113.77' };
    expect((await post('/api/auth/login', { email, password: 'wrong password' }, v4)).status).toBe(401);
    const v6 = { 'x-forwarded-for': '2001:db8:abcd:12::1' };
    expect((await post('/api/auth/login', { email, password: 'right password' }, v6)).status).toBe(200);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: 'right password', newPassword: 'another password' },
      { authorization: `Bearer ${token}` },
    );
    expect(changed.status).toBe(200);

    const root = await insertTestUser(db, tokens, 'admin');
    const res = await auditLog(root.token, `?user=${userId}`);
    expect(res.status).toBe(200);
    const { entries } = auditLogResponseSchema.parse(await res.json());
    expect(entries.map((e) => [e.event, e.outcome, e.ip])).toEqual([
      ['password-change', 'success', '127.0.0.0'],
      ['sign-in', 'success', '2001:db8:abcd::'],
      ['sign-in', 'failure', '203.0.113.0'],
    ]);
    expect(entries[2]?.details).toEqual({ reason: 'wrong-password' });
    // The list shows whose record it is by e-mail, opened from the account…
    expect(entries.map((e) => e.actorEmail)).toEqual([email, email, email]);
    // …while the stored records hold nothing personal: no e-mail anywhere.
    const stored = await db.selectFrom('audit_log').selectAll().where('actor_id', '=', userId).execute();
    expect(stored).toHaveLength(3);
    expect(JSON.stringify(stored)).not.toContain(email);
    // The filter takes the e-mail as well as the id, in any case; an unknown address matches nothing.
    const byEmail = auditLogResponseSchema.parse(
      await (await auditLog(root.token, `?user=${encodeURIComponent(email.toUpperCase())}`)).json(),
    );
    expect(byEmail.entries.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    const nobody = await auditLog(root.token, `?user=${encodeURIComponent(testEmail('nobody'))}`);
    expect(auditLogResponseSchema.parse(await nobody.json()).entries).toEqual([]);
    expect((await auditLog(root.token, '?user=not-an-id-or-address')).status).toBe(400);
    // An export filtered by e-mail is recorded with the id it resolved to, never the address.
    expect((await auditLog(root.token, `?user=${encodeURIComponent(email)}&export=csv`)).status).toBe(200);
    const recorded = await db
      .selectFrom('audit_log')
      .select('details')
      .where('actor_id', '=', root.id)
      .where('event', '=', 'admin-export')
      .execute();
    // (An export also records how many rows it read: the bulk-read rule counts exports by what they read.)
    expect(recorded.map((r) => r.details)).toEqual([
      { log: 'audit-log', format: 'csv', user: userId, rows: expect.any(Number) },
    ]);
    expect(JSON.stringify(recorded)).not.toContain(email);

    const signIns = auditLogResponseSchema.parse(
      await (await auditLog(root.token, `?user=${userId}&event=sign-in&limit=1`)).json(),
    );
    expect(signIns.entries.map((e) => e.outcome)).toEqual(['success']);
    const next = auditLogResponseSchema.parse(
      await (
        await auditLog(root.token, `?user=${userId}&event=sign-in&limit=1&before=${signIns.nextBefore}`)
      ).json(),
    );
    expect(next.entries.map((e) => e.outcome)).toEqual(['failure']);
    expect((await auditLog(root.token, '?event=nonsense')).status).toBe(400);
  });

  it('records the reuse of a refresh token', async () => {
    const registered = await post('/api/auth/register', {
      firstName: 'Reuse',
      lastName: 'Test',
      email: testEmail('reuse'),
      password: 'right password',
    });
    const { token } = (await registered.json()) as { token: string };
    const userId = tokens.verify(token).sub;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await post('/api/auth/refresh', undefined, bearer)).status).toBe(200);
    expect((await post('/api/auth/refresh', undefined, bearer)).status).toBe(401);
    const root = await insertTestUser(db, tokens, 'admin');
    const { entries } = auditLogResponseSchema.parse(
      await (await auditLog(root.token, `?user=${userId}&event=token-refresh-reuse`)).json(),
    );
    expect(entries.map((e) => [e.event, e.outcome])).toEqual([['token-refresh-reuse', 'failure']]);
  });

  it('records each export of the legal log and the audit log once: who, which log, format and filters', async () => {
    const root = await insertTestUser(db, tokens, 'admin');
    const get = (path: string) =>
      fetch(`${admin.url}${path}`, { headers: { authorization: `Bearer ${root.token}` } });
    const exports = () =>
      db
        .selectFrom('audit_log')
        .select(['event', 'outcome', 'details'])
        .where('actor_id', '=', root.id)
        .orderBy('id')
        .execute();

    // Browsing the first screen is not exporting; an export's first page is, with the rows it read.
    expect((await get('/api/admin/audit-log?event=sign-in&limit=100')).status).toBe(200);
    expect((await get('/api/admin/audit-log?event=sign-in&export=csv')).status).toBe(200);
    expect((await get('/api/admin/legal-logs?limit=1000&export=json')).status).toBe(200);
    expect((await get('/api/admin/legal-logs?export=xml')).status).toBe(400);

    expect(await exports()).toEqual([
      {
        event: 'admin-export',
        outcome: 'success',
        details: { log: 'audit-log', format: 'csv', event: 'sign-in', rows: expect.any(Number) },
      },
      {
        event: 'admin-export',
        outcome: 'success',
        details: { log: 'legal-log', format: 'json', rows: expect.any(Number) },
      },
    ]);
    // A user cannot even ask: refused before anything is read or recorded.
    const user = await insertTestUser(db, tokens, 'user');
    const refused = await fetch(`${admin.url}/api/admin/legal-logs?export=csv`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(refused.status).toBe(403);
    expect(await db.selectFrom('audit_log').select('id').where('actor_id', '=', user.id).execute()).toEqual(
      [],
    );
  });

  it('records a bulk read as an export by what it read, whatever the client says', async () => {
    const root = await insertTestUser(db, tokens, 'admin');
    const get = (path: string) =>
      fetch(`${admin.url}${path}`, { headers: { authorization: `Bearer ${root.token}` } });
    const recorded = () =>
      db
        .selectFrom('audit_log')
        .select(['event', 'details'])
        .where('actor_id', '=', root.id)
        .where('event', '=', 'admin-export')
        .orderBy('id')
        .execute();
    await sql`insert into audit_log (at, event, outcome)
      select now() - make_interval(secs => i), 'sign-in', 'failure' from generate_series(1, 150) as i`.execute(
      db,
    );

    // No `export=`: 1,000 rows asked for, more than a screen read, and every later page.
    const bulk = await get('/api/admin/audit-log?limit=1000&event=sign-in');
    const { entries, nextBefore } = (await bulk.json()) as { entries: unknown[]; nextBefore: string | null };
    expect(entries.length).toBeGreaterThan(100);
    const screen = await get('/api/admin/audit-log?limit=50&event=sign-in');
    const cursor = ((await screen.json()) as { nextBefore: string }).nextBefore;
    expect(
      (await get(`/api/admin/audit-log?limit=50&event=sign-in&before=${encodeURIComponent(cursor)}`)).status,
    ).toBe(200);
    expect(nextBefore).toBeNull();

    expect(await recorded()).toEqual([
      { event: 'admin-export', details: { log: 'audit-log', event: 'sign-in', rows: entries.length } },
      { event: 'admin-export', details: { log: 'audit-log', event: 'sign-in', rows: 50, before: cursor } },
    ]);
  });

  it('records a log walked a screen at a time by its `to` filter once the hour holds more than browsing', async () => {
    const root = await insertTestUser(db, tokens, 'admin');
    const get = async (path: string) =>
      (await (
        await fetch(`${admin.url}${path}`, { headers: { authorization: `Bearer ${root.token}` } })
      ).json()) as { entries: { at: string }[] };
    await sql`insert into audit_log (at, event, outcome)
      select now() - interval '1 hour' - make_interval(secs => i), 'password-change', 'failure'
      from generate_series(1, 1000) as i`.execute(db);
    // Ten screens, each a "first" page of a narrower `to`: no cursor, no export=, a screen each.
    let to = new Date().toISOString();
    let read = 0;
    for (let screen = 0; screen < 10; screen++) {
      const { entries } = await get(
        `/api/admin/audit-log?limit=${LOG_SCREEN_ROWS}&event=password-change&to=${encodeURIComponent(to)}`,
      );
      expect(entries).toHaveLength(LOG_SCREEN_ROWS);
      read += entries.length;
      to = new Date(Date.parse(entries.at(-1)?.at ?? '') - 1).toISOString();
    }
    expect(read).toBe(1000);
    const recorded = await db
      .selectFrom('audit_log')
      .select(['details'])
      .where('actor_id', '=', root.id)
      .where('event', '=', 'admin-export')
      .execute();
    // The screens past the hour's browsing, each with what it read.
    expect(recorded).toHaveLength((1000 - LOG_BROWSE_ROWS_PER_HOUR) / LOG_SCREEN_ROWS);
    for (const { details } of recorded)
      expect(details).toMatchObject({ log: 'audit-log', event: 'password-change', rows: LOG_SCREEN_ROWS });
  });

  it('cannot be updated, deleted or truncated; only the prune removes rows past the retention', async () => {
    await sql`insert into audit_log (at, event, outcome) values (now() - interval '400 days', 'sign-in', 'failure')`.execute(
      db,
    );
    await expect(sql`update audit_log set outcome = 'success'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(db)).rows[0]?.n);
    const before = await count();
    expect(await pruneAuditLog(db, 365)).toBe(1);
    expect(await count()).toBe(before - 1);
    // The prune's permission ends with it.
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('truncates addresses to their network', () => {
    expect(truncateIp('198.51.100.23')).toBe('198.51.100.0');
    expect(truncateIp('::ffff:198.51.100.23')).toBe('198.51.100.0');
    expect(truncateIp('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::');
    expect(truncateIp('not an address')).toBeNull();
    expect(truncateIp(undefined)).toBeNull();
  });
});
