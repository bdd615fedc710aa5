import { SECTION_HEADINGS, type SectionName, sectionForHeading } from '@rb/contracts';
import { profileHeadLength } from './profileHead';
import { datesAnEntry, headsAnEntry } from './strayEntries';
import { headingStyles, readsAsTitle } from './styledHeadings';

export type ParsedSection = SectionName | 'other';

/** Headings of sections the form has no place for; their lines must not leak into the previous section. */
const OTHER_HEADINGS = new Set([
  'projects',
  'personal projects',
  'activities',
  'activities and interests',
  'interests',
  'hobbies',
  'references',
  'certifications & awards',
  'publications',
  'languages',
  'volunteer',
  'volunteering',
  'volunteer experience',
  'on campus involvement',
  'leadership',
  'extracurricular activities',
  'courses',
  'relevant courses',
  'relevant coursework',
  'coursework',
  'training',
  'trainings',
  'professional development',
  'language',
  'language skills',
  'personal details',
  'personal interests',
  'volunteer work',
  'community service',
  'affiliations',
  'memberships',
  'professional affiliations',
  'portfolio',
  'details',
  'links',
  'additional information',
  'research',
  'accomplishments',
  'key accomplishments',
  'hobbies and interests',
  'hobbies & interests',
  // Functional resumes lead with what was achieved, grouped by skill, above a plain list of jobs.
  'selected accomplishments',
  'relevant accomplishments',
  'notable accomplishments',
  'career highlights',
  'professional highlights',
  'key achievements',
  'selected achievements',
  'career achievements',
  // Nursing and health students' placements: kept under their title, not run into the job above.
  'clinical rotations',
  'clinical placements',
  'clinical experience',
]);

/**
 * Headings of sections the form ignores whose words never open a skill or a bullet, so one run into its
 * content ("Hobbies Art, Rugby", "Accomplishments • Developed …") is still a heading. Others such as
 * "Leadership" or "Project" also begin list items ("Project Management") and must stand alone.
 */
const RUN_IN_OTHER_HEADINGS = new Set([
  'accomplishments',
  'key accomplishments',
  'hobbies',
  'interests',
  'hobbies and interests',
  'hobbies & interests',
  'personal interests',
  'references',
]);

/** Extra heading spellings resumes use beyond the markdown format's. */
const EXTRA_HEADINGS: Record<string, SectionName> = {
  'professional summary': 'summary',
  'professional profile': 'summary',
  'career profile': 'summary',
  'executive summary': 'summary',
  'summary of qualifications': 'summary',
  'personal profile': 'summary',
  'employment experience': 'experience',
  'relevant work experience': 'experience',
  'professional experience and projects': 'experience',
  'work and leadership experience': 'experience',
  'career experience': 'experience',
  'core skills': 'skills',
  // LinkedIn's "Save as PDF" sidebar.
  'top skills': 'skills',
  'key competencies': 'skills',
  'core qualifications': 'skills',
  'skills summary': 'skills',
  'technical proficiencies': 'skills',
  'technical competencies': 'skills',
  'tools and technologies': 'skills',
  'tools & technologies': 'skills',
  'education and qualifications': 'education',
  'education & qualifications': 'education',
  'academic history': 'education',
  'career objective': 'summary',
  'personal statement': 'summary',
  'relevant experience': 'experience',
  'experience summary': 'experience',
  'work experience': 'experience',
  'professional background': 'experience',
  'skills and abilities': 'skills',
  'skills & abilities': 'skills',
  'technical skills': 'skills',
  'skills & tools': 'skills',
  'areas of expertise': 'skills',
  expertise: 'skills',
  'education & training': 'education',
  'academic qualifications': 'education',
  'licenses & certifications': 'certifications',
  'certifications & licenses': 'certifications',
  'certificates and courses': 'certifications',
  'professional certifications': 'certifications',
  // Résumé exports that label each block "… Details".
  'education details': 'education',
  'skill details': 'skills',
  'skills details': 'skills',
  'company details': 'experience',
  // Trades ("tickets") and British spelling.
  tickets: 'certifications',
  licences: 'certifications',
  'licences and certifications': 'certifications',
  'licences & certifications': 'certifications',
  'certifications & licences': 'certifications',
  'licenses and tickets': 'certifications',
  'employment details': 'experience',
  'honors/awards': 'awards',
  'honours/awards': 'awards',
  // Only alone on its line (STANDALONE_HEADINGS): "Project Management" opens skills and bullets.
  project: 'projects',
};

