import {
  type CsvRows,
  type LinkedInFile,
  linkedInFileOf,
  type ResumeData,
  resumeFromLinkedIn,
} from '@rb/contracts';
import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';

/**
 * Reads LinkedIn's "Download your data" ZIP in the browser: only the CSV files the import names
 * (contracts' linkedInExport.ts) are inflated, each up to a bound; messages, connections and the rest of
 * the archive are never unpacked, and nothing of it is uploaded. The rows go to the same review form as
 * a PDF or DOCX import.
 */

/** A profile's CSVs are kilobytes; a file past this is not one (or is a bomb), and stops the read. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** The archive is no ZIP, or holds none of the files a LinkedIn export has. */
export class NotLinkedInArchiveError extends Error {}
/** A file the import reads would unpack past its bound. */
export class LinkedInFileTooLargeError extends Error {}

/** The named CSV files' text, inflated as a stream whose output is counted. */
function csvTexts(bytes: Uint8Array): Map<LinkedInFile, string> {
  const texts = new Map<LinkedInFile, string>();
  let tooLarge = false;
  const unzip = new Unzip((file) => {
    const name = linkedInFileOf(file.name);
    if (!name || tooLarge) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      size += chunk.length;
      if (size > MAX_FILE_BYTES) {
        tooLarge = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) texts.set(name, new TextDecoder().decode(concat(chunks, size)));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    throw new NotLinkedInArchiveError();
  }
  if (tooLarge) throw new LinkedInFileTooLargeError();
  return texts;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A CSV's rows keyed by its header. Some of LinkedIn's files open with notes before the header ("Notes:",
 * a quoted paragraph, a blank line): then the header is the first row after the blank line.
 */
export function csvRows(text: string): CsvRows {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  const blank = (row: string[]) => row.every((cell) => cell.trim() === '');
  const noted = /^notes:?$/i.test(data[0]?.[0]?.trim() ?? '');
  const headerAt = noted ? data.findIndex(blank) + 1 : data.findIndex((row) => !blank(row));
  const header = headerAt > 0 || (!noted && headerAt === 0) ? data[headerAt] : undefined;
  if (!header) return [];
  return data
    .slice(headerAt + 1)
    .filter((row) => !blank(row))
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** The resume a LinkedIn data archive describes. */
export function readLinkedInArchive(bytes: Uint8Array): ResumeData {
  const texts = csvTexts(bytes);
  if (texts.size === 0) throw new NotLinkedInArchiveError();
  const files: Partial<Record<LinkedInFile, CsvRows>> = {};
  for (const [name, text] of texts) files[name] = csvRows(text);
  return resumeFromLinkedIn(files);
}
