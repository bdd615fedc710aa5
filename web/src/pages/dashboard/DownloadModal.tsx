import type { DownloadFormat } from '@rb/contracts';
import { Modal } from '../../components/Modal';

interface DownloadModalProps {
  name: string;
  onPick: (format: DownloadFormat) => void;
  onCancel: () => void;
}

export function DownloadModal({ name, onPick, onCancel }: DownloadModalProps) {
  return (
    <Modal title={`Download ${name}`} onClose={onCancel}>
      <div className="actions">
        <button type="button" onClick={() => onPick('pdf')}>
          Download PDF
        </button>
        <button type="button" onClick={() => onPick('docx')}>
          Download DOCX
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
