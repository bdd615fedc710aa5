import { type ChatServer, startChatServer } from '@rb/kit/testing';
import { UnrecoverableError } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { createAiEngine } from '../../src/ai/createAiEngine';
import { AiUnavailableError } from '../../src/ai/openai/providerGuard';
import { aiProcessors } from '../../src/processors/ai';

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A provider that answers every call with a 500 (the chat server's reply when its script is empty). */
async function failingEngine(
  options: {
    fallbackOffline?: boolean;
    onCircuitChange?: (s: string) => void;
    onProviderCall?: (ok: boolean) => void;
  } = {},
) {
  server = await startChatServer([]);
  return createAiEngine({
    baseURL: server.baseURL,
    apiKey: 'test-key',
    callBudget: 3,
    breakerFailures: 4,
    breakerHalfOpenMs: 60_000,
    ...options,
  });
}

const noProgress = { progress: async () => undefined };

describe('AI provider resilience', () => {
  it('spends one budget of calls per job (no SDK retries nested inside), then opens the circuit and fails fast', async () => {
    const circuit: string[] = [];
    const calls: boolean[] = [];
    const engine = await failingEngine({
      onCircuitChange: (state) => circuit.push(state),
      onProviderCall: (ok) => calls.push(ok),
    });
    // The first job makes exactly its budget of calls: 3, not 3 × SDK retries.
    await expect(engine.summarize('Leo Leopard')).rejects.toThrow(AiUnavailableError);
    expect(server?.requests).toHaveLength(3);
    // The second job's first failure is the fourth in a row: the circuit opens and the rest of its budget is not spent.
    await expect(engine.summarize('Leo Leopard')).rejects.toThrow(AiUnavailableError);
    expect(server?.requests).toHaveLength(4);
    // While open, a job fails at once without calling the provider.
    const started = Date.now();
    await expect(engine.summarize('Leo Leopard')).rejects.toThrow(/paused/);
    expect(server?.requests).toHaveLength(4);
    expect(Date.now() - started).toBeLessThan(200);
    // The worker reports the change for the operations console, and each call made, for its error rate.
    expect(circuit).toEqual(['open']);
    expect(calls).toEqual([false, false, false, false]);
  });

  it('fails an AI job for good with the stable AI_UNAVAILABLE code, so BullMQ does not retry it', async () => {
    const processors = aiProcessors(await failingEngine());
    const failure = processors['editorText.expand']?.({ rawText: 'Leo Leopard' } as never, noProgress);
    await expect(failure).rejects.toThrow(UnrecoverableError);
    await expect(failure).rejects.toThrow('AI_UNAVAILABLE');
  });

  it('answers with the offline engine while the provider fails, when the operator enables the fallback', async () => {
    const engine = await failingEngine({ fallbackOffline: true });
    const answer = await engine.expandEditor('Leo Leopard\nSkills: Microsoft Office');
    expect(answer.engine).toBe('offline');
    expect(answer.enhancedText).toContain('Leo Leopard');
    expect(server?.requests).toHaveLength(3);
  });
});
