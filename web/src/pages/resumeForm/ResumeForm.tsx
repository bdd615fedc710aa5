import type { Certification, Education } from '@rb/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { logActivity, resumeName } from '../../lib/localResumes';
import {
  dropSessionDraft,
  jobDescriptionDraftKey,
  objectDraft,
  saveSessionDraft,
  useSessionDraft,
} from '../../lib/sessionDraft';
import type { DashboardArrival } from '../dashboard/arrival';
import { ContactFieldset } from './ContactFieldset';
import { type DraftField, EntryListFieldset } from './EntryListFieldset';
import { ExperienceList } from './ExperienceList';
import {
  certificationIsAddable,
  educationIsAddable,
  emptyCertification,
  emptyEducation,
  emptyForm,
  type FormState,
  fromResumeData,
  toResumeData,
  unfinishedDrafts,
} from './formState';
import { ImportReview } from './ImportReview';
import { type ContactKey, entryMarks, type ImportedResume, unsureFields } from './importReview';
import { LivePreview } from './LivePreview';
import { MoreSections } from './MoreSections';
import { SkillsFieldset } from './SkillsFieldset';
import { useStoredResume } from './useStoredResume';

/** The session draft of a resume being written from scratch (see useSessionDraft). */
const NEW_RESUME_DRAFT = 'resume-form';

const educationFields: DraftField<Education>[] = [
  { key: 'institution', label: 'Institution' },
  { key: 'degree', label: 'Degree' },
  { key: 'graduation_year', label: 'Graduation Year', placeholder: 'YYYY' },
  { key: 'gpa', label: 'GPA (optional)' },
  { key: 'honors', label: 'Honors (optional)' },
];

const certificationFields: DraftField<Certification>[] = [
  { key: 'name', label: 'Certification Name' },
  { key: 'year', label: 'Certification Year', placeholder: 'YYYY' },
  { key: 'issuer', label: 'Issuer (optional)' },
];

/**
 * A new resume (`/resume-form`), one imported from a file to review before it is saved (`/resume-form`
 * with the dashboard's import in the navigation state), or a stored one prefilled to save as its next
 * version (`/resume-form/:id`).
 */
