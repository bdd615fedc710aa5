import type { ResumeData } from '../domain/resume';
import { humanDate } from '../markdown/dates';

/**
 * A resume as renderer-neutral sections: the HTML templates, the web's preview and the DOCX writer all
 * draw from this one list, so a section shown in one appears in all, in the same order and wording.
 * Entries with missing fields are kept (with what they have); nothing a user entered is dropped here.
 */
export interface OutlineEntry {
  /** "Role — Company", "Degree — Institution", a project's name. */
  title: string;
  /** Dates or year, shown at the right. */
  when: string;
  /** Lines under the title: description, GPA, issuer, link… */
  details: string[];
  bullets: string[];
}

export type OutlineSection =
  | { title: string; kind: 'text'; text: string }
  | { title: string; kind: 'inline'; items: string[] }
  | { title: string; kind: 'entries'; entries: OutlineEntry[] }
  | { title: string; kind: 'bullets'; items: string[] };

const clean = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

/** A stored YYYY-MM-DD as "Aug 2020"; anything else exactly as the user wrote it. */
const human = (date: string | null | undefined) => humanDate(date ?? '');

/**
 * SPEC §5 "Display": "start to end", or only the start when the end is missing or "N/A"; dates read
 * as people write them ("Aug 2020 to Oct 2021"), never "2020-08-01".
 */
export function dateRange(start: string, end: string | null | undefined): string {
  const first = human(start);
  const last = human(end);
  if (!last || last === 'N/A') return first;
  return first ? `${first} to ${last}` : last;
}

const labelled = (label: string, value: string | undefined) =>
  value?.trim() ? `${label}: ${value.trim()}` : '';

function entries(title: string, list: OutlineEntry[]): OutlineSection {
  return {
    title,
    kind: 'entries',
    entries: list.filter((e) => e.title || e.when || e.details.length || e.bullets.length),
  };
}

function entry(
  title: (string | undefined)[],
  when: string,
  details: string[] = [],
  bullets: string[] = [],
): OutlineEntry {
  return { title: clean(title).join(' — '), when, details: clean(details), bullets: clean(bullets) };
}

/** Every section with content, in the order ATS parsers expect: the SPEC's sections, then ours. */
export function resumeOutline(resume: ResumeData): OutlineSection[] {
  const sections: OutlineSection[] = [
    { title: 'Summary', kind: 'text', text: resume.summary.trim() },
    entries(
      'Experience',
      resume.experience.map((e) =>
        entry(
          [e.role, e.company],
          dateRange(e.start_date, e.end_date),
          [e.location ?? ''],
          e.responsibilities,
        ),
      ),
    ),
    entries(
      'Projects',
      (resume.projects ?? []).map((p) =>
        entry([p.name], dateRange(p.start_date, p.end_date), [p.description, p.link], p.bullets),
      ),
    ),
    entries(
      'Education',
      resume.education.map((e) =>
        entry([e.degree, e.institution], human(e.graduation_year), [
          labelled('GPA', e.gpa),
          e.honors ?? '',
          labelled('Coursework', clean(e.coursework ?? []).join(', ')),
        ]),
      ),
    ),
    { title: 'Skills', kind: 'inline', items: clean(resume.skills) },
    entries(
      'Certifications',
      resume.certifications.map((c) => entry([c.name, c.issuer], human(c.year))),
    ),
    entries(
      'Courses',
      (resume.courses ?? []).map((c) => entry([c.name, c.issuer], human(c.year))),
    ),
    entries(
      'Awards',
      (resume.awards ?? []).map((a) => entry([a.name, a.issuer], human(a.year), [a.description])),
    ),
    entries(
      'Volunteering',
      (resume.volunteering ?? []).map((v) =>
        entry([v.role, v.organization], dateRange(v.start_date, v.end_date), [], v.bullets),
      ),
    ),
    entries(
      'Publications',
      (resume.publications ?? []).map((p) => entry([p.title, p.publisher], human(p.year), [p.link])),
    ),
    {
      title: 'Languages',
      kind: 'inline',
      items: (resume.languages ?? [])
        .filter((l) => l.name.trim())
        .map((l) => (l.level.trim() ? `${l.name.trim()} (${l.level.trim()})` : l.name.trim())),
    },
    ...(resume.custom ?? []).map(
      (c): OutlineSection => ({
        title: c.title.trim() || 'Additional information',
        kind: 'bullets',
        items: clean(c.items),
      }),
    ),
  ];
  return sections.filter((s) =>
    s.kind === 'text' ? s.text !== '' : s.kind === 'entries' ? s.entries.length > 0 : s.items.length > 0,
  );
}
