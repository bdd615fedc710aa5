import { endpoints } from '@rb/contracts';
import { badRequest, HttpError } from '@rb/kit';
import type { Request, Response } from 'express';
import multer from 'multer';

const { field, maxBytes } = endpoints.parsePdf.upload;

/** In memory only: an upload never touches the disk, and no path ever comes from the request. */
const single = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2 },
}).single(field);

const PDF_MAGIC = Buffer.from('%PDF-');

/** The uploaded PDF's bytes: 413 past the size limit, 415 unless the bytes really start a PDF. */
export async function receivePdf(req: Request, res: Response): Promise<Buffer> {
  await new Promise<void>((resolve, reject) =>
    single(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          return reject(new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB.'));
        }
        return reject(badRequest(`Invalid upload: ${error.message}`, [error.field ?? field]));
      }
      // Anything else is busboy failing to read the form (no boundary, a truncated part): the client's.
      reject(badRequest('Invalid upload: the form data could not be read.', [field]));
    }),
  );
  const file = req.file;
  if (!file) throw badRequest(`Attach a PDF in the "${field}" field.`, [field]);
  if (!file.buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a PDF.');
  }
  return file.buffer;
}
