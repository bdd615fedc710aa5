import type { CoverLetterRequest, Experience, ResumeData } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine, leadingVerbs, tagWords } from '../src';
import { credentialPhrase } from '../src/text/credentials';
import { job, resumeWith } from './resumeFixtures';
import { speller } from './speller';

/** The rules of issue 11 §2, each checked through the engine's public answers. */
const engine = createOfflineEngine({ speller });

async function bulletsOf(experience: Experience[]): Promise<string[][]> {
  const { resume } = await engine.enhanceResume(resumeWith(experience));
  return resume.experience.map((j) => j.responsibilities);
}

describe('offline engine rules', () => {
  it('puts a current role’s line with a later clause in the present whole, "and" clause included', async () => {
    // "Run 12 sessions and turned findings…" would be two tenses; the clause after "and" goes to the
    // present with the opening, so the entry is told in one tense, the present of a current role.
    const { resume } = await engine.enhanceResume(
      resumeWith([
        job({
          end_date: 'Present',
          responsibilities: [
            'Manage the warehouse team of 9',
            'Ran 12 usability sessions and turned findings into design changes for the buyers',
          ],
        }),
      ]),
    );
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Manage the warehouse team of 9',
      'Run 12 usability sessions and turn findings into design changes for the buyers',
    ]);
  });

  it('puts every bullet of an ended role in the past tense and of the current role in the present', async () => {
    const [past, current] = await bulletsOf([
      job({
        responsibilities: [
          'Cultivated relationships with 40 vendors',
          'Exceed monthly close deadlines',
          'Hold weekly reviews with the controller',
        ],
      }),
      job({
        start_date: '2021-07-01',
        end_date: 'Present',
        responsibilities: ['Managed accounts payable for 3 entities', 'Prepares quarterly tax filings'],
      }),
    ]);
    expect(past).toEqual([
      'Cultivated relationships with 40 vendors',
      'Exceeded monthly close deadlines',
      'Held weekly reviews with the controller',
    ]);
    expect(current).toEqual(['Manage accounts payable for 3 entities', 'Prepare quarterly tax filings']);
  });

  it('keeps a result of the current role in the past it was written in, and tells its duties in the present', async () => {
    const [current] = await bulletsOf([
      job({
        start_date: '2019-03-01',
        end_date: 'Present',
        responsibilities: [
          'Reduced shrink from 2.1% to 1.3% by introducing weekly cycle counts',
          'Led the rollout of a new register system across 3 stores in 6 weeks',
          'Launched the loyalty program in 2024',
          'Managed vendor orders for 3 stores',
          'Was responsible for a $2M budget',
          'Trains new cashiers',
        ],
      }),
    ]);
    expect(current).toEqual([
      'Reduced shrink from 2.1% to 1.3% by introducing weekly cycle counts',
      'Led the rollout of a new register system across 3 stores in 6 weeks',
      'Launched the loyalty program in 2024',
      'Manage vendor orders for 3 stores',
      'Manage a $2M budget',
      'Train new cashiers',
    ]);
  });

  it('keeps a result in the past in any sentence of a current role’s bullet, not only the first', async () => {
    const [current] = await bulletsOf([
      job({
        start_date: '2021-07-01',
        end_date: 'Present',
        responsibilities: [
          'Review hiring policies for 3 sites. Developed recruitment programs for 2 schools. Led the team that built a recruitment website which reduced recruitment costs by 14%.',
        ],
      }),
    ]);
    expect(current).toEqual([
      'Review hiring policies for 3 sites. Develop recruitment programs for 2 schools. Led the team that built a recruitment website which reduced recruitment costs by 14%.',
    ]);
  });

  it('gives a role with no dates the tense its bullets are mostly written in, never a guessed "current"', async () => {
    const [undatedPast, undatedPresent] = await bulletsOf([
      job({
        start_date: '',
        end_date: null,
        responsibilities: [
          'Participated in daily scrum meetings',
          'Represented the firm in 12 hearings',
          'Draft contracts',
        ],
      }),
      job({
        start_date: '',
        end_date: null,
        responsibilities: ['Draft contracts', 'Review leases', 'Filed 40 motions'],
      }),
    ]);
    expect(undatedPast).toEqual([
      'Contributed to daily scrum meetings',
      'Represented the firm in 12 hearings',
      'Drafted contracts',
    ]);
    expect(undatedPresent).toEqual(['Draft contracts', 'Review leases', 'File 40 motions']);
  });

  it('puts a gerund in the past only where compromise can, never mangled ("Tilung") or turned to a base form', async () => {
    const [past] = await bulletsOf([
      job({
        responsibilities: [
          'Tiling bathrooms and kitchens',
          'Mentoring 5 new nurses on the ward',
          'Budgeting for 3 sites',
          'Setting up the lab',
        ],
      }),
    ]);
    expect(past).toEqual([
      'Tiled bathrooms and kitchens',
      'Mentoring 5 new nurses on the ward',
      'Budgeting for 3 sites',
      'Set up the lab',
    ]);
  });

  it('reads two gerunds joined by "and" before an object as verbs in the role’s tense, a field named so as it is', async () => {
    const duties = [
      'Monitoring and recording activity for accounts payable',
      'Accounting and auditing for 3 clients',
    ];
    const [ended, current] = await bulletsOf([
      job({ responsibilities: duties }),
      job({ start_date: '2021-10-01', end_date: null, responsibilities: duties }),
    ]);
    expect(ended).toEqual(['Monitored and recorded activity for accounts payable', duties[1]]);
    expect(current).toEqual(['Monitor and record activity for accounts payable', duties[1]]);
  });

  it('puts a verb that opens a later clause joined by "and" in the same tense as the opening one', async () => {
    const [past, current] = await bulletsOf([
      job({
        responsibilities: [
          'Take orders and prepare food',
          'Count cash drawers and make bank deposits',
          'Train staff who handle returns and process refunds',
        ],
      }),
      job({
        start_date: '2021-07-01',
        end_date: 'Present',
        responsibilities: [
          'Greeted customers and answered questions about products',
          'Stocked shelves and built displays',
          'Handled returns and damaged goods',
          'Prepares budgets and reports',
        ],
      }),
    ]);
    expect(past).toEqual([
      'Took orders and prepared food',
      'Counted cash drawers and made bank deposits',
      'Trained staff who handle returns and process refunds',
    ]);
    expect(current).toEqual([
      'Greet customers and answer questions about products',
      'Stock shelves and build displays',
      'Handle returns and damaged goods',
      'Prepare budgets and reports',
    ]);
  });

  it('puts a clause joined by "and" past its object in the present with the opening, or the guard keeps the line', async () => {
    const [current] = await bulletsOf([
      job({
        start_date: '2021-07-01',
        end_date: 'Present',
        responsibilities: [
          'Established training as one of the top priority goals for the department and secured senior management funding',
          'Ensure all invoices are received and approved before the close',
        ],
      }),
    ]);
    expect(current).toEqual([
      'Establish training as one of the top priority goals for the department and secure senior management funding',
      'Ensure all invoices are received and approved before the close',
    ]);
  });

  it('writes a tool O*NET names as its maker does where a bullet has it in lower case, as the review would', async () => {
    const [past] = await bulletsOf([
      job({
        responsibilities: [
          'Migrated 3 ledgers to netsuite and wrote sql reports',
          'Administered Jira for 4 teams',
        ],
      }),
    ]);
    expect(past).toEqual([
      'Migrated 3 ledgers to NetSuite and wrote SQL reports',
      'Administered Jira for 4 teams',
    ]);
  });

  it('reads a heading in capitals ("PROJECT 1") as no verb', () => {
    expect(leadingVerbs(tagWords('PROJECT 1'))).toEqual([]);
    expect(leadingVerbs(tagWords('KEY DELIVERABLES.'))).toEqual([]);
    expect(leadingVerbs(tagWords('Project the budget for 2024'))).toEqual([0]);
  });

  it('puts every verb of a coordinated list in the role tense where compromise reads one as a noun', async () => {
    const [past, current] = await bulletsOf([
      job({
        responsibilities: [
          'Answer phones, greet visitors and schedule appointments',
          'Load and unload dry freight and maintain the warehouse workflow',
          // A base form after "and" with no object sign may be a noun's modifier: left as written.
          'Prepare invoices and purchase orders',
          'Proposed marketing and network activities to raise awareness',
          'Developed RESTful APIs and frontend components',
        ],
      }),
      job({
        start_date: '2021-07-01',
        end_date: 'Present',
        responsibilities: ['Greet customers and answered phones', 'Manage budgets and related reports'],
      }),
    ]);
    expect(past).toEqual([
      'Answered phones, greeted visitors and scheduled appointments',
      'Loaded and unloaded dry freight and maintained the warehouse workflow',
      'Prepared invoices and purchase orders',
      'Proposed marketing and network activities to raise awareness',
      'Developed RESTful APIs and frontend components',
    ]);
    expect(current).toEqual(['Greet customers and answer phones', 'Manage budgets and related reports']);
  });

  it('replaces a weak opening in any form, and leaves one followed by a time as written', async () => {
    const [past] = await bulletsOf([
      job({
        responsibilities: [
          'Helping with help desk tickets',
          'Assist in month-end audits',
          'Worked on weekends and holidays',
          'Working on to resolve production defects in HANA views',
        ],
      }),
    ]);
    expect(past).toEqual([
      'Supported help desk tickets',
      'Supported month-end audits',
      'Worked on weekends and holidays',
      'Resolved production defects in HANA views',
    ]);
  });

  it('leaves a bullet that opens with a tool the skills list names as that tool, not a verb', async () => {
    const experience = [
      job({ responsibilities: ['Excel dashboards for the sales team', 'Lead weekly reviews'] }),
    ];
    const { resume } = await engine.enhanceResume(
      resumeWith(experience, { skills: ['Excel', 'SQL', 'Lead'] }),
    );
    // "Lead" is a verb in compromise's lexicon: a skill of that name does not stop it being conjugated.
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Excel dashboards for the sales team',
      'Led weekly reviews',
    ]);
    const [without] = await bulletsOf(experience);
    expect(without?.[0]).toBe('Excelled dashboards for the sales team');
  });

  it('puts a trade verb compromise misreads ("weld" as a past of "wield") in the past for an ended role', async () => {
    const [past] = await bulletsOf([
      job({ responsibilities: ['Weld steel frames with MIG and TIG', 'Weld and grind brackets to spec'] }),
    ]);
    expect(past).toEqual(['Welded steel frames with MIG and TIG', 'Welded and ground brackets to spec']);
  });

  it('conjugates only the verbs that open a bullet, never the words after them', async () => {
    const [bullets] = await bulletsOf([
      job({
        responsibilities: [
          'Wrote automated tests for the billing service',
          'Helped the team complete the audit two weeks early',
          'Troubleshoot network issues for 200 users',
        ],
      }),
    ]);
    expect(bullets).toEqual([
      'Wrote automated tests for the billing service',
      'Helped the team complete the audit two weeks early',
      'Troubleshot network issues for 200 users',
    ]);
  });

  it('writes a maker’s joined name with its inner capitals where only its first was kept, in bullets, skills and summary', async () => {
    const { resume } = await engine.enhanceResume(
      resumeWith(
        [
          job({
            responsibilities: [
              'Kept 40 repositories on Github and Mysql replicas in sync, tested with Junit',
              // An English word a product writes otherwise ("LifeCycle") stays as the user wrote it.
              'Ran the Release Lifecycle Management board for 3 teams',
            ],
          }),
        ],
        { summary: 'Release engineer.', skills: ['Github', 'Jquery', 'Jira'] },
      ),
    );
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Kept 40 repositories on GitHub and MySQL replicas in sync, tested with JUnit',
      'Ran the Release Lifecycle Management board for 3 teams',
    ]);
    // "Jira", where O*NET writes "JIRA", is the user's choice: the review asks, Enhance leaves it.
    expect(resume.skills).toEqual(['GitHub', 'jQuery', 'Jira']);
    expect(resume.summary).toBe('Release engineer. Skilled in GitHub, jQuery and Jira.');
  });

  it('removes a resume builder’s advert beyond doubt, and keeps a line with one sign of one (the user’s work)', async () => {
    const [bullets] = await bulletsOf([
      job({
        responsibilities: [
          'Filled in your details, chose and downloaded 31 resume designs! Only $ 2,95.',
          'Built a free resume builder web app used by 4000 students',
        ],
      }),
    ]);
    expect(bullets).toEqual(['Built a free resume builder web app used by 4000 students']);
  });

  it('removes a form’s declaration ("I hereby declare…"), which it would otherwise mangle', async () => {
    const [bullets] = await bulletsOf([
      job({
        responsibilities: [
          'Reconciled 40 accounts every month',
          'I hereby declare that the above mentioned information is authentic to the best of my knowledge',
        ],
      }),
    ]);
    expect(bullets).toEqual(['Reconciled 40 accounts every month']);
  });

  it('tells "I’m a software test engineer…" as a resume line, without the introduction', async () => {
    const [bullets] = await bulletsOf([
      job({
        responsibilities: [
          "I'm a software test engineer working at Maxgen for 1 year",
          'Wrote 300 test cases',
        ],
      }),
    ]);
    expect(bullets).toEqual(['Software test engineer working at Maxgen for 1 year', 'Wrote 300 test cases']);
  });

  it('drops an empty label that ends an entry and a list glyph a layout left inside a sentence', async () => {
    const [bullets, labelled] = await bulletsOf([
      job({
        responsibilities: [
          'Tasked with · participating in 5S audits and Kaizen events',
          'Counted 1200 stock items weekly',
          'description -',
        ],
      }),
      job({ responsibilities: ['Key results:', 'Cut waste by 23%'] }),
    ]);
    // Without the glyph the weak opening is read, and replaced by the work itself.
    expect(bullets).toEqual([
      'Participated in 5S audits and Kaizen events',
      'Counted 1200 stock items weekly',
    ]);
    // A label above the lines it heads stays.
    expect(labelled).toEqual(['Key results:', 'Cut waste by 23%']);
  });

  it('joins bullets split across lines or pages and drops exact duplicates', async () => {
    const [bullets] = await bulletsOf([
      job({
        responsibilities: [
          'Reduced month-end close from 10 days to 6 by automating',
          'reconciliations in Excel',
          'Prepared 120 tax returns for clients and',
          'Small businesses during tax season',
          'Prepared 120 tax returns for clients and small businesses during tax season.',
          'Trained 4 junior accountants',
        ],
      }),
    ]);
    expect(bullets).toEqual([
      'Reduced month-end close from 10 days to 6 by automating reconciliations in Excel',
      'Prepared 120 tax returns for clients and Small businesses during tax season',
      'Trained 4 junior accountants',
    ]);
  });

  it('never joins a bullet that ends on a hyphenated word ("walk-in", "add-on") to the next one', async () => {
    const [bullets] = await bulletsOf([
      job({
        responsibilities: [
          'Restocked the walk-in',
          'Sold the warranty add-on',
          'Trained 4 junior accountants',
        ],
      }),
    ]);
    expect(bullets).toEqual([
      'Restocked the walk-in',
      'Sold the warranty add-on',
      'Trained 4 junior accountants',
    ]);
  });

  it('keeps a bullet typed in lower case as its own bullet, never joined to the one before', async () => {
    const [capitalised, lowerCase] = await bulletsOf([
      job({
        responsibilities: [
          'Administered medications via IV and oral routes',
          'helped with discharge planning for elderly patients',
          'Pulled wire and installed fixtures',
          'assisted with troubleshooting circuits',
          'Reduced supply costs by 12% through',
          'renegotiated contracts with 3 vendors',
        ],
      }),
      job({
        responsibilities: ['pick and pack orders using an RF scanner', 'load trucks', 'count stock weekly'],
      }),
    ]);
    expect(capitalised).toEqual([
      'Administered medications via IV and oral routes',
      'Supported discharge planning for elderly patients',
      'Pulled wire and installed fixtures',
      'Supported troubleshooting circuits',
      'Reduced supply costs by 12% through renegotiated contracts with 3 vendors',
    ]);
    expect(lowerCase).toEqual([
      'Picked and packed orders using an RF scanner',
      'Loaded trucks',
      'Counted stock weekly',
    ]);
  });

  it('keeps a lower-case line opening with a gerund as its own bullet ("helping with…")', async () => {
    const [nurse] = await bulletsOf([
      job({
        end_date: '2021',
        responsibilities: ['Triage walk-in patients', 'helping with wound care and vaccinations'],
      }),
    ]);
    expect(nurse).toHaveLength(2);
    expect(nurse?.[0]).toMatch(/^Triaged walk-in patients$/);
    expect(nurse?.[1]).not.toMatch(/patients/);
  });

  it('keeps near-duplicates but flags them, and asks for a figure beside the text, never in it', async () => {
    const { resume, findings } = await engine.enhanceResume(
      resumeWith([
        job({
          responsibilities: [
            'Reconciled vendor statements every month for the whole company',
            'Reconciled vendor statements each month for the whole company',
          ],
        }),
      ]),
    );
    expect(resume.experience[0]?.responsibilities).toHaveLength(2);
    expect(findings).toContainEqual(
      expect.objectContaining({
        kind: 'duplicate',
        severity: 'suggestion',
        place: { section: 'experience', entry: 0, line: 1 },
      }),
    );
    expect(findings.filter((f) => f.kind === 'no-result')).toHaveLength(2);
    expect(resume.experience[0]?.responsibilities.join(' ')).not.toMatch(/\[|measurable/i);
  });

  it('asks for no figure for time away from work', async () => {
    const { findings } = await engine.enhanceResume(
      resumeWith([
        job({ role: 'Parental Leave', company: '', responsibilities: ['Cared for two young children'] }),
        job({ role: 'Caregiver', company: '', responsibilities: ['Looked after a parent at home'] }),
        job({ role: 'Caregiver', company: 'Home Instead', responsibilities: ['Cooked meals for clients'] }),
      ]),
    );
    expect(findings.filter((f) => f.kind === 'no-result').map((f) => f.place.entry)).toEqual([2]);
  });

  it('improves the user’s own summary instead of replacing it', async () => {
    const { resume } = await engine.enhanceResume(
      resumeWith([job({ responsibilities: ['Prepared 120 tax returns'] })], {
        summary: 'i am a determined accountant with three years of experience in small-business tax',
        skills: ['QuickBooks', 'Computer skills:', 'Payroll'],
      }),
    );
    expect(resume.summary).toBe(
      'Determined accountant with three years of experience in small-business tax. Skilled in QuickBooks and Payroll.',
    );
  });

  it('writes a summary "at" one employer and "across" several', async () => {
    const one = await engine.enhanceResume(
      resumeWith([job({ start_date: '2019-01-01', end_date: '2021-01-01' })]),
    );
    expect(one.resume.summary).toMatch(/^Staff Accountant with 2 years of experience at Northwind Traders\./);
    const two = await engine.enhanceResume(
      resumeWith([
        job({}),
        job({ company: 'Harrison Money Management', start_date: '2016-01-01', end_date: '2018-01-01' }),
      ]),
    );
    expect(two.resume.summary).toContain('across Northwind Traders and Harrison Money Management.');
  });

  it('counts years from the union of role intervals: overlaps merged, gaps left out', async () => {
    const { resume } = await engine.enhanceResume(
      resumeWith([
        job({ start_date: '2022-01-01', end_date: '2023-12-01', role: 'Senior Accountant' }),
        // Overlaps the role above by a year: counted once.
        job({ start_date: '2021-01-01', end_date: '2022-12-01' }),
        // Thirteen months off before 2021: not work.
        job({ start_date: '2017-01-01', end_date: '2019-11-01' }),
      ]),
    );
    // 2021-01..2023-12 is 36 months, 2017-01..2019-11 is 35 months: 71 months, 5 whole years (not 7).
    expect(resume.summary).toMatch(/^Senior Accountant with 5 years of experience/);
  });

  it('introduces the person by their latest job, not a career break, and counts no break as experience', async () => {
    const { resume } = await engine.enhanceResume(
      resumeWith([
        job({
          role: 'Career Break - caregiving',
          company: 'Self-employed',
          start_date: '2021-01-01',
          end_date: '2023-12-01',
          responsibilities: ['Cared for a family member full time'],
        }),
        job({ start_date: '2017-01-01', end_date: '2020-12-01' }),
      ]),
    );
    expect(resume.summary).toMatch(/^Staff Accountant with 4 years of experience at Northwind Traders\./);
    expect(resume.summary).not.toMatch(/career break|Self-employed/i);
  });

  it('keeps every section and field it does not rewrite, including ones it does not know', async () => {
    const input = {
      ...resumeWith([job({ responsibilities: ['Prepared 120 tax returns'] })]),
      projects: [{ name: 'Open ledger', description: 'A bookkeeping tool' }],
    } as ResumeData;
    const { resume } = await engine.enhanceResume(input);
    expect((resume as ResumeData & { projects?: unknown }).projects).toEqual([
      { name: 'Open ledger', description: 'A bookkeeping tool' },
    ]);
  });
});

