import type { JobName } from '@rb/contracts';
import { z } from 'zod';
import type { Redis } from './redis';

/**
 * A job id's claim in Redis: which user took the id, for which job and body. It is written before the
 * job is queued (JobClient.claim), so it is the small, early record of who owns a job: the job relay
 * reads it instead of the job's hash, which holds the whole sealed payload (an upload is megabytes).
 */

/** Who claims a job id, for which job and body: a repeat must match all three. */
export interface JobClaimant {
  userId: string;
  name: JobName;
  /** A hash of the request's validated payload (the body itself is never kept). */
  bodyHash: string;
}

const earlierClaimSchema = z.object({
  userId: z.string(),
  name: z.string(),
  bodyHash: z.string(),
  /** Epoch ms of the first claim. */
  at: z.number(),
});
export type EarlierClaim = z.infer<typeof earlierClaimSchema>;

export const claimKey = (prefix: string, jobId: string): string => `${prefix}:job-claims:${jobId}`;

/**
 * How long Redis remembers a claimed id: far beyond a client's retries and the completed job's stay
 * in BullMQ, yet bounded, as every job leaves one key. A repeat after that is still answered by the
 * caller's durable record (404, 422 or 409), but a job that charges nothing may then run once more.
 */
export const CLAIM_TTL_MS = 24 * 3600 * 1000;

/** A stored claim, or undefined when the value is not one of ours (a foreign or corrupt key). */
export function parseClaim(stored: string): EarlierClaim | undefined {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  return earlierClaimSchema.safeParse(value).data;
}

/** The claim on a job id while Redis keeps it (CLAIM_TTL_MS); undefined once it expired or if it is not ours. */
export async function readClaim(
  redis: Redis,
  prefix: string,
  jobId: string,
): Promise<EarlierClaim | undefined> {
  const stored = await redis.get(claimKey(prefix, jobId));
  return stored === null ? undefined : parseClaim(stored);
}
