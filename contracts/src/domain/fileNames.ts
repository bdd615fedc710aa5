import type { DownloadFormat } from '../constants';

/**
 * The names downloaded files get, decided once for the server's Content-Disposition and the web's save
 * dialog: the person's name and the document type, as SPEC §7 writes them, so a recruiter finds the file
 * in a folder of hundreds.
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

/** SPEC §7's "<resume name>-resume": "Maria Lopez-resume"; a resume without a name is "resume". */
function resumeStem(name: string): string {
  const stem = safeFileStem(name, '');
  return `${stem ? `${joined(stem, ' ')}-` : ''}resume`;
}

/** "Maria Lopez-resume.pdf"; a resume without a name is "resume.pdf". */
export function resumeFileName(name: string, format: DownloadFormat): string {
  return `${resumeStem(name)}.${format}`;
}

/** A saved version exported as JSON Resume: "Maria Lopez-resume-v3.json". */
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
