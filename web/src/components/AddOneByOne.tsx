import { RemovableList } from './RemovableList';

interface AddOneByOneProps {
  label: string;
  items: string[];
  /** The text being typed, kept by the parent so it can also count as an item on submit. */
  draft: string;
  /** Items and draft change together, so a parent that stores both in one object updates it once. */
  onChange: (items: string[], draft: string) => void;
  addText: string;
  addLabel?: string;
  removeLabel: (item: string, index: number) => string;
  removeText?: string;
  listClassName?: string;
}

/** A list of short texts added one at a time with Enter or the Add button; blank text is not added. */
export function AddOneByOne({
  label,
  items,
  draft,
  onChange,
  addText,
  addLabel,
  removeLabel,
  removeText,
  listClassName,
}: AddOneByOneProps) {
  const add = () => {
    const text = draft.trim();
    if (text) onChange([...items, text], '');
  };
  return (
    <>
      <RemovableList
        items={items}
        onChange={(next) => onChange(next, draft)}
        describe={(item) => item}
        removeLabel={removeLabel}
        removeText={removeText}
        className={listClassName}
      />
      <div className="row">
        <label>
          {label}
          <input
            value={draft}
            onChange={(e) => onChange(items, e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </label>
        <button type="button" className="secondary" onClick={add} aria-label={addLabel}>
          {addText}
        </button>
      </div>
    </>
  );
}
