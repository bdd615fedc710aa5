import { z } from 'zod';
import { humanDate } from '../markdown/dates';
import { dateRange } from '../templates/outline';
import { type ResumeData, resumeDataSchema } from './resume';

/** What made a version: the form, an upload, an AI enhancement, tailoring, an import or a restore. */
export const VERSION_SOURCES = ['form', 'upload', 'enhance', 'tailor', 'import', 'restore'] as const;
export const versionSourceSchema = z.enum(VERSION_SOURCES);
export type VersionSource = z.infer<typeof versionSourceSchema>;

/** How many versions of one resume are kept; saving the 51st prunes the oldest. */
export const MAX_RESUME_VERSIONS = 50;

/** A version's number within its resume: 1 for the first save, counting up, never reused. */
export const versionNumberSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const versionSummarySchema = z.object({
  number: z.number().int(),
  source: versionSourceSchema,
  createdAt: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const resumeVersionSchema = versionSummarySchema.extend({ resume: resumeDataSchema });
export type ResumeVersion = z.infer<typeof resumeVersionSchema>;

/**
 * A resume as readable lines, one fact a line under its section heading ("## Skills"; a bullet starts
 * "- ", both set as such by the web's diff view): what a version diff compares, so a reordered bullet or
 * an edited date shows as the line it is. Dates read as the card shows them ("Jan 2021 to Present").
 */
export function resumeLines(resume: ResumeData): string[] {
  const lines: string[] = [];
  const section = (title: string, body: string[]) => {
    const kept = body.filter((line) => line.trim() !== '');
    if (kept.length > 0) lines.push(`## ${title}`, ...kept);
  };
  const joined = (...parts: (string | undefined | null)[]) =>
    parts.filter((part) => part && part.trim() !== '').join(' · ');
  section('Contact', [resume.name, resume.email, resume.phone, resume.linkedin, resume.portfolio]);
  section('Summary', resume.summary.split('\n'));
  section(
    'Experience',
    resume.experience.flatMap((job) => [
      joined(job.role, job.company, dateRange(job.start_date, job.end_date)),
      ...job.responsibilities.map((line) => `- ${line}`),
    ]),
  );
  section(
    'Education',
    resume.education.flatMap((school) => [
      joined(
        school.degree,
        school.institution,
        humanDate(school.graduation_year ?? ''),
        school.gpa,
        school.honors,
      ),
      ...(school.coursework ?? []).map((course) => `- ${course}`),
    ]),
  );
  section('Skills', resume.skills);
  section(
    'Certifications',
    resume.certifications.map((c) => joined(c.name, c.issuer, c.year)),
  );
  section(
    'Projects',
    (resume.projects ?? []).flatMap((p) => [
      joined(p.name, p.link, dateRange(p.start_date ?? '', p.end_date)),
      p.description,
      ...p.bullets.map((line) => `- ${line}`),
    ]),
  );
  section(
    'Awards',
    (resume.awards ?? []).flatMap((a) => [joined(a.name, a.issuer, a.year), a.description]),
  );
  section(
    'Languages',
    (resume.languages ?? []).map((l) => joined(l.name, l.level)),
  );
  section(
    'Volunteering',
    (resume.volunteering ?? []).flatMap((v) => [
      joined(v.role, v.organization, joined(v.start_date, v.end_date)),
      ...v.bullets.map((line) => `- ${line}`),
    ]),
  );
  section(
    'Courses',
    (resume.courses ?? []).map((c) => joined(c.name, c.issuer, c.year)),
  );
  section(
    'Publications',
    (resume.publications ?? []).map((p) => joined(p.title, p.publisher, p.year, p.link)),
  );
  for (const custom of resume.custom ?? []) section(custom.title || 'More', custom.items);
  return lines;
}

/** One line of a diff between two versions. */
export const diffLineSchema = z.object({
  kind: z.enum(['same', 'added', 'removed', 'moved']),
  text: z.string(),
});
export type DiffLine = z.infer<typeof diffLineSchema>;
