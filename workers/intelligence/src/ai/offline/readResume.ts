import { parseResumeMarkdown, type ResumeData } from '@rb/contracts';
import { parseResumeStructure } from '../../parse/parseResumeStructure';

const MARKDOWN_HEADING = /^#{1,3}\s+\S/m;
/** A "summary" this long, or spanning lines, is a whole resume pasted into one field. */
const WHOLE_TEXT_CHARS = 600;

/** True when only the summary is filled and it holds a whole resume (the editor's Summarize sends that). */
export function isWholeResumeText(summary: string, otherFieldsEmpty: boolean): boolean {
  return otherFieldsEmpty && (summary.trim().includes('\n') || summary.length > WHOLE_TEXT_CHARS);
}

/**
 * A resume object from free text: markdown (or JSON) goes through the contracts' markdown parser, other
 * text (pasted or extracted from a PDF) through the structure parser. Text that is not a resume at all
 * becomes a resume holding only that text as its summary, so nothing the user wrote is lost.
 */
export function readResume(text: string): ResumeData {
  const trimmed = text.trim();
  if (MARKDOWN_HEADING.test(trimmed) || trimmed.startsWith('{') || trimmed.includes('```')) {
    return parseResumeMarkdown(trimmed);
  }
  return (
    parseResumeStructure(trimmed) ?? {
      name: '',
      email: '',
      phone: '',
      linkedin: '',
      portfolio: '',
      summary: trimmed.replace(/\s+/g, ' ').slice(0, 5000),
      experience: [],
      education: [],
      skills: [],
      certifications: [],
    }
  );
}
