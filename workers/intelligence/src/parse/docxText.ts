import { type DocxBlock, docxBlocks } from './docxBlocks';
import { placeEntriesByForm } from './docxEntryForms';
import { STYLE_MARK } from './lineStyles';
import { BULLET } from './markers';

/**
 * The text of a DOCX converted to HTML by mammoth, read as a document (docxBlocks.ts): one line per
 * paragraph, list items as "• " items, tables as laid out, and entries a list ran into put back in their
 * section by their form (docxEntryForms.ts). The same text the PDF reader gives for the same resume, so
 * one set of rules reads both: a paragraph set otherwise than the body text (a Word heading style, bold
 * throughout) carries its style's key, as a line of a PDF does (lineStyles.ts).
 */
export function readDocxHtml(html: string): string {
  const blocks = placeEntriesByForm(docxBlocks(html));
  const body = bodyStyle(blocks);
  return blocks
    .map((block) => {
      const text = block.item && !BULLET.test(block.text) ? `• ${block.text}` : block.text;
      const style = styleOf(block);
      return style && style !== body ? `${text}${STYLE_MARK}${style}` : text;
    })
    .join('\n');
}

/**
 * A paragraph's style: its Word heading level, or the one format all its runs share ("b" bold
 * throughout). mammoth's HTML keeps no font sizes; a list item or a table's line has none.
 */
function styleOf(block: DocxBlock): string | undefined {
  if (block.item || block.form === undefined) return undefined;
  const form = block.form.includes(' ') ? undefined : block.form;
  return block.level ? `${block.level}${form ? `.${form}` : ''}` : form || undefined;
}

/** The style most of the document's text is set in. */
function bodyStyle(blocks: readonly DocxBlock[]): string | undefined {
  const chars = new Map<string | undefined, number>();
  for (const block of blocks) {
    const style = block.item ? undefined : styleOf(block);
    chars.set(style, (chars.get(style) ?? 0) + block.text.length);
  }
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0];
}
