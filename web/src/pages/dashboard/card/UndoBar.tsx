import { useEffect, useRef } from 'react';

interface UndoBarProps {
  /** "Enhanced" or "Tailored". */
  what: string;
  version: number;
  disabled: boolean;
  onKeep: () => void;
  onUndo: () => void;
}

/** After an AI change made a version: keep it, or undo to the version before (restored as a new one). */
export function UndoBar({ what, version, disabled, onKeep, onUndo }: UndoBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The bar appears under the card's buttons, often below the fold: bring the choice into view. A block
  // body, as newer browsers return a promise from scrollIntoView that React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div className="undo-bar" role="status" ref={ref}>
      <p>
        {what}: saved as version {version}. Keep it, or undo to version {version - 1}.
      </p>
      <div className="actions">
        <button type="button" onClick={onKeep} disabled={disabled}>
          Keep
        </button>
        <button type="button" className="secondary" onClick={onUndo} disabled={disabled}>
          Undo
        </button>
      </div>
    </div>
  );
}
