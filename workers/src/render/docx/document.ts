import type { PageSize } from '@rb/contracts';
import { Document, Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { type ZipEntry as Entry, zipEntry as entry, zipFiles as zip } from '../zip';

/** Word's own font fallback handles accents and CJK; one body font keeps the document ATS-plain. */
export const styles = { default: { document: { run: { font: 'Calibri', size: 21 } } } };
export const creator = 'Resume Builder';

export interface DocxRun {
  text: string;
  italics?: boolean;
  /** A line break before the text, inside the same paragraph. */
  breakBefore?: boolean;
}

/** The few Word constructs resumes and letters are made of; `bullet` is the package's default bullet list. */
export interface DocxParagraph {
  style?: 'Title' | 'Heading1' | 'Heading2';
  bullet?: boolean;
  /** Space after the paragraph, in twentieths of a point. */
  spaceAfter?: number;
  runs: DocxRun[];
}

/** A paragraph of plain text; empty text gives no run at all, as docx's `new Paragraph({ text })` did. */
export const paragraph = (text: string, options: Omit<DocxParagraph, 'runs'> = {}): DocxParagraph => ({
  ...options,
  runs: text ? [{ text }] : [],
});

/** As the docx package escapes text and attribute values (control characters other than tab and newlines dropped). */
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeXml = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 cannot hold
  value.replace(/[&"'<>\x00-\x08\x0B\x0C\x0E-\x1F]/g, (char) => XML_ESCAPES[char] ?? '');

const runXml = ({ text, italics, breakBefore }: DocxRun) =>
  `<w:r>${italics ? '<w:rPr><w:i/><w:iCs/></w:rPr>' : ''}${breakBefore ? '<w:br/>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

function paragraphXml(p: DocxParagraph): string {
  const style = p.bullet
    ? '<w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'
    : p.style
      ? `<w:pStyle w:val="${p.style}"/>`
      : '';
  const properties = style + (p.spaceAfter ? `<w:spacing w:after="${p.spaceAfter}"/>` : '');
  const content = (properties ? `<w:pPr>${properties}</w:pPr>` : '') + p.runs.map(runXml).join('');
  // An element with nothing in it is self-closed, as docx writes it.
  return content ? `<w:p>${content}</w:p>` : '<w:p/>';
}

/** Word's page sizes in twentieths of a point: A4 (210 × 297 mm, the docx package's default) and US Letter. */
const PAGE_TWIPS: Record<PageSize, { width: number; height: number }> = {
  a4: { width: 11906, height: 16838 },
  letter: { width: 12240, height: 15840 },
};
const PAGE_SIZE_ELEMENT = /<w:pgSz [^>]*\/>/;
const pageSizeXml = (size: PageSize) =>
  `<w:pgSz w:w="${PAGE_TWIPS[size].width}" w:h="${PAGE_TWIPS[size].height}" w:orient="portrait"/>`;

const TITLE_MARK = 'rb-docx-title';
const TITLE_ELEMENT = `<dc:title>${TITLE_MARK}</dc:title>`;
const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g;

const DOCUMENT = 'word/document.xml';
const CORE = 'docProps/core.xml';

interface Template {
  /** Every part in docx's order; the document and core properties are placeholders each document replaces. */
  entries: Entry[];
  documentHead: string;
  documentTail: string;
  core: string;
}

/**
 * Every part but the body and the core properties (styles, numbering, theme, settings, fonts...) is the same for every
 * document, and writing and compressing them is most of what docx's Packer costs (about 10 ms of CPU a document, its
 * body a small share). So the docx package writes them once per process, for an empty document with the same options,
 * they are compressed once, and each document only adds its body and title to them.
 */
async function buildTemplate(): Promise<Template> {
  const packed = await Packer.toBuffer(
    new Document({ title: TITLE_MARK, creator, styles, sections: [{ children: [] }] }),
  );
  const parts = new Map(Object.entries(unzipSync(new Uint8Array(packed))));
  const take = (path: string) => {
    const data = parts.get(path);
    if (!data) throw new Error(`docx template has no ${path}`);
    return strFromU8(data);
  };
  const document = take(DOCUMENT);
  const bodyStart = document.indexOf('<w:body>') + '<w:body>'.length;
  const core = take(CORE);
  if (bodyStart < '<w:body>'.length || !core.includes(TITLE_ELEMENT) || !PAGE_SIZE_ELEMENT.test(document))
    throw new Error('docx template is not shaped as expected');
  return {
    entries: [...parts].map(([path, data]) => entry(path, data)),
    documentHead: document.slice(0, bodyStart),
    documentTail: document.slice(bodyStart),
    core,
  };
}

let template: Promise<Template> | undefined;
const sharedParts = () => {
  template ??= buildTemplate();
  return template;
};

/** Builds the shared parts ahead of the first DOCX (about 130 ms of CPU), so no user's download pays it. */
export async function warmDocx(): Promise<void> {
  await sharedParts();
}

/**
 * Packs paragraphs into a one-section .docx file on `pageSize` paper, the same package docx's Packer writes
 * for them.
 */
export async function packDocx(
  title: string,
  children: DocxParagraph[],
  pageSize: PageSize = 'a4',
): Promise<Buffer> {
  const { entries, documentHead, documentTail, core } = await sharedParts();
  const tail = documentTail.replace(PAGE_SIZE_ELEMENT, pageSizeXml(pageSize));
  const document = entry(DOCUMENT, documentHead + children.map(paragraphXml).join('') + tail);
  const properties = entry(
    CORE,
    // docx leaves an empty title out.
    core
      .replace(TITLE_ELEMENT, title ? `<dc:title>${escapeXml(title)}</dc:title>` : '')
      .replace(TIMESTAMP, new Date().toISOString()),
  );
  return zip(entries.map((e) => (e.path === DOCUMENT ? document : e.path === CORE ? properties : e)));
}
