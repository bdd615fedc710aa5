import { coverLetterLengths } from '@rb/contracts';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../components/TextField';
import type { Length, LetterInput } from './letterRequest';

const lengthLabels: Record<Length, string> = {
  Concise: 'Short (Concise)',
  Standard: 'Standard Length',
  Detailed: 'Long (Detailed)',
};

const inputs = [
  { key: 'jobTitle', label: 'Job Title', type: 'text', required: true },
  { key: 'companyName', label: 'Company Name', type: 'text', required: true },
  { key: 'name', label: 'Your Name', type: 'text', required: true },
  { key: 'email', label: 'Your Email', type: 'email', required: false },
  { key: 'phone', label: 'Phone Number', type: 'tel', required: false },
] as const;

interface LetterFormProps {
  values: LetterInput;
  onChange: (patch: Partial<LetterInput>) => void;
  length: Length;
  onLength: (length: Length) => void;
  onSubmit: () => void;
  /** Shown under the button (the page's error line). */
  children?: ReactNode;
}

/** SPEC §2's cover letter inputs and the "Generate Cover Letter" button. */
export function LetterForm({ values, onChange, length, onLength, onSubmit, children }: LetterFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="form" onSubmit={submit}>
      {inputs.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          type={f.type}
          required={f.required}
          value={values[f.key]}
          onChange={(value) => onChange({ [f.key]: value })}
        />
      ))}
      <label>
        Paste Your Resume
        <textarea value={values.resume} onChange={(e) => onChange({ resume: e.target.value })} />
      </label>
      <TextField
        label="Focus Areas (comma separated)"
        value={values.focusAreas}
        onChange={(focusAreas) => onChange({ focusAreas })}
      />
      <label>
        Length Preference
        <select value={length} onChange={(e) => onLength(e.target.value as Length)}>
          {coverLetterLengths.map((l) => (
            <option key={l} value={l}>
              {lengthLabels[l]}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">Tone: Professional</p>
      <button type="submit">Generate Cover Letter</button>
      {children}
    </form>
  );
}
