/**
 * Repairs the debris PDF and DOCX extraction leaves in resume text, then splits it into lines:
 * ligatures and full-width forms (NFKC), soft hyphens, Unicode hyphens and dashes, icon-font glyphs
 * (private-use code points, emoji, Font Awesome names such as "GITHUB-SQUARE"), tabs used as column
 * gaps, letter-spaced headings ("E X P E R I E N C E"), and page markers ("-- 1 of 2 --").
 */

import type { Speller } from '../ai/guard/speller';
import { mendMarkedBreaks, rejoinBroken } from './brokenWords';
import { BROKEN_AT_HYPHEN, splitStyle } from './lineStyles';

const MAX_TEXT_CHARS = 100_000;
const MAX_LINE_CHARS = 2_000;
/**
 * Font Awesome glyph names a PDF extracts as text: the upper-case names only (real words stay), with the
 * usual "-ALT", "-SQUARE", "-O" variants.
 */
const ICON_NAMES =
  /\b(?:HOUSE(?:-CHIMNEY|-USER)?|GITHUB|LINKEDIN(?:-IN)?|ENVELOPE(?:-OPEN)?|PHONE(?:-VOLUME|-FLIP)?|MOBILE(?:-SCREEN(?:-BUTTON)?)?|MAP-MARKER|MAP-PIN|LOCATION-(?:DOT|PIN|ARROW)|GLOBE|TWITTER|X-TWITTER|STACK-OVERFLOW|GITLAB|BEHANCE|DRIBBBLE|CALENDAR-DAYS|GRADUATION-CAP|SQUARE-(?:PHONE|ENVELOPE|GITHUB|TWITTER))(?:-(?:ALT|SQUARE|O|SOLID))?\b(?![a-z])/g;
/** Private-use area (icon fonts), pictographs and other symbols that carry no text. */
const GLYPHS =
  /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2190}-\u{21FF}\u{25A0}-\u{25FF}]|\u{FE0F}/gu;
/**
 * Shapes, ticks and arrows Word and PDF resumes use as bullets ("● Led…", "▪ Built…", "➢ Ran…", "✓ Cut…"):
 * at a line's start they are the list's bullet, kept as "•" before the other symbols are taken out.
 */
const BULLET_GLYPH =
  /^([ \t]*)[\u{25A0}-\u{25FF}\u{2192}\u{2713}-\u{2718}\u{2756}\u{2794}\u{279C}-\u{279E}\u{27A2}-\u{27A4}]\u{FE0F}?[ \t]*(?=\S)/gmu;
/** "-- 1 of 2 --" (pdf-parse), "Page 2", "Page 2 of 3", "2 / 3", "- 2 -". */
const PAGE_MARKER =
  /^(?:--\s*\d+\s+of\s+\d+\s*--|page\s+\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?|\d{1,3}\s*(?:of|\/)\s*\d{1,3}|-\s*\d{1,3}\s*-)$/i;
/**
 * Template adverts and boilerplate that are not part of anyone's resume: builder credits, "references
 * available upon request", template instructions, an offer of designs at a price ("Fill in your
 * details, choose and download 12 resume designs! Only $ 2,95").
 */
const BOILERPLATE =
  /^(?:(?:this\s+)?(?:resume|cv)\s+(?:template\s+)?(?:was\s+)?(?:created|made|built|designed|generated)\s+(?:with|by|using|at|on)\b.*|(?:created|made|built|generated|powered)\s+(?:with|by|using)\s+\S*(?:resume|cv|canva|zety|novoresume|enhancv|kickresume|resumegenius|livecareer|overleaf)\S*.*|(?:download|get)\s+(?:this|more|free)\s+(?:resume\s+)?templates?\b.*|references?\s+(?:are\s+)?(?:available\s+)?(?:up)?on\s+request\.?|(?:free\s+)?resume\s+templates?\s+(?:by|from|at)\b.*|.*\b(?:download|choose)\b.*\b(?:resume|cv)\s+(?:designs?|templates?)\b.*[$€£]\s?\d.*)$/i;

/**
 * Lines of a resume's text, each with the key of the style it is set in where its reader gave one
 * (lineStyles.ts) or its letters are spaced out ("E X P E R I E N C E", in any reader's text).
 */
export interface StyledLines {
  lines: string[];
  styles: (string | undefined)[];
}

/** The key a line's letters spaced out add to its style: spacing sets a heading apart as a font does. */
const SPACED = 'spaced';

export function cleanLines(raw: string, speller?: Speller): string[] {
  return cleanStyledLines(raw, speller).lines;
}

