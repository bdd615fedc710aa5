// Loaded by the parse sandbox's child (pdfTextChild.mjs) before pdf.js sees a document: plain Node, no
// TypeScript, since the child runs without a loader.
import { constants, inflateSync } from 'node:zlib';

/**
 * Whether a stream of the PDF inflates to more than `maxBytes`: a 1 MB "flate bomb" whose page stream
 * holds 1 GiB of spaces made pdf.js keep 1.6 GB, outside the V8 heap its flag bounds (issue 32). Each
 * run of bytes between `stream` and `endstream` is inflated as Flate data with zlib's output cap, which
 * stops as soon as the cap is passed, so the check costs at most `maxBytes` per stream; a stream that is
 * not Flate data fails to inflate and is left to pdf.js (and to the child's whole-memory cap).
 */
export function inflatesBeyond(data, maxBytes) {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const opening = /stream\r?\n/g;
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return false;
    try {
      inflateSync(data.subarray(start, end), {
        maxOutputLength: maxBytes,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
    opening.lastIndex = end + 'endstream'.length;
  }
  return false;
}
