import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDescription } from './fixtures';
import { type Stack, startStack } from './stack';

let stack: Stack;

// No workers: every job waits, so the bounded wait is what answers.
beforeAll(async () => {
  stack = await startStack({
    workerQueues: '',
    waitMs: 300,
    rateLimitPerMinute: 3,
    costlyRateLimitPerMinute: 2,
  });
}, 30_000);
afterAll(() => stack?.close());

describe('limits', () => {
  it('rate-limits each user separately (429 with Retry-After)', async () => {
    const [greedy, other] = [await stack.createUser('greedy'), await stack.createUser('other')];
    const list = (headers: Record<string, string>) => fetch(`${stack.url}/api/resume/list`, { headers });
    for (let i = 0; i < 3; i++) expect((await list(greedy.headers)).status).toBe(200);
    const limited = await list(greedy.headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await list(other.headers)).status).toBe(200);
  });

  it('refuses a bad query with 400 before any limit, database or queue work', async () => {
    const user = await stack.createUser('hasty');
    const list = () => fetch(`${stack.url}/api/resume/list`, { headers: user.headers });
    for (let i = 0; i < 3; i++) expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(429);
    // Even with the budget spent, a request that could never be served is told so, and costs nothing.
    const res = await fetch(`${stack.url}/api/resume/${randomUUID()}/download?format=exe`, {
      headers: user.headers,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', fields: ['format'] });
    const unknownKey = await fetch(`${stack.url}/api/resume/list?admin=1`, { headers: user.headers });
    expect(unknownKey.status).toBe(400);
  });

  it('counts a costly call against both budgets, in one check', async () => {
    const user = await stack.createUser('costly');
    const list = () => fetch(`${stack.url}/api/resume/list`, { headers: user.headers });
    // A download of a resume that does not exist: costly, cheap, and a 404 once past the limits.
    const download = () =>
      fetch(`${stack.url}/api/resume/${randomUUID()}/download?format=pdf`, { headers: user.headers });
    expect((await download()).status).toBe(404);
    expect((await download()).status).toBe(404);
    const overCostly = await download();
    expect(overCostly.status).toBe(429);
    expect(Number(overCostly.headers.get('retry-after'))).toBeGreaterThan(0);
    // Three costly attempts used the whole every-request budget of 3 as well.
    expect((await list()).status).toBe(429);
  });

  it('answers 504 when no worker finishes the job in time, instead of hanging', async () => {
    const user = await stack.createUser('waiting');
    const started = Date.now();
    const res = await fetch(`${stack.url}/api/ats/score-resume`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify({ htmlResume: '<p>Python</p>', jobDescription }),
    });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('keeps the AI use when the wait times out: the job may still finish and be fetched by its id', async () => {
    const user = await stack.createUser('patient');
    const res = await fetch(`${stack.url}/api/openai/expand-editor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify({ rawText: 'Still queued' }),
    });
    expect(res.status).toBe(504);
    const usage = await stack.db
      .selectFrom('ai_usage')
      .select('count')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(usage.count).toBe(1);
    // Each charged use is audited: who, which job, never the text.
    const audit = await stack.db
      .selectFrom('audit_log')
      .select(['event', 'outcome', 'details'])
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit).toEqual([
      {
        event: 'ai-use',
        outcome: 'success',
        details: { job: expect.any(String), jobId: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Still queued');
  });
});
