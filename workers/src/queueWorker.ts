import { type JobName, jobDataSchema, jobs, type QueueName, queuesOfJob } from '@rb/contracts';
import {
  JobEndTally,
  type JobOutcome,
  type Keyring,
  type Logger,
  openEnvelope,
  type Redis,
  sealResult,
  traceJobProcess,
} from '@rb/kit';
import { type Job, UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';
import type { z } from 'zod';
import { holdProgress } from './heldProgress';
import { JobFailure } from './jobFailure';
import { jobDuration, jobFailures } from './metrics';
import type { Processor, Processors } from './processor';

export interface QueueWorkerOptions {
  queue: QueueName;
  processors: Processors;
  keyring: Keyring;
  /** BullMQ's connection, also the one the console's per-minute rollup is written with. */
  connection: Redis;
  prefix: string;
  concurrency: number;
  limiter?: WorkerOptions['limiter'];
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** How long a job runs before its progress reports are sent (heldProgress.ts); 0 sends each at once. */
  progressAfterMs: number;
  logger: Logger;
}

/** Opens and validates a job's payload. Anything wrong with it fails the job at once, never retried. */
function openPayload(
  queue: QueueName,
  job: Job,
  keyring: Keyring,
): { name: JobName; payload: unknown; trace?: Record<string, string> } {
  const name = job.name as JobName;
  const definition = Object.hasOwn(jobs, name) ? jobs[name] : undefined;
  // A DOCX on `render` (queued by a service from before the `document` queue) is still rendered.
  if (!definition || !queuesOfJob(name).includes(queue))
    throw new UnrecoverableError(`Unknown job ${job.name}`);
  const data = jobDataSchema.safeParse(job.data);
  if (!data.success) throw new UnrecoverableError('Malformed job data');
  let plain: unknown;
  try {
    plain = openEnvelope(keyring, data.data.payload);
  } catch {
    throw new UnrecoverableError('Job payload could not be decrypted');
  }
  const payload = (definition.payload as z.ZodType).safeParse(plain);
  if (!payload.success) throw new UnrecoverableError(`Invalid ${job.name} payload`);
  return { name, payload: payload.data, trace: data.data.trace };
}

/** A BullMQ worker for one queue: decrypt, validate, process, validate the result, encrypt it. */
export function createQueueWorker(options: QueueWorkerOptions): Worker {
  const { queue, processors, keyring, logger } = options;

  async function processJob(job: Job, name: JobName, payload: unknown) {
    const processor = processors[name] as Processor<JobName> | undefined;
    if (!processor) throw new UnrecoverableError(`No processor for ${name} on this worker`);
    const requestId = (job.data as { requestId?: string }).requestId;
    const log = logger.child({ jobId: job.id, job: name, requestId, attempt: job.attemptsMade + 1 });
    const started = performance.now();
    const timer = jobDuration.startTimer({ queue, job: name });
    // Sent without waiting for Redis' reply: BullMQ sends this job's commands down one connection in
    // order, so an update (and its event) still lands before the job's completion, and the job does not
    // spend a round trip per update. A lost update costs a step of the progress bar, never the job.
    const progress = holdProgress(
      (update) => void job.updateProgress(update).catch(() => undefined),
      options.progressAfterMs,
    );
    try {
      const result = await processor(payload as never, {
        progress: async (stage, percent) => progress.report({ stage, percent }),
      }).finally(() => progress.stop());
      // The completed event itself tells clients the job is done; no extra 100% progress round trip.
      const checked = (jobs[name].result as z.ZodType).safeParse(result);
      if (!checked.success) {
        // A processor's bug for this input, which a retry would only repeat (a parse of a long upload,
        // three times over): failed at once, with the paths at fault for whoever fixes it.
        log.error(
          { issues: checked.error.issues.map((i) => i.path.join('.')) },
          'result refused by its schema',
        );
        throw new UnrecoverableError(`Invalid ${name} result`);
      }
      timer({ outcome: 'completed' });
      log.info({ ms: Math.round(performance.now() - started) }, 'job done');
      return sealResult(keyring, checked.data);
    } catch (error) {
      timer({ outcome: 'failed' });
      throw error;
    }
  }

  const worker = new Worker(
    queue,
    async (job) => {
      const { name, payload, trace } = openPayload(queue, job, keyring);
      // The job's span continues the trace of the request that queued it.
      return traceJobProcess(queue, name, trace, () => processJob(job, name, payload));
    },
    {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      limiter: options.limiter,
      // A worker killed mid-job leaves its lock to expire; the stalled check hands the job to another worker.
      lockDuration: options.lockDurationMs,
      stalledInterval: options.stalledIntervalMs,
      maxStalledCount: 2,
    },
  );
  // The console's last hour (kit's consoleRollup), gathered and written a few times a second rather
  // than a command per job; what is gathered when the worker closes is written then.
  const tally = new JobEndTally(options.connection, options.prefix);
  const rollup = (end: JobOutcome) => tally.add(queue, end);
  worker.on('closed', () => void tally.flush());
  worker.on('completed', (job) => {
    const durationMs = (job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now());
    rollup({ outcome: 'completed', durationMs });
  });
  // The full reason is logged here; users only ever see its public code (contracts' jobFailures).
  worker.on('failed', (job, error) => {
    rollup({ outcome: 'failed' });
    // Final when BullMQ will not try again: attempts used up, or an error that is never retried.
    const final = !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    jobFailures.inc({ queue, job: job?.name ?? 'unknown', final: String(final) });
    // A JobFailure's code and detail are ours (never the document's words: issue 32 found a PDF's own
    // text in a pdf.js message here); anything else is an error of our code or a provider's.
    logger.warn(
      {
        jobId: job?.id,
        job: job?.name,
        ...(error instanceof JobFailure
          ? { code: error.code, err: error.detail }
          : { code: 'JOB_FAILED', err: error.message }),
      },
      'job failed',
    );
  });
  worker.on('error', (error) => logger.error({ err: error.message, queue }, 'worker error'));
  return worker;
}
