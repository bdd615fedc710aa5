/** The resume sections of SPEC §3's markdown format and the heading words that name each of them. */
export type SectionName =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'awards'
  | 'languages'
  | 'volunteering'
  | 'courses'
  | 'publications';

const HEADING_WORDS: Record<SectionName, readonly string[]> = {
  contact: ['contact information', 'contact info', 'contact', 'contact details', 'personal information'],
  summary: ['summary', 'professional summary', 'profile', 'about', 'about me', 'objective', 'career summary'],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
  ],
  education: ['education', 'education and training', 'academic background', 'qualifications'],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core competencies',
    'competencies',
    'skills & abilities',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licenses',
    'licenses and certifications',
    'certifications and licenses',
  ],
  projects: ['projects', 'personal projects', 'selected projects', 'key projects', 'academic projects'],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'honors and awards',
    'awards & honours',
    'achievements',
  ],
  languages: ['languages', 'language skills', 'spoken languages'],
  volunteering: ['volunteering', 'volunteer experience', 'volunteer work', 'community service', 'volunteer'],
  courses: ['courses', 'relevant courses', 'training', 'courses and training', 'professional development'],
  publications: ['publications', 'papers', 'selected publications'],
};

const LOOKUP = new Map<string, SectionName>(
  Object.entries(HEADING_WORDS).flatMap(([name, words]) =>
    words.map((w) => [w, name as SectionName] as const),
  ),
);

/** Every heading spelling and the section it names (lower case, single spaces). */
export const SECTION_HEADINGS: ReadonlyMap<string, SectionName> = LOOKUP;

/** Section for a heading's text ("Work Experience:", "**SKILLS**"), or undefined when it names none. */
export function sectionForHeading(text: string): SectionName | undefined {
  const key = text
    .replace(/[*_#:]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return LOOKUP.get(key);
}

/** The markdown heading each section is written under (the parser reads these back). */
export const SECTION_TITLES: Record<SectionName, string> = {
  contact: 'Contact Information',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  projects: 'Projects',
  awards: 'Awards',
  languages: 'Languages',
  volunteering: 'Volunteering',
  courses: 'Courses',
  publications: 'Publications',
};
