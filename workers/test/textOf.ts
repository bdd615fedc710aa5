import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

/**
 * Extracted text in a comparable form: NFKC (Chromium's CJK fonts map some ideographs to their
 * compatibility radicals in the PDF's ToUnicode table, which NFKC folds back) and single spaces.
 */
export const normalise = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return normalise((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
}

export async function docxText(docx: Buffer): Promise<string> {
  return normalise((await mammoth.extractRawText({ buffer: docx })).value);
}
