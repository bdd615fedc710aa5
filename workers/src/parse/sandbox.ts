import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SandboxLimits {
  timeoutMs: number;
  memoryMb: number;
  maxPages: number;
  maxChars: number;
}

export interface PdfText {
  text: string;
  pages: number;
}

/** A PDF the sandbox refused or could not read; never worth a retry. */
export class PdfRejectedError extends Error {
  constructor(
    readonly code:
      | 'TOO_MANY_PAGES'
      | 'TOO_MUCH_TEXT'
      | 'UNREADABLE'
      | 'TIMEOUT'
      | 'OUT_OF_MEMORY'
      | 'CRASHED',
    message: string,
  ) {
    super(message);
  }
}

const childPath = fileURLToPath(new URL('./pdfTextChild.mjs', import.meta.url));

type ChildReply =
  | { ok: true; text: string; pages: number }
  | { ok: false; code: PdfRejectedError['code']; error: string };

/**
 * Extracts a PDF's text in a separate, killable Node process: a small heap, string code generation
 * disabled, and a wall-clock timeout after which it is killed with SIGKILL. A hostile file can at worst
 * cost one child process; the worker itself keeps serving.
 */
export function extractPdfText(pdf: Buffer, limits: SandboxLimits): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = fork(childPath, [], {
      execArgv: [`--max-old-space-size=${limits.memoryMb}`, '--disallow-code-generation-from-strings'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new PdfRejectedError('TIMEOUT', `Reading the PDF took longer than ${limits.timeoutMs} ms.`)),
        ),
      limits.timeoutMs,
    );
    child.once('message', (reply: ChildReply) =>
      finish(() =>
        reply.ok
          ? resolve({ text: reply.text, pages: reply.pages })
          : reject(new PdfRejectedError(reply.code, reply.error)),
      ),
    );
    child.once('error', (error) => finish(() => reject(error)));
    child.once('exit', (code, signal) =>
      finish(() =>
        reject(
          /heap out of memory|Allocation failed/i.test(stderr)
            ? new PdfRejectedError('OUT_OF_MEMORY', `Reading the PDF needed more than ${limits.memoryMb} MB.`)
            : new PdfRejectedError('CRASHED', `The PDF reader stopped (${signal ?? `exit ${code}`}).`),
        ),
      ),
    );
    child.send({ data: pdf, maxPages: limits.maxPages, maxChars: limits.maxChars });
  });
}
