import { z } from 'zod';
import type { ResumeData } from './resume';

/**
 * What the resume review can find, as a recruiter would: text a template left behind, claims the dates
 * contradict, tense, openings, results, repeats, spelling, the casing of tools, missing contact data or
 * dates, an entry with an empty field, unprofessional content and length.
 */
export const FINDING_KINDS = [
  'template-leftover',
  'date-claim',
  'tense',
  'weak-opening',
  'repeated-opening',
  'no-result',
  'duplicate',
  'spelling',
  'tool-casing',
  'missing-contact',
  'missing-date',
  'missing-field',
  'unprofessional',
  'length',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** The parts of a resume a finding can point at: the resume model's own field names. */
export const REVIEW_SECTIONS = [
  'resume',
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'volunteering',
] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

/**
 * Where a finding is: the section, the entry's index in it (a role, a school) and the line's index in
 * that entry (a bullet), or in the section for a list (a skill). Absent indexes mean the whole section or
 * entry ("no email", "no dates on this role").
 */
export const findingPlaceSchema = z.object({
  section: z.enum(REVIEW_SECTIONS),
  entry: z.number().int().nonnegative().optional(),
  line: z.number().int().nonnegative().optional(),
});
export type FindingPlace = z.infer<typeof findingPlaceSchema>;

/**
 * One finding of the review. `important` is what a recruiter would hold against the resume (a
 * template's leftovers, a claim the dates contradict, a misspelling); `suggestion` what would make it
 * stronger. `text` quotes the line, so a view that shows text (the editor's markdown) can find it;
 * `fix`, where a safe one exists, replaces `before` with `after` in that line.
 */
export const findingSchema = z.object({
  id: z.string().max(120),
  kind: z.enum(FINDING_KINDS),
  severity: z.enum(['important', 'suggestion']),
  place: findingPlaceSchema,
  message: z.string().max(300),
  text: z.string().max(1000).optional(),
  fix: z.object({ before: z.string().max(1000), after: z.string().max(1000) }).optional(),
});
export type Finding = z.infer<typeof findingSchema>;

/** At most this many findings per resume: a longer list helps nobody, and it bounds every reply. */
export const MAX_FINDINGS = 200;
export const findingsSchema = z.array(findingSchema).max(MAX_FINDINGS);

/** "12 findings, 3 important": the count the card and the editor show above the list. */
export function findingsCount(findings: readonly Finding[]): string {
  const important = findings.filter((f) => f.severity === 'important').length;
  const total = `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`;
  return important > 0 ? `${total}, ${important} important` : total;
}

/**
 * A resume with one finding's fix applied: `fix.before` replaced by `fix.after` in the line the finding
 * points at (the summary, a bullet, a skill, a certification's name); a line left empty is removed.
 * Undefined when the finding has no fix or its line no longer holds `fix.before` (the resume changed
 * since the review).
 */
export function applyFinding(resume: ResumeData, finding: Finding): ResumeData | undefined {
  const { fix, place } = finding;
  if (!fix) return undefined;
  const replaced = (line: string | undefined) =>
    line?.includes(fix.before)
      ? line
          .replace(fix.before, fix.after)
          .replace(/\s{2,}/g, ' ')
          .trim()
      : undefined;
  /** The list with its line at `index` fixed, or removed when nothing is left of it. */
  const inList = (lines: readonly string[] | undefined, index: number | undefined) => {
    const line = replaced(index === undefined ? undefined : lines?.[index]);
    if (line === undefined || !lines) return undefined;
    return line === '' ? lines.filter((_, i) => i !== index) : lines.map((l, i) => (i === index ? line : l));
  };
  const entryAt = <T>(list: readonly T[] | undefined, change: (entry: T) => T | undefined) => {
    const entry = place.entry === undefined ? undefined : list?.[place.entry];
    const changed = entry === undefined ? undefined : change(entry);
    return changed === undefined || !list ? undefined : list.map((e, i) => (i === place.entry ? changed : e));
  };
  switch (place.section) {
    case 'summary': {
      const summary = replaced(resume.summary);
      return summary === undefined ? undefined : { ...resume, summary };
    }
    case 'skills': {
      const skills = inList(resume.skills, place.line);
      return skills && { ...resume, skills };
    }
    case 'experience': {
      const experience = entryAt(resume.experience, (job) => {
        const responsibilities = inList(job.responsibilities, place.line);
        return responsibilities && { ...job, responsibilities };
      });
      return experience && { ...resume, experience };
    }
    case 'projects': {
      const projects = entryAt(resume.projects, (p) => {
        const bullets = inList(p.bullets, place.line);
        return bullets && { ...p, bullets };
      });
      return projects && { ...resume, projects };
    }
    case 'volunteering': {
      const volunteering = entryAt(resume.volunteering, (v) => {
        const bullets = inList(v.bullets, place.line);
        return bullets && { ...v, bullets };
      });
      return volunteering && { ...resume, volunteering };
    }
    case 'certifications': {
      const certifications = entryAt(resume.certifications, (c) => {
        const name = replaced(c.name);
        return name ? { ...c, name } : undefined;
      });
      return certifications && { ...resume, certifications };
    }
    default:
      return undefined;
  }
}
