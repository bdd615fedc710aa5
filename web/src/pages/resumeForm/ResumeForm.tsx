import type { Certification, Education } from '@rb/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { logActivity, resumeName } from '../../lib/localResumes';
import type { DashboardArrival } from '../dashboard/arrival';
import { ContactFieldset } from './ContactFieldset';
import { type DraftField, EntryListFieldset } from './EntryListFieldset';
import { ExperienceList } from './ExperienceList';
import {
  certificationIsAddable,
  educationIsAddable,
  emptyForm,
  type FormState,
  toResumeData,
} from './formState';
import { LivePreview } from './LivePreview';
import { MoreSections } from './MoreSections';
import { SkillsFieldset } from './SkillsFieldset';

const educationFields: DraftField<Education>[] = [
  { key: 'institution', label: 'Institution' },
  { key: 'degree', label: 'Degree' },
  { key: 'graduation_year', label: 'Graduation Year', placeholder: 'YYYY' },
  { key: 'gpa', label: 'GPA (optional)' },
  { key: 'honors', label: 'Honors (optional)' },
];
const emptyEducation: Education = { institution: '', degree: '', graduation_year: '' };

const certificationFields: DraftField<Certification>[] = [
  { key: 'name', label: 'Certification Name' },
  { key: 'year', label: 'Certification Year', placeholder: 'YYYY' },
  { key: 'issuer', label: 'Issuer (optional)' },
];
const emptyCertification: Certification = { name: '', year: '' };

export default function ResumeForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(emptyForm);
  const [generating, setGenerating] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const data = useMemo(() => toResumeData(form), [form]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setGenerating(true);
    let arrival: DashboardArrival;
    try {
      const { resume } = await api.generateResume(data, form.jobDescription);
      logActivity('Generated', resumeName(data));
      arrival = { saved: { id: resume.id, name: resumeName(data) } };
    } catch (err) {
      arrival = {
        error: messageFor(err, {
          failed: 'Failed to generate resume.',
          unexpected: 'Something went wrong while generating the resume.',
        }),
      };
    }
    // SPEC §4: the page goes to the dashboard either way; the dashboard shows the outcome.
    navigate('/dashboard', { state: arrival });
  };

  return (
    <section className="page">
      <PrivateHeader title="Resume Form" />
      <div className="two-col">
        <form className="form" onSubmit={submit}>
          <ContactFieldset value={form} onChange={set} />
          <ExperienceList entries={form.experience} onChange={(experience) => set({ experience })} />
          <EntryListFieldset
            legend="Education"
            items={form.education}
            onChange={(education) => set({ education })}
            empty={emptyEducation}
            fields={educationFields}
            isAddable={educationIsAddable}
            describe={(ed) =>
              [ed.degree, ed.institution, ed.graduation_year, ed.gpa && `GPA ${ed.gpa}`, ed.honors]
                .filter(Boolean)
                .join(', ')
            }
            removeLabel={(_, i) => `Remove education ${i + 1}`}
            addText="Add Education"
          />
          <SkillsFieldset skills={form.skills} onChange={(skills) => set({ skills })} />
          <EntryListFieldset
            legend="Certifications"
            items={form.certifications}
            onChange={(certifications) => set({ certifications })}
            empty={emptyCertification}
            fields={certificationFields}
            isAddable={certificationIsAddable}
            describe={(c) => `${c.name} (${c.year})${c.issuer ? `, ${c.issuer}` : ''}`}
            removeLabel={(c) => `Remove certification ${c.name}`}
            addText="Add Certification"
          />
          <MoreSections value={form.more} onChange={(more) => set({ more })} />
          <label>
            Job Description
            <textarea value={form.jobDescription} onChange={(e) => set({ jobDescription: e.target.value })} />
          </label>
          <button type="submit">Generate Resume</button>
        </form>
        <LivePreview resume={data} />
      </div>
      {generating && <Overlay message="Generating Your Resume..." />}
    </section>
  );
}
