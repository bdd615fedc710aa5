import { fileResultSchema } from '@rb/contracts';
import { api } from '../api/endpoints';
import { ApiError, NetworkError } from '../api/http';

const POLL_MS = 1000;
const GIVE_UP_MS = 120_000;

/** The HTTP reply was lost (no reply, or a proxy timing out) but the job may well have finished. */
export function replyWasLost(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && [502, 504].includes(error.status));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the job's outcome from GET /api/jobs/:id until it settles. */
export async function awaitJobResult(jobId: string): Promise<unknown> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    try {
      const status = await api.jobStatus(jobId);
      if (status.state === 'completed') return status.result;
      if (status.state === 'failed') throw new ApiError(500, status.error, 'INTERNAL');
    } catch (error) {
      if (!replyWasLost(error)) throw error;
    }
    await wait(POLL_MS);
  }
  throw new NetworkError(new Error('job result not recovered in time'));
}

/** File jobs return base64 bytes; turned back into the file the download code expects. */
export function fileBlob(result: unknown): Blob {
  const { base64, contentType } = fileResultSchema.parse(result);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: contentType });
}

export const fileResponse = (result: unknown): Response => new Response(fileBlob(result));
