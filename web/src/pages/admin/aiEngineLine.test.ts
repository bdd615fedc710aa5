import type { AiStatus } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { aiEngineLine } from './aiEngineLine';

const since = '2026-01-02T03:04:05.000Z';
const status = (over: Partial<AiStatus>): AiStatus => ({
  engine: 'offline',
  model: null,
  discovered: false,
  circuit: 'closed',
  since,
  ...over,
});

describe('aiEngineLine (the operations console)', () => {
  it('says the built-in engine has no provider and names no circuit for it', () => {
    const line = aiEngineLine(status({}));
    expect(line).toMatch(/^Built-in writing assistant; no AI provider configured/);
    expect(line).not.toMatch(/circuit/);
  });

  it("names a provider's model, where it came from and its circuit state", () => {
    expect(aiEngineLine(status({ engine: 'openai', model: 'm1', circuit: 'open' }))).toMatch(
      /^configured AI provider, model m1: provider circuit open since /,
    );
    expect(aiEngineLine(status({ engine: 'openai', model: 'llama3', discovered: true }))).toMatch(
      /^local Ollama found at start-up, model llama3: provider circuit closed since /,
    );
  });
});
