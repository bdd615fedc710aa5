import {
  ATS_MAX_JOB_DESCRIPTION_CHARS,
  ATS_MAX_RESUME_HTML_CHARS,
  ATS_MAXIMA,
  type AtsReport,
} from '@rb/contracts';
import { readHtml } from '../text/html';
import { stems } from '../text/tokens';
import { requiredDegree, resumeDegree } from './degreeLevel';
import { describeYearsAsked, requiredYears, resumeYears, yearsAsked } from './experienceYears';
import { formattingErrors } from './formatting';
import { type JobKeyword, readPosting } from './jobKeywords';
import { FIELD_LEXICONS, findTerms, type LexiconTerm } from './lexicon';
import { phraseCount } from './phraseIndex';
import { postingText } from './postingText';
import { roleTerms } from './roleMatch';
import { type AtsPart, combine, type PartResult, type PartTerm, round1, termPart } from './scoreParts';
import { levelAbove } from './seniority';
import { softSkillsShown } from './softSkillEvidence';

/**
 * Base shares of the overall score (scaled to sum to 1 over the parts that apply). Hard skills decide most
 * ATS rankings, so they weigh most. The role part (the title's words) was added at 0.1, a weight chosen on
 * the even rows of the development pairs (0.05 and 0.1 tied there, 0.15 was worse) and checked on the odd
 * ones. Soft skills are reported (their bar
 * and terms) but weigh nothing: even counted only when shown in sentences they ranked the development
 * pairs worse than chance (ROC AUC 0.42), so they cannot say who fits.
 */
const SCORE_WEIGHTS: Readonly<Record<AtsPart, number>> = {
  keywords: 0.5,
  industry: 0.2,
  role: 0.1,
  softSkills: 0,
  formatting: 0.1,
  experience: 0.17,
};
/** A required degree the resume does not show halves the experience share. */
const DEGREE_SHORT_FACTOR = 0.5;
/**
 * A posting two or more levels above the resume's titles (see levelAbove) scales the experience share by
 * this. Chosen on the even development rows (1 → AUC 0.871, 0.75 and 0.6 → 0.873, 0.5 → 0.873, 0.25 →
 * 0.868, 0 → 0.857) and checked on the odd ones (0.862 → 0.870 at 0.5).
 */
const LEVEL_MISMATCH_FACTOR = 0.5;
/** This many formatting errors take the formatting share to zero. */
const FORMATTING_ERRORS_TO_ZERO = 4;
/** A field counts as the posting's when it holds at least this share of the posting's field profile. */
const DOMINANT_FIELD_SHARE = 0.15;
/** Part of the field-fit share from the posting's domain terms; the rest is field alignment. */
const INDUSTRY_TERMS_SHARE = 0.25;
/** The keyword part reads at most this many skills, most important first. */
const KEYWORD_TERMS = 20;
/**
 * A posting with fewer lexicon skills than this (a bare title, a field the lexicons do not know) has its
 * keyword part filled up with its most important domain terms and salient words together (a domain term
 * like "hospital" says less than the posting's own "veterinary"), so formatting and years never decide
 * alone.
 */
const MIN_KEYWORD_TERMS = 3;
/** Filling terms count less than lexicon skills of the same importance: they say less about the job. */
const FILL_FACTOR = 0.6;
const SOFT_SKILL_TERMS = 5;
/** Mentions of a required skill that earn full credit; one mention earns a third. */
const FULL_CREDIT_MENTIONS = 3;

/**
 * ATS score of a resume (HTML, hostile) against a job description. Deterministic and linear in the input.
 * Consistent by construction: every listed keyword is a posting term, matched ones occur in the resume,
 * missing ones do not, each bar is computed from exactly the terms it lists, and the explanation returns
 * the parts that sum to the score.
 *
 * Parts (share 0–1; the bars report shares in points of ATS_MAXIMA, shared with the web):
 *   keywords    the posting's top 20 skills (of its own fields, and tools no lexicon knows that its grammar
 *               names: see unlistedTools), filled up to 3 with its most important
 *               domain terms and salient words when the lexicons find fewer; credit = min(1, mentions in the
 *               resume / 3)                                                        → keywordMatch
 *   softSkills  the posting's top 5 soft skills; credit 1 when a resume sentence shows it ("led a team of
 *               six" is leadership), never for a name in a skills list; absent when the posting names none;
 *               reported, weight 0                                                   → softSkillsMatch
 *   industry    the posting's fields ("field: software/web") weighted ¾ by their share of its skill
 *               profile, credit min(1, resume share / posting share) (a histogram intersection), and its
 *               domain terms weighted ¼, credit 1 when present; absent when no field is known
 *                                                                                    → industryTermsMatch
 *   role        the words of the posting's title that name the role (not its level or head noun:
 *               "Machine Learning Engineer" → machine, learning), each credited when the resume uses it
 *               or names the title's lexicon term under another alias; absent without a title line
 *   formatting  1 − errors / 4 (floor 0)
 *   experience  min(1, resume years / years the posting states, else those its title implies), halved when a required
 *               degree is missing, halved again when the title is two levels above any the resume held
 *   atsScore    = round(100 × Σ weight × share), weights 0.5 keywords, 0.2 industry, 0.1 role,
 *               0 soft skills, 0.1 formatting, 0.17 experience, scaled to sum to 1 over the parts that apply.
 * Term weights (readPosting): section (title 2, required 1.5, body 1, preferred 0.6; terms named only in
 * the company blurb, pay, benefits or legal text are dropped)
 * × (1 + ½·log2(occurrences)) × (1 + 0.2 × earliness), × ½ for broad concepts, × 0.6 for filling terms.
 * The weights were set on the panoslin development pairs as a whole (not per row); `npm run eval` prints
 * the resulting AUC and the cross-field figures.
 */
