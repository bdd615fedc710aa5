import { stems, words } from '../text/tokens';
import { CONTEXT_LABELS, findTerms, type LexiconTerm } from './lexicon';
import { isSalient } from './salientWords';
import { sentences } from './sentences';

/** A requirement read from a job description, with how much it matters. */
export interface JobKeyword {
  term: LexiconTerm;
  /** The words the posting used for it, first time it did (lower case): "frontend", not "front end". */
  label: string;
  weight: number;
}

/**
 * How much a sentence's requirements count. Required qualifications and the title count most; "nice to
 * have" less; company blurbs, benefits and legal boilerplate hardly at all. The mode set by a short
 * heading-like sentence lasts until the next one.
 */
const SECTION_CUES: ReadonlyArray<[RegExp, number]> = [
  [
    /\b(?:benefits?|perks|we offer|what we offer|compensation|salary|pay range|equal (?:employment )?opportunity|about (?:us|the company)|who we are|our mission)\b/i,
    0.3,
  ],
  [
    /\b(?:preferred|nice to have|nice-to-have|bonus points|desired|desirable|ideally|is a plus|are a plus)\b/i,
    0.6,
  ],
  [
    /\b(?:require(?:d|ments)?|must have|must-have|minimum qualifications|basic qualifications|essential|what you(?:'ll)? bring|you have|qualifications|skills and experience|what we(?:'re)? look(?:ing)? for|responsibilities|what you(?:'ll)? do)\b/i,
    1.5,
  ],
];
/** Benefits and legal notices name words ("medical", "law", "equity") that are not requirements. */
const BOILERPLATE_IN_SENTENCE =
  /\b(?:dental|vision|401\s?\(?k\)?|insurance|paid time off|pto|vacation|parental leave|equal opportunity|regardless of|applicable law|protected (?:veteran|class)|accommodation|stock options|equity (?:grant|package|compensation)|salary range|base salary)\b/i;
const PREFERRED_IN_SENTENCE = /\b(?:preferred|nice to have|a plus|bonus|desirable|ideally)\b/i;
const REQUIRED_IN_SENTENCE = /\b(?:required|must|essential|minimum)\b/i;
const TITLE_WEIGHT = 2;
const HEADING_MAX_WORDS = 8;
/** A broad concept ("scalability") says less about fit than a specific tool ("Django"). */
const BROAD_TERM_FACTOR = 0.5;

/** A posting word outside every lexicon that can still tell fields apart ("attorney", "civil"). */
export interface SalientWord {
  /** The stem the resume is searched for. */
  stem: string;
  /** The word as the posting first wrote it (lower case). */
  label: string;
  weight: number;
}

interface Seen {
  best: number;
  count: number;
  first: number;
}

/**
 * What a job description asks for: its lexicon keywords and, beside them, its salient words that no
 * lexicon term covers, both most important first. Importance = the strongest section weight the word
 * appears under × (1 + ½·log2(occurrences)) × a small bonus for appearing early (× ½ for broad concepts).
 */
export function readPosting(jobDescription: string): { keywords: JobKeyword[]; salient: SalientWord[] } {
  const totalWords = Math.max(1, words(jobDescription).length);
  const found = new Map<LexiconTerm, Seen & { label: string }>();
  const salient = new Map<string, Seen & { label: string }>();
  let mode = 1;
  let seen = 0;
  sentences(jobDescription).forEach((line, lineIndex) => {
    const lineWords = words(line);
    const cue = SECTION_CUES.find(([pattern]) => pattern.test(line));
    if (cue && lineWords.length <= HEADING_MAX_WORDS) mode = cue[1];
    let weight = lineIndex === 0 ? TITLE_WEIGHT : mode;
    if (BOILERPLATE_IN_SENTENCE.test(line)) weight = Math.min(weight, 0.2);
    else if (PREFERRED_IN_SENTENCE.test(line)) weight = Math.min(weight, 0.6);
    else if (REQUIRED_IN_SENTENCE.test(line)) weight = Math.max(weight, 1.5);
    const lineStems = stems(line);
    const lengths = new Map<number, number>();
    const covered = lineStems.map(() => false);
    for (const [term, positions] of findTerms(lineStems, lengths)) {
      const at = positions[0] ?? 0;
      const entry = found.get(term) ?? {
        best: 0,
        count: 0,
        first: seen + at,
        label: CONTEXT_LABELS.has(term.label)
          ? term.label
          : lineWords.slice(at, at + (lengths.get(at) ?? 1)).join(' '),
      };
      entry.best = Math.max(entry.best, weight);
      entry.count += positions.length;
      found.set(term, entry);
      for (const p of positions) covered.fill(true, p, p + (lengths.get(p) ?? 1));
    }
    lineStems.forEach((s, i) => {
      const word = lineWords[i] ?? '';
      if (covered[i] || !isSalient(word)) return;
      const entry = salient.get(s) ?? { best: 0, count: 0, first: seen + i, label: word };
      entry.best = Math.max(entry.best, weight);
      entry.count += 1;
      salient.set(s, entry);
    });
    seen += lineWords.length;
  });
  const importance = (e: Seen) =>
    e.best * (1 + 0.5 * Math.log2(e.count)) * (1 + 0.2 * (1 - e.first / totalWords));
  return {
    keywords: [...found]
      .map(([term, e]) => ({
        term,
        label: e.label,
        weight: importance(e) * (term.specific ? 1 : BROAD_TERM_FACTOR),
      }))
      .sort(byWeight),
    salient: [...salient]
      .map(([s, e]) => ({ stem: s, label: e.label, weight: importance(e) }))
      .sort(byWeight),
  };
}

/** The job description's lexicon keywords, most important first (see readPosting). */
export function jobKeywords(jobDescription: string): JobKeyword[] {
  return readPosting(jobDescription).keywords;
}

const byWeight = (a: { weight: number; label: string }, b: { weight: number; label: string }) =>
  b.weight - a.weight || a.label.localeCompare(b.label);
