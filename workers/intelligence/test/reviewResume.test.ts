import type { Finding, FindingKind, ResumeData } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { reviewResume } from '../src';
import { job, resumeWith } from './resumeFixtures';
import { speller } from './speller';

const NOW = new Date('2025-06-01T00:00:00Z');
const review = (resume: ResumeData) => reviewResume(resume, { speller, now: NOW });
const ofKind = (findings: Finding[], kind: FindingKind) => findings.filter((f) => f.kind === kind);

/** A sound resume of our own: each test spoils one thing in it. */
const sound = (extra: Partial<ResumeData> = {}): ResumeData =>
  resumeWith(
    [
      job({
        company: 'Larkspur Freight',
        role: 'Staff Accountant',
        start_date: '2019-01-01',
        end_date: '2023-06-01',
        responsibilities: [
          'Closed the books for 6 entities within 4 days each month',
          'Reconciled 30 vendor accounts and recovered $40k in duplicate payments',
          'Built a NetSuite report that cut audit requests by 25%',
        ],
      }),
      job({
        company: 'Harbor Mills',
        role: 'Senior Accountant',
        start_date: '2023-07-01',
        end_date: 'Present',
        responsibilities: ['Lead a team of 3 accountants through 12 quarterly closes'],
      }),
    ],
    {
      email: 'ebony.moore@fastmail.com',
      phone: '206-301-4411',
      summary: 'Accountant with 6 years of experience in month-end close and audit support.',
      education: [{ institution: 'Lakeside University', degree: 'BS Accounting', graduation_year: '2018' }],
      skills: ['NetSuite', 'Excel', 'SQL'],
      ...extra,
    },
  );

const withBullets = (bullets: string[], end = '2023-06-01'): ResumeData => {
  const resume = sound();
  const first = resume.experience[0];
  if (!first) throw new Error('no role');
  resume.experience[0] = { ...first, end_date: end, responsibilities: bullets };
  return resume;
};

