import { RemovableList } from '../../components/RemovableList';
import { TextField } from '../../components/TextField';

/** The keys of T whose values are text: the fields a draft row can edit. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T] & string;

export interface DraftField<T> {
  key: TextKey<T>;
  label: string;
  placeholder?: string;
  /** A textarea, for "one per line" lists. */
  multiline?: boolean;
}

interface EntryListFieldsetProps<T extends object> {
  legend: string;
  items: T[];
  /** The entry being typed, kept by the parent so that saving can count it as added. */
  draft: T;
  /** Items and draft change together, so a parent that stores both in one object updates it once. */
  onChange: (items: T[], draft: T) => void;
  /** A blank entry: the draft returns to it after each add. */
  empty: T;
  fields: DraftField<T>[];
  /** SPEC §5's rule for this section; an entry that fails it is not added. */
  isAddable: (entry: T) => boolean;
  describe: (entry: T) => string;
  removeLabel: (entry: T, index: number) => string;
  addText: string;
  /** What an import was unsure of, by entry (see importReview's entryMarks). */
  marks?: ReadonlyMap<unknown, string[]>;
}

/**
 * A form section of small text-only entries (education, certifications, and whatever section comes
 * next): the entries added so far, a draft row of fields and an add button.
 */
export function EntryListFieldset<T extends object>({
  legend,
  items,
  draft,
  onChange,
  empty,
  fields,
  isAddable,
  describe,
  removeLabel,
  addText,
  marks,
}: EntryListFieldsetProps<T>) {
  const add = () => {
    if (isAddable(draft)) onChange([...items, draft], empty);
  };
  return (
    <fieldset>
      <legend>{legend}</legend>
      <RemovableList
        items={items}
        onChange={(next) => onChange(next, draft)}
        describe={describe}
        removeLabel={removeLabel}
        note={(entry) => marks?.get(entry)?.join(' ')}
      />
      <div className="row">
        {fields.map((f) => {
          const value = (draft[f.key] as string | undefined) ?? '';
          const change = (next: string) => onChange(items, { ...draft, [f.key]: next });
          return f.multiline ? (
            <label key={f.key}>
              {f.label}
              <textarea value={value} onChange={(e) => change(e.target.value)} />
            </label>
          ) : (
            <TextField
              key={f.key}
              label={f.label}
              {...(f.placeholder ? { placeholder: f.placeholder } : {})}
              value={value}
              onChange={change}
            />
          );
        })}
      </div>
      <button type="button" className="secondary" onClick={add}>
        {addText}
      </button>
    </fieldset>
  );
}
