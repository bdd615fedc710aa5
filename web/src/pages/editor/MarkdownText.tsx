import { useMemo, useState } from 'react';
import { markdownToSafeHtml } from '../../lib/markdown';

interface MarkdownTextProps {
  markdown: string;
  onChange: (markdown: string) => void;
  disabled: boolean;
}

/**
 * Enhanced text shown formatted (headings, lists) rather than as raw markdown; "Edit" opens the
 * markdown itself, which stays the source of the downloads.
 */
export function MarkdownText({ markdown, onChange, disabled }: MarkdownTextProps) {
  const [editing, setEditing] = useState(false);
  const __html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  return (
    <>
      {editing ? (
        <label>
          Enhanced text (markdown)
          <textarea className="editor-text" value={markdown} onChange={(e) => onChange(e.target.value)} />
        </label>
      ) : (
        // Rendered from markdown and sanitised with DOMPurify in markdownToSafeHtml.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
        <div className="output formatted" data-testid="enhanced-text" dangerouslySetInnerHTML={{ __html }} />
      )}
      <div className="actions" style={{ marginTop: '0.5rem' }}>
        <button type="button" className="secondary" disabled={disabled} onClick={() => setEditing(!editing)}>
          {editing ? 'Show formatted' : 'Edit enhanced text'}
        </button>
      </div>
    </>
  );
}
