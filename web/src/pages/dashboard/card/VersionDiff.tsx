import type { DiffLine } from '@rb/contracts';

const marks: Record<DiffLine['kind'], string> = { same: ' ', added: '+', removed: '−' };
const spoken: Record<DiffLine['kind'], string> = { same: '', added: 'Added: ', removed: 'Removed: ' };

/** A line diff between two versions: added and removed lines marked by sign, colour and spoken text. */
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
            <span aria-hidden="true">{marks[line.kind]} </span>
            <span className="visually-hidden">{spoken[line.kind]}</span>
            {line.text}
          </li>
        ))}
      </ul>
    </figure>
  );
}
