import {
  ATS_MAX_JOB_DESCRIPTION_CHARS,
  ATS_MAX_RESUME_HTML_CHARS,
  ATS_MAXIMA,
  type AtsReport,
  type AtsRequirementKind,
} from '@rb/contracts';
import { readHtml } from '../text/html';
import { describeYearsAsked, yearsAsked, yearsShown } from './experienceYears';
import { formattingErrors } from './formatting';
import { postingText } from './postingText';
import { RESUMES_KEPT, recentlyRead } from './recentlyRead';
import { readRequirements } from './requirements';
import { type AtsPart, combine, type PartResult, termPart } from './scoreParts';
import { type Judged, judge, ResumeView } from './verdicts';

/** Which part of the score (and which of the SPEC's bars) each kind of requirement feeds. */
const PART_OF: Readonly<Record<AtsRequirementKind, AtsPart>> = {
  title: 'role',
  skill: 'keywords',
  tool: 'keywords',
  credential: 'keywords',
  duty: 'industry',
  trait: 'softSkills',
  years: 'experience',
  degree: 'experience',
};
/** A nice-to-have counts half a must. */
const NICE_WEIGHT = 0.5;
/** Formatting's share of the score; the requirements share the rest by their weights. */
const FORMATTING_SHARE = 0.1;
/** This many formatting errors take the formatting share to zero. */
const FORMATTING_ERRORS_TO_ZERO = 4;

const NOTES: Readonly<Record<Exclude<AtsPart, 'formatting' | 'experience'>, string>> = {
  keywords:
    'Skills, tools and credentials the posting asks for; a class it names is met by any product of it.',
  softSkills:
    'Traits the posting states, met when a sentence of the resume shows them (named in a list: partly).',
  industry: 'The duties and field vocabulary the posting names.',
  role: 'The posting’s title, met by the same title or one of the same occupation (O*NET, ESCO).',
};

/**
 * ATS score of a resume (HTML, hostile) against a job description, from the posting's requirements (see
 * readRequirements) and their verdicts (see judge). Deterministic, consistent by construction: every
 * listed item is a requirement in the posting's words, matched ones are met or partly met with the
 * resume's words as evidence, missing ones are not met, and each bar is computed from exactly the
 * requirements of its kinds.
 *
 *   atsScore  = round(100 × (0.9 × Σ weight × credit / Σ weight + 0.1 × formatting share)), over all the
 *               posting's requirements: must weighs 1, nice ½; credit met 1, partly met ½, missing 0;
 *               formatting share = 1 − errors / 4 (floor 0)
 *   bars      keywordMatch: skills, tools, credentials; softSkillsMatch: traits; industryTermsMatch:
 *             duties and field vocabulary; each the weighted share met × its ATS_MAXIMA
 *   parts     the explanation groups the requirements by the part they feed (role: title; experience:
 *             years and degree), each part weighted by its requirements' weight, so the parts sum to the score
 */
export function scoreResume(input: { htmlResume: string; jobDescription: string }): AtsReport {
  const resume = readResume(input.htmlResume.slice(0, ATS_MAX_RESUME_HTML_CHARS));
  const jobDescription = postingText(input.jobDescription.slice(0, ATS_MAX_JOB_DESCRIPTION_CHARS));
  const judged = judge(readRequirements(jobDescription), resume.view).map((r) => ({
    ...r,
    weight: r.importance === 'must' ? 1 : NICE_WEIGHT,
  }));

  const parts = {} as Record<AtsPart, PartResult>;
  const baseWeights = {} as Record<AtsPart, number>;
  for (const part of [...(Object.keys(NOTES) as Array<keyof typeof NOTES>), 'experience' as const]) {
    const terms = judged
      .filter((r) => PART_OF[r.kind] === part)
      .map((r) => ({ term: r.text, weight: r.weight, credit: r.credit }));
    parts[part] = termPart(
      terms,
      terms.length === 0
        ? 'The posting asks for nothing of this kind.'
        : part === 'experience'
          ? experienceNote(jobDescription, resume.view.text, judged)
          : NOTES[part as keyof typeof NOTES],
    );
    baseWeights[part] = terms.reduce((s, t) => s + t.weight, 0);
  }
  const errors = [...resume.formattingErrors];
  parts.formatting = {
    share: Math.max(0, 1 - errors.length / FORMATTING_ERRORS_TO_ZERO),
    terms: [],
    applies: true,
    note: `${errors.length} formatting problem(s); ${FORMATTING_ERRORS_TO_ZERO} or more take this part to zero.`,
  };
  const requirementWeight = Object.values(baseWeights).reduce((s, w) => s + w, 0);
  baseWeights.formatting =
    requirementWeight > 0 ? (requirementWeight * FORMATTING_SHARE) / (1 - FORMATTING_SHARE) : 1;

  const { atsScore, explanation } = combine(baseWeights, parts);
  const ordered = [...judged].sort(byImportance);
  const bar = (part: AtsPart, max: number) => Math.round(max * parts[part].share * 10) / 10;
  return {
    atsScore,
    keywordMatch: bar('keywords', ATS_MAXIMA.keywordMatch),
    softSkillsMatch: bar('softSkills', ATS_MAXIMA.softSkillsMatch),
    industryTermsMatch: bar('industry', ATS_MAXIMA.industryTermsMatch),
    formattingErrors: errors,
    matchedKeywords: unique(ordered.filter((r) => r.verdict !== 'missing').map((r) => r.text)),
    missingKeywords: unique(ordered.filter((r) => r.verdict === 'missing').map((r) => r.text)),
    explanation,
    requirements: ordered.map(({ text, kind, importance, verdict, evidence }) => ({
      text,
      kind,
      importance,
      verdict,
      evidence,
    })),
  };
}

/**
 * A resume's HTML as the scorer reads it: its formatting problems and the view the verdicts read (see
 * ResumeView). The last few resumes are remembered: one resume is scored against many postings, and reading
 * it is a good part of the cost.
 */
const readResume = recentlyRead(RESUMES_KEPT, (html) => {
  const facts = readHtml(html);
  return { formattingErrors: formattingErrors(facts) as readonly string[], view: new ResumeView(facts.text) };
});

/** What the experience part found: the years shown against those asked, and the degree's verdict. */
function experienceNote(jobDescription: string, resumeText: string, judged: readonly Judged[]): string {
  const asked = yearsAsked(jobDescription);
  const years = `${Math.round(yearsShown(resumeText).years * 10) / 10} years shown; ${asked.stated > 0 ? describeYearsAsked(asked) : 'no years stated'}`;
  const degree = judged.find((r) => r.kind === 'degree');
  const degreeNote = degree
    ? `; the degree asked for is ${degree.verdict === 'met' ? 'shown' : degree.verdict === 'partial' ? 'partly shown' : 'not shown'}`
    : '';
  return `${years}${degreeNote}.`;
}

/** Musts first; the order the posting was read in otherwise (title, years, degree, then by weight). */
const byImportance = (a: Judged, b: Judged) =>
  (a.importance === 'must' ? 0 : 1) - (b.importance === 'must' ? 0 : 1);

const unique = (labels: string[]) => [...new Set(labels)];
