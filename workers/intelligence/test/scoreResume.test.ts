import fs from 'node:fs';
import { ATS_MAXIMA, atsReportSchema } from '@rb/contracts';
import { growthRatio } from '@rb/kit/testing';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusPath as corpusFile, documentPlainText } from '../../../scripts/eval/corpus';
import { scoreResume } from '../src';
import { requiredYears, resumeYears, yearsAsked } from '../src/ats/experienceYears';
import { jobKeywords, readPosting } from '../src/ats/jobKeywords';

/** Tests that read the shared corpus are skipped when it is absent. */
const hasCorpus = fs.existsSync(CORPUS);
const corpusText = (relative: string) => documentPlainText(corpusFile(relative));

const nurseResume = `<h1>Jane Roe</h1><p>jane.roe@example.org | (716) 555-0100</p>
<h2>Experience</h2><p>Staff Nurse, Leeds General Infirmary, March 2016 - Present</p>
<ul><li>RN on a 28-bed acute medical ward; administer medication and IV therapy</li>
<li>Lead discharge planning with the multidisciplinary team; mentored 6 student nurses</li>
<li>Patient assessment, wound care and infection control to NMC standards</li></ul>
<h2>Education</h2><p>BSc Nursing, University of Leeds, 2016</p>
<h2>Skills</h2><p>Basic Life Support, triage, safeguarding, communication, teamwork</p>`;

const softwareResume = `<h1>John Doe</h1><p>hello@openresume.com | 123-456-7890</p>
<h2>Experience</h2><p>Software Engineer, ABC Company, May 2019 - Present</p>
<ul><li>Built React and TypeScript features on a Node.js and PostgreSQL stack</li>
<li>Wrote REST APIs in Python and deployed them with Docker on AWS</li></ul>
<h2>Education</h2><p>BSc Computer Science, XYZ University, 2019</p>
<h2>Skills</h2><p>JS, TypeScript, React, Python, SQL, Git</p>`;

const nurseJob = `Registered Nurse - Medicine
We are looking for a Registered Nurse (NMC registered) to join our acute medical ward.
Essential: current NMC registration; medication administration; patient assessment; care planning.
You will work in a multidisciplinary team and show excellent communication and compassion.
Desirable: IV therapy and cannulation; mentorship of student nurses.`;

