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

  it('drops a line whose markup was all its label introduced, rather than punctuating it', () => {
    expect(sanitizeText('Summary: <b></b>.')).toBe('');
    expect(sanitizeText('Professional Summary: <i></i>.\nLed the team.')).toBe('Led the team.');
    // A sentence whose list was only markup ends before its colon; figures after a colon stay.
    expect(sanitizeText('Led the team: <b></b>. Shipped it <i></i>.')).toBe('Led the team. Shipped it.');
    expect(sanitizeText('Met at 10:30 <b></b>.')).toBe('Met at 10:30.');
  });

  it('sanitizes every string of a structured reply', () => {
    const reply = sanitizeDeep({ summary: '<<img>img src=x onerror=alert(1)>Senior', bullets: ['<b>x</b>'] });
    expect(reply).toEqual({ summary: 'Senior', bullets: ['x'] });
  });
});
