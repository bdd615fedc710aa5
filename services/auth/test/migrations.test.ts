import {
  createDataProtection,
  createDb,
  decryptJson,
  emailLookupHash,
  loadConfig,
  migrateService,
} from '@rb/kit';
import { createTestDatabase, type TestDatabase } from '@rb/kit/testing';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations';

let database: TestDatabase | undefined;
afterAll(() => database?.drop());

describe('auth migrations', () => {
  it('seals the e-mail and names of users registered before encryption, keeping them findable', async () => {
    // The schema as it was before 20261122000400, with one user in clear.
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '20261122000400'));
    database = await createTestDatabase({ migrations: [{ service: 'auth', migrations: before }] });
    const db = createDb(database.url, { max: 1 });
    try {
      await sql`insert into users (email, first_name, last_name, password_hash)
        values ('old.user@example.test', 'Ada', 'Byron', '!')`.execute(db);
      await migrateService(db, 'auth', migrations);

      const { rows } = await sql<{ raw: string }>`select row_to_json(u)::text as raw from users u`.execute(
        db,
      );
      expect(rows).toHaveLength(1);
      for (const clear of ['old.user', 'Ada', 'Byron']) expect(rows[0]?.raw).not.toContain(clear);

      // The migration sealed with this process's configured keys, as every service will read them.
      const { keyring, hash } = createDataProtection(loadConfig<Record<never, never>>());
      const row = await db
        .selectFrom('users')
        .select(['email_enc', 'name_enc'])
        .where('email_hash', '=', emailLookupHash(hash, 'Old.User@example.test'))
        .executeTakeFirstOrThrow();
      expect(decryptJson(keyring, row.email_enc)).toBe('old.user@example.test');
      expect(decryptJson(keyring, row.name_enc)).toEqual({ firstName: 'Ada', lastName: 'Byron' });
      // Accounts from before verification keep their AI allowance: verified as of their creation.
      const verified = await db
        .selectFrom('users')
        .select(['created_at', 'email_verified_at'])
        .executeTakeFirstOrThrow();
      expect(verified.email_verified_at).toEqual(verified.created_at);
    } finally {
      await db.destroy();
    }
  });
});
