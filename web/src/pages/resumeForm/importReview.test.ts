import { resumeDataSchema } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { unsureFields } from './importReview';

const complete = resumeDataSchema.parse({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 010 0100',
  summary: 'Rear admiral and compiler pioneer.',
  experience: [
    {
      company: 'US Navy',
      role: 'Programmer',
      start_date: '1943',
      end_date: '1986',
      responsibilities: ['Wrote A-0'],
    },
  ],
  education: [{ institution: 'Yale', degree: 'PhD Mathematics', graduation_year: '1934' }],
  skills: ['COBOL'],
});
const text = 'Grace Hopper\ngrace@example.com\n\nSummary\nRear admiral and compiler pioneer.';

describe('what an import asks the user to check', () => {
  it('is nothing for a complete resume whose name heads the text', () => {
    expect(unsureFields(complete, text)).toEqual([]);
  });

  it('marks a name found far below the top, and a role without employer or dates', () => {
    const guessed = resumeDataSchema.parse({
      ...complete,
      email: '',
      experience: [{ company: '', role: 'Programmer', start_date: '', end_date: null, responsibilities: [] }],
    });
    const late = `Curriculum vitae\nPage 1\nContact\n${text}`;
    expect(unsureFields(guessed, late)).toEqual([
      { contact: 'name', text: 'Full Name: found below the top of the document; check it is yours.' },
      { contact: 'email', text: 'Email: none was found.' },
      {
        entry: { section: 'experience', index: 0 },
        text: 'Experience 1 (Programmer): no employer was found.',
      },
      { entry: { section: 'experience', index: 0 }, text: 'Experience 1 (Programmer): no dates were found.' },
      {
        entry: { section: 'experience', index: 0 },
        text: 'Experience 1 (Programmer): no bullet points were found.',
      },
    ]);
  });

  it('marks education, certification and further entries on the entry, with what is missing', () => {
    const guessed = resumeDataSchema.parse({
      ...complete,
      education: [
        complete.education[0],
        { institution: 'Vassar College', degree: 'BA', graduation_year: '' },
      ],
      certifications: [{ name: 'Navy Reserve', year: '' }],
      projects: [{ name: '', description: 'A compiler' }],
      languages: [{ name: 'German', level: 'Reading' }],
    });
    expect(unsureFields(guessed, text)).toEqual([
      {
        entry: { section: 'education', index: 1 },
        text: 'Education 2 (Vassar College): no graduation year was found.',
      },
      {
        entry: { section: 'certifications', index: 0 },
        text: 'Certification 1 (Navy Reserve): no year was found.',
      },
      { entry: { section: 'projects', index: 0 }, text: 'Projects 1: no project name was found.' },
    ]);
  });
});
