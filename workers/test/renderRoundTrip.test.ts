import {
  type ResumeData,
  renderCoverLetterHtml,
  renderResumeHtml,
  resumeDataSchema,
  resumeToMarkdown,
  TEMPLATE_NAMES,
} from '@rb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserPool } from '../src/render/browserPool';
import { findChromium } from '../src/render/chromium';
import { textDocx } from '../src/render/docx/letter';
import { resumeDocx } from '../src/render/docx/resume';
import { editorTextAsResume } from '../src/render/editorText';
import { docxText, normalise, pdfText } from './textOf';

const resumeFor = (name: string, email: string): ResumeData =>
  resumeDataSchema.parse({
    name,
    email,
    phone: '+44 20 7946 0000',
    summary: 'Backend engineer who ships reliable services.',
    experience: [
      {
        company: 'Société Générale Façade',
        role: 'Senior Engineer',
        start_date: '2021',
        end_date: 'Present',
        responsibilities: ['Cut p99 latency by 40% across the payments API', 'Led a team of five engineers'],
      },
      {
        company: '株式会社テスト',
        role: 'Developer',
        start_date: '2018',
        end_date: '2021',
        responsibilities: ['Built the 請求書 invoicing pipeline', 'Migrated 12 services to Kubernetes'],
      },
    ],
    education: [
      {
        institution: 'Universidad de Málaga',
        degree: 'BSc Computer Science',
        graduation_year: '2018',
        gpa: '3.8/4.0',
        honors: 'Matrícula de Honor',
        coursework: ['Distributed Systems', 'Compilers'],
      },
      // No year: kept and shown with what it has.
      { institution: 'Goethe-Institut', degree: 'German B2 course' },
    ],
    skills: ['TypeScript', 'PostgreSQL'],
    certifications: [{ name: 'CKA', issuer: 'Cloud Native Computing Foundation', year: '2022' }],
    projects: [
      {
        name: 'Ledgerly',
        description: 'Open-source double-entry ledger',
        link: 'github.com/zoe/ledgerly',
        bullets: ['Reached 1,200 GitHub stars'],
      },
    ],
    awards: [{ name: 'Hackathon winner', issuer: 'FinTech Week', year: '2020' }],
    languages: [
      { name: 'Spanish', level: 'Native' },
      { name: '日本語', level: 'N2' },
    ],
    volunteering: [
      {
        organization: 'Code Club',
        role: 'Mentor',
        start_date: '2019',
        bullets: ['Taught 30 children Python'],
      },
    ],
    courses: [{ name: 'Designing Data-Intensive Applications', issuer: 'O’Reilly' }],
    publications: [{ title: 'Latency budgets in payment APIs', publisher: 'InfoQ', year: '2023' }],
    custom: [{ title: 'Interests', items: ['Bouldering', 'Go (the board game)'] }],
  });

const people = [
  resumeFor('Zoë Ångström-Núñez', 'zoe.angstrom@example.com'),
  resumeFor('山田 太郎', 'taro.yamada@example.jp'),
];

/** Everything a recruiter's ATS must get back: name, e-mail, every employer, every bullet. */
function expectAllFields(text: string, resume: ResumeData): void {
  expect(text).toContain(normalise(resume.name));
  expect(text).toContain(resume.email);
  for (const job of resume.experience) {
    expect(text).toContain(normalise(job.company));
    for (const bullet of job.responsibilities) expect(text).toContain(normalise(bullet));
  }
  // Every value of the optional sections, entries without a year included.
  const extra = [
    ...resume.education.flatMap((e) => [e.institution, e.degree, e.gpa, e.honors, ...(e.coursework ?? [])]),
    ...resume.certifications.flatMap((c) => [c.name, c.issuer]),
    ...(resume.projects ?? []).flatMap((p) => [p.name, p.description, p.link, ...p.bullets]),
    ...(resume.awards ?? []).flatMap((a) => [a.name, a.issuer]),
    ...(resume.languages ?? []).flatMap((l) => [l.name, l.level]),
    ...(resume.volunteering ?? []).flatMap((v) => [v.organization, v.role, ...v.bullets]),
    ...(resume.courses ?? []).flatMap((c) => [c.name, c.issuer]),
    ...(resume.publications ?? []).flatMap((p) => [p.title, p.publisher]),
    ...(resume.custom ?? []).flatMap((c) => [c.title, ...c.items]),
  ];
  // Case-folded: the classic template upper-cases section titles in CSS, and a custom title is one.
  for (const value of extra) if (value) expect(text.toLowerCase()).toContain(normalise(value).toLowerCase());
}

describe('resume round trip through PDF and DOCX', () => {
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  beforeAll(() => pool.warm());
  afterAll(() => pool.close());

  for (const template of TEMPLATE_NAMES) {
    for (const resume of people) {
      it(`PDF keeps every field (${template}, ${resume.name})`, async () => {
        const pdf = await pool.renderPdf(renderResumeHtml(resume, template));
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expectAllFields(await pdfText(pdf), resume);
      });
    }
  }

  for (const resume of people) {
    it(`DOCX keeps every field (${resume.name})`, async () => {
      expectAllFields(await docxText(await resumeDocx(resume)), resume);
    });
  }

  it('cover letters keep every paragraph in PDF and DOCX', async () => {
    const letter =
      'Dear Hiring Manager,\n\nI am applying for the Data Engineer rôle.\n\nKind regards,\n山田 太郎';
    const expected = [
      'Dear Hiring Manager,',
      'I am applying for the Data Engineer rôle.',
      'Kind regards,',
      '山田 太郎',
    ];
    const pdf = await pdfText(await pool.renderPdf(renderCoverLetterHtml(letter, '山田 太郎')));
    const docx = await docxText(await textDocx(letter, '山田 太郎'));
    for (const text of [pdf, docx]) for (const line of expected) expect(text).toContain(normalise(line));
  });

  it('editor text that is a markdown resume is rendered as a resume; other text is not', () => {
    const resume = people[0] as ResumeData;
    const recognised = editorTextAsResume(resumeToMarkdown(resume));
    expect(recognised?.name).toBe(resume.name);
    expect(recognised?.experience.map((e) => e.company)).toEqual(resume.experience.map((e) => e.company));
    expect(editorTextAsResume('Some notes about my week.\n\nNothing else.')).toBeNull();
  });
});
