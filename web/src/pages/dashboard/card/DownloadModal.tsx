import type { DownloadFormat, TemplateName } from '@rb/contracts';
import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { TemplatePicker } from '../../../components/TemplatePicker';

interface DownloadModalProps {
  name: string;
  onPick: (format: DownloadFormat, template: TemplateName) => void;
  onCancel: () => void;
}

export function DownloadModal({ name, onPick, onCancel }: DownloadModalProps) {
  const [template, setTemplate] = useState<TemplateName>('classic');
  return (
    <Modal title={`Download ${name}`} onClose={onCancel}>
      <TemplatePicker value={template} onChange={setTemplate} />
      <div className="actions">
        <button type="button" onClick={() => onPick('pdf', template)}>
          Download PDF
        </button>
        <button type="button" onClick={() => onPick('docx', template)}>
          Download DOCX
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
