import { Document, Packer, type Paragraph } from 'docx';

/** Word's own font fallback handles accents and CJK; one body font keeps the document ATS-plain. */
const styles = { default: { document: { run: { font: 'Calibri', size: 21 } } } };

/** Packs paragraphs into a one-section .docx file. */
export function packDocx(title: string, children: Paragraph[]): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({ title, creator: 'Resume Builder', styles, sections: [{ children }] }),
  );
}