describe('the resume review', () => {
  it('finds nothing important in a sound resume', () => {
    const findings = review(sound());
    expect(findings.filter((f) => f.severity === 'important')).toEqual([]);
    // Every finding has a unique id and says where it is.
    expect(new Set(findings.map((f) => f.id)).size).toBe(findings.length);
  });

  it('flags template leftovers and adverts, with a removal as the only fix, for an advert line', () => {
    const findings = review(
      withBullets([
        'Closed the books for 6 entities within 4 days each month',
        'Filled in your details, chose and downloaded 31 resume designs! Only $ 2,95.',
      ]),
    );
    const advert = ofKind(findings, 'template-leftover');
    expect(advert).toEqual([
      expect.objectContaining({
        severity: 'important',
        place: { section: 'experience', entry: 0, line: 1 },
        fix: { before: expect.stringContaining('31 resume designs'), after: '' },
      }),
    ]);
    const placeholders = review(sound({ name: 'John Doe' }));
    const school = sound();
    school.education[0] = { institution: 'XYZ University', degree: 'BS Accounting', graduation_year: '2018' };
    const spark = withBullets(['Tuned Spark XXX jobs that cut run time by 30%']);
    for (const [resume, section] of [
      [placeholders, 'contact'],
      [review(school), 'education'],
      [review(spark), 'experience'],
    ] as const) {
      const found = ofKind(Array.isArray(resume) ? resume : review(resume), 'template-leftover');
      expect(found.map((f) => f.place.section)).toEqual([section]);
      expect(found[0]?.fix).toBeUndefined();
    }
  });

  it('offers no removal for a line with one sign of an advert: it may be the user’s own work', () => {
    const found = ofKind(
      review(withBullets(['Built a free resume builder web app used by 4000 students'])),
      'template-leftover',
    );
    expect(found).toEqual([expect.objectContaining({ place: { section: 'experience', entry: 0, line: 0 } })]);
    expect(found[0]?.fix).toBeUndefined();
  });

  it('suggests removing a form’s declaration, and leaves one with a date or place in it without a fix', () => {
    const found = ofKind(
      review(
        withBullets([
          'Closed the books for 6 entities within 4 days each month',
          'I hereby declare that the above mentioned information is true to the best of my knowledge',
        ]),
      ),
      'template-leftover',
    );
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'suggestion',
        place: { section: 'experience', entry: 0, line: 1 },
        fix: { before: expect.stringContaining('hereby declare'), after: '' },
      }),
    ]);
    const dated = withBullets([
      'Closed the books for 6 entities',
      'I hereby declare the above is true. Date: 27.01.2019',
    ]);
    expect(ofKind(review(dated), 'template-leftover').map((f) => f.fix)).toEqual([]);
  });

  it('does not take a price or a contract value for an advert', () => {
    const findings = review(
      withBullets(['Negotiated contracts worth $2M for only 3 suppliers at $2.95 per unit']),
    );
    expect(ofKind(findings, 'template-leftover')).toEqual([]);
  });

  it('compares stated years of experience with the merged role dates', () => {
    // 2019-01 to present (2025-06) is 6 years: "6 years" passes, "three" undersells, "ten" overstates.
    expect(ofKind(review(sound()), 'date-claim')).toEqual([]);
    const over = review(sound({ summary: 'Accountant with ten years of experience in audit.' }));
    expect(ofKind(over, 'date-claim')).toEqual([
      expect.objectContaining({ severity: 'important', place: { section: 'summary' } }),
    ]);
    expect(ofKind(over, 'date-claim')[0]?.message).toContain('about 6 years');
    const under = review(sound({ summary: 'Accountant with 2 years of experience.' }));
    expect(ofKind(under, 'date-claim')).toEqual([expect.objectContaining({ severity: 'suggestion' })]);
    // "over 2 years" is a lower bound the dates meet.
    expect(
      ofKind(review(sound({ summary: 'Accountant with over 2 years of experience.' })), 'date-claim'),
    ).toEqual([]);
  });

  it('flags a first degree dated after the job it qualified for, not an MBA or a student job', () => {
    const nurse = resumeWith(
      [job({ company: 'Mercy Hospital', role: 'Registered Nurse', start_date: '2015', end_date: '2020' })],
      { education: [{ institution: 'Lakeside University', degree: 'BSN Nursing', graduation_year: '2018' }] },
    );
    expect(ofKind(review(nurse), 'date-claim')).toEqual([
      expect.objectContaining({ place: { section: 'education', entry: 0 }, severity: 'important' }),
    ]);
    const mba = resumeWith([job({ role: 'Business Analyst', start_date: '2015', end_date: '2020' })], {
      education: [
        { institution: 'Lakeside University', degree: 'MBA, Business Analytics', graduation_year: '2018' },
      ],
    });
    expect(ofKind(review(mba), 'date-claim')).toEqual([]);
    const intern = resumeWith([job({ role: 'Nursing Assistant', start_date: '2015', end_date: '2018' })], {
      education: [{ institution: 'Lakeside University', degree: 'BSN Nursing', graduation_year: '2018' }],
    });
    expect(ofKind(review(intern), 'date-claim')).toEqual([]);
  });

  it('asks for the past tense in an ended role, with the verb as a safe fix', () => {
    const findings = review(
      withBullets([
        'Closed the books for 6 entities within 4 days each month',
        'Manage 30 vendor accounts and recovered $40k',
      ]),
    );
    expect(ofKind(findings, 'tense')).toEqual([
      expect.objectContaining({
        severity: 'important',
        place: { section: 'experience', entry: 0, line: 1 },
        fix: { before: 'Manage', after: 'Managed' },
      }),
    ]);
    // The current role's present duty is its tense.
    expect(ofKind(review(sound()), 'tense')).toEqual([]);
  });

  it('reads a project named in Title Case as Enhance does: no tense fix to "Chatted Bot"', () => {
    const findings = review(
      withBullets([
        'Chat Bot using AWS LEX and Python',
        'Complete Incharge of running the warehouse',
        'Manage Customer Accounts for 3 regions',
        'Administer Excel Macros for the team',
      ]),
    );
    // A verb before a plural or a skill the resume names stays a verb in the wrong tense.
    expect(ofKind(findings, 'tense').map((f) => f.fix?.after)).toEqual(['Managed', 'Administered']);
  });

  it('flags weak and repeated openings', () => {
    const findings = review(
      withBullets([
        'Helped with the month-end close for 6 entities',
        'Responsible for 30 vendor accounts',
        'Reconciled 12 bank accounts every week',
        'Reconciled intercompany balances for 4 subsidiaries',
      ]),
    );
    expect(ofKind(findings, 'weak-opening').map((f) => f.place.line)).toEqual([0, 1]);
    expect(ofKind(findings, 'repeated-opening').map((f) => f.place.line)).toEqual([3]);
  });

  it('asks a role’s bullet without a figure for its result, never a career break’s', () => {
    const findings = review(withBullets(['Closed the books every month', 'Cut audit requests by 25%']));
    expect(ofKind(findings, 'no-result').map((f) => f.place)).toEqual([
      { section: 'experience', entry: 0, line: 0 },
    ]);
    const away = resumeWith([
      job({ role: 'Parental Leave', company: '', responsibilities: ['Cared for twins'] }),
    ]);
    expect(ofKind(review(away), 'no-result')).toEqual([]);
  });

  it('finds duplicates across roles: word for word is important and removable, reworded a suggestion', () => {
    const resume = sound();
    resume.experience[1]?.responsibilities.push(
      'Closed the books for 6 entities within 4 days each month.',
      'Built a NetSuite report which cut audit requests by 25%',
    );
    const found = ofKind(review(resume), 'duplicate');
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'important',
        place: { section: 'experience', entry: 1, line: 1 },
        fix: { before: 'Closed the books for 6 entities within 4 days each month.', after: '' },
      }),
      expect.objectContaining({
        severity: 'suggestion',
        place: { section: 'experience', entry: 1, line: 2 },
      }),
    ]);
    expect(found[1]?.fix).toBeUndefined();
  });

  it('checks spelling against the dictionary, knowing the resume’s own names and O*NET’s tools', () => {
    const findings = review(
      withBullets([
        'Recieved 40 invoices a day in Coupa and Larkspur’s ledger',
        'Migrated 3 ledgers to Workday with the Brightline team',
      ]),
    );
    expect(ofKind(findings, 'spelling').map((f) => f.message)).toEqual([
      expect.stringContaining('“Recieved”'),
    ]);
  });

  it('corrects the casing of known tools from O*NET and from the resume’s own skills', () => {
    const findings = review(
      withBullets([
        'Built excel models in netsuite that cut close time by 2 days',
        'Wrote sql queries for 12 reports',
        'Excel at reconciling 30 accounts a month',
      ]),
    );
    expect(ofKind(findings, 'tool-casing').map((f) => f.fix)).toEqual([
      { before: 'excel', after: 'Excel' },
      { before: 'netsuite', after: 'NetSuite' },
      { before: 'sql', after: 'SQL' },
    ]);
  });

  it('takes a quality in the skills list for no tool, nor an acronym’s plural for a miscased name', () => {
    const resume = withBullets(['Improved communication with 4 carriers through shared APIs']);
    resume.skills = ['Communication', 'APIS', 'Excel'];
    expect(ofKind(review(resume), 'tool-casing')).toEqual([]);
  });

  it('flags missing contact data and dates', () => {
    const resume = sound({ email: '', phone: '' });
    const first = resume.experience[0];
    if (first) resume.experience[0] = { ...first, start_date: '' };
    resume.education[0] = {
      institution: 'Lakeside University',
      degree: 'BS Accounting',
      graduation_year: '',
    };
    const findings = review(resume);
    expect(ofKind(findings, 'missing-contact').map((f) => f.severity)).toEqual(['important', 'suggestion']);
    expect(ofKind(findings, 'missing-date').map((f) => f.place)).toEqual([
      { section: 'experience', entry: 0 },
      { section: 'education', entry: 0 },
    ]);
  });

  it('flags unprofessional words, not a clinician’s', () => {
    const findings = review(
      withBullets([
        'Got busted by the boss looking at naughty things during work',
        'Escorted 20 patients a day',
      ]),
    );
    expect(ofKind(findings, 'unprofessional').map((f) => f.place.line)).toEqual([0]);
    const clinic = withBullets(['Counselled 30 clients a week at the rape crisis centre']);
    expect(ofKind(review(clinic), 'unprofessional')).toEqual([]);
  });

  it('flags a resume too long, and bullets too long to skim', () => {
    const long = `Reconciled ${Array.from({ length: 50 }, (_, i) => `account ${i}`).join(' and ')}`;
    const findings = review(withBullets(Array.from({ length: 25 }, () => long)));
    expect(ofKind(findings, 'length').map((f) => f.place)).toContainEqual({ section: 'resume' });
    expect(ofKind(findings, 'length').filter((f) => f.place.section === 'experience')).toHaveLength(25);
  });

  it('parses the first 300 bullets only, so the largest resume the schema allows stays cheap', () => {
    const roles = Array.from({ length: 30 }, (_, i) =>
      job({
        company: `Larkspur ${i}`,
        responsibilities: Array.from({ length: 40 }, (_, j) => `Manage ledger ${i}-${j}`),
      }),
    );
    const findings = reviewResume(resumeWith(roles), { now: NOW });
    // Every bullet is in the present in an ended role; only the first 300 are read for it.
    const tense = findings.filter((f) => f.kind === 'tense');
    expect(tense.length).toBeGreaterThan(100);
    expect(tense.every((f) => (f.place.entry ?? 0) * 40 + (f.place.line ?? 0) < 300)).toBe(true);
  });

  it('lists important findings first and caps the list', () => {
    const findings = review(withBullets(Array.from({ length: 40 }, (_, i) => `Manage task ${i}`)));
    const severities = findings.map((f) => f.severity);
    expect(severities.indexOf('suggestion')).toBeGreaterThan(severities.lastIndexOf('important'));
    expect(findings.length).toBeLessThanOrEqual(200);
  });
});
