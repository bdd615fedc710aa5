import { z } from 'zod';
import { atsReportSchema } from './ats';
import { resumeDataSchema } from './resume';

/** A posting keyword added to the skills because the resume already shows it: the line that does. */
export const tailorAdditionSchema = z.object({
  term: z.string(),
  evidence: z.string(),
  /** Where the evidence is: "Data Engineer at Northwind", "Project Atlas", "Certifications". */
  where: z.string(),
});
export type TailorAddition = z.infer<typeof tailorAdditionSchema>;

/** A keyword still missing after tailoring, with one line on how to earn it honestly. */
export const missingKeywordSchema = z.object({ term: z.string(), hint: z.string() });
export type MissingKeyword = z.infer<typeof missingKeywordSchema>;

/** What tailoring a resume to a posting produced, before it is stored as a version. */
export const tailorOutcomeSchema = z.object({
  resume: resumeDataSchema,
  added: z.array(tailorAdditionSchema),
  before: atsReportSchema,
  after: atsReportSchema,
  stillMissing: z.array(missingKeywordSchema),
});
export type TailorOutcome = z.infer<typeof tailorOutcomeSchema>;
