import { describe, expect, it } from 'vitest';
import { sanitizeDeep, sanitizeText } from '../src/ai/sanitize';
import { payloads, tagsIn } from './hostileMarkup';

describe('sanitizeText over hostile AI output', () => {
  it.each(payloads)('leaves no tag an HTML parser would build: %s', (payload) => {
    for (const text of [payload, `Led a team of 5. ${payload} Shipped it.`]) {
      const clean = sanitizeText(text);
      expect(tagsIn(clean)).toEqual([]);
      expect(clean).not.toMatch(/<[a-z!/]/i);
    }
  });

  it('keeps ordinary text, entities and comparisons readable', () => {
    expect(sanitizeText('R&D at AT&T, salary < 50k and > 40k')).toBe('R&D at AT&T, salary < 50k and > 40k');
    expect(sanitizeText('Built <b>fast</b> APIs &amp; tools')).toBe('Built fast APIs & tools');
    expect(sanitizeText('Line one\r\n\r\n\r\n\r\nLine two\u202e')).toBe('Line one\n\nLine two');
  });

  it('drops script and style content with their tags', () => {
    expect(sanitizeText('Hello<script>alert(1)</script> world<style>p{}</style>')).toBe('Hello world');
  });

  it('sanitizes every string of a structured reply', () => {
    const reply = sanitizeDeep({ summary: '<<img>img src=x onerror=alert(1)>Senior', bullets: ['<b>x</b>'] });
    expect(reply).toEqual({ summary: 'Senior', bullets: ['x'] });
  });
});
