import { fitResumeData, type ResumeData, type Volunteering } from '@rb/contracts';
import type { Speller } from '../ai/guard/speller';
import { cleanStyledLines } from './cleanText';
import { findEmail, findLinkedin, findName, findNameNearEmail, findPhone, findPortfolio } from './contact';
import { parseCustomSections } from './customSections';
import { readDocxHtml } from './docxText';
import { parseEducation } from './education';
import { parseExperience } from './experience';
import { looksLikeResume } from './isResume';
import { parseCertifications, parseSkills } from './lists';
import { BULLET } from './markers';
import { parseMoreSections } from './moreSections';
import { withNlpReads } from './nlpReads';
import { splitSections, type TitledSection } from './sections';

const HEADER_LINES = 15;

/**
 * Recovers a resume's structure from extracted text (PDF text, DOCX raw text) without AI, ready to prefill
 * the form. Returns null when the text is not a resume (a cover letter, an empty or foreign document).
 * Values are copied from the text, never invented; fields it cannot find stay empty. What runs longer than
 * a field holds (sixty bullets, a paragraph extracted as one line) is cut to the schema's bounds.
 */
export function parseResumeStructure(text: string, options: ParseOptions = {}): ResumeData | null {
  return withNlpReads(() => parseText(text, options));
}

export interface ParseOptions {
  /** The dictionary that says whether a word a line broke at its hyphen is one word (brokenWords.ts). */
  speller?: Speller | undefined;
}

function parseText(text: string, { speller }: ParseOptions): ResumeData | null {
  const { lines, styles } = cleanStyledLines(text, speller);
  const others: TitledSection[] = [];
  const sections = splitSections(lines, others, styles);
  if (!looksLikeResume(lines.join('\n'), sections)) return null;
  const top = sections.get('top') ?? [];
  const header = [...top.slice(0, HEADER_LINES), ...(sections.get('contact') ?? [])];
  const headerText = header.join('\n');
  const all = lines.join('\n');
  const email = findEmail(headerText) || findEmail(all);
  const name = findName(header.length > 0 ? header : lines) || findNameNearEmail(lines, email);
  return fitResumeData({
    name,
    email,
    phone: findPhone(headerText) || findPhone(all),
    linkedin: findLinkedin(headerText) || findLinkedin(all),
    portfolio: findPortfolio(header),
    summary: summaryOf(sections.get('summary'), top, name),
    experience: parseExperience(sections.get('experience') ?? []),
    education: parseEducation(sections.get('education') ?? []),
    skills: parseSkills(sections.get('skills') ?? []),
    certifications: parseCertifications(sections.get('certifications') ?? []),
    ...volunteeringOf(sections.get('volunteering')),
    ...parseMoreSections((section) => sections.get(section) ?? []),
    ...customOf(others),
  });
}

function customOf(others: readonly TitledSection[]): { custom?: ReturnType<typeof parseCustomSections> } {
  const custom = parseCustomSections(others);
  return custom.length > 0 ? { custom } : {};
}

/**
 * A volunteering section is written like the jobs (role, organisation, dates, bullets): read the same
 * way, it keeps the unpaid work students and career changers list. Absent when the resume has none.
 */
function volunteeringOf(lines: string[] | undefined): { volunteering?: Volunteering[] } {
  const entries = parseExperience(lines ?? []);
  if (entries.length === 0) return {};
  return {
    volunteering: entries.map((e) => ({
      organization: e.company,
      role: e.role,
      start_date: e.start_date,
      end_date: e.end_date ?? '',
      bullets: e.responsibilities,
    })),
  };
}

/** Structure of a DOCX converted to HTML by mammoth, read as a document (docxText.ts). */
export function parseResumeHtml(html: string, options: ParseOptions = {}): ResumeData | null {
  return parseResumeStructure(readDocxHtml(html), options);
}

/**
 * The summary section, or else the unheaded prose under the contact lines: from the first line of eight
 * or more words that is not contact details, through the lines that continue it.
 */
function summaryOf(section: string[] | undefined, top: readonly string[], name: string): string {
  // A summary written as a list reads as its sentences, without the list's glyphs.
  if (section)
    return section
      .map((line) => line.replace(BULLET, ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  const isContact = (l: string) => /@|\d{3}[\s.-]\d{3}|^\d/.test(l) || (name !== '' && l.includes(name));
  const first = top.findIndex((l) => l.split(' ').length >= 8 && !isContact(l));
  if (first < 0) return '';
  const prose: string[] = [];
  for (const line of top.slice(first)) {
    if (isContact(line) || (line.split(' ').length <= 3 && !/[.,]$/.test(line))) break;
    prose.push(line);
  }
  return prose.join(' ').replace(/\s+/g, ' ').trim();
}
