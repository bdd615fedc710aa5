import { type Envelope, envelopeSchema, type JobData, jobDataSchema, type QueueName } from '@rb/contracts';
import { type JobsOptions, Queue, type QueueOptions } from 'bullmq';
import { decryptJson, encryptJson, type Keyring } from './keyring';
import type { Redis } from './redis';

/** A job's data as the producer queues it: plain owner and request ids, the payload sealed. */
export function sealJobData(keyring: Keyring, ownerId: string, requestId: string, payload: unknown): JobData {
  return { ownerId, requestId, payload: encryptJson(keyring, payload) };
}

export const sealResult = (keyring: Keyring, result: unknown): Envelope => encryptJson(keyring, result);

/** Opens a sealed payload or result read back from Redis; anything that is not an envelope throws. */
export function openEnvelope(keyring: Keyring, value: unknown): unknown {
  return decryptJson(keyring, envelopeSchema.parse(value));
}

/** The owner of a job's data, or undefined when the data is not ours (a foreign or corrupt job). */
export const jobOwner = (data: unknown): string | undefined => jobDataSchema.safeParse(data).data?.ownerId;

/** How long failed jobs stay for operators to inspect and retry (FAILED_JOB_RETENTION_HOURS). */
export const FAILED_JOB_RETENTION_HOURS_DEFAULT = 7 * 24;

/**
 * Transient failures (a provider timeout, a Chromium crash) retry with exponential backoff. Completed
 * jobs stay a short while, long enough for a repeated X-Job-Id or GET /api/jobs/:id, then go; failed
 * ones stay a week (payloads sealed as ever) so operators can see why and retry. The count bounds the
 * Redis memory completed results hold under load (a sealed PDF is ~130 KB; at 30 PDFs/s five minutes
 * of them were about 1 GB): past it the oldest go first, and a late repeat gets the 409 that says so.
 */
export const defaultJobOptions: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 300, count: 1000 },
  removeOnFail: { age: FAILED_JOB_RETENTION_HOURS_DEFAULT * 3600 },
};

/**
 * Options for every Queue the system creates. Each Queue writes its events stream's length into the
 * queue's meta hash and the workers' scripts trim the stream to it (approximately), so every producer,
 * worker and reader must agree or the last one started wins. A completed event carries the job's sealed
 * result (a PDF is ~130 KB), so BullMQ's default of 10 000 events could hold over a gigabyte of Redis;
 * 2000 is some seconds of the busiest queue at the measured peak, enough for a QueueEvents reader that
 * lags a little (a GC pause, a reconnect) to catch up.
 */
const queueOptions: Pick<QueueOptions, 'streams'> = { streams: { events: { maxLen: 2000 } } };

/** A BullMQ Queue handle with the options every one must share (above); the only way the system makes one. */
export const createQueue = (name: QueueName, connection: Redis, prefix: string): Queue =>
  new Queue(name, { ...queueOptions, connection, prefix });

/** The Redis key where ai workers report their engine and circuit state for the operations console. */
export const aiStatusKey = (prefix: string): string => `${prefix}:ops:ai-status`;
