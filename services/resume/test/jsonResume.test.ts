import fs from 'node:fs';
import {
  fromJsonResume,
  jsonResumeSchema,
  notJsonResumeMessage,
  type ResumeData,
  resumeDataSchema,
  resumeJsonFormat,
  toJsonResume,
  withoutBadUrls,
} from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusPath } from '../../../scripts/eval/corpus';
import { jsonResumeProblems } from '../src/jsonResumeCheck';

/** Every field of ours, filled with values the JSON Resume schema can hold (ISO dates, absolute URLs). */
const full: ResumeData = resumeDataSchema.parse({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  linkedin: 'https://www.linkedin.com/in/ada',
  portfolio: 'https://ada.example.com',
  summary: 'Mathematician.\nFirst programmer.',
  experience: [
    {
      company: 'Analytical Engine Project',
      role: 'Analyst',
      start_date: '1842-01',
      end_date: '1843',
      location: 'London',
      responsibilities: ['Annotated the Menabrea paper', 'Wrote Note G'],
    },
    {
      company: 'Royal Society',
      role: 'Correspondent',
      start_date: '1844',
      end_date: null,
      responsibilities: [],
    },
  ],
  education: [
    {
      institution: 'Home tutoring',
      degree: 'Mathematics',
      graduation_year: '1835',
      gpa: '4.0',
      coursework: ['Calculus', 'Logic'],
    },
  ],
  skills: ['Mathematics', 'Algorithms'],
  certifications: [{ name: 'Fellow', year: '1840', issuer: 'Society' }],
  projects: [
    {
      name: 'Note G',
      description: 'Bernoulli numbers',
      link: 'https://example.com/note-g',
      start_date: '1842',
      end_date: '1843',
      bullets: ['First published algorithm'],
    },
  ],
  awards: [{ name: 'Medal', issuer: 'Academy', year: '1843', description: 'For the notes' }],
  languages: [{ name: 'French', level: 'Fluent' }],
  volunteering: [
    {
      organization: 'School',
      role: 'Tutor',
      start_date: '1830',
      end_date: '1831',
      bullets: ['Taught geometry'],
    },
  ],
  publications: [
    {
      title: 'Sketch of the Analytical Engine',
      publisher: 'Taylor',
      year: '1843',
      link: 'https://example.com/sketch',
    },
  ],
  custom: [{ title: 'Interests', items: ['Horses', 'Music'] }],
});

describe('JSON Resume', () => {
  it('exports a document the published schema accepts', () => {
    expect(jsonResumeProblems(toJsonResume(full))).toEqual([]);
  });

  it('round-trips every field the schema can hold (ours → JSON Resume → ours)', () => {
    expect(resumeDataSchema.parse(fromJsonResume(toJsonResume(full)))).toEqual(full);
  });

  it('keeps bare links in profiles, and "Present" as the schema\'s open end', () => {
    const bare = { ...full, linkedin: 'linkedin.com/in/ada', portfolio: 'ada.example.com' };
    const doc = toJsonResume({
      ...bare,
      experience: full.experience.slice(0, 1).map((job) => ({ ...job, end_date: 'Present' })),
    });
    expect(jsonResumeProblems(doc)).toEqual([]);
    const back = fromJsonResume(doc);
    expect(back).toMatchObject({ linkedin: 'linkedin.com/in/ada', portfolio: 'ada.example.com' });
    expect(back.experience[0]?.end_date).toBeNull();
  });

  it('leaves out what the schema cannot hold: free-text dates, honors, courses', () => {
    // A month and year ("Jan 2020") goes in normalised; a season has no schema form.
    const doc = toJsonResume({
      ...full,
      experience: full.experience.slice(0, 1).map((job) => ({ ...job, start_date: 'Summer 2020' })),
      education: full.education.map((school) => ({ ...school, honors: 'Cum laude' })),
      courses: [{ name: 'Rust', issuer: 'Online', year: '2020' }],
    });
    expect(jsonResumeProblems(doc)).toEqual([]);
    const back = fromJsonResume(doc);
    expect(back.experience[0]?.start_date).toBe('');
    expect(back.education[0]?.honors).toBeUndefined();
    expect(back.courses).toBeUndefined();
  });

  it('reads a skill group as its keywords, and names what the schema refuses', () => {
    expect(fromJsonResume({ skills: [{ name: 'Web', keywords: ['HTML', 'CSS'] }] }).skills).toEqual([
      'HTML',
      'CSS',
    ]);
    expect(jsonResumeProblems({ basics: { email: 42 } })).toEqual([
      expect.stringMatching(/^basics\.email: /),
    ]);
  });
});

