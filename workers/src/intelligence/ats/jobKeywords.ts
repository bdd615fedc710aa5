import { STOP_WORDS } from '../text/stopwords';
import { stem, words } from '../text/tokens';
import { findTerms, type LexiconTerm } from './lexicon';
import { sentences } from './sentences';

/** A requirement read from a job description, with how much it matters. */
export interface JobKeyword {
  /** Lexicon term, or null for a salient word of this posting that no lexicon knows. */
  term: LexiconTerm | null;
  /** The stemmed word for a salient word; unused for lexicon terms. */
  stem: string;
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
/** How many salient non-lexicon words a posting contributes; they are matched on the stem. */
const SALIENT_WORDS = 0;

/**
 * The job description's keywords, most important first. Importance = the strongest section weight the
 * keyword appears under × (1 + ½·log2(occurrences)) × a small bonus for appearing early.
 */
export function jobKeywords(jobDescription: string): JobKeyword[] {
  const lines = sentences(jobDescription);
  const totalWords = Math.max(1, words(jobDescription).length);
  const lexicon = new Map<LexiconTerm, { best: number; count: number; first: number }>();
  const salient = new Map<string, { best: number; count: number; first: number; surface: string }>();
  let mode = 1;
  let seen = 0;
  lines.forEach((line, lineIndex) => {
    const lineWords = words(line);
    const cue = SECTION_CUES.find(([pattern]) => pattern.test(line));
    if (cue && lineWords.length <= HEADING_MAX_WORDS) mode = cue[1];
    let weight = lineIndex === 0 ? TITLE_WEIGHT : mode;
    if (BOILERPLATE_IN_SENTENCE.test(line)) weight = Math.min(weight, 0.2);
    else if (PREFERRED_IN_SENTENCE.test(line)) weight = Math.min(weight, 0.6);
    else if (REQUIRED_IN_SENTENCE.test(line)) weight = Math.max(weight, 1.5);
    const stemmed = lineWords.map(stem);
    const covered = new Set<number>();
    const cover = (start: number, length: number) => {
      for (let k = start; k < start + length; k += 1) covered.add(k);
    };
    for (const [term, positions] of findTerms(stemmed, cover)) {
      const entry = lexicon.get(term) ?? { best: 0, count: 0, first: seen + (positions[0] ?? 0) };
      entry.best = Math.max(entry.best, weight);
      entry.count += positions.length;
      lexicon.set(term, entry);
    }
    stemmed.forEach((s, i) => {
      const surface = lineWords[i] ?? s;
      if (covered.has(i) || s.length < 4 || STOP_WORDS.has(surface) || /\d/.test(s)) return;
      const entry = salient.get(s) ?? { best: 0, count: 0, first: seen + i, surface };
      entry.best = Math.max(entry.best, weight);
      entry.count += 1;
      salient.set(s, entry);
    });
    seen += lineWords.length;
  });

  const importance = (e: { best: number; count: number; first: number }) =>
    e.best * (1 + 0.5 * Math.log2(e.count)) * (1 + 0.2 * (1 - e.first / totalWords));
  const keywords: JobKeyword[] = [...lexicon].map(([term, e]) => ({
    term,
    stem: '',
    label: term.label,
    weight: importance(e) * (term.specific ? 1 : BROAD_TERM_FACTOR),
  }));
  const salientKeywords = [...salient]
    .filter(([, e]) => e.count >= 2)
    .map(([s, e]) => ({ term: null, stem: s, label: e.surface, weight: 0.5 * importance(e) }))
    .sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label))
    .slice(0, SALIENT_WORDS);
  return [...keywords, ...salientKeywords].sort(
    (a, b) => b.weight - a.weight || a.label.localeCompare(b.label),
  );
}
