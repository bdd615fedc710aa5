import { type Ref, useId } from 'react';

const ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * One control for screen readers: the file input itself, named by a label drawn as a button (the
 * input stays focusable, and its focus ring shows on the label).
 */
export function UploadControl({
  inputRef,
  onFile,
}: {
  inputRef: Ref<HTMLInputElement>;
  onFile: (file?: File) => void;
}) {
  const id = useId();
  return (
    <div className="actions">
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPT}
        className="visually-hidden file-input"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <label htmlFor={id} className="button-link">
        Upload Document
      </label>
      <span className="muted">PDF or DOCX, up to 5 MB</span>
    </div>
  );
}
