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
  return (
    <div className="undo-bar" role="status">
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