describe('ATS scorer', () => {
  it('returns the contract shape with parts inside ATS_MAXIMA', () => {
    const report = scoreResume({ htmlResume: nurseResume, jobDescription: nurseJob });
    expect(atsReportSchema.parse(report)).toEqual(report);
    expect(report.keywordMatch).toBeLessThanOrEqual(ATS_MAXIMA.keywordMatch);
    expect(report.softSkillsMatch).toBeLessThanOrEqual(ATS_MAXIMA.softSkillsMatch);
    expect(report.industryTermsMatch).toBeLessThanOrEqual(ATS_MAXIMA.industryTermsMatch);
    expect(scoreResume({ htmlResume: nurseResume, jobDescription: nurseJob })).toEqual(report);
  });

  it('folds abbreviations and synonyms: RN is registered nurse, JS is JavaScript', () => {
    const nurse = scoreResume({ htmlResume: nurseResume, jobDescription: nurseJob });
    expect(nurse.matchedKeywords).toContain('registered nurse');
    const js = scoreResume({
      htmlResume: softwareResume,
      jobDescription:
        'Frontend Developer. Required: JavaScript, TypeScript and React. Nice to have: Kubernetes.',
    });
    expect(js.matchedKeywords).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript', 'react']));
    // The title is a requirement too: the resume holds no frontend title.
    expect(js.missingKeywords).toEqual(['frontend developer', 'frontend', 'kubernetes']);
  });

  it('shows a keyword as the posting spells it when its capitals are the name’s own, and matches it in any case', () => {
    const report = scoreResume({
      htmlResume: '<h2>Skills</h2><p>javascript, postgresql, MYSQL</p>',
      jobDescription:
        'Backend Developer\nRequirements: JavaScript, PostgreSQL, MySQL, GraphQL and AWS. Experience with Terraform.',
    });
    expect(report.matchedKeywords).toEqual(expect.arrayContaining(['JavaScript', 'PostgreSQL', 'MySQL']));
    // "GraphQL and AWS" asks for both: two requirements, each in the posting's spelling.
    expect(report.missingKeywords).toEqual(expect.arrayContaining(['AWS', 'terraform']));
    expect(report.requirements?.map((r) => r.text)).toContain('GraphQL');
    // A sentence set all in capitals says nothing of a name's spelling.
    expect(jobKeywords('REQUIREMENTS: JAVASCRIPT AND POSTGRESQL').map((k) => k.label)).toEqual(
      expect.arrayContaining(['javascript', 'postgresql']),
    );
  });

  it('reads a managed Kubernetes service (GKE, EKS, AKS) as Kubernetes', () => {
    const job = 'Platform Engineer. Required: Kubernetes, Docker and Terraform.';
    for (const service of ['GKE', 'EKS', 'AKS']) {
      const report = scoreResume({
        htmlResume: `<p>Moved 30 services to Docker containers on ${service} with Terraform.</p>`,
        jobDescription: job,
      });
      expect(report.matchedKeywords).toContain('kubernetes');
    }
  });

  it('matches multi-word requirements only as phrases and folds inflections', () => {
    const report = scoreResume({
      htmlResume: '<p>Managed care plans and patients; safety checks for infection outbreaks</p>',
      jobDescription: 'Nurse. Required: care planning and infection control. Managing patients.',
    });
    expect(report.matchedKeywords).toContain('care planning');
    expect(report.missingKeywords).toContain('infection control');
  });

  it('ranks required keywords above preferred ones and lists the missing ones most important first', () => {
    const keywords = jobKeywords(nurseJob).map((k) => k.label);
    expect(keywords.indexOf('medication administration')).toBeLessThan(keywords.indexOf('IV therapy'));
    const report = scoreResume({ htmlResume: '<p>Care assistant</p>', jobDescription: nurseJob });
    const missing = report.missingKeywords;
    expect(missing.indexOf('registered nurse')).toBeLessThan(missing.indexOf('IV therapy'));
  });

  it('reads project management and schedules as no field of their own: a coordinator posting is no builder’s', () => {
    const posting = `Project Coordinator
You will keep project plans, schedules and budgets up to date and support project management across our software teams.`;
    const report = scoreResume({ htmlResume: nurseResume, jobDescription: posting });
    const fields = (report.explanation?.parts ?? [])
      .find((p) => p.part === 'industry')
      ?.terms.filter((t) => t.term.startsWith('field: '))
      .map((t) => t.term);
    expect(fields).not.toContain('field: construction');
  });

  it('scores a resume of the posting’s field above one of another field', () => {
    const nurse = scoreResume({ htmlResume: nurseResume, jobDescription: nurseJob });
    const software = scoreResume({ htmlResume: softwareResume, jobDescription: nurseJob });
    expect(nurse.atsScore).toBeGreaterThan(software.atsScore + 20);
    expect(nurse.industryTermsMatch).toBeGreaterThan(software.industryTermsMatch);
    const softwareJob =
      'Full Stack Engineer. Requirements: React, TypeScript, Node.js, PostgreSQL, Docker, AWS.';
    expect(scoreResume({ htmlResume: softwareResume, jobDescription: softwareJob }).atsScore).toBeGreaterThan(
      scoreResume({ htmlResume: nurseResume, jobDescription: softwareJob }).atsScore + 20,
    );
  });

  it('reports formatting problems read from the HTML in plain sentences', () => {
    const clean = scoreResume({ htmlResume: softwareResume, jobDescription: nurseJob }).formattingErrors;
    expect(clean).toEqual([
      'The resume is only 52 words: describe your experience and skills in more detail.',
    ]);
    const messy = scoreResume({
      htmlResume: `<div style="column-count: 2"><table><tr><td>Jane Roe</td></tr></table><img src="x.png">
        <p>Worked at Acme 05/2019 - May 2021</p></div>`,
      jobDescription: nurseJob,
    }).formattingErrors;
    expect(messy).toEqual(
      expect.arrayContaining([
        'No e-mail address found: add one to the contact details.',
        'No phone number found: add one to the contact details.',
        'No Education section found: add a heading named "Education".',
        'The resume uses a table: many ATS read table cells out of order; use plain lines instead.',
        'The resume contains images or icons: ATS cannot read them; put that information in text.',
        'The resume uses a multi-column layout: ATS may mix the columns; use a single column.',
        'Dates are written in more than one format: use one format (for example "May 2023") throughout.',
      ]),
    );
    const long = `<h2>Experience</h2><h2>Education</h2><h2>Skills</h2><p>a@b.co 555-123-4567 ${'word '.repeat(1300)}</p>`;
    expect(scoreResume({ htmlResume: long, jobDescription: nurseJob }).formattingErrors).toEqual([
      expect.stringMatching(
        /^The resume is about 13\d\d words, longer than two pages: keep the most relevant content\.$/,
      ),
    ]);
  });

  it('reads no date format in a word that starts like a month ("Marathon 2018")', () => {
    const dated = `<h2>Experience</h2><p>a@b.co 555-123-4567</p><p>Cook, 05/2019 - 06/2021</p>
      <h2>Education</h2><h2>Skills</h2><p>Finisher, City Marathon 2018. Varsity Junior 2017.</p>`;
    expect(scoreResume({ htmlResume: dated, jobDescription: nurseJob }).formattingErrors).not.toContain(
      'Dates are written in more than one format: use one format (for example "May 2023") throughout.',
    );
  });

  it('reads hostile HTML as text only: scripts and styles never count', () => {
    const report = scoreResume({
      htmlResume: `<script>document.write("registered nurse NMC registration")</script><style>.rn{}</style><p>Cashier</p>`,
      jobDescription: nurseJob,
    });
    expect(report.matchedKeywords).not.toContain('registered nurse');
  });

  it('reads a job description pasted as HTML source by its text: tags, attributes and scripts are no keywords', () => {
    const job = `<div><h2>Data Analyst</h2><p>Required: <b>SQL</b> and Tableau dashboards &amp; reporting.</p>
<script>var python = "kubernetes";</script><img src="x" onerror="alert(1)"><p>Nice to have: Looker.</p></div>`;
    const report = scoreResume({
      htmlResume: '<p>Built Tableau dashboards on SQL.</p>',
      jobDescription: job,
    });
    const listed = [...report.matchedKeywords, ...report.missingKeywords];
    expect(listed).toEqual(expect.arrayContaining(['SQL', 'tableau', 'looker']));
    for (const markup of ['python', 'kubernetes', 'img', 'src', 'onerror', 'alert', 'div', 'amp'])
      expect(listed).not.toContain(markup);
  });

  it('stays linear on large pathological inputs', () => {
    // At scale 4, 100 kB of markup-like, numeric and e-mail-like noise against a repetitive posting, and
    // of ambiguous words (each read by its context) against distinct salient posting words.
    // Each run's postings differ by a last word, so none is answered from the scorer's cache of read postings.
    let run = 0;
    const scoreHostile = (scale: number) => {
      run++;
      const hostile = `${'<a '.repeat(10_000 * scale)}${'1 '.repeat(7_500 * scale)}${'a@'.repeat(5_000 * scale)}`;
      const job = `${'10 years '.repeat(500 * scale)}${'-'.repeat(1_250 * scale)} run${run}`;
      scoreResume({ htmlResume: hostile, jobDescription: job });
      const salient = Array.from({ length: 3_000 * scale }, (_, i) => `w${i.toString(36)}x`).join(' ');
      scoreResume({
        htmlResume: 'ios cisco ios app '.repeat(1_500 * scale),
        jobDescription: `IOS engineer ${salient} run${run}`,
      });
    };
    // Four times the input: about 4× for linear work, 16× for a quadratic pattern.
    expect(growthRatio(scoreHostile)).toBeLessThan(8);
  });

  it('tells branches of a field apart: a web resume fits a web posting better than a mobile or ML one', () => {
    const web = scoreResume({
      htmlResume: softwareResume,
      jobDescription:
        'Full Stack Engineer. Requirements: React, TypeScript, Node.js and PostgreSQL; REST APIs.',
    });
    const mobile = scoreResume({
      htmlResume: softwareResume,
      jobDescription: 'iOS Engineer. Requirements: Swift, SwiftUI and Objective-C; shipping iOS apps; Git.',
    });
    const ml = scoreResume({
      htmlResume: softwareResume,
      jobDescription:
        'Machine Learning Engineer. Requirements: PyTorch, deep learning, LLMs and MLOps; Python.',
    });
    expect(web.keywordMatch).toBeGreaterThan(mobile.keywordMatch);
    expect(web.keywordMatch).toBeGreaterThan(ml.keywordMatch);
    expect(web.atsScore).toBeGreaterThan(Math.max(mobile.atsScore, ml.atsScore));
    expect(mobile.missingKeywords.slice(0, 3)).toEqual(expect.arrayContaining(['swift', 'iOS']));
  });

  it('checks a required degree and the seniority a title implies', () => {
    const base = 'Software Engineer. Requirements: React, TypeScript, Node.js and PostgreSQL.';
    const plain = scoreResume({ htmlResume: softwareResume, jobDescription: base });
    const phd = scoreResume({
      htmlResume: softwareResume,
      jobDescription: `${base}\nA PhD in Computer Science is required.`,
    });
    const phdPreferred = scoreResume({
      htmlResume: softwareResume,
      jobDescription: `${base}\nA PhD is preferred.`,
    });
    expect(phd.atsScore).toBeLessThan(plain.atsScore);
    // A preferred degree is a nice-to-have: it counts half as much as a required one.
    expect(phdPreferred.atsScore).toBeLessThan(plain.atsScore);
    expect(phdPreferred.atsScore).toBeGreaterThan(phd.atsScore);
    expect(phdPreferred.requirements?.find((r) => r.kind === 'degree')?.importance).toBe('nice');
  });

  it('takes the experience requirement into account', () => {
    const job = (years: number) =>
      `Software Engineer. Requirements: ${years}+ years of professional experience with React and TypeScript.`;
    const met = scoreResume({ htmlResume: softwareResume, jobDescription: job(3) });
    const unmet = scoreResume({ htmlResume: softwareResume, jobDescription: job(15) });
    expect(met.atsScore).toBeGreaterThan(unmet.atsScore);
  });

  it("says what the posting asks in years: a range as written, a title's years only when it states none", () => {
    const experienceNote = (jobDescription: string) =>
      scoreResume({
        htmlResume: '<h2>Experience</h2><p>Store Supervisor, Fresh Foods, 2023 – Present</p>',
        jobDescription,
      }).explanation?.parts.find((p) => p.part === 'experience')?.note;
    const range = experienceNote(
      'Store Manager\nRequirements: 2-4 years of retail management experience; food safety.',
    );
    expect(range).toMatch(/years shown; 2–4 years asked[.;]/);
    expect(experienceNote('Store Manager\nRequirements: retail management and food safety.')).toMatch(
      /asks for nothing of this kind/,
    );
    expect(experienceNote('Assistant Buyer\nYou have 2 to 4 years of experience in buying.')).toMatch(
      /years shown; 2–4 years asked\.$/,
    );
    expect(yearsAsked('Assistant Buyer\nYou have 2 to 4 years of experience in buying.')).toEqual({
      stated: 2,
      upTo: 4,
      title: 0,
    });
  });

  it('asks the years a posting states, not a lead title’s, and reads a team or shift lead as a first-line step', () => {
    const resume =
      '<h2>Experience</h2><p>Warehouse Operative, Northern Depot, 2021 – 2024</p><ul><li>Picked and packed 300 orders a shift</li></ul>';
    const experience = (jobDescription: string) =>
      scoreResume({ htmlResume: resume, jobDescription }).explanation?.parts.find(
        (p) => p.part === 'experience',
      );
    // Three years of dates meet a posting that states two, whatever its title.
    const stated = experience(
      'Warehouse Team Lead\nRequirements: 2 years of warehouse experience, forklift licence and stock control.',
    );
    expect(stated?.note).toMatch(/^3 years shown; 2\+ years asked\.$/);
    expect(stated?.share).toBe(1);
    // Stating none, a first-line lead implies a few years, not a lead engineer's seven.
    expect(requiredYears('Shift Leader\nRequirements: forklift licence and stock control.')).toBe(3);
    expect(requiredYears('Lead Software Engineer\nRequirements: TypeScript and AWS.')).toBe(7);
  });

  it('reads a title written two ways ("Ingeniero de Datos / Data Engineer") as one role', () => {
    const role = (htmlResume: string) =>
      scoreResume({
        htmlResume,
        jobDescription:
          'Ingeniero de Datos / Data Engineer (m/f/d)\nYour tasks: build pipelines with Spark, Kafka and Airflow.',
      }).explanation?.parts.find((p) => p.part === 'role')?.share;
    expect(
      role(
        '<h2>Experience</h2><p>Data Engineer, Fintonic, 2021 – Present</p><ul><li>Built Spark pipelines</li></ul>',
      ),
    ).toBe(1);
    expect(
      role(
        '<h2>Experience</h2><p>Store Supervisor, Fresh Foods, 2021 – Present</p><ul><li>Ran the tills</li></ul>',
      ),
    ).toBe(0);
  });

  it('counts no career break (a sabbatical, parental leave, a gap year) as years of experience', () => {
    const job = 'Software Engineer. Requirements: 10+ years of professional experience with React.';
    const experienceNote = (entries: string) =>
      scoreResume({
        htmlResume: `<h2>Experience</h2>${entries}`,
        jobDescription: job,
      }).explanation?.parts.find((p) => p.part === 'experience')?.note;
    const role = (title: string, dates: string) =>
      `<p>${title}</p><p>${dates}</p><ul><li>Built React features</li></ul>`;
    // A break between two roles: 2012–2022 is ten years, four of them away from work.
    const between = `${role('Software Engineer, Acme', '2018 – 2022')}<p>Career Break</p><p>Jan 2014 – Dec 2018</p>${role('Developer, Initech', '2012 – 2014')}`;
    expect(experienceNote(between)).toMatch(/^6 years shown; 10\+ years asked/);
    // A break after the last role ("Parental leave, 2021 – Present") adds nothing either.
    const after = `<p>Parental leave | 2021 – Present</p>${role('Developer, Initech', '2013 – 2021')}`;
    expect(experienceNote(after)).toMatch(/^8 years shown; 10\+ years asked/);
    // A role whose dates follow a line of other text is still counted.
    const roles = `<p>Sabbatical</p><p>Senior Engineer, Globex, 2016 – 2024</p>${role('Developer, Initech', '2014 – 2016')}`;
    expect(experienceNote(roles)).toMatch(/^10 years shown; 10\+ years asked/);
  });
});