/** The cleaned lines and their styles; `speller` decides the words a line broke at a hyphen (brokenWords.ts). */
export function cleanStyledLines(raw: string, speller?: Speller): StyledLines {
  const text = mendMarkedBreaks(raw.slice(0, MAX_TEXT_CHARS), speller)
    .replaceAll(BROKEN_AT_HYPHEN, '')
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[\u2010-\u2013]/g, '-')
    // A hyphen doubled by a removed soft hyphen ("555-\u00ad\u20105555") is one hyphen.
    .replace(/(?<=\w)-{2,}(?=\w)/g, '-')
    .replace(/[\u2014\u2015]/g, ' — ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(BULLET_GLYPH, '$1• ')
    .replace(GLYPHS, ' ')
    .replace(ICON_NAMES, ' ')
    .replace(/\r\n?/g, '\n')
    // Rules drawn with underscores or equals signs separate blocks.
    .replace(/[_=]{3,}/g, '\n')
    // A bar is a separator however it is spaced ("Law Group| Tuscaloosa"): spaced alike, the employer
    // and its town are told apart as in "Law Group | Tuscaloosa". Each pattern is anchored on one
    // character beside the bar (a space run around it, / *\| */, took seconds on a line of spaces).
    .replace(/(\S)\|/g, '$1 |')
    .replace(/\|(\S)/g, '| $1');
  const lines: string[] = [];
  const styles: (string | undefined)[] = [];
  const rawLines = text.split('\n').map(splitStyle);
  for (const [index, { text: rawLine, style: readStyle }] of rawLines.entries()) {
    // Lines are capped so every later pattern runs on bounded input.
    // Tabs and wide runs of spaces separate columns (Word tables, right-aligned dates, sidebars): keep
    // the gap as a visible separator.
    const cells = rawLine
      .slice(0, MAX_LINE_CHARS)
      .split(/\t+| {3,}/)
      .map((cell) => cell.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join(' | ')
      // A removed icon between two gaps leaves an empty column.
      .replace(/\|(?: ?\|)+/g, '|')
      .replace(/^\| ?| ?\|$/g, '');
    const line = joinLetterSpacing(cells);
    const spaced = line !== cells;
    const style = spaced ? [readStyle, SPACED].filter(Boolean).join(' ') : readStyle;
    if (PAGE_MARKER.test(line)) {
      // A running footer ends with the page number the marker repeats ("February 10, 2026 · Résumé 1").
      const page = /^--\s*(\d+)\s+of/i.exec(line)?.[1];
      if (page && lines.at(-1)?.endsWith(` ${page}`) && (lines.at(-1)?.split(' ').length ?? 0) > 2) {
        lines.pop();
        styles.pop();
      }
      continue;
    }
    if (!line || BOILERPLATE.test(line) || (/^\d{1,2}$/.test(line) && isPageNumber(rawLines, index)))
      continue;
    const previous = lines.at(-1);
    // A word hyphenated across a line break ("cross-" / "functional") is one word again; a line so
    // mended keeps to the cap too, or a run of such lines ("ab-" / "cd-" / …) grows one line that is
    // copied and tested again at each line, the square of the run.
    const mends =
      previous !== undefined &&
      previous.length + line.length <= MAX_LINE_CHARS &&
      /\p{L}-$/u.test(previous) &&
      /^\p{Ll}/u.test(line);
    if (mends) {
      lines[lines.length - 1] = rejoinBroken(previous.slice(0, -1), line, speller);
      if (styles.at(-1) !== style) styles[styles.length - 1] = undefined;
    } else {
      lines.push(line);
      styles.push(style);
    }
  }
  const running = runningLines(lines);
  const kept = lines.map((line) => !running.has(NUMBERED_CELL.exec(line)?.[1] ?? ''));
  return { lines: lines.filter((_, i) => kept[i]), styles: styles.filter((_, i) => kept[i]) };
}

/** A line's last cell a page number ("November 3, 2019 | Omkar Pathak · Résumé | 2"). */
const NUMBERED_CELL = /^(.+\S) \| (\d{1,3})$/;

/**
 * A running header or footer: a line set on every page alike but for its page number, in a cell of its
 * own ("November 3, 2019 | Omkar Pathak · Résumé | 1", "… | 2"). pdf-parse's page markers name the page
 * a footer ends with; a page read by its layout has none, so the repetition tells it. The lines' text
 * before the number.
 */
function runningLines(lines: readonly string[]): Set<string> {
  const pages = new Map<string, Set<string>>();
  for (const line of lines) {
    const [, text, page] = NUMBERED_CELL.exec(line) ?? [];
    if (text && page) pages.set(text, (pages.get(text) ?? new Set()).add(page));
  }
  return new Set([...pages].filter(([, numbers]) => numbers.size > 1).map(([text]) => text));
}

/**
 * A lone number is a page number at the top or bottom of a page (first or last line, or beside a page
 * marker or a blank page break); inside the text it is the end of a wrapped line ("improved it by" / "30").
 */
function isPageNumber(lines: readonly { text: string }[], index: number): boolean {
  const near = (step: number) => {
    let j = index + step;
    while (lines[j]?.text.trim() === '') j += step;
    const line = lines[j]?.text.trim();
    return line === undefined || PAGE_MARKER.test(line) || line.includes('\f');
  };
  return near(-1) || near(1);
}

/** Extracted resume text as the editor shows it: the same repairs, one line per line of content. */
export function cleanResumeText(raw: string, speller?: Speller): string {
  return cleanLines(raw, speller).join('\n');
}

/** "E X P E R I E N C E" → "EXPERIENCE": a line of mostly single letters is one spaced-out word. */
export function joinLetterSpacing(line: string): string {
  const tokens = line.split(' ');
  if (tokens.length < 4) return line;
  const single = tokens.filter((t) => /^\p{L}{1,2}$/u.test(t)).length;
  if (single / tokens.length < 0.8 || tokens.some((t) => t.length > 2)) return line;
  return tokens.join('');
}
