import { DownloadableText } from '../../components/DownloadableText';
import { EnhanceChoices } from '../../components/EnhanceChoices';
import { ErrorAlert } from '../../components/ErrorAlert';
import { FindingList } from '../../components/FindingList';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { engineNote } from '../../lib/engineNote';
import { MarkdownText, showQuotedLine } from './MarkdownText';
import { UploadControl } from './UploadControl';
import { type EditorBusy, useEditor } from './useEditor';

const busyText: Record<EditorBusy, string> = {
  parse: 'Parsing your resume...',
  enhance: 'Working. Please wait...',
  summarize: 'Working. Please wait...',
  pdf: 'Downloading PDF...',
  docx: 'Downloading DOCX...',
};

export default function ResumeEditor() {
  const editor = useEditor();
  const idle = editor.busy === null;
  return (
    <section className="page">
      <PrivateHeader title="Resume Editor" />
      <UploadControl inputRef={editor.fileInput} onFile={editor.upload} />
      <label>
        Resume text
        <textarea
          className="editor-text"
          value={editor.text}
          onChange={(e) => editor.setText(e.target.value)}
        />
      </label>
      <div className="actions" style={{ marginTop: '0.75rem' }}>
        <button type="button" onClick={() => editor.improve('enhance')} disabled={!idle}>
          {editor.busy === 'enhance' ? 'Expanding...' : 'Enhance'}
        </button>
        <button type="button" onClick={() => editor.improve('summarize')} disabled={!idle}>
          Summarize
        </button>
        <button type="button" className="secondary" onClick={editor.clear} disabled={!idle}>
          Clear Editor
        </button>
      </div>
      {editor.notice && (
        <p role="status" className="muted" data-testid="upload-notice">
          {editor.notice}
        </p>
      )}
      <ErrorAlert message={editor.error} />
      {editor.proposal && (
        <EnhanceChoices
          proposal={editor.proposal}
          disabled={!idle}
          onSave={editor.choose}
          onDiscard={editor.discard}
          saveLabel={(kept, total) => `Use ${kept} of ${total} changes`}
        />
      )}
      {editor.enhanced && (
        <DownloadableText
          heading="Enhanced text"
          docxLabel="Download DOCX"
          disabled={!idle}
          onDownload={editor.download}
        >
          {/* While the changes are to be chosen, their list names the engine. */}
          {editor.engine && !editor.proposal && <p className="muted">{engineNote(editor.engine)}</p>}
          <MarkdownText markdown={editor.enhanced} onChange={editor.setEnhanced} disabled={!idle} />
        </DownloadableText>
      )}
      {editor.enhanced && <FindingList findings={editor.findings} onShow={showQuotedLine} />}
      {editor.busy && <Overlay message={busyText[editor.busy]} progress={editor.progress} />}
    </section>
  );
}
