import type { JobFailureCode } from '@rb/contracts';
import { cleanResumeText, parseResumeStructure, readDocxHtml, type Speller } from '@rb/intelligence';
import { JobFailure } from '../jobFailure';
import { PdfRejectedError, type PdfSandbox } from '../parse/sandbox';
import type { Processors } from '../processor';
import { withinTimeBudget } from '../timeBudget';

/** What users are told about each way the sandbox refuses a PDF. */
const publicCodes: Record<PdfRejectedError['code'], JobFailureCode> = {
  TOO_MANY_PAGES: 'PDF_TOO_LONG',
  TOO_MUCH_TEXT: 'PDF_TOO_LONG',
  UNREADABLE: 'PDF_UNREADABLE',
  CRASHED: 'PDF_UNREADABLE',
  TIMEOUT: 'PDF_TOO_COMPLEX',
  OUT_OF_MEMORY: 'PDF_TOO_BIG',
  TOO_MUCH_DATA: 'PDF_TOO_BIG',
};

/**
 * The parse queue: text from an uploaded PDF (sandboxed), then the structure parser's guess; or the guess
 * for a text. `speller` tells a word a line broke at its hyphen ("Imple-" / "mented") from a hyphenated
 * one; without it the hyphen stays as the page shows it.
 */
export function parseProcessors(sandbox: PdfSandbox, speller?: Speller): Processors {
  const options = { speller };
  return {
    'upload.parse': async ({ base64 }, { progress }) => {
      await progress('extracting text', 10);
      let text: string;
      try {
        ({ text } = await sandbox.extract(Buffer.from(base64, 'base64')));
      } catch (error) {
        // A refused PDF fails the same way every time; retrying would only burn another sandbox.
        if (error instanceof PdfRejectedError) throw new JobFailure(publicCodes[error.code], error.message);
        throw error;
      }
      await progress('reading structure', 70);
      // The editor shows the text: page numbers, icon names and template adverts are taken out first.
      return {
        text: cleanResumeText(text, speller),
        structured: withinTimeBudget(() => parseResumeStructure(text, options)),
      };
    },
    'resumeText.parse': async (payload, { progress }) => {
      await progress('reading structure', 10);
      if ('text' in payload)
        return { structured: withinTimeBudget(() => parseResumeStructure(payload.text, options)) };
      // A DOCX arrives as mammoth's HTML and is read as a document; the review shows the text it gave.
      const text = withinTimeBudget(() => readDocxHtml(payload.html));
      return {
        text: cleanResumeText(text, speller),
        structured: withinTimeBudget(() => parseResumeStructure(text, options)),
      };
    },
  };
}
