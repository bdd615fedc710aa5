import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { headingOf } from '../parse/sections';

/** Enough for any honest text (entities nest at most once or twice); hostile nesting ends in the fallback. */
const MAX_PASSES = 6;

/**
 * One pass of an HTML parser (sanitize-html on htmlparser2) that keeps only text: every tag goes, and
 * script/style content with it. The parser escapes the text it keeps; decoding gives the plain text back.
 */
const textOnly = (text: string) =>
  decodeHTML(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' }));

/**
 * Removes markup from untrusted text by parsing, repeated until a pass changes nothing: a single pass
 * turns `<<img>img onerror=…>` or `&lt;img onerror=…&gt;` into a live tag, the next one removes it. The
 * result therefore holds nothing an HTML parser would read as a tag. Text that still changes after
 * MAX_PASSES is deliberately nested markup; its angle brackets are dropped.
 */
function stripMarkup(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = textOnly(current);
    if (next === current) return current;
    current = next;
  }
  return textOnly(current.replace(/[<>]/g, ''));
}

/**
 * What is left of a sentence whose every word was markup: the stop an engine put after it ("<b></b>."
 * becomes "."). A piece of a line that ends in a stop and holds no letter or digit is no sentence and
 * goes; a markdown rule ("---") or a table row ends in no stop and stays.
 */
const isEmptySentence = (piece: string) => /[.!?]$/.test(piece) && !/[\p{L}\p{N}]/u.test(piece);

/** A sentence whose colon introduces nothing but its stop ("Led the team: ."), and that stop. */
const EMPTY_AFTER_COLON = /^(.*?)\s*:[^\p{L}\p{N}]*([.!?])$/u;

/**
 * A sentence whose colon introduced only markup ("Led the team: <b></b>." became "Led the team: .") ends
 * before the colon ("Led the team."). When all that is left is a label naming a section ("Summary:
 * <b></b>" became "Summary: ."), the line has no content and goes, rather than being punctuated.
 */
function withoutEmptyTail(text: string): string {
  // The space before a stop where markup stood between them ("Shipped <b></b>." became "Shipped .").
  const piece = text.replace(/\s+([.!?])$/, '$1');
  const match = EMPTY_AFTER_COLON.exec(piece);
  if (!match) return piece;
  const lead = (match[1] ?? '').trim();
  return !lead || headingOf(lead)?.rest === '' ? '' : `${lead}${match[2]}`;
}

function withoutEmptySentences(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const pieces = line.split(/(?<=[.!?])[ \t]+/);
      const kept = pieces.map(withoutEmptyTail).filter((p) => p && !isEmptySentence(p));
      return kept.length === pieces.length && kept.every((p, i) => p === pieces[i]) ? line : kept.join(' ');
    })
    .join('\n');
}

/**
 * AI output is untrusted text: markup is removed (the text may be rendered into HTML or a PDF later, and
 * escaping there is the real defence; this keeps markup out of stored data), a sentence that was only
 * markup goes with it, control characters other than newline and tab are dropped, and runs of blank
 * lines collapse. Linear patterns only.
 */
export function sanitizeText(text: string): string {
  const unified = text.replace(/\r\n?/g, '\n');
  const stripped = stripMarkup(unified);
  const plain = stripped === unified ? stripped : withoutEmptySentences(stripped);
  return (
    plain
      // Control and format characters (\p{Cc}, \p{Cf}) hide text or reorder it; newline and tab stay.
      .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Every string inside a JSON value, sanitized; the shape is unchanged. */
export function sanitizeDeep<T>(value: T): T {
  if (typeof value === 'string') return sanitizeText(value) as T;
  if (Array.isArray(value)) return value.map(sanitizeDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeDeep(v)])) as T;
  }
  return value;
}