/**
 * Headings whose word also opens list items and bullets ("Project Management", "Project lead for …"): a
 * heading only when it stands alone on its line, never run into content.
 */
const STANDALONE_HEADINGS = new Set(['project']);
const standsAlone = (lead: string) => STANDALONE_HEADINGS.has(lead.replace(/[:|]+$/, '').toLowerCase());

export interface Heading {
  section: ParsedSection;
  /** Text after the heading on the same line ("Employment History Senior Designer at …"). */
  rest: string;
}

/** The section a line opens, or null when the line is content. */
export function headingOf(line: string): Heading | null {
  const whole = classify(line);
  if (whole) return { section: whole, rest: '' };
  // A heading run into its first content line ("Employment History Senior Designer at …",
  // "Experience2019 – Now"): the longest leading phrase that names a section, followed by a capital or
  // a digit. Sections the form ignores are not split this way, so a bullet cannot open one.
  // Written in capitals, the heading ends where a capitalised word starts ("EXPERIENCESoftware Engineer").
  const glued =
    /^(\p{Lu}\p{Ll}{4,})(?=[\p{Lu}\d])(.+)$/u.exec(line) ??
    /^(\p{Lu}{4,}(?: \p{Lu}{2,}){0,3})(?=\p{Lu}\p{Ll}|\d)(.+)$/u.exec(line);
  if (glued?.[1] && glued[2] && !standsAlone(glued[1])) {
    const section = classifyKnown(glued[1]);
    if (section && section !== 'other') return { section, rest: glued[2].trim() };
  }
  // A bullet's glyph opens an item, never a heading run into one ("• Education outreach for …").
  if (/^[•▪◦●∙·*-]/.test(line)) return null;
  const words = line.split(' ');
  for (let k = Math.min(4, words.length - 1); k >= 1; k -= 1) {
    const lead = words.slice(0, k).join(' ');
    const rest = words.slice(k).join(' ');
    const section = standsAlone(lead) ? null : classifyKnown(lead);
    // A label's colon ends the heading however its content starts ("Skills: patient care, IV therapy").
    if (section && section !== 'other' && (/^[\p{Lu}\d]/u.test(rest) || lead.endsWith(':')))
      return { section, rest };
    if (
      section === 'other' &&
      RUN_IN_OTHER_HEADINGS.has(lead.replace(/:$/, '').toLowerCase()) &&
      /^[\p{Lu}\d•▪●]/u.test(rest)
    ) {
      return { section, rest };
    }
  }
  return null;
}

/**
 * "Computer Skills", "CLINICAL SKILLS": a word or two in title case or capitals saying which skills the
 * list holds. In sentence case it is a skill of the list ("Communication skills", "IT skills"); with a
 * colon it labels lines inside a job as often as it heads a section ("Computer Skills: AutoCAD").
 */
const KIND_OF_SKILLS = /^(?:\p{Lu}[\p{L}-]{1,20} ){1,2}(?:Skills|SKILLS)$/u;

function classify(text: string): ParsedSection | null {
  const known = classifyKnown(text);
  if (known) return known;
  return KIND_OF_SKILLS.test(text.trim()) ? 'skills' : null;
}

