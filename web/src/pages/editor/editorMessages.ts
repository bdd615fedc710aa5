import type { DownloadFormat } from '@rb/contracts';
import { ApiError } from '../../api/http';

/** SPEC §8 editor messages for Enhance (expand) and Summarize (enhance-resume). */
export function enhanceMessage(kind: 'enhance' | 'summarize', err: unknown): string {
  if (!(err instanceof ApiError)) return 'Server error or network issue.';
  if (kind === 'enhance') return 'Failed to expand resume.';
  return err.serverMessage ?? 'Failed to enhance resume.';
}

/** SPEC §8: a non-OK reply and a thrown error have different texts per format. */
export function downloadMessages(format: DownloadFormat, err: unknown): string {
  const failed = err instanceof ApiError;
  if (format === 'pdf') return failed ? 'Failed to download PDF.' : 'Could not download PDF.';
  return failed ? 'Failed to download DOCX.' : 'Could not download DOCX.';
}
