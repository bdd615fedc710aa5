import type { DiffLine } from '@rb/contracts';

/** Each kind's sign and what a screen reader says in its place. */
const diffMarks: Record<DiffLine['kind'], { sign: string; spoken: string }> = {
  same: { sign: ' ', spoken: '' },
  added: { sign: '+', spoken: 'Added: ' },
  removed: { sign: '−', spoken: 'Removed: ' },
  moved: { sign: '↕', spoken: 'Moved: ' },
};

/** Diff lines marked by sign, colour (their class) and spoken text; the one list every diff view shows. */
export function DiffList({ lines, label }: { lines: readonly DiffLine[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are fixed once shown
        <li key={i} className={`diff-${line.kind}`}>
          <span aria-hidden="true">{diffMarks[line.kind].sign} </span>
          <span className="visually-hidden">{diffMarks[line.kind].spoken}</span>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
