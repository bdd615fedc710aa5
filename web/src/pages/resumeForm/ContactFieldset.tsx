import { TextField } from '../../components/TextField';
import type { FormState } from './formState';

const contactFields = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'linkedin', label: 'LinkedIn', type: 'text', autoComplete: 'url' },
  { key: 'portfolio', label: 'Portfolio', type: 'text', autoComplete: 'url' },
] as const;

type Contact = Pick<FormState, (typeof contactFields)[number]['key'] | 'summary'>;

/** Name, contact details and the summary. */
export function ContactFieldset({
  value,
  onChange,
}: {
  value: Contact;
  onChange: (patch: Partial<Contact>) => void;
}) {
  return (
    <fieldset>
      <legend>Contact</legend>
      {contactFields.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          type={f.type}
          autoComplete={f.autoComplete}
          required={f.key === 'name'}
          value={value[f.key]}
          onChange={(v) => onChange({ [f.key]: v })}
        />
      ))}
      <label>
        Summary
        <textarea value={value.summary} onChange={(e) => onChange({ summary: e.target.value })} />
      </label>
    </fieldset>
  );
}
