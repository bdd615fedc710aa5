import { createDeflate, deflateSync } from 'node:zlib';

/** Assembles a PDF from numbered object bodies with a correct cross-reference table. */
export function buildPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(`${xref}\n`)]);
}

const stream = (content: Buffer, filter = '') =>
  Buffer.concat([
    Buffer.from(`<< /Length ${content.length}${filter} >>\nstream\n`),
    content,
    Buffer.from('\nendstream'),
  ]);

const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A one-page PDF with real text, to show the sandbox still serves after the hostile ones. */
export function simplePdf(text: string): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream(Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`)),
    font,
  ]);
}

/**
 * 100,000 real pages in a few hundred bytes: five levels of page-tree nodes, each listing the next
 * level ten times, down to one shared leaf page.
 */
export function hugePageCountPdf(): Buffer {
  const levels = 5;
  const nodes = Array.from({ length: levels }, (_, i) => {
    const child = i + 3;
    const kids = Array.from({ length: 10 }, () => `${child} 0 R`).join(' ');
    return `<< /Type /Pages /Kids [${kids}] /Count ${10 ** (levels - i)} >>`;
  });
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    ...nodes,
    '<< /Type /Page /MediaBox [0 0 612 792] >>',
  ]);
}

/** An object nested 200,000 arrays deep, referenced from the page. */
export function deepNestingPdf(): Buffer {
  const depth = 200_000;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Nest ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
    stream(Buffer.from('BT ET')),
  ]);
}

/** A small Flate stream that inflates to ~150 MB of text-showing operators. */
export function flateBombPdf(): Buffer {
  const unit = Buffer.from('(AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA) Tj\n');
  const repeats = Math.floor(150_000_000 / unit.length);
  const inflated = Buffer.alloc(unit.length * repeats);
  for (let offset = 0; offset < inflated.length; offset += unit.length) unit.copy(inflated, offset);
  const content = Buffer.concat([Buffer.from('BT /F1 12 Tf 72 720 Td\n'), inflated, Buffer.from('ET')]);
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream(deflateSync(content, { level: 9 }), ' /Filter /FlateDecode'),
    font,
  ]);
}

/**
 * A page whose content stream inflates to `inflatedBytes` of spaces (1 GiB: about 1 MB of PDF), as in
 * issue 32: pdf.js holds the decoded bytes outside the V8 heap its flag limits. `hexWrapped` puts the
 * Flate data inside an ASCIIHex filter as well, which a scan of raw Flate streams does not see, so only
 * the child's whole-memory cap stops it.
 */
export async function spaceBombPdf(inflatedBytes = 2 ** 30, hexWrapped = false): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const spaces = Buffer.alloc(1 << 20, 0x20);
  for (let written = 0; written < inflatedBytes; written += spaces.length) {
    if (!deflate.write(spaces.subarray(0, Math.min(spaces.length, inflatedBytes - written))))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const flate = Buffer.concat(chunks);
  const [content, filter] = hexWrapped
    ? [Buffer.from(`${flate.toString('hex')}>`), ' /Filter [/ASCIIHexDecode /FlateDecode]']
    : [flate, ' /Filter /FlateDecode'];
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream(content, filter),
    font,
  ]);
}

/**
 * A page whose stream names `secret` as its filter: pdf.js refuses it with a message quoting the name
 * ("Bad filter name …"), which is how a file's own bytes reached the worker's log (issue 32).
 */
export function bogusFilterPdf(secret: string): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream(Buffer.from(`BT /F1 12 Tf 72 720 Td (${secret}) Tj ET`), ` /Filter [(${secret})]`),
    font,
  ]);
}
