import { LEGAL_VERSION, legalLogsResponseSchema } from '@rb/contracts';
import { createDb, createLogger, createTokenService, type Database, encryptJson } from '@rb/kit';
import {
  badTokens,
  createTestDatabase,
  insertTestUser,
  readJson,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  type TestDatabase,
} from '@rb/kit/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from '../src/app';

const tokens = createTokenService(TEST_JWT_SECRET);
let app: StartedApp;
let database: TestDatabase;
let db: Kysely<Database>;

/** Its own database: the log is global, and other test files write acceptances concurrently. */
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { max: 4 });
  app = await startApp(
    createAdminApp({
      db,
      tokens,
      protection: TEST_PROTECTION,
      logger: createLogger('admin-test'),
      ready: async () => {},
    }),
  );
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  await database.drop();
});

const logs = (token?: string, query = '') =>
  fetch(`${app.url}/api/admin/legal-logs${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function accept(userId: string, email: string, documents: string[]) {
  for (const document of documents) {
    await db
      .insertInto('legal_acceptances')
      .values({
        user_id: userId,
        username: email,
        document,
        version: LEGAL_VERSION,
        client: encryptJson(TEST_PROTECTION.keyring, { ip: '127.0.0.1', userAgent: 'test' }),
        document_sha256: 'a'.repeat(64),
      })
      .execute();
  }
}

describe('GET /api/admin/legal-logs', () => {
  it('lists acceptances newest first in the SPEC shape, page by page', async () => {
    const admin = await insertTestUser(db, tokens, 'admin');
    const user = await insertTestUser(db, tokens);
    await accept(user.id, user.email, ['tos', 'privacy', 'disclaimer', 'eula']);

    const res = await logs(admin.token, '?limit=2');
    expect(res.status).toBe(200);
    const page = legalLogsResponseSchema.parse(await res.json());
    expect(page.logs.map((l) => l.document)).toEqual(['eula', 'disclaimer']);
    expect(page.logs[0]).toEqual({
      userId: user.id,
      username: user.email,
      document: 'eula',
      version: LEGAL_VERSION,
      acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    });
    expect(page.nextBefore).toBe(page.logs[1]?.acceptedAt);

    const next = legalLogsResponseSchema.parse(
      await (await logs(admin.token, `?limit=2&before=${page.nextBefore}`)).json(),
    );
    expect(next.logs.map((l) => l.document)).toEqual(['privacy', 'tos']);
  });

  it('refuses a user token with 403 and bad or missing tokens with 401', async () => {
    const user = await insertTestUser(db, tokens);
    const forbidden = await logs(user.token);
    expect(forbidden.status).toBe(403);
    expect((await readJson(forbidden)).code).toBe('FORBIDDEN');
    expect((await logs()).status).toBe(401);
    const admin = await insertTestUser(db, tokens, 'admin');
    for (const [kind, token] of Object.entries(badTokens(tokens.verify(admin.token)))) {
      expect((await logs(token)).status, kind).toBe(401);
    }
  });

  it('takes the role from the database, not from the token', async () => {
    const user = await insertTestUser(db, tokens);
    // Signed with the real secret in the user's own live chain: only the role claim lies.
    const { fam } = tokens.verify(user.token);
    const forged = tokens.sign({ sub: user.id, role: 'admin', email: user.email, ver: 0, fam });
    expect((await logs(forged)).status).toBe(403);
  });

  it('validates limit and before', async () => {
    const admin = await insertTestUser(db, tokens, 'admin');
    const res = await logs(admin.token, '?limit=0&before=yesterday');
    expect(res.status).toBe(400);
    expect((await readJson(res)).fields).toEqual(expect.arrayContaining(['limit', 'before']));
  });
});
