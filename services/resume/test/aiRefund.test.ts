import { type ChatServer, startChatServer } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack, type TestUser } from './stack';

let provider: ChatServer;
let stack: Stack;

// The real ai worker talks to a provider that answers every call with a 500, so each AI job fails for good.
beforeAll(async () => {
  provider = await startChatServer([]);
  stack = await startStack({
    workerQueues: 'ai',
    aiDailyLimit: 1,
    // No fallback to the built-in engine: the job must fail for its use to be given back.
    extraEnv: {
      AI_BASE_URL: provider.baseURL,
      AI_API_KEY: 'test',
      AI_CALL_BUDGET: '1',
      AI_FALLBACK_OFFLINE: 'false',
    },
  });
}, 30_000);
afterAll(async () => {
  await stack?.close();
  await provider?.close();
});

const expand = (user: TestUser, rawText: string) =>
  fetch(`${stack.url}/api/openai/expand-editor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.headers },
    body: JSON.stringify({ rawText }),
  });

const usedToday = async (user: TestUser) =>
  (await stack.db.selectFrom('ai_usage').select('count').where('user_id', '=', user.id).executeTakeFirst())
    ?.count ?? 0;

describe('AI uses of failed jobs', () => {
  it('gives the use back when the job fails, so the allowance is still there', async () => {
    const user = await stack.createUser('refund');
    const failed = await expand(user, 'First try');
    expect(failed.status).toBe(503);
    expect(provider.requests.length).toBeGreaterThan(0);
    expect(await usedToday(user)).toBe(0);
    // With a limit of 1, a second failure is still a failure (503), not a spent allowance (429).
    expect((await expand(user, 'Second try')).status).toBe(503);
    expect(await usedToday(user)).toBe(0);
  }, 20_000);
});
