import { describe, expect, it } from 'vitest';
import { findPortfolio } from '../src/parse/contact';
import { parseLines as parse } from './resumeFixtures';

/** What our own templates write, as extraction hands it over, read back field for field. */
describe('our exports read back', () => {
  it('reads names in scripts without capitals: the person, the employer, the school', () => {
    const resume = parse(
      '山田 太郎',
      'taro.yamada@example.jp | +81 90 1234 5678',
      'Experience',
      'Backend Engineer — 株式会社テスト\tApril 2019 to Present',
      '• Built the invoicing service',
      'Education',
      'BSc Computer Science — 東京大学\t2016',
    );
    expect(resume.name).toBe('山田 太郎');
    expect(resume.experience.map((j) => j.company)).toEqual(['株式会社テスト']);
    expect(resume.education.map((e) => e.institution)).toEqual(['東京大学']);
  });

  it('reads a language named in its own words ("Français"), which compromise takes for a plural', () => {
    const resume = parse(
      'Zoë Ångström',
      'zoe@example.es',
      'Experience',
      'Data Engineer — Telefónica\t2018 to 2021',
      '• Built the billing pipeline',
      'Skills',
      'Python · Spark',
      'Languages',
      'Español (Nativo) · Français (C1)',
    );
    expect(resume.languages).toEqual([
      { name: 'Español', level: 'Nativo' },
      { name: 'Français', level: 'C1' },
    ]);
  });

  it("reads the line under a project's name in sentence case as its description, and its link", () => {
    const resume = parse(
      'Amara Okafor',
      'amara@example.edu',
      'Experience',
      'Student Technician — Campus IT Help Desk\tFall 2022 to Present',
      '• Fixed 20 laptops a week',
      'Education',
      'BS Computer Science — Georgia State University\t2025',
      'Projects',
      'Bus Tracker\t2023',
      'Live map of campus buses',
      'github.com/amara/bus-tracker',
      '• Served 2,000 riders a day',
    );
    expect(resume.projects?.map((p) => [p.name, p.description, p.link, p.bullets])).toEqual([
      [
        'Bus Tracker',
        'Live map of campus buses',
        'github.com/amara/bus-tracker',
        ['Served 2,000 riders a day'],
      ],
    ]);
  });

  it("reads the town and region under a job's title and dates as its location, whatever the town", () => {
    const resume = parse(
      'Dana Whitfield',
      'dana@example.com',
      'Experience',
      'Product Manager — Google\tJune 2020 to Present',
      'Mountain View, CA, USA',
      '• Led cross-functional teams',
      'Education',
      'BSc Biology — State University\t2016',
    );
    expect(resume.experience.map((j) => [j.company, j.location, j.responsibilities])).toEqual([
      ['Google', 'Mountain View, CA, USA', ['Led cross-functional teams']],
    ]);
  });

  it('keeps a website on a subdomain whole', () => {
    expect(findPortfolio(['http://richardhendricks.example.com | richard@example.com'])).toBe(
      'http://richardhendricks.example.com',
    );
  });
});