describe('ATS scorer: coverage and evidence', () => {
  const networkJob = `Network Engineer
Required: Cisco IOS on routers and switches, BGP and OSPF routing, VLANs, firewalls.`;
  const mobileJob = `iOS Engineer
Required: Swift and SwiftUI; shipping iOS apps to the App Store.`;
  const networkResume = `<h2>Experience</h2><ul><li>Upgraded IOS on 40 Cisco routers and core switches across two sites</li>
<li>Designed BGP and OSPF routing between the data centres; VLAN segmentation for 3,000 users</li></ul>`;
  const mobileResume = `<h2>Experience</h2><ul><li>Built three iOS apps in Swift and SwiftUI with 200k downloads</li>
<li>Shipped iOS releases every two weeks to the App Store</li></ul>`;

  it('reads years of experience the posting spells out ("ten years", "five (5) years", "two to three years")', () => {
    expect(requiredYears('A minimum of ten years of experience as a software engineer.')).toBe(10);
    expect(requiredYears('Five (5) years of professional experience in procurement.')).toBe(5);
    expect(requiredYears('Two to three years of experience in an HR role.')).toBe(2);
    expect(requiredYears('One of our teams won an award; we have grown for six years.')).toBe(0);
  });

  it('reads years asked for before their noun ("Experience: 3 years", "2 years as a registered nurse")', () => {
    expect(requiredYears('Experience: 3 years')).toBe(3);
    expect(requiredYears('Experience required: 4-6 years in retail banking.')).toBe(4);
    expect(requiredYears('A minimum of 2 years as a registered nurse.')).toBe(2);
    expect(requiredYears('At least 3 years in a similar role.')).toBe(3);
    expect(requiredYears('Relevant experience. We were founded 20 years ago.')).toBe(0);
    expect(requiredYears('The contract runs for 2 years in the first instance.')).toBe(0);
  });

  it('reads month/year date ranges ("01/2018 - 03/2022") as years of experience', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(
      resumeYears(
        'Staff Nurse, City Hospital 01/2018 - 03/2022\nCharge Nurse, Clinic 04/2022 - Present',
        now,
      ),
    ).toBe(8);
    expect(resumeYears('Analyst, Acme 09/2015 – 12/2020', now)).toBe(5);
    // An open end in the words the import reads as "Present".
    expect(resumeYears('Developer, Acme December 2019 - Till Date', now)).toBe(7);
    expect(resumeYears('Developer, Acme 2019 to date', now)).toBe(7);
  });

  it('counts no years of study: ranges under Education, even with its heading glued to a line, are a degree’s', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const resume = (education: string) =>
      [
        `Databases: MySQL & PostgreSQL.${education}`,
        'January 2013 to January 2017 B.E Computer Science RTMNU University',
        'January 2011 to January 2013 HSC Maharashtra State Board',
        'Experience',
        'Java Developer, Inouvelle Ventures 2021 – 2023',
      ].join('\n');
    expect(resumeYears(resume('Education Details'), now)).toBe(2);
    expect(resumeYears(resume('\nEducation'), now)).toBe(2);
    // Without an Education heading nothing says those ranges are study.
    expect(resumeYears(resume(''), now)).toBe(8);
  });

  it('reads "IOS" by its context: the network OS beside Cisco routers, Apple’s iOS elsewhere', () => {
    const networkForMobile = scoreResume({ htmlResume: networkResume, jobDescription: mobileJob });
    expect(networkForMobile.matchedKeywords).not.toContain('iOS');
    expect(networkForMobile.missingKeywords).toContain('iOS');
    const mobileForNetwork = scoreResume({ htmlResume: mobileResume, jobDescription: networkJob });
    // The posting's own words: "Cisco IOS".
    expect(mobileForNetwork.matchedKeywords).not.toContain('cisco IOS');
    expect(mobileForNetwork.missingKeywords).toContain('cisco IOS');
    expect(scoreResume({ htmlResume: networkResume, jobDescription: networkJob }).matchedKeywords).toContain(
      'cisco IOS',
    );
    expect(scoreResume({ htmlResume: mobileResume, jobDescription: mobileJob }).matchedKeywords).toContain(
      'iOS',
    );
  });

  it('credits soft skills only when a sentence of the resume shows them', () => {
    const job = `Engineering Manager
We need excellent communication and leadership; you will mentor junior staff.`;
    const listed = scoreResume({
      htmlResume: '<h2>Skills</h2><p>Communication, Leadership, Mentoring, Teamwork</p>',
      jobDescription: job,
    });
    // Named in a list but not shown in a sentence: partly met, never met.
    const verdicts = (listed.requirements ?? []).filter((r) => r.kind === 'trait').map((r) => r.verdict);
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts).not.toContain('met');
    expect(listed.softSkillsMatch).toBeLessThan(ATS_MAXIMA.softSkillsMatch / 2 + 0.1);
    expect(listed.missingKeywords).not.toContain('communication');
    const shown = scoreResume({
      htmlResume:
        '<ul><li>Presented the quarterly results to the board and led a team of six engineers</li><li>Mentored four graduates through their first year on the team</li></ul>',
      jobDescription: job,
    });
    expect(shown.matchedKeywords).toEqual(expect.arrayContaining(['communication', 'leadership', 'mentor']));
    expect(shown.softSkillsMatch).toBe(ATS_MAXIMA.softSkillsMatch);
  });

  it('credits a requirement the resume names inside a longer phrase by its head noun ("REST APIs" shows APIs)', () => {
    for (const [inJob, inResume, label] of [
      ['APIs', 'Built REST APIs in Python', 'APIs'],
      ['chromatography', 'Ran gas chromatography on 300 soil samples', 'chromatography'],
    ]) {
      const report = scoreResume({
        htmlResume: `<p>${inResume}</p>`,
        jobDescription: `Analyst\nRequired: ${inJob} and reporting.`,
      });
      expect({ inResume, matched: report.matchedKeywords }).toEqual({
        inResume,
        matched: expect.arrayContaining([label]),
      });
    }
    // Only within a field: a data warehouse is no warehouse work.
    expect(
      scoreResume({
        htmlResume: '<p>Built the data warehouse</p>',
        jobDescription: 'Warehouse Operative\nRequired: warehouse experience.',
      }).requirements?.filter((r) => r.kind !== 'title' && r.verdict !== 'missing'),
    ).toEqual([]);
    // The posting's own longer phrase stays one requirement: "REST APIs" there is not also "APIs".
    expect(jobKeywords('Backend Developer\nRequired: REST APIs.').map((k) => k.label)).not.toContain('apis');
  });

  it('reads requirements written out once for two ("accounts payable and receivable", "unit and integration testing")', () => {
    const labels = (job: string) => jobKeywords(job).map((k) => k.term.label);
    expect(labels('Clerk\nRequired: data entry and analysis; inventory management and control.')).toEqual(
      expect.arrayContaining(['data entry', 'data analysis', 'inventory management', 'inventory control']),
    );
    expect(labels('QA Engineer\nRequired: unit and integration testing.')).toContain('unit testing');
    // A list of separate things stays a list.
    expect(labels('Clerk\nRequired: data entry and Excel.')).not.toContain('data analysis');
    for (const job of [
      'AP Clerk\nRequired: accounts payable/receivable experience.',
      'AP Clerk\nRequired: accounts payable and receivable experience.',
      'AP Clerk\nRequired: experience processing payables and receivables.',
    ])
      expect({ job, labels: labels(job) }).toEqual({
        job,
        labels: expect.arrayContaining(['accounts payable', 'accounts receivable']),
      });
    const report = scoreResume({
      htmlResume: '<p>Handled accounts payable and receivable for three entities</p>',
      jobDescription: 'Accounts Clerk\nRequired: accounts receivable and reconciliations.',
    });
    expect(report.matchedKeywords).toContain('accounts receivable');
  });

  it('reads GAAP and IFRS written out ("generally accepted accounting principles") as the same standards', () => {
    const pairs: Array<[string, string]> = [
      ['GAAP', 'generally accepted accounting principles'],
      ['generally accepted accounting principles', 'GAAP'],
      ['IFRS', 'International Financial Reporting Standards'],
    ];
    for (const [posting, resume] of pairs) {
      const report = scoreResume({
        jobDescription: `Staff Accountant\nRequired: ${posting}; month-end close.`,
        htmlResume: `<p>Prepared statements under ${resume} for three entities.</p>`,
      });
      expect(report.matchedKeywords.map((k) => k.toLowerCase())).toContain(posting.toLowerCase());
    }
  });

  it('reads AP and AR as payables and receivables only beside accounting words', () => {
    const jobDescription = 'Accounts Clerk\nRequired: accounts payable, accounts receivable, invoicing.';
    const student = scoreResume({
      htmlResume: '<p>Little Rock, AR 72201</p><p>AP Calculus, AP Biology, AP US History</p>',
      jobDescription,
    });
    expect(student.matchedKeywords).toEqual([]);
    const clerk = scoreResume({
      htmlResume: '<p>Processed AP and AR invoices and vendor payments in Sage</p>',
      jobDescription,
    });
    expect(clerk.matchedKeywords).toEqual(
      expect.arrayContaining(['accounts payable', 'accounts receivable']),
    );
  });

  it('reads a short or everyday alias as its skill only beside its field: C, TS, silicon', () => {
    const labels = (job: string) => jobKeywords(job).map((k) => k.term.label);
    const notAsked = labels(
      [
        'Software Engineer',
        'Active TS/SCI clearance with polygraph is required.',
        'Experience with HLS, DASH, MPEG TS and WebRTC.',
        'Backed by top-tier Silicon Valley investors in our Series C round.',
        'Possession of C & G in electrical maintenance is essential.',
        'Required: Java, Python.',
      ].join('\n'),
    );
    expect(notAsked).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:c|typescript|hardware)$/)]),
    );
    const asked = labels(
      [
        'Engineer',
        'Required: React and TS on the front end, C/C++ for our firmware.',
        'Silicon design verification with Verilog.',
      ].join('\n'),
    );
    expect(asked).toEqual(expect.arrayContaining(['c', 'typescript', 'hardware']));
  });

  it('reads being supervised, mentored or led as no leadership or mentoring, in a resume or a posting', () => {
    const soft = (job: string) =>
      jobKeywords(job)
        .filter((k) => k.term.kind === 'soft')
        .map((k) => k.term.label);
    expect(
      soft(
        'Healthcare Assistant\nYou will take observations under the supervision of a registered nurse.\nSupervised by the ward manager, you will help patients wash and dress.',
      ),
    ).not.toContain('leadership');
    expect(soft('Junior Developer\nYou will be mentored by a senior engineer.')).not.toContain('mentoring');
    // Doing it is still asked for.
    expect(soft('Ward Sister\nYou will supervise the healthcare assistants on the ward.')).toContain(
      'leadership',
    );
    expect(soft('Auditor\nYou will work under tight deadlines.')).toContain('time management');

    const job = 'Charge Nurse\nYou will show leadership and mentor student nurses on a busy ward.';
    const received = scoreResume({
      htmlResume:
        '<ul><li>Administered medication under the supervision of a registered nurse on a busy ward</li><li>Was mentored by the ward sister through my first year</li><li>Worked nights on the ward, supervised by the charge nurse</li></ul>',
      jobDescription: job,
    });
    expect(received.matchedKeywords).not.toContain('leadership');
    expect(received.matchedKeywords).not.toContain('mentor');
    const given = scoreResume({
      htmlResume:
        '<ul><li>Supervised a team of six healthcare assistants on night shifts</li><li>Mentored four student nurses through their placements</li></ul>',
      jobDescription: job,
    });
    expect(given.matchedKeywords).toEqual(expect.arrayContaining(['leadership', 'mentor']));
  });

  it('reads no soft skill from a word that describes a thing the job needs or offers ("reliable transportation")', () => {
    const soft = (job: string) =>
      jobKeywords(job)
        .filter((k) => k.term.kind === 'soft')
        .map((k) => k.term.label);
    expect(
      soft('Delivery Driver\nRequired: a clean driving record and reliable transportation. Flexible hours.'),
    ).toEqual([]);
    expect(
      soft('Designer\nYou will produce creative assets for our campaigns in a collaborative environment.'),
    ).toEqual([]);
    // Adjectives joined by "and" describe the one thing after them.
    expect(soft('Maintenance Engineer\nYou will provide a flexible and efficient repair service.')).toEqual(
      [],
    );
    // Said of the person it is still asked for.
    expect(soft('Delivery Driver\nYou are reliable and flexible.')).toEqual(
      expect.arrayContaining(['work ethic', 'adaptability']),
    );
    expect(soft('Delivery Driver\nWe want a dependable worker.')).toEqual(['work ethic']);
    // After "be", whatever noun follows the adjectives ("self" of "self-motivated" is read as one).
    expect(
      soft('Payroll Officer\nIt is vital that you are reliable, self-motivated with excellent numeracy.'),
    ).toEqual(expect.arrayContaining(['work ethic', 'initiative']));
  });

  it('reads no trait from a phrase that describes the workplace ("a fast-paced retail environment")', () => {
    const report = scoreResume({
      htmlResume:
        '<h2>Experience</h2><p>Cashier, Corner Shop, 2020 - 2024</p><ul><li>Served 150 customers a day at the till</li></ul>',
      jobDescription:
        'Sales Assistant\nAbout the role\nYou will serve customers in a fast-paced retail environment.\nRequirements: cash handling and stock replenishment.',
    });
    expect(report.missingKeywords.join(' ')).not.toMatch(/fast|pace|adaptab/i);
    const soft = (job: string) =>
      jobKeywords(job)
        .filter((k) => k.term.kind === 'soft')
        .map((k) => k.term.label);
    // Adjectives between it and the noun ("a fast-paced, high-volume kitchen") leave the workplace a thing.
    expect(soft('Line Cook\nYou will cook in a fast-paced, high-volume kitchen.')).toEqual([]);
    // Said of the person, or as what the person does, it is still asked for; "team" only modifies the player.
    expect(soft('Line Cook\nYou are a reliable team player.')).toEqual(
      expect.arrayContaining(['work ethic', 'teamwork']),
    );
    expect(soft('Line Cook\nYou can adapt to changing priorities and thrive under pressure.')).toEqual(
      expect.arrayContaining(['adaptability', 'resilience']),
    );
  });

  it('names a requirement the posting wrote as a verb or a lone adjective by its skill, and reads no role from a verb', () => {
    const report = scoreResume({
      htmlResume: '<p>Barista, 2019 - 2024</p>',
      jobDescription: `Pharmacy Assistant
Duties
Lead the morning stock count.
Counsel patients on over-the-counter medicines.
Requirements
- Reliable and organised.`,
    });
    // The posting's own words, as the traits they are; a duty's verb ("counsel") is no requirement.
    const traits = report.requirements?.filter((r) => r.kind === 'trait').map((r) => r.text);
    expect(traits).toEqual(expect.arrayContaining(['lead', 'reliable', 'organised']));
    expect(report.missingKeywords).not.toContain('counsel');
    // "Counsel patients" asks for no lawyer.
    expect(report.missingKeywords).not.toContain('attorney');
    // A noun phrase keeps the posting's words.
    expect(jobKeywords('Scientist\nRequired: molecular biology.').map((k) => k.label)).toContain(
      'molecular biology',
    );
  });

  it('never matches a soft skill the resume does not show', () => {
    const jobDescription =
      'Accounts Assistant. Strong communication skills. Required: reconciliations, Sage.';
    const bullet = '<ul><li>Reconciled 40 supplier accounts each month in Sage and Excel</li></ul>';
    const silent = scoreResume({ htmlResume: bullet, jobDescription });
    expect(silent.matchedKeywords).not.toContain('communication');
    expect(silent.missingKeywords).toContain('communication');
    // "Presentations" in a list of tools is not communication shown in the work.
    const listed = scoreResume({
      htmlResume: `${bullet}<h2>Skills</h2><p>PowerPoint presentations, Sage, Excel</p>`,
      jobDescription,
    });
    expect(listed.requirements?.find((r) => r.text === 'communication')?.verdict).not.toBe('met');
    expect(listed.softSkillsMatch).toBeLessThanOrEqual(ATS_MAXIMA.softSkillsMatch / 2);
  });

  it('falls back on the posting’s own words when the lexicons know few of them', () => {
    const job = `Piano Technician
Tuning and voicing of grand and upright pianos; action repair; restringing.`;
    const tuner = scoreResume({
      htmlResume:
        '<p>Piano technician since 2012. Tuning and voicing for concert grand pianos; upright piano action repair and restringing.</p>',
      jobDescription: job,
    });
    const accountant = scoreResume({
      htmlResume: `<h2>Experience</h2><p>Accountant, Ledger Ltd, January 2010 - Present</p>
<ul><li>Prepared monthly management accounts and VAT returns for 30 clients</li></ul>
<h2>Education</h2><p>BSc Accounting, 2009</p><h2>Skills</h2><p>a@b.co 555-123-4567 Excel, Sage</p>`,
      jobDescription: job,
    });
    // "Piano" is in no lexicon: the posting's own salient word stands in.
    expect(tuner.matchedKeywords).toContain('piano');
    expect(accountant.missingKeywords).toContain('piano');
    expect(tuner.keywordMatch).toBeGreaterThan(accountant.keywordMatch);
    expect(tuner.atsScore).toBeGreaterThan(accountant.atsScore);
  });

  /** A posting wrapped the way real ones are: company blurb, pay line, benefits, legal text, how to apply. */
  const wrapped = (title: string, body: string) => `${title}
Happy Paws Animal Hospital - Boise, Idaho
Pay: $22.00 - $27.50/hr

About Happy Paws
Happy Paws is proud to be a family of 400 people. We serve our community with integrity and compassion.

${body}

What we offer
Medical, dental and vision insurance; 401(k) match; paid time off.

Happy Paws is an Equal Opportunity Employer. Please contact our Talent Acquisition team for accommodation.

How to apply
Click Apply Now. Schedule: Monday to Friday. Location: Boise, Idaho. Applicants must be authorized to work in the United States; visa sponsorship is not available.`;

  it('keeps the company blurb, pay line, benefits, legal text and section headings out of the requirements', () => {
    const job = wrapped(
      'Veterinary Technician',
      `Requirements
- Restrain animals, take radiographs and monitor anesthesia during surgery
- Run bloodwork and urinalysis in our in-house lab`,
    );
    const { keywords, salient } = readPosting(job);
    const labels = [...keywords, ...salient].map((k) => k.label);
    const boilerplate = ['requirements', 'integrity', 'compassion', 'hr', 'talent acquisition', 'schedule'];
    // Company and place names are not skills either, however often the posting repeats them.
    const names = ['happy', 'paws', 'boise', 'idaho', 'united'];
    for (const word of [...boilerplate, 'medical', 'process mapping', 'authorized', 'visa', ...names])
      expect(labels).not.toContain(word);
    const tech = scoreResume({
      htmlResume:
        '<p>Veterinary technician, 4 years in a small animal clinic: anesthesia monitoring, radiographs, surgery, bloodwork and urinalysis in the lab.</p>',
      jobDescription: job,
    });
    const barista = scoreResume({
      htmlResume: '<p>Barista: espresso drinks and the till.</p>',
      jobDescription: job,
    });
    for (const word of [...boilerplate, ...names]) expect(tech.missingKeywords).not.toContain(word);
    expect(tech.atsScore).toBeGreaterThan(barista.atsScore + 20);
  });

  it('reads a label opening a long line ("Requirements: …") as a heading, not a keyword', () => {
    const job = `Web Developer

Requirements: JavaScript, TypeScript, React, CSS and HTML, with automated testing experience across desktop and mobile browsers.
Nice to have: GraphQL, Storybook and some exposure to design systems built for large retail storefronts.
Benefits: dental plan, a yearly learning budget and flexible remote working for the whole engineering group.`;
    const keywords = jobKeywords(job);
    const labels = keywords.map((k) => k.label);
    expect(labels).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript', 'GraphQL']));
    for (const word of ['requirements', 'nice to have', 'benefits']) expect(labels).not.toContain(word);
    // The label opens its section: what it lists is required, what "Nice to have" lists is not.
    const weight = (label: string) => keywords.find((k) => k.label === label)?.weight ?? 0;
    expect(weight('TypeScript')).toBeGreaterThan(weight('GraphQL'));
  });

  it('reads "dental" in a dental posting as the job, and its location and hours line as no skill', () => {
    const job = `Dental Hygienist
Scottsdale, AZ 85251
$19 - $23 an hour - Full-time

Responsibilities:
- Perform prophylaxis, scaling and root planing
- Expose dental radiographs and chart periodontal findings

Job Type: Full-time
Benefits:
Dental insurance
Health and vision coverage`;
    const labels = readPosting(job).salient.map((w) => w.label);
    expect(labels).toEqual(expect.arrayContaining(['dental', 'hygienist', 'prophylaxis']));
    for (const word of ['scottsdale', 'time', 'hour', 'insurance', 'coverage'])
      expect(labels).not.toContain(word);
  });

  it('keeps an opening company blurb without an "About us" heading out of the requirements, not an opening about the role', () => {
    const labels = (job: string) => jobKeywords(job).map((k) => k.term.label);
    const blurb =
      'Acme is a leading provider of payroll software for retailers, built on Kubernetes and Kafka. We were founded in 1998 and our clients include three of the largest banks.';
    const duties = 'Requirements\nPython, SQL and Airflow; you will build our data pipelines.';
    for (const job of [
      `Data Engineer\n${blurb}\n\n${duties}`,
      `${blurb}\n\nData Engineer\n${duties}`,
      // The title set apart, and header lines under it, come before the blurb.
      `Data Engineer\n\n${blurb}\n\n${duties}`,
      `Data Engineer\nAcme — London\n\n${blurb}\n\n${duties}`,
    ]) {
      expect(labels(job)).toEqual(expect.arrayContaining(['python', 'sql', 'airflow']));
      expect(labels(job)).not.toContain('kubernetes');
      expect(labels(job)).not.toContain('kafka');
    }
    // An opening paragraph that is the role keeps its keywords.
    for (const opening of [
      'We are looking for a data engineer to run our pipelines on Kubernetes and Kafka.',
      'You will run our pipelines on Kubernetes and Kafka for a leading payroll provider.',
      'Acme needs a data engineer to run its pipelines on Kubernetes and Kafka.',
    ]) {
      for (const job of [
        `Data Engineer\n${opening}\n\n${duties}`,
        `Data Engineer\n\n${opening}\n\n${duties}`,
      ])
        expect(labels(job)).toEqual(expect.arrayContaining(['kubernetes', 'kafka']));
      // Asking for the title's person is the role, also with the title set apart.
      expect(
        labels(
          'Registered Nurse\n\nWe need a Registered Nurse to provide wound care and medication administration on our surgical ward.\n\nRequirements\nBLS certification.',
        ),
      ).toEqual(expect.arrayContaining(['wound care', 'medication administration']));
    }
  });

  it('reads what the employer offers ("Our offer to you", "In return we will offer", "we offer …") as no requirement', () => {
    const labels = jobKeywords(`Financial Accountant

Requirements
Prepare VAT returns and statutory accounts in Excel.

Our offer to you
We offer all our staff a range of training opportunities, flexible working and mental health support.

In return we will offer:
• Leadership development and coaching`).map((k) => k.label);
    expect(labels).toEqual(expect.arrayContaining(['VAT', 'excel']));
    for (const offered of ['training', 'mental health', 'leadership']) expect(labels).not.toContain(offered);
  });

  it("reads a city where the posting puts its office, and a thing's name used as a verb, as no skill", () => {
    const terms = (job: string) => jobKeywords(job).map((k) => k.term.label);
    const security = `Security Engineer
You will work from our office in Palo Alto three days a week and drive initiatives to harden our cloud.
Required: SIEM, incident response and vulnerability management.`;
    expect(terms(security)).toContain('security');
    expect(terms(security)).not.toContain('firewalls');
    expect(terms(security)).not.toContain('motors');
    // A contraction split by the tokenizer ("you'll") keeps its verb.
    expect(terms("Assistant Store Manager\nYou'll drive sales and run the tills.")).not.toContain('motors');
    // The product and the thing keep their meaning.
    expect(terms('Network Engineer\nRequired: configure Palo Alto firewalls and BGP.')).toContain(
      'firewalls',
    );
    expect(
      terms(
        'Maintenance Electrician\nRequired: fault-find on drives, starters and conveyors; wire control panels.',
      ),
    ).toContain('motors');
  });

  it("reads staff wellbeing, the employer's standing and its pitch as no requirement", () => {
    const job = `Management Accountant
Northfield Care Partnership — Leeds

Are you looking for a new career in one of the region's most trusted mental health charities?
Would you like to be part of a team committed to helping people with mental health needs live well?
Northfield is a leading provider of mental health and dementia care services.

Requirements
Prepare management accounts and budgets; reconcile the ledger in Sage.

Wellbeing
Your wellbeing matters: free counselling, mental health first aiders and an employee assistance programme.`;
    const terms = jobKeywords(job).map((k) => k.term.label);
    expect(terms).toEqual(expect.arrayContaining(['budgeting']));
    for (const pitch of ['mental health', 'dementia care', 'counselling']) expect(terms).not.toContain(pitch);
    // A duty to the people served is the job.
    expect(
      jobKeywords(
        'Support Worker\nRequired: support service users with their mental health and wellbeing.',
      ).map((k) => k.term.label),
    ).toContain('mental health');
  });

  it("names a lexicon term in the posting's own spelling (organizational / organisational)", () => {
    const labels = (job: string) => jobKeywords(job).map((k) => k.label);
    expect(
      labels('Shipping Coordinator\nRequirements: highly organized; analyze carrier invoices.'),
    ).toContain('organizational skills');
    expect(labels('Ward Clerk\nRequirements: an organised clerk who can analyse rota data.')).toContain(
      'organisational skills',
    );
    const report = scoreResume({
      htmlResume: '<p>Drove forklifts in a cold store.</p>',
      jobDescription: 'Shipping Coordinator\nRequirements: highly organized; analyze carrier invoices.',
    });
    expect(report.missingKeywords).not.toContain('organisational skills');
  });

  it('reads a council\'s statement of its own commitments as no requirement, and "you are committed to" as one', () => {
    const job = `Policy Officer (Housing)
Westmere County Council

About the role
You will draft housing policy and committee reports, and consult residents on homelessness services.

Our commitment to you
We offer flexible working and an employee assistance programme. The council is committed to safeguarding children and adults at risk.`;
    expect(jobKeywords(job).map((k) => k.term.label)).not.toContain('safeguarding');
    expect(
      jobKeywords(
        `${job.split('\n\nOur commitment')[0]}\nYou are committed to safeguarding vulnerable adults.`,
      ).map((k) => k.term.label),
    ).toContain('safeguarding');
  });

  it('reads an irregular past ("troubleshot") as the skill it shows', () => {
    const report = scoreResume({
      htmlResume:
        '<h2>Experience</h2><p>Electrician, Peak Power, 2019 – Present</p><ul><li>Troubleshot VFDs and lighting controls on 12 sites</li></ul>',
      jobDescription: 'Commercial Electrician\nRequirements: troubleshoot motors and lighting controls.',
    });
    expect(report.missingKeywords).not.toContain('troubleshoot');
  });

  it('reads legal text ("reasonable accommodations", "background checks", "trade secret") as no requirement', () => {
    const labels = jobKeywords(`Network Engineer
Required: BGP, OSPF and firewalls.
Examples of reasonable accommodations include using a sign language interpreter.
Offers are subject to background checks and drug screens at our health clinics.
Appropriately handle proprietary and trade secret information.`).map((k) => k.term.label);
    expect(labels).toEqual(expect.arrayContaining(['firewalls']));
    expect(labels).not.toContain('compilers');
    expect(labels).not.toContain('health');
    expect(labels).not.toContain('trading');
  });

  it('reads a "Salary: …" line as pay, not as a section that swallows the duties after it', () => {
    const job = `Middle School Math Teacher
Lakeview Unified School District
Salary: $58,000 - $94,000 per salary schedule

Position description
Lakeview seeks a Mathematics Teacher for grades 6-8.
Duties
- Differentiate instruction for students with IEPs
- Use formative assessment data; maintain classroom management`;
    const labels = jobKeywords(job).map((k) => k.term.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'differentiated instruction',
        'special educational needs',
        'classroom management',
      ]),
    );
  });

  it('reads the job under "About the role" and "About you", and no skill from "need to be"', () => {
    const labels = jobKeywords(`Data Analyst
About the role
You will build Tableau dashboards.
About you
You need to be fluent in SQL.`).map((k) => k.term.label);
    expect(labels).toEqual(expect.arrayContaining(['tableau', 'sql']));
    expect(labels).not.toContain('process mapping');
  });

  it('reads .NET on its own as the .NET skill, and "net income" as no skill', () => {
    const labels = (text: string) => jobKeywords(text).map((k) => k.term.label);
    expect(labels('Developer. Required: .NET and C#.')).toContain('dotnet');
    expect(labels('Senior .NET Developer')).toContain('dotnet');
    expect(labels('Accountant. Report net income and net revenue.')).not.toContain('dotnet');
    const report = scoreResume({
      htmlResume: '<p>Built backend services on .NET 8 and ASP.NET Core in C#.</p>',
      jobDescription: 'Backend Developer. Required: .NET, C#.',
    });
    expect(report.missingKeywords).toEqual([]);
  });

  it('meets a credential or method spelled out in full by its abbreviation, either way round', () => {
    const pairs: Array<[string, string]> = [
      ['ACLS', 'Advanced Cardiovascular Life Support'],
      ['BSN', 'Bachelor of Science in Nursing'],
      ['CNA', 'Certified Nursing Assistant'],
      ['EMR', 'electronic medical records'],
      ['CPA', 'Certified Public Accountant'],
      ['PHR', 'Professional in Human Resources'],
      ['HRIS', 'human resources information system'],
      ['PPC', 'pay-per-click'],
      ['P&L', 'profit and loss'],
      ['A/R', 'accounts receivable'],
      ['ESL', 'English as a Second Language'],
      ['purchase orders', 'purchase order'],
    ];
    for (const [short, long] of pairs)
      for (const [inJob, inResume] of [
        [short, long],
        [long, short],
      ]) {
        const report = scoreResume({
          htmlResume: `<p>Skills: ${inResume}</p>`,
          jobDescription: `Specialist\nRequired: ${inJob}.`,
        });
        // The bare title "Specialist" is a requirement of its own; the credential is met.
        expect({
          inJob,
          inResume,
          missing: report.missingKeywords.filter((k) => k !== 'specialist'),
        }).toEqual({
          inJob,
          inResume,
          missing: [],
        });
      }
  });

  it('fills a thin keyword part with the posting’s most important words, salient or domain, not domain first', () => {
    const job = `Veterinary Technician
Duties: restrain animals for exams, take radiographs of animals and monitor anesthesia for patients in our hospital.`;
    const report = scoreResume({
      htmlResume: '<p>Veterinary technician: animal restraint, radiographs and anesthesia monitoring.</p>',
      jobDescription: job,
    });
    // "Veterinary" and "animal" say what the job is; the lexicons' "hospital" and "patients" say little.
    expect(report.matchedKeywords).toEqual(expect.arrayContaining(['veterinary technician']));
    expect(report.missingKeywords).not.toContain('hospital');
  });

  it('explains the overall score as the sum of weighted parts and each bar by its terms', () => {
    const report = scoreResume({ htmlResume: nurseResume, jobDescription: nurseJob });
    const parts = report.explanation?.parts ?? [];
    expect(parts.map((p) => p.part)).toEqual([
      'keywords',
      'softSkills',
      'industry',
      'role',
      'formatting',
      'experience',
    ]);
    expect(parts.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 2);
    expect(Math.abs(parts.reduce((s, p) => s + p.points, 0) - report.atsScore)).toBeLessThanOrEqual(1);
    const keywords = parts.find((p) => p.part === 'keywords');
    const credited = keywords?.terms.filter((t) => t.credit > 0).map((t) => t.term) ?? [];
    expect(report.matchedKeywords).toEqual(expect.arrayContaining(credited));
    expect(report.explanation?.summary).toMatch(/^\d+ of 100 = keywords [\d.]+ of [\d.]+ \+ /);
  });
});