describe('offline built summary', () => {
  it('names the degree with the article it is said with: "an M.S.", "an Associate", "a B.A."', async () => {
    const holding = async (degree: string) => {
      const resume = resumeWith([job({ responsibilities: [] })], {
        education: [{ institution: 'Cloverfield College', degree, graduation_year: '2020' }],
      });
      return (await engine.summarize(resume)).summary;
    };
    expect(await holding('M.S. in Accounting')).toContain(
      'Holds an M.S. in Accounting from Cloverfield College.',
    );
    expect(await holding('Associate of Applied Science')).toContain('Holds an Associate of Applied Science');
    expect(await holding('B.A. in History')).toContain('Holds a B.A. in History');
    expect(await holding('MBA')).toContain('Holds an MBA');
  });

  it('names skills, never a job title the skills list picked up, and a skill written twice once', async () => {
    const resume = resumeWith([job({ role: 'Warehouse Lead', responsibilities: [] })], {
      skills: [
        'Inventory Control',
        'Forklift Operator',
        'Shift planning',
        'Shift Planning',
        'Oracle',
        'Team Leader',
      ],
    });
    const { summary } = await engine.summarize(resume);
    // A list item's capital on a common phrase goes in a sentence (issue 30: "Skilled in Figma, User research").
    expect(summary).toContain('Skilled in Inventory Control, shift planning and Oracle.');
  });
});

