import type { CoverLetterRequest } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../src';
import { job, resumeWith } from './resumeFixtures';
import { speller } from './speller';

/**
 * What a hiring manager reading the offline engine's output beside the input would reject: each case is
 * a general failure seen when reading the corpus outputs (issue 11 §2), written with invented text.
 */
const engine = createOfflineEngine({ speller });

async function rewritten(bullets: string[], end: string | null = '2021-06-01'): Promise<string[]> {
  const { resume } = await engine.enhanceResume(
    resumeWith([job({ responsibilities: bullets, end_date: end })]),
  );
  return resume.experience[0]?.responsibilities ?? [];
}

describe('offline bullets read as a person wrote them', () => {
  it('replaces "utilize" by "use" in the same form and keeps a sentence start capitalised', async () => {
    expect(
      await rewritten([
        'Built the ledger service utilizing Kafka and Postgres',
        'Shipped the billing API. Utilized Redis for caching. Successfully migrated 40 tables',
      ]),
    ).toEqual([
      'Built the ledger service using Kafka and Postgres',
      'Shipped the billing API. Used Redis for caching. Migrated 40 tables.',
    ]);
  });

  it('keeps an adverb that is coordinated with another one', async () => {
    expect(await rewritten(['Trained staff to serve confidently and effectively at every station'])).toEqual([
      'Trained staff to serve confidently and effectively at every station',
    ]);
  });

  it('never conjugates a label or a product name that opens a bullet', async () => {
    expect(
      await rewritten([
        'Data Collection: Designed the survey platform used by 12 teams',
        'Tallyhub: Batch import service from Hadoop to Cassandra',
        'TensorFlow: Worked on the performance of model training',
      ]),
    ).toEqual([
      'Data Collection: Designed the survey platform used by 12 teams',
      'Tallyhub: Batch import service from Hadoop to Cassandra',
      'TensorFlow: Worked on the performance of model training',
    ]);
  });

  it('puts every sentence of a bullet that opens with a verb in the role’s tense', async () => {
    expect(await rewritten(['Load parts into the press. Unload and measure each part for accuracy'])).toEqual(
      ['Loaded parts into the press. Unloaded and measured each part for accuracy.'],
    );
  });
});

describe('offline summaries read as prose', () => {
  it('closes a quoted sentence once and never doubles a stop after an abbreviation', async () => {
    const quoted = await engine.enhanceResume(resumeWith([], { summary: '"Build what matters."' }));
    expect(quoted.resume.summary).toBe('"Build what matters."');
    const { resume } = await engine.enhanceResume(
      resumeWith([job({ company: 'Globex Inc.', end_date: 'Present' })]),
    );
    expect(resume.summary).not.toContain('..');
  });

  it('names only skills, never places, dates or personal traits listed among them', async () => {
    const { resume } = await engine.enhanceResume(
      resumeWith([], {
        summary: 'Warehouse lead who keeps the floor moving',
        skills: [
          'Forklift operation',
          'Brooklyn',
          '2013 - 2015',
          'Fluent in Spanish',
          'Fun and energetic',
          'SAP',
        ],
      }),
    );
    expect(resume.summary).toBe(
      'Warehouse lead who keeps the floor moving. Skilled in Forklift operation and SAP.',
    );
  });

  it('quotes a result in the past tense, preferring one with a measured change', async () => {
    const { resume } = await engine.enhanceResume(
      resumeWith([
        job({
          end_date: 'Present',
          responsibilities: [
            'Record the output of 50 workers each shift',
            'Cut picking time by 12% with a new layout',
          ],
        }),
      ]),
    );
    expect(resume.summary).toContain('At Northwind Traders, cut picking time by 12% with a new layout.');
  });

  it('says where its quoted line was done, never calling an older job\'s line "recent" nor a count a result', async () => {
    const { resume } = await engine.enhanceResume(
      resumeWith([
        job({
          company: 'Comfort Home Care',
          role: 'Home Health Aide',
          start_date: '2021-03-01',
          end_date: 'Present',
          responsibilities: ['Assist elderly clients with bathing and meals'],
        }),
        job({
          company: "McDonald's",
          role: 'Crew Member',
          responsibilities: ['Take orders and prepare food', 'Trained 5 new crew members'],
        }),
      ]),
    );
    expect(resume.summary).toContain("At McDonald's, trained 5 new crew members.");
    expect(resume.summary).not.toMatch(/results?:/i);
  });
});

