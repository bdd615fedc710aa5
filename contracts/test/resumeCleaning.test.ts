import { describe, expect, it } from 'vitest';
import {
  cleanStoredResume,
  emptyResumeData,
  restoreIncompleteEducation,
  resumeDataOf,
  type StoredResume,
} from '../src';

describe('SPEC §5 cleaning of a stored resume before enhancing', () => {
  const resume = {
    ...emptyResumeData(),
    experience: [
      { company: '', role: 'Volunteer', start_date: '', end_date: '', responsibilities: ['Helped'] },
    ],
    education: [
      { institution: 'State University', degree: 'BSc', graduation_year: '2019' },
      { institution: 'Placeholder College', degree: 'BA', graduation_year: '2010' },
      { institution: 'No Degree', degree: ' ', graduation_year: '2012' },
      { institution: 'No Year', degree: 'MSc', graduation_year: '' },
    ],
    skills: ['SQL', 'PLACEHOLDER skill', '  ', 'SQL'],
    certifications: [
      { name: 'AWS', year: '2022' },
      { name: 'placeholder cert', year: '2020' },
      { name: 'Scrum', year: 'placeholder' },
      { name: 'Undated', year: '' },
    ],
  };

  it('removes incomplete or placeholder education, placeholder or blank skills, placeholder certifications', () => {
    const cleaned = cleanStoredResume(resume);
    expect(cleaned.education.map((e) => e.institution)).toEqual(['State University']);
    expect(cleaned.skills).toEqual(['SQL', 'SQL']);
    expect(cleaned.certifications.map((c) => c.name)).toEqual(['AWS', 'Undated']);
  });

  it('hands back, in place, the entries cleaning removed only for an empty field (issue 11: nothing dropped)', () => {
    const enhanced = {
      ...cleanStoredResume(resume),
      education: [{ institution: 'State University', degree: 'BSc (Hons)', graduation_year: '2019' }],
    };
    expect(restoreIncompleteEducation(resume, enhanced).education).toEqual([
      { institution: 'State University', degree: 'BSc (Hons)', graduation_year: '2019' },
      { institution: 'No Degree', degree: ' ', graduation_year: '2012' },
      { institution: 'No Year', degree: 'MSc', graduation_year: '' },
    ]);
  });

  it('touches nothing the rule does not name', () => {
    expect(cleanStoredResume(resume).experience).toEqual(resume.experience);
  });

  it('an emptied section is an empty list', () => {
    const cleaned = cleanStoredResume({
      ...resume,
      skills: ['placeholder'],
      education: resume.education.slice(1, 2),
    });
    expect(cleaned.skills).toEqual([]);
    expect(cleaned.education).toEqual([]);
  });

  it('strips a stored resume to its editable fields', () => {
    const stored: StoredResume = { ...resume, id: 'r1', resumeSnippet: '', createdAt: 'x', updatedAt: 'y' };
    expect(Object.keys(resumeDataOf(stored)).sort()).toEqual(Object.keys(emptyResumeData()).sort());
  });

  it('keeps the optional sections when it strips (a PDF of a stored resume lost its projects)', () => {
    const projects = [
      { name: 'Note G', description: '', link: '', start_date: '', end_date: '', bullets: [] },
    ];
    const languages = [{ name: 'French', level: 'Fluent' }];
    const stored: StoredResume = {
      ...resume,
      projects,
      languages,
      id: 'r1',
      resumeSnippet: '',
      createdAt: 'x',
      updatedAt: 'y',
    };
    expect(resumeDataOf(stored)).toMatchObject({ projects, languages });
    expect(resumeDataOf(stored)).not.toHaveProperty('id');
  });
});
