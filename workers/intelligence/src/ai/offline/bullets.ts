/**
 * Bullets as the user meant them: lines a page or column break split are joined back, and a bullet
 * written twice word for word is kept once. Near-duplicates stay (see ../suggestions.ts).
 */
import nlp from 'compromise';
import { opensWithDoneVerb } from '../../text/verbs';
import { isLabel, withoutGlyph } from './rewriteBullet';

/**
 * Words a sentence cannot end on: a line ending with one continues on the next. The end of a hyphenated
 * word ("walk-in", "add-on") is no such word.
 */
const DANGLING_END =
  /(?:[,&/-]|(?<![\p{L}-])(?:and|or|of|to|the|a|an|with|for|in|on|by|at|from|as|including|while))$/iu;

/**
 * True when a line stops where no sentence can ("…by 12% through", "…which"): the
 * next line finishes it. compromise reads the last word in context, so any preposition counts; only a
 * bare lower-case word can be one (a line closed by a stop, or ending on a name, ends there).
 */
function dangles(line: string): boolean {
  const text = line.trim();
  if (DANGLING_END.test(text)) return true;
  return /(?:^|\s)\p{Ll}+$/u.test(text) && nlp(text).has('(#Preposition|#Conjunction|#QuestionWord)$');
}

/**
 * True when `next` continues `previous` rather than starting a bullet of its own. A lower-case opening
 * marks a continuation only for someone who capitalises bullets (`lowerCaseStyle` false), and not when it
 * is a done verb ("helped with…", "helping with…"): a line that reports work of its own after one that
 * ended whole. (Import already joined the lines a layout wrapped, seeing where each bullet's glyph was.)
 */
function continues(previous: string, next: string, lowerCaseStyle: boolean): boolean {
  if (dangles(previous)) return true;
  if (lowerCaseStyle || !/^[\p{Ll}(]/u.test(next)) return false;
  return !opensWithDoneVerb(next);
}

/** Words that open what follows them: a bullet's glyph right after one was a line break, not a new item. */
const JOINING_WORD = '(?:and|or|of|to|the|a|an|with|for|in|on|by|at|from|as|including|while)';
/** "tasked with · participating in…": a list glyph a layout left inside a sentence, after a joining word. */
const GLYPH_INSIDE = new RegExp(`(?<=(?:^|\\s)${JOINING_WORD})\\s+[•·▪◦●]\\s+`, 'giu');

/**
 * The bullets without the labels that end them ("description -", "Responsibilities:", see `isLabel`):
 * with nothing after it in its entry, a label is a form's field left empty and heads nothing. A label
 * before other lines stays ("Key results:" above the results).
 */
function withoutEmptyLabels(bullets: readonly string[]): string[] {
  const out = bullets.map((b) => b.trim()).filter(Boolean);
  while (out.length > 0 && isLabel(withoutGlyph(out.at(-1) ?? ''))) out.pop();
  return out;
}

/**
 * Split bullets joined back: "Reduced costs by 20% through" + "renegotiated contracts" is one bullet.
 * Empty labels that end the list go, and a glyph left inside a sentence with them.
 */
export function mergeSplitBullets(bullets: readonly string[]): string[] {
  const out: string[] = [];
  // Someone whose first bullet opens in lower case types them so: case then says nothing about joins.
  const lowerCaseStyle = /^\p{Ll}/u.test(bullets.find((b) => b.trim())?.trim() ?? '');
  for (const raw of withoutEmptyLabels(bullets)) {
    const text = raw.replace(GLYPH_INSIDE, ' ');
    if (!text) continue;
    const last = out.at(-1);
    if (last !== undefined && continues(last, text, lowerCaseStyle)) {
      // A hyphen lost at the line end joins the word halves: "cross-" + "functional".
      out[out.length - 1] = last.endsWith('-') ? `${last}${text}` : `${last} ${text}`;
    } else {
      out.push(text);
    }
  }
  return out;
}

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The first of each set of bullets that are the same apart from case, spacing and punctuation. */
export function dropExactDuplicates(bullets: readonly string[]): string[] {
  const seen = new Set<string>();
  return bullets.filter((b) => {
    const k = key(b);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
