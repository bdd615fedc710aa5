import { type ResumeData, renderResumeHtml, type TemplateName } from '@rb/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { TemplatePicker } from '../../components/TemplatePicker';

/**
 * The resume as the PDF renderer will lay it out (same template code), beside the form; on wide
 * screens it stays in view while the form scrolls.
 */
export function LivePreview({ resume }: { resume: ResumeData }) {
  const deferred = useDeferredValue(resume);
  const [template, setTemplate] = useState<TemplateName>('classic');
  const html = useMemo(() => renderResumeHtml(deferred, template), [deferred, template]);
  return (
    <aside aria-label="Live preview" className="live-preview">
      <h2>Live preview</h2>
      <TemplatePicker value={template} onChange={setTemplate} />
      <iframe title="Resume preview" className="preview-frame" sandbox="" srcDoc={html} />
    </aside>
  );
}
