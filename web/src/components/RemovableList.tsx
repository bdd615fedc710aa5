import { type ReactNode, useId } from 'react';

interface RemovableListProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** What the item shows before its remove button. */
  describe: (item: T) => ReactNode;
  /** The remove button's accessible name, which must say which item it removes. */
  removeLabel: (item: T, index: number) => string;
  removeText?: string;
  className?: string;
  /** Something to check on the item, shown on it and read with it and with its remove button. */
  note?: (item: T) => string | undefined;
}

/** Entries already added to a form list, each with a button that removes it; nothing when empty. */
export function RemovableList<T>({
  items,
  onChange,
  describe,
  removeLabel,
  removeText = 'Remove',
  className,
  note,
}: RemovableListProps<T>) {
  const baseId = useId();
  if (items.length === 0) return null;
  return (
    <ul className={`removable-list ${className ?? ''}`}>
      {items.map((item, i) => {
        const check = note?.(item);
        const noteId = check ? `${baseId}-${i}` : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat and are removed by position
          <li key={i} aria-describedby={noteId}>
            {describe(item)}{' '}
            <button
              type="button"
              className="secondary"
              aria-label={removeLabel(item, i)}
              aria-describedby={noteId}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              {removeText}
            </button>
            {check && (
              <span className="hint entry-note" id={noteId}>
                Check: {check}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
