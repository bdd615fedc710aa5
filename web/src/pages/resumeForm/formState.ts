import { type Certification, type Education, emptyResumeData, type ResumeData } from '@rb/contracts';
import { newJobId } from '../../jobs/jobId';
import {
  emptySectionDrafts,
  hasAnyText,
  type MoreSectionKey,
  type MoreSectionsState,
  moreSectionsData,
  moreSectionsState,
  type SectionDraft,
} from './moreSections';

/** An experience entry while it is being edited: a local id and the responsibility being typed. */
export interface ExperienceDraft {
  id: string;
  company: string;
  role: string;
  start_date: string;
  end_date: string;
  /** Where the job was; left out of the resume when blank. */
  location: string;
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
  drafts: EntryDrafts;
  jobDescription: string;
}

/**
 * What is typed in a list section's fields but not added with its button yet. Saving counts it as
 * added: someone who fills in their degree and presses Generate Resume expects it on the resume.
 */
export interface EntryDrafts {
  skill: string;
  education: Education;
  certification: Certification;
  more: Record<MoreSectionKey, SectionDraft>;
}

export const emptyEducation = (): Education => ({ institution: '', degree: '', graduation_year: '' });
export const emptyCertification = (): Certification => ({ name: '', year: '' });

const emptyDrafts = (): EntryDrafts => ({
  skill: '',
  education: emptyEducation(),
  certification: emptyCertification(),
  more: emptySectionDrafts(),
});

export const newExperience = (): ExperienceDraft => ({
  id: newJobId(),
  company: '',
  role: '',
  start_date: '',
  end_date: '',
  location: '',
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
    location: e.location ?? '',
  }));
  return {
    ...spec,
    experience: experience.length > 0 ? experience : [newExperience()],
    more: moreSectionsState(resume),
    drafts: emptyDrafts(),
    jobDescription: '',
  };
}

/** SPEC §5: an education entry needs at least one of its three fields. */
export const educationIsAddable = (e: Education) =>
  [e.institution, e.degree, e.graduation_year].some((v) => v.trim() !== '');

/** SPEC §5: a certification needs both name and year. */
export const certificationIsAddable = (c: Certification) => c.name.trim() !== '' && c.year.trim() !== '';

/** A draft as the entries it adds on save: itself when its section's rule accepts it, else nothing. */
const draftEntry = <T>(draft: T, isAddable: (entry: T) => boolean): T[] => (isAddable(draft) ? [draft] : []);

/**
 * What to say about each draft with text that SPEC §5's rule refuses (a certification without its
 * year, an education entry with only a GPA): saving would lose it, so the form asks for it to be
 * completed or cleared first. An optional section's draft is kept whenever it has any text.
 */
export function unfinishedDrafts(form: FormState): string[] {
  const { education, certification } = form.drafts;
  return [
    ...(hasAnyText(education) && !educationIsAddable(education)
      ? ['Complete or clear the education entry you started: it needs an institution, a degree or a year.']
      : []),
    ...(hasAnyText(certification) && !certificationIsAddable(certification)
      ? ['Complete or clear the certification you started: it needs both a name and a year.']
      : []),
  ];
}

/**
 * The request's resumeData: untouched experience entries and blank skills are dropped, and what is
 * typed but not yet added (a responsibility, a skill, an entry's fields) counts as added.
 */
export function toResumeData(form: FormState): ResumeData {
  const { drafts } = form;
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
        ...(e.location.trim() ? { location: e.location.trim() } : {}),
        responsibilities: [...e.responsibilities, e.responsibilityDraft.trim()].filter(Boolean),
      })),
    education: [...form.education, ...draftEntry(drafts.education, educationIsAddable)],
    skills: [...form.skills, drafts.skill].map((s) => s.trim()).filter(Boolean),
    certifications: [...form.certifications, ...draftEntry(drafts.certification, certificationIsAddable)],
    ...moreSectionsData(form.more, drafts.more),
  };
}
