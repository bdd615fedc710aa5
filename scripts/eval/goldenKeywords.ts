import fs from 'node:fs';
import { findTerms, jobKeywords, scoreResume, stems } from '@rb/intelligence';
import { corpusPath } from './corpus';

interface GoldenCase {
  name: string;
  original: unknown;
  job_description: string;
  jd_keywords: string[];
  tailored_good: unknown;
}

/** Every string inside a JSON resume, one per line: the text an ATS would read from it. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join('\n');
  return '';
}

/**
 * Resume-Matcher's golden tailoring cases: does the posting's keyword list (as a person annotated it) come
 * out of jobKeywords, and does the well-tailored resume outscore the original?
 */
export function reportGoldenKeywords(): void {
  const { cases } = JSON.parse(
    fs.readFileSync(corpusPath('pairs/resume-matcher-golden-tailoring-cases.json'), 'utf8'),
  ) as {
    cases: GoldenCase[];
  };
  console.log(
    '\n## Job keywords vs the annotated keywords of pairs/resume-matcher-golden-tailoring-cases.json',
  );
  for (const c of cases) {
    const extracted = new Set(jobKeywords(c.job_description).map((k) => k.term));
    const found = c.jd_keywords.filter((keyword) =>
      [...findTerms(stems(keyword)).keys()].some((t) => extracted.has(t)),
    );
    const original = scoreResume({
      htmlResume: textOf(c.original),
      jobDescription: c.job_description,
    }).atsScore;
    const tailored = scoreResume({
      htmlResume: textOf(c.tailored_good),
      jobDescription: c.job_description,
    }).atsScore;
    const missed = c.jd_keywords.filter((k) => !found.includes(k));
    console.log(
      `${c.name}: keywords found ${found.length}/${c.jd_keywords.length}${missed.length ? ` (missed: ${missed.join(', ')})` : ''}; atsScore original ${original} → tailored ${tailored}`,
    );
  }
}
