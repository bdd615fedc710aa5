import { type ChangeEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useAction } from '../../hooks/useAction';
import type { ImportedResume } from '../resumeForm/importReview';

/**
 * An archive this large is not a profile's export (LinkedIn's, messages included, is a few megabytes);
 * only the profile's CSV files inside are ever unpacked, each within its own bound.
 */
const MAX_ARCHIVE_BYTES = 100 * 1024 * 1024;
const NOT_LINKEDIN =
  'That file is not a LinkedIn data export. In LinkedIn, choose Settings, Data privacy, Get a copy of your data, and upload the ZIP it sends you.';
const TOO_LARGE = 'That archive is too large to be a LinkedIn data export.';
const NO_RESUME = 'No profile was found in that archive. Try the full export, or fill in the Resume Form.';

/**
 * "Import LinkedIn data": LinkedIn's "Download your data" ZIP read in the browser (nothing uploaded),
 * its profile, positions, education, skills and the rest opened in the Resume Form for review, as a PDF
 * or DOCX import is. Nothing is stored until the user saves.
 */
export function LinkedInImport() {
  const inputId = useId();
  const navigate = useNavigate();
  const action = useAction<'import'>();

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.zip')) return action.setError(NOT_LINKEDIN);
    if (file.size > MAX_ARCHIVE_BYTES) return action.setError(TOO_LARGE);
    void action.run(
      'import',
      async () => {
        // The ZIP and CSV readers load only when someone imports an archive.
        const archive = await import('../../lib/linkedInArchive');
        let resume: ImportedResume['resume'];
        try {
          resume = archive.readLinkedInArchive(new Uint8Array(await file.arrayBuffer()));
        } catch (err) {
          if (err instanceof archive.LinkedInFileTooLargeError) return action.setError(TOO_LARGE);
          if (err instanceof archive.NotLinkedInArchiveError) return action.setError(NOT_LINKEDIN);
          throw err;
        }
        if (!resume.name && resume.experience.length === 0) return action.setError(NO_RESUME);
        // The profile heads the export: its name and e-mail are what the review reads as the top.
        const text = [resume.name, resume.email].join('\n');
        const imported: ImportedResume = { resume, text, fileName: file.name };
        navigate('/resume-form', { state: { imported } });
      },
      () => 'Something went wrong while reading the archive.',
    );
  };

  return (
    <div className="file-import">
      <label htmlFor={inputId}>Import LinkedIn data (ZIP)</label>
      <input
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        onChange={pick}
        disabled={action.busy !== null}
      />
      {action.busy && <p role="status">Reading the archive...</p>}
      <ErrorAlert message={action.error} />
    </div>
  );
}
