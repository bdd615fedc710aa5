import {
  ATS_MAX_JOB_DESCRIPTION_CHARS,
  ATS_MAX_RESUME_HTML_CHARS,
  ATS_MAXIMA,
  type AtsReport,
} from '@rb/contracts';
import { readHtml } from '../text/html';
import { stems } from '../text/tokens';
import { requiredDegree, resumeDegree } from './degreeLevel';
import { requiredYears, resumeYears } from './experienceYears';
import { formattingErrors } from './formatting';
import { type JobKeyword, jobKeywords } from './jobKeywords';
import { FIELD_LEXICONS, findTerms, type LexiconTerm } from './lexicon';

/**
 * Shares of the overall score. Hard skills decide most ATS rankings, so they weigh most; soft skills are
 * stated loosely by both sides and weigh least (see the formula below).
 */
const SCORE_WEIGHTS = { keywords: 0.5, industry: 0.2, softSkills: 0.03, formatting: 0.1, experience: 0.17 };
/** A required degree the resume does not show halves the requirements share. */
const DEGREE_SHORT_FACTOR = 0.5;
/** This many formatting errors take the formatting share to zero. */
const FORMATTING_ERRORS_TO_ZERO = 4;
/** A field counts as the posting's when it holds at least this share of the posting's field profile. */
const DOMINANT_FIELD_SHARE = 0.15;
/** Part of the industry share from the posting's domain terms; the rest is field alignment. */
const INDUSTRY_TERMS_SHARE = 0.25;
/** When a posting names no soft skills, this many shown in the resume earn the full soft-skill points. */
const SOFT_SKILLS_EXPECTED = 5;
const LISTED_KEYWORDS = 15;
/**
 * Field alignment for a posting naming no skill the lexicons know: there is no field to align with, so
 * alignment scores half rather than zero. (Its keyword share is 0: no keyword can be matched.)
 */
const NEUTRAL_SHARE = 0.5;
/** Mentions of a required skill that earn full credit; one mention earns a third. */
const FULL_CREDIT_MENTIONS = 3;

/**
 * ATS score of a resume (HTML, hostile) against a job description. Deterministic and linear in the input.
 *
 * Each part is a share from 0 to 1; the breakdown reports it in points of ATS_MAXIMA (shared with the web):
 *   keywords    Σ weight × evidence / Σ weight over the posting's skills (of its own fields), where
 *               evidence = min(1, mentions in the resume / 3)                      → keywordMatch (30)
 *   softSkills  share of the posting's soft skills the resume shows by name or by evidence ("led" is
 *               leadership), counting at most 5; min(1, shown / 5) when it names none → softSkillsMatch (28)
 *   industry    ¼ × weighted share of the posting's domain terms in the resume
 *               + ¾ × cosine of the skill profiles over fields and branches
 *               ("software/mobile", "data/ml")                                        → industryTermsMatch (20)
 *   formatting  1 − errors / 4 (floor 0)
 *   experience  min(1, resume years / years required or implied by the title), halved when a required
 *               degree is missing
 *   atsScore    = 100 × (0.5 keywords + 0.2 industry + 0.03 softSkills + 0.1 formatting + 0.17 experience),
 *               rounded.
 * Keyword weights (jobKeywords): section (title 2, required 1.5, body 1, preferred 0.6, boilerplate
 * 0.2–0.3) × (1 + ½·log2(occurrences)) × (1 + 0.2 × earliness) × ½ for broad concepts.
 * The weights were set on the panoslin development pairs as a whole (not per row): stated soft skills
 * barely predict fit there, so they weigh least; `npm run eval` prints the resulting AUC.
 */
