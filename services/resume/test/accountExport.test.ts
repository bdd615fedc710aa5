import {
  ACCOUNT_EXPORT_TTL_SECONDS,
  accountArchiveSchema,
  accountExportResponseSchema,
  generateResumeResponseSchema,
} from '@rb/contracts';
import { createQueue, createRedis, encryptJson } from '@rb/kit';
import { testRedisUrl } from '@rb/kit/testing';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from './fixtures';
import { type Stack, startStack, type TestUser } from './stack';

let stack: Stack;
let alice: TestUser;
let bob: TestUser;
const redis = createRedis(testRedisUrl());

beforeAll(async () => {
  stack = await startStack({ workerQueues: 'render' });
  alice = await stack.createUser('alice');
  bob = await stack.createUser('bob');
  // Test users are sealed with the test helpers' keys; the service opens rows with its own.
  await stack.db
    .updateTable('users')
    .set({
      email_enc: encryptJson(stack.keyring, 'alice@example.test'),
      name_enc: encryptJson(stack.keyring, { firstName: 'Alice', lastName: 'Liddell' }),
    })
    .where('id', '=', alice.id)
    .execute();
}, 60_000);
afterAll(async () => {
  await stack?.close();
  redis.disconnect();
});

const call = (user: TestUser, path: string, method = 'GET', body?: unknown) =>
  fetch(`${stack.url}${path}`, {
    method,
    headers: { ...user.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('Download my data', () => {
  let jobId: string;

  it('builds one archive of the account, every resume with every version, and each resume as JSON Resume, PDF and DOCX', async () => {
    const created = await call(alice, '/api/resume/generate', 'POST', {
      type: 'resume',
      jobDescription: '',
      resumeData: sampleResume,
    });
    const { resume } = generateResumeResponseSchema.parse(await created.json());
    const saved = await call(alice, `/api/resume/${resume.id}/versions`, 'POST', {
      resumeData: { ...sampleResume, summary: 'Data engineer who moved the warehouse to streaming.' },
    });
    expect(saved.status).toBe(201);

    const res = await call(alice, '/api/account/export', 'POST');
    expect(res.status).toBe(200);
    const built = accountExportResponseSchema.parse(await res.json());
    jobId = built.jobId;
    const ttl = Date.parse(built.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(ACCOUNT_EXPORT_TTL_SECONDS * 1000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(ACCOUNT_EXPORT_TTL_SECONDS * 1000);

    const download = await call(alice, `/api/account/export/${jobId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const read = (path: string) => JSON.parse(strFromU8(files[path] as Uint8Array));
    const archive = accountArchiveSchema.omit({ exportedAt: true }).parse({
      account: read('account.json'),
      resumes: read('resumes.json'),
      applications: read('applications.json'),
      coverLetters: read('cover-letters.json'),
      legalAcceptances: read('legal-acceptances.json'),
      auditEntries: read('audit-log.json'),
    });
    expect(archive.account).toMatchObject({ id: alice.id, email: 'alice@example.test', lastName: 'Liddell' });
    expect(archive.resumes).toHaveLength(1);
    expect(archive.resumes[0]?.current.summary).toBe('Data engineer who moved the warehouse to streaming.');
    expect(archive.resumes[0]?.versions.map((v) => [v.number, v.source, v.resume.summary])).toEqual([
      [2, 'form', 'Data engineer who moved the warehouse to streaming.'],
      [1, 'form', sampleResume.summary],
    ]);
    const folder = 'resumes/1-Renée_O_Connor';
    expect(read(`${folder}/resume.jsonresume.json`).basics.name).toBe(sampleResume.name);
    expect(strFromU8((files[`${folder}/resume.pdf`] as Uint8Array).slice(0, 5))).toBe('%PDF-');
    expect(strFromU8((files[`${folder}/resume.docx`] as Uint8Array).slice(0, 2))).toBe('PK');
  });

  it('keeps the finished job, sealed, for a day, and records the export in the audit log', async () => {
    const queue = createQueue('render', redis, stack.prefix);
    const job = await queue.getJob(jobId);
    await queue.close();
    expect(job?.opts.removeOnComplete).toEqual({ age: ACCOUNT_EXPORT_TTL_SECONDS });
    expect(JSON.stringify(job?.returnvalue)).not.toContain('Renée');
    const audit = await stack.db
      .selectFrom('audit_log')
      .select(['event', 'details'])
      .where('actor_id', '=', alice.id)
      .execute();
    expect(audit).toContainEqual({ event: 'account-export', details: { jobId } });
  });

  it("is another user's 404, as is an unknown or malformed id", async () => {
    for (const [user, id] of [
      [bob, jobId],
      [alice, '6f1d2c1e-0000-4000-8000-000000000000'],
      [alice, 'not-a-job'],
    ] as const) {
      const res = await call(user, `/api/account/export/${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toMatch(/kept for a day/);
    }
  });

  it('is refused after a day, and the hourly clean removes it from Redis', async () => {
    const dayAndMinuteAgo = Date.now() - ACCOUNT_EXPORT_TTL_SECONDS * 1000 - 60_000;
    // As if it had finished a day ago: the job's own time and its place in the completed set.
    await redis.hset(`${stack.prefix}:render:${jobId}`, 'finishedOn', String(dayAndMinuteAgo));
    await redis.zadd(`${stack.prefix}:render:completed`, dayAndMinuteAgo, jobId);
    expect((await call(alice, `/api/account/export/${jobId}`)).status).toBe(404);
    expect(await stack.jobs.removeCompletedBefore(ACCOUNT_EXPORT_TTL_SECONDS * 1000)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await redis.exists(`${stack.prefix}:render:${jobId}`)).toBe(0);
  });
});
