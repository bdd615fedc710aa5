/**
 * The rows of a skills list as the layout meant them: lines a page width wrapped inside an item are
 * joined back, and the category column of a two-column table is dropped.
 */

const SEPARATOR = /[,;|•▪·]/;
const ENDS_WITH_SEPARATOR = /[,;|•▪·]\s*$/;
/** "Languages: Python, Java": a category named before its items. */
const LABELLED = /^[\p{L} &/]{2,30}:\s/u;
const GLYPH = /^[•▪◦●∙*·-]\s/;
/** A line this close to the longest of its list reached the right margin: the layout wrapped it. */
const FULL_WIDTH = 0.8;

/**
 * "… Babel, Google Cloud" / "Platform, Firebase …": where a list runs on across lines, a line that stops
 * without a separator was wrapped inside its last item, which the next line finishes.
 */
export function joinWrappedItems(lines: readonly string[]): string[] {
  const out: string[] = [];
  // Whether the list on the lines so far runs on over line ends ("… Angular," / "Vue.js, …"): only
  // then is a line ending mid-item a wrap rather than a row of its own ("DevOps AWS, …, CircleCI").
  let flowing = false;
  let widest = 0;
  for (const line of lines) {
    const previous = out.at(-1);
    const listed = previous !== undefined && SEPARATOR.test(previous) && !ENDS_WITH_SEPARATOR.test(previous);
    const opensItem = /^[,;|•▪·]/.test(line) || LABELLED.test(line) || GLYPH.test(line);
    const lastRaw = out.length > 0 ? lastLineOf(previous ?? '') : '';
    const wrapped =
      listed &&
      !opensItem &&
      // An item cannot end on a joining word ("Git and" / "GitHub"), nor start in lower case, and a list
      // set with middle dots runs on across lines.
      (/^\p{Ll}/u.test(line) ||
        /\s(?:and|of|&|for|with|in)$/i.test(previous ?? '') ||
        / · /.test(previous ?? '') ||
        (flowing && lastRaw.length >= FULL_WIDTH * widest));
    if (wrapped) out[out.length - 1] = `${previous}\n${line}`;
    else {
      out.push(line);
      if (!SEPARATOR.test(line) || LABELLED.test(line) || GLYPH.test(line)) flowing = false;
    }
    if (ENDS_WITH_SEPARATOR.test(line)) flowing = true;
    widest = SEPARATOR.test(line) ? Math.max(widest, line.length) : 0;
  }
  return out.map((row) => row.replace(/\n/g, ' '));
}

/** The last physical line of a row that may already hold joined lines. */
function lastLineOf(row: string): string {
  return row.slice(row.lastIndexOf('\n') + 1);
}

/** Rows that make a table of categories: at least this many, so two lists of brand names are not one. */
const MIN_TABLE_ROWS = 3;

/**
 * "DevOps AWS, Docker" / "Backend Koa, Express" / "Frontend Hugo, React": a table of a category and its
 * items loses the gap between its columns in extraction. Rows that each end cleanly (no list running on)
 * and each open with a capitalised word before a first item of their own are such a table; the category
 * word is dropped so the first item stands alone.
 */
export function withoutCategoryColumn(rows: readonly string[]): string[] {
  const out = [...rows];
  let start = 0;
  while (start < out.length) {
    let end = start;
    while (end < out.length && isCategoryRow(out[end] ?? '')) end += 1;
    if (end - start >= MIN_TABLE_ROWS) {
      for (let i = start; i < end; i += 1) out[i] = (out[i] ?? '').replace(/^\S+\s+/, '');
    }
    start = end + 1;
  }
  return out;
}

/** Words a category table's label and first item take together at most ("Backend REST API"). */
const MAX_LABELLED_ITEM_WORDS = 3;

function isCategoryRow(row: string): boolean {
  if (!row.includes(',') || ENDS_WITH_SEPARATOR.test(row) || LABELLED.test(row) || GLYPH.test(row))
    return false;
  const pieces = row.split(',').map((p) => p.trim());
  const first = pieces[0] ?? '';
  // A label is one capitalised word of letters; an item in lower case after it ("JavaScript and
  // TypeScript") means the words belong together. The items of such a table are names of a few words:
  // longer pieces or years are some other text (a school and its town) that happens to hold commas.
  return (
    /^\p{Lu}\p{L}+\s+[^\s\p{Ll}]/u.test(first) &&
    first.split(' ').length <= MAX_LABELLED_ITEM_WORDS &&
    pieces.every((p) => p.split(' ').length <= MAX_LABELLED_ITEM_WORDS && !/\b(?:19|20)\d{2}\b/.test(p))
  );
}
