import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consistencyViolations } from '../../../scripts/eval/atsConsistency';
import { CORPUS, corpusPath, documentPlainText, listDir } from '../../../scripts/eval/corpus';
import { scoreResume } from '../src';

const hasCorpus = fs.existsSync(CORPUS);
if (!hasCorpus) console.log(`ATS consistency over corpus pairs skipped: no corpus at ${CORPUS}`);

/** Resumes and postings that pull the scorer's parts apart: empty, one-field, mixed, ambiguous, hostile. */
const RESUMES = [
  '',
  '<p>Cashier</p>',
  `<h1>Jane Roe</h1><p>jane@example.org | 0113 496 0000</p><h2>Experience</h2>
   <p>Staff Nurse, Leeds General Infirmary, March 2016 - Present</p>
   <ul><li>Led discharge planning with the multidisciplinary team and mentored 6 student nurses</li>
   <li>Administered medication and IV therapy on a 28-bed acute ward</li></ul>
   <h2>Skills</h2><p>Communication, teamwork, leadership, triage</p>`,
  `<h2>Experience</h2><ul><li>Upgraded IOS on 40 Cisco routers and switches; BGP and OSPF routing</li>
   <li>Built two iOS apps in Swift for the field engineers</li></ul>`,
  `<h2>Experience</h2><ul><li>Presented quarterly results to the board; JS, React and Node.js on AWS</li></ul>
   <h2>Skills</h2><p>JavaScript, TypeScript, Kubernetes, Docker, PostgreSQL</p>`,
  `<script>alert("registered nurse")</script>${'<b>python '.repeat(500)}`,
];
const POSTINGS = [
  'Civil Engineer 2\n\nMinimum qualifications: \n\nPreferred skills: ',
  'Agency Attorney, Level III',
  'Registered Nurse. Essential: NMC registration, medication administration. Excellent communication.',
  'Network Engineer. Required: Cisco IOS, routing and switching, VLANs. Desirable: iOS app experience.',
  'Frontend Developer. Required: JavaScript, TypeScript and React. Nice to have: Kubernetes. Strong leadership.',
  'Piano Technician. Tuning and voicing of grand pianos; action repair.',
  `${'Senior '.repeat(300)}Engineer. ${'communication; '.repeat(200)}`,
];

describe('ATS report consistency', () => {
  it('holds on synthetic resume × posting pairs: lists, bars and the explained total agree', () => {
    for (const htmlResume of RESUMES)
      for (const jobDescription of POSTINGS) {
        const report = scoreResume({ htmlResume, jobDescription });
        expect(
          consistencyViolations(report, htmlResume, jobDescription),
          `${htmlResume.slice(0, 40)} × ${jobDescription.slice(0, 40)}`,
        ).toEqual([]);
      }
  });

  it('finds the contradictions it is meant to find', () => {
    const htmlResume = RESUMES[4] ?? '';
    const jobDescription = POSTINGS[4] ?? '';
    const report = scoreResume({ htmlResume, jobDescription });
    expect(consistencyViolations({ ...report, keywordMatch: 1 }, htmlResume, jobDescription)).toEqual([
      expect.stringMatching(/^keywordMatch 1 but its \d+ terms give/),
    ]);
    expect(
      consistencyViolations(
        { ...report, missingKeywords: [...report.missingKeywords, 'cobol'] },
        htmlResume,
        jobDescription,
      ),
    ).toEqual(expect.arrayContaining(['missing keywords are not exactly the requirements not met']));
    const invented = {
      text: 'cobol',
      kind: 'skill',
      importance: 'must',
      verdict: 'met',
      evidence: '',
    } as const;
    expect(
      consistencyViolations(
        { ...report, requirements: [...(report.requirements ?? []), invented] },
        htmlResume,
        jobDescription,
      ),
    ).toEqual(
      expect.arrayContaining([
        'requirement "cobol" is not in the posting',
        'met "cobol" without the resume\'s words as evidence ("")',
      ]),
    );
    expect(
      consistencyViolations({ ...report, atsScore: report.atsScore + 5 }, htmlResume, jobDescription),
    ).toHaveLength(1);
  });

  it.skipIf(!hasCorpus)(
    'holds over every corpus resume × corpus job description',
    async () => {
      const resumes = await Promise.all(
        listDir('resumes')
          .filter((f) => /\.(?:pdf|docx|txt)$/.test(f))
          .map((f) => documentPlainText(corpusPath('resumes', f))),
      );
      const postings = listDir('jobs')
        .filter((f) => f.endsWith('.txt'))
        .map((f) => fs.readFileSync(corpusPath('jobs', f), 'utf8'));
      const violations: string[] = [];
      for (const htmlResume of resumes)
        for (const jobDescription of postings)
          violations.push(
            ...consistencyViolations(scoreResume({ htmlResume, jobDescription }), htmlResume, jobDescription),
          );
      expect(violations).toEqual([]);
    },
    120_000,
  );
});
