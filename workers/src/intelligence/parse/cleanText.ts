/**
 * Repairs the debris PDF and DOCX extraction leaves in resume text, then splits it into lines:
 * ligatures and full-width forms (NFKC), soft hyphens, Unicode hyphens and dashes, icon-font glyphs
 * (private-use code points, emoji, Font Awesome names such as "GITHUB-SQUARE"), tabs used as column
 * gaps, letter-spaced headings ("E X P E R I E N C E"), and page markers ("-- 1 of 2 --").
 */

const MAX_TEXT_CHARS = 100_000;
const ICON_NAMES =
  /\b(?:HOUSE-CHIMNEY|GITHUB(?:-SQUARE|-ALT)?|LINKEDIN(?:-IN)?|ENVELOPE|PHONE|MOBILE(?:-ALT)?|MAP-MARKER(?:-ALT)?|GLOBE|TWITTER|STACK-OVERFLOW)\b/g;
/** Private-use area (icon fonts), pictographs and other symbols that carry no text. */
const GLYPHS =
  /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2190}-\u{21FF}\u{25A0}-\u{25FF}]|\u{FE0F}/gu;
const PAGE_MARKER = /^--\s*\d+\s+of\s+\d+\s*--$/;

export function cleanLines(raw: string): string[] {
  const text = raw
    .slice(0, MAX_TEXT_CHARS)
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[\u2010-\u2013]/g, '-')
    // A hyphen doubled by a removed soft hyphen ("555-\u00ad\u20105555") is one hyphen.
    .replace(/(?<=\w)-{2,}(?=\w)/g, '-')
    .replace(/[\u2014\u2015]/g, ' — ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(GLYPHS, ' ')
    .replace(ICON_NAMES, ' ')
    .replace(/\r\n?/g, '\n')
    // Rules drawn with underscores or equals signs separate blocks.
    .replace(/[_=]{3,}/g, '\n');
  const lines: string[] = [];
  for (const rawLine of text.split('\n')) {
    // Tabs separate columns (Word tables, right-aligned dates): keep the gap as a visible separator.
    const line = joinLetterSpacing(
      rawLine
        .split(/\t+/)
        .map((cell) => cell.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join(' | '),
    );
    if (line && !PAGE_MARKER.test(line) && !/^\d{1,2}$/.test(line)) lines.push(line);
  }
  return lines;
}

/** "E X P E R I E N C E" → "EXPERIENCE": a line of mostly single letters is one spaced-out word. */
export function joinLetterSpacing(line: string): string {
  const tokens = line.split(' ');
  if (tokens.length < 4) return line;
  const single = tokens.filter((t) => /^\p{L}{1,2}$/u.test(t)).length;
  if (single / tokens.length < 0.8 || tokens.some((t) => t.length > 2)) return line;
  return tokens.join('');
}
