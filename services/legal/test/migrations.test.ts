import { createDb, createKeyring, decryptJson, type Envelope, loadConfig, migrateService } from '@rb/kit';
import { createTestDatabase, type TestDatabase, testEmail, testUserColumns } from '@rb/kit/testing';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServiceMigrations } from '../../../scripts/serviceMigrations';
import { migrations } from '../src/migrations';

let database: TestDatabase | undefined;
afterAll(() => database?.drop());

describe('legal migrations', () => {
  it('seals the address and user agent of acceptances recorded in clear, and stays append-only', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '20261122000500'));
    // Users come from the auth service's own migrations (read the way every test database is made).
    const auth = (await loadServiceMigrations()).filter((set) => set.service === 'auth');
    database = await createTestDatabase({ migrations: [...auth, { service: 'legal', migrations: before }] });
    const db = createDb(database.url, { max: 1 });
    try {
      const email = testEmail('legal-old');
      const user = await db
        .insertInto('users')
        .values(testUserColumns(email))
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into legal_acceptances (user_id, username, document, version, ip, user_agent, document_sha256)
        values (${user.id}, ${email}, 'tos', '2025-03-26', '203.0.113.9', 'OldBrowser/1.0', ${'b'.repeat(64)})`.execute(
        db,
      );
      await migrateService(db, 'legal', migrations);

      const { rows } = await sql<{ raw: string; client: Envelope }>`
        select row_to_json(l)::text as raw, client from legal_acceptances l`.execute(db);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.raw).not.toContain('203.0.113.9');
      expect(rows[0]?.raw).not.toContain('OldBrowser');
      const keyring = createKeyring(loadConfig<Record<never, never>>());
      expect(decryptJson(keyring, rows[0]?.client as Envelope)).toEqual({
        ip: '203.0.113.9',
        userAgent: 'OldBrowser/1.0',
      });
      await expect(sql`update legal_acceptances set document = 'x'`.execute(db)).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await db.destroy();
    }
  });
});
