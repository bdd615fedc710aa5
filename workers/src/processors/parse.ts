import { UnrecoverableError } from 'bullmq';
import { cleanResumeText, parseResumeStructure } from '../intelligence';
import { PdfRejectedError, type PdfSandbox } from '../parse/sandbox';
import type { Processors } from '../processor';

/** The parse queue: text from an uploaded PDF (sandboxed), then the structure parser's guess. */
export function parseProcessors(sandbox: PdfSandbox): Processors {
  return {
    'upload.parse': async ({ base64 }, { progress }) => {
      await progress('extracting text', 10);
      let text: string;
      try {
        ({ text } = await sandbox.extract(Buffer.from(base64, 'base64')));
      } catch (error) {
        // A refused PDF fails the same way every time; retrying would only burn another sandbox.
        if (error instanceof PdfRejectedError) throw new UnrecoverableError(error.message);
        throw error;
      }
      await progress('reading structure', 70);
      // The editor shows the text: page numbers, icon names and template adverts are taken out first.
      return { text: cleanResumeText(text), structured: parseResumeStructure(text) };
    },
  };
}
