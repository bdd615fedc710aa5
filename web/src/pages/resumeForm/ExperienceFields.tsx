import { useId } from 'react';
import { AddOneByOne } from '../../components/AddOneByOne';
import { TextField } from '../../components/TextField';
import type { ExperienceDraft } from './formState';

interface ExperienceFieldsProps {
  entry: ExperienceDraft;
  index: number;
  onChange: (entry: ExperienceDraft) => void;
  onRemove: () => void;
  /** What an import was unsure of in this entry, marked on it. */
  unsure?: string[];
}

/** One experience entry; responsibilities are added one at a time with Enter or the Add button. */
export function ExperienceFields({ entry, index, onChange, onRemove, unsure = [] }: ExperienceFieldsProps) {
  const set = (patch: Partial<ExperienceDraft>) => onChange({ ...entry, ...patch });
  const n = index + 1;
  const hintId = useId();
  const datesId = useId();
  return (
    <fieldset aria-describedby={unsure.length > 0 ? hintId : undefined}>
      <legend>Experience {n}</legend>
      {unsure.length > 0 && (
        <p className="hint" id={hintId}>
          Check: {unsure.join(' ')}
        </p>
      )}
      <div className="row">
        <TextField label="Company" value={entry.company} onChange={(company) => set({ company })} />
        <TextField label="Role" value={entry.role} onChange={(role) => set({ role })} />
        <TextField label="Location" value={entry.location} onChange={(location) => set({ location })} />
      </div>
      <div className="row">
        <TextField
          label="Start Date"
          placeholder="YYYY"
          aria-describedby={datesId}
          value={entry.start_date}
          onChange={(start_date) => set({ start_date })}
        />
        <TextField
          label="End Date"
          placeholder="YYYY or Present"
          aria-describedby={datesId}
          value={entry.end_date}
          onChange={(end_date) => set({ end_date })}
        />
      </div>
      <p className="hint" id={datesId}>
        Dates are kept as you write them: 2019, January 2021, Summer 2022, Present.
      </p>
      <AddOneByOne
        label="Responsibility (press Enter to add)"
        items={entry.responsibilities}
        draft={entry.responsibilityDraft}
        onChange={(responsibilities, responsibilityDraft) => set({ responsibilities, responsibilityDraft })}
        addText="Add"
        addLabel={`Add responsibility to experience ${n}`}
        removeLabel={(_, i) => `Remove responsibility ${i + 1} of experience ${n}`}
      />
      <button type="button" className="secondary" onClick={onRemove}>
        Remove Experience {n}
      </button>
    </fieldset>
  );
}
