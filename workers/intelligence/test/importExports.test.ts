import { describe, expect, it } from 'vitest';
import { contactLines as contact, educationLines as education, parseLines as parse } from './resumeFixtures';

/** Resumes exported by job sites and profile pages, each as PDF extraction hands their layout over. */
describe('LinkedIn "Save as PDF"', () => {
  const entries = (...lines: string[]) =>
    parse(...contact, 'Experience', ...lines, ...education).experience.map((j) => [
      j.company,
      j.role,
      j.start_date,
      j.end_date,
      j.responsibilities,
    ]);

  it('reads the time worked and the place under each range as neither employer nor bullet', () => {
    expect(
      entries(
        'Harbour Freight Logistics',
        '3 years 2 months',
        'Operations Supervisor',
        'January 2022 - Present · 1 yr 5 mos',
        'Halifax, Nova Scotia, Canada',
        'Dispatch Coordinator',
        'April 2020 - December 2021 (1 year 9 months)',
        'Dartmouth, Nova Scotia',
        'Scheduled 40 drivers a day.',
        'Maple Leaf Foods',
        'Warehouse Associate',
        'June 2018 - March 2020 (1 year 10 months)',
        'Winnipeg, Manitoba, Canada',
      ),
    ).toEqual([
      ['Harbour Freight Logistics', 'Operations Supervisor', 'January 2022', 'Present', []],
      [
        'Harbour Freight Logistics',
        'Dispatch Coordinator',
        'April 2020',
        'December 2021',
        ['Scheduled 40 drivers a day.'],
      ],
      ['Maple Leaf Foods', 'Warehouse Associate', 'June 2018', 'March 2020', []],
    ]);
  });

  it('finds the name, headline and place the main column opens with after the sidebar, and the top skills', () => {
    const resume = parse(
      'Contact',
      'amara.okafor@example.com',
      'www.linkedin.com/in/amaraokafor (LinkedIn)',
      'Top Skills',
      'Inventory Management',
      'SAP',
      'Forklift Operation',
      'Languages',
      'Igbo (Native or Bilingual)',
      'Certifications',
      'OSHA Forklift Certification',
      'Amara Okafor',
      'Operations Supervisor at Harbour Freight Logistics',
      'Halifax, Nova Scotia, Canada',
      'Experience',
      'Harbour Freight Logistics',
      'Operations Supervisor',
      'January 2022 - Present (1 year 5 months)',
      'Halifax, Nova Scotia, Canada',
      'Page 1 of 2',
      'Education',
      'Saint Mary’s University',
      'Bachelor of Commerce - BComm, Management · (2014 - 2018)',
      'Page 2 of 2',
    );
    expect(resume.name).toBe('Amara Okafor');
    expect(resume.skills).toEqual(['Inventory Management', 'SAP', 'Forklift Operation']);
    expect(resume.certifications.map((c) => c.name)).toEqual(['OSHA Forklift Certification']);
    expect(resume.experience.map((j) => [j.company, j.role])).toEqual([
      ['Harbour Freight Logistics', 'Operations Supervisor'],
    ]);
  });

  it('reads "Degree - Initials, Field · (dates)" as the degree and its field', () => {
    const schools = parse(
      ...contact,
      'Experience',
      'Auditor | KPMG | 2019 - 2021',
      'Education',
      'University of Waterloo',
      'Bachelor of Mathematics - BMath, Statistics · (2015 - 2019)',
      'Ivey Business School',
      'Master of Business Administration - MBA · (2021 - 2023)',
    ).education;
    expect(schools).toEqual([
      {
        institution: 'University of Waterloo',
        degree: 'Bachelor of Mathematics, Statistics',
        graduation_year: '2019',
      },
      {
        institution: 'Ivey Business School',
        degree: 'Master of Business Administration',
        graduation_year: '2023',
      },
    ]);
  });

  it('keeps a figure of months inside a sentence', () => {
    expect(
      entries(
        'Maple Leaf Foods',
        'Warehouse Associate',
        'June 2018 - March 2020',
        'Cut picking errors in 6 months',
      ),
    ).toEqual([
      [
        'Maple Leaf Foods',
        'Warehouse Associate',
        'June 2018',
        'March 2020',
        ['Cut picking errors in 6 months'],
      ],
    ]);
  });
});
