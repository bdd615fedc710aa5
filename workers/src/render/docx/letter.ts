import { paragraphs } from '@rb/contracts';
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { packDocx } from './document';

function body(text: string): Paragraph[] {
  return paragraphs(text).map(
    (p) =>
      new Paragraph({
        spacing: { after: 200 },
        children: p.split('\n').map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0 })),
      }),
  );
}

/** A titled document of paragraphs: cover letters and editor text that is not a resume. */
export function textDocx(text: string, title: string): Promise<Buffer> {
  const heading = title.trim();
  return packDocx(heading || 'Document', [
    ...(heading ? [new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 })] : []),
    ...body(text),
  ]);
}
