import type { ResumeData } from '../domain/resume';
import { escapeHtml } from './escape';
import { type OutlineEntry, type OutlineSection, resumeOutline } from './outline';

const nonEmpty = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

/** Contact details in reading order, escaped, empty ones dropped; links are shown as text, never as href. */
export function contactItems(resume: ResumeData): string[] {
  return nonEmpty([resume.email, resume.phone, resume.linkedin, resume.portfolio]).map(escapeHtml);
}

function bulletList(items: string[]): string {
  return items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
}

function entryHtml(e: OutlineEntry): string {
  const details = e.details.map((d) => `<p>${escapeHtml(d)}</p>`).join('');
  return `<article><div class="row"><h3>${escapeHtml(e.title)}</h3><span class="dates">${escapeHtml(e.when)}</span></div>${details}${bulletList(e.bullets)}</article>`;
}

function sectionBody(s: OutlineSection): string {
  switch (s.kind) {
    case 'text':
      return `<p>${escapeHtml(s.text)}</p>`;
    case 'inline':
      return `<p>${s.items.map(escapeHtml).join(' · ')}</p>`;
    case 'bullets':
      return bulletList(s.items);
    case 'entries':
      return s.entries.map(entryHtml).join('');
  }
}

/** The body sections every template shares (see outline.ts), every value escaped. */
export function resumeSections(resume: ResumeData): string {
  return resumeOutline(resume)
    .map((s) => `<section><h2>${escapeHtml(s.title)}</h2>${sectionBody(s)}</section>`)
    .join('');
}
