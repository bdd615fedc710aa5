import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusPath, listDir } from '../../../scripts/eval/corpus';
import { scoreResume, sentences, stems } from '../src';
import { readRequirements } from '../src/ats/requirements';

const hasCorpus = fs.existsSync(CORPUS);
if (!hasCorpus) console.log(`ATS requirements over corpus postings skipped: no corpus at ${CORPUS}`);

const requirement = (report: ReturnType<typeof scoreResume>, text: string) =>
  report.requirements?.find((r) => r.text === text);

describe('ATS requirements read from the posting', () => {
  it('reads "such as A, B, C" as one requirement any alternative meets', () => {
    const jobDescription = `Web Developer
Requirements:
- Experience with server-side languages such as Python, Ruby, Java, PHP, and .Net
- Orchestration with Kubernetes or Amazon ECS`;
    const report = scoreResume({
      htmlResume: '<p>Built REST services in Python and deployed them on Amazon ECS.</p>',
      jobDescription,
    });
    expect(requirement(report, 'python, ruby, java, PHP, and .net')).toMatchObject({
      verdict: 'met',
      evidence: 'Built REST services in Python and deployed them on Amazon ECS.',
    });
    for (const alone of ['ruby', 'java', 'PHP']) expect(report.missingKeywords).not.toContain(alone);
    // The same list read twice, once shorter, is one demand.
    const twice = scoreResume({
      htmlResume: '<p>Angular</p>',
      jobDescription:
        'Front End Engineer\nDevelop features using React or Vue.\nRequirements:\n- One of React, Vue, or Angular',
    });
    expect(twice.requirements?.filter((r) => /react/i.test(r.text)).map((r) => r.text)).toEqual([
      'react, vue, or angular',
    ]);
    // A slash between two names offers either.
    const slash = scoreResume({
      htmlResume: '<p>Built REST services in Python.</p>',
      jobDescription: 'Backend Developer\nRequirements:\n- Python/Node or any backend experience',
    });
    expect(slash.missingKeywords).not.toContain('node');
  });

  it('meets a software class by any product of it (NetSuite meets ERP systems)', () => {
    const report = scoreResume({
      htmlResume: '<p>Skills: NetSuite, month-end close</p>',
      jobDescription: 'Accountant\nRequirements: Experience with ERP systems (NetSuite, SAP or Oracle).',
    });
    const erp = report.requirements?.find((r) => /ERP/.test(r.text));
    expect(erp).toMatchObject({ verdict: 'met', evidence: 'Skills: NetSuite, month-end close' });
    expect(report.missingKeywords).not.toContain('sap');
    const sap = scoreResume({
      htmlResume: '<p>Skills: SAP</p>',
      jobDescription: 'Accountant\nRequirements: NetSuite.',
    });
    // Another product of the class partly meets a named product: the resume shows the kind of tool.
    expect(sap.requirements?.find((r) => r.text === 'NetSuite')?.verdict).toBe('partial');
  });

  it('reads "Microsoft Office" as the suite, met by "MS Office", and never "Microsoft" alone as a product', () => {
    const report = scoreResume({
      htmlResume: '<p>Well versed with MS Office and Tally.</p>',
      jobDescription: 'Accounts Assistant\nRequirements: Microsoft Office; working with Microsoft partners.',
    });
    expect(requirement(report, 'microsoft office')).toMatchObject({
      verdict: 'met',
      evidence: 'Well versed with MS Office and Tally.',
    });
    expect(report.requirements?.map((r) => r.text)).not.toContain('microsoft');
  });

  it('reads a software class or product only where the posting names software, not the activity', () => {
    const tools = (jobDescription: string) =>
      scoreResume({ htmlResume: '<p>Clerk</p>', jobDescription })
        .requirements?.filter((r) => r.kind === 'tool')
        .map((r) => r.text) ?? [];
    // "Human resources", "document management": O*NET class names, and the names of fields and activities.
    expect(tools('Budget Analyst\nRequirements: experience in human resources management.')).toEqual([]);
    expect(tools('Clerk\nRequirements: document management and records retention.')).toEqual([]);
    expect(tools('Clerk\nRequirements: human resources software, document management systems.')).toEqual([
      'human resources',
      'document management',
    ]);
  });

  it('matches titles of one occupation by the occupational data', () => {
    const report = scoreResume({
      htmlResume: '<p>IT Support Technician, Acme Ltd, 2019 – 2024</p>',
      jobDescription: 'IT Support Specialist\nRequirements: Active Directory.',
    });
    expect(requirement(report, 'IT support specialist')).toMatchObject({
      kind: 'title',
      verdict: 'met',
      evidence: 'IT Support Technician, Acme Ltd, 2019 – 2024',
    });
  });

  it('asks nothing of the applicant in benefits, pay or equal-opportunity text', () => {
    const report = scoreResume({
      htmlResume: '<p>Payroll clerk</p>',
      jobDescription: `Payroll Officer
Requirements: payroll processing and Excel.
Benefits
Stakeholder pension scheme, 27 days holiday rising after 10 years.
We are an equal opportunity employer.`,
    });
    const listed = [...report.matchedKeywords, ...report.missingKeywords].join(' | ').toLowerCase();
    for (const word of ['pension', 'stakeholder', 'holiday', '10 years', 'equal opportunity'])
      expect(listed).not.toContain(word);
    // Directions to the applicant are about applying, not the job.
    const directed = scoreResume({
      htmlResume: '<p>Nurse</p>',
      jobDescription: `Clinical Educator
Requirements: NMC registration and teaching experience.
For the responsibilities and accountabilities of this post please refer to the job description.`,
    });
    expect(
      [...directed.matchedKeywords, ...directed.missingKeywords].join(' | ').toLowerCase(),
    ).not.toContain('accountabilit');
  });

  it('takes the names of teams and departments for no requirement, but a kind of team for one', () => {
    const report = scoreResume({
      htmlResume: '<p>Software engineer</p>',
      jobDescription: `Backend Engineer
Requirements:
- You will partner with the platform team and with design, marketing and data science teams.
- Experience with Kubernetes and machine learning.
`,
    });
    const listed = [...report.matchedKeywords, ...report.missingKeywords].join(' | ').toLowerCase();
    for (const word of ['kubernetes', 'machine learning']) expect(listed).toContain(word);
    for (const word of ['platform', 'data science', 'marketing']) expect(listed).not.toContain(word);
    // A hyphenated compound in the list ("go-to-market") is one modifier, not a clause's "to" and "go".
    const product = scoreResume({
      htmlResume: '<p>Product manager</p>',
      jobDescription: `Product Manager
Requirements:
- Work alongside engineering, design, data science, and go-to-market teams.
- Experience with SQL.`,
    });
    expect([...product.matchedKeywords, ...product.missingKeywords].join(' | ').toLowerCase()).not.toContain(
      'data science',
    );
    // An adjective before the noun says what kind of team the applicant works in.
    const nurse = scoreResume({
      htmlResume: '<p>Staff nurse</p>',
      jobDescription: `Mental Health Nurse
You will play an essential role in a multi-disciplinary team, working under the supervision of senior
mental health practitioners. You will deliver patient care on a busy ward.`,
    });
    expect(nurse.missingKeywords).toContain('multi-disciplinary');
  });

  it('reads the employer’s voice after an opening phrase ("At Acme we…", "Through…, we…")', () => {
    const report = scoreResume({
      htmlResume: '<p>Data analyst</p>',
      jobDescription: `Data Analyst
At Harbourside we believe that innovation is a powerful trigger for new ways of working.
Through partnerships with hospitals and universities, we match health challenges with creative partners.
Requirements: SQL and Python.
With our support, you will show initiative in your own projects.`,
    });
    const listed = [...report.matchedKeywords, ...report.missingKeywords].join(' | ').toLowerCase();
    for (const word of ['sql', 'python', 'initiative']) expect(listed).toContain(word);
    for (const word of ['innovation', 'creative']) expect(listed).not.toContain(word);
  });

  it('reads the qualities ESCO’s transversal skills name, but not words O*NET’s duties use', () => {
    const report = scoreResume({
      htmlResume: '<p>Staff nurse</p>',
      jobDescription: `Staff Nurse
Key responsibilities
You will need to be confident and enthusiastic, with a real interest in mental health care.`,
    });
    const traits = (report.requirements ?? []).filter((r) => r.kind === 'trait').map((r) => r.text);
    expect(traits).toEqual(expect.arrayContaining(['confident', 'enthusiastic']));
    expect(traits.join(' ')).not.toMatch(/responsib|interest/);
  });

  it('asks nothing the posting leaves out or gives ("other than payroll", "training will be given")', () => {
    const report = scoreResume({
      htmlResume: '<p>Accounts assistant</p>',
      jobDescription: `Accounts Manager
Requirements:
- Ensure prompt payment for all goods and services other than payroll.
- Experience with Microsoft Office programs except Access; budgeting.
- Training will be given on our ledger systems, and mentoring is available.`,
    });
    const listed = [...report.matchedKeywords, ...report.missingKeywords].join(' | ').toLowerCase();
    expect(listed).toContain('budgeting');
    for (const word of ['payroll', 'access', 'training', 'mentoring']) expect(listed).not.toContain(word);
  });

  it('reads years from merged role dates, a degree by level and field, and "or equivalent experience"', () => {
    const resume = `<p>Analyst, Acme, 2015 – 2019</p><p>Analyst, Beta (part time), 2017 – 2018</p>
      <p>Senior Analyst, Gamma, 2019 – 2021</p><p>BSc Psychology, Leeds University</p>`;
    const report = scoreResume({
      htmlResume: resume,
      jobDescription: `Analyst
Requirements: 5+ years of analysis experience. A degree in Psychology or equivalent experience.`,
    });
    // 2015–2019 and 2019–2021, the overlapping part-time role counted once: 6 years.
    expect(requirement(report, '5+ years of analysis experience')).toMatchObject({ verdict: 'met' });
    expect(report.requirements?.find((r) => r.kind === 'degree')).toMatchObject({
      verdict: 'met',
      evidence: 'BSc Psychology, Leeds University',
    });
    const other = scoreResume({
      htmlResume: resume.replace('BSc Psychology', 'BSc Chemistry'),
      jobDescription: 'Analyst\nRequirements: A degree in Psychology.',
    });
    expect(other.requirements?.find((r) => r.kind === 'degree')?.verdict).toBe('partial');
    const noDegree = scoreResume({
      htmlResume: resume.replace('<p>BSc Psychology, Leeds University</p>', ''),
      jobDescription: 'Analyst\nRequirements: A degree in Psychology or equivalent experience.',
    });
    expect(noDegree.requirements?.find((r) => r.kind === 'degree')?.verdict).toBe('partial');
  });

  it('keeps the role years are asked in, and counts years in other work as partly meeting them', () => {
    const jobDescription = `Plumber's Helper (3 Years of Experience)
Qualification Requirements
Three years of full-time satisfactory experience as a plumber's helper or apprentice plumber acquired within
the last 12 months.`;
    const text =
      "Three years of full-time satisfactory experience as a plumber's helper or apprentice plumber";
    const helper = scoreResume({
      htmlResume: "<p>Plumber's Helper, Acme Plumbing, 2018 – 2023</p><p>Cut and threaded pipe.</p>",
      jobDescription,
    });
    // The requirement line's wording, not the title's shorter "3 Years of Experience".
    expect(requirement(helper, text.toLowerCase())).toMatchObject({ kind: 'years', verdict: 'met' });
    const clerk = scoreResume({
      htmlResume: '<p>Office Clerk, Beta Ltd, 2016 – 2023</p><p>Filed invoices.</p>',
      jobDescription,
    });
    expect(requirement(clerk, text.toLowerCase())?.verdict).toBe('partial');
    // A line break before a lower-case word is the page's wrapping; an aside after a comma is no role.
    const wrapped = scoreResume({
      htmlResume: '<p>Developer, Acme, 2015 – 2023</p>',
      jobDescription: `Front End Engineer
Requirements:
- 2 years of experience in developing scalable and
user-friendly web applications, ideally in fintech.`,
    });
    const years = wrapped.requirements?.find((r) => r.kind === 'years');
    expect(years?.text).toBe(
      '2 years of experience in developing scalable and user-friendly web applications',
    );
    // "Ideally" is said of the fintech, not of the years, which stay a must.
    expect(years?.importance).toBe('must');
    // Examples after the role ("including, but not limited to C, C++") are not part of it.
    const listed = readRequirements(
      'Senior Software Engineer\nRequired Qualifications\n4+ years technical engineering experience with coding in languages including, but not limited to C, C++, or Python.',
    ).find((r) => r.kind === 'years');
    expect(listed?.text).not.toMatch(/including|but not/);
    // A scraped posting that ran two lines together ends the role at the seam; names keep their capitals.
    const glued = (line: string) =>
      readRequirements(`Software Engineer\nRequirements\n${line}`).find((r) => r.kind === 'years')?.text;
    expect(glued('3+ years of experience with distributed systemsTechnical expertise in Rust')).toBe(
      '3+ years of experience with distributed systems',
    );
    expect(glued('3+ years of experience with DevOps and JavaScript tooling.')).toBe(
      '3+ years of experience with DevOps and JavaScript tooling',
    );
  });

  it('reads a duty stated as an action on an object, and judges it by the object’s words', () => {
    const jobDescription = `Assistant Project Manager
Responsibilities:
1. Maintain comprehensive project history files per HUD rules.
2. Review final design documents and submit documents to the Cost Estimating Unit.
3. Assist Project Manager with submissions.
We are proud of our people and play an essential role in the city.`;
    const report = scoreResume({
      htmlResume: `<ul><li>Kept the project history files for twelve housing contracts.</li>
<li>Reviewed design documents before bid.</li></ul>`,
      jobDescription,
    });
    // Three of the object's four words in one line, whatever the verb ("kept" for "maintain"): partial. The
    // duty is quoted to its clause's end, as the posting says it.
    expect(requirement(report, 'maintain comprehensive project history files per HUD rules')).toMatchObject({
      kind: 'duty',
      verdict: 'partial',
      evidence: 'Kept the project history files for twelve housing contracts.',
    });
    // The object runs to "and" before another verb; "final" is missing from the resume's line: partial.
    expect(requirement(report, 'review final design documents')).toMatchObject({
      kind: 'duty',
      verdict: 'partial',
    });
    // A capitalised name is the employer's person, not an object; the employer's voice is no duty.
    expect(report.requirements?.map((r) => r.text)).not.toContain('assist project manager');
    expect(report.requirements?.some((r) => r.text.includes('essential role'))).toBe(false);
    const met = scoreResume({
      htmlResume: '<p>Maintained comprehensive project history files for HUD audits.</p>',
      jobDescription,
    });
    expect(requirement(met, 'maintain comprehensive project history files per HUD rules')?.verdict).toBe(
      'met',
    );
  });

  it('reads one duty from verbs joined before one object ("planning and running volunteer open days")', () => {
    const report = scoreResume({
      htmlResume: '<p>Ran volunteer open days for three charities.</p>',
      jobDescription:
        'Events Coordinator\nResponsibilities:\nYou will be responsible for planning and running volunteer open days across the region.',
    });
    expect(requirement(report, 'planning and running volunteer open days across the region')).toMatchObject({
      kind: 'duty',
      verdict: 'met',
      evidence: 'Ran volunteer open days for three charities.',
    });
    // "Responsible for" says a duty follows; the word itself asks nothing.
    expect(report.requirements?.map((r) => r.text)).not.toContain('responsible');
  });

  it('reads the duty after "to" when the line opens with whom it is done ("Work closely with… to reconcile…")', () => {
    const report = scoreResume({
      htmlResume: '<p>Reconciled supplier statements for 40 accounts every month.</p>',
      jobDescription:
        'Accounts Assistant\nResponsibilities\n• Work closely with the finance team to reconcile supplier statements monthly.',
    });
    expect(requirement(report, 'reconcile supplier statements monthly')).toMatchObject({
      kind: 'duty',
      verdict: 'met',
    });
    // Few requirements leave room for the posting's salient words, but not for words another requirement
    // already quotes (the duty's "supplier").
    expect(report.requirements?.map((r) => r.text)).not.toContain('supplier');
  });

  it('takes a field word said once in the prose for no requirement, and one repeated or required for one', () => {
    const texts = (jobDescription: string) =>
      scoreResume({ htmlResume: '<p>Staff nurse</p>', jobDescription }).requirements?.map((r) => r.text);
    const prose = 'Staff Nurse\nAbout the role\nYou will give wound care to adults on a busy surgical ward.';
    expect(texts(`${prose}\nRequirements: NMC registration and IV therapy.`)).not.toContain('ward');
    expect(texts(`${prose}\nYou will lead the ward team.\nRequirements: NMC registration.`)).toContain(
      'ward',
    );
    expect(
      texts(`${prose.replace('ward', 'unit')}\nRequirements: NMC registration, ward experience.`),
    ).toContain('ward');
  });

  it('recognises a credential or licence in the posting’s grammar', () => {
    const report = scoreResume({
      htmlResume: '<p>ACCA member since 2018</p>',
      jobDescription: 'Financial Accountant\nEssential: CCAB qualified. HCPC Registered.',
    });
    expect(report.requirements?.filter((r) => r.kind === 'credential').map((r) => r.text)).toEqual([
      'CCAB qualified',
      'HCPC registered',
    ]);
    expect(report.missingKeywords).toEqual(expect.arrayContaining(['CCAB qualified', 'HCPC registered']));
    // A possessive inside the name ("Driver's") keeps the whole licence, and its acronym is not a skill.
    const licence = scoreResume({
      htmlResume: '<p>Warehouse operative</p>',
      jobDescription: "Maintenance Worker\nRequirements\n1. Boiler repair. 2. CDL Driver's License.",
    }).requirements?.map((r) => `${r.kind} ${r.text.toLowerCase()}`);
    expect(licence).toContain("credential cdl driver's license");
    expect(licence).not.toContain('skill cdl');
    // A capitalised determiner names nothing; "General" in "Registered General Nurse" is a name's word.
    const credentials = readRequirements(
      'Staff Nurse\nRequirements\nRegistered General Nurse. All qualified applicants will be considered.',
    )
      .filter((r) => r.kind === 'credential')
      .map((r) => r.text.toLowerCase());
    expect(credentials).toEqual(['registered general nurse']);
  });

  it('reads a product’s short name in lower case as the ordinary word it is (“you will excel”)', () => {
    const listed = (job: string) => {
      const report = scoreResume({ htmlResume: '<p>Marketing officer</p>', jobDescription: job });
      return [...report.matchedKeywords, ...report.missingKeywords].join(' | ').toLowerCase();
    };
    const prose = 'Marketing Manager\nThe role spans strategy and delivery, and you will excel in both.';
    expect(listed(`${prose}\nRequirements: SEO.`)).not.toContain('excel');
    expect(listed(`${prose}\nRequirements: SEO. You will report in Excel.`)).toContain('excel');
    // A product's one-word short form in lower case is the ordinary word: "quest" is not Experian Quest,
    // "big" not Informatica Big Data, "https" not Apache HTTP Server.
    const tools = readRequirements(
      'Founding Engineer\nRequirements: Postgres, and the drive to join our big quest for better search. See https://example.com/jobs.',
    )
      .filter((r) => r.kind === 'tool' || r.kind === 'skill')
      .map((r) => r.text.toLowerCase());
    for (const word of ['quest', 'big', 'https']) expect(tools).not.toContain(word);
    expect(tools).toContain('postgres');
  });

  it('quotes a skill said in several words by the word that names it', () => {
    const traits = readRequirements(
      'Product Manager\nRequirements\n• Collaborate with engineers daily.\n• Excellent teamwork skills.',
    )
      .filter((r) => r.kind === 'trait')
      .map((r) => r.text);
    expect(traits).toContain('teamwork');
    expect(traits).not.toContain('collaborate');
  });

  it('marks requirements in a preferred section nice, and lists musts first', () => {
    const report = scoreResume({
      htmlResume: '<p>Python developer</p>',
      jobDescription: 'Data Engineer\nRequirements: Python and Airflow.\nNice to have: Kafka.',
    });
    const kafka = report.requirements?.find((r) => r.text === 'kafka');
    expect(kafka?.importance).toBe('nice');
    const order = report.requirements?.map((r) => r.importance) ?? [];
    expect(order.indexOf('nice')).toBeGreaterThan(order.lastIndexOf('must'));
  });

  it.skipIf(!hasCorpus)(
    'lists no matched or missing item the posting does not name, over every corpus posting',
    () => {
      const postings = [
        ...listDir('jobs')
          .filter((f) => f.endsWith('.txt'))
          .map((f) => fs.readFileSync(corpusPath('jobs', f), 'utf8')),
        ...(
          parse(fs.readFileSync(corpusPath('fields/nyc-postings-by-field-dev.csv')), {
            columns: true,
          }) as Array<{ posting: string }>
        ).map((p) => p.posting),
        ...(
          JSON.parse(fs.readFileSync(corpusPath('gaps/gaps-dev.json'), 'utf8')) as Array<{
            posting: { text: string };
          }>
        ).map((c) => c.posting.text),
      ];
      const absent: string[] = [];
      for (const jobDescription of postings) {
        const report = scoreResume({ htmlResume: '<p>Python, Excel, customer service</p>', jobDescription });
        // Inflections allowed: compared as stems, sentence by sentence.
        const text = ` ${sentences(jobDescription)
          .map((s) => stems(s).join(' '))
          .join(' | ')} `;
        for (const item of [...report.matchedKeywords, ...report.missingKeywords])
          if (!text.includes(` ${stems(item).join(' ')} `))
            absent.push(`${item} ← ${jobDescription.slice(0, 40)}`);
      }
      expect(postings.length).toBeGreaterThan(50);
      expect(absent).toEqual([]);
    },
    120_000,
  );
});
