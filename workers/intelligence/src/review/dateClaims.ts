import type { ResumeData } from '@rb/contracts';
import { NUMBER_WORDS, pointOf, yearsFromRoles } from '../ai/offline/years';
import { isCareerBreak } from '../text/careerBreaks';
import { stems } from '../text/tokens';
import { type Draft, finding, quote } from './finding';

/**
 * A claim of experience in years: "three years of experience", "5+ years' experience", "five years'
 * tenure", "over 10 years in". `more` is set for "5+", "over", "more than", "at least": a lower bound.
 */
const CLAIM = new RegExp(
  String.raw`\b((?:over|more than|at least)\s+)?(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})(\+)?\s?(?:years?|yrs)['’]?\s+(?:of\s+)?(?:\w+\s+){0,2}?(?:experience|tenure|career)\b`,
  'gi',
);

/** The first claim of years of experience in a text, with how it is written. */
function claimIn(text: string): { years: number; atLeast: boolean; written: string } | undefined {
  for (const match of text.slice(0, 5000).matchAll(CLAIM)) {
    const raw = (match[2] ?? '').toLowerCase();
    const years = NUMBER_WORDS[raw] ?? Number(raw);
    if (years > 0 && years <= 50) return { years, atLeast: Boolean(match[1] || match[3]), written: match[0] };
  }
  return undefined;
}

/**
 * Stated years against the dates: the roles' intervals merged (yearsFromRoles). Claiming two or more
 * years beyond them is an overstatement a recruiter will count; stating three or more fewer than the
 * dates show (with no "over" or "+") sells the person short. A year either way is rounding.
 */
function yearsClaims(resume: ResumeData, now: Date): Draft[] {
  const dated = resume.experience.filter((job) => pointOf(job.start_date, now) && !isCareerBreak(job));
  if (dated.length === 0) return [];
  const total = yearsFromRoles(dated, now);
  const found: Draft[] = [];
  const check = (text: string, place: Draft['place']) => {
    const claim = claimIn(text);
    if (!claim) return;
    const over = claim.years > total + 1;
    const under = !claim.atLeast && claim.years + 3 <= total;
    if (!over && !under) return;
    found.push(
      finding(
        'date-claim',
        over ? 'important' : 'suggestion',
        place,
        over
          ? `${quote(claim.written)}, but the dates of your roles add up to about ${total} ${total === 1 ? 'year' : 'years'}: make the claim match the dates, or add the missing roles.`
          : `${quote(claim.written)}, but the dates of your roles add up to about ${total} years: you may be selling yourself short.`,
        { text },
      ),
    );
  };
  check(resume.summary, { section: 'summary' });
  return found;
}

/** A degree above the first (a master's, a doctorate): taken after years of work as often as not. */
const HIGHER_DEGREE =
  /\b(?:master|masters|mba|m\.?sc?\b|m\.?a\.|ph\.?\s?d|doctor(?:ate)?|d\.phil|post-?graduate|llm)/i;
/** A post held while studying, which needs no degree yet. */
const STUDENT_POST =
  /\b(?:intern(?:ship)?|student|trainee|apprentice|assistant|aide|tutor|part[- ]time|volunteer|research|teaching|graduate|co-?op|summer|fellow)\b/i;
/** Words of a title too general to tie it to a field of study. */
const GENERAL_TITLE = new Set(
  stems(
    'senior junior lead head chief staff associate manager director officer specialist consultant analyst coordinator representative administrator executive business general technician principal partner',
  ),
);

const yearOf = (date: string, now: Date) => {
  const point = pointOf(date, now);
  return point ? Math.floor(point.month / 12) : undefined;
};

/**
 * A first degree finished after a role it qualifies for had begun ("Registered Nurse" from 2015, "BSN
 * Nursing" in 2018): the title and the degree share a word stem ("nurs"), the role is no student post,
 * and it began at least a year before the graduation year. Often a typo in a year; either way a
 * recruiter will ask.
 */
function degreeAfterRole(resume: ResumeData, now: Date): Draft[] {
  const found: Draft[] = [];
  resume.education.forEach((school, entry) => {
    const graduated = yearOf(school.graduation_year, now);
    if (graduated === undefined || HIGHER_DEGREE.test(school.degree)) return;
    const field = new Set(stems(school.degree).filter((s) => s.length >= 4));
    for (const job of resume.experience) {
      const started = yearOf(job.start_date, now);
      if (started === undefined || started >= graduated || STUDENT_POST.test(job.role)) continue;
      const shared = stems(job.role).filter((s) => s.length >= 4 && !GENERAL_TITLE.has(s) && field.has(s));
      if (shared.length === 0) continue;
      found.push(
        finding(
          'date-claim',
          'important',
          { section: 'education', entry },
          `The ${quote(school.degree)} is dated ${graduated}, after you started as ${quote(job.role)} in ${started}: check the years.`,
          { text: school.degree },
        ),
      );
      return;
    }
  });
  return found;
}

/** A role that ends before it starts. */
function endBeforeStart(resume: ResumeData, now: Date): Draft[] {
  const found: Draft[] = [];
  resume.experience.forEach((job, entry) => {
    const [start, end] = [
      pointOf(job.start_date, now),
      job.end_date ? pointOf(job.end_date, now) : undefined,
    ];
    if (start && end && end.month + (end.yearOnly ? 11 : 0) < start.month)
      found.push(
        finding(
          'date-claim',
          'important',
          { section: 'experience', entry },
          `This role ends (${job.end_date}) before it starts (${job.start_date}): check the dates.`,
        ),
      );
  });
  return found;
}

/** Claims the dates contradict: stated years of experience, a degree after the job it qualified for, a role ending before it starts. */
export function dateClaims(resume: ResumeData, now = new Date()): Draft[] {
  return [...yearsClaims(resume, now), ...degreeAfterRole(resume, now), ...endBeforeStart(resume, now)];
}
