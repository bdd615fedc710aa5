import { describe, expect, it } from 'vitest';
import type { ResumeData } from '../src/domain/resume';
import { normalizeDate, parseDateRange, parseResumeMarkdown, resumeToMarkdown } from '../src/markdown';

/** John Doe's resume from the corpus (openresume-john-doe.groundtruth.json), as the form would store it. */
const johnDoe: ResumeData = {
  name: 'John Doe',
  email: 'hello@openresume.com',
  phone: '123-456-7890',
  linkedin: 'linkedin.com/in/john-doe',
  portfolio: '',
  summary: 'Software engineer obsessed with building exceptional products that people love',
  experience: [
    {
      company: 'ABC Company',
      role: 'Software Engineer',
      start_date: '2023-05-01',
      end_date: 'Present',
      responsibilities: [
        'Lead a cross-functional team of 5 engineers in developing a search bar, which enables thousands of daily active users to search content across the entire platform',
        'Create stunning home page product demo animations that drives up sign up rate by 20%',
      ],
    },
    {
      company: 'DEF Organization',
      role: 'Software Engineer Intern',
      start_date: 'Summer 2022',
      end_date: null,
      responsibilities: [
        'Created a progress bar to help users track progress that drove up user retention by 15%',
      ],
    },
  ],
  education: [
    {
      institution: 'XYZ University',
      degree: 'Bachelor of Science in Computer Science',
      graduation_year: '2023',
    },
    { institution: 'Bigtown College', degree: '', graduation_year: '2019-06-01' },
  ],
  skills: ['HTML', 'TypeScript', 'C++', 'Node.js'],
  certifications: [
    { name: 'AWS Certified Developer, Associate', year: '2022' },
    { name: 'First Aid', year: '' },
  ],
};

/** Every optional section, with entries that lack fields: all of it must come back. */
const fullResume: ResumeData = {
  ...johnDoe,
  education: [
    {
      institution: 'XYZ University',
      degree: 'Bachelor of Science in Computer Science',
      graduation_year: '2023',
      gpa: '3.8',
      honors: 'Magna Cum Laude',
      coursework: ['Algorithms', 'Operating Systems'],
    },
    { institution: 'Bigtown College', degree: '', graduation_year: '' },
  ],
  certifications: [
    { name: 'AWS Certified Developer, Associate', issuer: 'Amazon Web Services', year: '2022' },
    { name: 'First Aid', year: '' },
  ],
  projects: [
    {
      name: 'OpenResume',
      description: 'Created and launched a free resume builder web app',
      link: 'github.com/xitanggg/open-resume',
      start_date: '2023',
      end_date: '',
      bullets: ['Allows thousands of users to build professional resumes'],
    },
    { name: 'Untitled side project', description: '', link: '', start_date: '', end_date: '', bullets: [] },
  ],
  awards: [
    { name: 'Dean’s List', issuer: 'XYZ University', year: '2022', description: 'Top 5% of the class' },
  ],
  languages: [
    { name: 'English', level: 'Native' },
    { name: 'Mandarin', level: '' },
  ],
  volunteering: [
    {
      organization: 'Food Bank',
      role: 'Volunteer',
      start_date: '2021-01-01',
      end_date: 'Present',
      bullets: ['Sorted 2 tonnes of donations'],
    },
  ],
  courses: [{ name: 'Machine Learning', issuer: 'Coursera', year: '2021' }],
  publications: [{ title: 'On Search Bars', publisher: 'ACM', year: '2023', link: 'doi.org/10.1/x' }],
  custom: [{ title: 'Interests', items: ['Chess', 'Hiking'] }],
};

