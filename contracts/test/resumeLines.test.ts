import { describe, expect, it } from 'vitest';
import { resumeLines } from '../src/domain/resumeVersion';

describe('resumeLines', () => {
  it('writes dates as the card shows them, never as stored', () => {
    const lines = resumeLines({
      name: 'Ada',
      email: '',
      phone: '',
      linkedin: '',
      portfolio: '',
      summary: '',
      experience: [
        {
          company: 'Acme',
          role: 'Engineer',
          start_date: '2021-01-01',
          end_date: 'Present',
          responsibilities: [],
        },
      ],
      education: [{ institution: 'Lakeside', degree: 'BSc', graduation_year: '2020-06-01' }],
      skills: [],
      certifications: [],
    });
    expect(lines).toEqual([
      '## Contact',
      'Ada',
      '## Experience',
      'Engineer · Acme · Jan 2021 to Present',
      '## Education',
      'BSc · Lakeside · Jun 2020',
    ]);
    expect(lines.join('\n')).not.toMatch(/\d{4}-\d\d-\d\d/);
  });
});