describe('offline cover letters read as a letter', () => {
  const request = (summary: string, experience: string[]): CoverLetterRequest => ({
    userInput: {
      jobTitle: 'Platform Engineer',
      companyName: 'Initech',
      hiringManagerName: '',
      companyAddress: 'N/A',
      jobDescription: 'We need a platform engineer to run Kafka and Terraform.',
    },
    applicantDetails: {
      name: 'Ebony Moore',
      email: 'N/A',
      phone: 'N/A',
      yourAddress: 'N/A',
      linkedin: 'N/A',
      portfolio: 'N/A',
    },
    resumeSummary: {
      summary,
      experience: ['Platform Engineer, Northwind Traders, 2019 - 2021', ...experience].join('\n'),
      education: '',
      skills: '',
      certifications: '',
    },
    customizationPreferences: { tone: 'Professional', length: 'Standard', focusAreas: [] },
  });

  it('quotes one sentence of a bullet as the applicant’s own, never the fragments after it', async () => {
    const { coverLetter } = await engine.coverLetter(
      request('', [
        '- Provisioned a monitoring system with Kafka and Grafana. Collected metrics from 300 pods. Wrote a Terraform module',
      ]),
    );
    expect(coverLetter).toContain('I provisioned a monitoring system with Kafka and Grafana.');
    expect(coverLetter).not.toContain('Collected metrics');
  });

  it('turns a summary written as a title into a sentence and leaves an objective out', async () => {
    const titled = await engine.coverLetter(
      request('Seasoned platform engineer with 8 years of experience in cloud operations', []),
    );
    expect(titled.coverLetter).toContain(
      'I am a seasoned platform engineer with 8 years of experience in cloud operations.',
    );
    const objective = await engine.coverLetter(request('To obtain a position which utilizes my skills', []));
    expect(objective.coverLetter).not.toContain('To obtain');
  });
});

describe('offline cover letters credit each line to its own job', () => {
  it('names the job of a line that follows one from another job, never "I also" as if done there', async () => {
    const { coverLetter } = await engine.coverLetter({
      userInput: {
        jobTitle: 'Line Cook',
        companyName: 'Initech',
        hiringManagerName: '',
        companyAddress: 'N/A',
        jobDescription: 'We need someone to train crew and cook on the grill.',
      },
      applicantDetails: {
        name: 'Marcus Lee',
        email: 'N/A',
        phone: 'N/A',
        yourAddress: 'N/A',
        linkedin: 'N/A',
        portfolio: 'N/A',
      },
      resumeSummary: {
        summary: '',
        experience: [
          'Line Cook, Blue Door Bistro, 2020 - 2023',
          '- Cooked 200 covers a night on the grill',
          'Crew Member, Initrode Burgers, 2018 - 2019',
          '- Trained 5 new crew members',
        ].join('\n'),
        education: '',
        skills: '',
        certifications: '',
      },
      customizationPreferences: { tone: 'Professional', length: 'Detailed', focusAreas: [] },
    });
    expect(coverLetter).toContain(
      'In my work as a Line Cook at Blue Door Bistro, I cooked 200 covers a night on the grill. As a Crew Member at Initrode Burgers, I trained 5 new crew members.',
    );
  });
});

