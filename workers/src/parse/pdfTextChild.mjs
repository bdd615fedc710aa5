// Runs inside the parse sandbox (a forked Node process with a small heap and no eval); the
// parent kills it on timeout or on any failed document. It reads PDFs one at a time, one reply each,
// until the parent retires it.
import { PDFParse } from 'pdf-parse';
import { readPdfPages } from './pdfLayout.mjs';
import { inflatesBeyond } from './streamInflation.mjs';

// If the worker dies (even by SIGKILL) its IPC channel closes: a waiting spare must not outlive it.
process.on('disconnect', () => process.exit(1));

// A tiny trusted PDF read at start-up: pdf.js loads its worker code and standard fonts on first use,
// and the process is started ahead of its document, so that cost is paid before the upload arrives.
const WARM_UP =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj ' +
  '4 0 obj<</Length 22>>stream\nBT /F1 1 Tf (w) Tj ET\nendstream endobj ' +
  '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj trailer<</Root 1 0 R>>\n%%EOF';
// Documents can arrive while warming up: each waits for it, then they are read in turn.
let previous = warmUp();
process.on('message', (message) => {
  previous = previous.then(() => read(message));
});

async function warmUp() {
  try {
    const warm = new PDFParse({
      data: new Uint8Array(Buffer.from(WARM_UP, 'latin1')),
      isEvalSupported: false,
    });
    await warm.getText();
    await warm.destroy();
  } catch {
    // Warming is an optimisation only; the real document reports its own errors.
  }
  process.send({ ready: true });
}

async function read({ data, maxPages, maxChars, maxStreamMb }) {
  let reply;
  if (inflatesBeyond(data, maxStreamMb * 1024 * 1024)) {
    reply = {
      ok: false,
      code: 'TOO_MUCH_DATA',
      error: `A stream of the PDF unpacks to more than ${maxStreamMb} MB.`,
    };
    await new Promise((resolve) => process.send(reply, resolve));
    return;
  }
  try {
    const parser = new PDFParse({
      data: new Uint8Array(data),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: true,
      maxImageSize: 1,
    });
    const info = await parser.getInfo();
    if (info.total > maxPages) {
      reply = {
        ok: false,
        code: 'TOO_MANY_PAGES',
        error: `The PDF has ${info.total} pages; at most ${maxPages} are accepted.`,
      };
    } else {
      // Read as laid out on the page (lines by baseline, columns in turn), not in content-stream order.
      const text = await readPdfPages(parser, info.total);
      reply =
        text.length > maxChars
          ? {
              ok: false,
              code: 'TOO_MUCH_TEXT',
              error: `The PDF holds more than ${maxChars} characters of text.`,
            }
          : { ok: true, text, pages: info.total };
    }
    await parser.destroy();
  } catch (error) {
    // An allocation the whole-memory cap (RLIMIT_DATA) refused is the document's size, not its syntax.
    reply = /allocation failed/i.test(String(error?.message))
      ? {
          ok: false,
          code: 'OUT_OF_MEMORY',
          error: 'Reading the PDF needed more memory than allowed.',
        }
      : {
          ok: false,
          code: 'UNREADABLE',
          // pdf.js's messages quote the file ('Bad filter name "…"'), which then reached the worker's
          // log: only the error's class (pdf.js's name for what went wrong) leaves the sandbox.
          error: `The PDF could not be read (${/^\w{1,40}$/.test(error?.name) ? error.name : 'Error'}).`,
        };
  }
  await new Promise((resolve) => process.send(reply, resolve));
}
