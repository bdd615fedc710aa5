import type { DownloadFormat, KeptCoverLetter } from '@rb/contracts';
import { api } from '../../api/endpoints';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Modal } from '../../components/Modal';
import { Overlay } from '../../components/Overlay';
import { PageSizeField } from '../../components/PageSizeField';
import { useAction } from '../../hooks/useAction';
import { fileResponse } from '../../jobs/recovery';
import { useJob } from '../../jobs/useJob';
import { attachmentName, saveFile } from '../../lib/saveFile';
import { checkedFile, downloadMessage } from '../coverLetter/letterMessages';

interface KeptLetterDialogProps {
  letter: KeptCoverLetter;
  /** "<role> at <company>", as the applications list names the application. */
  target: string;
  version: number;
  onClose: () => void;
}

/**
 * A kept cover letter, read and downloaded as it was kept: the download names the letter by id, so the
 * server signs it with the name on the version the application sent, and names the file after it.
 */
export function KeptLetterDialog({ letter, target, version, onClose }: KeptLetterDialogProps) {
  const job = useJob();
  const action = useAction<'download'>();

  const download = (format: DownloadFormat) =>
    void action.run(
      'download',
      async () => {
        const res = await job.run(
          api.downloadCoverLetter(format, { coverLetterId: letter.id }),
          fileResponse,
        );
        saveFile(await checkedFile(res, format), attachmentName(res, `Cover_Letter.${format}`));
      },
      (err) => downloadMessage(format, err),
    );

  return (
    <Modal title={`Cover letter for ${target}`} onClose={onClose}>
      <p className="muted">
        Written {new Date(letter.createdAt).toLocaleString()} for version {version}.
      </p>
      <div className="output">{letter.letter}</div>
      <ErrorAlert message={action.error} />
      <PageSizeField />
      <div className="actions">
        <button type="button" onClick={() => download('pdf')} disabled={action.busy !== null}>
          Download PDF
        </button>
        <button type="button" onClick={() => download('docx')} disabled={action.busy !== null}>
          Download .docx
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {/* Inside the dialog: the modal's top layer would hide an overlay drawn behind it. */}
      {action.busy && <Overlay message="Downloading file..." progress={job.progress} />}
    </Modal>
  );
}
