import type { DownloadFormat, PageSize, TemplateName } from '@rb/contracts';
import { useState } from 'react';
import { Modal, ModalActions } from '../../../components/Modal';
import { TemplatePicker } from '../../../components/TemplatePicker';
import { defaultPageSize } from '../../../lib/pageSize';

interface DownloadModalProps {
  name: string;
  onPick: (format: DownloadFormat, template: TemplateName, pageSize: PageSize) => void;
  onCancel: () => void;
}

export function DownloadModal({ name, onPick, onCancel }: DownloadModalProps) {
  const [template, setTemplate] = useState<TemplateName>('classic');
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  return (
    <Modal title={`Download ${name}`} onClose={onCancel}>
      <TemplatePicker value={template} onChange={setTemplate} />
      <label>
        Page size (PDF)
        <select value={pageSize} onChange={(e) => setPageSize(e.target.value as PageSize)}>
          <option value="a4">A4</option>
          <option value="letter">US Letter</option>
        </select>
      </label>
      <ModalActions onCancel={onCancel}>
        <button type="button" onClick={() => onPick('pdf', template, pageSize)}>
          Download PDF
        </button>
        <button type="button" onClick={() => onPick('docx', template, pageSize)}>
          Download DOCX
        </button>
      </ModalActions>
    </Modal>
  );
}
