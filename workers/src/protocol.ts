import { decryptJson, type Envelope, encryptJson, type Keyring } from '@rb/kit';
import type { JobsOptions } from 'bullmq';
import { z } from 'zod';

/**
 * How the resume service, the workers and the gateway agree on a job in Redis. Personal data never
 * rests there in the clear: the payload and the result are AES-256-GCM envelopes; only the owner's id
 * (for the gateway's relay) and the request id (for log correlation) are plain.
 */
export const envelopeSchema = z.object({
  kid: z.string(),
  iv: z.string(),
  tag: z.string(),
  data: z.string(),
});

export const jobDataSchema = z.object({
  ownerId: z.string().min(1),
  requestId: z.string(),
  payload: envelopeSchema,
});
export type JobData = z.infer<typeof jobDataSchema>;

export function sealJobData(keyring: Keyring, ownerId: string, requestId: string, payload: unknown): JobData {
  return { ownerId, requestId, payload: encryptJson(keyring, payload) };
}

export const sealResult = (keyring: Keyring, result: unknown): Envelope => encryptJson(keyring, result);

export function openEnvelope(keyring: Keyring, value: unknown): unknown {
  return decryptJson(keyring, envelopeSchema.parse(value));
}

/**
 * Transient failures (a provider timeout, a Chromium crash) retry with exponential backoff. Finished
 * jobs stay a short while, long enough for a repeated X-Job-Id or GET /api/jobs/:id, then go.
 */
export const defaultJobOptions: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 300 },
  removeOnFail: { age: 900 },
};
