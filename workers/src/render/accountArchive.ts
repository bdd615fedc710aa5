import { type AccountArchive, type ResumeData, safeFileStem, toJsonResume } from '@rb/contracts';
import type { JobContext } from '../processor';
import { type ZipEntry, zipEntry, zipFiles } from './zip';

/** How each current resume is also rendered into the archive. */
export interface ArchiveRenderers {
  pdf(resume: ResumeData): Promise<Buffer>;
  docx(resume: ResumeData): Promise<Buffer>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = (
  archive: AccountArchive,
  missingPdfs: number,
) => `Your Resume Builder data, exported ${archive.exportedAt}

account.json            your account: e-mail, name, role, when it was created
resumes.json            every resume with every kept version (newest first), the posting each was made for
applications.json       the jobs you applied to, with the version sent and where each stands
cover-letters.json      every cover letter kept with an application
legal-acceptances.json  the legal documents you accepted: version, time, file hash, address and browser
audit-log.json          the security log's records about you (sign-ins, password changes, AI uses...)
resumes/<n>-<name>/     each resume as it is now: JSON Resume (jsonresume.org), PDF and DOCX
${missingPdfs > 0 ? `\nPDF copies of ${missingPdfs} resume(s) could not be made right now; download them from the dashboard.\n` : ''}`;

/**
 * The "Download my data" archive: the person's data as JSON files, and each current resume as JSON
 * Resume, PDF and DOCX. A PDF that cannot be rendered (no browser on this worker) is left out and
 * the archive's README says so: the data itself is what the archive is for.
 */
export async function accountArchiveZip(
  archive: AccountArchive,
  render: ArchiveRenderers,
  { progress }: JobContext,
): Promise<Buffer> {
  const entries: ZipEntry[] = [
    zipEntry('account.json', json(archive.account)),
    zipEntry('resumes.json', json(archive.resumes)),
    zipEntry('applications.json', json(archive.applications)),
    zipEntry('cover-letters.json', json(archive.coverLetters)),
    zipEntry('legal-acceptances.json', json(archive.legalAcceptances)),
    zipEntry('audit-log.json', json(archive.auditEntries)),
  ];
  let missingPdfs = 0;
  for (const [i, resume] of archive.resumes.entries()) {
    await progress('rendering resumes', 10 + Math.round((80 * i) / archive.resumes.length));
    const folder = `resumes/${i + 1}-${safeFileStem(resume.current.name, 'resume').replace(/\s+/g, '_')}`;
    entries.push(zipEntry(`${folder}/resume.jsonresume.json`, json(toJsonResume(resume.current))));
    entries.push(zipEntry(`${folder}/resume.docx`, await render.docx(resume.current)));
    try {
      entries.push(zipEntry(`${folder}/resume.pdf`, await render.pdf(resume.current)));
    } catch {
      missingPdfs++;
    }
  }
  await progress('packing', 95);
  return zipFiles([zipEntry('README.txt', README(archive, missingPdfs)), ...entries]);
}
