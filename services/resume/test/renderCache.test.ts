import { randomUUID } from 'node:crypto';
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
  stack = await startStack({ renderCachePerUser: 4, workerQueues: 'ai,render' });
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

async function generate(resumeData = sampleResume): Promise<string> {
  const res = await api('/api/resume/generate', {
    method: 'POST',
    body: JSON.stringify({ type: 'resume', jobDescription, resumeData }),
  });
  expect(res.status).toBe(201);
  return generateResumeResponseSchema.parse(await res.json()).resume.id;
}

async function download(id: string, format: 'pdf' | 'docx', query = 'template=classic'): Promise<Buffer> {
  const res = await api(`/api/resume/${id}/download?format=${format}&${query}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A copy of the sample resume with a summary of its own: content no other test renders. */
const distinctResume = () => ({ ...sampleResume, summary: `${sampleResume.summary} ${randomUUID()}` });

const userKey = (userId = alice.id) => `${stack.prefix}:rendered:${userId}`;
/** The documents a resume was answered with. */
const resumeKey = (id: string) => `${userKey()}:resume:${id}`;
const documentKeys = (userId = alice.id) => redis.keys(`${userKey(userId)}:doc:*`);

describe('rendered document cache', () => {
  it('serves a repeated download without rendering again, the same bytes, sealed at rest', async () => {
    const id = await generate(distinctResume());
    const keysBefore = await documentKeys();
    const first = await download(id, 'pdf');
    const afterFirst = await renders();
    const again = await download(id, 'pdf');
    expect(await renders()).toBe(afterFirst);
    expect(again.equals(first)).toBe(true);

    const added = (await documentKeys()).filter((key) => !keysBefore.includes(key));
    expect(added).toHaveLength(1);
    const stored = (await redis.get(added[0] as string)) as string;
    expect(JSON.parse(stored)).toMatchObject({ kid: expect.any(String), tag: expect.any(String) });
    expect(stored).not.toContain(first.subarray(0, 200).toString('base64').slice(0, 40));

    // Another template or format is another document; the defaults spelled out are the same one.
    await download(id, 'pdf', 'template=modern');
    await download(id, 'docx');
    await download(id, 'pdf', 'template=classic&pageSize=a4&lang=en');
    expect(await renders()).toBe(afterFirst + 2);
  });

  it('renders a content once: another resume or a restored version with it is not rendered again', async () => {
    const content = distinctResume();
    const id = await generate(content);
    const first = await download(id, 'pdf');
    const afterFirst = await renders();
    // Another resume of the same user with the same content (a duplicate, the same import).
    const twin = await generate(content);
    expect((await download(twin, 'pdf')).equals(first)).toBe(true);
    expect(await renders()).toBe(afterFirst);

    // An edit is a new document; going back to the content already rendered is not.
    const edited = await api(`/api/resume/${id}/versions`, {
      method: 'POST',
      body: JSON.stringify({ resumeData: { ...content, summary: 'Edited summary.' } }),
    });
    expect(edited.status).toBe(201);
    await download(id, 'pdf');
    expect(await renders()).toBe(afterFirst + 1);
    const restored = await api(`/api/resume/${id}/versions/1/restore`, { method: 'POST' });
    expect(restored.status).toBe(201);
    expect((await download(id, 'pdf')).equals(first)).toBe(true);
    expect(await renders()).toBe(afterFirst + 1);
  });

  it('never answers one user with a document rendered for another', async () => {
    const content = distinctResume();
    await download(await generate(content), 'docx');
    const afterAlice = await renders();
    const mallory = await stack.createUser('cache-other');
    const res = await fetch(`${stack.url}/api/resume/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...mallory.headers },
      body: JSON.stringify({ type: 'resume', jobDescription, resumeData: content }),
    });
    const { id } = generateResumeResponseSchema.parse(await res.json()).resume;
    const theirs = await fetch(`${stack.url}/api/resume/${id}/download?format=docx`, {
      headers: mallory.headers,
    });
    expect(theirs.status).toBe(200);
    expect(await renders()).toBe(afterAlice + 1);
    expect(await documentKeys(mallory.id)).toHaveLength(1);
  });

  it('answers a cached download only to its owner, under the same file name', async () => {
    const id = await generate(distinctResume());
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
    const id = await generate(distinctResume());
    await download(id, 'docx');
    const before = await renders();
    expect(await redis.scard(resumeKey(id))).toBe(1);
    const enhanced = await api('/api/openai/enhance-resume', {
      method: 'POST',
      body: JSON.stringify({ resumeData: sampleResume, resumeId: id }),
    });
    expect(enhanced.status).toBe(200);
    expect(await redis.exists(resumeKey(id))).toBe(0);
    const afterEnhance = await renders(); // the enhancement is a job too
    expect(afterEnhance).toBe(before + 1);
    await download(id, 'docx');
    expect(await renders()).toBe(afterEnhance + 1);

    const [answered] = await redis.smembers(resumeKey(id));
    const documentKey = `${userKey()}:doc:${answered}`;
    expect(await redis.exists(documentKey)).toBe(1);
    expect((await api(`/api/resume/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await redis.exists(resumeKey(id))).toBe(0);
    expect(await redis.exists(documentKey)).toBe(0);
    expect(await redis.zscore(`${userKey()}:recent`, answered as string)).toBeNull();
  });

  it("drops a document with any resume it answered: a deleted twin's content is not kept", async () => {
    const content = distinctResume();
    const kept = await generate(content);
    const deleted = await generate(content);
    await download(kept, 'pdf');
    await download(deleted, 'pdf');
    const afterBoth = await renders();
    expect((await api(`/api/resume/${deleted}`, { method: 'DELETE' })).status).toBe(200);
    await download(kept, 'pdf');
    expect(await renders()).toBe(afterBoth + 1);
  });

  it('keeps only the most recently rendered documents of a user', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await generate(distinctResume()));
    const hashes: string[] = [];
    for (const id of ids) {
      await download(id, 'docx');
      hashes.push(...(await redis.smembers(resumeKey(id))));
    }
    const keys = hashes.map((hash) => `${userKey()}:doc:${hash}`);
    expect(await redis.exists(keys[0] as string)).toBe(0);
    for (const key of keys.slice(1)) expect(await redis.exists(key)).toBe(1);
    expect(await redis.zcard(`${userKey()}:recent`)).toBe(4);
    expect(await redis.ttl(keys[4] as string)).toBeGreaterThan(0);
  });
});
