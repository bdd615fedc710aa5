import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack, type TestUser } from './stack';

let stack: Stack;

// Each account has its 7 a day; the client address (loopback here) has 5 for all its accounts together.
beforeAll(async () => {
  stack = await startStack({ workerQueues: 'ai', aiDailyLimit: 7, aiPerAddress: 5 });
}, 30_000);
afterAll(() => stack?.close());

const expand = (user: TestUser, rawText: string) =>
  fetch(`${stack.url}/api/openai/expand-editor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.headers },
    body: JSON.stringify({ rawText }),
  });

describe('AI uses per client address', () => {
  it('are not multiplied by fresh accounts: three accounts from one address share its allowance', async () => {
    const users = await Promise.all(['one', 'two', 'three'].map((label) => stack.createUser(label)));
    const answers = await Promise.all(
      users.flatMap((user) => Array.from({ length: 4 }, (_, i) => expand(user, `Built pipelines ${i}`))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const refused = answers.find((res) => res.status === 429);
    expect(await refused?.json()).toMatchObject({
      code: 'AI_LIMIT_REACHED',
      error: 'The AI enhancements for your network are used up for today. The limit resets at midnight UTC.',
    });
    // The refused uses were not taken from the accounts' own allowances.
    const used = await stack.db
      .selectFrom('ai_usage')
      .select(['count'])
      .where(
        'user_id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    expect(used.reduce((sum, row) => sum + row.count, 0)).toBe(5);
  }, 60_000);
});
