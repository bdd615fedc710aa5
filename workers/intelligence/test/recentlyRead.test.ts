import { describe, expect, it } from 'vitest';
import { recentlyRead } from '../src/ats/recentlyRead';

describe('texts read lately', () => {
  it('reads a text once while it is remembered, and forgets the oldest beyond the bound', () => {
    const asked: string[] = [];
    const read = recentlyRead(2, (text) => {
      asked.push(text);
      return { length: text.length };
    });
    const first = read('posting one');
    expect(read('posting one')).toBe(first);
    read('posting two');
    read('posting three');
    expect(asked).toEqual(['posting one', 'posting two', 'posting three']);
    // 'posting one' was the oldest of three with room for two: it is read afresh.
    expect(read('posting one')).not.toBe(first);
    expect(read('posting three')).toEqual({ length: 13 });
    expect(asked).toEqual(['posting one', 'posting two', 'posting three', 'posting one']);
  });
});
