import { describe, expect, it } from 'vitest';
import {
  dateRange,
  escapeHtml,
  renderCoverLetterHtml,
  renderResumeHtml,
  renderTextHtml,
  resumeDataSchema,
  TEMPLATE_CSP,
  TEMPLATE_NAMES,
} from '../src';

const hostile = `<script>alert(1)</script><img src=x onerror="y"> & 'quotes'`;
const escaped = escapeHtml(hostile);

const resume = resumeDataSchema.parse({
  name: hostile,
  email: hostile,
  linkedin: 'javascript:alert(1)',
  summary: hostile,
  experience: [
    { company: hostile, role: hostile, start_date: '2020', end_date: 'N/A', responsibilities: [hostile] },
  ],
  education: [{ institution: hostile, degree: 'BSc', graduation_year: '2019' }],
  skills: [hostile],
  certifications: [{ name: hostile, year: '2020' }],
});

describe('templates', () => {
  it('shows a written date as written and the location after the employer', () => {
    const html = renderResumeHtml(
      resumeDataSchema.parse({
        experience: [
          {
            company: 'Harbour Inn',
            role: 'Cook',
            start_date: 'January 2021',
            end_date: 'Present',
            location: 'Leeds',
          },
        ],
      }),
      'classic',
    );
    expect(html).toMatch(/Cook — Harbour Inn[\s\S]*Leeds/);
    expect(html).toContain('January 2021 to Present');
  });

  it('shows dates as people write them, never in the stored YYYY-MM-DD form', () => {
    expect(dateRange('2020-08-01', '2021-10-01')).toBe('Aug 2020 to Oct 2021');
    expect(dateRange('2019', 'Present')).toBe('2019 to Present');
    expect(dateRange('Summer 2022', null)).toBe('Summer 2022');
    expect(dateRange('2023-05-01', 'N/A')).toBe('May 2023');
    const html = renderResumeHtml(
      resumeDataSchema.parse({
        experience: [{ company: 'A', role: 'B', start_date: '2020-08-01', end_date: '2021-10-01' }],
      }),
      'classic',
    );
    expect(html).toContain('Aug 2020 to Oct 2021');
    expect(html).not.toContain('2020-08-01');
  });

  it('escapes &, <, >, " and \'', () => {
    expect(escaped).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;y&quot;&gt; &amp; &#39;quotes&#39;',
    );
  });

  for (const template of TEMPLATE_NAMES) {
    it(`${template}: every user value is escaped text, links are never href, the CSP comes first`, () => {
      const html = renderResumeHtml(resume, template);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('href=');
      // name (title + h1), email, summary, company+role, bullet, institution, skill, certification
      expect(html.split(escaped).length - 1).toBeGreaterThanOrEqual(9);
      expect(html.indexOf(`content="${TEMPLATE_CSP}"`)).toBeLessThan(html.indexOf('<style>'));
      expect(html).toContain('2020<'); // end date "N/A" shows only the start (SPEC §5)
    });
  }

  it('cover letters and editor text escape every paragraph and keep them apart', () => {
    for (const html of [
      renderCoverLetterHtml(`${hostile}\n\nSecond`, hostile),
      renderTextHtml(`${hostile}\n\nSecond`, hostile),
    ]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain(`<p>${escaped}</p><p>Second</p>`);
    }
  });
});