export default function ResumeForm() {
  const navigate = useNavigate();
  const { id } = useParams();
  const stored = useStoredResume(id);
  const arrival = useLocation().state as { imported?: ImportedResume } | null;
  const imported = id ? undefined : arrival?.imported;
  // A new resume's form outlives a reload or a visit to another page until it is saved (see
  // useSessionDraft); a stored or imported resume's form starts from that resume each time.
  const [form, setForm] = useSessionDraft<FormState>(
    id || imported ? null : NEW_RESUME_DRAFT,
    () => (imported ? fromResumeData(imported.resume) : emptyForm()),
    objectDraft(emptyForm),
  );
  const unsure = useMemo(() => (imported ? unsureFields(imported.resume, imported.text) : []), [imported]);
  const unsureContact = useMemo(
    () =>
      Object.fromEntries(unsure.flatMap((u) => (u.contact ? [[u.contact, u.text]] : []))) as Partial<
        Record<ContactKey, string>
      >,
    [unsure],
  );
  const [importedEntries] = useState(() => ({
    ...form.more,
    experience: form.experience.map((entry) => entry.id),
    education: form.education,
    certifications: form.certifications,
  }));
  const marks = useMemo(() => entryMarks(unsure, importedEntries), [unsure, importedEntries]);
  const [generating, setGenerating] = useState(false);
  const [unfinished, setUnfinished] = useState('');
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  /** A list section's items and its draft, in one update. */
  const setList = (patch: Partial<FormState>, draft: Partial<FormState['drafts']>) =>
    setForm((f) => ({ ...f, ...patch, drafts: { ...f.drafts, ...draft } }));
  const data = useMemo(() => toResumeData(form), [form]);

  // The stored resume fills the form in the render that first shows it (React's "adjust state while
  // rendering"), not in an effect after it: otherwise the page first mounts with an empty form, and the
  // live preview's sandboxed frame, given an empty resume and then the real one a moment later, could
  // stay on the empty one.
  const [shown, setShown] = useState<typeof stored>();
  if (stored?.state === 'ready' && stored !== shown) {
    setShown(stored);
    setForm(stored.form);
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const unfinishedNow = unfinishedDrafts(form).join(' ');
    setUnfinished(unfinishedNow);
    if (unfinishedNow) return;
    setGenerating(true);
    let arrival: DashboardArrival;
    try {
      if (id) {
        const { version } = await api.saveVersion(id, data);
        arrival = { saved: { id, name: resumeName(data), version: version.number } };
      } else {
        const { resume } = await api.generateResume(data, form.jobDescription, imported ? 'import' : 'form');
        dropSessionDraft(NEW_RESUME_DRAFT);
        // The posting typed here is what the new card scores against: it opens in the card's box.
        if (form.jobDescription.trim())
          saveSessionDraft(jobDescriptionDraftKey(resume.id), form.jobDescription);
        logActivity('Generated', resumeName(data));
        arrival = { saved: { id: resume.id, name: resumeName(data) } };
      }
    } catch (err) {
      arrival = {
        error: messageFor(err, {
          preferServer: Boolean(id),
          failed: id ? 'Failed to save the new version.' : 'Failed to generate resume.',
          unexpected: 'Something went wrong while generating the resume.',
        }),
      };
    }
    // SPEC §4: the page goes to the dashboard either way; the dashboard shows the outcome.
    navigate('/dashboard', { state: arrival });
  };

  if (stored && stored.state !== 'ready') {
    return (
      <section className="page">
        <PrivateHeader title="Edit Resume" />
        {stored.state === 'loading' ? (
          <p role="status">Loading resume...</p>
        ) : (
          <ErrorAlert message={stored.message} />
        )}
      </section>
    );
  }

  return (
    <section className="page">
      <PrivateHeader
        title={
          stored
            ? `Edit Resume (version ${stored.version})`
            : imported
              ? 'Review Imported Resume'
              : 'Resume Form'
        }
      />
      {imported && <ImportReview fileName={imported.fileName} unsure={unsure} />}
      <div className="two-col">
        <form className="form" onSubmit={submit}>
          <ContactFieldset value={form} onChange={set} unsure={unsureContact} />
          <ExperienceList
            entries={form.experience}
            onChange={(experience) => set({ experience })}
            marks={marks}
          />
          <EntryListFieldset
            legend="Education"
            items={form.education}
            draft={form.drafts.education}
            onChange={(education, draft) => setList({ education }, { education: draft })}
            empty={emptyEducation()}
            fields={educationFields}
            isAddable={educationIsAddable}
            describe={(ed) =>
              [ed.degree, ed.institution, ed.graduation_year, ed.gpa && `GPA ${ed.gpa}`, ed.honors]
                .filter(Boolean)
                .join(', ')
            }
            removeLabel={(_, i) => `Remove education ${i + 1}`}
            addText="Add Education"
            marks={marks}
          />
          <SkillsFieldset
            skills={form.skills}
            draft={form.drafts.skill}
            onChange={(skills, draft) => setList({ skills }, { skill: draft })}
          />
          <EntryListFieldset
            legend="Certifications"
            items={form.certifications}
            draft={form.drafts.certification}
            onChange={(certifications, draft) => setList({ certifications }, { certification: draft })}
            empty={emptyCertification()}
            fields={certificationFields}
            isAddable={certificationIsAddable}
            describe={(c) => `${c.name} (${c.year})${c.issuer ? `, ${c.issuer}` : ''}`}
            removeLabel={(c) => `Remove certification ${c.name}`}
            addText="Add Certification"
            marks={marks}
          />
          <MoreSections
            value={form.more}
            drafts={form.drafts.more}
            onChange={(more, drafts) => setList({ more }, { more: drafts })}
            marks={marks}
          />
          <ErrorAlert message={unfinished} />
          {stored ? (
            <button type="submit">Save New Version</button>
          ) : (
            <>
              <label>
                Job Description
                <textarea
                  value={form.jobDescription}
                  onChange={(e) => set({ jobDescription: e.target.value })}
                />
              </label>
              <button type="submit">{imported ? 'Save Imported Resume' : 'Generate Resume'}</button>
            </>
          )}
        </form>
        <LivePreview resume={data} />
      </div>
      {generating && <Overlay message={stored ? 'Saving...' : 'Generating Your Resume...'} />}
    </section>
  );
}
