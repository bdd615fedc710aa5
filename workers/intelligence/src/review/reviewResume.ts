import { type Finding, type FindingPlace, MAX_FINDINGS, type ResumeData } from '@rb/contracts';
import type { Speller } from '../ai/guard/speller';
import { completenessFindings } from './completeness';
import { dateClaims } from './dateClaims';
import { duplicateFindings } from './duplicates';
import type { Draft } from './finding';
import { lengthFindings } from './length';
import { openingFindings } from './openings';
import { resultFindings } from './results';
import { spellingFindings } from './spelling';
import { templateLeftovers } from './templateLeftovers';
import { tenseFindings } from './tense';
import { toolCasingFindings } from './toolCasing';
import { unprofessionalFindings } from './unprofessional';

export interface ReviewOptions {
  /** The real-English dictionary for the spelling check (the worker runtime loads it); none skips it. */
  speller?: Speller | undefined;
  /** Today, for "Present" and the years the roles add up to. */
  now?: Date | undefined;
}

const SECTION_ORDER = [
  'contact',
  'resume',
  'summary',
  'experience',
  'projects',
  'volunteering',
  'education',
  'skills',
  'certifications',
];
const placeKey = (p: FindingPlace) =>
  `${p.section}${p.entry === undefined ? '' : `.${p.entry}`}${p.line === undefined ? '' : `.${p.line}`}`;

/**
 * The resume read as a recruiter reads it: one list of findings, each with its place, severity, a
 * plain explanation and, where one is safe, a fix. Important findings come first, then the resume's
 * order; each has an id stable for the same resume (its kind and place), so a view can keep track.
 * Bounded: every check is a pass over the resume's lines (the schema caps them), and the list is cut at
 * MAX_FINDINGS.
 */
export function reviewResume(resume: ResumeData, options: ReviewOptions = {}): Finding[] {
  const now = options.now ?? new Date();
  const drafts: Draft[] = [
    ...completenessFindings(resume),
    ...templateLeftovers(resume),
    ...unprofessionalFindings(resume),
    ...dateClaims(resume, now),
    ...tenseFindings(resume),
    ...spellingFindings(resume, options.speller),
    ...toolCasingFindings(resume),
    ...duplicateFindings(resume),
    ...openingFindings(resume),
    ...resultFindings(resume),
    ...lengthFindings(resume),
  ];
  const order = (d: Draft) => [
    d.severity === 'important' ? 0 : 1,
    SECTION_ORDER.indexOf(d.place.section),
    d.place.entry ?? -1,
    d.place.line ?? -1,
  ];
  const sorted = drafts
    .map((d, i) => ({ d, i, key: order(d) }))
    .sort((a, b) => {
      for (let k = 0; k < a.key.length; k += 1) {
        const diff = (a.key[k] ?? 0) - (b.key[k] ?? 0);
        if (diff !== 0) return diff;
      }
      return a.i - b.i;
    })
    .slice(0, MAX_FINDINGS);
  const used = new Map<string, number>();
  return sorted.map(({ d }) => {
    const base = `${d.kind}:${placeKey(d.place)}`;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { id: n === 1 ? base : `${base}:${n}`, ...d };
  });
}
