import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChatServer, startChatServer } from '@rb/kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createAiEngine } from '../../src/ai/createAiEngine';
import { discoverOllama } from '../../src/ai/discoverOllama';
import { loadSpeller } from '../../src/ai/loadSpeller';

let server: ChatServer | undefined;
let silent: http.Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  silent?.closeAllConnections();
  await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
  silent = undefined;
});

/** The server's root, where Ollama answers /api/tags (the chat server's baseURL ends in /v1). */
const rootOf = (s: ChatServer) => s.baseURL.replace(/\/v1$/, '');

describe('a local Ollama found at start-up', () => {
  it('is used through its OpenAI-compatible endpoint with its first model, or the one AI_MODEL names', async () => {
    server = await startChatServer([], ['llama3.2:latest', 'qwen2.5:7b']);
    expect(await discoverOllama(rootOf(server))).toEqual({
      baseURL: server.baseURL,
      model: 'llama3.2:latest',
    });
    expect((await discoverOllama(rootOf(server), 1000, 'qwen2.5:7b'))?.model).toBe('qwen2.5:7b');
    expect((await discoverOllama(rootOf(server), 1000, 'llama3.2'))?.model).toBe('llama3.2:latest');
  });

  it('is none when nothing listens, nothing is pulled or it does not answer in time', async () => {
    server = await startChatServer([], []);
    expect(await discoverOllama(rootOf(server))).toBeUndefined();
    const closed = await startChatServer([]);
    const unused = rootOf(closed);
    await closed.close();
    expect(await discoverOllama(unused)).toBeUndefined();
    silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    expect(await discoverOllama(`http://127.0.0.1:${port}`, 200)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers behind the same guard as a configured provider', async () => {
    const line = 'Organized campus and community events for the Enactus chapter';
    server = await startChatServer(
      [
        {
          kind: 'content',
          content: JSON.stringify({ summary: 'Business student with an MBA from Stanford.' }),
        },
      ],
      ['llama3.2:latest'],
    );
    const found = await discoverOllama(rootOf(server));
    const engine = createAiEngine(
      { ...found, timeoutMs: 1000, callBudget: 1, fallbackOffline: true },
      { speller: await loadSpeller() },
    );
    expect(engine.engine).toBe('openai');
    const answer = await engine.summarize({
      name: 'Leo Leopard',
      email: '',
      phone: '',
      linkedin: '',
      portfolio: '',
      summary: '',
      experience: [
        {
          company: 'Enactus',
          role: 'Member',
          start_date: '2013',
          end_date: '2016',
          responsibilities: [line],
        },
      ],
      education: [],
      skills: [],
      certifications: [],
    });
    expect(server.requests[0]?.model).toBe('llama3.2:latest');
    expect(answer.engine).toBe('offline');
    expect(answer.summary).not.toMatch(/MBA|Stanford/);
  });
});
