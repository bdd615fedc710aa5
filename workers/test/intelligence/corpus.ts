import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

/** ../shared/corpus beside the repository; tests that need it are skipped when it is absent. */
export const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpus');
export const hasCorpus = fs.existsSync(CORPUS);

export function corpusFile(...parts: string[]): string {
  return path.join(CORPUS, ...parts);
}

/** Text of a corpus document as the product extracts it (pdf-parse, mammoth). */
export async function corpusText(relative: string): Promise<string> {
  const file = corpusFile(relative);
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.pdf')) {
    const parser = new PDFParse({ data: bytes });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }
  if (file.endsWith('.docx')) return (await mammoth.extractRawText({ buffer: bytes })).value;
  return bytes.toString('utf8');
}
