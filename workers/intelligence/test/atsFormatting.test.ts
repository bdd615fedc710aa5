import { renderResumeHtml, resumeDataSchema } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { scoreResume } from '../src';

const posting =
  'Software Engineering Intern. Build internal tools with Python and React. Requirements: Python, Git, SQL.';

/** A student with no job yet: education, a project, volunteering and skills. */
const student = resumeDataSchema.parse({
  name: 'Li Wei',
  email: 'li@example.com',
  phone: '+1 412 555 0199',
  summary: 'Computer science student building web tools.',
  education: [
    { institution: 'Carnegie Mellon University', degree: 'B.S. Computer Science', graduation_year: '2027' },
  ],
  skills: ['Python', 'React', 'Git', 'SQL'],
  projects: [
    {
      name: 'Campus Bus Tracker',
      start_date: '2025',
      end_date: '2025',
      bullets: ['Built a React frontend and Flask API used by 300 students'],
    },
  ],
});

describe('ATS formatting checks', () => {
  it("take a student's projects or volunteering for their experience section", () => {
    const errors = (resume: typeof student) =>
      scoreResume({ htmlResume: renderResumeHtml(resume), jobDescription: posting }).formattingErrors;
    expect(errors(student)).not.toContainEqual(expect.stringMatching(/No Experience section/));
    const volunteer = {
      ...student,
      projects: [],
      volunteering: [
        {
          organization: 'Food Bank',
          role: 'Volunteer',
          start_date: '2024',
          end_date: '',
          bullets: ['Sorted donations'],
        },
      ],
    };
    expect(errors(volunteer)).not.toContainEqual(expect.stringMatching(/No Experience section/));
    expect(errors({ ...student, projects: [] })).toContainEqual(
      'No Experience section found: add a heading named "Experience".',
    );
  });
});
