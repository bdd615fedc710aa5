import { Modal } from '../../components/Modal';

export interface InfoModalProps {
  title: string;
  paragraphs: string[];
  onClose: () => void;
}

/** A few paragraphs of background in the shared modal dialog; mounted only while open. */
export function InfoModal({ title, paragraphs, onClose }: InfoModalProps) {
  return (
    <Modal title={title} onClose={onClose} className="info-modal">
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <button type="button" className="info-modal__close" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
