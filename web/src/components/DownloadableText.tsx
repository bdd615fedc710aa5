import type { DownloadFormat } from '@rb/contracts';
import { useId } from 'react';

interface DownloadableTextProps {
  heading: string;
  text: string;
  testId: string;
  /** The SPEC names the Word button per page: "Download DOCX" in the editor, "Download .docx" for letters. */
  docxLabel: string;
  disabled: boolean;
  onDownload: (format: DownloadFormat) => void;
}

/** Generated text shown as is, with buttons that download it as PDF or Word. */
export function DownloadableText({
  heading,
  text,
  testId,
  docxLabel,
  disabled,
  onDownload,
}: DownloadableTextProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div className="output" data-testid={testId}>
        {text}
      </div>
      <div className="actions" style={{ marginTop: '0.75rem' }}>
        <button type="button" onClick={() => onDownload('pdf')} disabled={disabled}>
          Download PDF
        </button>
        <button type="button" onClick={() => onDownload('docx')} disabled={disabled}>
          {docxLabel}
        </button>
      </div>
    </section>
  );
}
