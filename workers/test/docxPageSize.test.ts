import { PAGE_SIZES, resumeDataSchema } from '@rb/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderProcessors } from '../src/processors/render';
import type { PdfRenderer } from '../src/render/pdfRenderer';

/** DOCX renders never reach the browser. */
const noBrowser: PdfRenderer = {
  renderPdf: () => Promise.reject(new Error('a DOCX render asked for a PDF')),
};
const render = renderProcessors(noBrowser);
const progress = async () => {};

/** Word's page size of a .docx, in twentieths of a point. */
function pageOf(base64: string) {
  const xml = strFromU8(
    unzipSync(new Uint8Array(Buffer.from(base64, 'base64')))['word/document.xml'] ?? new Uint8Array(),
  );
  const [, width, height] = /<w:pgSz w:w="(\d+)" w:h="(\d+)"/.exec(xml) ?? [];
  return [Number(width), Number(height)];
}

/** A4 is 210 × 297 mm, US Letter 8.5 × 11 in. */
const twips = { a4: [11906, 16838], letter: [12240, 15840] } as const;
const resume = resumeDataSchema.parse({ name: 'Maria Schmidt', summary: 'Product designer.' });

describe('DOCX downloads on the page size asked for', () => {
  for (const pageSize of PAGE_SIZES) {
    it(`a resume, editor text and a cover letter on ${pageSize}`, async () => {
      const jobs = [
        render['resume.render']?.(
          { format: 'docx', template: 'classic', pageSize, lang: 'en', resume },
          { progress },
        ),
        render['editorText.render']?.(
          { format: 'docx', text: 'Plain notes.', title: 'Notes', pageSize },
          { progress },
        ),
        render['coverLetter.render']?.(
          { format: 'docx', coverLetter: 'Dear team,\n\nHello.', name: 'Maria Schmidt', pageSize },
          { progress },
        ),
      ];
      for (const result of await Promise.all(jobs)) {
        if (!result) throw new Error('the render queue lacks a job');
        expect(pageOf(result.base64)).toEqual(twips[pageSize]);
      }
    });
  }
});
