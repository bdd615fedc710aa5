import { resumeDataSchema } from '@rb/contracts';
import { decryptJson, type Envelope, type Keyring } from '@rb/kit/keyring';
import { z } from 'zod';

/**
 * What one encrypted row (a resume or one of its versions) holds, and how it is read. Apart from the
 * store, so the version diff's thread (diffThread.ts) can read a version without loading the service.
 */
const contentSchema = z.object({
  resume: resumeDataSchema,
  jobDescription: z.string().default(''),
  resumeSnippet: z.string().default(''),
  /** A tailored version's ATS scores against its jobDescription, before and after tailoring. */
  tailoring: z.object({ before: z.number(), after: z.number() }).optional(),
});
export type Content = z.infer<typeof contentSchema>;
export type Sealed = Envelope;

export const unsealContent = (keyring: Keyring, sealed: Sealed): Content =>
  contentSchema.parse(decryptJson(keyring, sealed));