describe("offline cover letters quote a student's projects and volunteering", () => {
  it('tells each as what it was, never as a paid role', async () => {
    const { coverLetter } = await engine.coverLetter({
      userInput: {
        jobTitle: 'Software Engineering Intern',
        companyName: 'Acme Robotics',
        hiringManagerName: '',
        companyAddress: 'N/A',
        jobDescription: 'Build internal tools with Python and React. Requirements: Python, React, SQL.',
      },
      applicantDetails: {
        name: 'Li Wei',
        email: 'N/A',
        phone: 'N/A',
        yourAddress: 'N/A',
        linkedin: 'N/A',
        portfolio: 'N/A',
      },
      resumeSummary: {
        // The whole pasted resume, as the cover letter page sends it.
        summary: [
          'Li Wei',
          'li@example.com',
          'Education',
          'B.S. Computer Science, Carnegie Mellon University, 2027',
          'Projects',
          'Campus Bus Tracker (2025)',
          '- build a React frontend and Flask API used by 300 students',
          '- stored bus positions in PostgreSQL with SQL views for the map',
          'Volunteering',
          'Code Mentor, Pittsburgh Public Library, 2024 - Present',
          '- Teach weekly Python sessions to 12 high school students',
          'Skills',
          'Python, React, SQL',
        ].join('\n'),
        experience: '',
        education: '',
        skills: '',
        certifications: '',
      },
      customizationPreferences: { tone: 'Professional', length: 'Detailed', focusAreas: [] },
    });
    expect(coverLetter).toContain(
      'On the Campus Bus Tracker project, I built a React frontend and Flask API',
    );
    expect(coverLetter).toContain(
      'as a volunteer Code Mentor at Pittsburgh Public Library, I teach weekly Python sessions',
    );
    expect(coverLetter).toContain('On the same project, I also stored bus positions');
    expect(coverLetter).not.toMatch(/current role/);
  });
});

describe('offline verb lists', () => {
  it('conjugates the last verb of a list even where it could be a noun', async () => {
    expect(await rewritten(['Recruit, hire, train, and coach over 30 staff members'])).toEqual([
      'Recruited, hired, trained, and coached over 30 staff members',
    ]);
  });
});

describe('offline bullets that name or describe rather than act', () => {
  it('leaves a title-case project name, a description and a noun-led sentence as written (a self-introduction aside)', async () => {
    expect(
      await rewritten([
        'is a private bank serving 40 branches',
        'Churn Analysis for an internet provider | R, Python',
        'Data Visualization and dashboards in QlikSense',
        'I am a second dan black belt in karate',
        'Built a matcher in Python. Face recognition is its core.',
      ]),
    ).toEqual([
      'Is a private bank serving 40 branches',
      'Churn Analysis for an internet provider | R, Python',
      'Data Visualization and dashboards in QlikSense',
      // The description kept, told as a resume line is, without "I am a" (as the summary is).
      'Second dan black belt in karate',
      'Built a matcher in Python. Face recognition is its core.',
    ]);
  });
});

describe('offline bullets behind a mangled bullet glyph', () => {
  it('drops the replacement characters an encoding left for the glyph and rewrites the bullet', async () => {
    expect(
      await rewritten([
        '\uFFFD?\uFFFD Assisting in drafting 12 disciplinary notices',
        '| Working on 3 database servers',
        '➢ Handle 40 tickets a week',
      ]),
    ).toEqual([
      // The weak openings are replaced as they are in the past ("Assisted in…" → "Supported…").
      'Supported drafting 12 disciplinary notices',
      'Worked on 3 database servers',
      'Handled 40 tickets a week',
    ]);
  });
});

describe('offline verbs compromise cannot conjugate', () => {
  it('puts a noun-verb ("mentor", "tutor", "scaffold", "grout", "prep") in the past where its object shows it is a verb', async () => {
    expect(
      await rewritten([
        'Mentor new hires on safe lifting',
        'Tutor 15 students in math',
        'Scaffold the prep list for weekend brunch',
        'Grout and seal the floor joints',
        'Prep and cook 200 covers a night',
      ]),
    ).toEqual([
      'Mentored new hires on safe lifting',
      'Tutored 15 students in math',
      'Scaffolded the prep list for weekend brunch',
      'Grouted and sealed the floor joints',
      'Prepped and cooked 200 covers a night',
    ]);
  });

  it('reads the regular past of such a verb as its past: the current role gives it back its base form', async () => {
    expect(
      await rewritten(
        ['Mentored 3 new line cooks', 'Prepped 200 covers a night', 'Ahmed and I ran 3 stores'],
        'Present',
      ),
    ).toEqual(['Mentor 3 new line cooks', 'Prep 200 covers a night', 'Ahmed and I ran 3 stores']);
  });

  it('leaves a noun compound that opens a bullet as written ("Vendor relations", "Mentor to 4 analysts")', async () => {
    const bullets = [
      'Vendor relations and payment follow-up',
      'Mentor to 4 junior analysts',
      'The main goal of the project was recall',
      'Responsibility 1. Built the audit tool.',
    ];
    expect(await rewritten(bullets)).toEqual(bullets);
  });

  it('never doubles the consonant after a vowel pair ("vacuum", "clean")', async () => {
    expect(await rewritten(['Vacuum rooms and sanitize common areas'])).toEqual([
      'Vacuumed rooms and sanitized common areas',
    ]);
    expect(await rewritten(['Vacuumed rooms daily'], 'Present')).toEqual(['Vacuum rooms daily']);
  });
});

