import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeDeep, sanitizeText } from '../src/ai/sanitize';

/** Every tag an HTML parser finds in the text: what a browser would build if it were rendered raw. */
function tagsIn(html: string): string[] {
  const tags: string[] = [];
  const parser = new Parser({ onopentag: (name) => tags.push(name) });
  parser.write(html);
  parser.end();
  return tags;
}

const payloads = [
  '<<img>img src=x onerror=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '&lt;img src=x onerror=alert(1)&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '&amp;amp;amp;amp;amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;amp;amp;amp;amp;gt;',
  '<svg><svg/onload=alert(1)>',
  '<img src="x" onerror="alert(1)"',
  '<IMG SRC=javascript:alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<<<<<<<<<img>img>img>img>img>img>img>img>img src=x onerror=alert(1)>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<style>body{}</style><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

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
