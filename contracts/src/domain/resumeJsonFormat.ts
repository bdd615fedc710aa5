/**
 * Which resume format a JSON document is written in, told by the keys each format's own exports
 * always have. A document in another resume tool's format is refused by that tool's name rather than
 * imported as an almost empty resume.
 */
export type ResumeJsonFormat = 'json-resume' | 'reactive-resume' | 'resume-matcher' | 'unknown';

/** What a format is called in messages. */
export const RESUME_JSON_FORMAT_NAMES: Record<ResumeJsonFormat, string> = {
  'json-resume': 'JSON Resume',
  'reactive-resume': 'Reactive Resume',
  'resume-matcher': 'Resume-Matcher',
  unknown: 'an unknown format',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON Resume's top-level sections (jsonresume.org schema v1). */
const JSON_RESUME_KEYS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
];

export function resumeJsonFormat(doc: unknown): ResumeJsonFormat {
  if (!isObject(doc)) return 'unknown';
  // Reactive Resume (v3/v4): `sections` and `metadata` objects beside `basics`, whose url is {label, href}.
  if (isObject(doc.sections) && isObject(doc.metadata)) return 'reactive-resume';
  // Resume-Matcher's structured resume: `personalInfo` with `workExperience` / `education` lists.
  if (isObject(doc.personalInfo)) return 'resume-matcher';
  if (typeof doc.$schema === 'string' && /jsonresume/i.test(doc.$schema)) return 'json-resume';
  const sections = JSON_RESUME_KEYS.filter((key) => key in doc);
  const shaped = sections.every((key) => (key === 'basics' ? isObject(doc[key]) : Array.isArray(doc[key])));
  return sections.length > 0 && shaped ? 'json-resume' : 'unknown';
}

/** The message for a document that is not a JSON Resume, naming what it looks like. */
export function notJsonResumeMessage(format: ResumeJsonFormat): string {
  return format === 'unknown'
    ? 'That file is not a JSON Resume document: it has none of the sections a JSON Resume has (basics, work, education, skills…).'
    : `That file looks like a ${RESUME_JSON_FORMAT_NAMES[format]} export, not a JSON Resume document. Import the resume's PDF or DOCX instead.`;
}
