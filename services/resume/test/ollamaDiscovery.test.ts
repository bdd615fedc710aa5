import { aiStatusSchema } from '@rb/contracts';
import { aiStatusKey, createRedis } from '@rb/kit';
import { type ChatServer, startChatServer, testRedisUrl } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './stack';

let ollama: ChatServer;
let stack: Stack;

// A fake local Ollama (its model list and its OpenAI-compatible endpoint) and a real ai worker process
// told nothing but where Ollama answers.
beforeAll(async () => {
  ollama = await startChatServer(
    [
      {
        kind: 'content',
        content: JSON.stringify({ markdown: '# Jane Doe\n\n## Summary\n\nBuilds things.' }),
      },
    ],
    ['llama3.2:latest'],
  );
  stack = await startStack({
    workerQueues: 'ai',
    extraEnv: { AI_DISCOVER_OLLAMA: 'true', OLLAMA_URL: ollama.baseURL.replace(/\/v1$/, '') },
  });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await ollama?.close();
});

describe('a local Ollama at start-up', () => {
  it('is found without AI_BASE_URL, answers AI jobs with its model, and the console is told which', async () => {
    const redis = createRedis(testRedisUrl());
    try {
      const status = aiStatusSchema.parse(JSON.parse((await redis.get(aiStatusKey(stack.prefix))) ?? '{}'));
      expect(status).toMatchObject({
        engine: 'openai',
        model: 'llama3.2:latest',
        discovered: true,
        circuit: 'closed',
      });
    } finally {
      await redis.quit();
    }
    const user = await stack.createUser('ollama');
    const res = await fetch(`${stack.url}/api/openai/expand-editor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify({ rawText: 'Jane Doe. Builds things.' }),
    });
    expect(res.status).toBe(200);
    expect(ollama.requests.at(-1)?.model).toBe('llama3.2:latest');
  });
});
