import { z } from 'zod';
import { jobFailureCodeSchema } from './jobFailures';
import { jobProgressSchema, queueNames } from './jobs';

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

/**
 * Pushed to the admins' room when a queue changed (a job was queued, started, ended or removed), at most
 * about once a second per queue: the operations console then reads the queues again over HTTP, where
 * the admin role is checked as on every admin endpoint.
 */
export const queueChangedEventSchema = z.object({ queue: z.enum(queueNames) });

export type JobProgressEvent = z.infer<typeof jobProgressEventSchema>;
export type JobCompletedEvent = z.infer<typeof jobCompletedEventSchema>;
export type JobFailedEvent = z.infer<typeof jobFailedEventSchema>;
export type QueueChangedEvent = z.infer<typeof queueChangedEventSchema>;

export interface ServerToClientEvents {
  'job:progress': (event: JobProgressEvent) => void;
  'job:completed': (event: JobCompletedEvent) => void;
  'job:failed': (event: JobFailedEvent) => void;
  'ops:queue-changed': (event: QueueChangedEvent) => void;
}
/** The client sends nothing; the token travels in the handshake's `auth` payload. */
export type ClientToServerEvents = Record<string, never>;
export const SOCKET_PATH = '/socket.io';
/** Socket.IO room of a user's events. */
export const userRoom = (userId: string) => `user:${userId}`;
/**
 * Socket.IO room of admins' sockets. The gateway puts a socket there when its handshake token's user has
 * the admin role in the database (the same check as the admin endpoints), never on the client's word.
 */
export const ADMIN_ROOM = 'admins';
