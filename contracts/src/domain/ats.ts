import { z } from 'zod';
import { ATS_MAXIMA } from '../constants';

/** SPEC §3 "ATS score result" plus the keywords that tell the user what to add. */
export const atsReportSchema = z.object({
  atsScore: z.number().min(0).max(100),
  keywordMatch: z.number().min(0).max(ATS_MAXIMA.keywordMatch),
  softSkillsMatch: z.number().min(0).max(ATS_MAXIMA.softSkillsMatch),
  industryTermsMatch: z.number().min(0).max(ATS_MAXIMA.industryTermsMatch),
  formattingErrors: z.array(z.string()),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
});
export type AtsReport = z.infer<typeof atsReportSchema>;

/** Percentage of a breakdown part's maximum, capped at 100 (SPEC §9). */
export function breakdownPercent(part: keyof typeof ATS_MAXIMA, points: number): number {
  const pct = (points / ATS_MAXIMA[part]) * 100;
  return Math.max(0, Math.min(100, Math.round(pct)));
}
