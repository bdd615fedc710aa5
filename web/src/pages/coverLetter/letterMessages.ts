import type { DownloadFormat } from '@rb/contracts';
import { ApiError, limitMessage } from '../../api/http';
import { UnusableFileError } from '../../lib/unusableFile';

/** SPEC §8: the server's text, else "Something went wrong."; no reply at all is a network error. */
export function generateMessage(err: unknown): string {
  if (err instanceof ApiError) return limitMessage(err) ?? err.serverMessage ?? 'Something went wrong.';
  return 'Network error or server unavailable.';
}

/** SPEC §8 download messages: a non-OK reply, a wrong type, an empty file, a network failure. */
export async function checkedFile(res: Response, format: DownloadFormat): Promise<Blob> {
  const blob = await res.blob();
  if (format === 'pdf' && !blob.type.includes('pdf'))
    throw new UnusableFileError('Unexpected server response. Expected PDF content.');
  if (blob.size === 0) {
    throw new UnusableFileError(
      format === 'pdf' ? 'Downloaded file was empty. Please try again.' : 'Downloaded .docx file was empty.',
    );
  }
  return blob;
}

export function downloadMessage(format: DownloadFormat, err: unknown): string {
  if (err instanceof ApiError) {
    if (format === 'docx') return 'Failed to download .docx file.';
    return err.status >= 500
      ? 'Server error occurred while downloading the PDF.'
      : 'Failed to generate PDF. Please try again.';
  }
  if (err instanceof UnusableFileError) return err.message;
  return 'Network error. Please check your connection and try again.';
}
