import { TEMPLATE_NAMES, type TemplateName } from '@rb/contracts';

const labels: Record<TemplateName, string> = { classic: 'Classic', modern: 'Modern' };

interface TemplatePickerProps {
  value: TemplateName;
  onChange: (template: TemplateName) => void;
}

/** The resume templates the renderer offers; the preview and the PDF use the same one. */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  return (
    <label className="template-picker">
      Template
      <select value={value} onChange={(e) => onChange(e.target.value as TemplateName)}>
        {TEMPLATE_NAMES.map((name) => (
          <option key={name} value={name}>
            {labels[name]}
          </option>
        ))}
      </select>
    </label>
  );
}
