import { type Certification, type Education, emptyResumeData, type ResumeData } from '@rb/contracts';
import { newJobId } from '../../jobs/jobId';
import { type MoreSectionsState, moreSectionsData, moreSectionsState } from './moreSections';

/** An experience entry while it is being edited: a local id and the responsibility being typed. */
export interface ExperienceDraft {
  id: string;
  company: string;
  role: string;
  start_date: string;
  end_date: string;
  responsibilities: string[];
  responsibilityDraft: string;
}

export interface FormState {
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  portfolio: string;
  summary: string;
  experience: ExperienceDraft[];
  education: Education[];
  skills: string[];
  certifications: Certification[];
  more: MoreSectionsState;
  jobDescription: string;
}

export const newExperience = (): ExperienceDraft => ({
  id: newJobId(),
  company: '',
  role: '',
  start_date: '',
  end_date: '',
  responsibilities: [],
  responsibilityDraft: '',
});

export const emptyForm = (): FormState => fromResumeData(emptyResumeData());

/** A stored resume in the form, every section prefilled, ready to edit into a new version. */
export function fromResumeData(resume: ResumeData): FormState {
  const { projects, volunteering, custom, languages, awards, courses, publications, ...spec } = resume;
  const experience = resume.experience.map((e) => ({
    ...newExperience(),
    ...e,
    end_date: e.end_date ?? '',
  }));
  return {
    ...spec,
    experience: experience.length > 0 ? experience : [newExperience()],
    more: moreSectionsState(resume),
    jobDescription: '',
  };
}

/** SPEC §5: an education entry needs at least one of its three fields. */
export const educationIsAddable = (e: Education) =>
  [e.institution, e.degree, e.graduation_year].some((v) => v.trim() !== '');

/** SPEC §5: a certification needs both name and year. */
export const certificationIsAddable = (c: Certification) => c.name.trim() !== '' && c.year.trim() !== '';

/** The request's resumeData: untouched experience entries and blank skills are dropped. */
export function toResumeData(form: FormState): ResumeData {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    linkedin: form.linkedin.trim(),
    portfolio: form.portfolio.trim(),
    summary: form.summary.trim(),
    experience: form.experience
      .filter((e) => e.company.trim() || e.role.trim() || e.start_date.trim() || e.responsibilities.length)
      .map((e) => ({
        company: e.company.trim(),
        role: e.role.trim(),
        start_date: e.start_date.trim(),
        end_date: e.end_date.trim() || null,
        responsibilities: [...e.responsibilities, e.responsibilityDraft.trim()].filter(Boolean),
      })),
    education: form.education,
    skills: form.skills.map((s) => s.trim()).filter(Boolean),
    certifications: form.certifications,
    ...moreSectionsData(form.more),
  };
}
