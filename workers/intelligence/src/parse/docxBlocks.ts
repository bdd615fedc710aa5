import { Parser } from 'htmlparser2';
import { headingOf } from './sections';

/**
 * A Word document as mammoth's HTML hands it over, read as the document it is: paragraphs with the
 * formatting of their runs, list items as items, and tables as the layout they are. What the parser
 * needs from it is lines; what the entry-form rule (docxEntryForms.ts) needs is each paragraph's form.
 */

/** One paragraph or list item of the document, or a line of a table read as laid out. */
export interface DocxBlock {
  text: string;
  /** A list item (a `<li>`, or a row of a table with one cell per row). */
  item: boolean;
  /**
   * The run formats of a paragraph in order, repeats merged: "b" bold, "i" italic, "bi" both, "" plain
   * ("Acme Ltd, *Engineer*" in bold is "b bi"). Table lines have none: a cell's layout says enough.
   */
  form?: string;
  /** The heading level of a paragraph in a Word heading style ("h1", "h2"…; mammoth maps them). */
  level?: string;
}

interface Node {
  tag: string;
  children: Node[];
  text?: string;
}

const SKIPPED = new Set(['script', 'style', 'head', 'title', 'img', 'svg']);
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD = new Set(['strong', 'b']);
const ITALIC = new Set(['em', 'i']);
/** Elements below this depth are read as text: no resume nests tables or lists deeper. */
const MAX_DEPTH = 40;

/** A small tree of the HTML, built with htmlparser2's tokenizer (nothing run or fetched, linear cost). */
function treeOf(html: string): Node {
  const root: Node = { tag: 'root', children: [] };
  const open: Node[] = [root];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        if (skipping > 0) return;
        const node: Node = { tag: name, children: [] };
        open.at(-1)?.children.push(node);
        if (open.length < MAX_DEPTH && name !== 'br') open.push(node);
      },
      ontext(text) {
        if (skipping === 0) open.at(-1)?.children.push({ tag: '#text', children: [], text });
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (skipping === 0 && name !== 'br' && open.length > 1 && open.at(-1)?.tag === name) open.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

interface Run {
  text: string;
  format: string;
}

/** A paragraph's runs with the formats they inherit; a line break inside it is a run of "\n". */
function runsOf(node: Node, bold = false, italic = false, runs: Run[] = []): Run[] {
  for (const child of node.children) {
    if (child.tag === '#text')
      runs.push({ text: child.text ?? '', format: `${bold ? 'b' : ''}${italic ? 'i' : ''}` });
    else if (child.tag === 'br') runs.push({ text: '\n', format: '' });
    else runsOf(child, bold || BOLD.has(child.tag), italic || ITALIC.has(child.tag), runs);
  }
  return runs;
}

/** A tab separates columns in Word ("Name<tab>David Garcia"): kept as the bar the parser reads as one. */
const lineText = (text: string) =>
  text
    .replace(/\t+/g, ' | ')
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/^[ |]+|[ |]+$/g, '')
    .trim();

/** The form of a paragraph: the formats of its runs that hold letters, in order, repeats merged. */
function formOf(runs: readonly Run[]): string {
  const formats: string[] = [];
  for (const run of runs) {
    if (/\p{L}/u.test(run.text) && formats.at(-1) !== run.format) formats.push(run.format);
  }
  return formats.join(' ');
}

/** A paragraph as blocks: one per line its breaks make, the form on its first. */
function paragraphBlocks(node: Node, item: boolean): DocxBlock[] {
  const runs = runsOf(node);
  const lines = runs
    .map((r) => r.text)
    .join('')
    .split('\n')
    .map(lineText)
    .filter(Boolean);
  const form = formOf(runs);
  const level = /^h[1-6]$/.test(node.tag) ? { level: node.tag } : {};
  return lines.map((text, i) => (i === 0 ? { text, item, form, ...level } : { text, item }));
}

/** A table's cells, row by row; each cell read as blocks of its own. */
function rowsOf(table: Node): DocxBlock[][][] {
  const rows: DocxBlock[][][] = [];
  const visit = (node: Node) => {
    for (const child of node.children) {
      if (child.tag === 'tr') {
        rows.push(
          child.children
            .filter((c) => c.tag === 'td' || c.tag === 'th')
            .map((cell) => blocksOf(cell))
            .filter((cell) => cell.length > 0),
        );
      } else if (child.tag !== 'table') visit(child);
    }
  };
  visit(table);
  return rows.filter((row) => row.length > 0);
}

/**
 * A table as the layout it is, row by row. A table of one line per row is a list, each row an item
 * (unless a row is a section's heading: then the table frames that section and its rows are lines); a
 * row of cells holding a line each is one line, its cells apart as a tab keeps them ("Acme | 2019 –
 * 2021"); a row of cells holding paragraphs (a sidebar beside the main column, a heading beside its
 * section) is read one cell after the other.
 */
function tableBlocks(table: Node): DocxBlock[] {
  const rows = rowsOf(table);
  const lines = rows.every((row) => row.length === 1 && row[0]?.length === 1);
  // With a section's heading in a row of its own the table frames that section: its rows are lines.
  const framed = rows.some((row) => headingOf(row[0]?.[0]?.text ?? '')?.rest === '');
  if (lines && rows.length > 1) return rows.map((row) => ({ text: row[0]?.[0]?.text ?? '', item: !framed }));
  return rows.flatMap((row) =>
    row.length > 1 && row.every((cell) => cell.length === 1)
      ? [{ text: row.map((cell) => cell[0]?.text).join(' | '), item: false }]
      : row.flat().map((b) => ({ text: b.text, item: b.item })),
  );
}

/** Blocks of a part of the document, in reading order. */
function blocksOf(node: Node, item = false): DocxBlock[] {
  const blocks: DocxBlock[] = [];
  let loose: Node = { tag: 'p', children: [] };
  // Text outside any paragraph (inside a cell or a list item directly) reads as a paragraph of its own.
  const flushLoose = () => {
    blocks.push(...paragraphBlocks(loose, item));
    loose = { tag: 'p', children: [] };
  };
  for (const child of node.children) {
    if (PARAGRAPHS.has(child.tag)) {
      flushLoose();
      blocks.push(...paragraphBlocks(child, item));
    } else if (child.tag === 'table') {
      flushLoose();
      blocks.push(...tableBlocks(child));
    } else if (child.tag === 'ul' || child.tag === 'ol') {
      flushLoose();
      for (const li of child.children.filter((c) => c.tag === 'li')) blocks.push(...listItemBlocks(li));
    } else if (child.tag === 'li') {
      flushLoose();
      blocks.push(...listItemBlocks(child));
    } else if (child.tag === '#text' || child.tag === 'br' || !hasBlocks(child)) loose.children.push(child);
    else {
      flushLoose();
      blocks.push(...blocksOf(child, item));
    }
  }
  flushLoose();
  return blocks;
}

/** A list item: its own text an item, a list nested in it items too. */
function listItemBlocks(li: Node): DocxBlock[] {
  return blocksOf(li, true);
}

const BLOCK_TAGS = new Set([...PARAGRAPHS, 'table', 'ul', 'ol', 'li', 'div', 'tr', 'td']);
const hasBlocks = (node: Node): boolean => node.children.some((c) => BLOCK_TAGS.has(c.tag) || hasBlocks(c));

/** The blocks of a DOCX converted to HTML by mammoth, in reading order. */
export function docxBlocks(html: string): DocxBlock[] {
  return blocksOf(treeOf(html));
}