const corpusJson = (file: string) => JSON.parse(fs.readFileSync(corpusPath('resumes', file), 'utf8'));

describe('JSON Resume read leniently', () => {
  it('leaves out an empty link and one without a scheme, each with a note, and keeps the rest', () => {
    const { doc, notes } = withoutBadUrls({
      basics: { name: 'Richard', url: 'http://example.com', profiles: [{ network: 'X', url: '' }] },
      projects: [{ name: 'Miss Direction', url: 'missdirection.example.com' }],
    });
    expect(notes).toEqual([
      'basics.profiles[0].url was empty and was left out.',
      'projects[0].url "missdirection.example.com" is not a full web address (https://…) and was left out.',
    ]);
    expect(jsonResumeProblems(doc)).toEqual([]);
    expect(doc).toMatchObject({
      basics: { url: 'http://example.com' },
      projects: [{ name: 'Miss Direction' }],
    });
  });

  it('keeps the field of study beside the degree, and interests under their own heading', () => {
    const back = fromJsonResume({
      education: [
        { institution: 'University of Oklahoma', area: 'Information Technology', studyType: 'Bachelor' },
      ],
      interests: [{ name: 'Wildlife', keywords: ['Ferrets', 'Unicorns'] }, { name: 'Chess' }],
    });
    expect(back.education[0]?.degree).toBe('Bachelor in Information Technology');
    expect(back.custom).toEqual([{ title: 'Interests', items: ['Wildlife: Ferrets, Unicorns', 'Chess'] }]);
  });

  it("tells a JSON Resume from another tool's JSON, and names that tool", () => {
    expect(resumeJsonFormat({ basics: { name: 'A' }, work: [] })).toBe('json-resume');
    expect(resumeJsonFormat({ basics: {}, sections: {}, metadata: {} })).toBe('reactive-resume');
    expect(resumeJsonFormat({ personalInfo: { name: 'A' }, workExperience: [] })).toBe('resume-matcher');
    expect(resumeJsonFormat({ title: 'A shopping list', items: ['milk'] })).toBe('unknown');
    expect(notJsonResumeMessage('reactive-resume')).toMatch(/^That file looks like a Reactive Resume export/);
  });

  it.skipIf(!fs.existsSync(CORPUS))(
    "reads the format's own sample and recognises the other tools' samples",
    () => {
      const sample = corpusJson('jsonresume-sample-richard-hendriks.json');
      expect(resumeJsonFormat(sample)).toBe('json-resume');
      const { doc, notes } = withoutBadUrls(sample);
      expect(notes).toHaveLength(2);
      expect(jsonResumeProblems(doc)).toEqual([]);
      const resume = resumeDataSchema.parse(fromJsonResume(jsonResumeSchema.parse(doc)));
      expect(resume.education[0]).toMatchObject({
        institution: 'University of Oklahoma',
        degree: 'Bachelor in Information Technology',
      });
      expect(resume.custom).toEqual([{ title: 'Interests', items: ['Wildlife: Ferrets, Unicorns'] }]);
      expect(resumeJsonFormat(corpusJson('reactiveresume-sample-pikachu-john-doe.json'))).toBe(
        'reactive-resume',
      );
      expect(resumeJsonFormat(corpusJson('rm-e2e-master-jane-doe.json'))).toBe('resume-matcher');
    },
  );
});
