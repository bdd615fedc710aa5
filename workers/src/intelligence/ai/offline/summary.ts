import type { ResumeData } from '@rb/contracts';

const MAX_SKILLS_NAMED = 5;
/** A result quoted in the summary must be short enough to read as one clause. */
const MAX_RESULT_WORDS = 20;

/**
 * A 2–3 sentence summary built only from what the resume states: the most recent role and the years its
 * dates span, the first skills listed, and one quantified result (or the highest degree). No adjectives
 * the resume does not support, no invented figures.
 */
export function writeSummary(resume: ResumeData, now = new Date()): string {
  const sentences: string[] = [];
  const latest = resume.experience[0];
  const years = yearsSpanned(resume, now);
  const employers = [...new Set(resume.experience.map((j) => j.company.trim()).filter(Boolean))].slice(0, 3);
  if (latest?.role) {
    const span = years >= 1 ? ` with ${years} year${years === 1 ? '' : 's'} of experience` : '';
    const where = employers.length > 0 ? ` across ${listOf(employers)}` : '';
    sentences.push(`${titleCase(latest.role.trim())}${span}${where}.`);
  }
  const skills = resume.skills
    .map(skillName)
    .filter((s) => s && s.split(' ').length <= 3)
    .slice(0, MAX_SKILLS_NAMED);
  if (skills.length > 0) sentences.push(`Skilled in ${listOf(skills)}.`);
  const result = resume.experience
    .flatMap((j) => j.responsibilities)
    .find((r) => /\d/.test(r) && r.split(' ').length <= MAX_RESULT_WORDS);
  const degree = resume.education.find((e) => e.degree.trim() && e.institution.trim());
  if (result) sentences.push(`Recent results: ${result.replace(/[.\s]+$/, '')}.`);
  else if (degree) sentences.push(`Holds a ${degree.degree.trim()} from ${degree.institution.trim()}.`);
  if (sentences.length >= 2) return sentences.slice(0, 3).join(' ');
  // Too little structure to write from: keep the person's own summary, trimmed to three sentences.
  const own = resume.summary.replace(/\s+/g, ' ').trim();
  const ownSentences = own.match(/[^.!?]+[.!?]+/g) ?? (own ? [own] : []);
  return [...sentences, ...ownSentences.map((s) => s.trim())].slice(0, 3).join(' ');
}

/** "Proficiency in accounting software" → "accounting software", so the list reads as skills. */
export function skillName(skill: string): string {
  return skill
    .replace(
      /^(?:proficien(?:t|cy)\s+(?:in|with)|knowledge\s+of|experience\s+(?:in|with)|excellent|strong|basic)\s+/i,
      '',
    )
    .trim();
}

/** Whole years from the earliest start year to the latest end year (the current year for "Present"). */
function yearsSpanned(resume: ResumeData, now: Date): number {
  let earliest = Number.POSITIVE_INFINITY;
  let latest = 0;
  for (const job of resume.experience) {
    const start = /(?:19|20)\d{2}/.exec(job.start_date)?.[0];
    if (!start) continue;
    const endText = job.end_date ?? '';
    const end =
      /(?:19|20)\d{2}/.exec(endText)?.[0] ??
      (/present|current/i.test(endText) ? String(now.getUTCFullYear()) : start);
    earliest = Math.min(earliest, Number(start));
    latest = Math.max(latest, Number(end));
  }
  return Number.isFinite(earliest) ? Math.max(0, latest - earliest) : 0;
}

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "DATA ENGINEER" → "Data Engineer"; mixed-case roles ("iOS Developer") are left as written. */
function titleCase(role: string): string {
  if (role !== role.toUpperCase()) return `${role.charAt(0).toUpperCase()}${role.slice(1)}`;
  return role.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
