import type { FindingPlace, ResumeData } from '@rb/contracts';
import { withoutGlyph } from '../ai/offline/rewriteBullet';

/** A line of a resume a recruiter reads, with where it is. */
export interface ResumeLine {
  place: FindingPlace;
  text: string;
  /** A bullet of a role, project or volunteering post: where tense, openings and results apply. */
  bullet: boolean;
}

/** A dated entry's bullets, the unit tense and openings are judged in. */
export interface BulletEntry {
  place: FindingPlace;
  start: string;
  end: string | null | undefined;
  /** The title and employer, for reading what kind of entry it is (a career break has no results). */
  role: string;
  company: string;
  bullets: string[];
}

/** Roles, projects and volunteering posts, each with its bullets as written (glyphs removed). */
export function bulletEntries(resume: ResumeData): BulletEntry[] {
  // An entry the schema did not fill in (a provider's, an old row's) may lack a field: read it as empty.
  const clean = (lines: readonly string[] | undefined) => (lines ?? []).map(withoutGlyph);
  return [
    ...resume.experience.map((job, entry) => ({
      place: { section: 'experience' as const, entry },
      start: job.start_date,
      end: job.end_date,
      role: job.role,
      company: job.company,
      bullets: clean(job.responsibilities),
    })),
    ...(resume.projects ?? []).map((p, entry) => ({
      place: { section: 'projects' as const, entry },
      start: p.start_date ?? '',
      // A project dated by one year was done that year (see projectEnd).
      end: p.end_date || p.start_date,
      role: p.name ?? '',
      company: '',
      bullets: clean(p.bullets),
    })),
    ...(resume.volunteering ?? []).map((v, entry) => ({
      place: { section: 'volunteering' as const, entry },
      start: v.start_date ?? '',
      end: v.end_date,
      role: v.role ?? '',
      company: v.organization ?? '',
      bullets: clean(v.bullets),
    })),
  ];
}

/**
 * The bullets the checks that parse language (tense, openings) read: the first 300, about five pages of
 * a resume. A longer one is far past what a recruiter reads (the length check says so), and the cap
 * keeps the review within the score queue's time budget on the largest resume the schema allows.
 */
export const PARSED_BULLETS = 300;

/** `bulletEntries` cut to the first PARSED_BULLETS bullets. */
export function parsedEntries(resume: ResumeData): BulletEntry[] {
  let left = PARSED_BULLETS;
  const out: BulletEntry[] = [];
  for (const entry of bulletEntries(resume)) {
    if (left <= 0) break;
    out.push({ ...entry, bullets: entry.bullets.slice(0, left) });
    left -= entry.bullets.length;
  }
  return out;
}

/** Every line of prose: the summary, each bullet, each skill, each entry's names. */
export function resumeLines(resume: ResumeData): ResumeLine[] {
  const lines: ResumeLine[] = [];
  if (resume.summary.trim())
    lines.push({ place: { section: 'summary' }, text: resume.summary, bullet: false });
  for (const entry of bulletEntries(resume))
    entry.bullets.forEach((text, line) => {
      if (text.trim()) lines.push({ place: { ...entry.place, line }, text, bullet: true });
    });
  resume.skills.forEach((text, line) => {
    lines.push({ place: { section: 'skills', line }, text, bullet: false });
  });
  resume.certifications.forEach((c, entry) => {
    lines.push({ place: { section: 'certifications', entry }, text: c.name, bullet: false });
  });
  return lines;
}

/** The names a resume gives (its person, employers, titles, schools, degrees, certifications, skills). */
export function namedTexts(resume: ResumeData): Array<{ place: FindingPlace; text: string }> {
  const contact: FindingPlace = { section: 'contact' };
  return [
    { place: contact, text: resume.name },
    ...resume.experience.flatMap((job, entry) => [
      { place: { section: 'experience' as const, entry }, text: job.company },
      { place: { section: 'experience' as const, entry }, text: job.role },
    ]),
    ...resume.education.flatMap((school, entry) => [
      { place: { section: 'education' as const, entry }, text: school.institution },
      { place: { section: 'education' as const, entry }, text: school.degree },
    ]),
  ].filter((t) => t.text.trim() !== '');
}