describe('offline bullets that name a duty rather than act', () => {
  it('leaves a noun and its gerund ("Cash handling", "Payroll processing") as written, never "Cashed handling"', async () => {
    expect(
      await rewritten([
        'Cash handling and register balancing',
        'Payroll processing for 3 entities',
        'Counted cash drawers each night',
        'Monitor blocking, deadlocks and slow queries',
      ]),
    ).toEqual([
      'Cash handling and register balancing',
      'Payroll processing for 3 entities',
      'Counted cash drawers each night',
      'Monitored blocking, deadlocks and slow queries',
    ]);
  });
});

describe('offline openings compromise knows only by spelling', () => {
  it('leaves a noun it reads by spelling as written, never "Shelfed audits", and still conjugates a verb so read', async () => {
    expect(
      await rewritten([
        'Shelf audits and price changes',
        'Dashboards in Tableau for the regional team',
        'Troubleshoot network issues for 200 users',
        'Migrate database to Postgres',
      ]),
    ).toEqual([
      'Shelf audits and price changes',
      'Dashboards in Tableau for the regional team',
      'Troubleshot network issues for 200 users',
      'Migrated database to Postgres',
    ]);
  });
});

describe('offline openings compromise knows as verbs only by what they are made of', () => {
  it('puts "Unload trucks", "Unpack boxes" in the past like any verb, and still leaves "Kiosk repairs" as written', async () => {
    expect(
      await rewritten([
        'Unload trucks at the back dock',
        'Unload freight from 6 carriers',
        'Unpack boxes of returned stock',
        'Kiosk repairs at 12 stores',
        'Vendor invoices for the east region',
      ]),
    ).toEqual([
      'Unloaded trucks at the back dock',
      'Unloaded freight from 6 carriers',
      'Unpacked boxes of returned stock',
      'Kiosk repairs at 12 stores',
      'Vendor invoices for the east region',
    ]);
  });
});

describe('offline openings a participle describes', () => {
  it('leaves "Project based on…" as written, never "Projected based on…", and still conjugates "Shelve returned books"', async () => {
    expect(
      await rewritten([
        'Project based on an automatic wall plastering machine',
        'Design inspired by customer interviews',
        'Shelve returned books',
      ]),
    ).toEqual([
      'Project based on an automatic wall plastering machine',
      'Design inspired by customer interviews',
      'Shelved returned books',
    ]);
  });
});

describe('offline stops after a heading line', () => {
  it('ends sentences with a stop as the resume does, but never puts one after a colon', async () => {
    expect(
      await rewritten([
        'Highlights:',
        'Led 4 audits a year.',
        'Filed 30 claims a week.',
        'Trained 3 clerks.',
      ]),
    ).toEqual(['Highlights:', 'Led 4 audits a year.', 'Filed 30 claims a week.', 'Trained 3 clerks.']);
  });
});

describe('offline rewriting keeps the user’s capitals', () => {
  it('never lowercases a product name inside a bullet, in a summary or in a letter', async () => {
    expect(
      await rewritten(['used Excel and SQL daily', 'i reconciled QuickBooks and Salesforce records weekly']),
    ).toEqual(['Used Excel and SQL daily', 'Reconciled QuickBooks and Salesforce records weekly']);
    const { resume } = await engine.enhanceResume(
      resumeWith([], { summary: 'i am a QuickBooks expert. i use Excel and Salesforce daily' }),
    );
    expect(resume.summary).toBe('QuickBooks expert. I use Excel and Salesforce daily.');
  });
});
