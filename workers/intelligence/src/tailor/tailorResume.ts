import type { ResumeData, TailorAddition } from '@rb/contracts';
import { listOf, skillName, tidyOwnSummary } from '../ai/offline/summary';
import { evidenceLines, spelledIn, termPattern } from './evidence';

/** How strongly a line speaks to the posting: how many of its keywords it names (earlier ones weigh more). */
function relevance(line: string, keywords: readonly string[]): number {
  return keywords.reduce((sum, term, i) => sum + (termPattern(term).test(line) ? keywords.length - i : 0), 0);
}

/** A stable sort by relevance, most relevant first; ties keep the user's order. */
function byRelevance<T>(items: readonly T[], text: (item: T) => string, keywords: readonly string[]): T[] {
  return items
    .map((item, index) => ({ item, index, score: relevance(text(item), keywords) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

export interface Tailored {
  resume: ResumeData;
  added: TailorAddition[];
}

/**
 * The resume reordered toward a posting's keywords (most important first): skills and each entry's
 * bullets by how many keywords they name, and a keyword the resume already shows outside its skills
 * list (in a bullet, a project, a certification…) added to the skills as the resume spells it, with that
 * line as its evidence. Nothing else is added: a keyword the resume never mentions stays missing.
 */
export function tailorResume(resume: ResumeData, keywords: readonly string[]): Tailored {
  const listed = (term: string) => resume.skills.some((skill) => termPattern(term).test(skill));
  // The summary is the user's own claim about themselves, not evidence of use: a skill must show in a
  // bullet, project, certification, degree or course.
  const lines = evidenceLines(resume).filter((l) => l.where !== 'Summary');
  const added: TailorAddition[] = [];
  for (const term of keywords) {
    if (listed(term)) continue;
    const line = lines.find((l) => spelledIn(term, l.text));
    const spelling = line && spelledIn(term, line.text);
    if (!line || !spelling || added.some((a) => a.term.toLowerCase() === spelling.toLowerCase())) continue;
    added.push({ term: spelling, evidence: line.text, where: line.where });
  }
  const skills = byRelevance([...resume.skills, ...added.map((a) => a.term)], (s) => s, keywords).slice(
    0,
    100,
  );
  const reorder = (bullets: string[]) => byRelevance(bullets, (b) => b, keywords);
  return {
    resume: {
      ...resume,
      skills,
      experience: resume.experience.map((job) => ({
        ...job,
        responsibilities: reorder(job.responsibilities),
      })),
      ...(resume.projects && {
        projects: resume.projects.map((p) => ({ ...p, bullets: reorder(p.bullets) })),
      }),
    },
    added,
  };
}

/** Whether a text names a posting keyword the resume shows nowhere: the check on a rewritten summary. */
export function inventedTerms(text: string, resume: ResumeData, keywords: readonly string[]): string[] {
  const shown = [...evidenceLines(resume).map((l) => l.text), ...resume.skills].join('\n');
  return keywords.filter((term) => termPattern(term).test(text) && !termPattern(term).test(shown));
}

/**
 * The offline summary toward a role: the original, with the posting's keywords the resume shows and the
 * summary does not name yet after its first sentence, each by its name alone ("Proficiency in accounting
 * software" as "accounting software"). The user's opening says who they are ("Retail store manager with
 * 9 years…"), the strongest line a career changer has, so a generic skills sentence never pushes it back;
 * the keywords count the same for the score wherever they stand. A keyword the resume holds as a
 * certification is named as one ("Holds the BLS certification."): a certificate is no "hands-on experience".
 */
export function focusedSummary(resume: ResumeData, focus: readonly string[]): string {
  const [opening = '', ...rest] = tidyOwnSummary(resume.summary);
  const own = [opening, ...rest].join(' ');
  // Only the label is cut: a focus term matched a posting's skill, so it is no sidebar debris.
  const terms = focus
    .map(skillName)
    .filter((term) => term && !termPattern(term).test(own))
    .slice(0, 4);
  const certificationOf = (term: string) => resume.certifications.find((c) => termPattern(term).test(c.name));
  // The certification by its own name as the resume writes it, in a whole sentence: the skill's word alone
  // made "… desktop support. hardware certified." of a CompTIA A+ line.
  const certificates = [
    ...new Set(terms.flatMap((term) => certificationOf(term)?.name ?? []).map(certificationName)),
  ];
  const skills = terms.filter((term) => !certificationOf(term));
  const focused = [
    ...(certificates.length > 0
      ? [`Holds the ${listOf(certificates)} certification${certificates.length > 1 ? 's' : ''}.`]
      : []),
    ...(skills.length > 0 ? [`Hands-on experience with ${listOf(skills)}.`] : []),
  ];
  return [opening, ...focused, ...rest].filter(Boolean).join(' ');
}

/** A certification's name without the word saying it is one ("CompTIA A+ Certification" → "CompTIA A+"). */
const certificationName = (name: string) =>
  name
    .trim()
    .replace(/^certified\s+/i, '')
    .replace(/\s+(?:certified|certification|certificate)$/i, '');
