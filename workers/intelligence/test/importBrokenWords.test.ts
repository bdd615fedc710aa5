import { describe, expect, it } from 'vitest';
import { parseResumeStructure } from '../src';
import { cleanLines } from '../src/parse/cleanText';
import { BROKEN_AT_HYPHEN } from '../src/parse/lineStyles';
import { speller } from './speller';

/** A word a line broke after a hyphen, as text flattened from a PDF gives it and as the layout reader marks it. */
describe('a word broken at a line’s end', () => {
  it('is one word again where the dictionary holds it without the hyphen', () => {
    expect(cleanLines('• Imple-\nmented single sign-on for 40 clinics', speller)).toEqual([
      '• Implemented single sign-on for 40 clinics',
    ]);
    expect(cleanLines(`• Imple-${BROKEN_AT_HYPHEN}mented single sign-on`, speller)).toEqual([
      '• Implemented single sign-on',
    ]);
    expect(cleanLines(`• Worked with stake-${BROKEN_AT_HYPHEN}holders daily`, speller)).toEqual([
      '• Worked with stakeholders daily',
    ]);
  });

  it('keeps the hyphen of a compound the dictionary does not hold as one word', () => {
    expect(cleanLines('• Promoted to a full-\ntime role', speller)).toEqual([
      '• Promoted to a full-time role',
    ]);
    expect(cleanLines(`• A self-${BROKEN_AT_HYPHEN}motivated analyst`, speller)).toEqual([
      '• A self-motivated analyst',
    ]);
  });

  it('never touches a hyphen inside a line, nor mends without a dictionary', () => {
    expect(cleanLines('• Co-ordinated a team of twelve', speller)).toEqual([
      '• Co-ordinated a team of twelve',
    ]);
    expect(cleanLines(`• Imple-${BROKEN_AT_HYPHEN}mented it`)).toEqual(['• Imple-mented it']);
  });

  it('reads into the resume as written', () => {
    const text = [
      'Dana Whitfield',
      'dana@example.com',
      'Experience',
      'Software Engineer, Acme Health',
      'Jan 2020 – Present',
      `• Imple-${BROKEN_AT_HYPHEN}mented single sign-on for 40 clinics`,
      'Education',
      'BSc Computer Science, University of Leeds, 2019',
      'Skills',
      'TypeScript, PostgreSQL',
    ].join('\n');
    expect(parseResumeStructure(text, { speller })?.experience[0]?.responsibilities).toEqual([
      'Implemented single sign-on for 40 clinics',
    ]);
  });
});
