import {
  type DownloadFormat,
  emptyResumeData,
  type ResumeData,
  type Suggestion,
  UPLOAD_MAX_BYTES,
} from '@rb/contracts';
import { useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { DownloadableText } from '../../components/DownloadableText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { SuggestionList } from '../../components/SuggestionList';
import { fileResponse } from '../../jobs/recovery';
import { useJob } from '../../jobs/useJob';
import { FileTooLargeError, readDocx } from '../../lib/docx';
import { fileSafe, saveFile } from '../../lib/saveFile';
import { downloadMessages, enhanceMessage } from './editorMessages';

type Busy = null | 'parse' | 'work' | 'pdf' | 'docx';
const busyText: Record<Exclude<Busy, null>, string> = {
  parse: 'Parsing your resume...',
  work: 'Working. Please wait...',
  pdf: 'Downloading PDF...',
  docx: 'Downloading DOCX...',
};

const SUMMARY_LIMIT = 5000;
const TOO_LARGE = 'The file is too large. The maximum size is 5 MB.';
/** The parser found no resume sections (a cover letter, a form): said once, the text is still loaded. */
const NOT_A_RESUME =
  'This document does not look like a resume (it may be a cover letter or another document). You can still edit its text.';

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

export default function ResumeEditor() {
  const job = useJob();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [enhanced, setEnhanced] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [notice, setNotice] = useState('');
  const [fileName, setFileName] = useState('resume');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [action, setAction] = useState<null | 'enhance' | 'summarize'>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    const ext = extensionOf(file.name);
    if (ext !== 'pdf' && ext !== 'docx') {
      setError('Unsupported file format. Please upload a PDF or DOCX.');
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(TOO_LARGE);
      return;
    }
    setFileName(file.name.replace(/\.[^.]+$/, ''));
    setNotice('');
    setBusy('parse');
    try {
      if (ext === 'docx') {
        setText(await readDocx(file));
      } else {
        const result = await job.run(
          api.parsePdf(file),
          (r) => r as { text: string; structured: ResumeData | null },
        );
        setText(result.text);
        if (result.structured === null) setNotice(NOT_A_RESUME);
      }
      setEnhanced('');
    } catch (err) {
      if (err instanceof FileTooLargeError) setError(TOO_LARGE);
      else if (ext === 'docx') setError('Failed to parse DOCX. Please try again.');
      else
        setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Backend parsing failed');
    } finally {
      setBusy(null);
    }
  };

  const run = async (kind: 'enhance' | 'summarize') => {
    if (!text.trim()) {
      setError('Please upload and parse a resume first.');
      return;
    }
    setError('');
    setBusy('work');
    setAction(kind);
    try {
      if (kind === 'enhance') {
        const result = await job.run(
          api.expandEditor(text),
          (r) => r as { enhancedText: string; suggestions?: Suggestion[] },
        );
        setEnhanced(result.enhancedText);
        setSuggestions(result.suggestions ?? []);
      } else {
        const resumeData: ResumeData = { ...emptyResumeData(), summary: text.slice(0, SUMMARY_LIMIT) };
        const result = await job.run(api.enhanceResume(resumeData), (r) => r as { resume: ResumeData });
        const summary = typeof result.resume === 'string' ? result.resume : result.resume.summary;
        setEnhanced(summary);
        setSuggestions([]);
      }
    } catch (err) {
      setError(enhanceMessage(kind, err));
    } finally {
      setBusy(null);
      setAction(null);
    }
  };

  const download = async (format: DownloadFormat) => {
    setError('');
    setBusy(format);
    try {
      const res = await job.run(api.downloadEditorText(format, enhanced, fileName), fileResponse);
      const blob = await res.blob();
      if (format === 'pdf' && !blob.type.includes('pdf')) {
        setError('Unexpected content. Expected a PDF.');
        return;
      }
      saveFile(blob, `${fileSafe(fileName)}-enhanced.${format}`);
    } catch (err) {
      setError(downloadMessages(format, err));
    } finally {
      setBusy(null);
    }
  };

  const clear = () => {
    setText('');
    setEnhanced('');
    setSuggestions([]);
    setNotice('');
    setError('');
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section className="page">
      <PrivateHeader title="Resume Editor" />
      <div className="actions">
        <input
          ref={fileInput}
          id="resume-upload"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="visually-hidden"
          aria-label="Upload Document"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <button type="button" onClick={() => fileInput.current?.click()}>
          Upload Document
        </button>
        <span className="muted">PDF or DOCX, up to 5 MB</span>
      </div>
      <label>
        Resume text
        <textarea className="editor-text" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="actions" style={{ marginTop: '0.75rem' }}>
        <button type="button" onClick={() => run('enhance')} disabled={busy !== null}>
          {action === 'enhance' ? 'Expanding...' : 'Enhance'}
        </button>
        <button type="button" onClick={() => run('summarize')} disabled={busy !== null}>
          Summarize
        </button>
        <button type="button" className="secondary" onClick={clear} disabled={busy !== null}>
          Clear Editor
        </button>
      </div>
      {notice && (
        <p role="status" className="muted" data-testid="upload-notice">
          {notice}
        </p>
      )}
      <ErrorAlert message={error} />
      {enhanced && (
        <DownloadableText
          heading="Enhanced text"
          text={enhanced}
          testId="enhanced-text"
          docxLabel="Download DOCX"
          disabled={busy !== null}
          onDownload={download}
        />
      )}
      {enhanced && <SuggestionList suggestions={suggestions} />}
      {busy && <Overlay message={busyText[busy]} progress={job.progress} />}
    </section>
  );
}
