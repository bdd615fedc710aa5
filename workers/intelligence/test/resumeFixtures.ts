import type { Experience, ResumeData } from '@rb/contracts';
import { emptyResumeData } from '@rb/contracts';
import { parseResumeStructure } from '../src';

/** A past role with the fields a test does not care about filled in. */
export const job = (overrides: Partial<Experience>): Experience => ({
  company: 'Northwind Traders',
  role: 'Staff Accountant',
  start_date: '2019-01-01',
  end_date: '2021-06-01',
  responsibilities: [],
  ...overrides,
});

export const resumeWith = (experience: Experience[], extra: Partial<ResumeData> = {}): ResumeData => ({
  ...emptyResumeData(),
  name: 'Ebony Moore',
  experience,
  ...extra,
});

/** A resume's lines as PDF or DOCX extraction hands them over, parsed; a test fails when they are not read as a resume. */
export function parseLines(...lines: string[]): ResumeData {
  const resume = parseResumeStructure(lines.join('\n'));
  if (!resume) throw new Error('not read as a resume');
  return resume;
}

/** The contact lines and the education section around the lines an import test is about. */
export const contactLines = ['Dana Whitfield', 'dana.whitfield@example.com | (555) 201-7788'];
export const educationLines = ['Education', 'Bachelor of Science in Biology | State University | 2016'];
