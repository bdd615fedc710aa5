import { createQueue, createRedis } from '@rb/kit';
import { testRedisUrl } from '@rb/kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack, type TestUser } from './stack';

let stack: Stack;
let user: TestUser;

beforeAll(async () => {
  // One render worker process, one Chromium page, one PDF at a time: PDFs queue up behind each other.
  stack = await startStack({ workerQueues: 'render', extraEnv: { CONCURRENCY_RENDER: '1' } });
  user = await stack.createUser('docq');
}, 60_000);
afterAll(() => stack?.close());

const download = (path: string, body: unknown) =>
  fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.headers },
    body: JSON.stringify(body),
  }).then(async (res) => {
    expect(res.status, await res.clone().text()).toBe(200);
    await res.arrayBuffer();
  });

it('builds a DOCX while the render queue is still busy with PDFs queued before it', async () => {
  const text = Array.from(
    { length: 400 },
    (_, i) => `Line ${i}: shipped a feature, measured it, wrote it up.`,
  ).join('\n');
  let pdfsDone = 0;
  const pdfs = Array.from({ length: 6 }, (_, i) =>
    download('/api/resume/download', { resume: text, name: `Busy ${i}` }).then(() => {
      pdfsDone++;
    }),
  );
  // Every PDF is queued before the DOCX is asked for.
  const connection = createRedis(testRedisUrl());
  const render = createQueue('render', connection, stack.prefix);
  while ((await render.getJobCountByTypes('waiting', 'active', 'completed')) < pdfs.length) {
    await new Promise((r) => setTimeout(r, 20));
  }
  await render.close();
  await connection.quit();
  await download('/api/resume/download-docx', { resume: 'Short notes', name: 'Quick' });
  const pdfsDoneWhenDocxArrived = pdfsDone;
  await Promise.all(pdfs);
  expect(pdfsDoneWhenDocxArrived).toBeLessThan(6);
}, 120_000);
