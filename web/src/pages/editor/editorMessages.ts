import type { DownloadFormat } from '@rb/contracts';
import { ApiError, limitMessage } from '../../api/http';
import { DocxTooLargeError, FileTooLargeError } from '../../lib/docx';
import { UnusableFileError } from '../../lib/unusableFile';

export const TOO_LARGE = 'The file is too large. The maximum size is 5 MB.';
const DOCX_TOO_LARGE = 'This DOCX unpacks to too much content to read. Please upload a smaller file.';

/** SPEC §8 editor messages for Enhance (expand) and Summarize (enhance-resume). */
export function enhanceMessage(kind: 'enhance' | 'summarize', err: unknown): string {
  const limited = limitMessage(err);
  if (limited) return limited;
  if (!(err instanceof ApiError)) return 'Server error or network issue.';
  if (kind === 'enhance') return 'Failed to expand resume.';
  return err.serverMessage ?? 'Failed to enhance resume.';
}

/** SPEC §8: a non-OK reply and a thrown error have different texts per format. */
export function downloadMessages(format: DownloadFormat, err: unknown): string {
  if (err instanceof UnusableFileError) return err.message;
  const failed = err instanceof ApiError;
  if (format === 'pdf') return failed ? 'Failed to download PDF.' : 'Could not download PDF.';
  return failed ? 'Failed to download DOCX.' : 'Could not download DOCX.';
}

/** SPEC §5/§8: a DOCX is read in the browser, a PDF by the server ("Backend parsing failed"). */
export function uploadMessage(ext: 'pdf' | 'docx', err: unknown): string {
  if (err instanceof FileTooLargeError) return TOO_LARGE;
  if (err instanceof DocxTooLargeError) return DOCX_TOO_LARGE;
  if (ext === 'docx') return 'Failed to parse DOCX. Please try again.';
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Backend parsing failed';
}