describe('offline built summary of a career changer', () => {
  it('credits the new title only with its own years: the others are said as other work', async () => {
    const resume = resumeWith([
      job({
        company: 'Geek Squad',
        role: 'IT Support Intern',
        start_date: '2024-01-01',
        end_date: '2024-12-01',
      }),
      job({ company: 'Best Buy', role: 'Sales Associate', start_date: '2017-01-01', end_date: '2023-12-01' }),
      job({ company: 'Walmart', role: 'Cashier', start_date: '2014-01-01', end_date: '2016-12-01' }),
    ]);
    const { summary } = await engine.summarize(resume);
    expect(summary).toMatch(
      /^IT Support Intern with 1 year of experience at Geek Squad, with 10 years of other work experience at Best Buy and Walmart\./,
    );
    const nurse = resumeWith([
      job({
        company: 'Leeds General',
        role: 'Senior Staff Nurse',
        start_date: '2019-01-01',
        end_date: '2023-12-01',
      }),
      job({ company: 'St James', role: 'Staff Nurse', start_date: '2015-01-01', end_date: '2018-12-01' }),
    ]);
    expect((await engine.summarize(nurse)).summary).toMatch(
      /^Senior Staff Nurse with 9 years of experience across Leeds General and St James\./,
    );
  });
});

