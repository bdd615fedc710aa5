import type { JobProgress } from '@rb/contracts';
import { useCallback, useState } from 'react';
import { newJobId } from './jobId';
import { awaitJobResult, replyWasLost } from './recovery';
import { connectedSocket } from './socket';

/** How long a job waits for the socket before sending anyway. */
const SOCKET_WAIT_MS = 1500;

export type RunJob = <T>(call: (jobId: string) => Promise<T>, recover: (result: unknown) => T) => Promise<T>;

/**
 * Runs one job-backed call: sends it with a fresh X-Job-Id, shows the socket's progress events for
 * that id only, and when the HTTP reply is lost reads the result from GET /api/jobs/:id instead.
 */
export function useJob(): { progress: JobProgress | null; run: RunJob } {
  const [progress, setProgress] = useState<JobProgress | null>(null);

  const run: RunJob = useCallback(async (call, recover) => {
    const jobId = newJobId();
    setProgress({ stage: 'Starting', percent: 0 });
    const socket = await connectedSocket(SOCKET_WAIT_MS).catch(() => null);
    const onProgress = (e: { jobId: string; progress: JobProgress }) => {
      if (e.jobId === jobId) setProgress(e.progress);
    };
    const onCompleted = (e: { jobId: string }) => {
      if (e.jobId === jobId) setProgress({ stage: 'Done', percent: 100 });
    };
    socket?.on('job:progress', onProgress);
    socket?.on('job:completed', onCompleted);
    try {
      try {
        return await call(jobId);
      } catch (error) {
        if (!replyWasLost(error)) throw error;
        setProgress((p) => ({ stage: 'Reconnecting', percent: p?.percent ?? 0 }));
        return recover(await awaitJobResult(jobId));
      }
    } finally {
      socket?.off('job:progress', onProgress);
      socket?.off('job:completed', onCompleted);
      setProgress(null);
    }
  }, []);

  return { progress, run };
}
