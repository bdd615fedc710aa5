import { type DownloadFormat, emptyResumeData, type ResumeData, UPLOAD_MAX_BYTES } from '@rb/contracts';
import { useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { DownloadableText } from '../../components/DownloadableText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { useAction } from '../../hooks/useAction';
import { fileResponse } from '../../jobs/recovery';
import { useJob } from '../../jobs/useJob';
import { readDocx } from '../../lib/docx';
import { fileSafe, saveFile } from '../../lib/saveFile';
import { UnusableFileError } from '../../lib/unusableFile';
import { downloadMessages, enhanceMessage, TOO_LARGE, uploadMessage } from './editorMessages';
import { MarkdownText } from './MarkdownText';
import { UploadControl } from './UploadControl';

type Busy = 'parse' | 'enhance' | 'summarize' | DownloadFormat;
const busyText: Record<Busy, string> = {
  parse: 'Parsing your resume...',
  enhance: 'Working. Please wait...',
  summarize: 'Working. Please wait...',
  pdf: 'Downloading PDF...',
  docx: 'Downloading DOCX...',
};

const SUMMARY_LIMIT = 5000;

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

export default function ResumeEditor() {
  const job = useJob();
  const action = useAction<Busy>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [enhanced, setEnhanced] = useState('');
  const [fileName, setFileName] = useState('resume');

  const upload = (file: File | undefined) => {
    if (!file) return;
    const ext = extensionOf(file.name);
    if (ext !== 'pdf' && ext !== 'docx')
      return action.setError('Unsupported file format. Please upload a PDF or DOCX.');
    if (file.size > UPLOAD_MAX_BYTES) return action.setError(TOO_LARGE);
    setFileName(file.name.replace(/\.[^.]+$/, ''));
    void action.run(
      'parse',
      async () => {
        setText(
          ext === 'docx'
            ? await readDocx(file)
            : (await job.run(api.parsePdf(file), (r) => r as { text: string })).text,
        );
        setEnhanced('');
      },
      (err) => uploadMessage(ext, err),
    );
  };

  const improve = (kind: 'enhance' | 'summarize') => {
    if (!text.trim()) return action.setError('Please upload and parse a resume first.');
    void action.run(
      kind,
      async () => {
        if (kind === 'enhance') {
          setEnhanced(
            (await job.run(api.expandEditor(text), (r) => r as { enhancedText: string })).enhancedText,
          );
          return;
        }
        const resumeData: ResumeData = { ...emptyResumeData(), summary: text.slice(0, SUMMARY_LIMIT) };
        const { resume } = await job.run(api.enhanceResume(resumeData), (r) => r as { resume: ResumeData });
        setEnhanced(typeof resume === 'string' ? resume : resume.summary);
      },
      (err) => enhanceMessage(kind, err),
    );
  };

  const download = (format: DownloadFormat) =>
    void action.run(
      format,
      async () => {
        const res = await job.run(api.downloadEditorText(format, enhanced, fileName), fileResponse);
        const blob = await res.blob();
        if (format === 'pdf' && !blob.type.includes('pdf'))
          throw new UnusableFileError('Unexpected content. Expected a PDF.');
        saveFile(blob, `${fileSafe(fileName)}-enhanced.${format}`);
      },
      (err) => downloadMessages(format, err),
    );

  const clear = () => {
    setText('');
    setEnhanced('');
    action.setError('');
    if (fileInput.current) fileInput.current.value = '';
  };

  const idle = action.busy === null;
  return (
    <section className="page">
      <PrivateHeader title="Resume Editor" />
      <UploadControl inputRef={fileInput} onFile={upload} />
      <label>
        Resume text
        <textarea className="editor-text" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="actions" style={{ marginTop: '0.75rem' }}>
        <button type="button" onClick={() => improve('enhance')} disabled={!idle}>
          {action.busy === 'enhance' ? 'Expanding...' : 'Enhance'}
        </button>
        <button type="button" onClick={() => improve('summarize')} disabled={!idle}>
          Summarize
        </button>
        <button type="button" className="secondary" onClick={clear} disabled={!idle}>
          Clear Editor
        </button>
      </div>
      <ErrorAlert message={action.error} />
      {enhanced && (
        <DownloadableText
          heading="Enhanced text"
          docxLabel="Download DOCX"
          disabled={!idle}
          onDownload={download}
        >
          <MarkdownText markdown={enhanced} onChange={setEnhanced} disabled={!idle} />
        </DownloadableText>
      )}
      {action.busy && <Overlay message={busyText[action.busy]} progress={job.progress} />}
    </section>
  );
}
