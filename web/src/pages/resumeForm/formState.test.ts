import { resumeDataSchema } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { emptyForm, type FormState, fromResumeData, toResumeData, unfinishedDrafts } from './formState';

/** A form where everything was typed into the fields and no Add button was pressed. */
function typedButNotAdded(): FormState {
  const form = emptyForm();
  form.name = 'Maria Okafor';
  form.drafts.skill = ' wound care ';
  form.drafts.education = { institution: 'Ohio State University', degree: 'BSN', graduation_year: '2016' };
  form.drafts.certification = { name: 'BLS', year: '2024' };
  form.drafts.more.languages = { name: 'Yoruba', level: 'Native' };
  form.drafts.more.projects = { ...form.drafts.more.projects, name: 'Falls audit', bullets: 'Cut falls\n' };
  return form;
}

describe('saving the resume form', () => {
  it('keeps what was typed into a section but not added with its button', () => {
    const data = resumeDataSchema.parse(toResumeData(typedButNotAdded()));
    expect(data.skills).toEqual(['wound care']);
    expect(data.education).toEqual([
      { institution: 'Ohio State University', degree: 'BSN', graduation_year: '2016' },
    ]);
    expect(data.certifications).toEqual([{ name: 'BLS', year: '2024' }]);
    expect(data.languages).toEqual([{ name: 'Yoruba', level: 'Native' }]);
    expect(data.projects?.[0]).toMatchObject({ name: 'Falls audit', bullets: ['Cut falls'] });
  });

  it("keeps a job's written dates and its location, and leaves a blank location out", () => {
    const job = { company: 'Harbour Inn', role: 'Cook', start_date: 'Summer 2022', end_date: 'Present' };
    const form = fromResumeData(resumeDataSchema.parse({ experience: [{ ...job, location: 'Tuscaloosa' }] }));
    expect(form.experience[0]).toMatchObject({ start_date: 'Summer 2022', location: 'Tuscaloosa' });
    expect(toResumeData(form).experience).toEqual([{ ...job, location: 'Tuscaloosa', responsibilities: [] }]);
    const unplaced = fromResumeData(resumeDataSchema.parse({ experience: [job] }));
    expect(toResumeData(unplaced).experience).toEqual([{ ...job, responsibilities: [] }]);
  });

  it('adds nothing for blank drafts and leaves added entries first', () => {
    const form = typedButNotAdded();
    form.drafts = emptyForm().drafts;
    form.skills = ['triage'];
    const data = toResumeData(form);
    expect(data.skills).toEqual(['triage']);
    expect(data.education).toEqual([]);
    expect(data.certifications).toEqual([]);
    expect(data.languages).toBeUndefined();
  });

  it('asks for a half-typed entry its rule refuses instead of dropping it', () => {
    const form = typedButNotAdded();
    expect(unfinishedDrafts(form)).toEqual([]);
    form.drafts.certification = { name: 'ACLS', year: ' ' };
    form.drafts.education = { institution: '', degree: '', graduation_year: '', gpa: '3.8' };
    expect(unfinishedDrafts(form)).toEqual([
      expect.stringContaining('education entry you started'),
      expect.stringContaining('certification you started: it needs both a name and a year'),
    ]);
    expect(toResumeData(form).certifications).toEqual([]);
  });
});
