import type { DiffLine } from '@rb/contracts';
import { diffMarks } from './VersionDiff';

/** Only the lines an AI change touched, marked like the version diff; shared by enhance and tailor reports. */
export function ChangedLines({ lines }: { lines: readonly DiffLine[] }) {
  return (
    <div className="version-diff">
      <ul aria-label="Changed lines">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are fixed once shown
          <li key={i} className={`diff-${line.kind}`}>
            <span aria-hidden="true">{diffMarks[line.kind].sign} </span>
            <span className="visually-hidden">{diffMarks[line.kind].spoken}</span>
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
