import { Modal, ModalActions } from '../../../components/Modal';

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
      <ModalActions onCancel={onCancel}>
        <button type="button" className="danger" onClick={onConfirm}>
          Delete
        </button>
      </ModalActions>
    </Modal>
  );
}
