import { readFileSync } from 'node:fs';
import { AI_DAILY_LIMIT, LEGAL_DOCUMENTS } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_CATALOG } from './catalog';
import { DATA_SOURCE_NOTICES } from './dataSources';
import { FAQ_CATEGORIES } from './faq';
import { FEATURES } from './features';
import { TUTORIAL_LOADERS } from './tutorials/loaders';

/** Every string inside a content object, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Each daily AI allowance a text states, e.g. "7 AI uses per day" → 7. */
function statedDailyLimits(text: string): number[] {
  return [...text.matchAll(/(\d+)\s+AI\s+(?:uses|enhancements|requests)\s+(?:per|a)\s+day/gi)].map((m) =>
    Number(m[1]),
  );
}

const legalText = (file: string) =>
  readFileSync(new URL(`../../public/legal/${file}`, import.meta.url), 'utf8').replace(/<[^>]+>/g, ' ');

describe('the daily AI limit the content states', () => {
  it('is the limit the server enforces, wherever it is stated', async () => {
    const tutorials = await Promise.all(Object.values(TUTORIAL_LOADERS).map((load) => load()));
    const sources: Record<string, string> = {
      faq: strings(FAQ_CATEGORIES).join('\n'),
      features: strings(FEATURES).join('\n'),
      tutorials: strings(tutorials).join('\n'),
      ...Object.fromEntries(LEGAL_DOCUMENTS.map((doc) => [doc.file, legalText(doc.file)])),
    };
    for (const [source, text] of Object.entries(sources)) {
      for (const limit of statedDailyLimits(text)) expect(limit, source).toBe(AI_DAILY_LIMIT);
    }
    // The places a user looks for the limit must state it.
    for (const source of ['faq', 'features', 'ai-fair-use-policy.html']) {
      expect(statedDailyLimits(sources[source] ?? ''), source).toContain(AI_DAILY_LIMIT);
    }
  });

  it('recognises a wrong figure, so a hard-coded number cannot slip through', () => {
    expect(statedDailyLimits('You have 5 AI uses per day.')).toEqual([5]);
  });
});

describe('tutorials', () => {
  it('cover exactly the 26 routes of the SPEC', () => {
    expect(TUTORIAL_CATALOG.map((entry) => entry.slug).sort()).toEqual(
      [
        'tutorial',
        'resume-summary-tutorial',
        'keyword-guide',
        'ats-formatting',
        'quantifying-impact',
        'tailoring-resume',
        'common-mistakes',
        'template-usage',
        'file-naming',
        'employment-gaps',
        'remote-work',
        'career-change',
        'no-experience',
        'no-experience-resume-tips',
        'college-grad',
        'gap-explanation',
        'resume-header',
        'industry-formatting',
        'certifications',
        'handling-employment-gaps',
        'showcasing-soft-skills',
        'international-student-resume-tips',
        'resume-for-career-change',
        'build-resume-from-scratch',
        'using-achievements-effectively',
        'final-resume-checklist',
      ].sort(),
    );
  });

  it('each have help notes to switch between and a closing list, and no remote resources', async () => {
    for (const [slug, load] of Object.entries(TUTORIAL_LOADERS)) {
      const { default: tutorial } = await load();
      expect(tutorial.sections.filter((section) => section.note).length, slug).toBeGreaterThanOrEqual(2);
      expect(tutorial.productHelps.length, slug).toBeGreaterThan(0);
      expect(
        strings(tutorial).filter((text) => /https?:\/\//.test(text)),
        slug,
      ).toEqual([]);
    }
  });
});

describe('the occupational data attribution', () => {
  it('shows on /features every sentence the NOTICE file carries', () => {
    const notice = readFileSync(new URL('../../../NOTICE', import.meta.url), 'utf8');
    for (const sentence of DATA_SOURCE_NOTICES) expect(notice).toContain(sentence);
    expect(DATA_SOURCE_NOTICES.some((s) => s.includes('O*NET 29.2'))).toBe(true);
    expect(DATA_SOURCE_NOTICES.some((s) => s.includes('ESCO classification'))).toBe(true);
  });
});
