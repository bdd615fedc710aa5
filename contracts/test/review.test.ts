import { describe, expect, it } from 'vitest';
import { applyFinding, emptyResumeData, type Finding, findingsCount } from '../src';

const resume = {
  ...emptyResumeData(),
  summary: 'Accountant skilled in excel.',
  experience: [
    {
      company: 'Larkspur Freight',
      role: 'Staff Accountant',
      start_date: '2019',
      end_date: '2021',
      responsibilities: ['Manage 30 vendor accounts', 'Download 30 resume designs for only $2.95'],
    },
  ],
  skills: ['netsuite'],
};
const finding = (place: Finding['place'], fix?: Finding['fix']): Finding => ({
  id: 'x',
  kind: 'tense',
  severity: 'important',
  place,
  message: 'm',
  ...(fix && { fix }),
});

describe('a finding’s fix', () => {
  it('replaces the words in the line it points at, and removes a line left empty', () => {
    const tense = applyFinding(
      resume,
      finding({ section: 'experience', entry: 0, line: 0 }, { before: 'Manage', after: 'Managed' }),
    );
    expect(tense?.experience[0]?.responsibilities).toEqual([
      'Managed 30 vendor accounts',
      'Download 30 resume designs for only $2.95',
    ]);
    const advert = applyFinding(
      resume,
      finding(
        { section: 'experience', entry: 0, line: 1 },
        { before: 'Download 30 resume designs for only $2.95', after: '' },
      ),
    );
    expect(advert?.experience[0]?.responsibilities).toEqual(['Manage 30 vendor accounts']);
    expect(
      applyFinding(resume, finding({ section: 'skills', line: 0 }, { before: 'netsuite', after: 'NetSuite' }))
        ?.skills,
    ).toEqual(['NetSuite']);
    expect(
      applyFinding(resume, finding({ section: 'summary' }, { before: 'excel', after: 'Excel' }))?.summary,
    ).toBe('Accountant skilled in Excel.');
  });

  it('applies nothing without a fix, or when the line no longer says what was found', () => {
    expect(applyFinding(resume, finding({ section: 'summary' }))).toBeUndefined();
    expect(
      applyFinding(
        resume,
        finding({ section: 'experience', entry: 0, line: 0 }, { before: 'Led', after: 'x' }),
      ),
    ).toBeUndefined();
    expect(
      applyFinding(
        resume,
        finding({ section: 'experience', entry: 3, line: 0 }, { before: 'Manage', after: 'x' }),
      ),
    ).toBeUndefined();
  });

  it('counts findings as the card says them', () => {
    expect(
      findingsCount([
        finding({ section: 'summary' }),
        { ...finding({ section: 'summary' }), severity: 'suggestion' },
      ]),
    ).toBe('2 findings, 1 important');
    expect(findingsCount([{ ...finding({ section: 'summary' }), severity: 'suggestion' }])).toBe('1 finding');
  });
});
