import type { DownloadFormat } from '@rb/contracts';
import { type ReactNode, useId } from 'react';
import { PageSizeField } from './PageSizeField';

interface DownloadableTextProps {
  heading: string;
  /** The text as shown (plain or formatted); the download is made from the page's own text. */
  children: ReactNode;
  /** The SPEC names the Word button per page: "Download DOCX" in the editor, "Download .docx" for letters. */
  docxLabel: string;
  disabled: boolean;
  onDownload: (format: DownloadFormat) => void;
}

/** Generated text with buttons that download it as PDF or Word, on the user's page size. */
export function DownloadableText({
  heading,
  children,
  docxLabel,
  disabled,
  onDownload,
}: DownloadableTextProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
      <PageSizeField />
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
