import { safeFileStem } from '@rb/contracts';

/** Hands a downloaded file to the browser's save flow under the given name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name the server gave an attachment (RFC 6266: the UTF-8 `filename*` before the plain one),
 * for files whose name the server decides; a reply recovered from the job has no headers, hence the fallback.
 */
export function attachmentName(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return safeFileStem(decodeURIComponent(encoded), fallback);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  // A quoted string or a bare token: Express quotes a name only when it needs to.
  const plain = /filename=(?:"([^"]+)"|([^";\s]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? safeFileStem(name, fallback) : fallback;
}
