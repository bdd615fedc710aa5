import type { TemplateName } from '../constants';
import type { ResumeData } from '../domain/resume';
import { htmlDocument, templateStylesheet } from './document';
import { escapeHtml } from './escape';
import { contactItems, resumeSections } from './sections';

/** Shared layout: single column, real text, no tables or images, so ATS parsers read it in order. */
const baseCss =
  'h1{margin:0}h2{margin:14px 0 6px}h3{margin:0;font-size:10.5pt}p{margin:0 0 4px}ul{margin:3px 0 8px;padding-left:18px;list-style:none}li{margin:1px 0}li::before{content:"\\2022\\00a0";margin-left:-.8em}article{margin-bottom:8px;break-inside:avoid}.row{display:flex;justify-content:space-between;gap:12px}.dates{white-space:nowrap;color:#444}.contact{margin:4px 0 0}';

const styles: Record<TemplateName, string> = {
  classic:
    'header{text-align:center;border-bottom:1px solid #222;padding-bottom:8px}h1{font-size:20pt;font-weight:700}h2{font-size:11.5pt;text-transform:uppercase;letter-spacing:.06em;border-bottom:1px solid #999;padding-bottom:2px}',
  modern:
    'header{border-left:5px solid #1f4e79;padding-left:12px}h1{font-size:22pt;font-weight:600;color:#1f4e79}h2{font-size:12pt;color:#1f4e79}.contact{color:#333}',
};

/** A resume as a self-contained HTML page; every value is escaped. Used by the PDF renderer and the web's preview. */
export function renderResumeHtml(
  resume: ResumeData,
  template: TemplateName = 'classic',
  lang = 'en',
): string {
  const name = resume.name.trim() || 'Resume';
  const contact = contactItems(resume);
  const header = `<header><h1>${escapeHtml(name)}</h1>${contact.length ? `<p class="contact">${contact.join(' | ')}</p>` : ''}</header>`;
  return htmlDocument(
    name,
    baseCss + styles[template],
    `<main>${header}${resumeSections(resume)}</main>`,
    lang,
  );
}

/** Every stylesheet the resume templates can emit, for the app's CSP hashes. */
export const resumeStylesheets = (Object.keys(styles) as TemplateName[]).map((t) =>
  templateStylesheet(baseCss + styles[t]),
);
