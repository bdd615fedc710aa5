/// <reference lib="webworker" />
// Runs mammoth off the main thread: a hostile or huge DOCX can only stall this worker, which the
// page terminates after a time limit. A DOCX that would unpack past the limits is refused before
// mammoth (which inflates everything) sees it.
import mammoth from 'mammoth/mammoth.browser.min.js';
import { checkDocxArchive, DocxTooLargeError, type DocxWorkerReply } from './docxArchive';

const reply = (message: DocxWorkerReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  try {
    checkDocxArchive(new Uint8Array(event.data));
    const result = await mammoth.convertToHtml({ arrayBuffer: event.data });
    reply({ ok: true, html: result.value });
  } catch (error) {
    reply({ ok: false, tooLarge: error instanceof DocxTooLargeError });
  }
};
