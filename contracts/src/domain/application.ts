import { z } from 'zod';

/** Where an application stands; the user moves it along. */
export const APPLICATION_STATUSES = ['applied', 'interview', 'offer', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** One job applied to: which resume version went there and how it scored against the posting. */
export const applicationSchema = z.object({
  id: z.string(),
  resumeId: z.string(),
  version: z.number().int(),
  company: z.string(),
  role: z.string(),
  /** The tailored version's ATS score against the posting, when it was tailored. */
  score: z.number().nullable(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  /** The newest cover letter written for this application, if any (see keptCoverLetterSchema). */
  coverLetterId: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** A cover letter written for one application, from the version sent and its posting; kept sealed. */
export const keptCoverLetterSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  letter: z.string(),
  createdAt: z.string(),
});
export type KeptCoverLetter = z.infer<typeof keptCoverLetterSchema>;
