import { randomUUID } from 'node:crypto';
import { deleteAccountResponseSchema, registerResponseSchema } from '@rb/contracts';
import {
  claimKey,
  createQueue,
  createRedis,
  decryptJson,
  encryptJson,
  type LegalClient,
  sealJobData,
  sealResult,
} from '@rb/kit';
import {
  readJson,
  searchPostgres,
  searchRedis,
  TEST_PROTECTION,
  testEmail,
  testRedisUrl,
} from '@rb/kit/testing';
import { Worker } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_LABEL } from '../src/accountErasure';
import { startAuth } from './authFixture';

let auth: Awaited<ReturnType<typeof startAuth>>;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.close());

const { keyring } = TEST_PROTECTION;
const seal = (value: unknown) => JSON.stringify(encryptJson(keyring, value));

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  /** A phrase only this person's resume contains. */
  phrase: string;
  password: string;
  token: string;
  id: string;
  resumeId: string;
  queuedJob: string;
  finishedJob: string;
}

/**
 * A person with something in every place the product keeps data: the account, a resume with two
 * versions, an application with its cover letter, job records, AI usage, legal acceptances, audit
 * records, a queued and a finished job (with its completed event), a job-id claim, a cached rendering
 * and a rate window.
 */
async function personWithData(tag: string): Promise<Person> {
  const unique = randomUUID().slice(0, 8);
  const body = {
    firstName: `Firstname${tag}${unique}`,
    lastName: `Lastname${tag}${unique}`,
    email: testEmail(`erase-${tag}`),
    password: 'correct horse',
  };
  const registered = await auth.post('register', body);
  expect(registered.status).toBe(201);
  const token = registerResponseSchema.parse(await registered.json()).token;
  expect((await auth.post('login', { email: body.email, password: body.password })).status).toBe(200);
  const id = auth.tokens.verify(token).sub;
  const phrase = `orchestrated the ${tag} ${unique} lighthouse migration`;
  const resume = { name: `${body.firstName} ${body.lastName}`, email: body.email, summary: phrase };

  const { db } = auth;
  const resumeId = randomUUID();
  await sql`insert into resumes (id, user_id, key_id, content) values
    (${resumeId}, ${id}, ${keyring.activeKid}, ${seal(resume)}::jsonb)`.execute(db);
  for (const number of [1, 2]) {
    await sql`insert into resume_versions (resume_id, key_id, content, number, source) values
      (${resumeId}, ${keyring.activeKid}, ${seal({ ...resume, number })}::jsonb, ${number}, 'form')`.execute(
      db,
    );
  }
  const applicationId = randomUUID();
  await sql`insert into applications (id, user_id, resume_id, version, key_id, content, status) values
    (${applicationId}, ${id}, ${resumeId}, 2, ${keyring.activeKid},
     ${seal({ company: `Company ${unique}`, role: 'Engineer' })}::jsonb, 'applied')`.execute(db);
  await sql`insert into cover_letters (user_id, application_id, key_id, content) values
    (${id}, ${applicationId}, ${keyring.activeKid}, ${seal({ letter: `Dear team, I ${phrase}.` })}::jsonb)`.execute(
    db,
  );
  const queuedJob = randomUUID();
  const finishedJob = randomUUID();
  for (const jobId of [queuedJob, finishedJob]) {
    await sql`insert into job_requests (job_id, user_id, name, body_hash, result) values
      (${jobId}, ${id}, 'resume.render', 'h', ${seal({ text: phrase })}::jsonb)`.execute(db);
  }
  await sql`insert into ai_usage (user_id, day, count) values (${id}, current_date, 1)`.execute(db);
  await sql`insert into ai_usage_charges (job_id, user_id, day) values (${finishedJob}, ${id}, current_date)`.execute(
    db,
  );
  for (const document of ['tos', 'privacy']) {
    await db
      .insertInto('legal_acceptances')
      .values({
        user_id: id,
        username: body.email,
        document,
        version: '2025-03-26',
        client: encryptJson(keyring, {
          ip: '203.0.113.9',
          userAgent: `Agent ${unique}`,
        } satisfies LegalClient),
        document_sha256: 'a'.repeat(64),
      })
      .execute();
  }

  const { redis, keyPrefix: prefix } = auth;
  const queue = createQueue('render', redis, prefix);
  await queue.add('resume.render', sealJobData(keyring, id, 'req', { resume }), { jobId: queuedJob });
  await queue.close();
  await redis.set(
    claimKey(prefix, queuedJob),
    JSON.stringify({ userId: id, name: 'resume.render', bodyHash: 'h', at: 1 }),
  );
  // The rendered document cache's keys (services/resume/src/renderCache.ts): a document, the user's
  // documents by age, and the documents a resume was answered with.
  await redis.set(`${prefix}:rendered:${id}:doc:h`, seal({ filename: `${resume.name}.pdf` }));
  await redis.zadd(`${prefix}:rendered:${id}:recent`, Date.now(), 'h');
  await redis.sadd(`${prefix}:rendered:${id}:resume:${resumeId}`, 'h');
  await redis.set(`${prefix}:rl:resume:${id}`, '3');
  await finishJob(id, finishedJob, phrase);

  return { ...body, phrase, token, id, resumeId, queuedJob, finishedJob };
}

