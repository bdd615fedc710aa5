import { Modal } from '../../../components/Modal';

/** Deleting takes every version with it, so it is asked in a native modal dialog first. */
export function ConfirmDelete({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={`Delete ${name}?`} onClose={onCancel}>
      <p>This deletes the resume and all its versions. It cannot be undone.</p>
      <div className="actions">
        <button type="button" className="danger" onClick={onConfirm}>
          Delete
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
