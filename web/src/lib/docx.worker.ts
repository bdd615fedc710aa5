/// <reference lib="webworker" />
// Runs mammoth off the main thread: a hostile or huge DOCX can only stall this worker, which the
// page terminates after a time limit.
import mammoth from 'mammoth/mammoth.browser.min.js';

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  try {
    const result = await mammoth.convertToHtml({ arrayBuffer: event.data });
    self.postMessage({ ok: true, html: result.value });
  } catch {
    self.postMessage({ ok: false });
  }
};