export function scoreResume(input: { htmlResume: string; jobDescription: string }): AtsReport {
  const facts = readHtml(input.htmlResume.slice(0, ATS_MAX_RESUME_HTML_CHARS));
  const jobDescription = postingText(input.jobDescription.slice(0, ATS_MAX_JOB_DESCRIPTION_CHARS));
  const lines = facts.text.split('\n').map((text) => ({ text, stems: stems(text) }));
  const resumeStems = lines.flatMap((l) => l.stems);
  const resumeLengths = new Map<number, number>();
  const resumeTerms = findTerms(resumeStems, resumeLengths, true);
  const posting = readPosting(jobDescription);

  // An unlisted tool's field is borrowed from its neighbour: the field profile counts that neighbour already.
  const jobProfile = fieldProfile(termWeights(posting.keywords.filter((k) => k.stems === undefined)));
  const jobFamilies = dominantFamilies(jobProfile);
  // A tool no lexicon knows and listed with no known skill has no field: it is the posting's own ask.
  const inJobFamily = (k: JobKeyword) =>
    (k.stems !== undefined && k.term.field === null) || jobFamilies.has(family(k.term.field));
  const mentionCredit = (mentions: number) => Math.min(1, mentions / FULL_CREDIT_MENTIONS);

  const skillTerms: PartTerm[] = posting.keywords
    .filter((k) => k.term.kind === 'skill' && inJobFamily(k))
    .slice(0, KEYWORD_TERMS)
    .map((k) => ({
      term: k.label,
      weight: k.weight,
      credit: mentionCredit(
        k.stems ? phraseCount(resumeStems, k.stems) : (resumeTerms.get(k.term)?.length ?? 0),
      ),
    }));
  // Too few skills: the posting's domain terms ("court", "HR") and its salient words ("veterinary"), most
  // important first, fill the part.
  const resumeStemCounts = countStems(resumeStems);
  const room = Math.max(0, MIN_KEYWORD_TERMS - skillTerms.length);
  const fillTerms: PartTerm[] = [
    ...posting.keywords
      .filter((k) => k.term.kind === 'industry')
      .slice(0, room)
      .map((k) => ({ term: k.label, weight: k.weight, mentions: resumeTerms.get(k.term)?.length ?? 0 })),
    ...posting.salient
      .slice(0, room)
      .map((w) => ({ term: w.label, weight: w.weight, mentions: resumeStemCounts.get(w.stem) ?? 0 })),
  ]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, room)
    .map((t) => ({ term: t.term, weight: t.weight * FILL_FACTOR, credit: mentionCredit(t.mentions) }));
  const keywordTerms = [...skillTerms, ...fillTerms];
  const keywords = termPart(
    keywordTerms,
    fillTerms.length > 0
      ? `The posting names ${skillTerms.length} skill(s) our lexicons know, so ${fillTerms.length} of its domain or salient words count too; each term is credited by how often the resume uses it (3 uses = full).`
      : 'The posting’s most important skills, each credited by how often the resume uses it (3 uses = full).',
  );

  const softWanted = posting.keywords.filter((k) => k.term.kind === 'soft').slice(0, SOFT_SKILL_TERMS);
  const shown = softSkillsShown(
    lines.map((l) => ({ text: l.text, words: l.stems.length })),
    resumeTerms,
    resumeLengths,
    new Set(softWanted.map((k) => k.term)),
  );
  const softTerms: PartTerm[] = softWanted.map((k) => ({
    term: k.label,
    weight: k.weight,
    credit: shown.has(k.term) ? 1 : 0,
  }));
  // Named in the resume but never shown in a sentence: not credited, and not "missing" either.
  const namedSoft = new Set(softWanted.filter((k) => resumeTerms.has(k.term)).map((k) => k.label));
  const softSkills = termPart(
    softTerms,
    softTerms.length > 0
      ? 'Soft skills the posting asks for, credited only when a sentence of the resume shows them; shown for advice, not counted in the score.'
      : 'The posting names no soft skills.',
  );

  const industryTerms = fieldTerms(
    jobProfile,
    fieldProfile(resumeTerms),
    posting.keywords,
    inJobFamily,
    resumeTerms,
  );
  const industry = termPart(
    industryTerms,
    industryTerms.length > 0
      ? 'How much of the resume’s skills lie in the posting’s fields, and which of its domain terms the resume uses.'
      : 'The posting names no skill of a field our lexicons know.',
  );

  const errors = formattingErrors(facts);
  const formatting: PartResult = {
    share: Math.max(0, 1 - errors.length / FORMATTING_ERRORS_TO_ZERO),
    terms: [],
    applies: true,
    note: `${errors.length} formatting problem(s); ${FORMATTING_ERRORS_TO_ZERO} or more take this part to zero.`,
  };

  const required = requiredYears(jobDescription);
  const years = resumeYears(facts.text);
  const degreeShort = requiredDegree(jobDescription) > resumeDegree(facts.text);
  const offLevel = levelAbove(jobDescription, facts.text);
  const experience: PartResult = {
    share:
      (required === 0 ? 1 : Math.min(1, years / required)) *
      (degreeShort ? DEGREE_SHORT_FACTOR : 1) *
      (offLevel ? LEVEL_MISMATCH_FACTOR : 1),
    terms: [],
    applies: true,
    note: `${required === 0 ? 'No years of experience asked for' : `${round1(years)} years shown; ${describeYearsAsked(yearsAsked(jobDescription))}`}${degreeShort ? '; the required degree is not shown (halved)' : ''}${offLevel ? '; the title is two or more levels above any the resume has held (halved)' : ''}.`,
  };

  const titleTerms = roleTerms(jobDescription, { stems: new Set(resumeStems), terms: resumeTerms });
  const role = termPart(
    titleTerms,
    titleTerms.length > 0
      ? 'The words of the posting’s title that name the role, each credited when the resume uses it or names the same skill another way.'
      : 'The posting has no title line naming the role.',
  );

  const { atsScore, explanation } = combine(SCORE_WEIGHTS, {
    keywords,
    softSkills,
    industry,
    role,
    formatting,
    experience,
  });
  const listed = [...keywordTerms, ...softTerms].sort((a, b) => b.weight - a.weight);
  return {
    atsScore,
    keywordMatch: round1(ATS_MAXIMA.keywordMatch * keywords.share),
    softSkillsMatch: round1(ATS_MAXIMA.softSkillsMatch * softSkills.share),
    industryTermsMatch: round1(ATS_MAXIMA.industryTermsMatch * industry.share),
    formattingErrors: errors,
    matchedKeywords: unique(listed.filter((t) => t.credit > 0).map((t) => t.term)),
    // A soft skill the resume names without showing it is not "missing": it earns nothing, and the
    // explanation says why.
    missingKeywords: unique(
      listed.filter((t) => t.credit === 0 && !namedSoft.has(t.term)).map((t) => t.term),
    ),
    explanation,
  };
}

