import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input; the label wraps the input so its text is the input's accessible name. */
export function TextField({ label, value, onChange, ...input }: TextFieldProps) {
  return (
    <label>
      {label}
      <input {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
