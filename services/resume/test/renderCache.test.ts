import { generateResumeResponseSchema, queueNames } from '@rb/contracts';
import { createQueue, createRedis, type Redis } from '@rb/kit';
import { testRedisUrl } from '@rb/kit/testing';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDescription, sampleResume } from './fixtures';
import { type Stack, startStack, type TestUser } from './stack';

let stack: Stack;
let alice: TestUser;
let redis: Redis;
let queues: Queue[];

beforeAll(async () => {
  stack = await startStack({ renderCachePerUser: 2, workerQueues: 'ai,render' });
  alice = await stack.createUser('cache');
  redis = createRedis(testRedisUrl());
  queues = queueNames.map((name) => createQueue(name, redis, stack.prefix));
}, 60_000);
afterAll(async () => {
  await Promise.all(queues?.map((q) => q.close()) ?? []);
  await redis?.quit();
  await stack?.close();
});

/** Documents rendered so far: completed jobs on every queue (kept for minutes after completion). */
async function renders(): Promise<number> {
  const counts = await Promise.all(queues.map((q) => q.getJobCountByTypes('completed')));
  return counts.reduce((a, b) => a + b, 0);
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...alice.headers },
  });

async function generate(): Promise<string> {
  const res = await api('/api/resume/generate', {
    method: 'POST',
    body: JSON.stringify({ type: 'resume', jobDescription, resumeData: sampleResume }),
  });
  expect(res.status).toBe(201);
  return generateResumeResponseSchema.parse(await res.json()).resume.id;
}

async function download(id: string, format: 'pdf' | 'docx', template = 'classic'): Promise<Buffer> {
  const res = await api(`/api/resume/${id}/download?format=${format}&template=${template}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const cachedKey = (id: string) => `${stack.prefix}:rendered:${alice.id}:${id}`;

describe('rendered document cache', () => {
  it('serves a repeated download without rendering again, the same bytes, sealed at rest', async () => {
    const id = await generate();
    const first = await download(id, 'pdf');
    const afterFirst = await renders();
    const again = await download(id, 'pdf');
    expect(await renders()).toBe(afterFirst);
    expect(again.equals(first)).toBe(true);

    const stored = Object.values(await redis.hgetall(cachedKey(id)));
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0] as string)).toMatchObject({
      kid: expect.any(String),
      tag: expect.any(String),
    });
    expect(stored[0]).not.toContain(first.subarray(0, 200).toString('base64').slice(0, 40));

    // Another template or format is another document.
    await download(id, 'pdf', 'modern');
    await download(id, 'docx');
    expect(await renders()).toBe(afterFirst + 2);
  });

  it('answers a cached download only to its owner, under the same file name', async () => {
    const id = await generate();
    const first = await api(`/api/resume/${id}/download?format=pdf`);
    expect(first.status).toBe(200);
    const afterFirst = await renders();
    const again = await api(`/api/resume/${id}/download?format=pdf`);
    expect(again.headers.get('content-disposition')).toBe(first.headers.get('content-disposition'));
    expect(await renders()).toBe(afterFirst);

    const mallory = await stack.createUser('cache-other');
    const foreign = await fetch(`${stack.url}/api/resume/${id}/download?format=pdf`, {
      headers: mallory.headers,
    });
    expect(foreign.status).toBe(404);
    expect(await renders()).toBe(afterFirst);
  });

  it('renders again once the resume changed (enhanced), and drops it when deleted', async () => {
    const id = await generate();
    await download(id, 'docx');
    const before = await renders();
    const enhanced = await api('/api/openai/enhance-resume', {
      method: 'POST',
      body: JSON.stringify({ resumeData: sampleResume, resumeId: id }),
    });
    expect(enhanced.status).toBe(200);
    expect(await redis.exists(cachedKey(id))).toBe(0);
    const afterEnhance = await renders(); // the enhancement is a job too
    expect(afterEnhance).toBe(before + 1);
    await download(id, 'docx');
    expect(await renders()).toBe(afterEnhance + 1);

    expect(await redis.exists(cachedKey(id))).toBe(1);
    expect((await api(`/api/resume/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await redis.exists(cachedKey(id))).toBe(0);
    expect(await redis.zscore(`${stack.prefix}:rendered:${alice.id}`, id)).toBeNull();
  });

  it('keeps only the most recently rendered resumes of a user', async () => {
    const ids = [await generate(), await generate(), await generate()];
    for (const id of ids) await download(id, 'docx');
    expect(await redis.exists(cachedKey(ids[0] as string))).toBe(0);
    expect(await redis.exists(cachedKey(ids[1] as string))).toBe(1);
    expect(await redis.exists(cachedKey(ids[2] as string))).toBe(1);
    expect(await redis.zcard(`${stack.prefix}:rendered:${alice.id}`)).toBeLessThanOrEqual(2);
    expect(await redis.ttl(cachedKey(ids[2] as string))).toBeGreaterThan(0);
  });
});
