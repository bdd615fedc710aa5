import { ATS_MAXIMA, type AtsReport } from '@rb/contracts';
import { readHtml } from '../text/html';
import { stems } from '../text/tokens';
import { requiredDegree, resumeDegree } from './degreeLevel';
import { requiredYears, resumeYears } from './experienceYears';
import { formattingErrors } from './formatting';
import { type JobKeyword, jobKeywords } from './jobKeywords';
import { FIELD_LEXICONS, findTerms, type LexiconTerm } from './lexicon';

/** Inputs beyond these sizes are cut: a two-page resume and a long posting fit with room to spare. */
const MAX_RESUME_HTML = 200_000;
const MAX_JOB_DESCRIPTION = 20_000;
/**
 * Shares of the overall score. Hard skills decide most ATS rankings, so they weigh most; soft skills are
 * stated loosely by both sides and weigh least.
 */
const SCORE_WEIGHTS = { keywords: 0.6, industry: 0.15, softSkills: 0.05, formatting: 0.1, experience: 0.1 };
/** A required degree the resume does not show halves the requirements share. */
const DEGREE_SHORT_FACTOR = 0.5;
/** This many formatting errors take the formatting share to zero. */
const FORMATTING_ERRORS_TO_ZERO = 4;
/** A field counts as the posting's when it holds at least this share of the posting's field profile. */
const DOMINANT_FIELD_SHARE = 0.15;
/** When a posting names no soft skills, this many shown in the resume earn the full soft-skill points. */
const SOFT_SKILLS_EXPECTED = 5;
const LISTED_KEYWORDS = 15;
/** Mentions of a required skill that earn full credit; one mention earns a third. */
const FULL_CREDIT_MENTIONS = 3;
/** Part of the keyword share that measures the resume's main skills being wanted (the rest: JD coverage). */
const CORE_SKILLS_SHARE = 0.3;
const BROAD_SKILL_FACTOR = 0.5;

/**
 * ATS score of a resume (HTML, hostile) against a job description. Deterministic and linear in the input.
 *
 * Formula (points; maxima from ATS_MAXIMA, shared with the web):
 *   keywordMatch        = 30 × Σ weight(matched JD skills and salient words) / Σ weight(all of them)
 *   softSkillsMatch     = 28 × weighted share of the JD's soft skills the resume shows (by name or by
 *                         evidence such as "led" for leadership); 28 × min(1, shown / 5) if the JD names none
 *   industryTermsMatch  = 20 × (½ × weighted share of the JD's domain terms found in the resume
 *                             + ½ × cosine of the field profiles of JD and resume)
 *   formatting          = 12 − 3 per formatting error (floor 0)
 *   experience          = 10 × min(1, resume years / years the JD requires) (10 when none required)
 *   atsScore            = the sum, rounded, within 0–100.
 * Keyword weights: section (title 2, required 1.5, body 1, preferred 0.6, boilerplate 0.3)
 *                  × (1 + ½·log2(occurrences)) × (1 + 0.2 × earliness); salient words count half.
 */
export function scoreResume(input: { htmlResume: string; jobDescription: string }): AtsReport {
  const facts = readHtml(input.htmlResume.slice(0, MAX_RESUME_HTML));
  const jobDescription = input.jobDescription.slice(0, MAX_JOB_DESCRIPTION);
  const resumeStems = stems(facts.text);
  const resumeStemSet = new Set(resumeStems);
  const resumeTerms = findTerms(resumeStems);
  const keywords = jobKeywords(jobDescription);
  const isMatched = (k: JobKeyword) => (k.term ? resumeTerms.has(k.term) : resumeStemSet.has(k.stem));
  // A skill used across the resume is stronger evidence than one listed once.
  const evidence = (k: JobKeyword) => {
    const count = k.term ? (resumeTerms.get(k.term)?.length ?? 0) : resumeStemSet.has(k.stem) ? 1 : 0;
    return Math.min(1, count / FULL_CREDIT_MENTIONS);
  };

  const jobFields = dominantFields(fieldProfile(termWeights(keywords)));
  const hard = keywords.filter(
    (k) => k.term === null || (k.term.kind === 'skill' && jobFields.has(k.term.field ?? '')),
  );
  const soft = keywords.filter((k) => k.term?.kind === 'soft');
  const industry = keywords.filter((k) => k.term?.kind === 'industry' && jobFields.has(k.term.field ?? ''));

  const keywordShare =
    (1 - CORE_SKILLS_SHARE) * weightedShare(hard, evidence, 0) +
    CORE_SKILLS_SHARE * coreSkillsWanted(resumeTerms, new Set(keywords.map((k) => k.term)));
  const resumeSoft = [...resumeTerms.keys()].filter((t) => t.kind === 'soft').length;
  // Postings list soft skills loosely: showing a handful of the ones asked for earns the full points.
  const softWanted = Math.min(soft.length, SOFT_SKILLS_EXPECTED);
  const softShare =
    softWanted > 0
      ? Math.min(1, soft.filter(isMatched).length / softWanted)
      : Math.min(1, resumeSoft / SOFT_SKILLS_EXPECTED);
  const fieldFit = cosine(fieldProfile(termWeights(keywords)), fieldProfile(resumeTerms));
  const industryShare = 0.5 * weightedShare(industry, isMatched, fieldFit) + 0.5 * fieldFit;

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
  const ranked = keywords.filter((k) => k.term?.kind !== 'industry');
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

/**
 * How much of the resume's own skill set the posting asks for, each skill weighted by how often the
 * resume uses it: a posting built around the candidate's main tools is a better fit than one that only
 * touches them.
 */
function coreSkillsWanted(resumeTerms: Map<LexiconTerm, number[]>, wanted: Set<LexiconTerm | null>): number {
  let total = 0;
  let hit = 0;
  for (const [term, positions] of resumeTerms) {
    if (term.kind !== 'skill') continue;
    const weight = positions.length * (term.specific ? 1 : BROAD_SKILL_FACTOR);
    total += weight;
    if (wanted.has(term)) hit += weight;
  }
  return total > 0 ? hit / total : 0;
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
  for (const k of keywords) if (k.term) out.set(k.term, k.weight);
  return out;
}

/** How strongly a text belongs to each field: the weight (or count) of that field's terms in it. */
function fieldProfile(terms: Map<LexiconTerm, number | number[]>): number[] {
  const profile = FIELD_LEXICONS.map(() => 0);
  for (const [term, value] of terms) {
    const index = FIELD_LEXICONS.findIndex((f) => f.field === term.field);
    if (index >= 0)
      profile[index] = (profile[index] ?? 0) + (Array.isArray(value) ? Math.sqrt(value.length) : value);
  }
  return profile;
}

/** Fields holding a real share of a profile; stray terms from other fields do not become requirements. */
function dominantFields(profile: number[]): Set<string> {
  const total = profile.reduce((sum, x) => sum + x, 0);
  return new Set(
    FIELD_LEXICONS.filter((_, i) => total > 0 && (profile[i] ?? 0) / total >= DOMINANT_FIELD_SHARE).map(
      (f) => f.field,
    ),
  );
}

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
