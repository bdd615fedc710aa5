import { randomUUID } from 'node:crypto';
import { expandEditorResponseSchema, jobStatusResponseSchema } from '@rb/contracts';
import { createQueue, createRedis, type Redis, readClaim } from '@rb/kit';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack, type TestUser } from './stack';

// Issue 10 item 1: an X-Job-Id is one job for good, whatever its spelling and however long ago it ran.
let stack: Stack;
let redis: Redis;
let aiQueue: Queue;
let scoreQueue: Queue;

beforeAll(async () => {
  stack = await startStack({ workerQueues: 'ai,score', aiDailyLimit: 2 });
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  aiQueue = createQueue('ai', redis, stack.prefix);
  scoreQueue = createQueue('score', redis, stack.prefix);
}, 30_000);
afterAll(async () => {
  await aiQueue?.close();
  await scoreQueue?.close();
  await redis?.quit();
  await stack?.close();
});

const expand = (user: TestUser, rawText: string, jobId: string) =>
  fetch(`${stack.url}/api/openai/expand-editor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-job-id': jobId, ...user.headers },
    body: JSON.stringify({ rawText }),
  });

const usedToday = async (user: TestUser) =>
  (await stack.db.selectFrom('ai_usage').select('count').where('user_id', '=', user.id).executeTakeFirst())
    ?.count ?? 0;

/** Every job BullMQ holds for this test's stack, by id. */
const queuedIds = async () => (await aiQueue.getJobs()).map((job) => job.id);

describe('X-Job-Id', () => {
  it('is one id in any letter case: the upper-case spelling cannot run new text', async () => {
    const user = await stack.createUser('case');
    const jobId = randomUUID();
    const first = await expand(user, 'Built APIs', jobId);
    expect(first.status).toBe(200);
    const firstBody = expandEditorResponseSchema.parse(await first.json());

    const other = await expand(user, 'Entirely different text', jobId.toUpperCase());
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      code: 'UNPROCESSABLE',
      error: 'This job id was already used for a different request.',
    });
    const same = await expand(user, 'Built APIs', jobId.toUpperCase());
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual(firstBody);
    expect(await usedToday(user)).toBe(1);
    expect(await queuedIds()).not.toContain(jobId.toUpperCase());

    const status = await fetch(`${stack.url}/api/jobs/${jobId.toUpperCase()}`, { headers: user.headers });
    expect(jobStatusResponseSchema.parse(await status.json())).toMatchObject({
      id: jobId,
      state: 'completed',
    });
  });

  it('never runs again once BullMQ has removed its job: the kept result answers', async () => {
    const user = await stack.createUser('removed');
    const jobId = randomUUID();
    const first = await expand(user, 'Led a team', jobId);
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    await (await aiQueue.getJob(jobId))?.remove();
    expect(await queuedIds()).not.toContain(jobId);

    const again = await expand(user, 'Led a team', jobId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect(await queuedIds()).not.toContain(jobId);
    expect((await expand(user, 'New text on an old id', jobId)).status).toBe(422);
    expect(await usedToday(user)).toBe(1);

    const status = await fetch(`${stack.url}/api/jobs/${jobId}`, { headers: user.headers });
    expect(jobStatusResponseSchema.parse(await status.json())).toMatchObject({
      state: 'completed',
      result: firstBody,
    });
  });

  it('is unknown (404) to another user, who can neither join nor read it', async () => {
    const owner = await stack.createUser('owner');
    const intruder = await stack.createUser('intruder');
    const jobId = randomUUID();
    expect((await expand(owner, 'Mine', jobId)).status).toBe(200);
    const joined = await expand(intruder, 'Mine', jobId);
    expect(joined.status).toBe(404);
    expect((await expand(intruder, 'Mine', jobId.toUpperCase())).status).toBe(404);
    expect((await fetch(`${stack.url}/api/jobs/${jobId}`, { headers: intruder.headers })).status).toBe(404);
    expect(await usedToday(intruder)).toBe(0);
  });

  it('charges once when the same id arrives many times at once, in mixed case', async () => {
    const user = await stack.createUser('race');
    const jobId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => expand(user, 'Raced', i % 2 ? jobId.toUpperCase() : jobId)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await usedToday(user)).toBe(1);
  });

  it('leaves the id unclaimed when the daily limit refuses it, so it can run another day', async () => {
    const user = await stack.createUser('limit');
    expect((await expand(user, 'One', randomUUID())).status).toBe(200);
    expect((await expand(user, 'Two', randomUUID())).status).toBe(200);
    const jobId = randomUUID();
    expect((await expand(user, 'Three', jobId)).status).toBe(429);
    const claim = await stack.db
      .selectFrom('job_requests')
      .select('job_id')
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    expect(claim).toBeUndefined();
    expect(await usedToday(user)).toBe(2);
  });
});

const score = (user: TestUser, htmlResume: string, jobId: string) =>
  fetch(`${stack.url}/api/ats/score-resume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-job-id': jobId, ...user.headers },
    body: JSON.stringify({ htmlResume, jobDescription: 'Python developer for data pipelines' }),
  });

