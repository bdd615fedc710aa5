import { type CoverLetterRequest, parseResumeMarkdown, type ResumeData } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../src';
import { rewriteBullet, tenseForRole } from '../src/ai/offline/rewriteBullet';
import { speller } from './speller';

/** Bracketed prompts or advice written into the text: the text must never hold them. */
const PLACEHOLDER = /\[[^\]]*\]|measurable result/i;

/** Every string inside a value (a resume object), to check each field's text on its own. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** John Doe (openresume-john-doe.groundtruth.json) as stored, plus weak bullets a real user writes. */
function johnDoe(): ResumeData {
  return {
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
          'Lead a cross-functional team of 5 engineers in developing a search bar',
          'Responsible for writing clean code that is modular and easy to maintain',
        ],
      },
      {
        company: 'DEF Organization',
        role: 'Software Engineer Intern',
        start_date: 'Summer 2022',
        end_date: null,
        responsibilities: [
          'Created a progress bar to help users track progress that drove up user retention by 15%',
          'I helped with onboarding new interns',
        ],
      },
    ],
    education: [
      {
        institution: 'XYZ University',
        degree: 'Bachelor of Science in Computer Science',
        graduation_year: '2023',
      },
      { institution: 'Placeholder College', degree: 'BSc', graduation_year: '2019' },
      { institution: 'Bigtown College', degree: '', graduation_year: '2018' },
    ],
    skills: ['HTML', 'TypeScript', 'placeholder skill', 'React', 'Python', ' '],
    certifications: [
      { name: 'AWS Certified Developer', year: '2022' },
      { name: 'Placeholder certificate', year: '2021' },
    ],
  };
}

