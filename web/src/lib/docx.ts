import { UPLOAD_MAX_BYTES } from '@rb/contracts';
import DOMPurify from 'dompurify';
import { DocxTooLargeError, type DocxWorkerReply } from './docxArchive';

export { DocxTooLargeError };

/**
 * A backstop: bombs are refused by size before mammoth runs (docxArchive.ts), so this only has to
 * outlast an honest resume on a slow or busy machine (one took 3 s here under heavy load).
 */
const PARSE_TIME_LIMIT_MS = 10_000;

export class FileTooLargeError extends Error {}

/** Runs mammoth in a worker that is terminated when it answers or after the time limit. */
function convertInWorker(buffer: ArrayBuffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./docx.worker.ts', import.meta.url), { type: 'module' });
    const timer = setTimeout(
      () => finish(() => reject(new Error('DOCX parsing timed out'))),
      PARSE_TIME_LIMIT_MS,
    );
    function finish(settle: () => void) {
      clearTimeout(timer);
      worker.terminate();
      settle();
    }
    worker.onmessage = (e: MessageEvent<DocxWorkerReply>) =>
      finish(() => {
        if (e.data.ok) resolve(e.data.html);
        else reject(e.data.tooLarge ? new DocxTooLargeError() : new Error('DOCX parse failed'));
      });
    worker.onerror = () => finish(() => reject(new Error('DOCX worker crashed')));
    worker.postMessage(buffer, [buffer]);
  });
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'TR', 'BR', 'TABLE', 'UL', 'OL']);

/** Plain text of sanitised HTML, one line per block, list items as "- ". */
function htmlToText(html: string): string {
  const clean = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  const lines: string[] = [];
  let current = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) current += node.textContent ?? '';
    const el = node as Element;
    const block = node.nodeType === Node.ELEMENT_NODE && BLOCKS.has(el.tagName);
    if (block && el.tagName === 'LI') current += '- ';
    if (el.tagName === 'TD' && current) current += ' | ';
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) {
      lines.push(current.trim());
      current = '';
    }
  };
  walk(clean);
  if (current.trim()) lines.push(current.trim());
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Reads a DOCX in the browser (SPEC §5): size-checked, parsed in a worker, sanitised, as text. */
export async function readDocx(file: File): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw new FileTooLargeError();
  const html = await convertInWorker(await file.arrayBuffer());
  return htmlToText(html);
}

/**
 * A DOCX read in the browser as sanitised HTML without its images (a photo is most of a resume's
 * bytes and none of its text), for the import, which reads the document's structure on the server.
 */
export async function readDocxAsHtml(file: File): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw new FileTooLargeError();
  const html = await convertInWorker(await file.arrayBuffer());
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['img', 'svg'] });
}
