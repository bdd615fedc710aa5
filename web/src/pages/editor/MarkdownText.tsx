import type { Finding } from '@rb/contracts';
import { useMemo, useState } from 'react';
import { showLine } from '../../lib/findingAnchor';
import { markdownToSafeHtml } from '../../lib/markdown';

const OUTPUT_ID = 'enhanced-text';
const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A finding's line in the enhanced text: the formatted element (a bullet, a paragraph) that quotes it,
 * or, while the markdown is open for editing, the line selected in the text area. The editor's text
 * has no ids to link to, so the line is found by what it says.
 */
export function showQuotedLine(finding: Finding): void {
  const quoted = squash(finding.text ?? finding.fix?.before ?? '');
  if (!quoted) return;
  const area = document.getElementById(`${OUTPUT_ID}-markdown`);
  if (area instanceof HTMLTextAreaElement) {
    const start = area.value.toLowerCase().indexOf(quoted.slice(0, 60));
    if (start < 0) return;
    area.focus();
    area.setSelectionRange(start, start + quoted.length);
    return;
  }
  const output = document.getElementById(OUTPUT_ID);
  const lines = [...(output?.querySelectorAll<HTMLElement>('li, p, h1, h2, h3') ?? [])];
  const line = lines.find((l) => squash(l.textContent ?? '').includes(quoted.slice(0, 60)));
  if (line) showLine(line);
}

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
          <textarea
            id={`${OUTPUT_ID}-markdown`}
            className="editor-text"
            value={markdown}
            onChange={(e) => onChange(e.target.value)}
          />
        </label>
      ) : (
        // Rendered from markdown and sanitised with DOMPurify in markdownToSafeHtml.
        <div
          id={OUTPUT_ID}
          className="output formatted"
          data-testid="enhanced-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
          dangerouslySetInnerHTML={{ __html }}
        />
      )}
      <div className="actions" style={{ marginTop: '0.5rem' }}>
        <button type="button" className="secondary" disabled={disabled} onClick={() => setEditing(!editing)}>
          {editing ? 'Show formatted' : 'Edit enhanced text'}
        </button>
      </div>
    </>
  );
}
