import { describe, expect, it } from 'vitest';
import { defaultPagePoolSize, PAGE_MEMORY_MB } from '../src/render/pagePoolSize';

describe('default render page pool', () => {
  it('is two pages per core when memory allows', () => {
    expect(defaultPagePoolSize(2, 16_000)).toBe(4);
    expect(defaultPagePoolSize(8, 64_000)).toBe(16);
  });

  it('never takes more than a quarter of the free memory, and keeps at least one page', () => {
    expect(defaultPagePoolSize(8, 8 * PAGE_MEMORY_MB)).toBe(2);
    expect(defaultPagePoolSize(4, 10)).toBe(1);
  });
});
