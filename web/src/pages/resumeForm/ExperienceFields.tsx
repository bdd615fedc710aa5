import type { ExperienceDraft } from './formState';

interface ExperienceFieldsProps {
  entry: ExperienceDraft;
  index: number;
  onChange: (entry: ExperienceDraft) => void;
  onRemove: () => void;
}

/** One experience entry; responsibilities are added one at a time with Enter or the Add button. */
export function ExperienceFields({ entry, index, onChange, onRemove }: ExperienceFieldsProps) {
  const set = (patch: Partial<ExperienceDraft>) => onChange({ ...entry, ...patch });
  const addResponsibility = () => {
    const text = entry.responsibilityDraft.trim();
    if (text) set({ responsibilities: [...entry.responsibilities, text], responsibilityDraft: '' });
  };
  const n = index + 1;
  return (
    <fieldset>
      <legend>Experience {n}</legend>
      <div className="row">
        <label>
          Company
          <input value={entry.company} onChange={(e) => set({ company: e.target.value })} />
        </label>
        <label>
          Role
          <input value={entry.role} onChange={(e) => set({ role: e.target.value })} />
        </label>
      </div>
      <div className="row">
        <label>
          Start Date
          <input
            placeholder="YYYY"
            value={entry.start_date}
            onChange={(e) => set({ start_date: e.target.value })}
          />
        </label>
        <label>
          End Date
          <input
            placeholder="YYYY or Present"
            value={entry.end_date}
            onChange={(e) => set({ end_date: e.target.value })}
          />
        </label>
      </div>
      {entry.responsibilities.length > 0 && (
        <ul>
          {entry.responsibilities.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: plain text items, removable by position
            <li key={i}>
              {r}{' '}
              <button
                type="button"
                className="secondary"
                aria-label={`Remove responsibility ${i + 1} of experience ${n}`}
                onClick={() => set({ responsibilities: entry.responsibilities.filter((_, j) => j !== i) })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <label>
          Responsibility (press Enter to add)
          <input
            value={entry.responsibilityDraft}
            onChange={(e) => set({ responsibilityDraft: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addResponsibility();
              }
            }}
          />
        </label>
        <button
          type="button"
          className="secondary"
          onClick={addResponsibility}
          aria-label={`Add responsibility to experience ${n}`}
        >
          Add
        </button>
      </div>
      <button type="button" className="secondary" onClick={onRemove}>
        Remove Experience {n}
      </button>
    </fieldset>
  );
}
