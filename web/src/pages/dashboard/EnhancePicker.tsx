import type { StoredResume } from '@rb/contracts';
import { useId, useState } from 'react';
import { Modal, ModalActions } from '../../components/Modal';
import { resumeName } from '../../lib/localResumes';

interface EnhancePickerProps {
  resumes: StoredResume[];
  onPick: (resume: StoredResume) => void;
  onCancel: () => void;
}

/** Resumes sharing a name are told apart by when they were last changed. */
function optionLabel(resume: StoredResume, all: StoredResume[]): string {
  const name = resumeName(resume);
  const shared = all.filter((r) => resumeName(r) === name).length > 1;
  return shared ? `${name} — ${new Date(resume.updatedAt).toLocaleString()}` : name;
}

/** "Enhance Resume": which resume to enhance; the enhanced copy is stored as a new resume. */
export function EnhancePicker({ resumes, onPick, onCancel }: EnhancePickerProps) {
  const selectId = useId();
  const [id, setId] = useState(resumes[0]?.id ?? '');
  const chosen = resumes.find((r) => r.id === id);
  return (
    <Modal title="Enhance a resume" onClose={onCancel}>
      <p>The AI rewrites the chosen resume and saves the result as a new resume; the original stays.</p>
      <label htmlFor={selectId}>Resume to enhance</label>
      <select id={selectId} value={id} onChange={(e) => setId(e.target.value)}>
        {resumes.map((r) => (
          <option key={r.id} value={r.id}>
            {optionLabel(r, resumes)}
          </option>
        ))}
      </select>
      <ModalActions onCancel={onCancel} style={{ marginTop: '0.75rem' }}>
        <button type="button" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
          Enhance
        </button>
      </ModalActions>
    </Modal>
  );
}
