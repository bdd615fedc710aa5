import { randomUUID } from 'node:crypto';
import {
  type JobFailedEvent,
  jobStatusResponseSchema,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@rb/contracts';
import { createQueue, createRedis } from '@rb/kit';
import { type ChatServer, startChatServer, TEST_JWT_SECRET } from '@rb/kit/testing';
import { type Stack, startStack } from '@rb/resume/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startGateway } from './gatewayFixture';

// Issue 10 item 7: a failed job tells its user a stable code and a plain sentence, never the internal reason.
const secret = 'Incorrect API key provided: sk-test-0123456789abcdef. You can find your API key at …';

let provider: ChatServer;
let stack: Stack;
let gateway: { gateway: Gateway; url: string };
let socket: Socket<ServerToClientEvents> | undefined;

beforeAll(async () => {
  provider = await startChatServer(Array(20).fill({ kind: 'status', status: 401, message: secret }));
  stack = await startStack({
    workerQueues: 'ai',
    extraEnv: {
      JWT_SECRET: TEST_JWT_SECRET,
      AI_BASE_URL: provider.baseURL,
      AI_API_KEY: 'sk-test-0123456789abcdef',
      AI_MAX_RETRIES: '0',
    },
  });
  gateway = await startGateway({ RESUME_URL: stack.url, QUEUE_PREFIX: stack.prefix });
}, 60_000);
afterAll(async () => {
  socket?.close();
  await gateway?.gateway.close();
  await stack?.close();
  await provider?.close();
});

describe('a job failed by an internal error', () => {
  it('reaches HTTP, GET /api/jobs/:id and job:failed (lower-case id) as JOB_FAILED with a §8 sentence', async () => {
    const user = await stack.createUser('failing');
    socket = connect(gateway.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token: user.token },
    });
    const failed: JobFailedEvent[] = [];
    socket.on('job:failed', (event) => failed.push(event));
    await new Promise<void>((resolve, reject) => {
      socket?.on('connect', resolve);
      socket?.on('connect_error', reject);
    });

    const jobId = randomUUID();
    const res = await fetch(`${gateway.url}/api/openai/expand-editor`, {
      method: 'POST',
      // Sent in upper case: the service lower-cases it, so every later mention uses one spelling (item 1).
      headers: { 'content-type': 'application/json', 'x-job-id': jobId.toUpperCase(), ...user.headers },
      body: JSON.stringify({ rawText: 'Built APIs' }),
    });
    expect(res.status).toBe(503);
    expect(JSON.stringify(await res.json())).not.toContain('sk-');

    // The internal reason is really there (in BullMQ, for the logs), so hiding it is what is tested.
    const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const queue = createQueue('ai', redis, stack.prefix);
    expect((await queue.getJob(jobId))?.failedReason).toContain('sk-test');
    await queue.close();
    await redis.quit();

    const status = await fetch(`${gateway.url}/api/jobs/${jobId}`, { headers: user.headers });
    const body = await status.text();
    expect(body).not.toContain('sk-');
    expect(jobStatusResponseSchema.parse(JSON.parse(body))).toMatchObject({
      state: 'failed',
      errorCode: 'JOB_FAILED',
      error: 'Something went wrong. Please try again.',
    });

    await expect.poll(() => failed.length, { timeout: 3000 }).toBe(1);
    expect(failed[0]).toEqual({
      jobId,
      name: 'editorText.expand',
      code: 'JOB_FAILED',
      error: 'Something went wrong. Please try again.',
    });
  }, 30_000);
});
