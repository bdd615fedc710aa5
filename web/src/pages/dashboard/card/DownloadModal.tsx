import type { DownloadFormat, TemplateName } from '@rb/contracts';
import { useState } from 'react';
import { Modal, ModalActions } from '../../../components/Modal';
import { PageSizeField } from '../../../components/PageSizeField';
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
      <PageSizeField />
      <ModalActions onCancel={onCancel}>
        <button type="button" onClick={() => onPick('pdf', template)}>
          Download PDF
        </button>
        <button type="button" onClick={() => onPick('docx', template)}>
          Download DOCX
        </button>
      </ModalActions>
    </Modal>
  );
}
