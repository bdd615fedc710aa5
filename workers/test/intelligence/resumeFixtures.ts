import type { Experience, ResumeData } from '@rb/contracts';
import { emptyResumeData } from '@rb/contracts';

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
