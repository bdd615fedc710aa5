import type { ResumeData } from '../domain/resume';
import { humanDate } from '../markdown/dates';
import { escapeHtml } from './escape';

/**
 * SPEC §5 "Display": start and end, or only the start when the end is missing or "N/A"; stored dates
 * read as people write them ("Aug 2020 – Oct 2021", "2019 – Present"), never "2020-08-01".
 */
export function dateRange(start: string, end: string | null | undefined): string {
  const last = end?.trim();
  const first = humanDate(start);
  if (!last || last === 'N/A') return first;
  return first ? `${first} – ${humanDate(last)}` : humanDate(last);
}

const nonEmpty = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

/** Contact details in reading order, escaped, empty ones dropped; links are shown as text, never as href. */
export function contactItems(resume: ResumeData): string[] {
  return nonEmpty([resume.email, resume.phone, resume.linkedin, resume.portfolio]).map(escapeHtml);
}

function section(title: string, inner: string): string {
  return inner ? `<section><h2>${escapeHtml(title)}</h2>${inner}</section>` : '';
}

function bulletList(items: string[]): string {
  const kept = nonEmpty(items);
  return kept.length ? `<ul>${kept.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
}

function experienceHtml(resume: ResumeData): string {
  return resume.experience
    .filter((e) => e.company || e.role)
    .map((e) => {
      const title = nonEmpty([e.role, e.company]).map(escapeHtml).join(' — ');
      const dates = escapeHtml(dateRange(e.start_date, e.end_date));
      return `<article><div class="row"><h3>${title}</h3><span class="dates">${dates}</span></div>${bulletList(e.responsibilities)}</article>`;
    })
    .join('');
}

function educationHtml(resume: ResumeData): string {
  return resume.education
    .filter((e) => e.institution || e.degree || e.graduation_year)
    .map((e) => {
      const title = nonEmpty([e.degree, e.institution]).map(escapeHtml).join(' — ');
      return `<article><div class="row"><h3>${title}</h3><span class="dates">${escapeHtml(e.graduation_year)}</span></div></article>`;
    })
    .join('');
}

/** The body sections every template shares, in the order ATS parsers expect. */
export function resumeSections(resume: ResumeData): string {
  const summary = resume.summary.trim() ? `<p>${escapeHtml(resume.summary.trim())}</p>` : '';
  const skills = nonEmpty(resume.skills);
  const certs = resume.certifications
    .filter((c) => c.name.trim())
    .map((c) => nonEmpty([c.name, c.year]).join(', '));
  return [
    section('Summary', summary),
    section('Experience', experienceHtml(resume)),
    section('Education', educationHtml(resume)),
    section('Skills', skills.length ? `<p>${skills.map(escapeHtml).join(' · ')}</p>` : ''),
    section('Certifications', bulletList(certs)),
  ].join('');
}
