import { describe, expect, it } from 'vitest';
import { scoreResume } from '../src';
import { requiredDegree, resumeDegree } from '../src/ats/degreeLevel';

const resumeWith = (education: string) => `<h1>Ana Pérez</h1><p>ana@example.org</p>
<h2>Experience</h2><p>Analyst, Norte SA, 2017 - 2024</p><ul><li>Built Excel models for budgeting</li></ul>
<h2>Education</h2><p>${education}</p>`;

describe('degree levels of other countries', () => {
  it.each([
    ['Licenciatura en Administración de Empresas, Universidad de Chile', 1],
    ['Bacharelado em Direito, USP', 1],
    ['Licence en économie, Université Lyon 2', 1],
    ['Laurea in Economia, Università di Bologna', 1],
    ['Ingeniero Civil Industrial, Universidad Técnica', 1],
    ['Magíster en Finanzas, Universidad Católica', 2],
    ['Mestrado em Engenharia Civil', 2],
    ['Diplom-Ingenieur Elektrotechnik, TU München', 2],
    ['Maîtrise en sciences économiques', 2],
    ['Laurea magistrale in Fisica', 2],
    ['Doctorado en Química', 3],
  ])('reads "%s" as level %i', (education, level) => {
    expect(resumeDegree(education)).toBe(level);
  });

  it('meets a posting that requires a bachelor’s or a master’s with them', () => {
    const job =
      'Financial Analyst\nRequirements: budgeting and Excel. A Master’s degree in Finance is required.';
    expect(requiredDegree(job)).toBe(2);
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
    expect(resumeDegree('January 2014 BE Civil Engineering, Nagpur University')).toBe(1);
    expect(resumeDegree('BS Computer Science, State University')).toBe(1);
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
