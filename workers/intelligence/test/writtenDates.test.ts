import { toJsonResume } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { yearsFromRoles } from '../src/ai/offline/years';
import { findPortfolio } from '../src/parse/contact';
import {
  contactLines as contact,
  educationLines as education,
  job,
  parseLines as parse,
  resumeWith,
} from './resumeFixtures';

/** Dates are kept as the resume writes them; their normalised form serves only counting and exports. */
describe('dates as written', () => {
  it('imports each date as written: a month and year, a year, a season, an open end', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Line Cook | The Copper Pot | January 2021 – Present',
      '• Ran the grill station on weekends',
      'Kitchen Porter | Harbour Inn | 2019 – 2020',
      '• Kept the pass clear during service',
      'Summer Intern | City Parks Department | Summer 2018',
      '• Planted 300 trees',
      ...education,
    );
    expect(resume.experience.map((e) => [e.start_date, e.end_date])).toEqual([
      ['January 2021', 'Present'],
      ['2019', '2020'],
      ['Summer 2018', null],
    ]);
  });

  it('counts years of experience from written months as from the months they name', () => {
    // January 2019 to June 2021 is two and a half years, not the three whole calendar years.
    const roles = [job({ start_date: 'January 2019', end_date: 'June 2021' })];
    expect(yearsFromRoles(roles, new Date('2025-01-01'))).toBe(2);
  });

  it('exports a written date to JSON Resume in the schema form', () => {
    const doc = toJsonResume(resumeWith([job({ start_date: 'March 2020', end_date: 'Present' })]));
    expect(doc.work?.[0]).toMatchObject({ startDate: '2020-03-01' });
  });
});

describe('a template left in the contact lines', () => {
  it("takes no portfolio from the template's own page", () => {
    expect(findPortfolio(['Portfolio: resumeviking.com/templates/word', 'anna.berg@example.com'])).toBe('');
    expect(findPortfolio(['Portfolio: annaberg.dev/work'])).toBe('annaberg.dev/work');
  });
});
