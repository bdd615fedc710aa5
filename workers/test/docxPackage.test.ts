import { crc32 } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { creator, type DocxParagraph, packDocx, paragraph, styles } from '../src/render/docx/document';

const HEADINGS = {
  Title: HeadingLevel.TITLE,
  Heading1: HeadingLevel.HEADING_1,
  Heading2: HeadingLevel.HEADING_2,
};

/** The same paragraphs built with docx's own classes and Packer, as the builders did before packDocx wrote the body. */
const packedByDocx = (title: string, paragraphs: DocxParagraph[]) =>
  Packer.toBuffer(
    new Document({
      title,
      creator,
      styles,
      sections: [
        {
          children: paragraphs.map(
            (p) =>
              new Paragraph({
                ...(p.style ? { heading: HEADINGS[p.style] } : {}),
                ...(p.bullet ? { bullet: { level: 0 } } : {}),
                ...(p.spaceAfter ? { spacing: { after: p.spaceAfter } } : {}),
                children: p.runs.map(
                  (r) => new TextRun({ text: r.text, italics: r.italics, break: r.breakBefore ? 1 : 0 }),
                ),
              }),
          ),
        },
      ],
    }),
  );

/** Every part's text, the core properties' timestamps (the time of packing) aside, in zip order. */
const partsOf = (docx: Buffer) =>
  Object.entries(unzipSync(new Uint8Array(docx))).map(([path, data]) => [
    path,
    strFromU8(data).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'TIME'),
  ]);

/**
 * The CRC-32 the zip file's central directory gives each file, by path: Word refuses a file whose CRC is wrong, and
 * unzipSync, like mammoth, doesn't check it.
 */
function centralCrcs(zip: Buffer): Map<string, number> {
  const crcs = new Map<string, number>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    crcs.set(zip.toString('utf8', at + 46, at + 46 + nameLength), zip.readUInt32LE(at + 16));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return crcs;
}

describe('packDocx', () => {
  it('writes the package docx writes for the same paragraphs, part for part', async () => {
    const title = 'Zoë & "Ångström" <CV>';
    const paragraphs: DocxParagraph[] = [
      paragraph(title, { style: 'Title' }),
      paragraph('a@b.io | +44 20 7946 0000'),
      paragraph('Experience', { style: 'Heading1' }),
      { style: 'Heading2', runs: [{ text: '' }] },
      { runs: [{ text: '2021 – Present', italics: true }] },
      paragraph("株式会社テスト\ttab \u0001control 'quotes' & <tags> 😀"),
      paragraph('Cut p99 latency by 40%', { bullet: true }),
      paragraph(''),
      {
        spaceAfter: 200,
        runs: [{ text: 'Dear Hiring Manager,' }, { text: 'second line', breakBefore: true }],
      },
    ];
    const packed = await packDocx(title, paragraphs);
    expect(partsOf(packed)).toEqual(partsOf(await packedByDocx(title, paragraphs)));
    const files = Object.entries(unzipSync(new Uint8Array(packed)));
    expect(centralCrcs(packed)).toEqual(new Map(files.map(([path, data]) => [path, crc32(data)])));
    // The parts written once are shared, not changed, by the documents after.
    expect(partsOf(await packDocx('', []))).toEqual(partsOf(await packedByDocx('', [])));
  });
});
