import type { ReactNode } from 'react';

interface RemovableListProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** What the item shows before its remove button. */
  describe: (item: T) => ReactNode;
  /** The remove button's accessible name, which must say which item it removes. */
  removeLabel: (item: T, index: number) => string;
  removeText?: string;
  className?: string;
}

/** Entries already added to a form list, each with a button that removes it; nothing when empty. */
export function RemovableList<T>({
  items,
  onChange,
  describe,
  removeLabel,
  removeText = 'Remove',
  className,
}: RemovableListProps<T>) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat and are removed by position
        <li key={i}>
          {describe(item)}{' '}
          <button
            type="button"
            className="secondary"
            aria-label={removeLabel(item, i)}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            {removeText}
          </button>
        </li>
      ))}
    </ul>
  );
}
