import type { EventEmitter } from 'node:events';
import type { Queue, QueueEvents } from 'bullmq';
import { timedOut } from './httpError';

/** One job's end, listened for on its queue's events reader. */
export interface JobEnd {
  /** The job's sealed result; rejects with the worker's reason, a 504 past the wait, or the queue closing. */
  result: Promise<unknown>;
  /** Stops listening (the job was never queued after all). */
  stop(): void;
}

/**
 * Listens for a job's completed or failed event from before the job is added. BullMQ's
 * `waitUntilFinished` starts listening after the add and so must then ask Redis whether the job has
 * already ended (a script per job); listening first needs no such question, provided the events reader
 * reads from a position taken before the add (JobClient places its readers at their stream's end when
 * it starts: eventsReadStart).
 */
export function listenForEnd(queueEvents: QueueEvents, queue: Queue, jobId: string, waitMs: number): JobEnd {
  // Per-job event names (`completed:<id>`), which BullMQ emits but its listener types do not spell.
  const events = queueEvents as unknown as EventEmitter;
  const closing = queue as unknown as EventEmitter;
  const completed = `completed:${jobId}`;
  const failed = `failed:${jobId}`;
  let stop!: () => void;
  const result = new Promise<unknown>((resolve, reject) => {
    const onCompleted = (args: { returnvalue: unknown }) => {
      stop();
      resolve(args.returnvalue);
    };
    const onFailed = (args: { failedReason: string }) => {
      stop();
      reject(new Error(args.failedReason));
    };
    const onClosing = (reason: string) => {
      stop();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => {
      stop();
      reject(timedOut());
    }, waitMs);
    stop = () => {
      clearTimeout(timer);
      events.off(completed, onCompleted);
      events.off(failed, onFailed);
      closing.off('closing', onClosing);
    };
    events.on(completed, onCompleted);
    events.on(failed, onFailed);
    closing.on('closing', onClosing);
  });
  // The caller awaits it once the add is done; an end arriving before that is not an unhandled rejection.
  result.catch(() => undefined);
  return { result, stop: () => stop() };
}
