import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Escape closes the modal when given; without it the modal stays until its own buttons act. */
  onClose?: () => void;
  className?: string;
}

/**
 * A native <dialog> opened with showModal(): the browser makes the page behind it inert (a real focus
 * trap, one dialog for screen readers), focuses its first control and, on unmount, focus goes back to
 * the element that opened it.
 */
export function Modal({ title, children, onClose, className }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    let unmounting = false;
    // The browser may close a modal by itself (a repeated Escape): hand that to onClose, or reopen a
    // modal that must be answered through its buttons.
    const closed = () => {
      if (unmounting) return;
      if (onCloseRef.current) onCloseRef.current();
      else dialog.showModal();
    };
    dialog.addEventListener('close', closed);
    dialog.showModal();
    return () => {
      unmounting = true;
      dialog.removeEventListener('close', closed);
      dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: ours to decide, so React state and the dialog never disagree.
        e.preventDefault();
        onCloseRef.current?.();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}

/** A modal's buttons: its own, then the Cancel every modal ends with, which closes it without acting. */
export function ModalActions({
  children,
  onCancel,
  style,
}: {
  children: ReactNode;
  onCancel: () => void;
  style?: CSSProperties;
}) {
  return (
    <div className="actions" style={style}>
      {children}
      <button type="button" className="secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
