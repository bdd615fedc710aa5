import type { DiffLine } from '@rb/contracts';
import { DiffList } from './DiffList';

/** Only the lines an AI change touched, marked like the version diff; shared by enhance and tailor reports. */
export function ChangedLines({ lines }: { lines: readonly DiffLine[] }) {
  return (
    <div className="version-diff">
      <DiffList lines={lines} label="Changed lines" />
    </div>
  );
}
