import { randomUUID } from 'node:crypto';
import { type JobCompletedEvent, type ServerToClientEvents, SOCKET_PATH } from '@rb/contracts';
import { claimKey, createQueue, createRedis, sealJobData } from '@rb/kit';
import { hugePageCountPdf, TEST_JWT_SECRET, testRedisUrl } from '@rb/kit/testing';
import { type Stack, startStack, type TestUser } from '@rb/resume/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../src/gateway';
import { QUEUE_CHANGED_EVERY_MS } from '../src/queueChanges';
import { startGateway } from './gatewayFixture';

let stack: Stack;
const gateways: { gateway: Gateway; url: string }[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  // A score takes milliseconds, so its progress report is held and never sent (workers' heldProgress):
  // sent at once here, so that the relay of progress events is what is tested.
  stack = await startStack({
    workerQueues: 'score,parse',
    extraEnv: { JWT_SECRET: TEST_JWT_SECRET, PROGRESS_AFTER_MS: '0' },
  });
  for (let i = 0; i < 2; i++) {
    gateways.push(await startGateway({ RESUME_URL: stack.url, QUEUE_PREFIX: stack.prefix }));
  }
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const { gateway } of gateways) await gateway.close();
  await stack?.close();
});

interface Received {
  completed: JobCompletedEvent[];
  progress: string[];
  failed: string[];
  /** The operations console's notices (admins only). */
  queueChanges: string[];
}

/** A connected socket of `user` on gateway `index`, recording every job event it receives. */
async function listen(user: TestUser, index: number): Promise<Received> {
  const socket: Socket<ServerToClientEvents> = connect(gateways[index]?.url ?? '', {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token: user.token },
  });
  sockets.push(socket);
  const received: Received = { completed: [], progress: [], failed: [], queueChanges: [] };
  socket.on('ops:queue-changed', (event) => received.queueChanges.push(event.queue));
  socket.on('job:completed', (event) => received.completed.push(event));
  socket.on('job:progress', (event) => received.progress.push(event.jobId));
  socket.on('job:failed', (event) => received.failed.push(event.jobId));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return received;
}

