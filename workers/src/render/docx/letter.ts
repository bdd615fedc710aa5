import { type PageSize, paragraphs } from '@rb/contracts';
import { type DocxParagraph, packDocx, paragraph } from './document';

function body(text: string): DocxParagraph[] {
  return paragraphs(text).map((p) => ({
    spaceAfter: 200,
    runs: p.split('\n').map((line, i) => ({ text: line, breakBefore: i > 0 })),
  }));
}

/** A titled document of paragraphs: cover letters and editor text that is not a resume. */
export function textDocx(text: string, title: string, pageSize: PageSize = 'a4'): Promise<Buffer> {
  const heading = title.trim();
  return packDocx(
    heading || 'Document',
    [...(heading ? [paragraph(heading, { style: 'Heading1' })] : []), ...body(text)],
    pageSize,
  );
}