/** Runs one score job to completion, so its sealed result sits in the job and in the queue's event stream. */
async function finishJob(ownerId: string, jobId: string, phrase: string) {
  const queue = createQueue('score', auth.redis, auth.keyPrefix);
  const connection = createRedis(testRedisUrl());
  const worker = new Worker('score', async () => sealResult(keyring, { report: phrase }), {
    connection,
    prefix: auth.keyPrefix,
  });
  const done = new Promise<void>((resolve) => worker.once('completed', () => resolve()));
  await queue.add('resume.score', sealJobData(keyring, ownerId, 'req', { phrase }), { jobId });
  await done;
  await worker.close();
  await queue.close();
  connection.disconnect();
}

const needlesOf = (p: Person) => [p.email, p.firstName, p.lastName, p.phrase];

async function searchBoth(p: Person) {
  const postgres = await searchPostgres(auth.db, needlesOf(p), keyring);
  const redis = await searchRedis(auth.redis, auth.keyPrefix, [...needlesOf(p), p.id], keyring);
  return { postgres, redis };
}

describe('POST /api/auth/delete-account', () => {
  let leaving: Person;
  let staying: Person;
  beforeAll(async () => {
    leaving = await personWithData('leaving');
    staying = await personWithData('staying');
  });

  it('finds the person everywhere before deletion (the search can fail)', async () => {
    const { postgres, redis } = await searchBoth(leaving);
    expect(postgres.opened).toBeGreaterThan(0);
    const found = new Set(
      [...postgres.hits, ...redis.hits].map((h) => `${h.needle}@${h.where.split(':')[0]}`),
    );
    for (const needle of needlesOf(leaving)) expect([...found].some((f) => f.startsWith(needle))).toBe(true);
    expect(postgres.hits.filter((h) => h.sealed).map((h) => h.where)).toEqual(
      expect.arrayContaining(['users', 'resumes', 'resume_versions', 'cover_letters', 'job_requests']),
    );
    expect(postgres.hits.some((h) => h.where === 'legal_acceptances' && !h.sealed)).toBe(true);
    expect(redis.hits.some((h) => h.needle === leaving.phrase && h.sealed)).toBe(true);
  });

  it('refuses a missing or wrong password with a 400 and deletes nothing', async () => {
    const missing = await auth.post('delete-account', {}, leaving.token);
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).fields).toEqual(['password']);
    const wrong = await auth.post('delete-account', { password: 'not the password' }, leaving.token);
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toMatchObject({ error: 'Password is incorrect.', fields: ['password'] });
    expect((await auth.post('delete-account', { password: leaving.password })).status).toBe(401);
    const { rows } = await sql`select 1 from resumes where user_id = ${leaving.id}`.execute(auth.db);
    expect(rows).toHaveLength(1);
  });

  it('leaves nothing of the person readable in PostgreSQL or Redis, and keeps others’ data', async () => {
    const res = await auth.post('delete-account', { password: leaving.password }, leaving.token);
    expect(res.status).toBe(200);
    expect(deleteAccountResponseSchema.parse(await res.json()).message).toMatch(/deleted/);

    const after = await searchBoth(leaving);
    expect(after.postgres.hits).toEqual([]);
    expect(after.redis.hits).toEqual([]);
    // The other person's sealed data was opened and found: the search reads what it claims to.
    const other = await searchBoth(staying);
    expect(after.postgres.opened).toBeGreaterThan(0);
    expect(other.postgres.hits.filter((h) => h.sealed).map((h) => h.where)).toEqual(
      expect.arrayContaining(['users', 'resumes', 'resume_versions', 'cover_letters', 'job_requests']),
    );
    expect(other.redis.hits.some((h) => h.needle === staying.phrase && h.sealed)).toBe(true);
    const stayingJobs = await sql<{ n: number }>`select count(*)::int as n from job_requests
      where user_id = ${staying.id}`.execute(auth.db);
    expect(stayingJobs.rows[0]?.n).toBe(2);
    expect(await auth.redis.exists(claimKey(auth.keyPrefix, staying.queuedJob))).toBe(1);
    expect(await auth.redis.exists(`${auth.keyPrefix}:rendered:${staying.id}:doc:h`)).toBe(1);

    // Nothing of the account is left by its id either: every row naming it is gone or re-keyed.
    const byId = await searchPostgres(auth.db, [leaving.id]);
    expect(byId.hits).toEqual([]);
  });

  it('keeps the legal and audit records, pseudonymised, with the deletion itself audited', async () => {
    const legal = await auth.db
      .selectFrom('legal_acceptances')
      .selectAll()
      .where('username', '=', DELETED_ACCOUNT_LABEL)
      .execute();
    const pseudonyms = new Set(legal.map((row) => row.user_id));
    expect(legal.map((row) => row.document).sort()).toEqual(['privacy', 'tos']);
    expect(pseudonyms.size).toBe(1);
    const [pseudonym] = [...pseudonyms];
    for (const row of legal) expect(decryptJson(keyring, row.client)).toEqual({ ip: null, userAgent: null });
    const audit = await auth.db
      .selectFrom('audit_log')
      .select(['event', 'outcome'])
      .where('actor_id', '=', pseudonym ?? '')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { event: 'sign-in', outcome: 'success' },
      { event: 'account-delete', outcome: 'failure' },
      { event: 'account-delete', outcome: 'success' },
    ]);
  });

  it('ends every session and socket of the account', async () => {
    expect((await auth.post('refresh', undefined, leaving.token)).status).toBe(401);
    expect(auth.revocations).toContainEqual({ userId: leaving.id, everything: true });
    expect(await auth.redis.exists(claimKey(auth.keyPrefix, leaving.queuedJob))).toBe(0);
    expect((await auth.post('login', { email: leaving.email, password: leaving.password })).status).toBe(401);
  });
});
