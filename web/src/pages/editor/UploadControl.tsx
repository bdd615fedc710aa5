import type { RefObject } from 'react';

const ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface UploadControlProps {
  /** The page clears the chosen file through it ("Clear Editor"). */
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file?: File) => void;
}

/**
 * One "Upload Document" button for everyone: the file input it opens is taken out of the tab order and
 * the accessibility tree, so screen readers no longer hear the control twice.
 */
export function UploadControl({ inputRef, onFile }: UploadControlProps) {
  return (
    <div className="actions">
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Upload Document"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <button type="button" onClick={() => inputRef.current?.click()}>
        Upload Document
      </button>
      <span className="muted">PDF or DOCX, up to 5 MB</span>
    </div>
  );
}
