import { type ExportFormat, exportFormatSchema } from '@rb/contracts';
import type { CSSProperties } from 'react';

/** An admin log's export buttons: one per format the server accepts (contracts' exportFormatSchema). */
export function ExportButtons({
  onExport,
  disabled,
  style,
}: {
  onExport: (format: ExportFormat) => void;
  disabled: boolean;
  style: CSSProperties;
}) {
  return (
    <div className="actions" style={style}>
      {exportFormatSchema.options.map((format) => (
        <button key={format} type="button" onClick={() => onExport(format)} disabled={disabled}>
          {`Export ${format.toUpperCase()}`}
        </button>
      ))}
    </div>
  );
}
