import type { ResumeData } from '../domain/resume';
import { displayDate } from './dates';
import { SECTION_TITLES } from './sections';

/** One line of text: markdown line breaks inside a field would split it into two fields on the way back. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Writes a resume in SPEC §3's markdown format, so that `parseResumeMarkdown(resumeToMarkdown(r))` gives
 * back `r` (dates normalised to YYYY-MM-01). Empty sections are left out.
 */
export function resumeToMarkdown(resume: ResumeData): string {
  const blocks: string[] = [];
  const contact = [
    ['Name', resume.name],
    ['Email', resume.email],
    ['Phone', resume.phone],
    ['LinkedIn', resume.linkedin],
    ['Portfolio', resume.portfolio],
  ].filter(([, value]) => oneLine(value ?? '') !== '');
  if (contact.length > 0) {
    blocks.push(
      section(
        'contact',
        contact.map(([label, value]) => `${label}: ${oneLine(value ?? '')}`),
      ),
    );
  }
  if (oneLine(resume.summary)) blocks.push(section('summary', [oneLine(resume.summary)]));
  if (resume.experience.length > 0) {
    const jobs = resume.experience.map((job) => {
      const lines = [`### ${oneLine(job.company)}`];
      if (oneLine(job.role)) lines.push(oneLine(job.role));
      const dates = [job.start_date, job.end_date].filter((d): d is string => !!d && oneLine(d) !== '');
      if (dates.length > 0) lines.push(dates.map((d) => displayDate(oneLine(d))).join(' - '));
      for (const item of job.responsibilities) if (oneLine(item)) lines.push(`- ${oneLine(item)}`);
      return lines.join('\n');
    });
    blocks.push(`## ${SECTION_TITLES.experience}\n\n${jobs.join('\n\n')}`);
  }
  if (resume.education.length > 0) {
    const schools = resume.education.map((school) => {
      // Labels only where a field is missing, so positional reading cannot shift a value into the wrong field.
      const positional = oneLine(school.degree) !== '' && oneLine(school.institution) !== '';
      const lines = positional
        ? [oneLine(school.degree), oneLine(school.institution)]
        : [`Degree: ${oneLine(school.degree)}`, `Institution: ${oneLine(school.institution)}`];
      lines.push(`Graduation Year: ${displayDate(oneLine(school.graduation_year))}`);
      return lines.join('\n');
    });
    blocks.push(`## ${SECTION_TITLES.education}\n\n${schools.join('\n\n')}`);
  }
  const skills = resume.skills.map(oneLine).filter(Boolean);
  if (skills.length > 0)
    blocks.push(
      section(
        'skills',
        skills.map((s) => `- ${s}`),
      ),
    );
  const certs = resume.certifications.filter((c) => oneLine(c.name));
  if (certs.length > 0) {
    const lines = certs.map((c) =>
      oneLine(c.year) ? `- ${oneLine(c.name)}, ${displayDate(oneLine(c.year))}` : `- ${oneLine(c.name)}`,
    );
    blocks.push(section('certifications', lines));
  }
  return `${blocks.join('\n\n')}\n`;
}

function section(name: keyof typeof SECTION_TITLES, lines: string[]): string {
  return `## ${SECTION_TITLES[name]}\n\n${lines.join('\n')}`;
}
