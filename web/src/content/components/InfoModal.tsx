/** A native <dialog> opened modally: the browser traps focus, Escape closes it, focus returns to the opener. */
import { useEffect, useId, useRef } from 'react';

export interface InfoModalProps {
  title: string;
  paragraphs: string[];
  open: boolean;
  onClose: () => void;
}

export function InfoModal({ title, paragraphs, open, onClose }: InfoModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={dialogRef} className="info-modal" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <button type="button" className="info-modal__close" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