describe('ATS scorer: duties as resumes write them', () => {
  it('credits a nurse\'s "gave medications and IV antibiotics" for medication administration and IV therapy', () => {
    const report = scoreResume({
      htmlResume: '<h2>Experience</h2><p>Gave medications and IV antibiotics to 6 patients per shift.</p>',
      jobDescription:
        'Registered Nurse\nRequired: medication administration and IV therapy on a med/surg unit.',
    });
    expect(report.matchedKeywords).toEqual(
      expect.arrayContaining(['medication administration', 'IV therapy']),
    );
  });
});

describe('ATS scorer: keyword labels', () => {
  it('shows an acronym as the posting writes it, and other words in lower case', () => {
    const report = scoreResume({
      htmlResume: '<h2>Experience</h2><p>Registered nurse. Certified in BLS.</p>',
      jobDescription:
        'Registered Nurse\nAdminister IV therapy and keep care plans. BLS and ACLS certification required.\nREQUIREMENTS: ACTIVE RN LICENSE AND EPIC EXPERIENCE',
    });
    expect(report.matchedKeywords).toContain('BLS');
    expect(report.missingKeywords).toEqual(
      expect.arrayContaining(['ACLS certification', 'IV therapy', 'care plans']),
    );
    // A line set all in capitals says nothing about how a word is written.
    expect(report.missingKeywords).not.toContain('EPIC');
    expect(report.missingKeywords).toContain('epic');
  });
});

