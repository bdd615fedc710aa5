import { type Certification, type Education, renderResumeHtml, type TemplateName } from '@rb/contracts';
import { type FormEvent, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { AddOneByOne } from '../../components/AddOneByOne';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { RemovableList } from '../../components/RemovableList';
import { TemplatePicker } from '../../components/TemplatePicker';
import { TextField } from '../../components/TextField';
import { logActivity, resumeName } from '../../lib/localResumes';
import { ExperienceFields } from './ExperienceFields';
import {
  certificationIsAddable,
  educationIsAddable,
  emptyForm,
  type FormState,
  newExperience,
  toResumeData,
} from './formState';

const contactFields = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'linkedin', label: 'LinkedIn', type: 'text', autoComplete: 'url' },
  { key: 'portfolio', label: 'Portfolio', type: 'text', autoComplete: 'url' },
] as const;

const emptyEducation: Education = { institution: '', degree: '', graduation_year: '' };
const emptyCertification: Certification = { name: '', year: '' };

export default function ResumeForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(emptyForm);
  const [education, setEducation] = useState<Education>(emptyEducation);
  const [skill, setSkill] = useState('');
  const [certification, setCertification] = useState<Certification>(emptyCertification);
  const [generating, setGenerating] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  // The live preview uses the same template as the PDF renderer, so what is seen is what downloads.
  const deferred = useDeferredValue(form);
  const [template, setTemplate] = useState<TemplateName>('classic');
  const preview = useMemo(() => renderResumeHtml(toResumeData(deferred), template), [deferred, template]);

  const addEducation = () => {
    if (!educationIsAddable(education)) return;
    set({ education: [...form.education, education] });
    setEducation(emptyEducation);
  };
  const addCertification = () => {
    if (!certificationIsAddable(certification)) return;
    set({ certifications: [...form.certifications, certification] });
    setCertification(emptyCertification);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setGenerating(true);
    let error: string | null = null;
    const data = toResumeData(form);
    try {
      await api.generateResume(data, form.jobDescription);
      logActivity('Generated', resumeName(data));
    } catch (err) {
      error = messageFor(err, {
        failed: 'Failed to generate resume.',
        unexpected: 'Something went wrong while generating the resume.',
      });
    }
    // SPEC §4: the page goes to the dashboard either way; the dashboard shows the error.
    navigate('/dashboard', { state: error ? { error } : null });
  };

  return (
    <section className="page">
      <PrivateHeader title="Resume Form" />
      <div className="two-col">
        <form className="form" onSubmit={submit}>
          <fieldset>
            <legend>Contact</legend>
            {contactFields.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                type={f.type}
                autoComplete={f.autoComplete}
                required={f.key === 'name'}
                value={form[f.key]}
                onChange={(value) => set({ [f.key]: value })}
              />
            ))}
            <label>
              Summary
              <textarea value={form.summary} onChange={(e) => set({ summary: e.target.value })} />
            </label>
          </fieldset>

          {form.experience.map((entry, i) => (
            <ExperienceFields
              key={entry.id}
              entry={entry}
              index={i}
              onChange={(next) =>
                set({ experience: form.experience.map((x) => (x.id === entry.id ? next : x)) })
              }
              onRemove={() => set({ experience: form.experience.filter((x) => x.id !== entry.id) })}
            />
          ))}
          <button
            type="button"
            className="secondary"
            onClick={() => set({ experience: [...form.experience, newExperience()] })}
          >
            Add Experience
          </button>

          <fieldset>
            <legend>Education</legend>
            <RemovableList
              items={form.education}
              onChange={(next) => set({ education: next })}
              describe={(ed) => [ed.degree, ed.institution, ed.graduation_year].filter(Boolean).join(', ')}
              removeLabel={(_, i) => `Remove education ${i + 1}`}
            />
            <div className="row">
              <TextField
                label="Institution"
                value={education.institution}
                onChange={(institution) => setEducation({ ...education, institution })}
              />
              <TextField
                label="Degree"
                value={education.degree}
                onChange={(degree) => setEducation({ ...education, degree })}
              />
              <TextField
                label="Graduation Year"
                placeholder="YYYY"
                value={education.graduation_year}
                onChange={(graduation_year) => setEducation({ ...education, graduation_year })}
              />
            </div>
            <button type="button" className="secondary" onClick={addEducation}>
              Add Education
            </button>
          </fieldset>

          <fieldset>
            <legend>Skills</legend>
            <AddOneByOne
              label="Skill (press Enter to add)"
              items={form.skills}
              draft={skill}
              onChange={(skills, draft) => {
                set({ skills });
                setSkill(draft);
              }}
              addText="Add Skill"
              removeLabel={(s) => `Remove skill ${s}`}
              removeText="×"
              listClassName="chips"
            />
          </fieldset>

          <fieldset>
            <legend>Certifications</legend>
            <RemovableList
              items={form.certifications}
              onChange={(next) => set({ certifications: next })}
              describe={(c) => `${c.name} (${c.year})`}
              removeLabel={(c) => `Remove certification ${c.name}`}
            />
            <div className="row">
              <TextField
                label="Certification Name"
                value={certification.name}
                onChange={(name) => setCertification({ ...certification, name })}
              />
              <TextField
                label="Certification Year"
                placeholder="YYYY"
                value={certification.year}
                onChange={(year) => setCertification({ ...certification, year })}
              />
              <button type="button" className="secondary" onClick={addCertification}>
                Add Certification
              </button>
            </div>
          </fieldset>

          <label>
            Job Description
            <textarea value={form.jobDescription} onChange={(e) => set({ jobDescription: e.target.value })} />
          </label>
          <button type="submit">Generate Resume</button>
        </form>
        <aside aria-label="Live preview">
          <h2>Live preview</h2>
          <TemplatePicker value={template} onChange={setTemplate} />
          <iframe
            title="Resume preview"
            className="preview-frame"
            sandbox=""
            srcDoc={preview}
            style={{ width: '100%', height: '80vh' }}
          />
        </aside>
      </div>
      {generating && <Overlay message="Generating Your Resume..." />}
    </section>
  );
}
