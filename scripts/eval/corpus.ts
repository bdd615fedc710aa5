import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

/** The shared corpus lives beside the repository (../shared/corpus); it is never copied into it. */
export const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');

export function corpusPath(...parts: string[]): string {
  return path.join(CORPUS, ...parts);
}

export function listDir(...parts: string[]): string[] {
  return fs.readdirSync(corpusPath(...parts)).sort();
}

/** Text of a resume as the product would extract it: pdf-parse for PDF, mammoth for DOCX, as-is for TXT. */
export async function documentText(file: string): Promise<string> {
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
