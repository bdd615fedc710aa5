import { crc32, deflateRawSync } from 'node:zlib';
import { strToU8, Zip, type ZipInputFile } from 'fflate';

/** A file of a zip archive, DEFLATE-compressed, with what the archive's headers say of it. */
export interface ZipEntry {
  path: string;
  size: number;
  crc: number;
  deflated: Uint8Array<ArrayBuffer>;
}

const DEFLATE = 8;

/** Node's zlib deflates in native code: 2 to 3 times less CPU than fflate's JavaScript (which zipSync uses), same sizes. */
export const zipEntry = (path: string, data: Uint8Array | string): ZipEntry => {
  const bytes = typeof data === 'string' ? strToU8(data) : data;
  return { path, size: bytes.length, crc: crc32(bytes), deflated: deflateRawSync(bytes) };
};

/** Zips entries that are already compressed, in order, with fflate writing the headers (DOCX packages, data exports). */
export function zipFiles(entries: ZipEntry[]): Buffer {
  const chunks: Uint8Array[] = [];
  const archive = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const { path, size, crc, deflated } of entries) {
    const file: ZipInputFile = { filename: path, size, crc, compression: DEFLATE };
    archive.add(file);
    file.ondata?.(null, deflated, true);
  }
  archive.end();
  return Buffer.concat(chunks);
}