function classifyKnown(text: string): ParsedSection | null {
  const key = text
    .replace(/[:|]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (key.length === 0 || key.length > 40) return null;
  const known = sectionForHeading(key) ?? EXTRA_HEADINGS[key];
  if (known) return known;
  if (OTHER_HEADINGS.has(key)) return 'other';
  // "Key Skills & Competencies", "Education and Certifications": two headings joined by "&" or "and"
  // head the first one's section.
  const pair = /^(.{3,}?) (?:&|and) (.{3,})$/.exec(key);
  const first = pair?.[1] ? classify(pair[1]) : null;
  if (first && first !== 'other' && pair?.[2] && classify(pair[2])) return first;
  // "Technical Skills & Tools", "Tools & Technical Skills": skills joined with a word or two saying what
  // the list holds, which names no section of its own.
  const sides = pair ? [pair[1] ?? '', pair[2] ?? ''].map((side) => ({ side, section: classify(side) })) : [];
  const listed = sides.find((s) => s.section === null);
  if (sides.some((s) => s.section === 'skills') && listed && listed.side.split(' ').length <= 2)
    return 'skills';
  // Letter-spaced headings lose their word gaps once joined ("W O R K  E X P" → "WORKEXPERIENCE"); a
  // figure or a dash is no part of a heading ("Project 1", "1) Project Lead for …").
  if (/\d/.test(key)) return null;
  return COMPACT_HEADINGS.get(key.replace(/[^\p{L}]/gu, '')) ?? null;
}

/** Every heading spelling without spaces or punctuation, for headings whose word gaps were lost. */
const COMPACT_HEADINGS = new Map<string, ParsedSection>(
  [
    ...SECTION_HEADINGS,
    ...Object.entries(EXTRA_HEADINGS),
    ...[...OTHER_HEADINGS].map((h) => [h, 'other'] as const),
  ].map(([heading, section]) => [heading.replace(/[^\p{L}]/gu, ''), section]),
);

/**
 * "… Windows, Ms. OfficeEducation Details", "… PostgreSQL.Education Details", "… Windows 7Education
 * Details": a heading glued to the end of the content before it, seen by a lower-case letter, a digit or
 * a sentence's closing punctuation running straight into the capital of a known heading that ends the
 * line. A capital before it is left alone: "SQLEDUCATION" does not say where its words part.
 */
function splitTrailingHeading(line: string): string[] {
  const glued = /^(.*[\p{Ll}\p{N}.,;:)])(\p{Lu}[\p{L} ]{3,38})$/u.exec(line.trim());
  const section = glued?.[2] ? classify(glued[2]) : null;
  if (!glued?.[1] || !section || section === 'other') return [line];
  return [glued[1], glued[2] ?? ''];
}

const hasLowerCase = (line: string) => /\p{Ll}/u.test(line);

/** The sections nearly every resume has, whose headings show how the document writes its headings. */
const CORE_SECTIONS = new Set<ParsedSection>([
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
]);

/** The sections a two-column layout puts in its main column, after the sidebar. */
const MAIN_SECTIONS = new Set<ParsedSection>(['summary', 'experience']);

/**
 * Whether the document writes its headings in capitals: two or more lines standing alone as headings of
 * core sections, none with a lower-case letter.
 */
function headingsInCapitals(lines: readonly string[]): boolean {
  const core = lines.filter((line) => CORE_SECTIONS.has(classify(line) as ParsedSection));
  return core.length >= 2 && !core.some(hasLowerCase);
}

/** A section the form has no field for, under the heading the resume gave it. */
export interface TitledSection {
  title: string;
  lines: string[];
}

/**
 * Lines grouped under the section heading that precedes them; lines before any heading go to 'top'.
 * The 'other' sections' lines are also handed to `others`, one entry per heading, with its title
 * (an entry that ran on past a skills list has none).
 */
