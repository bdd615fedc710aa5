import { describe, expect, it } from 'vitest';
import { type PageReader, readEveryPage } from './logPages';

describe('readEveryPage (an admin log export)', () => {
  it('follows nextBefore to the last page with the largest page size and the export marker', async () => {
    const pages: Record<string, { rows: { id: number }[]; nextBefore: string | null }> = {
      newest: { rows: [{ id: 1 }, { id: 2 }], nextBefore: 'c1' },
      c1: { rows: [{ id: 3 }], nextBefore: 'c2' },
      c2: { rows: [], nextBefore: null },
    };
    const asked: Parameters<PageReader<{ id: number }>>[0][] = [];
    const read: PageReader<{ id: number }> = async (page) => {
      asked.push(page);
      const answer = pages[page.before ?? 'newest'];
      if (!answer) throw new Error(`no page before ${page.before}`);
      return answer;
    };
    expect(await readEveryPage(read, 'json')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(asked).toEqual([
      { limit: 1000, before: null, format: 'json' },
      { limit: 1000, before: 'c1', format: 'json' },
      { limit: 1000, before: 'c2', format: 'json' },
    ]);
  });
});
