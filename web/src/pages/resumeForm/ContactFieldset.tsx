import { Fragment, useId } from 'react';
import { TextField } from '../../components/TextField';
import type { FormState } from './formState';
import type { ContactKey } from './importReview';

const contactFields = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'linkedin', label: 'LinkedIn', type: 'text', autoComplete: 'url' },
  { key: 'portfolio', label: 'Portfolio', type: 'text', autoComplete: 'url' },
] as const;

type Contact = Pick<FormState, (typeof contactFields)[number]['key'] | 'summary'>;

/** Name, contact details and the summary; after an import, what the parser was unsure of is marked where it is. */
export function ContactFieldset({
  value,
  onChange,
  unsure = {},
}: {
  value: Contact;
  onChange: (patch: Partial<Contact>) => void;
  unsure?: Partial<Record<ContactKey, string>>;
}) {
  const baseId = useId();
  /** The id of a field's "Check:" line, when the import was unsure of it. */
  const hintId = (key: string) => (unsure[key as ContactKey] ? `${baseId}-${key}` : undefined);
  const hint = (key: string) =>
    hintId(key) && (
      <p className="hint" id={hintId(key)}>
        Check: {unsure[key as ContactKey]}
      </p>
    );
  return (
    <fieldset>
      <legend>Contact</legend>
      {contactFields.map((f) => (
        <Fragment key={f.key}>
          <TextField
            label={f.label}
            type={f.type}
            autoComplete={f.autoComplete}
            required={f.key === 'name'}
            value={value[f.key]}
            onChange={(v) => onChange({ [f.key]: v })}
            aria-describedby={hintId(f.key)}
          />
          {hint(f.key)}
        </Fragment>
      ))}
      <label>
        Summary
        <textarea
          value={value.summary}
          onChange={(e) => onChange({ summary: e.target.value })}
          aria-describedby={hintId('summary')}
        />
      </label>
      {hint('summary')}
    </fieldset>
  );
}
