import { PDFDocument } from 'pdf-lib';

/**
 * Chromium writes the page's <title> into the PDF but never an author, so the author (the person the
 * resume or letter is by) is stamped into the document info afterwards. `updateMetadata: false` keeps
 * Chromium's producer and dates rather than claiming pdf-lib made the file.
 */
export async function withPdfAuthor(pdf: Buffer, author: string): Promise<Buffer> {
  const name = author.trim();
  if (name === '') return pdf;
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setAuthor(name);
  return Buffer.from(await doc.save());
}
