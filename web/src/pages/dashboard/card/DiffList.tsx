import type { DiffLine } from '@rb/contracts';

/** Each kind's sign and what a screen reader says in its place. */
const diffMarks: Record<DiffLine['kind'], { sign: string; spoken: string }> = {
  same: { sign: ' ', spoken: '' },
  added: { sign: '+', spoken: 'Added: ' },
  removed: { sign: '−', spoken: 'Removed: ' },
  moved: { sign: '↕', spoken: 'Moved: ' },
};

/**
 * A compared line as the card shows it: the comparison's "## Skills" is a section heading and its
 * "- " a bullet (contracts' resumeLines), never shown as raw markers.
 */
export function readableLine(text: string): { text: string; heading: boolean } {
  if (text.startsWith('## ')) return { text: text.slice(3), heading: true };
  if (text.startsWith('- ')) return { text: `• ${text.slice(2)}`, heading: false };
  return { text, heading: false };
}

/** Diff lines marked by sign, colour (their class) and spoken text; the one list every diff view shows. */
export function DiffList({ lines, label }: { lines: readonly DiffLine[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {lines.map((line, i) => {
        const shown = readableLine(line.text);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are fixed once shown
          <li key={i} className={`diff-${line.kind}${shown.heading ? ' diff-heading' : ''}`}>
            <span aria-hidden="true">{diffMarks[line.kind].sign} </span>
            <span className="visually-hidden">{diffMarks[line.kind].spoken}</span>
            {shown.text}
          </li>
        );
      })}
    </ul>
  );
}
