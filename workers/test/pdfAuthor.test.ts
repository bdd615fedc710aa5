import { PDFDocument } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { withPdfAuthor } from '../src/render/pdfAuthor';

/** A one-page PDF with a title and no author, its objects in a classic cross-reference table as Chromium writes them, or in a cross-reference stream. */
async function titledPdf(title: string, objectStreams = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Jane Doe, data engineer');
  doc.setTitle(title);
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

/** What two readers say of the file: pdf-lib (as the import reads PDFs back) and pdf.js (pdf-parse). */
async function readBack(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { info, total } = await parser.getInfo();
    const { text } = await parser.getText();
    return {
      author: doc.getAuthor(),
      title: doc.getTitle(),
      pdfjsAuthor: info?.Author,
      pdfjsTitle: info?.Title,
      pages: total,
      text: text.trim(),
    };
  } finally {
    await parser.destroy();
  }
}

describe('the author stamped into a rendered PDF', () => {
  const author = 'Renée O’Connor 𝒜 (x) >> endobj';

  it('is appended as an update after the file as printed, which both readers read', async () => {
    const printed = await titledPdf('Renée O’Connor');
    const stamped = await withPdfAuthor(printed, `  ${author} `);
    // The printed bytes are kept as they are: only an update follows them.
    expect(stamped.subarray(0, printed.length).equals(printed)).toBe(true);
    expect(stamped.length - printed.length).toBeLessThan(1024);
    expect(await readBack(stamped)).toEqual({
      author,
      title: 'Renée O’Connor',
      pdfjsAuthor: author,
      pdfjsTitle: 'Renée O’Connor',
      pages: 1,
      text: expect.stringContaining('Jane Doe, data engineer'),
    });
  });

  it('is stamped again over an earlier update, each reader reading the last one', async () => {
    const once = await withPdfAuthor(await titledPdf('CV'), 'First Name');
    const twice = await withPdfAuthor(once, 'Second Name');
    // An info dictionary that has an author already is pdf-lib's to rewrite.
    expect((await readBack(twice)).author).toBe('Second Name');
    expect((await readBack(twice)).pdfjsAuthor).toBe('Second Name');
  });

  it('goes through pdf-lib for a file of another shape (a cross-reference stream)', async () => {
    const printed = await titledPdf('CV', true);
    const stamped = await withPdfAuthor(printed, author);
    expect(await readBack(stamped)).toMatchObject({ author, pdfjsAuthor: author, title: 'CV', pages: 1 });
  });

  it('leaves a file with no author to stamp as it is', async () => {
    const printed = await titledPdf('CV');
    expect(await withPdfAuthor(printed, '   ')).toBe(printed);
  });
});