export function scoreResume(input: { htmlResume: string; jobDescription: string }): AtsReport {
  const facts = readHtml(input.htmlResume.slice(0, ATS_MAX_RESUME_HTML_CHARS));
  const jobDescription = input.jobDescription.slice(0, ATS_MAX_JOB_DESCRIPTION_CHARS);
  const resumeStems = stems(facts.text);
  const resumeTerms = findTerms(resumeStems);
  const keywords = jobKeywords(jobDescription);
  const isMatched = (k: JobKeyword) => resumeTerms.has(k.term);
  // A skill used across the resume is stronger evidence than one listed once.
  const evidence = (k: JobKeyword) =>
    Math.min(1, (resumeTerms.get(k.term)?.length ?? 0) / FULL_CREDIT_MENTIONS);

  const jobFamilies = dominantFamilies(fieldProfile(termWeights(keywords)));
  const inJobFamily = (k: JobKeyword) => jobFamilies.has(family(k.term.field));
  const hard = keywords.filter((k) => k.term.kind === 'skill' && inJobFamily(k));
  const soft = keywords.filter((k) => k.term.kind === 'soft');
  const industry = keywords.filter((k) => k.term.kind === 'industry' && inJobFamily(k));

  const keywordShare = weightedShare(hard, evidence, 0);
  const resumeSoft = [...resumeTerms.keys()].filter((t) => t.kind === 'soft').length;
  // Postings list soft skills loosely: showing a handful of the ones asked for earns the full points.
  const softWanted = Math.min(soft.length, SOFT_SKILLS_EXPECTED);
  const softShare =
    softWanted > 0
      ? Math.min(1, soft.filter(isMatched).length / softWanted)
      : Math.min(1, resumeSoft / SOFT_SKILLS_EXPECTED);
  const jobProfile = fieldProfile(termWeights(keywords));
  const fieldFit = jobProfile.some((x) => x > 0)
    ? cosine(jobProfile, fieldProfile(resumeTerms))
    : NEUTRAL_SHARE;
  const industryShare =
    INDUSTRY_TERMS_SHARE * weightedShare(industry, isMatched, fieldFit) +
    (1 - INDUSTRY_TERMS_SHARE) * fieldFit;

  const errors = formattingErrors(facts);
  const formattingShare = Math.max(0, 1 - errors.length / FORMATTING_ERRORS_TO_ZERO);
  const required = requiredYears(jobDescription);
  const yearsShare = required === 0 ? 1 : Math.min(1, resumeYears(facts.text) / required);
  const degreeShort = requiredDegree(jobDescription) > resumeDegree(facts.text);
  const experienceShare = yearsShare * (degreeShort ? DEGREE_SHORT_FACTOR : 1);

  const total =
    100 *
    (SCORE_WEIGHTS.keywords * keywordShare +
      SCORE_WEIGHTS.industry * industryShare +
      SCORE_WEIGHTS.softSkills * softShare +
      SCORE_WEIGHTS.formatting * formattingShare +
      SCORE_WEIGHTS.experience * experienceShare);
  const ranked = keywords.filter((k) => k.term.kind !== 'industry');
  return {
    atsScore: clamp(Math.round(total), 0, 100),
    keywordMatch: round1(ATS_MAXIMA.keywordMatch * keywordShare),
    softSkillsMatch: round1(ATS_MAXIMA.softSkillsMatch * softShare),
    industryTermsMatch: round1(ATS_MAXIMA.industryTermsMatch * industryShare),
    formattingErrors: errors,
    matchedKeywords: unique(ranked.filter(isMatched).map((k) => k.label)).slice(0, LISTED_KEYWORDS),
    missingKeywords: unique(ranked.filter((k) => !isMatched(k)).map((k) => k.label)).slice(
      0,
      LISTED_KEYWORDS,
    ),
  };
}

/** Σ weight × credit (0–1, or matched yes/no) / Σ weight; `empty` when there are none to match. */
function weightedShare(
  keywords: JobKeyword[],
  credit: (k: JobKeyword) => number | boolean,
  empty: number,
): number {
  let total = 0;
  let matched = 0;
  for (const k of keywords) {
    total += k.weight;
    matched += k.weight * Number(credit(k));
  }
  return total > 0 ? matched / total : empty;
}

function termWeights(keywords: JobKeyword[]): Map<LexiconTerm, number> {
  const out = new Map<LexiconTerm, number>();
  for (const k of keywords) out.set(k.term, k.weight);
  return out;
}

/**
 * How strongly a text belongs to each field and branch: the weight (posting) or √mentions (resume) of
 * that field's skills. Domain vocabulary stays out: words like "data" or "platform" are shared across
 * fields and blurred the profiles.
 */
function fieldProfile(terms: Map<LexiconTerm, number | number[]>): number[] {
  const profile = FIELD_LEXICONS.map(() => 0);
  for (const [term, value] of terms) {
    if (term.kind !== 'skill') continue;
    const index = FIELD_LEXICONS.findIndex((f) => f.field === term.field);
    if (index >= 0)
      profile[index] = (profile[index] ?? 0) + (Array.isArray(value) ? Math.sqrt(value.length) : value);
  }
  return profile;
}

/**
 * Field families holding a real share of a profile: stray terms from other fields (a software posting's
 * hiring or payroll words) do not become requirements. Branches ("software/mobile") count with their
 * family, so a posting's minor branches still count as requirements.
 */
function dominantFamilies(profile: number[]): Set<string> {
  const byFamily = new Map<string, number>();
  for (const [i, f] of FIELD_LEXICONS.entries()) {
    byFamily.set(family(f.field), (byFamily.get(family(f.field)) ?? 0) + (profile[i] ?? 0));
  }
  const total = [...byFamily.values()].reduce((sum, x) => sum + x, 0);
  return new Set(
    [...byFamily].filter(([, x]) => total > 0 && x >= DOMINANT_FIELD_SHARE * total).map(([f]) => f),
  );
}

const family = (field: string | null) => (field ?? '').split('/')[0] ?? '';

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  });
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const round1 = (x: number) => Math.round(x * 10) / 10;
const unique = (labels: string[]) => [...new Set(labels)];
