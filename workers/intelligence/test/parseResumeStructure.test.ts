import fs from 'node:fs';
import { resumeDataSchema } from '@rb/contracts';
import { growthRatio } from '@rb/kit/testing';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusPath as corpusFile, documentText } from '../../../scripts/eval/corpus';
import { parseResumeHtml, parseResumeStructure } from '../src';
import { cleanLines, joinLetterSpacing } from '../src/parse/cleanText';
import { findPhone, splitRunOn } from '../src/parse/contact';
import { parseExperience } from '../src/parse/experience';

/** Tests that read the shared corpus are skipped when it is absent. */
const hasCorpus = fs.existsSync(CORPUS);
const corpusText = (relative: string) => documentText(corpusFile(relative));

describe('extraction debris', () => {
  it('repairs soft hyphens, Unicode hyphens, icon glyphs, tabs and page markers', () => {
    // openresume-laverne-undergrad.pdf: "(909) 555-\u00ad\u20105555"; awesomecv: icon names and emoji
    const lines = cleanLines(
      '2\nLeo Leopard\n(909) 555-\u00ad\u20105555\n📱 (+82) 10 | HOUSE-CHIMNEY www.x.com\nName\t\t\tDavid Garcia\n-- 1 of 2 --',
    );
    expect(lines).toEqual(['Leo Leopard', '(909) 555-5555', '(+82) 10 | www.x.com', 'Name | David Garcia']);
  });

  it('joins letter-spaced headings and names', () => {
    expect(joinLetterSpacing('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(joinLetterSpacing('JA R E D R I C H A R D S')).toBe('JAREDRICHARDS');
    expect(joinLetterSpacing('Built a web app')).toBe('Built a web app');
  });

  it('cuts text that a PDF ran into the name, but not names with inner capitals', () => {
    expect(splitRunOn('Omkar PathakSOFTWARE ENGINEER · FULL STACK')).toBe('Omkar Pathak');
    expect(splitRunOn('Byungjin ParkDevOps Engineer')).toBe('Byungjin Park');
    expect(splitRunOn('Ronald McDonald')).toBe('Ronald McDonald');
  });

  it('finds phone numbers, not year ranges', () => {
    expect(findPhone('2018 - 2022 B.Tech\n(+91) 8087996634 | x@y.com')).toBe('(+91) 8087996634');
    expect(findPhone('Seattle, WA | 206-555-0149 | emoore@email.com')).toBe('206-555-0149');
  });
});

describe('structure parser on plain text', () => {
  it('reads a pasted text resume (soupboss-01-accountant layout)', () => {
    const resume = parseResumeStructure(
      [
        'Ebony Moore',
        'Seattle, WA | 206-555-0149 | emoore@email.com',
        'Summary',
        'Determined Accountant with three years of experience in personal and tax accounting.',
        'Experience',
        'Staff Accountant | Northwind Traders | Jan 2021 - Present',
        '• Prepared monthly reconciliations for 12 entities',
        'Education',
        'Bachelor of Science in Accounting | University of Washington | 2019',
        'Skills',
        'QuickBooks, Excel (pivot tables, VBA), Payroll',
        'Certifications',
        'Certified Public Accountant (CPA), 2022',
      ].join('\n'),
    );
    expect(resume).toEqual({
      name: 'Ebony Moore',
      email: 'emoore@email.com',
      phone: '206-555-0149',
      linkedin: '',
      portfolio: '',
      summary: 'Determined Accountant with three years of experience in personal and tax accounting.',
      experience: [
        {
          company: 'Northwind Traders',
          role: 'Staff Accountant',
          start_date: 'Jan 2021',
          end_date: 'Present',
          responsibilities: ['Prepared monthly reconciliations for 12 entities'],
        },
      ],
      education: [
        {
          degree: 'Bachelor of Science in Accounting',
          institution: 'University of Washington',
          graduation_year: '2019',
        },
      ],
      skills: ['QuickBooks', 'Excel (pivot tables, VBA)', 'Payroll'],
      certifications: [{ name: 'Certified Public Accountant (CPA)', year: '2022' }],
    });
  });

  it('puts a date range wrapped over two lines back together (rm-barry_allen_fe layout)', () => {
    const resume = parseResumeStructure(
      [
        'Barry Allen',
        'allthe.stars@google.com',
        'Experience',
        'June 2022 –',
        'Present',
        'Software Engineer (Front-End), Google, Mountain View, CA, USA',
        'Developing intuitive and engaging user interfaces using React and Redux. Working closely',
        'with UX designers to implement responsive and accessible web design.',
        'Skills',
        'React, Redux',
      ].join('\n'),
    );
    expect(resume?.experience).toEqual([
      {
        company: 'Google',
        role: 'Software Engineer (Front-End)',
        start_date: 'June 2022',
        end_date: 'Present',
        location: 'Mountain View, CA, USA',
        responsibilities: [
          'Developing intuitive and engaging user interfaces using React and Redux. Working closely with UX designers to implement responsive and accessible web design.',
        ],
      },
    ]);
  });

  it('reads a section labelled with a colon on its content line, whatever the content starts with', () => {
    const resume = parseResumeStructure(
      [
        'Dana Reyes',
        'dana@example.com',
        'Experience',
        'Per Diem Nurse, St. Luke Urgent Care, 2023 - Present',
        '- Triage walk-in patients and document care in Epic',
        'Skills: patient care, IV therapy, wound care, telemetry',
        'Certifications: BLS 2024',
      ].join('\n'),
    );
    expect(resume?.skills).toEqual(['patient care', 'IV therapy', 'wound care', 'telemetry']);
    expect(resume?.certifications).toEqual([{ name: 'BLS', year: '2024' }]);
    expect(resume?.experience[0]?.responsibilities).toEqual([
      'Triage walk-in patients and document care in Epic',
    ]);
  });

  it('recognises a letter as not a resume', () => {
    expect(
      parseResumeStructure('Dear Ms. Smith,\n\nI am writing to apply for the role.\n\nSincerely,\nJane'),
    ).toBeNull();
    expect(parseResumeStructure('')).toBeNull();
  });

  it('finds a name kept inside a Word table (DOCX HTML)', () => {
    const html =
      '<table><tr><td><p>Name</p></td><td><p>David Garcia</p></td></tr><tr><td><p>Email</p></td><td><p>d.garcia@email.com</p></td></tr></table>' +
      '<h2>Experience</h2><p>2016 – 2019 General Warehouse Associate | Industrial Shipping &amp; Containers</p><p>Reorganised the warehouse layout for a team of 15.</p><h2>Skills</h2><p>Forklift, ERP</p>';
    const resume = parseResumeHtml(html);
    expect(resume?.name).toBe('David Garcia');
    expect(resume?.email).toBe('d.garcia@email.com');
    expect(resume?.experience[0]).toMatchObject({
      company: 'Industrial Shipping & Containers',
      role: 'General Warehouse Associate',
    });
  });

  // 2,000 and 8,000 lines: what the 100 kB the parser reads can hold. The lines were each joined to one
  // line as long as the run, tested and copied again at every line joined.
  const lines = (count: number, line: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => line(i));

  it('reads job lines that each end in a separator in time proportional to their number', () => {
    const runs = new Map([1, 4].map((scale) => [scale, lines(2_000 * scale, (i) => `Engineer ${i} —`)]));
    expect(growthRatio((scale) => parseExperience(runs.get(scale) ?? []))).toBeLessThan(8);
  });

  it('mends words hyphenated across every line in time proportional to the lines', () => {
    const texts = new Map(
      [1, 4].map((scale) => [scale, lines(2_000 * scale, (i) => `wo${i}rd-`).join('\n')]),
    );
    // Each run cleans the text ten times: one cleaning takes a few milliseconds, too short to time alone
    // on a shared machine.
    const cleanTenTimes = (text: string) => {
      for (let run = 0; run < 10; run += 1) cleanLines(text);
    };
    expect(growthRatio((scale) => cleanTenTimes(texts.get(scale) ?? ''))).toBeLessThan(8);
  });

  it('stays fast on a large hostile input', () => {
    const started = performance.now();
    parseResumeStructure(
      `${'Experience\n'.repeat(2_000)}${'May 2020 - '.repeat(5_000)}${'a'.repeat(50_000)}`,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe.skipIf(!hasCorpus)('structure parser on corpus documents', () => {
  it('recovers openresume-john-doe completely', async () => {
    const truth = JSON.parse(
      fs.readFileSync(corpusFile('resumes/openresume-john-doe.groundtruth.json'), 'utf8'),
    );
    const resume = parseResumeStructure(await corpusText('resumes/openresume-john-doe.pdf'));
    expect(resume?.name).toBe(truth.profile.name);
    expect(resume?.email).toBe(truth.profile.email);
    expect(resume?.phone).toBe(truth.profile.phone);
    expect(resume?.linkedin).toBe(truth.profile.url);
    expect(resume?.summary).toBe(truth.profile.summary);
    expect(resume?.experience.map((e) => [e.company, e.role, e.responsibilities])).toEqual(
      truth.workExperiences.map((w: { company: string; jobTitle: string; descriptions: string[] }) => [
        w.company,
        w.jobTitle,
        w.descriptions,
      ]),
    );
    // As the resume writes them: "May 2023 - Present".
    expect(resume?.experience[0]).toMatchObject({ start_date: 'May 2023', end_date: 'Present' });
    expect(resume?.education).toEqual([
      {
        institution: 'XYZ University',
        degree: 'Bachelor of Science in Computer Science',
        graduation_year: '2023',
      },
    ]);
    expect(resume?.skills).toEqual(
      expect.arrayContaining(['HTML', 'C++', 'React Hooks', 'REST API', 'Creative Problem Solving']),
    );
  });

  it('handles XeTeX run-on names, sidebar-first two-column PDFs and headings run into content', async () => {
    const omkar = parseResumeStructure(await corpusText('resumes/pyresparser-omkar-pathak.pdf'));
    expect(omkar).toMatchObject({ name: 'Omkar Pathak', email: 'omkarpathak27@gmail.com' });
    expect(omkar?.phone.replace(/\D/g, '')).toMatch(/8087996634$/);
    expect(omkar?.skills).toContain('C++');
    const twoColumn = parseResumeStructure(
      await corpusText('resumes/soupboss-aws-devops-engineer-two-column.pdf'),
    );
    expect(twoColumn?.name).toBe('CATHERINE STARK');
    expect(twoColumn?.email).toBe('catherinestark@email.com');
    expect(twoColumn?.experience.length).toBeGreaterThan(0);
    expect(twoColumn?.skills.length).toBeGreaterThan(3);
    const designer = parseResumeStructure(await corpusText('resumes/jj-resume2-fashion-designer.pdf'));
    expect(designer?.name).toBe('MICHELLE LOPEZ');
    expect(designer?.experience[0]).toMatchObject({
      company: 'Escada',
      role: 'Senior Fashion Designer',
      start_date: 'January 2017',
    });
  });

  it('reads DOCX text and the name-in-a-table DOCX', async () => {
    const riley = parseResumeStructure(
      await corpusText('resumes/jj-resume15-restaurant-manager-tables.docx'),
    );
    expect(riley).toMatchObject({ name: 'May Riley', email: 'm.riley@live.com' });
    const garciaHtml = (
      await mammoth.convertToHtml({
        path: corpusFile('resumes/jj-resume13-resume-template-david-garcia.docx'),
      })
    ).value;
    expect(parseResumeHtml(garciaHtml)).toMatchObject({ name: 'David Garcia', email: 'd.garcia@email.com' });
  });

  it('recognises the corpus cover letter as not a resume', async () => {
    expect(parseResumeStructure(await corpusText('resumes/negative-awesomecv-coverletter.pdf'))).toBeNull();
  });
});

describe('bounds', () => {
  // A PDF's text can hold a job with sixty bullets or a paragraph extracted as one 3,000-character line:
  // the guess must still be a resume the form and the job's result schema accept, or the whole upload fails.
  it('fits what it reads within every bound of the resume schema', () => {
    const bullets = Array.from(
      { length: 60 },
      (_, i) => `• Shipped feature number ${i} for the payments team`,
    );
    const text = [
      'Jane Doe',
      'jane@example.com | (555) 123-4567',
      '',
      'EXPERIENCE',
      'Senior Engineer, Acme Inc. Jan 2019 - Present',
      `• ${'Led the migration of every service to the new platform and '.repeat(60)}`,
      ...bullets,
      '',
      'EDUCATION',
      'BS Computer Science, MIT, 2015',
    ].join('\n');
    const structured = parseResumeStructure(text);
    expect(structured?.experience[0]?.responsibilities.length).toBeGreaterThan(0);
    expect(resumeDataSchema.safeParse(structured).error).toBeUndefined();
  });
});
