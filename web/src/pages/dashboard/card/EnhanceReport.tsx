import type { DiffLine, Engine } from '@rb/contracts';
import { engineNote } from '../../../lib/engineNote';
import { ChangedLines } from './ChangedLines';

export interface EnhanceOutcome {
  /** The lines the enhancement changed (the diff from the version before, without unchanged lines); null if the comparison failed. */
  changes: DiffLine[] | null;
  /** Which engine wrote it: the built-in one says so, so nobody takes its rules for a language model. */
  engine: Engine;
}

/**
 * What a saved enhancement did to a stored resume: its changed lines as kept, or that nothing needed
 * rewording. Without it the card only said a version was saved, and the user had to compare versions to
 * learn whether anything had changed.
 */
export function EnhanceReport({ outcome }: { outcome: EnhanceOutcome }) {
  return (
    <section className="card" aria-label="Enhancement result">
      <p>{engineNote(outcome.engine)}</p>
      {outcome.changes && (
        <>
          <h4>Changed lines</h4>
          {outcome.changes.length === 0 ? (
            <p>No line needed rewording.</p>
          ) : (
            <ChangedLines lines={outcome.changes} />
          )}
        </>
      )}
    </section>
  );
}
