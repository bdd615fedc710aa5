import { type ChildProcess, fork } from 'node:child_process';
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

interface Sandbox {
  child: ChildProcess;
  /** Settles once the process has loaded pdf.js and can take a document at full speed. */
  ready: Promise<void>;
}

function spawnSandbox(memoryMb: number): Sandbox {
  const child = fork(childPath, [], {
    execArgv: [`--max-old-space-size=${memoryMb}`, '--disallow-code-generation-from-strings'],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // A spare that dies unused (or is killed on close) must not take the worker down.
  child.on('error', () => undefined);
  const ready = new Promise<void>((resolve) => {
    child.once('message', () => resolve());
    child.once('exit', () => resolve());
  });
  return { child, ready };
}

/**
 * Extracts PDF text in separate, killable Node processes: a small heap, string code generation
 * disabled, and a wall-clock timeout after which the process is killed with SIGKILL. Each process reads
 * exactly one PDF, so nothing one file does can affect the next. The next process is started while the
 * current one works, so a document does not wait for Node and pdf.js to load.
 */
export class PdfSandbox {
  private spare: Sandbox | null = null;
  private closed = false;

  constructor(private readonly limits: SandboxLimits) {}

  /** Starts the first process ahead of the first document. */
  warm(): void {
    this.spare ??= spawnSandbox(this.limits.memoryMb);
  }

  /** Resolves when the next document would find a ready process (for measurements and tests). */
  async whenReady(): Promise<void> {
    this.warm();
    await this.spare?.ready;
  }

  async extract(pdf: Buffer): Promise<PdfText> {
    if (this.closed) throw new Error('PDF sandbox is closed');
    const spare = this.spare;
    const usable = spare && spare.child.exitCode === null && spare.child.connected;
    const sandbox = usable ? spare : spawnSandbox(this.limits.memoryMb);
    this.spare = spawnSandbox(this.limits.memoryMb);
    return runInChild(sandbox.child, pdf, this.limits);
  }

  close(): void {
    this.closed = true;
    this.spare?.child.kill('SIGKILL');
    this.spare = null;
  }
}

/** Sends one PDF to a sandbox process and settles on its reply, its death or the timeout. */
function runInChild(child: ChildProcess, pdf: Buffer, limits: SandboxLimits): Promise<PdfText> {
  return new Promise((resolve, reject) => {
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
    child.on('message', (reply: ChildReply | { ready: true }) => {
      // The start-up message of a process that was not ready yet is not the reply.
      if ('ready' in reply) return;
      finish(() =>
        reply.ok
          ? resolve({ text: reply.text, pages: reply.pages })
          : reject(new PdfRejectedError(reply.code, reply.error)),
      );
    });
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
