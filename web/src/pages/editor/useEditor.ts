import {
  applyLineChoices,
  type DownloadFormat,
  type Engine,
  type EnhanceResumeResponse,
  emptyResumeData,
  enhancedFileName,
  type Finding,
  type LineChange,
  parseResumeMarkdown,
  type ResumeData,
  resumeToMarkdown,
  UPLOAD_MAX_BYTES,
} from '@rb/contracts';
import { useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { useAction } from '../../hooks/useAction';
import { fileResponse } from '../../jobs/recovery';
import { useJob } from '../../jobs/useJob';
import { readDocx } from '../../lib/docx';
import { saveFile } from '../../lib/saveFile';
import { UnusableFileError } from '../../lib/unusableFile';
import { downloadMessages, enhanceMessage, TOO_LARGE, uploadMessage } from './editorMessages';

export type EditorBusy = 'parse' | 'enhance' | 'summarize' | DownloadFormat;

const SUMMARY_LIMIT = 5000;
/** The parser found no resume sections (a cover letter, a form): said once, the text is still loaded. */
const NOT_A_RESUME =
  'This document does not look like a resume (it may be a cover letter or another document). You can still edit its text.';

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** The editor's texts and its actions (SPEC §4: upload, Enhance, Summarize, download, Clear). */
export function useEditor() {
  const job = useJob();
  const action = useAction<EditorBusy>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [enhanced, setEnhanced] = useState('');
  const [fileName, setFileName] = useState('resume');
  /** The review of the enhanced text (SPEC is silent): what is still worth fixing. */
  const [findings, setFindings] = useState<Finding[]>([]);
  /** Which engine wrote the enhanced text, said beside it. */
  const [engine, setEngine] = useState<Engine | null>(null);
  const [notice, setNotice] = useState('');
  /**
   * Enhance's changed lines, until the user has chosen which to keep: the enhanced text shows them all
   * meanwhile, and `choose` writes it again with the rejected ones put back (issue 30, Deliver 3).
   */
  const [proposal, setProposal] = useState<{
    changes: LineChange[];
    engine: Engine;
    markdown: string;
  } | null>(null);

  const upload = (file: File | undefined) => {
    if (!file) return;
    const ext = extensionOf(file.name);
    if (ext !== 'pdf' && ext !== 'docx') {
      return action.setError('Unsupported file format. Please upload a PDF or DOCX.');
    }
    if (file.size > UPLOAD_MAX_BYTES) return action.setError(TOO_LARGE);
    setFileName(file.name.replace(/\.[^.]+$/, ''));
    setNotice('');
    void action.run(
      'parse',
      async () => {
        if (ext === 'docx') setText(await readDocx(file));
        else {
          const parsed = await job.run(
            api.parsePdf(file),
            (r) => r as { text: string; structured: ResumeData | null },
          );
          setText(parsed.text);
          if (parsed.structured === null) setNotice(NOT_A_RESUME);
        }
        setEnhanced('');
        setFindings([]);
        setProposal(null);
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
          const expanded = await job.run(
            api.expandEditor(text),
            (r) =>
              r as { enhancedText: string; findings?: Finding[]; engine: Engine; changes?: LineChange[] },
          );
          setEnhanced(expanded.enhancedText);
          setFindings(expanded.findings ?? []);
          setEngine(expanded.engine);
          const changes = expanded.changes ?? [];
          setProposal(
            changes.length > 0 ? { changes, engine: expanded.engine, markdown: expanded.enhancedText } : null,
          );
          return;
        }
        const resumeData: ResumeData = { ...emptyResumeData(), summary: text.slice(0, SUMMARY_LIMIT) };
        const { resume, engine: writer } = await job.run(
          api.enhanceResume(resumeData),
          (r) => r as EnhanceResumeResponse,
        );
        setEngine(writer);
        setEnhanced(typeof resume === 'string' ? resume : resume.summary);
        setFindings([]);
        setProposal(null);
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
        if (format === 'pdf' && !blob.type.includes('pdf')) {
          throw new UnusableFileError('Unexpected content. Expected a PDF.');
        }
        saveFile(blob, enhancedFileName(fileName, format));
      },
      (err) => downloadMessages(format, err),
    );

  /** The enhanced text with the user's choice: every change kept except the rejected ones. */
  const choose = (rejected: ReadonlySet<string>) => {
    if (!proposal) return;
    const { changes, markdown } = proposal;
    setEnhanced(
      rejected.size === 0
        ? markdown
        : resumeToMarkdown(applyLineChoices(parseResumeMarkdown(markdown), changes, rejected)),
    );
    setProposal(null);
  };

  /** No enhancement after all: the enhanced text and its review go. */
  const discard = () => {
    setEnhanced('');
    setFindings([]);
    setProposal(null);
  };

  const clear = () => {
    setText('');
    setEnhanced('');
    setProposal(null);
    setFindings([]);
    setNotice('');
    action.setError('');
    if (fileInput.current) fileInput.current.value = '';
  };

  return {
    ...action,
    progress: job.progress,
    fileInput,
    text,
    setText,
    enhanced,
    setEnhanced,
    findings,
    engine,
    notice,
    proposal,
    choose,
    discard,
    upload,
    improve,
    download,
    clear,
  };
}
