import { PDFDocument } from 'pdf-lib';

/**
 * Whole-document passes: a resume PDF has a few hundred objects at most, parsed and written in 1–3 ms,
 * so pdf-lib's pauses every 50 objects (a timer each) only added wall time.
 */
const ALL_AT_ONCE = { objectsPerTick: Number.POSITIVE_INFINITY };

/**
 * Chromium writes the page's <title> into the PDF but never an author, so the author (the person the
 * resume or letter is by) is stamped into the document info afterwards.
 *
 * As an incremental update (PDF 1.7 § 7.5.6): the document info dictionary is written again with the
 * author added, after the file as Chromium made it, with a cross-reference section for that one object
 * and a trailer pointing back to Chromium's. Nothing of Chromium's bytes is read beyond its trailer,
 * cross-reference entry and info dictionary: a few microseconds, where loading and saving the whole
 * document with pdf-lib cost 2–3.5 ms of CPU per PDF, the render worker's largest share after Chromium
 * itself under `npm run load` (issue 34). A file of any other shape (a cross-reference stream, an info
 * dictionary that is not a plain one, an author already there) goes through pdf-lib as before.
 */
export async function withPdfAuthor(pdf: Buffer, author: string): Promise<Buffer> {
  const name = author.trim();
  if (name === '') return pdf;
  return appendAuthor(pdf, name) ?? withPdfLib(pdf, name);
}

/** pdf-lib's way: the whole document loaded and saved, Chromium's producer and dates kept. */
async function withPdfLib(pdf: Buffer, name: string): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, ...ALL_AT_ONCE });
  doc.setAuthor(name);
  // Chromium's objects written back as they are (its content streams are already compressed).
  return Buffer.from(await doc.save({ useObjectStreams: false, ...ALL_AT_ONCE }));
}

/** Where Chromium's file ends: its last trailer and the offset of its cross-reference table. */
const TRAILER_END = /trailer\s*<<((?:(?!>>)[\s\S])*)>>\s*startxref\s+(\d+)\s+%%EOF\s*$/;
/** The trailer's info dictionary reference. */
const INFO_REF = /\/Info\s+(\d+)\s+(\d+)\s+R/;
/** A classic cross-reference table's first subsection header. */
const XREF_HEAD = /^xref\s+(\d+)\s+(\d+)\s*?\r?\n/;

/** The file with the author added as an incremental update, or undefined if its shape is not the plain one. */
function appendAuthor(pdf: Buffer, name: string): Buffer | undefined {
  // latin1: one character per byte, so string offsets are byte offsets.
  const tail = pdf.subarray(Math.max(0, pdf.length - 1024)).toString('latin1');
  const end = TRAILER_END.exec(tail);
  if (!end) return undefined;
  const trailer = end[1] as string;
  const xrefAt = Number(end[2]);
  const info = INFO_REF.exec(trailer);
  if (!info || /\/Encrypt\b/.test(trailer)) return undefined;
  const objectNumber = Number(info[1]);
  const generation = Number(info[2]);
  const objectAt = xrefOffset(pdf, xrefAt, objectNumber);
  if (objectAt === undefined) return undefined;
  const dictionary = infoDictionary(pdf, objectAt, objectNumber, generation);
  if (dictionary === undefined || /\/Author\b/.test(dictionary)) return undefined;

  const updateAt = pdf.length + 1; // after the newline that starts the update
  const object = `${objectNumber} ${generation} obj\n<<${dictionary}\n/Author ${pdfText(name)}>>\nendobj\n`;
  const sectionAt = updateAt + object.length;
  const entry = `${String(updateAt).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r\n`;
  const previous = trailer.replace(/\/Prev\s+\d+/, '').trimEnd();
  const update =
    `\n${object}xref\n${objectNumber} 1\n${entry}` +
    `trailer\n<<${previous}\n/Prev ${xrefAt}>>\nstartxref\n${sectionAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}

/** An object's byte offset from a classic cross-reference table whose first subsection holds it. */
function xrefOffset(pdf: Buffer, xrefAt: number, objectNumber: number): number | undefined {
  if (!Number.isSafeInteger(xrefAt) || xrefAt >= pdf.length) return undefined;
  const head = XREF_HEAD.exec(pdf.subarray(xrefAt, xrefAt + 64).toString('latin1'));
  if (!head) return undefined;
  const first = Number(head[1]);
  const count = Number(head[2]);
  if (objectNumber < first || objectNumber >= first + count) return undefined;
  // Entries are exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n or f, 2-byte EOL.
  const at = xrefAt + head[0].length + 20 * (objectNumber - first);
  const entry = /^(\d{10}) (\d{5}) n/.exec(pdf.subarray(at, at + 20).toString('latin1'));
  return entry ? Number(entry[1]) : undefined;
}

/** The entries of the info object's dictionary (between << and >>), if it is a plain dictionary. */
function infoDictionary(
  pdf: Buffer,
  at: number,
  objectNumber: number,
  generation: number,
): string | undefined {
  const text = pdf.subarray(at, Math.min(pdf.length, at + 64 * 1024)).toString('latin1');
  const header = new RegExp(`^${objectNumber}\\s+${generation}\\s+obj\\s*<<`).exec(text);
  if (!header) return undefined;
  const close = dictionaryEnd(text, header[0].length);
  // Anything but `endobj` after the dictionary (a stream) is not the plain shape this writer handles.
  if (close === undefined || !/^\s*endobj/.test(text.slice(close + 2))) return undefined;
  return text.slice(header[0].length, close);
}

/**
 * Where the dictionary whose entries start at `from` ends (the index of its `>>`): strings are skipped
 * whole, so a title such as `(a >> endobj)` ends nothing. Undefined if the text ends first.
 */
function dictionaryEnd(text: string, from: number): number | undefined {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      // A literal string: balanced parentheses, any character escaped by a backslash.
      let open = 1;
      for (i++; i < text.length && open > 0; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') open++;
        else if (text[i] === ')') open--;
      }
      i--;
    } else if (c === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (c === '<') {
      i = text.indexOf('>', i); // a hex string
      if (i < 0) return undefined;
    } else if (c === '>' && text[i + 1] === '>') {
      if (depth === 0) return i;
      depth--;
      i++;
    }
  }
  return undefined;
}

/** A PDF text string any reader decodes: UTF-16BE with its byte order mark, as hex. */
function pdfText(value: string): string {
  const utf16 = Buffer.from(value, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}
