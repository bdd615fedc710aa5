// Reads a PDF page as a page, not as its content stream: pdf.js's text items, with their positions and
// sizes, are grouped into lines by baseline, a column gutter is looked for in the x-gaps, and each
// column is read top to bottom before the next. Plain JavaScript because the sandbox child runs it
// without a build step; the parse sandbox (pdfTextChild.mjs) and the eval (scripts/eval/corpus.ts) share it.

/** Items whose baselines differ by less than this share of their font size are on one line. */
const SAME_LINE = 0.4;
/** A horizontal gap wider than this many font sizes separates two blocks of a line (cells, columns). */
const BLOCK_GAP = 1.2;
/**
 * A date in another font than the text before it, more than this many font sizes (two word spaces) from
 * it, is a block of its own: a title wrapped close to the year set right of it ("Graduate Certificate
 * in" + "2016", 0.9 em apart) is not one phrase with it.
 */
const DATE_GAP = 0.5;
/** A gutter must be empty across at least this many points. */
const MIN_GUTTER = 6;
/** Lines of the sparser side per line of its height: a real column is dense, dates aligned right are not. */
const COLUMN_DENSITY = 0.5;

/**
 * @typedef {{ str: string; transform: number[]; width: number; height: number }} PdfTextItem
 * @typedef {{ text: string; x0: number; x1: number; y: number; size: number; font?: string; endFont?: string; edge?: number; mixed?: boolean }} Block
 *   a run of text on a line: `font` is the font it starts in, `endFont` the one it ends in (a bullet's
 *   glyph is often set in a symbol font, its text in the body's); `mixed` when its items are not all in
 *   its first item's font and size
 * @typedef {{ y: number; size: number; blocks: Block[] }} Row
 */

/**
 * The text of the first `pages` pages in reading order, pages separated by a blank line.
 * @param {any} parser a pdf-parse `PDFParse` (its pdf.js document is what is read)
 * @param {number} pages
 * @returns {Promise<string>}
 */
export async function readPdfPages(parser, pages) {
  const doc = await parser.load();
  /** @type {Part[]} */
  const parts = [];
  for (let n = 1; n <= pages; n++) {
    const page = await doc.getPage(n);
    const { width } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const [first, ...rest] = pageParts(content.items, width);
    const last = parts.at(-1);
    // Columns that go on from the foot of one page to the head of the next are one flow each: the
    // sidebar's list carried over is read with the sidebar, not after the main column's jobs.
    if (
      last?.gutter !== undefined &&
      first?.gutter !== undefined &&
      Math.abs(last.gutter - first.gutter) < 15
    ) {
      last.left.push(...first.left);
      last.right.push(...first.right);
    } else if (first) parts.push(n > 1 ? { ...first, rows: [PAGE_BREAK, ...first.rows] } : first);
    parts.push(...rest);
    page.cleanup();
  }
  const rows = parts.flatMap(rowsInOrder);
  const body = bodyStyle(rows);
  return rows.map((row) => styledLineOf(row, body)).join('\n');
}

/** A blank line between pages. @type {Row} */
const PAGE_BREAK = { y: 0, size: 0, blocks: [] };

/**
 * @typedef {{ rows: Row[]; gutter?: undefined; left?: undefined; right?: undefined }
 *   | { rows: Row[]; gutter: number; left: Row[]; right: Row[] }} Part
 */
const rowsInOrder = (/** @type {Part} */ part) => [...part.rows, ...(part.left ?? []), ...(part.right ?? [])];

/**
 * Lines of one page in reading order. Blocks of one line that are not split into columns stay on one
 * line separated by a tab, as a table's cells or a date set to the right margin.
 * @param {ReadonlyArray<PdfTextItem | object>} items
 * @param {number} pageWidth
 * @returns {string[]}
 */
export function layoutPage(items, pageWidth) {
  return pageParts(items, pageWidth).flatMap(rowsInOrder).map(lineOf);
}

