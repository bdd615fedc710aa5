import { ATS_PARTS, type AtsExplanation } from '@rb/contracts';

export type AtsPart = (typeof ATS_PARTS)[number];
export type PartTerm = AtsExplanation['parts'][number]['terms'][number];

/** A part of the score before weighting: its share (0–1), the terms it came from and what it measured. */
export interface PartResult {
  share: number;
  terms: PartTerm[];
  note: string;
  /** False when the posting gives this part nothing to measure (no soft skills named, no field known). */
  applies: boolean;
}

/** Σ weight × credit / Σ weight: a bar computed from exactly the terms it lists. */
export function termShare(terms: readonly PartTerm[]): number {
  let total = 0;
  let earned = 0;
  for (const t of terms) {
    total += t.weight;
    earned += t.weight * t.credit;
  }
  return total > 0 ? earned / total : 0;
}

/** A part computed from its terms alone: it applies when the posting gave it any term to measure. */
export function termPart(terms: PartTerm[], note: string): PartResult {
  return { share: termShare(terms), terms, applies: terms.length > 0, note };
}

/**
 * The overall score: atsScore = round(Σ 100 × weight × share) over the parts that apply, the base weights
 * of those parts scaled to sum to 1, so a posting that names no soft skills neither rewards nor punishes
 * the resume for them.
 */
export function combine(
  baseWeights: Readonly<Record<AtsPart, number>>,
  parts: Readonly<Record<AtsPart, PartResult>>,
): { atsScore: number; explanation: AtsExplanation } {
  const applying = ATS_PARTS.filter((p) => parts[p].applies);
  const total = applying.reduce((sum, p) => sum + baseWeights[p], 0) || 1;
  const rows = ATS_PARTS.map((part) => {
    const r = parts[part];
    const weight = r.applies ? baseWeights[part] / total : 0;
    return {
      part,
      weight: round3(weight),
      share: round3(r.share),
      points: round1(100 * weight * r.share),
      terms: r.terms.map((t) => ({ ...t, weight: round3(t.weight), credit: round3(t.credit) })),
      note: r.note,
    };
  });
  const atsScore = Math.max(
    0,
    Math.min(100, Math.round(rows.reduce((s, r) => s + 100 * (r.weight * r.share), 0))),
  );
  const summary = `${atsScore} of 100 = ${rows
    .filter((r) => r.weight > 0)
    .map((r) => `${PART_NAMES[r.part]} ${r.points} of ${round1(100 * r.weight)}`)
    .join(' + ')}.`;
  return { atsScore, explanation: { parts: rows, summary } };
}

const PART_NAMES: Record<AtsPart, string> = {
  keywords: 'keywords',
  softSkills: 'soft skills',
  industry: 'field fit',
  role: 'role',
  formatting: 'formatting',
  experience: 'experience',
};

export const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
