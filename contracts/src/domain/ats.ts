import { z } from 'zod';
import { ATS_MAXIMA } from '../constants';

/** The parts the overall ATS score combines; the first three are SPEC's breakdown bars. */
export const ATS_PARTS = ['keywords', 'softSkills', 'industry', 'role', 'formatting', 'experience'] as const;

/** One posting term a part was computed from, with its importance and the credit the resume earned. */
export const atsTermSchema = z.object({
  term: z.string(),
  weight: z.number().min(0),
  /** 0 (absent from the resume) to 1 (fully shown). */
  credit: z.number().min(0).max(1),
});

/**
 * How the overall score was reached: atsScore = round(Σ points), points = 100 × weight × share, the
 * weights summing to 1. A bar part's share is Σ weight × credit / Σ weight over exactly its `terms`.
 */
export const atsExplanationSchema = z.object({
  parts: z.array(
    z.object({
      part: z.enum(ATS_PARTS),
      weight: z.number().min(0).max(1),
      share: z.number().min(0).max(1),
      points: z.number().min(0).max(100),
      terms: z.array(atsTermSchema),
      /** One plain sentence saying what the part measured. */
      note: z.string(),
    }),
  ),
  /** One plain sentence for the user: what decided the score. */
  summary: z.string(),
});
export type AtsExplanation = z.infer<typeof atsExplanationSchema>;

/** What a posting asks for, by kind: each kind feeds one part of the score (see scoreResume). */
export const ATS_REQUIREMENT_KINDS = [
  'title',
  'skill',
  'tool',
  'credential',
  'degree',
  'years',
  'duty',
  'trait',
] as const;
export type AtsRequirementKind = (typeof ATS_REQUIREMENT_KINDS)[number];

/**
 * One requirement of the posting, in the posting's own words ("ERP systems (NetSuite, SAP or Oracle)"),
 * must or nice by its section and wording, and whether the resume meets it, with the resume's own words
 * that show it (a bullet, a skill, a date range, a degree line; empty when missing).
 */
export const atsRequirementSchema = z.object({
  text: z.string(),
  kind: z.enum(ATS_REQUIREMENT_KINDS),
  importance: z.enum(['must', 'nice']),
  verdict: z.enum(['met', 'partial', 'missing']),
  evidence: z.string(),
});
export type AtsRequirement = z.infer<typeof atsRequirementSchema>;

/** SPEC §3 "ATS score result" plus the keywords that tell the user what to add, and how it was reached. */
export const atsReportSchema = z.object({
  atsScore: z.number().min(0).max(100),
  keywordMatch: z.number().min(0).max(ATS_MAXIMA.keywordMatch),
  softSkillsMatch: z.number().min(0).max(ATS_MAXIMA.softSkillsMatch),
  industryTermsMatch: z.number().min(0).max(ATS_MAXIMA.industryTermsMatch),
  formattingErrors: z.array(z.string()),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  /** Optional so reports stored before it existed still read. */
  explanation: atsExplanationSchema.optional(),
  /** The posting's requirements with their verdicts, must first; optional for reports stored before it. */
  requirements: z.array(atsRequirementSchema).optional(),
});
export type AtsReport = z.infer<typeof atsReportSchema>;

/** Percentage of a breakdown part's maximum, capped at 100 (SPEC §9). */
export function breakdownPercent(part: keyof typeof ATS_MAXIMA, points: number): number {
  const pct = (points / ATS_MAXIMA[part]) * 100;
  return Math.max(0, Math.min(100, Math.round(pct)));
}