const recordOf = (jobId: string) =>
  stack.db
    .selectFrom('job_requests')
    .select(['user_id', 'name'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();

// A job that charges nothing is claimed in Redis on the request's path; its durable row is written
// while it runs, and still decides once Redis has forgotten the claim.
describe('X-Job-Id of a job that charges nothing', () => {
  it('joins the same request, refuses another body (422) and another user (404), and is recorded', async () => {
    const owner = await stack.createUser('score-owner');
    const intruder = await stack.createUser('score-intruder');
    const jobId = randomUUID();
    const first = await score(owner, '<p>Python</p>', jobId);
    expect(first.status).toBe(200);
    const report = await first.json();
    const again = await score(owner, '<p>Python</p>', jobId.toUpperCase());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(report);
    expect((await score(owner, '<p>Go</p>', jobId)).status).toBe(422);
    expect((await score(intruder, '<p>Python</p>', jobId)).status).toBe(404);
    expect((await scoreQueue.getJobs()).filter((job) => job.id === jobId)).toHaveLength(1);
    expect(await recordOf(jobId)).toEqual({ user_id: owner.id, name: 'resume.score' });
  });

  it('still refuses an old id by its durable record once Redis has forgotten the claim and the job', async () => {
    const owner = await stack.createUser('score-old');
    const intruder = await stack.createUser('score-old-intruder');
    const jobId = randomUUID();
    expect((await score(owner, '<p>Python</p>', jobId)).status).toBe(200);
    const forget = async () => {
      await (await scoreQueue.getJob(jobId))?.remove();
      await redis.del(`${stack.prefix}:job-claims:${jobId}`);
    };
    await forget();
    const intruded = await score(intruder, '<p>Python</p>', jobId);
    expect(intruded.status).toBe(404);
    await forget();
    expect((await score(owner, '<p>Go</p>', jobId)).status).toBe(422);
    await forget();
    const repeated = await score(owner, '<p>Python</p>', jobId);
    expect(repeated.status).toBe(409);
    expect(await recordOf(jobId)).toEqual({ user_id: owner.id, name: 'resume.score' });
  });

  it('keeps no durable record of an id drawn for a request without X-Job-Id: no client could repeat it', async () => {
    const user = await stack.createUser('score-drawn');
    const res = await fetch(`${stack.url}/api/ats/score-resume`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify({
        htmlResume: '<p>Python</p>',
        jobDescription: 'Python developer for data pipelines',
      }),
    });
    expect(res.status).toBe(200);
    const ran = (await scoreQueue.getJobs()).filter((job) => job.data.ownerId === user.id);
    expect(ran).toHaveLength(1);
    const jobId = ran[0]?.id as string;
    expect(await recordOf(jobId)).toBeUndefined();
    // Claimed all the same (with its add, not a round trip before): the job relay finds its owner there.
    expect(await readClaim(redis, stack.prefix, jobId)).toMatchObject({
      userId: user.id,
      name: 'resume.score',
    });
  });
});