/**
 * A page as parts read in turn: lines read in place (a header, a one-column page), and bands of two
 * columns, each column's lines kept apart so a column carried over to the next page can join its flow.
 * @param {ReadonlyArray<PdfTextItem | object>} items
 * @param {number} pageWidth
 * @returns {Part[]}
 */
function pageParts(items, pageWidth) {
  const rows = rowsOf(items);
  const gutter = findGutter(rows, pageWidth);
  // The page's body font, not a column's: a sidebar of headings and school names can hold more bold
  // text than plain, and its wrapped titles must still read as set in a title font.
  const bodyFont = mostUsedFont(rows);
  if (gutter === undefined) return [{ rows: joinWrapped(rows, bodyFont) }];
  /** @type {Part[]} */
  const parts = [];
  /** @type {Row[]} */
  let band = [];
  // A block touching the gutter (within the tolerance `crosses` allows) goes by its middle.
  const leftOf = (/** @type {Block} */ b) => b.x0 + b.x1 < 2 * gutter;
  const flush = () => {
    // Lines above the point where both columns have begun (a title under the name) are read in place.
    const begun = Math.max(
      band.findIndex((row) => row.blocks.some(leftOf)),
      band.findIndex((row) => row.blocks.some((b) => !leftOf(b))),
    );
    const above = band.splice(0, Math.max(0, begun));
    const side = (/** @type {(b: Block) => boolean} */ keep) =>
      band
        .map((row) => ({ ...row, blocks: row.blocks.filter(keep) }))
        .filter((row) => row.blocks.length)
        // A row shared with the other column has that column's baseline: this side's is its own.
        .map((row) => ({ ...row, y: Math.max(...row.blocks.map((b) => b.y)) }));
    const left = joinWrapped(side(leftOf), bodyFont);
    const right = joinWrapped(
      side((b) => !leftOf(b)),
      bodyFont,
    );
    if (above.length > 0) parts.push({ rows: above });
    if (left.length + right.length > 0) parts.push({ rows: [], gutter, left, right });
    band = [];
  };
  for (const row of rows) {
    // A line across the gutter (the name, a header) ends the columns above it and is read in place.
    if (row.blocks.some((b) => crosses(b, gutter))) {
      flush();
      parts.push({ rows: [row] });
    } else band.push(row);
  }
  flush();
  return parts;
}

/**
 * A column's rows with each line that a block wrapped onto the next row put back after it, so a
 * degree wrapped in a narrow column ("Bachelor of Science in" / "Computer Science — XYZ University")
 * reads as the one line it is in a wide one. A row continues the block above it when it is a single
 * block starting where that block's text starts (or within its hanging indent), at the next line's
 * distance, in the same size, not a bullet or a heading in capitals, its first word would not have
 * fitted on the line above, and the line above ends mid-phrase or the row goes on in lower case.
 * @param {Row[]} rows
 * @param {string | undefined} bodyFont the page's body font
 * @returns {Row[]}
 */
function joinWrapped(rows, bodyFont) {
  const right = Math.max(...rows.flatMap((row) => row.blocks.map((b) => b.x1)));
  /** @type {Column} */
  const column = {
    left: Math.min(...rows.flatMap((row) => row.blocks.map((b) => b.x0))),
    right,
    leading: leadingOf(rows),
    linesAtEdge: rows.filter((row) => row.blocks.some((b) => b.x1 > right - b.size)).length,
  };
  /** @type {Row[]} */
  const out = [];
  for (const row of rows) {
    const previous = out.at(-1);
    const next = row.blocks[0];
    const above = previous?.blocks.find((b) => next && Math.abs(b.x0 - next.x0) < 2 * b.size);
    if (
      previous &&
      next &&
      above &&
      row.blocks.length === 1 &&
      continues(previous, above, row, next, column, bodyFont)
    ) {
      // A line broken after a hyphen ("high-" / "performing", "Imple-" / "mented") joins with no space,
      // the break marked: whether the hyphen is the word's own is the structure parser's to say, by its
      // dictionary.
      above.text += /\p{L}-$/u.test(above.text) ? `${BROKEN_AT_HYPHEN}${next.text}` : ` ${next.text}`;
      above.mixed ||= next.mixed || !sameStyle(above, next);
      // Where its last line ends: the next row's wrap is judged against that line, not the widest.
      above.x1 = next.x1;
      above.endFont = next.endFont;
      previous.y = row.y;
      continue;
    }
    out.push({
      ...row,
      blocks: row.blocks.map((b, i, all) => ({ ...b, edge: edgeOf(b, all[i + 1], right) })),
    });
  }
  return out;
}

