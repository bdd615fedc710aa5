import { generateResumeResponseSchema, STORAGE_LIMITS, storageLimitMessage } from '@rb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationStore } from '../src/applicationStore';
import { ResumeStore } from '../src/resumeStore';
import { sampleResume } from './fixtures';
import { type Stack, startStack, type TestUser } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workerQueues: '' });
}, 30_000);
afterAll(() => stack?.close());

const send = (user: TestUser, path: string, method: string, body?: unknown) =>
  fetch(`${stack.url}${path}`, {
    method,
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const generate = (user: TestUser) =>
  send(user, '/api/resume/generate', 'POST', {
    type: 'resume',
    jobDescription: '',
    resumeData: sampleResume,
  });

/** `count` calls at once: a cap must hold against a burst, not only against one call after another. */
const burst = (count: number, call: () => Promise<Response>) =>
  Promise.all(Array.from({ length: count }, call));
function statuses(replies: Response[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const { status } of replies) counted[status] = (counted[status] ?? 0) + 1;
  return counted;
}

describe('per-user storage caps', () => {
  it(`keeps at most ${STORAGE_LIMITS.resumes} resumes per user, even created in parallel, and says so (409)`, async () => {
    const [greedy, other] = [await stack.createUser('greedy'), await stack.createUser('other')];
    // Filled to five short of the cap directly (a hundred parallel requests would measure the pool), then
    // a parallel burst over it.
    const store = new ResumeStore(stack.db, stack.keyring);
    for (let i = 0; i < STORAGE_LIMITS.resumes - 5; i++) await store.create(greedy.id, sampleResume, '');
    const replies = await burst(10, () => generate(greedy));
    expect(statuses(replies)).toEqual({ 201: 5, 409: 5 });
    const refused = replies.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({
      code: 'STORAGE_LIMIT_REACHED',
      error: storageLimitMessage('resumes'),
    });
    // Each user has a cap of their own, and deleting a resume makes room again.
    expect((await generate(other)).status).toBe(201);
    const kept = replies.find((r) => r.status === 201);
    const { resume } = generateResumeResponseSchema.parse(await kept?.json());
    expect((await send(greedy, `/api/resume/${resume.id}`, 'DELETE')).status).toBe(200);
    expect((await generate(greedy)).status).toBe(201);
    expect((await generate(greedy)).status).toBe(409);
  });

  it(`keeps at most ${STORAGE_LIMITS.resumeMegabytes} MB of resumes and versions per user (409), saves included`, async () => {
    const hoarder = await stack.createUser('hoarder');
    // Near the body limit: each save of this resume stores about 0.9 MB (sealed, so incompressible).
    const bulky = {
      ...sampleResume,
      summary: 'x'.repeat(5000),
      experience: Array.from({ length: 30 }, (_, i) => ({
        company: `Company ${i}`,
        role: 'Engineer',
        start_date: '2020',
        responsibilities: Array.from({ length: 30 }, (_, j) => `${i}.${j} ${'Shipped work. '.repeat(70)}`),
      })),
    };
    const create = () =>
      send(hoarder, '/api/resume/generate', 'POST', {
        type: 'resume',
        jobDescription: '',
        resumeData: bulky,
      });
    const first = await create();
    expect(first.status).toBe(201);
    const { resume } = generateResumeResponseSchema.parse(await first.json());
    const save = () => send(hoarder, `/api/resume/${resume.id}/versions`, 'POST', { resumeData: bulky });
    let saved = 1;
    let refused: Response | undefined;
    while (!refused && saved < STORAGE_LIMITS.resumeMegabytes * 2) {
      const reply = await save();
      if (reply.status === 201) saved++;
      else refused = reply;
    }
    expect(refused?.status).toBe(409);
    expect(await refused?.json()).toEqual({
      code: 'STORAGE_LIMIT_REACHED',
      error: storageLimitMessage('resumeMegabytes'),
    });
    expect(saved).toBeGreaterThan(STORAGE_LIMITS.resumeMegabytes / 2);
    expect(saved).toBeLessThan(STORAGE_LIMITS.resumeMegabytes * 2);
    // A new resume is refused too, and deleting one makes room again.
    expect((await create()).status).toBe(409);
    expect((await send(hoarder, `/api/resume/${resume.id}`, 'DELETE')).status).toBe(200);
    expect((await create()).status).toBe(201);
  }, 60_000);

  it(`records at most ${STORAGE_LIMITS.applications} applications per user (409)`, async () => {
    const eager = await stack.createUser('eager');
    const { resume } = generateResumeResponseSchema.parse(await (await generate(eager)).json());
    const record = () =>
      send(eager, '/api/applications', 'POST', {
        resumeId: resume.id,
        version: 1,
        company: 'Acme',
        role: 'Dev',
      });
    // As above: filled to five short of the cap, then a parallel burst over it.
    const applications = new ApplicationStore(stack.db, stack.keyring);
    const filler = { resumeId: resume.id, version: 1, company: 'A', role: 'B', score: null };
    for (let i = 0; i < STORAGE_LIMITS.applications - 5; i++) await applications.record(eager.id, filler);
    const replies = await burst(8, record);
    expect(statuses(replies)).toEqual({ 201: 5, 409: 3 });
    const refused = replies.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({
      code: 'STORAGE_LIMIT_REACHED',
      error: storageLimitMessage('applications'),
    });
  });

  it(`keeps the newest ${STORAGE_LIMITS.lettersPerApplication} cover letters of an application`, async () => {
    const writer = await stack.createUser('writer');
    const { resume } = generateResumeResponseSchema.parse(await (await generate(writer)).json());
    const applications = new ApplicationStore(stack.db, stack.keyring);
    const application = await applications.record(writer.id, {
      resumeId: resume.id,
      version: 1,
      company: 'Acme',
      role: 'Dev',
      score: null,
    });
    const written = [];
    for (let i = 0; i < STORAGE_LIMITS.lettersPerApplication + 2; i++) {
      written.push(await applications.keepLetter(writer.id, application.id, `Letter ${i}`));
    }
    const rows = await stack.db
      .selectFrom('cover_letters')
      .select('id')
      .where('application_id', '=', application.id)
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual(
      written
        .slice(-STORAGE_LIMITS.lettersPerApplication)
        .map((l) => l.id)
        .sort(),
    );
    expect(await applications.letter(writer.id, written[0]?.id ?? '')).toBeUndefined();
  });
});