describe('ATS scorer: role and soft skills', () => {
  const job = (title: string) => `${title}
Requirements: Python, Django, PostgreSQL, Docker and REST APIs; 3+ years of experience.`;

  it('meets the title by the same role, whatever its level, grade or arrangement', () => {
    const report = scoreResume({
      htmlResume: softwareResume,
      jobDescription: job('Senior Machine Learning Engineer II - Remote'),
    });
    const role = report.explanation?.parts.find((p) => p.part === 'role');
    expect(role?.terms.map((t) => [t.term, t.credit])).toEqual([['senior machine learning engineer II', 0]]);
    const software = scoreResume({
      htmlResume: softwareResume,
      jobDescription: job('Senior Software Engineer II - Remote'),
    });
    expect(software.explanation?.parts.find((p) => p.part === 'role')?.terms).toEqual([
      { term: 'senior software engineer II', weight: 1, credit: 1 },
    ]);
    // Same requirements, a title the resume does not fit: the software title scores higher.
    expect(software.atsScore).toBeGreaterThan(report.atsScore);
  });

  it('credits a title word the resume spells another way when both name the same lexicon term', () => {
    const report = scoreResume({
      htmlResume: softwareResume.replace('Software Engineer,', 'Full-stack Software Engineer,'),
      jobDescription: job('Fullstack Engineer'),
    });
    const role = report.explanation?.parts.find((p) => p.part === 'role');
    // The title's lexicon skill shown under another name: the role partly met.
    expect(role?.terms).toEqual([{ term: 'fullstack engineer', weight: 1, credit: 0.5 }]);
    expect(report.matchedKeywords).toContain('fullstack engineer');
  });

  it('reads no title from a posting whose first line is prose', () => {
    const prose = `We are a growing analytics company hiring people who love data and care about customers and quality.
Requirements: Python and SQL.`;
    const report = scoreResume({ htmlResume: softwareResume, jobDescription: prose });
    const role = report.explanation?.parts.find((p) => p.part === 'role');
    expect(role?.terms).toEqual([]);
    expect(role?.weight).toBe(0);
  });

  it('counts the traits the posting states as requirements like any other', () => {
    const report = scoreResume({ htmlResume: nurseResume, jobDescription: nurseJob });
    const soft = report.explanation?.parts.find((p) => p.part === 'softSkills');
    expect(soft?.terms.length).toBeGreaterThan(0);
    expect(soft?.weight).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasCorpus)('ATS scorer on corpus postings', () => {
  it('puts the corpus nursing resume-like text ahead for an NHS nursing post, and the software resume for a software post', async () => {
    const nhsNurse = fs.readFileSync(corpusFile('jobs/nhs-916251837-nursing-staff-nurse.txt'), 'utf8');
    const fullStack = fs.readFileSync(corpusFile('jobs/rm-full_stack_engineer.txt'), 'utf8');
    const panoslin = await corpusText('resumes/panoslin-sde-resume.pdf');
    expect(scoreResume({ htmlResume: nurseResume, jobDescription: nhsNurse }).atsScore).toBeGreaterThan(
      scoreResume({ htmlResume: panoslin, jobDescription: nhsNurse }).atsScore,
    );
    expect(scoreResume({ htmlResume: panoslin, jobDescription: fullStack }).atsScore).toBeGreaterThan(
      scoreResume({ htmlResume: nurseResume, jobDescription: fullStack }).atsScore,
    );
  });
});
