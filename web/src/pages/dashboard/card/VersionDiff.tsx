import type { DiffLine } from '@rb/contracts';

/** Each kind's sign and what a screen reader says in its place; shared with the tailoring report. */
export const diffMarks: Record<DiffLine['kind'], { sign: string; spoken: string }> = {
  same: { sign: ' ', spoken: '' },
  added: { sign: '+', spoken: 'Added: ' },
  removed: { sign: '−', spoken: 'Removed: ' },
  moved: { sign: '↕', spoken: 'Moved: ' },
};

/** A line diff between two versions: added, removed and moved lines marked by sign, colour and spoken text. */
export function VersionDiff({ from, to, lines }: { from: number; to: number; lines: DiffLine[] }) {
  const changed = lines.filter((line) => line.kind !== 'same').length;
  return (
    <figure className="version-diff">
      <figcaption>
        Changes from version {from} to version {to}: {changed === 0 ? 'none' : `${changed} lines`}
      </figcaption>
      <ul>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are fixed once shown
          <li key={i} className={`diff-${line.kind}`}>
            <span aria-hidden="true">{diffMarks[line.kind].sign} </span>
            <span className="visually-hidden">{diffMarks[line.kind].spoken}</span>
            {line.text}
          </li>
        ))}
      </ul>
    </figure>
  );
}
