import { describe, expect, it } from 'vitest';
import { createAiEngine } from '../../src/ai/createAiEngine';

describe('createAiEngine', () => {
  it('is the built-in engine when no provider is configured', () => {
    expect(createAiEngine({}).engine).toBe('offline');
    expect(createAiEngine({ baseURL: '  ' }).engine).toBe('offline');
  });
});