describe('bullet rewriting', () => {
  const past = { tense: 'past' } as const;
  const present = { tense: 'present' } as const;

  it('replaces weak openings with an honest action verb', () => {
    // pyresparser-omkar-pathak.pdf
    expect(rewriteBullet('Was responsible for Django backend development', past)).toBe(
      'Managed Django backend development',
    );
    expect(
      rewriteBullet('Responsible for implementing and managing an end-to-end CI/CD Pipeline', past),
    ).toBe('Implemented and managed an end-to-end CI/CD Pipeline');
    expect(rewriteBullet('Duties included: payroll processing for 300 staff', past)).toBe(
      'Performed payroll processing for 300 staff',
    );
    expect(rewriteBullet('Helped with the annual stock take', past)).toBe('Supported the annual stock take');
    expect(
      rewriteBullet('Worked on a live project for creating closure reports using PHP and Excel', past),
    ).toBe('Worked on a live project for creating closure reports using PHP and Excel');
  });

  it('replaces "took care of" by the verb its object calls for: people are cared for, a task is handled', () => {
    expect(rewriteBullet('Took care of 4-5 infants per shift', past)).toBe('Cared for 4-5 infants per shift');
    expect(rewriteBullet('Taking care of elderly residents at night', present)).toBe(
      'Care for elderly residents at night',
    );
    expect(rewriteBullet('Took care of the Saturday till closing', past)).toBe(
      'Handled the Saturday till closing',
    );
    // A plural compromise alone would read as a verb ("horses").
    expect(rewriteBullet('Took care of 14 horses', past)).toBe('Cared for 14 horses');
    // A gerund after it is the work itself.
    expect(rewriteBullet('Took care of ordering supplies for the clinic', past)).toBe(
      'Ordered supplies for the clinic',
    );
  });

  it('says a role held with "was" as served in, and leaves an honour, a part or a rank as written', () => {
    expect(rewriteBullet('Was shift lead on weekends', past)).toBe('Served as shift lead on weekends');
    expect(rewriteBullet('Was the safety officer for the warehouse', past)).toBe(
      'Served as the safety officer for the warehouse',
    );
    expect(rewriteBullet('Was finalist in the regional sales contest', past)).toBe(
      'Was finalist in the regional sales contest',
    );
    expect(rewriteBullet('Was part of the audit team', past)).toBe('Was part of the audit team');
    expect(rewriteBullet('Was runner-up in the county bake-off', past)).toBe(
      'Was runner-up in the county bake-off',
    );
    expect(rewriteBullet('Was 3rd in regional sales', past)).toBe('Was 3rd in regional sales');
    expect(rewriteBullet('Was promoted to supervisor after 6 months', past)).toBe(
      'Was promoted to supervisor after 6 months',
    );
  });

  it('leaves a thing named in Title Case as written, where its first word would read as a verb', () => {
    expect(rewriteBullet('Sort Visualizer using React', past)).toBe('Sort Visualizer using React');
    expect(rewriteBullet('Chat Widget using Socket.io and Redis', past)).toBe(
      'Chat Widget using Socket.io and Redis',
    );
    // A verb's object in Title Case: a plural, or a name continued in lower case.
    expect(rewriteBullet('Manage Vendor Contracts', past)).toBe('Managed Vendor Contracts');
    expect(rewriteBullet('Lead Workday rollout for 3 sites', past)).toBe('Led Workday rollout for 3 sites');
    // A name the resume writes as one is a product the verb acts on.
    expect(rewriteBullet('Administer Jira for 4 teams', { ...past, names: new Set(['jira']) })).toBe(
      'Administered Jira for 4 teams',
    );
  });

  it('keeps "Worked on" before the work it names, and makes a gerund after it the verb', () => {
    // "Contributed to" would make the work a share of someone else's: weaker than what was written.
    expect(rewriteBullet('Worked on the billing migration to Stripe', past)).toBe(
      'Worked on the billing migration to Stripe',
    );
    expect(rewriteBullet('Working on the billing migration to Stripe', present)).toBe(
      'Work on the billing migration to Stripe',
    );
    expect(rewriteBullet('Worked on designing and testing the new checkout', past)).toBe(
      'Designed and tested the new checkout',
    );
  });

  it('puts the leading verbs in the tense of the role', () => {
    expect(rewriteBullet('Enhancing, auditing and maintaining custom data ingestion framework', past)).toBe(
      'Enhanced, audited and maintained custom data ingestion framework',
    );
    expect(rewriteBullet('Managed a team of 4 nurses', present)).toBe('Manage a team of 4 nurses');
    expect(rewriteBullet('Compiled and presented research findings to 20+ faculty', past)).toBe(
      'Compiled and presented research findings to 20+ faculty',
    );
    expect(rewriteBullet('Design of the new warehouse layout', past)).toBe(
      'Design of the new warehouse layout',
    );
    expect(tenseForRole('2023-05-01', 'Present')).toBe('present');
    expect(tenseForRole('2021-02-01', '2023-07-01')).toBe('past');
    expect(tenseForRole('Summer 2022', null)).toBe('past');
    expect(tenseForRole('2024-01-01', '')).toBe('present');
  });

  // A word that is a verb and a noun opens a noun phrase when it modifies the bare singular noun after it
  // (a title, a topic): conjugating it is the damage ("Led developer"). Each of these was conjugated.
  it.each([
    ['Lead developer for the mobile app'],
    ['Lead Developer for the mobile app'],
    ['Lead engineer on the payments platform serving 2M users'],
    ['Project manager for the rollout'],
    ['Track record of delivery on time'],
    ['Support engineer for 3 products'],
    ['Key Result Areas'],
    ['Deal closure for enterprise accounts'],
    // Not "Contract negotiation with vendors": compromise's lexicon does not hold "contract" and it reads
    // the word as a verb by its spelling in every frame (see opensWithNounPhrase).
  ])('in an ended role, the noun phrase "%s" stays as written', (bullet) => {
    expect(rewriteBullet(bullet, past)).toBe(bullet);
  });

  // The same words open a verb when what follows is its object: a determiner, a figure, a plural, or a
  // noun compromise reads as the object ("Lead migration"). Guards: these were right and must stay so.
  it.each([
    ['Lead migration to AWS', 'Led migration to AWS'],
    ['Lead AWS migration', 'Led AWS migration'],
    ['Process 200 claims a week', 'Processed 200 claims a week'],
    ['Present findings to leadership', 'Presented findings to leadership'],
    ['Document the API', 'Documented the API'],
    ['Record podcasts', 'Recorded podcasts'],
    ['Design the new billing pipeline', 'Designed the new billing pipeline'],
    ['Conduct research on payment fraud', 'Conducted research on payment fraud'],
    ['Train new hires', 'Trained new hires'],
    ['Monitor employee productivity across 3 sites', 'Monitored employee productivity across 3 sites'],
    [
      'Complete migration of the databases to the new cluster',
      'Completed migration of the databases to the new cluster',
    ],
    ['Point of contact for vendors', 'Point of contact for vendors'],
  ])('in an ended role, "%s" reads "%s"', (bullet, expected) => {
    expect(rewriteBullet(bullet, past)).toBe(expected);
  });

  it('removes first person and filler but keeps every fact and figure', () => {
    expect(rewriteBullet('I successfully utilized my Excel skills in order to cut costs by 7%.', past)).toBe(
      'Used the Excel skills to cut costs by 7%',
    );
    expect(rewriteBullet('• Tried my hands on Angular 5/6', past)).toBe('Used Angular 5/6');
  });
});

