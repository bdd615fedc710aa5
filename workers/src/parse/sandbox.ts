import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SandboxLimits {
  timeoutMs: number;
  /** The V8 heap (--max-old-space-size); pdf.js keeps decoded streams outside it. */
  memoryMb: number;
  maxPages: number;
  maxChars: number;
  /** The process's whole memory: RLIMIT_DATA where `prlimit` exists, and its RSS, checked while it reads. */
  totalMemoryMb?: number;
  /** A stream that inflates beyond this refuses the PDF before pdf.js reads it. */
  maxStreamMb?: number;
  /** A process whose RSS is above this after a document is retired instead of reused. */
  recycleAboveMb?: number;
}

/** The whole-memory bounds when the caller sets none (the worker's PARSE_* configuration defaults). */
export const MEMORY_BOUNDS = { totalMemoryMb: 512, maxStreamMb: 64, recycleAboveMb: 160 } as const;
/** How often a reading process's RSS is checked against totalMemoryMb. */
const RSS_CHECK_MS = 100;

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
      | 'TOO_MUCH_DATA'
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
  /** Documents it has read. */
  uses: number;
}

/** util-linux's prlimit (Debian images have it), which sets a limit and then runs the command itself. */
const prlimit = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'prlimit'))
  .find((file) => process.platform === 'linux' && existsSync(file));

function spawnSandbox(limits: Required<SandboxLimits>): Sandbox {
  const node = [`--max-old-space-size=${limits.memoryMb}`, '--disallow-code-generation-from-strings'];
  // RLIMIT_DATA covers every private writable mapping, the array buffers pdf.js decodes into included:
  // an allocation past it fails inside the child instead of growing it. Same pid, so IPC is unchanged.
  const capped = prlimit
    ? {
        execPath: prlimit,
        execArgv: [`--data=${limits.totalMemoryMb * 1024 * 1024}`, '--', process.execPath, ...node],
      }
    : { execArgv: node };
  const child = fork(childPath, [], {
    ...capped,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // A spare that dies unused (or is killed on close) must not take the worker down.
  child.on('error', () => undefined);
  const ready = new Promise<void>((resolve) => {
    child.once('message', () => resolve());
    child.once('exit', () => resolve());
  });
  return { child, ready, uses: 0 };
}

const alive = (sandbox: Sandbox) => sandbox.child.exitCode === null && sandbox.child.connected;

/** A process's resident memory in MB from /proc (Linux), or 0 where it cannot be read. */
async function residentMb(child: ChildProcess): Promise<number> {
  try {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export interface PoolOptions {
  /** Processes kept started and idle, ready for the next document. */
  poolSize: number;
  /** Documents one process reads before it is retired, bounding what one file can leave behind. */
  documentsPerProcess: number;
}

/**
 * Extracts PDF text in separate, killable Node processes: a small heap, string code generation
 * disabled, and a wall-clock timeout after which the process is killed with SIGKILL. A small pool of
 * processes is started ahead of the documents (loading Node and pdf.js costs more than reading a
 * resume) and each is reused for a few documents. A process is killed and replaced as soon as a
 * document fails in it (refused, unreadable, over its time or memory limit, crashed), and retired after
 * `documentsPerProcess` documents, so a hostile file can only ever affect its own reply.
 */
export class PdfSandbox {
  private idle: Sandbox[] = [];
  private closed = false;
  private readonly pool: PoolOptions;
  private readonly limits: Required<SandboxLimits>;

  constructor(limits: SandboxLimits, pool: Partial<PoolOptions> = {}) {
    this.limits = { ...MEMORY_BOUNDS, ...limits };
    this.pool = { poolSize: 1, documentsPerProcess: 10, ...pool };
  }

  /** Starts processes ahead of the next documents, up to the pool size. */
  warm(): void {
    this.idle = this.idle.filter(alive);
    while (!this.closed && this.idle.length < this.pool.poolSize) this.idle.push(spawnSandbox(this.limits));
  }

  /** Resolves when the next document would find a ready process (for measurements and tests). */
  async whenReady(): Promise<void> {
    this.warm();
    await this.idle[0]?.ready;
  }

  /** The process ids of the idle processes (for tests). */
  idlePids(): number[] {
    return this.idle.filter(alive).map((s) => s.child.pid as number);
  }

  async extract(pdf: Buffer): Promise<PdfText> {
    if (this.closed) throw new Error('PDF sandbox is closed');
    this.idle = this.idle.filter(alive);
    // With every pooled process busy, one more is started for this document (and kept if there is room).
    const sandbox = this.idle.shift() ?? spawnSandbox(this.limits);
    try {
      const text = await runInChild(sandbox.child, pdf, this.limits);
      sandbox.uses++;
      // A document that left the process large (decoded streams pdf.js keeps) retires it at once.
      const reusable =
        sandbox.uses < this.pool.documentsPerProcess &&
        alive(sandbox) &&
        (await residentMb(sandbox.child)) <= this.limits.recycleAboveMb;
      if (reusable && !this.closed && this.idle.length < this.pool.poolSize) this.idle.push(sandbox);
      else sandbox.child.kill('SIGKILL');
      return text;
    } catch (error) {
      sandbox.child.kill('SIGKILL');
      throw error;
    } finally {
      // A retired or failed process is replaced now, ahead of the next document.
      this.warm();
    }
  }

  close(): void {
    this.closed = true;
    for (const sandbox of this.idle) sandbox.child.kill('SIGKILL');
    this.idle = [];
  }
}

/**
 * Sends one PDF to a sandbox process and settles on its reply, its death or the timeout. The process is
 * left running only after a successful reply; on anything else it is killed.
 */
function runInChild(child: ChildProcess, pdf: Buffer, limits: Required<SandboxLimits>): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const onStderr = (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    };
    let settled = false;
    const finish = (outcome: () => void, keep = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      child.stderr?.off('data', onStderr);
      child.off('message', onMessage);
      child.off('error', onError);
      child.off('exit', onExit);
      if (!keep && child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new PdfRejectedError('TIMEOUT', `Reading the PDF took longer than ${limits.timeoutMs} ms.`)),
        ),
      limits.timeoutMs,
    );
    const overMemory = () =>
      new PdfRejectedError('OUT_OF_MEMORY', `Reading the PDF needed more than ${limits.totalMemoryMb} MB.`);
    // Where no address-space limit could be set, and for what it does not count, the RSS is the net.
    const watch = setInterval(async () => {
      if ((await residentMb(child)) > limits.totalMemoryMb) finish(() => reject(overMemory()));
    }, RSS_CHECK_MS);
    const onMessage = (reply: ChildReply | { ready: true }) => {
      // The start-up message of a process that was not ready yet is not the reply.
      if ('ready' in reply) return;
      if (reply.ok) finish(() => resolve({ text: reply.text, pages: reply.pages }), true);
      else finish(() => reject(new PdfRejectedError(reply.code, reply.error)));
    };
    const onError = (error: Error) => finish(() => reject(error));
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(() =>
        reject(
          /heap out of memory|Allocation failed/i.test(stderr)
            ? new PdfRejectedError('OUT_OF_MEMORY', `Reading the PDF needed more than ${limits.memoryMb} MB.`)
            : new PdfRejectedError('CRASHED', `The PDF reader stopped (${signal ?? `exit ${code}`}).`),
        ),
      );
    child.stderr?.on('data', onStderr);
    child.on('message', onMessage);
    child.once('error', onError);
    child.once('exit', onExit);
    child.send({
      data: pdf,
      maxPages: limits.maxPages,
      maxChars: limits.maxChars,
      maxStreamMb: limits.maxStreamMb,
    });
  });
}
