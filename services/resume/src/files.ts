import type { FileResult } from '@rb/contracts';
import type { Response } from 'express';

/** Letters, digits, spaces, dots, dashes and underscores survive; nothing can steer a path or a header. */
export function safeFileStem(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return cleaned || fallback;
}

/** Sends a rendered file as an attachment; Content-Disposition carries the UTF-8 name (RFC 6266). */
export function sendFile(res: Response, file: FileResult, filename: string): void {
  res.attachment(filename).type(file.contentType).send(Buffer.from(file.base64, 'base64'));
}
