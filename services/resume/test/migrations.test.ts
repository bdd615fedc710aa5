import { createDb, createTokenService, migrateService } from '@rb/kit';
import { createTestDatabase, insertTestUser, TEST_JWT_SECRET, type TestDatabase } from '@rb/kit/testing';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations';

let database: TestDatabase | undefined;
afterAll(() => database?.drop());

describe('resume migrations', () => {
  it('numbers the versions enhancement kept and adds each resume’s current content as its newest', async () => {
    // The run's migrated database, taken back to before 003 (each later migration's own down).
    database = await createTestDatabase();
    const db = createDb(database.url, { max: 1 });
    try {
      const later = Object.keys(migrations)
        .filter((name) => name >= '20261122000800')
        .sort()
        .reverse();
      for (const name of later) await migrations[name]?.down?.(db);
      await sql`delete from kysely_migration_resume where name >= '20261122000800'`.execute(db);
      const user = await insertTestUser(db, createTokenService(TEST_JWT_SECRET), 'user', 'migrate');
      // Sealed content is copied as is (never opened), so any envelope-shaped JSON stands in for it here.
      const sealed = (label: string) => sql`${JSON.stringify({ label })}::jsonb`;
      const enhanced = await sql<{ id: string }>`insert into resumes (user_id, key_id, content)
        values (${user.id}, 'k1', ${sealed('enhanced twice, now')}) returning id`.execute(db);
      const plain = await sql<{ id: string }>`insert into resumes (user_id, key_id, content)
        values (${user.id}, 'k1', ${sealed('never enhanced')}) returning id`.execute(db);
      const enhancedId = enhanced.rows[0]?.id;
      await sql`insert into resume_versions (resume_id, key_id, content, created_at) values
        (${enhancedId}, 'k0', ${sealed('as written')}, now() - interval '2 days'),
        (${enhancedId}, 'k1', ${sealed('first enhancement')}, now() - interval '1 day')`.execute(db);

      await migrateService(db, 'resume', migrations);

      const { rows } = await sql<{
        resume_id: string;
        number: number;
        source: string;
        label: string;
        key_id: string;
      }>`
        select resume_id, number, source, content->>'label' as label, key_id
        from resume_versions order by resume_id = ${enhancedId} desc, number`.execute(db);
      expect(rows.map(({ resume_id: _, ...row }) => row)).toEqual([
        { number: 1, source: 'form', label: 'as written', key_id: 'k0' },
        { number: 2, source: 'enhance', label: 'first enhancement', key_id: 'k1' },
        { number: 3, source: 'enhance', label: 'enhanced twice, now', key_id: 'k1' },
        { number: 1, source: 'form', label: 'never enhanced', key_id: 'k1' },
      ]);
      expect(rows.at(-1)?.resume_id).toBe(plain.rows[0]?.id);
    } finally {
      await db.destroy();
    }
  });
});
