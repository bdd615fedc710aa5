export { displayDate, humanDate, normalizeDate, parseDateRange } from './dates';
export { parseResumeMarkdown } from './parse';
export { SECTION_HEADINGS, SECTION_TITLES, type SectionName, sectionForHeading } from './sections';
export { resumeToMarkdown } from './serialize';
