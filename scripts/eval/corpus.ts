import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocxHtml, withoutMarks } from '@rb/intelligence';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { readPdfPages } from '../../workers/src/parse/pdfLayout.mjs';

/** The shared corpus lives beside the repository (../shared/corpus); it is never copied into it. */
export const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');

export function corpusPath(...parts: string[]): string {
  return path.join(CORPUS, ...parts);
}

export function listDir(...parts: string[]): string[] {
  return fs.readdirSync(corpusPath(...parts)).sort();
}

/**
 * `EVAL_READ=flat` measures the reading the product had before issue 29 (pdf-parse's text in
 * content-stream order, mammoth's raw text for DOCX), for before/after figures.
 */
const FLAT = process.env.EVAL_READ === 'flat';

/** A PDF's text as the parse sandbox reads it: pdf.js's text items laid out as on the page. */
export async function pdfBytesText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    if (FLAT) return (await parser.getText()).text;
    return await readPdfPages(parser, (await parser.getInfo()).total);
  } finally {
    await parser.destroy();
  }
}

/**
 * Text of a resume as the product would extract it for its import: PDF as laid out, DOCX through
 * mammoth's HTML read as a document, TXT as-is. Lines set apart from the body text carry their style's
 * key for the structure parser (workers/intelligence/src/parse/lineStyles.ts); documentPlainText is the
 * text alone.
 */
export async function documentText(file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.pdf')) return pdfBytesText(bytes);
  if (file.endsWith('.docx')) {
    if (FLAT) return (await mammoth.extractRawText({ buffer: bytes })).value;
    return readDocxHtml((await mammoth.convertToHtml({ buffer: bytes })).value);
  }
  return bytes.toString('utf8');
}

/** A resume's text as a reader sees it (scored by the ATS, as the product scores the text a user gives). */
export async function documentPlainText(file: string): Promise<string> {
  return withoutMarks(await documentText(file));
}