/**
 * @typedef {{ left: number; right: number; leading: number; linesAtEdge: number }} Column where a
 *   column's lines start and end, the distance between the baselines of two lines of one paragraph in
 *   it, and how many of its lines reach within an em of its edge
 */

/**
 * The distance between two lines of one paragraph: the least between two rows of one size that does not
 * set them closer than their size (a paragraph's lines are closer together than its items).
 * @param {Row[]} rows
 */
function leadingOf(rows) {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    if (!a || !b || Math.abs(a.size - b.size) > 0.1 * a.size) continue;
    const pitch = a.y - b.y;
    if (pitch > 0.8 * a.size && pitch < least) least = pitch;
  }
  return least;
}

/** How far right a block's text could run: to the next block on its row (less a gap of one em) or the column's edge. */
const edgeOf = (
  /** @type {Block} */ block,
  /** @type {Block | undefined} */ after,
  /** @type {number} */ right,
) => (after ? after.x0 - block.size : right);

/** The font most of the text is set in: the body text's. @param {Row[]} rows */
function mostUsedFont(rows) {
  /** @type {Map<string | undefined, number>} */
  const chars = new Map();
  for (const b of rows.flatMap((row) => row.blocks))
    chars.set(b.font, (chars.get(b.font) ?? 0) + b.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * @param {Row} previous @param {Block} above @param {Row} row @param {Block} next @param {Column} column
 * @param {string | undefined} bodyFont
 */
function continues(previous, above, row, next, column, bodyFont) {
  const sameFont = above.font !== undefined && above.font === next.font;
  const sameTitleFont = sameFont && above.font !== bodyFont;
  if (BULLET.test(next.text)) return false;
  // A dash opens a list item in the body, but in a title it is the title's own ("BS Computer Science"
  // over "— Georgia State University").
  if (/^[\u2013\u2014-]/u.test(next.text) && !sameTitleFont) return false;
  if (Math.abs(next.size - above.size) > 0.1 * above.size) return false;
  if (previous.y - row.y > 1.6 * above.size) return false;
  // Where the line above would have ended had the next line's first word fitted on it. The box a line
  // wraps in can stop short of the column's widest line (a gap kept before a date, a padding), and a
  // word's width is only guessed from the next line's average letter, so a word that would have come
  // within an em of the edge counts as not fitting, except after a line in capitals: a heading is short,
  // and only a line that truly ran out of room is a title in capitals wrapped.
  const firstWord = next.text.split(' ')[0] ?? '';
  const charWidth = (next.x1 - next.x0) / Math.max(1, next.text.length);
  const reach = above.x1 + charWidth * (firstWord.length + 1);
  const edge = above.edge ?? column.right;
  const full = reach > edge;
  const capsAbove = /^[^\p{Ll}]+$/u.test(above.text);
  // Set in capitals or in no letters ("2019"), but not an abbreviation in brackets going on ("(AWS)")
  // nor a script without capitals ("東京大学").
  const capsNext = !/^\(|\p{Ll}/u.test(next.text) && (/\p{Lu}/u.test(next.text) || !/\p{L}/u.test(next.text));
  if (!(capsAbove || capsNext ? full : reach > edge - above.size)) return false;
  // A line that breaks mid-phrase says so: it ends on a joining word or mark, the next goes on in lower
  // case or with a bracket ("Tensor Processing Units" over "(TPU)."), both are set in one font that is
  // not the body's (a bold title wrapped in a narrow column: "… Engineer & Infrastructure" over "Team
  // Lead — Danggeun Pay Inc."), or the line above ran out of room before its sentence ended and the
  // next follows at the paragraph's own line distance (a list run into a paragraph: "English Native
  // speaker · Italian" over "Native speaker"; items of a list are set further apart), in its font and
  // under its text, not under its bullet. A line set right or centred (starting well inside the column)
  // ends at the edge without being full, and so does the widest of a list of short items when no other
  // line reaches that edge (a date beside a title bounds the title's box instead). Without one of these, "UC Berkeley" over "2019" in a narrow column are two
  // lines, not one.
  const dangling = DANGLING.test(above.text);
  const ranOut =
    full &&
    above.endFont === next.font &&
    !/[.!?:;]$/.test(above.text) &&
    !(BULLET.test(above.text) && next.x0 <= above.x0 + 0.3 * above.size) &&
    previous.y - row.y < column.leading + 0.15 * above.size &&
    above.x0 < column.left + 3 * above.size &&
    (edge < column.right || column.linesAtEdge >= 2);
  const goesOn = /^[\p{Ll}(]/u.test(next.text) || ranOut;
  if (!dangling && !goesOn && !sameTitleFont) return false;
  // A line in capitals is a heading, unless it is a title set in capitals in its title font and wrapped
  // there ("DATA ENGINEERING INTERN —" over "Propeluss"), or the line above, in its font, ends on a
  // joining mark ("Master of Science —" over "MIT").
  if (capsAbove && !sameTitleFont && !(dangling && sameFont)) return false;
  return !capsNext || (dangling && sameFont) || (capsAbove && sameTitleFont);
}

/** A list item's glyph at the start of a line. */
const BULLET = /^[\u2022\u25aa\u25cf*\u2023\u25e6\u2043\u2219]/u;

/** The end of a line that cannot end a phrase: a comma, dash, ampersand, separator or joining word. */
const DANGLING = /(?:[,\-\u2013\u2014&/\u00b7|:(]|\b(?:in|of|and|for|the|at|to|with|on|a|an|or))$/i;

/**
 * The text of the items from the `i`th on that follow each other closer than a block's gap.
 * @param {ReadonlyArray<{ str: string; x: number; x1: number; size: number }>} items @param {number} i
 */
function runFrom(items, i) {
  let text = items[i]?.str ?? '';
  for (let j = i + 1; j < items.length; j++) {
    const [p, q] = [items[j - 1], items[j]];
    if (!p || !q || q.x - p.x1 >= BLOCK_GAP * Math.max(p.size, q.size)) break;
    text += ` ${q.str}`;
  }
  return text;
}

/**
 * A date or a range of them and nothing else: "2019", "Aug. 2014 to Apr. 2016", "03/2020 – Present",
 * "Summer 2022". A year is what every written date has; the words around it are a month or season, a
 * dash or "to", and an open end in whatever language.
 */
const DATE_ONLY =
  /^(?:[\p{L}.]{1,10}\s*)?(?:\d{1,2}[/.]\s*)?(?:19|20)\d\d(?:\s*(?:[-\u2013\u2014]|to)\s*(?:(?:[\p{L}.]{1,10}\s*)?(?:\d{1,2}[/.]\s*)?(?:19|20)\d\d|\p{L}+))?$/iu;
const readsAsDate = (/** @type {string} */ text) => DATE_ONLY.test(text.replace(/\s+/g, ' ').trim());

const crosses = (/** @type {Block} */ b, /** @type {number} */ x) => b.x0 < x - 1 && b.x1 > x + 1;
/** A row's text, without the reader's marks (as a reader of the page sees it). */
const lineOf = (/** @type {Row} */ row) =>
  row.blocks
    .map((b) => b.text)
    .join('\t')
    .replaceAll(BROKEN_AT_HYPHEN, '');

/**
 * The marks the structure parser reads (workers/intelligence/src/parse/lineStyles.ts spells them
 * alike): control characters no document's text brings, taken out of every item.
 * - STYLE_MARK ends a line set throughout in one style other than the body's, followed by that style's
 *   key ("font@size"): a heading is told by its style as well as by its words.
 * - BROKEN_AT_HYPHEN follows a hyphen a line broke after ("Imple-" / "mented").
 */
const STYLE_MARK = '\u001f';
const BROKEN_AT_HYPHEN = '\u001e';
const MARKS = new RegExp(`[${STYLE_MARK}${BROKEN_AT_HYPHEN}]`, 'g');

/** Whether two runs are set in one font at one size (within a twentieth, as a rounded size differs). */
const sameStyle = (
  /** @type {{ font?: string; size: number }} */ a,
  /** @type {{ font?: string; size: number }} */ b,
) => a.font === b.font && Math.abs(a.size - b.size) <= 0.05 * Math.max(a.size, b.size);

/**
 * A row's style: its font and size where every block is set in one and the same, else none (a line
 * that changes font midway, as a title beside a date or a bullet's glyph, is no heading).
 * @param {Row} row
 */
function styleOf(row) {
  const [first, ...rest] = row.blocks;
  if (!first || first.mixed || first.font === undefined) return undefined;
  if (rest.some((b) => b.mixed || !sameStyle(first, b))) return undefined;
  return { font: first.font, size: first.size };
}

/**
 * The document's body style: the font and size most of its characters are set in, over all its pages
 * (a page of headings and a short list must not set its own).
 * @param {Row[]} rows
 */
function bodyStyle(rows) {
  /** @type {Map<string, { font: string; size: number; chars: number }>} */
  const styles = new Map();
  for (const block of rows.flatMap((row) => row.blocks)) {
    if (block.font === undefined) continue;
    const key = `${block.font}@${block.size.toFixed(1)}`;
    const style = styles.get(key) ?? { font: block.font, size: block.size, chars: 0 };
    style.chars += block.text.length;
    styles.set(key, style);
  }
  return [...styles.values()].sort((a, b) => b.chars - a.chars)[0];
}

/**
 * A row's text with its style's key after a STYLE_MARK where it is set in one style that is not the
 * body's. The key names the font pdf.js loaded (its own id, "g_d0_f2") and the size to a tenth of a
 * point: which of a document's styles its headings use is learnt from the headings its words name.
 * @param {Row} row @param {{ font: string; size: number } | undefined} body
 */
function styledLineOf(row, body) {
  const text = row.blocks.map((b) => b.text).join('\t');
  const style = styleOf(row);
  if (!style || !body || sameStyle(style, body)) return text;
  return `${text}${STYLE_MARK}${style.font.replace(/[^\w.-]/g, '')}@${style.size.toFixed(1)}`;
}

/**
 * Items grouped into rows by baseline (top of the page first) and each row into blocks by the gaps
 * between items; a space is put back where the gap between two items is a word space.
 * @param {ReadonlyArray<any>} items
 * @returns {Row[]}
 */
function rowsOf(items) {
  const placed = [];
  for (const item of items) {
    if (
      typeof item?.str !== 'string' ||
      item.str.replace(MARKS, '').trim() === '' ||
      !Array.isArray(item.transform)
    )
      continue;
    const [a, b, , , x, y] = item.transform;
    const size = Math.hypot(a, b) || item.height || 1;
    // The marks this reader writes (a line's style, a break at a hyphen) are never the document's text.
    const str = item.str.replace(MARKS, '');
    placed.push({ str, x, y, x1: x + (item.width || 0), size, font: item.fontName });
  }
  placed.sort((p, q) => q.y - p.y || p.x - q.x);
  /** @type {Array<{ y: number; size: number; items: typeof placed }>} */
  const groups = [];
  for (const p of placed) {
    const last = groups.at(-1);
    if (last && Math.abs(last.y - p.y) < SAME_LINE * Math.min(last.size, p.size)) {
      last.items.push(p);
      last.size = Math.max(last.size, p.size);
    } else groups.push({ y: p.y, size: p.size, items: [p] });
  }
  return groups.map((group) => {
    const ordered = group.items.sort((p, q) => p.x - q.x);
    /** @type {Block[]} */
    const blocks = [];
    ordered.forEach((p, i) => {
      const block = blocks.at(-1);
      const gap = block ? p.x - block.x1 : Number.POSITIVE_INFINITY;
      const size = Math.max(block?.size ?? 0, p.size);
      const dateApart =
        gap > DATE_GAP * size && p.font !== ordered[i - 1]?.font && readsAsDate(runFrom(ordered, i));
      if (block && gap < BLOCK_GAP * size && !dateApart) {
        const space = gap > 0.15 * p.size && !/\s$/.test(block.text) && !/^\s/.test(p.str);
        block.text += (space ? ' ' : '') + p.str;
        block.x1 = Math.max(block.x1, p.x1);
        block.mixed ||= !sameStyle(block, p);
        block.size = Math.max(block.size, p.size);
        block.endFont = p.font;
      } else
        blocks.push({ text: p.str, x0: p.x, x1: p.x1, y: p.y, size: p.size, font: p.font, endFont: p.font });
    });
    for (const block of blocks) block.text = block.text.replace(/\s+/g, ' ').trim();
    return { y: group.y, size: group.size, blocks };
  });
}

/**
 * The x of a gutter between two columns, or undefined for a one-column page. A candidate is a run of x
 * positions no block crosses except a few lines (a header across the page), placed where in the run it
 * parts the columns best (bestMiddle); the columns either side
 * must both be dense (a line on most of the rows they span), which tells two columns from a single one
 * with dates or cells set to the right.
 * @param {Row[]} rows
 * @param {number} pageWidth
 * @returns {number | undefined}
 */
function findGutter(rows, pageWidth) {
  if (rows.length < 8) return undefined;
  const allowedCrossing = Math.max(3, Math.floor(rows.length * 0.15));
  let best;
  let bestScore = 0;
  let runStart = -1;
  const from = Math.floor(pageWidth * 0.15);
  const to = Math.ceil(pageWidth * 0.85);
  // Rows crossing each whole x (a row counts once however many of its blocks cover x).
  const crossing = new Int32Array(to + 2);
  const lastRow = new Int32Array(to + 2).fill(-1);
  rows.forEach((row, i) => {
    for (const b of row.blocks) {
      for (let x = Math.max(from, Math.floor(b.x0 + 1) + 1); x < Math.min(to + 1, b.x1 - 1); x++) {
        if (lastRow[x] === i) continue;
        lastRow[x] = i;
        crossing[x]++;
      }
    }
  });
  for (let x = from; x <= to + 1; x++) {
    const open = x <= to && crossing[x] <= allowedCrossing;
    if (open && runStart < 0) runStart = x;
    if (!open && runStart >= 0) {
      if (x - runStart >= MIN_GUTTER) {
        const middle = bestMiddle(rows, crossing, runStart, x, pageWidth / 2);
        const score = columnScore(rows, middle);
        if (score > bestScore) {
          bestScore = score;
          best = middle;
        }
      }
      runStart = -1;
    }
  }
  return best;
}

/**
 * Where in the open run [from, to) the gutter goes: in a stretch as wide as a gutter (else a sliver
 * between two blocks that happen not to touch would do) that the fewest lines below the page's header
 * cross, and of those the one that parts the columns best (columnScore), then the widest (a gutter is
 * wider than the gap between a sidebar's title and its right-aligned year). A run can hold a right-aligned year
 * of the left column and, beside it, a wider stretch crossed as often by one long line of that column
 * ("Scheduling · Excel · Vendor"): the gutter is the one with a column either side, not the widest.
 * Fewer crossings come first because the score leaves out crossed lines, so a stretch crossed by more of
 * them could score a column of right-aligned dates as dense.
 * @param {Row[]} rows @param {Int32Array} crossing @param {number} from @param {number} to @param {number} centre
 */
function bestMiddle(rows, crossing, from, to, centre) {
  let best = (from + to - 1) / 2;
  let bestRank = [-1, 0, 0, 0];
  let start = from;
  for (let x = from + 1; x <= to; x++) {
    if (x < to && crossing[x] === crossing[start]) continue;
    const middle = (start + x - 1) / 2;
    const width = x - start;
    const rank = [
      width >= MIN_GUTTER ? 1 : 0,
      -crossingsBelowHeader(rows, middle, centre),
      columnScore(rows, middle),
      width,
    ];
    if (outranks(rank, bestRank)) {
      bestRank = rank;
      best = middle;
    }
    start = x;
  }
  return best;
}

/**
 * Rows crossing `x` below the page's header: the lines at the top that run across the page's centre (the
 * name, the contact line) are read in place above the columns wherever the gutter is.
 * @param {Row[]} rows @param {number} x @param {number} centre
 */
function crossingsBelowHeader(rows, x, centre) {
  const header = rows.findIndex((row) => !row.blocks.some((b) => crosses(b, centre)));
  return rows.slice(Math.max(0, header)).filter((row) => row.blocks.some((b) => crosses(b, x))).length;
}

/** Whether rank `a` comes before `b`, comparing their terms in order. @param {number[]} a @param {number[]} b */
function outranks(a, b) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/**
 * How strongly `x` parts two columns: the line count of the smaller side when both sides are dense
 * columns of four lines or more, less the lines whose text right of `x` does not start at the right
 * column's edge. A side of dates alone is no column: a list of one-line entries, each with its year set
 * right, has a line on every row right of the entries, but it is those lines' dates. And of two gaps
 * beside a sidebar's right-aligned years, the gutter is the one after them, where the main column's
 * lines all start, not the one before them.
 * @param {Row[]} rows
 * @param {number} x
 */
function columnScore(rows, x) {
  const left = [];
  const right = [];
  let worded = [0, 0];
  /** @type {Block[]} the first block right of `x`, row by row */
  const starts = [];
  rows.forEach((row, i) => {
    if (row.blocks.some((b) => crosses(b, x))) return;
    const before = row.blocks.filter((b) => b.x1 <= x);
    const after = row.blocks.filter((b) => b.x0 >= x);
    if (before.length > 0) left.push(i);
    if (after.length > 0) right.push(i);
    worded = [
      worded[0] + Number(before.some((b) => !readsAsDate(b.text))),
      worded[1] + Number(after.some((b) => !readsAsDate(b.text))),
    ];
    if (after[0]) starts.push(after[0]);
  });
  if (Math.min(...worded) < 4) return 0;
  const density = (/** @type {number[]} */ side) => side.length / (side[side.length - 1] - side[0] + 1);
  if (Math.min(density(left), density(right)) < COLUMN_DENSITY) return 0;
  const near = (/** @type {Block} */ a, /** @type {Block} */ b) => Math.abs(a.x0 - b.x0) <= b.size;
  const counts = starts.map((a) => starts.filter((b) => near(a, b)).length);
  const edge = starts[counts.indexOf(Math.max(...counts))];
  const offEdge = edge ? starts.filter((b) => !near(edge, b)).length : 0;
  return Math.max(0, Math.min(left.length, right.length) - offEdge);
}
