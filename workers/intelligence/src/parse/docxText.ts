import { docxBlocks } from './docxBlocks';
import { placeEntriesByForm } from './docxEntryForms';
import { BULLET } from './markers';

/**
 * The text of a DOCX converted to HTML by mammoth, read as a document (docxBlocks.ts): one line per
 * paragraph, list items as "• " items, tables as laid out, and entries a list ran into put back in their
 * section by their form (docxEntryForms.ts). The same text the PDF reader gives for the same resume, so
 * one set of rules reads both.
 */
export function readDocxHtml(html: string): string {
  return placeEntriesByForm(docxBlocks(html))
    .map((block) => (block.item && !BULLET.test(block.text) ? `• ${block.text}` : block.text))
    .join('\n');
}
