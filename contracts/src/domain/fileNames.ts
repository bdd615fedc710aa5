import type { DownloadFormat } from '../constants';

/**
 * The names downloaded files get, decided once for the server's Content-Disposition and the web's save
 * dialog. They follow the app's own file-naming tutorial: the person's name and the document type, with
 * hyphens or underscores instead of spaces, so a recruiter finds the file in a folder of hundreds.
 */

/** Letters, digits, spaces, dots, dashes and underscores survive; nothing can steer a path or a header. */
export function safeFileStem(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return cleaned || fallback;
}

const joined = (stem: string, by: string) => stem.replace(/\s+/g, by);

/** "Maria-Lopez-Resume"; a resume without a name is "Resume". */
function resumeStem(name: string): string {
  const stem = safeFileStem(name, '');
  return `${stem ? `${joined(stem, '-')}-` : ''}Resume`;
}

/** "Maria-Lopez-Resume.pdf"; a resume without a name is "Resume.pdf". */
export function resumeFileName(name: string, format: DownloadFormat): string {
  return `${resumeStem(name)}.${format}`;
}

/** A saved version exported as JSON Resume: "Maria-Lopez-Resume-v3.json". */
export function versionExportFileName(name: string, version: number): string {
  return `${resumeStem(name)}-v${version}.json`;
}

/** SPEC §7: "Cover_Letter_<name>.pdf", the name defaulting to "Applicant". */
export function coverLetterFileName(name: string, format: DownloadFormat): string {
  return `Cover_Letter_${joined(safeFileStem(name, 'Applicant'), '_')}.${format}`;
}

/** The editor's download: the name the user gave the text, marked as the enhanced version. */
export function enhancedFileName(name: string, format: DownloadFormat): string {
  return `${safeFileStem(name, 'resume')}-enhanced.${format}`;
}