describe('dates', () => {
  it('maps month names to YYYY-MM-01 and keeps other text', () => {
    expect(normalizeDate('May 2023')).toBe('2023-05-01');
    expect(normalizeDate('Sept. 2019')).toBe('2019-09-01');
    expect(normalizeDate('September 2019')).toBe('2019-09-01');
    expect(normalizeDate('2021')).toBe('2021');
    expect(normalizeDate('Summer 2022')).toBe('Summer 2022');
    expect(normalizeDate('Mayor 2020')).toBe('Mayor 2020');
  });

  it('splits ranges with hyphens, dashes and "to", and rejects prose', () => {
    expect(parseDateRange('May 2023 - Present')).toEqual({ start: '2023-05-01', end: 'Present' });
    expect(parseDateRange('Aug. 2023 – May. 2025')).toEqual({ start: '2023-08-01', end: '2025-05-01' });
    expect(parseDateRange('2016-2019')).toEqual({ start: '2016', end: '2019' });
    expect(parseDateRange('Jan 2020 to Dec 2021')).toEqual({ start: '2020-01-01', end: '2021-12-01' });
    expect(parseDateRange('2023-05-01 - Present')).toEqual({ start: '2023-05-01', end: 'Present' });
    expect(parseDateRange('Led a team since 2020')).toBeNull();
  });
});

describe('parseResumeMarkdown', () => {
  it('round-trips what resumeToMarkdown writes', () => {
    expect(parseResumeMarkdown(resumeToMarkdown(johnDoe))).toEqual(johnDoe);
  });

  it('round-trips every optional section, entries with missing fields included', () => {
    const back = parseResumeMarkdown(resumeToMarkdown(fullResume));
    // An entry with only a name has nothing else to write; it comes back as that name.
    expect(back).toEqual(fullResume);
  });

  it('keeps a section it has no field for under its own title', () => {
    const back = parseResumeMarkdown('# Ann Lee\n\n## Patents\n\n- US 1234567: Folding ladder\n');
    expect(back.custom).toEqual([{ title: 'Patents', items: ['US 1234567: Folding ladder'] }]);
  });

  it('reads the SPEC sections as an AI model typically writes them', () => {
    const markdown = [
      '# Jane Roe',
      '',
      '## Contact Information',
      '- **Email:** jane.roe@example.org',
      '- **Phone:** (716) 555-0100',
      '',
      '## Professional Summary',
      'Registered nurse with eight years on acute medical wards.',
      '',
      '## Work Experience',
      '### St. Mary Hospital',
      '**Staff Nurse** | March 2019 - Present',
      '- Administer medication to 12 patients per shift',
      '',
      '## Education',
      'BSc Nursing',
      'University of Leeds',
      'Graduation Year: June 2016',
      '',
      '## Skills',
      'Clinical: IV therapy, wound care; triage',
      '',
      '## Certifications',
      '- Basic Life Support, 2023',
    ].join('\n');
    const resume = parseResumeMarkdown(markdown);
    expect(resume.name).toBe('Jane Roe');
    expect(resume.email).toBe('jane.roe@example.org');
    expect(resume.phone).toBe('(716) 555-0100');
    expect(resume.summary).toBe('Registered nurse with eight years on acute medical wards.');
    expect(resume.experience).toEqual([
      {
        company: 'St. Mary Hospital',
        role: 'Staff Nurse',
        start_date: '2019-03-01',
        end_date: 'Present',
        responsibilities: ['Administer medication to 12 patients per shift'],
      },
    ]);
    expect(resume.education).toEqual([
      { degree: 'BSc Nursing', institution: 'University of Leeds', graduation_year: '2016-06-01' },
    ]);
    expect(resume.skills).toEqual(['IV therapy', 'wound care', 'triage']);
    expect(resume.certifications).toEqual([{ name: 'Basic Life Support', year: '2023' }]);
  });

  it('accepts a wholly-JSON text and an embedded JSON block, but only when it is a valid resume', () => {
    const json = JSON.stringify(johnDoe);
    expect(parseResumeMarkdown(json)).toEqual(johnDoe);
    expect(parseResumeMarkdown(`Here is the resume:\n\`\`\`json\n${json}\n\`\`\`\nDone.`)).toEqual(johnDoe);
    const invalid = parseResumeMarkdown('```json\n{"name": 42}\n```\n## Skills\n- Welding');
    expect(invalid.skills).toEqual(['Welding']);
    expect(invalid.name).toBe('');
  });

  it('stays linear on a hostile input', () => {
    const hostile = `${'#'.repeat(50_000)} ${'- '.repeat(50_000)}\n${'**a'.repeat(30_000)}`;
    const started = performance.now();
    parseResumeMarkdown(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