describe('offline cover letters', () => {
  const request = (length: CoverLetterRequest['customizationPreferences']['length']): CoverLetterRequest => ({
    userInput: {
      jobTitle: 'Accountant',
      companyName: 'Tech Solutions',
      hiringManagerName: 'Ms. Rivera',
      companyAddress: 'N/A',
      jobDescription: 'We need an accountant for month-end close, reconciliations and tax filings.',
    },
    applicantDetails: {
      name: 'Ebony Moore',
      email: 'emoore@email.com',
      phone: 'N/A',
      yourAddress: 'N/A',
      linkedin: 'N/A',
      portfolio: 'N/A',
    },
    resumeSummary: {
      summary: 'Accountant with three years of experience in small-business tax.',
      experience: [
        'Staff Accountant, Northwind Traders, 2019 - Present',
        '- Reduced month-end close from 10 days to 6 by automating reconciliations',
        '- Prepared 120 tax filings for small businesses',
        '- Organised the office party',
        'Accounting Clerk, Harrison Money Management, 2017 - 2019',
        '- Reconciled 30 bank accounts every month',
      ].join('\n'),
      education: 'BSc Accounting, University of Washington, 2017',
      skills: 'QuickBooks, Excel',
      certifications: 'N/A',
    },
    customizationPreferences: { tone: 'Professional', length, focusAreas: [] },
  });

  it('has an opening tied to the role and company, evidence paragraphs, a closing and a correct possessive', async () => {
    const { coverLetter } = await engine.coverLetter(request('Standard'));
    const paragraphs = coverLetter.split('\n\n');
    expect(paragraphs[0]).toBe('Dear Ms. Rivera,');
    expect(paragraphs[1]).toMatch(/^I am writing to apply for the Accountant position at Tech Solutions\./);
    // The strongest matching lines, rephrased in the first person with the role they come from.
    expect(coverLetter).toContain(
      'In my work as a Staff Accountant at Northwind Traders, I reduced month-end close from 10 days to 6 by automating reconciliations.',
    );
    expect(coverLetter).not.toContain('office party');
    expect(coverLetter).toContain("Tech Solutions' work");
    expect(coverLetter).not.toContain("Solutions's");
    // The contact details head the letter (the guard adds them with the date): the sign-off is the name.
    expect(paragraphs.at(-1)).toBe('Sincerely,\nEbony Moore');
  });

  it('draws its evidence from jobs, never from a career break, whose lines would read as done at a job', async () => {
    const base = request('Detailed');
    const { coverLetter } = await engine.coverLetter({
      ...base,
      resumeSummary: {
        ...base.resumeSummary,
        experience: [
          'Career Break, 2021 - 2023',
          '- Completed month-end accounting coursework and reconciliations practice',
          'Staff Accountant, Northwind Traders, 2017 - 2020',
          '- Reduced month-end close from 10 days to 6 by automating reconciliations',
        ].join('\n'),
      },
    });
    expect(coverLetter).toContain('as a Staff Accountant at Northwind Traders');
    // The break's line would follow the job's as "I also …", as if done there.
    expect(coverLetter).not.toMatch(/career break|coursework/i);
  });

  it('grows with the requested length', async () => {
    const [concise, standard, detailed] = await Promise.all(
      (['Concise', 'Standard', 'Detailed'] as const).map(
        async (length) => (await engine.coverLetter(request(length))).coverLetter,
      ),
    );
    const words = (text: string | undefined) => (text ?? '').split(/\s+/).length;
    expect(words(concise)).toBeLessThan(words(standard));
    expect(words(standard)).toBeLessThan(words(detailed));
  });

  it('tidies a summary typed in lower case before quoting it: "i am" never reaches the letter', async () => {
    const base = request('Concise');
    const { coverLetter } = await engine.coverLetter({
      ...base,
      resumeSummary: {
        ...base.resumeSummary,
        summary: 'i am a licensed electrician with 10 years in residential work',
      },
    });
    expect(coverLetter).toContain('I am a licensed electrician with 10 years in residential work.');
    expect(coverLetter).not.toMatch(/\bi am\b/);
  });

  it("gives the summary's opening the writer as subject: who they are, what they have, or a trait", async () => {
    const base = request('Concise');
    const opening = async (summary: string) => {
      const { coverLetter } = await engine.coverLetter({
        ...base,
        resumeSummary: { ...base.resumeSummary, summary },
      });
      return /position at [^.]+\. (.+)/.exec(coverLetter.split('\n\n')[1] ?? '')?.[1];
    };
    const cases: Array<[string, string]> = [
      [
        'Hands-on experience with accounting software.',
        'I have hands-on experience with accounting software.',
      ],
      [
        'Five years of experience in retail management.',
        'I have five years of experience in retail management.',
      ],
      ['Strong background in data analysis and SQL.', 'I have a strong background in data analysis and SQL.'],
      ['Proven track record of reducing costs.', 'I have a proven track record of reducing costs.'],
      ['Over 10 years of experience managing teams.', 'I have over 10 years of experience managing teams.'],
      [
        'Excellent communication and organizational skills.',
        'I have excellent communication and organizational skills.',
      ],
      [
        'Skilled in customer service and cash handling.',
        'I am skilled in customer service and cash handling.',
      ],
      ['Passionate about helping patients recover.', 'I am passionate about helping patients recover.'],
      ['Results-driven marketing professional.', 'I am a results-driven marketing professional.'],
      [
        'Highly motivated self-starter with a love of learning.',
        'I am a highly motivated self-starter with a love of learning.',
      ],
      [
        'Customer-focused sales associate with 3 years in retail.',
        'I am a customer-focused sales associate with 3 years in retail.',
      ],
      ['MBA graduate with a focus on finance.', 'I am an MBA graduate with a focus on finance.'],
      [
        'Experienced registered nurse with 8 years in acute care.',
        'I am an experienced registered nurse with 8 years in acute care.',
      ],
      // Nothing known to say of it: quoted as written rather than guessed at.
      ['Bachelor of Science in Nursing.', 'Bachelor of Science in Nursing.'],
      ['Led a team of 12 nurses.', 'Led a team of 12 nurses.'],
    ];
    for (const [summary, expected] of cases) expect(await opening(summary)).toBe(expected);
  });

  it('quotes no line that names a thing in Title Case as if it opened with a verb', async () => {
    const base = request('Standard');
    const { coverLetter } = await engine.coverLetter({
      ...base,
      userInput: {
        ...base.userInput,
        jobDescription: 'We need a developer for our chat widget on Socket.io and Redis.',
      },
      resumeSummary: {
        ...base.resumeSummary,
        experience: [
          'Staff Accountant, Northwind Traders, 2019 - Present',
          '- Reduced month-end close from 10 days to 6 by automating reconciliations',
          '- Chat Widget using Socket.io and Redis',
        ].join('\n'),
      },
    });
    expect(coverLetter).not.toMatch(/\bI chat/i);
    expect(coverLetter).toContain('I reduced month-end close');
  });

  it('says a degree in prose with its article, chosen by sound, and its school after "from"', async () => {
    const base = request('Detailed');
    const background = async (education: string, certifications = 'N/A') => {
      const { coverLetter } = await engine.coverLetter({
        ...base,
        resumeSummary: { ...base.resumeSummary, education, certifications },
      });
      return /My background also includes [^\n]*/.exec(coverLetter)?.[0];
    };
    expect(await background('B.A. in Economics, Lakeside College')).toBe(
      'My background also includes a B.A. in Economics from Lakeside College.',
    );
    expect(await background('MBA, Lakeside College', 'Certificate in Payroll Administration')).toBe(
      'My background also includes an MBA from Lakeside College.',
    );
    expect(await background('M.S. in Taxation')).toBe('My background also includes an M.S. in Taxation.');
    // The school named first: no degree opens the line.
    expect(await background('Lakeside College, B.A.')).toBe(
      'My background also includes Lakeside College, B.A.',
    );
  });

  it('says a degree still to come is expected, never as background already held', async () => {
    const base = request('Detailed');
    const pasted = [
      'Ana Ruiz',
      'ana.ruiz@example.org',
      'Experience',
      'Data Analyst, Northwind Traders, 2020 - 2023',
      '- Built 12 dashboards in Tableau for the sales team',
      'Education',
      'M.S. in Business Analytics, Lakeside University, Expected May 2099',
      'B.A. in Economics, Lakeside College, 2019',
    ].join('\n');
    const { coverLetter } = await engine.coverLetter({
      ...base,
      resumeSummary: { summary: pasted, experience: '', education: '', skills: '', certifications: '' },
    });
    expect(coverLetter).toContain(
      'My background also includes an M.S. in Business Analytics from Lakeside University (expected 2099)',
    );
  });

  it("tells the current role's duties in the present and work reported as done in the past", async () => {
    const base = request('Detailed');
    const { coverLetter } = await engine.coverLetter({
      ...base,
      resumeSummary: {
        ...base.resumeSummary,
        experience: [
          'Staff Accountant, Northwind Traders, 2019 - Present',
          '- Reconcile 30 bank accounts for month-end close',
          '- Reduced month-end close from 10 days to 6 by automating reconciliations',
          'Accounting Clerk, Harrison Money Management, 2017 - 2019',
          '- Prepare tax filings for 40 small businesses',
        ].join('\n'),
      },
    });
    expect(coverLetter).toContain(
      'In my current role as a Staff Accountant at Northwind Traders, I reconcile 30 bank accounts for month-end close.',
    );
    expect(coverLetter).toContain('I also reduced month-end close from 10 days to 6');
    expect(coverLetter).toContain('I prepared tax filings for 40 small businesses.');
  });

  it('goes on with the same job in a new paragraph without naming it again', async () => {
    const base = request('Detailed');
    const { coverLetter } = await engine.coverLetter({
      ...base,
      resumeSummary: {
        ...base.resumeSummary,
        experience: [
          'Staff Accountant, Northwind Traders, 2019 - 2024',
          '- Reconciled 30 bank accounts for month-end close',
          '- Reduced month-end close from 10 days to 6 by automating reconciliations',
          '- Prepared 120 tax filings for small businesses',
          '- Trained 3 new clerks on reconciliations and tax filings',
        ].join('\n'),
      },
    });
    const paragraphs = coverLetter
      .split('\n\n')
      .filter((p) => / I (?:also )?\p{Ll}/u.test(p) && !p.startsWith('I am'));
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(coverLetter.match(/Staff Accountant at Northwind Traders/g)).toHaveLength(1);
    expect(paragraphs[1]).toMatch(/^In the same role, I also /);
    // The paragraph has said "also" once; its next line goes on without a second.
    expect(paragraphs[1]?.match(/\balso\b/g)).toHaveLength(1);
  });

  it('writes capitals as the applicant and the posting do: names kept, titles and common phrases lowered', async () => {
    const base = request('Concise');
    const letter = async (summary: string, skills: string) =>
      (
        await engine.coverLetter({
          ...base,
          userInput: {
            ...base.userInput,
            jobDescription: 'We need an accountant who keeps the books in order.',
          },
          resumeSummary: {
            ...base.resumeSummary,
            summary,
            skills,
            experience: [
              'Staff Accountant, Northwind Traders, 2017 - 2020',
              '- Maintained cleaning equipment logs and reconciled 30 accounts',
              '- Wrote software to match 2,000 invoices a month',
            ].join('\n'),
          },
        })
      ).coverLetter;
    // A word compromise does not know may be a name: kept as written rather than lowered into "python".
    expect(await letter('Python developer with 5 years of experience.', 'SQL')).toContain(
      'I am a Python developer with 5 years',
    );
    // Known, or written in lower case by the applicant: the capital was only the sentence's.
    expect(await letter('Software engineer with 5 years of experience.', 'SQL')).toContain(
      'I am a software engineer with 5 years',
    );
    expect(await letter('Determined Accountant with a passion for detail.', 'SQL')).toContain(
      'I am a determined accountant with a passion for detail.',
    );
    const skills = await letter('Accountant.', 'Cleaning Equipment, Visual Studio, QuickBooks');
    expect(skills).toContain('skills in cleaning equipment, Visual Studio and QuickBooks');
    // A list item's capital on an activity or a common first word is no name's: "Reconciled" shows the case.
    const listed = await letter(
      'Accountant.',
      'Team leadership, Budgeting, Account reconciliation, Salesforce administration',
    );
    expect(listed).toContain(
      'skills in team leadership, budgeting, account reconciliation and Salesforce administration',
    );
    // A name elsewhere ("Project Management Certificate") or a dash-bulleted posting line ("- Maintain")
    // makes no word a name in a phrase that writes it in lower case.
    const posted = await engine.coverLetter({
      ...base,
      userInput: {
        ...base.userInput,
        jobDescription:
          '- Maintain schedules in Smartsheet\n- Google Project Management Certificate preferred',
      },
      resumeSummary: {
        ...base.resumeSummary,
        skills: 'Maintain schedules, Inventory management, Smartsheet',
        experience: 'Stock Clerk, Northwind Traders, 2017 - 2020\n- Counted inventory weekly',
      },
    });
    expect(posted.coverLetter).toContain('skills in maintain schedules, inventory management and Smartsheet');
    // A capital the posting gives a word only inside a title (a degree, a heading) is the title's.
    const titled = await engine.coverLetter({
      ...base,
      userInput: {
        ...base.userInput,
        jobDescription:
          'Dispatch Lead\nRequirements: B.S. in Logistics or Bachelor of Arts in Geography. Plan routes with Python.',
      },
      resumeSummary: { ...base.resumeSummary, summary: 'Logistics coordinator with 6 years of experience.' },
    });
    expect(titled.coverLetter).toContain('I am a logistics coordinator with 6 years');
    const named = await engine.coverLetter({
      ...base,
      userInput: { ...base.userInput, jobDescription: 'Plan routes with Python, Go and SQL.' },
      resumeSummary: { ...base.resumeSummary, summary: 'Python developer with 6 years of experience.' },
    });
    expect(named.coverLetter).toContain('I am a Python developer');
    // Capitals inside a sentence that nothing joins as a title may be a product's name.
    const product = await engine.coverLetter({
      ...base,
      userInput: { ...base.userInput, jobDescription: 'Keep the books in Microsoft Dynamics.' },
      resumeSummary: { ...base.resumeSummary, summary: 'Dynamics consultant with 6 years of experience.' },
    });
    expect(product.coverLetter).toContain('I am a Dynamics consultant');
  });

  it('says a phrase of its own wording once: not "hands-on" after a line that has it, nor the title three times', async () => {
    const base = request('Standard');
    const letter = async (experience: string) =>
      (await engine.coverLetter({ ...base, resumeSummary: { ...base.resumeSummary, experience } }))
        .coverLetter;
    const handsOn = await letter(
      [
        'Bookkeeper, Larkspur Dental, 2019 - 2023',
        '- Reconciled 30 bank accounts every month with hands-on ledger reviews',
        '- Prepared 120 tax filings for small businesses',
      ].join('\n'),
    );
    expect(handsOn.match(/hands-on/g)).toHaveLength(1);
    expect(handsOn).toContain('I would bring skills in QuickBooks and Excel to the role.');
    expect(handsOn.match(/\bAccountant\b/g)).toHaveLength(2);
    // Nothing says it before: the skills sentence keeps its adjective.
    const plain = await letter(
      ['Bookkeeper, Larkspur Dental, 2019 - 2023', '- Prepared 120 tax filings'].join('\n'),
    );
    expect(plain).toContain('I would bring hands-on skills in QuickBooks and Excel to the role.');
  });

  it('quotes a line up to a bullet glyph inside it: the glyph joined two bullets and is no punctuation', async () => {
    const base = request('Concise');
    const { coverLetter } = await engine.coverLetter({
      ...base,
      resumeSummary: {
        ...base.resumeSummary,
        experience: [
          'Staff Accountant, Northwind Traders, 2017 - 2020',
          '• Reconciled 30 bank accounts for month-end close · Filed quarterly tax returns',
        ].join('\n'),
      },
    });
    expect(coverLetter).toContain('I reconciled 30 bank accounts for month-end close.');
    expect(coverLetter).not.toMatch(/[·•]/);
  });

  describe('what a recruiter reads to the end', () => {
    const analyst = (overrides: Partial<CoverLetterRequest['resumeSummary']>, focusAreas: string[] = []) =>
      engine.coverLetter({
        ...request('Standard'),
        userInput: { ...request('Standard').userInput, jobDescription: 'Fuel cost accruals and reporting.' },
        resumeSummary: {
          summary: 'N/A',
          experience: [
            'Financial Analyst, Bramblewood Logistics, 2019 - 2023',
            '- Built excel model for fuel cost accruals which cut variance from 8% to 2%',
            '- Prepared 40 monthly reports for the board',
          ].join('\n'),
          education: 'N/A',
          skills: 'accounting, Tableau, CPA, XLOOKUP, Excel',
          certifications: 'N/A',
          ...overrides,
        },
        customizationPreferences: { tone: 'Professional', length: 'Standard', focusAreas },
      });

    it('retells a line as a sentence: its article, and a tool as its maker writes it', async () => {
      const { coverLetter } = await analyst({});
      expect(coverLetter).toContain(
        'I built an Excel model for fuel cost accruals which cut variance from 8% to 2%.',
      );
      expect(coverLetter).not.toMatch(/excel model|built excel/);
    });

    it('names a credential as one, never among the skills', async () => {
      const { coverLetter } = await analyst({});
      expect(coverLetter).toContain('I hold the CPA credential.');
      expect(/I would bring [^.]*\./.exec(coverLetter)?.[0]).not.toContain('CPA');
    });

    it('says who issued a credential with "from", and keeps a comma that is part of its name', () => {
      expect(credentialPhrase('AWS Certified Cloud Practitioner , Amazon Web Services (AWS)')).toBe(
        'the AWS Certified Cloud Practitioner credential from Amazon Web Services (AWS)',
      );
      expect(credentialPhrase('AppleCare Hardware Certification - Apple Support')).toBe(
        'the AppleCare Hardware Certification from Apple Support',
      );
      expect(credentialPhrase('Oracle Certified Professional, Java SE 8 Programmer')).toBe(
        'the Oracle Certified Professional, Java SE 8 Programmer credential',
      );
      expect(
        credentialPhrase('Human Sciences College, National Institute for Metalworking Skills Certification'),
      ).toBe('the Human Sciences College, National Institute for Metalworking Skills Certification');
      expect(credentialPhrase('CPA')).toBe('the CPA credential');
    });

    it('names a focus area only where a line of the resume that follows shows it', async () => {
      const { coverLetter } = await analyst({}, ['variance analysis', 'Excel modeling']);
      expect(coverLetter).toContain('I would especially like to tell you about my work with Excel modeling.');
      expect(coverLetter).not.toContain('variance analysis');
    });

    it('writes qualities from a skills list in lower case, and a title opened by an acronym with its article', async () => {
      const { coverLetter } = await analyst({
        summary: 'Enthusiastic IT expert with four years of experience in desktop support.',
        skills: 'Patience, Communication, Excel',
      });
      expect(coverLetter).toContain('I am an enthusiastic IT expert with four years of experience');
      expect(coverLetter).toMatch(/skills in patience, communication and Excel/);
    });

    it('leaves out a quotation in place of a summary: it is not who the applicant is', async () => {
      const { coverLetter } = await analyst({
        summary: '"Be the change that you want to see in the world."',
      });
      expect(coverLetter).not.toContain('Be the change');
    });
  });
});

describe('offline tailored summary', () => {
  it('names the focus terms after the user’s own opening, tidied, never raw', async () => {
    const { summary } = await engine.tailorSummary(
      resumeWith([job({})], { summary: 'i am a licensed electrician with 10 years in residential work' }),
      'Electrician wanted: OSHA 30 and troubleshooting.',
      ['OSHA 30', 'Troubleshooting'],
    );
    expect(summary).toBe(
      'Licensed electrician with 10 years in residential work. Hands-on experience with OSHA 30 and Troubleshooting.',
    );
  });

  it('keeps a career changer’s own opening first and the focus terms before the rest of the summary', async () => {
    const { summary } = await engine.tailorSummary(
      resumeWith([job({})], {
        summary:
          'Store manager with 8 years running a busy garden centre. Moving into operations planning. Calm under pressure.',
      }),
      'Operations Coordinator. Track orders in Microsoft Excel and Airtable.',
      ['Microsoft Excel', 'Airtable'],
    );
    expect(summary).toBe(
      'Store manager with 8 years running a busy garden centre. Hands-on experience with Microsoft Excel and Airtable. Moving into operations planning. Calm under pressure.',
    );
  });
});
