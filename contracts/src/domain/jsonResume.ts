import { z } from 'zod';
import { normalizeDate } from '../markdown/dates';
import type { ResumeData } from './resume';

/**
 * JSON Resume (jsonresume.org, schema v1): the parts this product reads and writes. Loose objects,
 * since the published schema allows any extra property; the resume service also checks a document
 * against the published schema (`@jsonresume/schema`) before converting it.
 */
const text = z.string().max(5000).optional();
const lines = z.array(z.string().max(1000)).max(100).optional();
const item = <T extends z.ZodRawShape>(shape: T) => z.array(z.looseObject(shape)).max(100).optional();

export const jsonResumeSchema = z.looseObject({
  basics: z
    .looseObject({
      name: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      profiles: item({ network: text, username: text, url: text }),
    })
    .optional(),
  work: item({
    name: text,
    position: text,
    location: text,
    startDate: text,
    endDate: text,
    highlights: lines,
  }),
  volunteer: item({ organization: text, position: text, startDate: text, endDate: text, highlights: lines }),
  education: item({
    institution: text,
    area: text,
    studyType: text,
    endDate: text,
    score: text,
    courses: lines,
  }),
  awards: item({ title: text, date: text, awarder: text, summary: text }),
  certificates: item({ name: text, date: text, issuer: text }),
  publications: item({ name: text, publisher: text, releaseDate: text, url: text }),
  skills: item({ name: text, keywords: lines }),
  languages: item({ language: text, fluency: text }),
  interests: item({ name: text, keywords: lines }),
  projects: item({
    name: text,
    description: text,
    url: text,
    startDate: text,
    endDate: text,
    highlights: lines,
  }),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** The schema's date: a year, year-month or full date. Any other date text cannot be held there. */
const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
const isoDate = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  if (ISO_DATE.test(trimmed)) return trimmed;
  // A date kept as written ("January 2021") goes into the schema normalised ("2021-01-01").
  const normalised = normalizeDate(trimmed);
  return ISO_DATE.test(normalised) ? normalised : undefined;
};
/** The schema's `uri` format needs a scheme; a bare "linkedin.com/in/x" goes in a profile's username. */
const isUri = (value: string) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(value.trim());

const LINKEDIN = 'LinkedIn';
const PORTFOLIO = 'Portfolio';

/** Drops undefined, empty strings and empty arrays, so the document holds only what the resume has. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}
const section = <T extends object>(items: T[]) => {
  const kept = items.map(compact).filter((entry) => Object.keys(entry).length > 0);
  return kept.length > 0 ? kept : undefined;
};

/**
 * Our resume as a JSON Resume document. What the schema cannot hold is left out: dates that are not
 * ISO-shaped (e.g. "Jan 2020"; "Present" is an absent endDate, the schema's "current"), education
 * honors and courses taken outside a degree. Custom sections travel as `interests` (heading and lines).
 */
export function toJsonResume(resume: ResumeData): JsonResume {
  const profiles = [];
  const portfolioIsUrl = isUri(resume.portfolio);
  if (resume.linkedin) {
    profiles.push(
      isUri(resume.linkedin)
        ? { network: LINKEDIN, url: resume.linkedin }
        : { network: LINKEDIN, username: resume.linkedin },
    );
  }
  if (resume.portfolio && !portfolioIsUrl) profiles.push({ network: PORTFOLIO, username: resume.portfolio });
  return compact({
    basics: compact({
      name: resume.name,
      email: resume.email,
      phone: resume.phone,
      url: portfolioIsUrl ? resume.portfolio : undefined,
      summary: resume.summary,
      profiles,
    }),
    work: section(
      resume.experience.map((job) => ({
        name: job.company,
        position: job.role,
        location: job.location,
        startDate: isoDate(job.start_date),
        endDate: isoDate(job.end_date),
        highlights: job.responsibilities,
      })),
    ),
    volunteer: section(
      (resume.volunteering ?? []).map((v) => ({
        organization: v.organization,
        position: v.role,
        startDate: isoDate(v.start_date),
        endDate: isoDate(v.end_date),
        highlights: v.bullets,
      })),
    ),
    education: section(
      resume.education.map((school) => ({
        institution: school.institution,
        studyType: school.degree,
        endDate: isoDate(school.graduation_year),
        score: school.gpa,
        courses: school.coursework,
      })),
    ),
    awards: section(
      (resume.awards ?? []).map((a) => ({
        title: a.name,
        awarder: a.issuer,
        date: isoDate(a.year),
        summary: a.description,
      })),
    ),
    certificates: section(
      resume.certifications.map((c) => ({ name: c.name, issuer: c.issuer, date: isoDate(c.year) })),
    ),
    publications: section(
      (resume.publications ?? []).map((p) => ({
        name: p.title,
        publisher: p.publisher,
        releaseDate: isoDate(p.year),
        url: isUri(p.link) ? p.link : undefined,
      })),
    ),
    skills: section(resume.skills.map((name) => ({ name }))),
    languages: section((resume.languages ?? []).map((l) => ({ language: l.name, fluency: l.level }))),
    // An "Interests" section is the schema's own interests, one per line; any other section of ours
    // travels as an interest named for its title, its lines as keywords.
    interests: section(
      (resume.custom ?? []).flatMap((c) =>
        isInterests(c.title) ? c.items.map((name) => ({ name })) : [{ name: c.title, keywords: c.items }],
      ),
    ),
    projects: section(
      (resume.projects ?? []).map((p) => ({
        name: p.name,
        description: p.description,
        url: isUri(p.link) ? p.link : undefined,
        startDate: isoDate(p.start_date),
        endDate: isoDate(p.end_date),
        highlights: p.bullets,
      })),
    ),
  });
}

const orEmpty = (value: string | undefined) => value?.trim() ?? '';
const INTERESTS = 'Interests';
const isInterests = (title: string) => title.trim().toLowerCase() === INTERESTS.toLowerCase();
/** Our optional sections stay absent rather than empty (see resumeDataSchema). */
const optional = <T>(items: T[]) => (items.length > 0 ? items : undefined);

/**
 * A JSON Resume document as our resume (not yet checked against our limits: parse the result with
 * resumeDataSchema). What we have no field for is left out: basics label, image and location, work
 * summaries, skill levels, references, project roles and the rest; a skill group becomes its keywords.
 */
export function fromJsonResume(doc: JsonResume): ResumeData {
  const basics = doc.basics ?? {};
  const profile = (network: string) => {
    const found = basics.profiles?.find((p) => p.network?.toLowerCase() === network.toLowerCase());
    return orEmpty(found?.url ?? found?.username);
  };
  const resume: ResumeData = {
    name: orEmpty(basics.name),
    email: orEmpty(basics.email),
    phone: orEmpty(basics.phone),
    linkedin: profile(LINKEDIN),
    portfolio: orEmpty(basics.url) || profile(PORTFOLIO),
    summary: basics.summary ?? '',
    experience: (doc.work ?? []).map((w) => ({
      company: orEmpty(w.name),
      role: orEmpty(w.position),
      start_date: orEmpty(w.startDate),
      end_date: w.endDate?.trim() || null,
      ...(w.location?.trim() ? { location: w.location.trim() } : {}),
      responsibilities: w.highlights ?? [],
    })),
    education: (doc.education ?? []).map((e) => ({
      institution: orEmpty(e.institution),
      degree: degreeOf(orEmpty(e.studyType), orEmpty(e.area)),
      // The form's graduation year is a year: the schema's "2014-01-01" is the year 2014.
      graduation_year: orEmpty(e.endDate).replace(/^(\d{4})-\d{2}(?:-\d{2})?$/, '$1'),
      ...(e.score ? { gpa: e.score.trim() } : {}),
      ...(e.courses?.length ? { coursework: e.courses } : {}),
    })),
    skills: (doc.skills ?? []).flatMap((s) => (s.keywords?.length ? s.keywords : [orEmpty(s.name)])),
    certifications: (doc.certificates ?? []).map((c) => ({
      name: orEmpty(c.name),
      year: orEmpty(c.date),
      ...(c.issuer ? { issuer: c.issuer.trim() } : {}),
    })),
  };
  const projects = optional(
    (doc.projects ?? []).map((p) => ({
      name: orEmpty(p.name),
      description: p.description ?? '',
      link: orEmpty(p.url),
      start_date: orEmpty(p.startDate),
      end_date: orEmpty(p.endDate),
      bullets: p.highlights ?? [],
    })),
  );
  const awards = optional(
    (doc.awards ?? []).map((a) => ({
      name: orEmpty(a.title),
      issuer: orEmpty(a.awarder),
      year: orEmpty(a.date),
      description: a.summary ?? '',
    })),
  );
  const languages = optional(
    (doc.languages ?? []).map((l) => ({ name: orEmpty(l.language), level: orEmpty(l.fluency) })),
  );
  const volunteering = optional(
    (doc.volunteer ?? []).map((v) => ({
      organization: orEmpty(v.organization),
      role: orEmpty(v.position),
      start_date: orEmpty(v.startDate),
      end_date: orEmpty(v.endDate),
      bullets: v.highlights ?? [],
    })),
  );
  const publications = optional(
    (doc.publications ?? []).map((p) => ({
      title: orEmpty(p.name),
      publisher: orEmpty(p.publisher),
      year: orEmpty(p.releaseDate),
      link: orEmpty(p.url),
    })),
  );
  // The schema's interests are one section headed "Interests", each interest a line ("Wildlife:
  // Ferrets, Unicorns"); another section of ours exported as an interest comes back as such a line.
  const interests = (doc.interests ?? []).flatMap((i) => {
    const name = orEmpty(i.name);
    const keywords = (i.keywords ?? []).map((k) => k.trim()).filter(Boolean);
    if (keywords.length === 0) return name ? [name] : [];
    return [`${name ? `${name}: ` : ''}${keywords.join(', ')}`];
  });
  const custom = optional(interests.length > 0 ? [{ title: INTERESTS, items: interests }] : []);
  return { ...resume, ...compact({ projects, awards, languages, volunteering, publications, custom }) };
}

/** "Bachelor" and "Information Technology" → "Bachelor in Information Technology": both kept. */
function degreeOf(studyType: string, area: string): string {
  if (!area || studyType.toLowerCase().includes(area.toLowerCase())) return studyType;
  return studyType ? `${studyType} in ${area}` : area;
}

const URL_SECTIONS = ['work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'projects'];

/**
 * A JSON Resume read leniently: a `url` that is empty or not a full web address (the schema's `uri`
 * format needs a scheme, "https://…") is left out with a note saying so, rather than refusing the whole
 * document over a link. The published sample itself has one of each. Returns a copy; other problems
 * are left for the schema check to name.
 */
export function withoutBadUrls(doc: Record<string, unknown>): {
  doc: Record<string, unknown>;
  notes: string[];
} {
  const notes: string[] = [];
  const copy = structuredClone(doc);
  const check = (holder: unknown, path: string) => {
    if (typeof holder !== 'object' || holder === null || !('url' in holder)) return;
    const url = (holder as { url: unknown }).url;
    if (typeof url === 'string' && isUri(url)) return;
    delete (holder as { url?: unknown }).url;
    notes.push(
      typeof url === 'string' && url.trim() === ''
        ? `${path}.url was empty and was left out.`
        : `${path}.url ${JSON.stringify(url)} is not a full web address (https://…) and was left out.`,
    );
  };
  const basics = copy.basics as { profiles?: unknown } | undefined;
  check(basics, 'basics');
  if (Array.isArray(basics?.profiles))
    basics.profiles.forEach((p, i) => {
      check(p, `basics.profiles[${i}]`);
    });
  for (const key of URL_SECTIONS) {
    const entries = copy[key];
    if (Array.isArray(entries))
      entries.forEach((entry, i) => {
        check(entry, `${key}[${i}]`);
      });
  }
  return { doc: copy, notes };
}