async function score(user: TestUser, jobId: string, gateway = 0): Promise<void> {
  const res = await fetch(`${gateways[gateway]?.url}/api/ats/score-resume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-job-id': jobId, ...user.headers },
    body: JSON.stringify({
      htmlResume: '<p>Python and SQL</p>',
      jobDescription: 'Python SQL data engineer role here',
    }),
  });
  expect(res.status).toBe(200);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('job events over Socket.IO', () => {
  it("reach the owner's sockets once per gateway, and nobody else's", async () => {
    const alice = await stack.createUser('alice');
    const bob = await stack.createUser('bob');
    const aliceOnFirst = await listen(alice, 0);
    const aliceOnSecond = await listen(alice, 1);
    const bobOnFirst = await listen(bob, 0);

    const aliceJob = randomUUID();
    const bobJob = randomUUID();
    await score(alice, aliceJob, 0);
    await score(bob, bobJob, 1);
    await settle();

    for (const socket of [aliceOnFirst, aliceOnSecond]) {
      expect(socket.completed).toEqual([{ jobId: aliceJob, name: 'resume.score' }]);
      expect(socket.progress).toContain(aliceJob);
      expect(socket.progress).not.toContain(bobJob);
    }
    expect(bobOnFirst.completed).toEqual([{ jobId: bobJob, name: 'resume.score' }]);
    expect(bobOnFirst.progress).not.toContain(aliceJob);
  });

  it('a repeated X-Job-Id does not produce a second completion', async () => {
    const carol = await stack.createUser('carol');
    const socket = await listen(carol, 1);
    const jobId = randomUUID();
    await score(carol, jobId, 0);
    await score(carol, jobId, 1);
    await settle();
    expect(socket.completed.filter((e) => e.jobId === jobId)).toHaveLength(1);
  });

  it("finds a job's owner in its claim, or without one in the job itself", async () => {
    const gus = await stack.createUser('gus');
    const hana = await stack.createUser('hana');
    const gusSocket = await listen(gus, 0);
    const hanaSocket = await listen(hana, 0);
    const jobId = randomUUID();
    const connection = createRedis(testRedisUrl());
    const queue = createQueue('score', connection, stack.prefix);
    await queue.add(
      'resume.score',
      sealJobData(stack.keyring, gus.id, 'relay-test', {
        htmlResume: '<p>Python</p>',
        jobDescription: 'Python developer',
      }),
      { jobId },
    );
    await vi.waitFor(() => expect(gusSocket.completed.map((e) => e.jobId)).toContain(jobId), {
      timeout: 10_000,
    });
    expect(hanaSocket.completed).toEqual([]);

    // With a claim the relay does not read the job at all: here its data names nobody, yet the claim's
    // owner hears how it ended.
    const claimed = randomUUID();
    const claim = { userId: gus.id, name: 'resume.score', bodyHash: 'x', at: Date.now() };
    await connection.set(claimKey(stack.prefix, claimed), JSON.stringify(claim), 'PX', 60_000);
    await queue.add('resume.score', { not: 'sealed' }, { jobId: claimed });
    await vi.waitFor(() => expect(gusSocket.failed).toContain(claimed), { timeout: 10_000 });
    expect(hanaSocket.failed).toEqual([]);
    await queue.close();
    await connection.quit();
  });

  it('tells the owner when a job fails for good', async () => {
    const dora = await stack.createUser('dora');
    const socket = await listen(dora, 0);
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(hugePageCountPdf())]), 'cv.pdf');
    const jobId = randomUUID();
    const res = await fetch(`${gateways[0]?.url}/api/resume/parse-pdf`, {
      method: 'POST',
      headers: { 'x-job-id': jobId, ...dora.headers },
      body: form,
    });
    expect(res.status).toBe(422);
    await settle();
    expect(socket.failed).toEqual([jobId]);
    expect(socket.completed).toEqual([]);
  });

  it("tells admins' sockets, and only theirs, that a queue changed, once per burst", async () => {
    const erin = await stack.createUser('erin');
    const frank = await stack.createUser('frank');
    // The role is read from the database at the handshake, as for the admin endpoints: the token says 'user'.
    await stack.db.updateTable('users').set({ role: 'admin' }).where('id', '=', erin.id).execute();
    const admin = await listen(erin, 0);
    const user = await listen(frank, 0);
    // A burst: three jobs queued, started and completed within a moment.
    await Promise.all([score(frank, randomUUID()), score(frank, randomUUID()), score(frank, randomUUID())]);
    await new Promise((resolve) => setTimeout(resolve, QUEUE_CHANGED_EVERY_MS + 600));
    expect(admin.queueChanges.length).toBeGreaterThan(0);
    expect(new Set(admin.queueChanges)).toEqual(new Set(['score']));
    // Nine job events (queued, active, completed per job): a notice or two.
    expect(admin.queueChanges.length).toBeLessThanOrEqual(2);
    expect(user.queueChanges).toEqual([]);
  });

  it("stops telling a demoted admin's open socket that a queue changed", async () => {
    const gina = await stack.createUser('gina');
    const henry = await stack.createUser('henry');
    await stack.db.updateTable('users').set({ role: 'admin' }).where('id', '=', gina.id).execute();
    const demoted = await listen(gina, 0);
    await score(henry, randomUUID());
    await new Promise((resolve) => setTimeout(resolve, QUEUE_CHANGED_EVERY_MS + 600));
    expect(demoted.queueChanges.length).toBeGreaterThan(0);
    // Demoted while connected: HTTP already answers 403, and the socket must hear no more admin events.
    await stack.db.updateTable('users').set({ role: 'user' }).where('id', '=', gina.id).execute();
    demoted.queueChanges.length = 0;
    await score(henry, randomUUID());
    await new Promise((resolve) => setTimeout(resolve, QUEUE_CHANGED_EVERY_MS + 600));
    expect(demoted.queueChanges).toEqual([]);
  });
});
