import type { Engine, LineChange } from '@rb/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { engineNote } from '../lib/engineNote';

export interface EnhanceProposal {
  changes: LineChange[];
  engine: Engine;
}

interface EnhanceChoicesProps {
  proposal: EnhanceProposal;
  disabled: boolean;
  /** Takes the enhancement with every change kept except the `rejected` ones (a new version, on the card). */
  onSave: (rejected: ReadonlySet<string>) => void;
  onDiscard: () => void;
  /** The taking button's words, by changes kept and in all: the card saves a version, the editor uses the text. */
  saveLabel?: (kept: number, total: number) => string;
}

const saveVersion = (kept: number, total: number) =>
  total === 0 ? 'Save as new version' : `Save with ${kept} of ${total} changes`;

const WHERE: Record<LineChange['section'], string> = {
  summary: 'Summary',
  experience: 'Role',
  projects: 'Project',
  volunteering: 'Volunteering',
  skills: 'Skill',
};

/**
 * An enhancement before it is taken: each changed line, before → after with why, kept unless the user
 * unticks it. On the card saving makes the version (undo stays); in the editor it writes the enhanced
 * text. Discarding leaves the resume as it was.
 */
export function EnhanceChoices({
  proposal,
  disabled,
  onSave,
  onDiscard,
  saveLabel = saveVersion,
}: EnhanceChoicesProps) {
  const [rejected, setRejected] = useState<Set<string>>(new Set());
  const ids = useId();
  const ref = useRef<HTMLElement>(null);
  // The choice appears under the card's buttons, often below the fold: bring it into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const toggle = (id: string) =>
    setRejected((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const { changes } = proposal;
  const kept = changes.length - rejected.size;
  return (
    <section className="card enhance-choices" aria-label="Enhancement to review" ref={ref}>
      <p>{engineNote(proposal.engine)}</p>
      {changes.length === 0 ? (
        <p>No line needed rewording.</p>
      ) : (
        <>
          <h4>
            {changes.length} changed {changes.length === 1 ? 'line' : 'lines'}: each is kept unless you untick
            it
          </h4>
          <ul className="line-choices">
            {changes.map((c) => (
              <li key={c.id} className={rejected.has(c.id) ? 'line-rejected' : undefined}>
                <label>
                  <input
                    type="checkbox"
                    checked={!rejected.has(c.id)}
                    disabled={disabled}
                    onChange={() => toggle(c.id)}
                    aria-describedby={`${ids}-${c.id}`}
                  />{' '}
                  Keep
                </label>
                <div id={`${ids}-${c.id}`}>
                  <span className="muted">
                    {WHERE[c.section]}
                    {c.entry !== undefined && ` ${c.entry + 1}`}:{' '}
                  </span>
                  {c.before.length > 0 && (
                    <del className="diff-removed">
                      <span className="visually-hidden">Before: </span>
                      {c.before.join(' / ')}
                    </del>
                  )}
                  {c.before.length > 0 && <span aria-hidden="true"> → </span>}
                  {c.after === null ? (
                    <em> (removed)</em>
                  ) : (
                    <ins className="diff-added">
                      <span className="visually-hidden">After: </span>
                      {c.after}
                    </ins>
                  )}
                  <p className="muted">{c.reason}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions">
        <button type="button" disabled={disabled} onClick={() => onSave(rejected)}>
          {saveLabel(kept, changes.length)}
        </button>
        <button type="button" className="secondary" disabled={disabled} onClick={onDiscard}>
          Discard
        </button>
      </div>
    </section>
  );
}
