import { describe, expect, it } from 'vitest';
import { parseLines as parse } from './resumeFixtures';

/** Resume layouts the other import tests do not cover, written as extraction hands them over. */
describe('resumes of other trades and countries', () => {
  it("reads a tradesperson's tickets and licences as certifications", () => {
    const resume = parse(
      'Connor Walsh',
      'Journeyman Electrician',
      'Edmonton, AB · 780-555-0121 · connor.walsh@example.ca',
      'TICKETS & LICENCES',
      'Red Seal Construction Electrician, 2017',
      'Working at Heights, 2023',
      'WORK HISTORY',
      'Journeyman Electrician — Northern Lights Electric — Edmonton, AB',
      '06/2017 - Present',
      '- Installed 600V motor controls at gas plants',
      'SKILLS',
      'Conduit bending | Motor controls',
    );
    expect(resume.certifications).toEqual([
      { name: 'Red Seal Construction Electrician', year: '2017' },
      { name: 'Working at Heights', year: '2023' },
    ]);
    expect(resume.experience).toHaveLength(1);
  });

  it.each(['Licences', 'Licences & Certifications', 'Tickets'])('reads "%s" as certifications', (heading) => {
    const resume = parse(
      'Connor Walsh',
      'connor.walsh@example.ca',
      'Experience',
      'Electrician | Northern Lights Electric | 2017 - 2023',
      heading,
      'H2S Alive, 2022',
    );
    expect(resume.certifications).toEqual([{ name: 'H2S Alive', year: '2022' }]);
  });

  it("reads a CV's Máster and its computer skills apart from its languages", () => {
    const resume = parse(
      'CURRICULUM VITAE',
      'Personal Information',
      'Name: Inés Navarro Gil',
      'Phone: +34 611 222 333',
      'E-mail: ines.navarro@example.es',
      'Education',
      'Máster Universitario en Ingeniería Industrial',
      'Universidad de Sevilla',
      '09/2021 – 06/2023',
      'Work Experience',
      'Process Engineering Intern',
      'Airbus, Sevilla',
      '03/2023 – 07/2023',
      '• Mapped the riveting line and cut changeover time by 12%',
      'Languages',
      'Spanish (Native), English (C1)',
      'Computer Skills',
      'MATLAB, SolidWorks, Python',
    );
    expect(resume.education).toEqual([
      {
        degree: 'Máster Universitario en Ingeniería Industrial',
        institution: 'Universidad de Sevilla',
        graduation_year: '2023',
      },
    ]);
    expect(resume.skills).toEqual(['MATLAB', 'SolidWorks', 'Python']);
    expect(resume.languages).toEqual([
      { name: 'Spanish', level: 'Native' },
      { name: 'English', level: 'C1' },
    ]);
  });

  it("keeps a functional resume's accomplishments out of its skills", () => {
    const resume = parse(
      'Alicia Moreno',
      'alicia.moreno@example.com | 555-201-4433',
      'Core Competencies',
      'Scheduling • Vendor Management • Excel',
      'Selected Accomplishments',
      'Event Planning',
      '• Ran 12 trade shows a year within a $300K budget',
      'Employment History',
      'Office Manager, Brightline Dental, Tucson, AZ, 2016 – 2023',
      'Education',
      'Bachelor of Arts in Communication, University of Arizona, 2015',
    );
    expect(resume.skills).toEqual(['Scheduling', 'Vendor Management', 'Excel']);
    expect(resume.custom).toEqual([
      {
        title: 'Selected Accomplishments',
        items: ['Event Planning', 'Ran 12 trade shows a year within a $300K budget'],
      },
    ]);
    expect(resume.experience.map((j) => [j.company, j.role])).toEqual([
      ['Brightline Dental', 'Office Manager'],
    ]);
  });

  it("keeps a nurse's clinical rotations apart from the last job's bullets", () => {
    const resume = parse(
      'Grace Liu, RN',
      'grace.liu@example.com | (503) 555-0110',
      'EXPERIENCE',
      'Patient Care Technician | Providence Portland Medical Center | May 2021 – Present',
      '• Recorded vital signs for 12 patients per shift',
      'CLINICAL ROTATIONS',
      'Pediatrics – Randall Children’s Hospital, Spring 2022',
      'EDUCATION',
      'Bachelor of Science in Nursing, Oregon Health & Science University, 2023',
    );
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Recorded vital signs for 12 patients per shift',
    ]);
    expect(resume.custom?.[0]?.title).toBe('Clinical Rotations');
  });

  it('keeps skills named "… skills", numbered project labels and a label with a colon where they stand', () => {
    const resume = parse(
      'Ravi Kulkarni',
      'ravi.kulkarni@example.in',
      'Experience',
      'Build Engineer | Meridian Softworks | 2019 - 2023',
      'Project 1',
      '• Automated nightly builds in Jenkins',
      'Computer Skills:',
      '• Ant, Maven',
      'Skills',
      'Communication skills',
      'IT skills',
      'Education',
      'B.E. Computer Engineering, Pune University, 2018',
    );
    const duties = resume.experience[0]?.responsibilities.join(' ') ?? '';
    expect(duties).toContain('Project 1');
    expect(duties).toContain('Computer Skills:');
    expect(duties).toContain('Ant, Maven');
    expect(resume.skills).toEqual(['Communication skills', 'IT skills']);
    expect(resume.projects).toBeUndefined();
  });
});
