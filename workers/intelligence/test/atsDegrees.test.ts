import { describe, expect, it } from 'vitest';
import { scoreResume } from '../src';
import { DEGREE_LEVEL, degreePhrases, resumeDegreeLines } from '../src/ats/degreeLevel';
import { readRequirements } from '../src/ats/requirements';

const { highSchool, associate, bachelor, master, doctorate } = DEGREE_LEVEL;
/** The highest degree level a resume's text shows (0 when none). */
const resumeDegree = (text: string) => Math.max(0, ...resumeDegreeLines(text).map((d) => d.level));

const resumeWith = (education: string) => `<h1>Ana Pérez</h1><p>ana@example.org</p>
<h2>Experience</h2><p>Analyst, Norte SA, 2017 - 2024</p><ul><li>Built Excel models for budgeting</li></ul>
<h2>Education</h2><p>${education}</p>`;

describe('degree levels of other countries', () => {
  it.each([
    ['Licenciatura en Administración de Empresas, Universidad de Chile', bachelor],
    ['Bacharelado em Direito, USP', bachelor],
    ['Licence en économie, Université Lyon 2', bachelor],
    ['Laurea in Economia, Università di Bologna', bachelor],
    ['Ingeniero Civil Industrial, Universidad Técnica', bachelor],
    ['Magíster en Finanzas, Universidad Católica', master],
    ['Mestrado em Engenharia Civil', master],
    ['Diplom-Ingenieur Elektrotechnik, TU München', master],
    ['Maîtrise en sciences économiques', master],
    ['Laurea magistrale in Fisica', master],
    ['Doctorado en Química', doctorate],
  ])('reads "%s" at O*NET’s level %i', (education, level) => {
    expect(resumeDegree(education)).toBe(level);
  });

  it('meets a posting that requires a bachelor’s or a master’s with them', () => {
    const job =
      'Financial Analyst\nRequirements: budgeting and Excel. A Master’s degree in Finance is required.';
    expect(readRequirements(job).find((r) => r.kind === 'degree')?.level).toBe(master);
    // The degree is a requirement with its verdict: a master's meets it, a bachelor's is below its level.
    const verdict = (education: string) =>
      scoreResume({ htmlResume: resumeWith(education), jobDescription: job }).requirements?.find(
        (r) => r.kind === 'degree',
      )?.verdict;
    expect(verdict('Magíster en Finanzas, Universidad de Chile')).not.toBe('missing');
    expect(verdict('Licenciatura en Economía, Universidad de Chile')).toBe('missing');
  });

  it('does not take a driving licence or a command of a language for a degree', () => {
    expect(resumeDegree('Full UK driving licence, forklift licence')).toBe(0);
    expect(resumeDegree("Langues : maîtrise de l'anglais et de l'espagnol")).toBe(0);
  });

  it('reads "BE Civil Engineering" as a bachelor’s, and "MS Office" as no degree', () => {
    expect(resumeDegree('January 2014 BE Civil Engineering, Nagpur University')).toBe(bachelor);
    expect(resumeDegree('BS Computer Science, State University')).toBe(bachelor);
    expect(resumeDegree('MS Office, Tally, SAP')).toBe(0);
    expect(resumeDegree('I will be there to help')).toBe(0);
  });

  it('takes a rank for no degree ("Associate Director", "Scrum Master")', () => {
    const degrees = (job: string) =>
      scoreResume({ htmlResume: resumeWith('BSc Economics'), jobDescription: job }).requirements?.filter(
        (r) => r.kind === 'degree',
      );
    expect(
      degrees(
        'Data Analyst\nYou will report to the Associate Director of Partnerships and work with our Scrum Master.',
      ),
    ).toEqual([]);
    expect(degrees('Data Analyst\nRequirements: an Associate degree in Statistics.')?.[0]?.text).toBe(
      'associate degree in statistics',
    );
  });
});

describe('degrees below and beside a bachelor’s', () => {
  const degrees = (job: string) =>
    readRequirements(job)
      .filter((r) => r.kind === 'degree')
      .map((r) => `${r.importance} ${r.level} ${r.text.toLowerCase()}`);

  it('reads a high school diploma, a GED and an associate’s at their own levels', () => {
    expect(degrees('Maintenance Worker\nRequirements\n1. A High School Diploma or GED. 2. Tools.')).toEqual([
      `must ${highSchool} high school diploma`,
    ]);
    expect(degrees('Nurse\nRequirements\nAn Associate’s degree in Nursing.')).toEqual([
      `must ${associate} associate’s degree in nursing`,
    ]);
    expect(resumeDegree('Springfield High School, 2012')).toBe(highSchool);
    expect(resumeDegree('Associate of Applied Science, Lakeland Community College')).toBe(associate);
    expect(resumeDegree('GCSEs: Maths (B), English (A)')).toBe(highSchool);
    // A school named in passing is no demand for its diploma.
    expect(degrees('Plumber’s Helper\nRequirements\nTraining acquired in a vocational high school.')).toEqual(
      [],
    );
  });

  it('meets a high school requirement with a higher degree, and misses it with none', () => {
    const job = 'Maintenance Worker\nRequirements\nA High School Diploma or GED. Boiler repair.';
    const verdict = (education: string) =>
      scoreResume({ htmlResume: resumeWith(education), jobDescription: job }).requirements?.find(
        (r) => r.kind === 'degree',
      )?.verdict;
    expect(verdict('BSc Economics, University of Leeds')).toBe('met');
    expect(verdict('Forklift licence')).toBe('missing');
  });

  it('keeps a preferred higher degree as a nice requirement of its own, and the first as a must', () => {
    expect(
      degrees(
        'Product Manager\nRequirements\n• Excellent teamwork skills.\n• Bachelor’s degree (MBA preferred).',
      ),
    ).toEqual([`must ${bachelor} bachelor’s degree`, `nice ${master} mba`]);
    // Alternatives joined by "or" are one demand at the lowest level, optional as their clause says.
    expect(
      degreePhrases('Bachelor’s or Master’s degree preferred.').map((d) => [d.level, d.optional]),
    ).toEqual([[bachelor, true]]);
    // A lower alternative after the first is its equivalent, not a second demand.
    expect(
      degrees(
        'Engineer\nRequirements\nA Bachelor’s degree in Engineering, or an Associate degree and six years.',
      ),
    ).toEqual([`must ${bachelor} bachelor’s degree in engineering`]);
  });

  it('reads a preference in brackets as an aside, not as a heading for the lines after it', () => {
    const after = readRequirements(
      'Product Manager\nRequirements\n• Bachelor’s degree (MBA preferred).\n• Python',
    ).find((r) => r.text.toLowerCase() === 'python');
    expect(after?.importance).toBe('must');
  });
});
