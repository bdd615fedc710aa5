import { parseResumeMarkdown, type ResumeData } from '@rb/contracts';

/**
 * The editor's enhanced text as a resume, when the markdown parser finds one in it: a name plus at
 * least one job or school. Anything else is rendered as plain paragraphs by the caller.
 */
export function editorTextAsResume(text: string): ResumeData | null {
  const resume = parseResumeMarkdown(text);
  const recognised =
    resume.name.trim() !== '' && (resume.experience.length > 0 || resume.education.length > 0);
  return recognised ? resume : null;
}
