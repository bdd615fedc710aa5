import { UPLOAD_MAX_BYTES } from '@rb/contracts';
import { type ChangeEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { useAction } from '../../hooks/useAction';
import { useJob } from '../../jobs/useJob';
import { readDocxAsHtml } from '../../lib/docx';
import { TOO_LARGE, uploadMessage } from '../editor/editorMessages';
import type { ImportedResume } from '../resumeForm/importReview';

const ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const NOT_A_RESUME = 'No resume was found in that file. Try another file, or fill in the Resume Form.';

/**
 * "Import a resume" without AI: the structure parser reads an uploaded PDF (on the server) or DOCX
 * (converted to HTML here, read as a document on the server), and the form opens prefilled for review.
 * Nothing is stored until the user saves.
 */
export function ResumeFileImport() {
  const inputId = useId();
  const navigate = useNavigate();
  const job = useJob();
  const action = useAction<'import'>();

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const ext = file.name.toLowerCase().split('.').pop();
    if (ext !== 'pdf' && ext !== 'docx')
      return action.setError('Unsupported file format. Please upload a PDF or DOCX.');
    if (file.size > UPLOAD_MAX_BYTES) return action.setError(TOO_LARGE);
    void action.run(
      'import',
      async () => {
        // A lost reply is recovered from the job's stored result, which has the reply's shape.
        type Parsed = { structured: ImportedResume['resume'] | null };
        let text: string;
        let structured: Parsed['structured'];
        if (ext === 'pdf') {
          ({ text, structured } = await job.run(api.parsePdf(file), (r) => r as Parsed & { text: string }));
        } else {
          const html = await readDocxAsHtml(file);
          const read = await job.run(api.parseResumeText({ html }), (r) => r as Parsed & { text?: string });
          ({ structured } = read);
          text = read.text ?? '';
        }
        if (!structured) return action.setError(NOT_A_RESUME);
        const imported: ImportedResume = { resume: structured, text, fileName: file.name };
        navigate('/resume-form', { state: { imported } });
      },
      (err) => uploadMessage(ext, err),
    );
  };

  return (
    <div className="file-import">
      <label htmlFor={inputId}>Import a resume (PDF or DOCX)</label>
      <input id={inputId} type="file" accept={ACCEPT} onChange={pick} disabled={action.busy !== null} />
      <ErrorAlert message={action.error} />
      {action.busy && <Overlay message="Reading your resume..." progress={job.progress} />}
    </div>
  );
}
