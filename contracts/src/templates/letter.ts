import { htmlDocument, templateStylesheet } from './document';
import { escapeHtml } from './escape';

/** Blank lines separate paragraphs; single newlines inside one are kept as line breaks. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function paragraphHtml(text: string): string {
  return paragraphs(text)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

const letterCss = 'h1{font-size:16pt;margin:0 0 14px}p{margin:0 0 10px}';

/** A cover letter page: the applicant's name as the heading, then the letter's paragraphs. */
export function renderCoverLetterHtml(coverLetter: string, name: string): string {
  const title = name.trim() || 'Applicant';
  return htmlDocument(
    `Cover Letter - ${title}`,
    letterCss,
    `<main><h1>${escapeHtml(title)}</h1>${paragraphHtml(coverLetter)}</main>`,
  );
}

/** Free text from the editor that is not a recognisable resume: a titled page of paragraphs. */
export function renderTextHtml(text: string, title: string): string {
  const heading = title.trim();
  return htmlDocument(
    heading || 'Document',
    letterCss,
    `<main>${heading ? `<h1>${escapeHtml(heading)}</h1>` : ''}${paragraphHtml(text)}</main>`,
  );
}

/** The stylesheet of letters and free-text pages, for the app's CSP hashes. */
export const letterStylesheet = templateStylesheet(letterCss);