export function splitSections(
  lines: readonly string[],
  others: TitledSection[] = [],
  styles: readonly (string | undefined)[] = [],
): Map<ParsedSection | 'top', string[]> {
  const sections = new Map<ParsedSection | 'top', string[]>([['top', []]]);
  let current = 'top' as ParsedSection | 'top';
  const capitalHeadings = headingsInCapitals(lines);
  // Each line's heading is asked for again below: read once.
  const headings = new Map<string, Heading | null>();
  const headingAt = (line: string) => {
    let found = headings.get(line);
    if (found === undefined) {
      found = headingOf(line);
      headings.set(line, found);
    }
    return found;
  };
  const setAsHeadings = headingStyles(lines, styles, (line) => headingAt(line) !== null);
  // A short line set in the headings' style, below the first heading (the name and title above it are
  // set apart too), is a heading as a whole: its words name the section where they do ("Volunteering
  // Abroad" opens volunteering, not a heading run into "Abroad"), else it is one the form has no field for.
  const styledHeading = (line: string, style: string | undefined): Heading | null => {
    if (current === 'top' || style === undefined || !setAsHeadings.has(style) || !readsAsTitle(line))
      return null;
    return { section: headingAt(line)?.section ?? 'other', rest: '' };
  };
  // "Leadership", "Training" or "Research" on a line of its own in a skills list, where the document's
  // headings are in capitals: a skill written like the others, not a heading written unlike its own
  // (a core section's heading, even so written, still ends the list).
  const skillNotHeading = (line: string, found: Heading) =>
    current === 'skills' &&
    capitalHeadings &&
    !CORE_SECTIONS.has(found.section) &&
    !found.rest &&
    hasLowerCase(line);
  const add = (section: ParsedSection | 'top', line: string) => {
    if (!sections.has(section)) sections.set(section, []);
    sections.get(section)?.push(line);
  };
  // A heading glued to the line before it is split off; the pieces are no longer set as the line was.
  const pieces = lines.flatMap((line, i) =>
    splitTrailingHeading(line).map((piece, _, all) => ({
      line: piece,
      style: all.length === 1 ? styles[i] : undefined,
    })),
  );
  for (const { line, style } of pieces) {
    const previous: string = sections.get(current)?.at(-1) ?? '';
    // "… · User" / "Experience Design · Market Research": a list item wrapped onto a line that opens
    // with a section's name is no heading run into content.
    const insideItem: boolean = / · /.test(previous) && !/·\s*$/.test(previous);
    const found = headingAt(line);
    const heading: Heading | null =
      styledHeading(line, style) ??
      (found &&
      !(found.rest && insideItem) &&
      !(current === 'skills' && labelsSkills(line, found)) &&
      !skillNotHeading(line, found)
        ? found
        : null);
    // A document opening with a sidebar: its main column starts with the person's head, left at the
    // end of the sidebar's last section; it belongs at the top.
    if (
      heading &&
      MAIN_SECTIONS.has(heading.section) &&
      current !== 'top' &&
      sections.get('top')?.length === 0
    ) {
      const last = sections.get(current) ?? [];
      sections.get('top')?.push(...last.splice(last.length - profileHeadLength(last)));
    }
    if (heading) current = heading.section;
    const content = heading ? heading.rest : line;
    if (heading?.section === 'other') {
      others.push({
        title: line.slice(0, line.length - heading.rest.length).replace(/[:|\s]+$/, ''),
        lines: [],
      });
    }
    if (current === 'skills' && content && datesAnEntry(content)) {
      // The skills list ended where a dated entry begins; the entry's header lines above its dates go
      // with it, and so does all that follows up to the next heading.
      const skills = sections.get('skills') ?? [];
      const header: string[] = [];
      while (header.length < 2 && skills.length > 0 && headsAnEntry(skills.at(-1) ?? '')) {
        header.unshift(skills.pop() ?? '');
      }
      current = 'other';
      others.push({ title: '', lines: [] });
      for (const moved of header) add(current, moved);
    }
    if (heading && !sections.has(current)) sections.set(current, []);
    if (content) add(current, content);
    if (content && current === 'other') others.at(-1)?.lines.push(content);
  }
  return sections;
}

/**
 * "Languages: Python, Java" inside a skills list: a category of it, not the spoken-languages section,
 * which a heading standing alone opens. Only that heading doubles as a category of skills.
 */
function labelsSkills(line: string, found: Heading): boolean {
  return found.section === 'languages' && found.rest !== '' && /^[^:]{2,40}:\s*\S/.test(line);
}
