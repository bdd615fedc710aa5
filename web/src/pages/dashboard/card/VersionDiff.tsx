import type { DiffLine } from '@rb/contracts';
import { DiffList } from './DiffList';

/** A line diff between two versions: added, removed and moved lines marked by sign, colour and spoken text. */
export function VersionDiff({ from, to, lines }: { from: number; to: number; lines: DiffLine[] }) {
  const changed = lines.filter((line) => line.kind !== 'same').length;
  return (
    <figure className="version-diff">
      <figcaption>
        Changes from version {from} to version {to}: {changed === 0 ? 'none' : `${changed} lines`}
      </figcaption>
      <DiffList lines={lines} />
    </figure>
  );
}
