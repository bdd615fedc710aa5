import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type DiffLine, type ResumeData, VERSION_DIFF_LIMITS } from '@rb/contracts';
import { HttpError, type Keyring, unavailable } from '@rb/kit';
import type { DiffAnswer, DiffRequest, DiffSide, DiffThreadData } from './diffThread';

const tooLarge = () =>
  new HttpError(
    422,
    'UNPROCESSABLE',
    'These versions are too large to compare line by line. Open each version to see it.',
  );

interface Task {
  request: DiffRequest;
  resolve: (json: Uint8Array) => void;
  reject: (error: unknown) => void;
}

/**
 * Version diffs computed off the event loop (issue 32 finding 1). Even bounded, the widest resume with
 * every line changed costs tens of milliseconds of CPU, and three of them at once on the event loop held
 * every other user's request that long; in a thread the service keeps answering while a diff runs.
 *
 * `threads` threads, each comparing one pair at a time, started on first use and kept; diffs wait in
 * order, at most VERSION_DIFF_LIMITS.waiting of them (503 beyond). A diff still running after
 * `threadMilliseconds` (counted from when a ready thread takes it) has its thread stopped (a new one
 * takes its place) and is a 422, as for versions beyond the size bounds.
 */
export class DiffThreads {
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private started = 0;
  private closed = false;

  constructor(
    private readonly keyring: Keyring,
    private readonly threads: number,
    private readonly limits: { threadMilliseconds: number; waiting: number } = VERSION_DIFF_LIMITS,
  ) {}

  /** The diff of two resumes; 422 when they are too large to compare, 503 when too many wait. */
  async diff(before: ResumeData, after: ResumeData): Promise<DiffLine[]> {
    const json = await this.diffJson({ resume: before }, { resume: after });
    return JSON.parse(new TextDecoder().decode(json)) as DiffLine[];
  }

  /** The same diff as UTF-8 JSON, for a reply that only sends it; a stored version is passed sealed. */
  diffJson(before: DiffSide, after: DiffSide): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(unavailable());
    if (this.queue.length >= this.limits.waiting)
      return Promise.reject(unavailable('Too many comparisons are running. Please try again shortly.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { before, after }, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(unavailable());
    await Promise.all(this.idle.splice(0).map((thread) => thread.terminate()));
  }

  private next(): void {
    if (this.queue.length === 0) return;
    const thread = this.idle.pop();
    const task = thread && this.queue.shift();
    if (thread && task) this.run(thread, task);
    else if (this.started < this.threads) this.start();
  }

  /** A new thread, idle once it says it is ready: its start is not counted in a diff's time. */
  private start(): void {
    this.started++;
    let ready = false;
    const thread = startThread({ activeKid: this.keyring.activeKid, keys: [...this.keyring.keys] });
    // Not the reason the service stays up: close() ends the threads of a service that stops.
    thread.unref();
    // A thread that fails while idle must not take the service down (an 'error' nobody listens to is
    // thrown); its exit, below, frees its place. One that fails while comparing also answers (run).
    thread.on('error', () => undefined);
    thread.once('message', () => {
      ready = true;
      if (this.closed) void thread.terminate();
      else {
        this.idle.push(thread);
        this.next();
      }
    });
    thread.once('exit', () => {
      this.started--;
      const at = this.idle.indexOf(thread);
      if (at >= 0) this.idle.splice(at, 1);
      if (this.closed) return;
      // A thread that cannot even start would fail again at once: the waiting diffs are answered, and
      // the next request tries again.
      if (ready) this.next();
      else for (const task of this.queue.splice(0)) task.reject(unavailable());
    });
  }

  private run(thread: Worker, task: Task): void {
    const finish = (outcome: { json?: Uint8Array; error?: unknown }, keep: boolean) => {
      clearTimeout(timer);
      thread.off('message', answered);
      thread.off('error', failed);
      if (keep && !this.closed) this.idle.push(thread);
      // Its exit (above) frees the place for a new thread.
      else void thread.terminate();
      if (outcome.json !== undefined) task.resolve(outcome.json);
      else task.reject(outcome.error);
      this.next();
    };
    const answered = ({ json, failed: unopened }: DiffAnswer) => {
      if (unopened) finish({ error: unavailable() }, true);
      else finish(json === undefined ? { error: tooLarge() } : { json }, true);
    };
    const failed = () => finish({ error: unavailable() }, false);
    const timer = setTimeout(() => finish({ error: tooLarge() }, false), this.limits.threadMilliseconds);
    thread.on('message', answered);
    thread.once('error', failed);
    thread.postMessage(task.request);
  }
}

/**
 * The bundle's diffThread.js beside the running file when there is one (the bundled service); else the
 * TypeScript source through tsx, as the service runs under `npm test` and tsx. A thread's entry is
 * loaded by path, outside whatever loader runs the service, hence the bootstrap that registers tsx.
 */
function startThread(workerData: DiffThreadData): Worker {
  const bundled = new URL('./diffThread.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const source = JSON.stringify(new URL('./diffThread.ts', import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((tsx) => tsx.tsImport(${source}, ${source}))`, {
    eval: true,
    workerData,
  });
}
