import { randomUUID } from 'node:crypto';
import { createDb, createTokenService } from '@rb/kit';
import { createTestDatabase, insertTestUser, TEST_JWT_SECRET, type TestDatabase } from '@rb/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDb, ResumeTables } from '../src/db';
import { checkJobRequestRetention, pruneJobRecords } from '../src/jobRecordRetention';

let database: TestDatabase;
let db: ResumeDb;

/** Its own database: the prune deletes across all users. */
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { max: 2 }).withTables<ResumeTables>() as ResumeDb;
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const daysAgo = (days: number) => sql<string>`(now() at time zone 'utc')::date - ${days}::int`;

describe('job record retention', () => {
  it('prunes claimed job ids past the retention and AI charges and counts from before yesterday', async () => {
    const user = await insertTestUser(db, createTokenService(TEST_JWT_SECRET));
    const claim = (hoursAgo: number) => ({
      job_id: randomUUID(),
      user_id: user.id,
      name: 'enhance',
      body_hash: 'h',
      created_at: sql<Date>`now() - make_interval(hours => ${hoursAgo}::int)`,
    });
    const [old, recent] = [claim(170), claim(160)];
    await db.insertInto('job_requests').values([old, recent]).execute();
    const charges = [2, 1, 0].map((days) => ({ job_id: randomUUID(), user_id: user.id, day: daysAgo(days) }));
    await db.insertInto('ai_usage_charges').values(charges).execute();
    await db
      .insertInto('ai_usage')
      .values([2, 1, 0].map((days) => ({ user_id: user.id, day: daysAgo(days), count: 1 })))
      .execute();

    expect(await pruneJobRecords(db, 168)).toBe(3);

    const ids = await db.selectFrom('job_requests').select('job_id').execute();
    expect(ids.map((r) => r.job_id)).toEqual([recent.job_id]);
    const kept = await db.selectFrom('ai_usage_charges').select('job_id').orderBy('day').execute();
    expect(kept.map((r) => r.job_id)).toEqual([charges[1]?.job_id, charges[2]?.job_id]);
    const counts = await db
      .selectFrom('ai_usage')
      .select(sql<number>`(now() at time zone 'utc')::date - day`.as('age'))
      .orderBy('day')
      .execute();
    expect(counts.map((r) => r.age)).toEqual([1, 0]);
    // Nothing left to do: a second round (another replica's) removes nothing.
    expect(await pruneJobRecords(db, 168)).toBe(0);
  });

  it('refuses a job id retention shorter than failed jobs are kept', () => {
    expect(() =>
      checkJobRequestRetention({ JOB_REQUEST_RETENTION_HOURS: 24, FAILED_JOB_RETENTION_HOURS: 168 }),
    ).toThrow(/at least FAILED_JOB_RETENTION_HOURS/);
    expect(() =>
      checkJobRequestRetention({ JOB_REQUEST_RETENTION_HOURS: 168, FAILED_JOB_RETENTION_HOURS: 168 }),
    ).not.toThrow();
  });
});
