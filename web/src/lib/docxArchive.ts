import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/**
 * Limits on what a DOCX may unpack to before mammoth reads it. A resume's XML is well under 2 MB; a "DOCX
 * bomb" packs tens of megabytes of XML into a small upload and holds the reader for seconds.
 */
export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxTotalBytes: 20 * 1024 * 1024,
  /** Deflate of ordinary text stays well below this; repeated filler goes far beyond. */
  maxRatio: 100,
  /** Entries this small may have any ratio (a tiny, highly repetitive XML part is normal). */
  ratioFloorBytes: 1024 * 1024,
};

/** What the DOCX worker answers: the HTML, or why not. */
export type DocxWorkerReply = { ok: true; html: string } | { ok: false; tooLarge: boolean };

/** The DOCX would unpack to more than the limits allow; nothing of it was inflated beyond them. */
export class DocxTooLargeError extends Error {}

/**
 * Checks a DOCX's unpacked size without unpacking it first: the ZIP's central directory gives every
 * entry's declared size (fflate's filter sees it, and declining every entry inflates nothing); then,
 * since declared sizes can lie, the entries are inflated as a stream whose output is counted, stopping
 * at the limit. Throws DocxTooLargeError, or fflate's error for something that is not a ZIP.
 */
export function checkDocxArchive(bytes: Uint8Array, limits = DOCX_LIMITS): void {
  let entries = 0;
  let declared = 0;
  unzipSync(bytes, {
    filter: (file) => {
      entries += 1;
      declared += file.originalSize;
      const ratioTooHigh =
        file.originalSize > limits.ratioFloorBytes && file.originalSize > file.size * limits.maxRatio;
      if (entries > limits.maxEntries || declared > limits.maxTotalBytes || ratioTooHigh) {
        throw new DocxTooLargeError(`DOCX declares ${declared} bytes in ${entries} entries`);
      }
      return false;
    },
  });

  let inflated = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw error;
      inflated += chunk.length;
      if (inflated > limits.maxTotalBytes && !over) {
        over = true;
        file.terminate();
      }
    };
    if (!over) file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  if (over) throw new DocxTooLargeError(`DOCX inflates past ${limits.maxTotalBytes} bytes`);
}