/**
 * The industry part's terms: one per posting field, weighted ¾ × its share of the posting's skill profile
 * and credited min(1, the resume's share / the posting's share), then the posting's domain terms weighted
 * ¼ in proportion to their importance, credited when the resume uses them.
 */
function fieldTerms(
  jobProfile: number[],
  resumeProfile: number[],
  keywords: readonly JobKeyword[],
  inJobFamily: (k: JobKeyword) => boolean,
  resumeTerms: Map<LexiconTerm, number[]>,
): PartTerm[] {
  const jobTotal = sum(jobProfile);
  if (jobTotal === 0) return [];
  const resumeTotal = sum(resumeProfile);
  const fields: PartTerm[] = [];
  FIELD_LEXICONS.forEach((f, i) => {
    const p = (jobProfile[i] ?? 0) / jobTotal;
    if (p === 0) return;
    const r = resumeTotal > 0 ? (resumeProfile[i] ?? 0) / resumeTotal : 0;
    fields.push({ term: `field: ${f.field}`, weight: p, credit: Math.min(1, r / p) });
  });
  const domain = keywords.filter((k) => k.term.kind === 'industry' && inJobFamily(k));
  const domainTotal = sum(domain.map((k) => k.weight));
  const fieldShare = domainTotal > 0 ? 1 - INDUSTRY_TERMS_SHARE : 1;
  return [
    ...fields.map((t) => ({ ...t, weight: t.weight * fieldShare })),
    ...domain.map((k) => ({
      term: k.label,
      weight: (INDUSTRY_TERMS_SHARE * k.weight) / domainTotal,
      credit: resumeTerms.has(k.term) ? 1 : 0,
    })),
  ].sort((a, b) => b.weight - a.weight);
}

function termWeights(keywords: readonly JobKeyword[]): Map<LexiconTerm, number> {
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
  const total = sum([...byFamily.values()]);
  return new Set(
    [...byFamily].filter(([, x]) => total > 0 && x >= DOMINANT_FIELD_SHARE * total).map(([f]) => f),
  );
}

function countStems(stemmed: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of stemmed) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

const family = (field: string | null) => (field ?? '').split('/')[0] ?? '';
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const unique = (labels: string[]) => [...new Set(labels)];