describe('offline engine', () => {
  const engine = createOfflineEngine({ speller });

  it('names itself offline', () => {
    expect(engine.engine).toBe('offline');
  });

  it('enhances a stored resume: SPEC §5 cleaning, rewritten bullets, the user’s own summary improved', async () => {
    const { resume, engine: name, findings } = await engine.enhanceResume(johnDoe());
    expect(name).toBe('offline');
    // Placeholder entries go (SPEC §5); an entry only missing its degree is the user's own: kept, flagged.
    expect(resume.education).toEqual([
      {
        institution: 'XYZ University',
        degree: 'Bachelor of Science in Computer Science',
        graduation_year: '2023',
      },
      { institution: 'Bigtown College', degree: '', graduation_year: '2018' },
    ]);
    expect(findings.filter((f) => f.kind === 'missing-field')).toEqual([
      expect.objectContaining({
        place: { section: 'education', entry: 1 },
        message: expect.stringContaining('no degree'),
      }),
    ]);
    expect(resume.skills).toEqual(['HTML', 'TypeScript', 'React', 'Python']);
    expect(resume.certifications).toEqual([{ name: 'AWS Certified Developer', year: '2022' }]);
    expect(resume.experience.map((j) => [j.company, j.role, j.start_date, j.end_date])).toEqual([
      ['ABC Company', 'Software Engineer', '2023-05-01', 'Present'],
      ['DEF Organization', 'Software Engineer Intern', 'Summer 2022', null],
    ]);
    expect(resume.experience[0]?.responsibilities[1]).toBe(
      'Write clean code that is modular and easy to maintain',
    );
    expect(resume.experience[1]?.responsibilities[1]).toBe('Supported onboarding new interns');
    const sentences = resume.summary.match(/[^.]+\./g) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    // The user's own summary is kept and improved, not replaced by one built from the facts.
    expect(resume.summary).toBe(
      'Software engineer obsessed with building exceptional products that people love. Skilled in HTML, TypeScript, React and Python.',
    );
    expect(resume.summary).not.toMatch(PLACEHOLDER);
  });

  it("keeps the resume's own way of ending bullets: with a full stop when most do, else without", async () => {
    const withBullets = (responsibilities: string[]) => {
      const resume = johnDoe();
      return { ...resume, experience: [{ ...resume.experience[0], responsibilities }] } as ResumeData;
    };
    const stopped = await engine.enhanceResume(
      withBullets([
        'Built a search bar used by 2 million people.',
        'Wrote tests for the checkout flow.',
        'Led demos',
      ]),
    );
    expect(stopped.resume.experience[0]?.responsibilities).toEqual([
      'Build a search bar used by 2 million people.',
      'Write tests for the checkout flow.',
      'Lead demos.',
    ]);
    const bare = await engine.enhanceResume(
      withBullets([
        'Built a search bar used by 2 million people',
        'Wrote tests for the checkout flow.',
        'Led demos',
      ]),
    );
    expect(bare.resume.experience[0]?.responsibilities).toEqual([
      'Build a search bar used by 2 million people',
      'Write tests for the checkout flow',
      'Lead demos',
    ]);
  });

  it("rewrites a project's and a volunteering post's bullets as it does a job's: a student's work", async () => {
    const { resume } = await engine.enhanceResume({
      ...johnDoe(),
      experience: [],
      projects: [
        {
          name: 'Campus Bus Tracker',
          description: 'Live bus positions',
          link: '',
          start_date: '2025',
          end_date: '2025',
          bullets: [
            'built a React frontend used by 300 students',
            'build a React frontend used by 300 students',
          ],
        },
      ],
      volunteering: [
        {
          organization: 'Food Bank',
          role: 'Volunteer',
          start_date: '2024',
          end_date: 'Present',
          bullets: ['sorted donations every Saturday'],
        },
      ],
    });
    expect(resume.projects?.[0]?.bullets).toEqual(['Built a React frontend used by 300 students']);
    const oneYear = await engine.enhanceResume({
      ...johnDoe(),
      projects: [{ name: 'Line Follower', start_date: '2024', bullets: ['write PID control code in C++'] }],
    } as ResumeData);
    expect(oneYear.resume.projects?.[0]?.bullets).toEqual(['Wrote PID control code in C++']);
    expect(resume.volunteering?.[0]?.bullets).toEqual(['Sort donations every Saturday']);
    expect(resume.projects?.[0]?.name).toBe('Campus Bus Tracker');
  });

  it('never writes prompts into the text: the review comes beside it, pointing at the bullet', async () => {
    const stored = await engine.enhanceResume(johnDoe());
    expect(textsOf(stored.resume).filter((t) => PLACEHOLDER.test(t))).toEqual([]);
    expect(stored.findings).toContainEqual(
      expect.objectContaining({ kind: 'no-result', place: { section: 'experience', entry: 0, line: 1 } }),
    );
    // The bullet with a figure needs no such finding.
    expect(stored.findings).not.toContainEqual(
      expect.objectContaining({ kind: 'no-result', place: { section: 'experience', entry: 1, line: 0 } }),
    );
    const editor = await engine.expandEditor(
      'John Doe\nhello@openresume.com\nExperience\nABC Company\nSoftware Engineer May 2023 - Present\n• Built the search bar\nSkills\nHTML, CSS',
    );
    expect(editor.enhancedText).toContain('- Build the search bar\n');
    expect(editor.enhancedText).not.toMatch(PLACEHOLDER);
    expect(editor.findings).toContainEqual(
      expect.objectContaining({ kind: 'no-result', text: 'Build the search bar' }),
    );
  });

  it('returns markdown that round-trips through the contracts parser', async () => {
    const { markdown } = await engine.enhanceText(
      'Ebony Moore\nSeattle, WA | 206-555-0149 | emoore@email.com\nSummary\nDetermined Accountant with three years of experience.\nExperience\nStaff Accountant | Northwind Traders | Jan 2021 - Present\n- Responsible for month-end close for 12 entities\nEducation\nBachelor of Science in Accounting | University of Washington | 2019\nSkills\nQuickBooks, Excel, Payroll',
    );
    const parsed = parseResumeMarkdown(markdown);
    expect(parsed.name).toBe('Ebony Moore');
    expect(parsed.email).toBe('emoore@email.com');
    expect(parsed.experience[0]).toMatchObject({
      company: 'Northwind Traders',
      role: 'Staff Accountant',
      start_date: '2021-01-01',
      end_date: 'Present',
      responsibilities: ['Manage month-end close for 12 entities'],
    });
    expect(parsed.education[0]).toMatchObject({
      degree: 'Bachelor of Science in Accounting',
      graduation_year: '2019',
    });
    expect(parsed.skills).toEqual(['QuickBooks', 'Excel', 'Payroll']);
  });

  it('reads the dashboard’s flattened resume text back into every section', async () => {
    const flattened = [
      'John Doe',
      'hello@openresume.com | 123-456-7890 | linkedin.com/in/john-doe',
      '',
      'Summary',
      'Software engineer obsessed with building exceptional products that people love',
      '',
      'Experience',
      'ABC Company — Software Engineer (2023-05-01 to Present)',
      '- Lead a cross-functional team of 5 engineers in developing a search bar',
      'DEF Organization — Software Engineer Intern (Summer 2022)',
      '- Responsible for the weekly release notes',
      '',
      'Education',
      'Bachelor of Science in Computer Science, XYZ University, 2023',
      '',
      'Skills',
      'HTML, CSS, React',
      '',
      'Certifications',
      'AWS Certified Developer, 2022',
    ].join('\n');
    const parsed = parseResumeMarkdown((await engine.enhanceText(flattened)).markdown);
    expect(parsed.experience).toEqual([
      {
        company: 'ABC Company',
        role: 'Software Engineer',
        start_date: '2023-05-01',
        end_date: 'Present',
        responsibilities: ['Lead a cross-functional team of 5 engineers in developing a search bar'],
      },
      {
        company: 'DEF Organization',
        role: 'Software Engineer Intern',
        start_date: 'Summer 2022',
        end_date: null,
        responsibilities: ['Managed the weekly release notes'],
      },
    ]);
    expect(parsed.education).toEqual([
      {
        degree: 'Bachelor of Science in Computer Science',
        institution: 'XYZ University',
        graduation_year: '2023',
      },
    ]);
    expect(parsed.skills).toEqual(['HTML', 'CSS', 'React']);
    expect(parsed.certifications).toEqual([{ name: 'AWS Certified Developer', year: '2022' }]);
  });

  it('quotes as evidence only a line that reads as one in the past, never a title', async () => {
    const { resume } = await engine.enhanceResume({
      ...emptyResume(),
      experience: [
        {
          company: 'Acme Pay',
          role: 'Software Engineer',
          start_date: '2017',
          end_date: '2020',
          responsibilities: [
            'Lead engineer on the payments platform serving 2M users',
            'Review 30 pull requests a week',
          ],
        },
      ],
    });
    expect(resume.summary).toContain('At Acme Pay, reviewed 30 pull requests a week.');
    expect(resume.summary).not.toMatch(/engineer on the payments platform/);
  });

  it('summarises text and objects in two or three sentences', async () => {
    const { summary } = await engine.summarize(johnDoe());
    expect((summary.match(/[^.]+\./g) ?? []).length).toBeGreaterThanOrEqual(2);
    const fromText = await engine.summarize('## Summary\nNurse with ten years on acute wards.');
    expect(fromText.summary).toBe('Nurse with ten years on acute wards.');
  });

  it('summarises a whole resume pasted into the summary, as the editor’s Summarize sends it', async () => {
    const pasted = [
      'Ebony Moore',
      'Seattle, WA | 206-555-0149 | emoore@email.com',
      'Experience',
      'Accountant | Harrison Money Management | Jan 2019 - Present',
      '- Prepared 120 tax returns for clients during tax season',
      'Skills',
      'Proficiency in QuickBooks, Payroll, Excel',
    ].join('\n');
    const { resume } = await engine.enhanceResume({ ...emptyResume(), summary: pasted });
    expect(resume.summary).toMatch(
      /^Accountant with \d+ years of experience at Harrison Money Management\. /,
    );
    expect(resume.summary).toContain('Skilled in QuickBooks, Payroll and Excel.');
    expect(resume.summary).toContain('120 tax returns');
    expect(resume.summary).not.toContain('206-555-0149');
  });

  it('builds the letter from a whole resume pasted into the summary field (the cover letter page)', async () => {
    const request = letter('Standard');
    const pasted = `Jane Roe\njane@example.org\nSummary\nRegistered nurse with eight years on acute medical wards.\nExperience\n${request.resumeSummary.experience}\nSkills\nIV therapy, wound care, triage`;
    const { coverLetter } = await engine.coverLetter({
      ...request,
      resumeSummary: { summary: pasted, experience: '', education: '', skills: '', certifications: '' },
    });
    // The summary written as a title reads as a sentence of the letter.
    expect(coverLetter).toContain('I am a registered nurse with eight years on acute medical wards.');
    expect(coverLetter).toMatch(/I (?:also )?reduced medication errors by 30%/);
    expect(coverLetter).toContain('IV therapy, wound care and triage');
    expect(coverLetter).not.toContain('jane@example.org\nSummary');
  });

  it('writes cover letters of three lengths around the title, company and focus areas, ignoring N/A', async () => {
    const letters = await Promise.all(
      (['Concise', 'Standard', 'Detailed'] as const).map((length) => engine.coverLetter(letter(length))),
    );
    const [concise, standard, detailed] = letters.map((l) => l.coverLetter);
    expect(letters.every((l) => l.engine === 'offline')).toBe(true);
    expect(concise?.length).toBeLessThan(standard?.length ?? 0);
    expect(standard?.length).toBeLessThan(detailed?.length ?? 0);
    for (const text of [concise, standard, detailed]) {
      expect(text).toContain('Staff Nurse position at St. Mary Hospital');
      // A focus area is named only where a line of the applicant's shows it ("Led discharge planning");
      // none shows patient safety, which is therefore not promised.
      expect(text).toContain('I would especially like to tell you about my work with discharge planning.');
      expect(text).toMatch(/I (?:also )?led discharge planning for 28 beds/);
      expect(text).not.toContain('patient safety');
      expect(text).not.toMatch(/work I do best|role's focus/);
      expect(text).toMatch(/^Dear Hiring Manager,/);
      expect(text).toMatch(/Sincerely,\nJane Roe$/);
      expect(text).not.toContain('N/A');
    }
    expect(detailed).toMatch(/I (?:also )?reduced medication errors by 30%/);
    expect(detailed).toContain('a BSc Nursing from the University of Leeds');
  });
});

function emptyResume(): ResumeData {
  return {
    name: '',
    email: '',
    phone: '',
    linkedin: '',
    portfolio: '',
    summary: '',
    experience: [],
    education: [],
    skills: [],
    certifications: [],
  };
}

function letter(length: CoverLetterRequest['customizationPreferences']['length']): CoverLetterRequest {
  return {
    userInput: {
      jobTitle: 'Staff Nurse',
      companyName: 'St. Mary Hospital',
      hiringManagerName: 'N/A',
      companyAddress: 'N/A',
      jobDescription: 'N/A',
    },
    applicantDetails: {
      name: 'Jane Roe',
      email: 'jane@example.org',
      phone: 'N/A',
      yourAddress: 'N/A',
      linkedin: 'N/A',
      portfolio: 'N/A',
    },
    resumeSummary: {
      summary: 'Registered nurse with eight years on acute medical wards. Calm under pressure.',
      experience:
        'Staff Nurse, Leeds General Infirmary, 2016 - Present\n- Reduced medication errors by 30% through a double-check routine\n- Led discharge planning for 28 beds\n- Mentored 6 student nurses',
      education: 'BSc Nursing, University of Leeds, 2016',
      skills: 'IV therapy, wound care, triage',
      certifications: 'Basic Life Support, 2023',
    },
    customizationPreferences: {
      tone: 'Professional',
      length,
      focusAreas: ['patient safety', 'discharge planning'],
    },
  };
}
