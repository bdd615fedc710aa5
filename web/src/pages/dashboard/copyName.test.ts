import { describe, expect, it } from 'vitest';
import { enhancedCopyName } from './copyName';

describe('enhancedCopyName', () => {
  it('names the copy after the original, marked once', () => {
    expect(enhancedCopyName('Priya Raman')).toBe('Priya Raman (enhanced)');
    expect(enhancedCopyName('Priya Raman (enhanced)')).toBe('Priya Raman (enhanced)');
  });
});
