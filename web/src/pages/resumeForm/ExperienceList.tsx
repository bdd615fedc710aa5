import { ExperienceFields } from './ExperienceFields';
import { type ExperienceDraft, newExperience } from './formState';

/** Every experience entry, each editable and removable, and a button that adds one. */
export function ExperienceList({
  entries,
  onChange,
  marks,
}: {
  entries: ExperienceDraft[];
  onChange: (entries: ExperienceDraft[]) => void;
  /** What an import was unsure of, by entry id. */
  marks?: ReadonlyMap<unknown, string[]>;
}) {
  return (
    <>
      {entries.map((entry, i) => (
        <ExperienceFields
          key={entry.id}
          entry={entry}
          index={i}
          unsure={marks?.get(entry.id)}
          onChange={(next) => onChange(entries.map((x) => (x.id === entry.id ? next : x)))}
          onRemove={() => onChange(entries.filter((x) => x.id !== entry.id))}
        />
      ))}
      <button type="button" className="secondary" onClick={() => onChange([...entries, newExperience()])}>
        Add Experience
      </button>
    </>
  );
}
