import { z } from 'zod';
import { jobFailureCodeSchema } from './jobFailures';
import { jobProgressSchema } from './jobs';

/**
 * Events the gateway pushes to the room `user:<id>` of a job's owner. They carry no personal
 * data: the result travels back on the HTTP response or through GET /api/jobs/:id.
 */
export const jobProgressEventSchema = z.object({
  jobId: z.string(),
  name: z.string(),
  progress: jobProgressSchema,
});
export const jobCompletedEventSchema = z.object({ jobId: z.string(), name: z.string() });
/** `error` is the public message of `code` (contracts' jobFailures); internal reasons stay in the logs. */
export const jobFailedEventSchema = z.object({
  jobId: z.string(),
  name: z.string(),
  code: jobFailureCodeSchema,
  error: z.string(),
});

export type JobProgressEvent = z.infer<typeof jobProgressEventSchema>;
export type JobCompletedEvent = z.infer<typeof jobCompletedEventSchema>;
export type JobFailedEvent = z.infer<typeof jobFailedEventSchema>;

export interface ServerToClientEvents {
  'job:progress': (event: JobProgressEvent) => void;
  'job:completed': (event: JobCompletedEvent) => void;
  'job:failed': (event: JobFailedEvent) => void;
}
/** The client sends nothing; the token travels in the handshake's `auth` payload. */
export type ClientToServerEvents = Record<string, never>;
export const SOCKET_PATH = '/socket.io';
/** Socket.IO room of a user's events. */
export const userRoom = (userId: string) => `user:${userId}`;
