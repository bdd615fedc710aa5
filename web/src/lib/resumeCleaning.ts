import type { ResumeData } from '@rb/contracts';

const hasPlaceholder = (s: string | null | undefined) => (s ?? '').toLowerCase().includes('placeholder');

/**
 * SPEC §5 "Enhancing a stored resume": education missing a field or holding "placeholder" goes,
 * skills and certifications holding "placeholder" go. Empty sections are simply empty lists.
 */
export function cleanForEnhance(resume: ResumeData): ResumeData {
  return {
    ...resumeDataOf(resume),
    education: resume.education.filter(
      (e) =>
        e.institution.trim() &&
        e.degree.trim() &&
        e.graduation_year.trim() &&
        ![e.institution, e.degree, e.graduation_year].some(hasPlaceholder),
    ),
    skills: resume.skills.filter((s) => s.trim() && !hasPlaceholder(s)),
    certifications: resume.certifications.filter((c) => !hasPlaceholder(c.name) && !hasPlaceholder(c.year)),
  };
}

/** The resume as one text block, for the dashboard's "Enhance Resume" (SPEC §7 resumeText). */
export function flattenResume(r: ResumeData): string {
  const lines = [r.name, [r.email, r.phone, r.linkedin, r.portfolio].filter(Boolean).join(' | ')];
  if (r.summary) lines.push('', 'Summary', r.summary);
  if (r.experience.length) {
    lines.push('', 'Experience');
    for (const e of r.experience) {
      lines.push(`${e.company} — ${e.role} (${e.start_date}${e.end_date ? ` to ${e.end_date}` : ''})`);
      for (const item of e.responsibilities) lines.push(`- ${item}`);
    }
  }
  if (r.education.length) {
    lines.push('', 'Education');
    for (const e of r.education)
      lines.push([e.degree, e.institution, e.graduation_year].filter(Boolean).join(', '));
  }
  if (r.skills.length) lines.push('', 'Skills', r.skills.join(', '));
  if (r.certifications.length) {
    lines.push('', 'Certifications');
    for (const c of r.certifications) lines.push([c.name, c.year].filter(Boolean).join(', '));
  }
  return lines.join('\n').trim();
}

/** Only the fields of ResumeData, as the strict request schemas want (a stored resume has more). */
export function resumeDataOf(r: ResumeData): ResumeData {
  const { name, email, phone, linkedin, portfolio, summary, experience, education, skills, certifications } =
    r;
  return { name, email, phone, linkedin, portfolio, summary, experience, education, skills, certifications };
}
