const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The longest run of text without a break opportunity a template hands to the browser. Chromium took
 * 3.8 s to lay out one 100,000-character word (issue 32); broken into runs of this length the same text
 * takes well under a second. Long enough for any real word and almost any URL.
 */
export const MAX_WORD_CHARS = 100;
/** A zero-width space: a break opportunity that shows nothing. */
const BREAK = '\u200b';
const LONG_WORD = new RegExp(`[^\\s\u200b]{${MAX_WORD_CHARS + 1},}`, 'gu');

/** Puts a zero-width space after every MAX_WORD_CHARS characters (code points) of an over-long word. */
export function breakLongWords(value: string): string {
  return value.replace(LONG_WORD, (word) => {
    const chars = [...word];
    const runs: string[] = [];
    for (let i = 0; i < chars.length; i += MAX_WORD_CHARS)
      runs.push(chars.slice(i, i + MAX_WORD_CHARS).join(''));
    return runs.join(BREAK);
  });
}

/**
 * Escapes a value for HTML text or a quoted attribute. Every user value passes through here:
 * resume fields, job descriptions and AI output are all treated as hostile. Over-long words are broken
 * here too (breakLongWords), so no template can give the browser a word it lays out for seconds.
 */
export function escapeHtml(value: string): string {
  return breakLongWords(value).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
