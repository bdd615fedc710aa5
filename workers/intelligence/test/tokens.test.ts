import { describe, expect, it } from 'vitest';
import { scoreResume } from '../src';
import { words, wordsAsWritten } from '../src/text/tokens';

describe('word tokens', () => {
  it('reads accented Latin letters as part of their word, folded so either spelling meets', () => {
    expect(words('Café manager in Zürich; résumé writing, naïve Bayes')).toEqual([
      'cafe',
      'manager',
      'in',
      'zurich',
      'resume',
      'writing',
      'naive',
      'bayes',
    ]);
    expect(wordsAsWritten('São Paulo office')).toEqual(['Sao', 'Paulo', 'office']);
  });

  it('unfolds the ligatures and full-width letters PDF text extraction leaves', () => {
    expect(words('ﬁnancial ｅｘｃｅｌ')).toEqual(['financial', 'excel']);
  });

  it('matches a skill written with accents on one side and without on the other', () => {
    const posting = (p: string) =>
      `${p} Chef. Our ${p.toLowerCase()} counter needs a chef. Requirements: ${p.toLowerCase()} experience, lamination, food hygiene certificate.`;
    const resume = (p: string) =>
      `<h1>Zoe Lane</h1><h2>Experience</h2><p>Pastry cook, Hotel Lumiere, 2019 - Present</p><ul><li>Made ${p.toLowerCase()} and laminated dough for 200 covers</li></ul><h2>Skills</h2><p>${p}, lamination</p>`;
    const pairs: Array<[job: string, cv: string]> = [
      ['Pâtisserie', 'Patisserie'],
      ['Patisserie', 'Pâtisserie'],
    ];
    for (const [job, cv] of pairs) {
      const report = scoreResume({ htmlResume: resume(cv), jobDescription: posting(job) });
      expect(report.matchedKeywords).toContain('patisserie');
      expect(report.missingKeywords).not.toContain('patisserie');
    }
  });
});
