import { lexiconTags } from '../text/compromiseLexicon';
import { wordSpans } from '../text/tokens';
import { isTaskVerb } from './occupations';
import { isFunctionWord, isSalient } from './salientWords';

/**
 * A duty the posting states as an action on an object, in its own words ("Review final design documents",
 * "Maintain comprehensive project history files"): where it stands and the object's words.
 */
export interface DutyPhrase {
  /** Word positions in the line: the verb, and the word after the object's last. */
  from: number;
  to: number;
  /** The object's stems that carry meaning (no "the", "all", "and"), what the resume must show. */
  object: readonly string[];
  /** The word after the duty's clause: how far it is quoted ("Ensure prompt payment for all goods"). */
  clauseTo: number;
}

/** A duty is quoted this many words past its object at most. */
const CLAUSE_MAX_WORDS = 10;

/** An object is read this many words at most: the head of a longer one says what the duty is. */
const OBJECT_MAX_WORDS = 6;
/** What may come before a duty's verb in its line: a list number, "you will (be)", "responsible for". */
const LEAD_IN = new Set(['you', 'will', 'be', 'to', 'responsible', 'for', 'also', 'help', 'and']);
/**
 * compromise's tags for words that end an object and open something else: a preposition ("for future
 * use", "per HUD requirements"), a clause ("that", "which", "is"), a participle ("using React").
 */
const ENDS_OBJECT = ['Preposition', 'Conjunction', 'Copula', 'Modal', 'QuestionWord', 'Gerund', 'Adverb'];
/** Fewer meaningful words than this in the object, and the line states no duty of its own. */
const MIN_OBJECT_WORDS = 2;
/** The employer's own voice. */
const EMPLOYER_VOICE = new Set(['we', 'our', 'us']);
/** compromise's tags for nouns ("system", "work", "research"), which stopwords-iso lists as function words. */
const NOUN_TAGS = ['Noun', 'Singular', 'Plural', 'Uncountable', 'Actor', 'Duration'];
/** Words that stay inside an object though compromise tags them as above ("audit of contracts"). */
const INSIDE_OBJECT = new Set(['of', 'and', '&']);

/**
 * The duty a posting's line states, when it opens (after a list number or "You will be responsible for")
 * with a verb O*NET's task statements open with (or several joined by "and"/"or": "Review and approve …"),
 * followed by an object whose head word tells fields apart.
 * The object runs to the first preposition, clause, participle, name or punctuation, or to "and" before
 * another verb ("Review final design documents and submit…"). A duty inside a sentence's prose ("…,
 * monitoring reporting systems") is not read: such lists describe the job more often than they ask.
 */
export function dutyPhrase(line: { text: string; stems: readonly string[] }): DutyPhrase | undefined {
  // The employer speaking ("Following the merger, we have…") describes itself; a duty is said to the reader.
  if (line.stems.some((s) => EMPLOYER_VOICE.has(s))) return undefined;
  const { folded, spans } = wordSpans(line.text);
  const reading: Reading = {
    stems: line.stems,
    word: (i) => {
      const [start = 0, end = 0] = spans[i] ?? [];
      return folded.slice(start, end).toLowerCase();
    },
    glue: (i) => folded.slice(spans[i - 1]?.[1] ?? 0, spans[i]?.[0] ?? 0),
    capitalised: (i) => /^\p{Lu}\p{Ll}/u.test(folded.slice(spans[i]?.[0] ?? 0)),
  };
  let at = 0;
  while (at < line.stems.length && (/^\d+$/.test(reading.word(at)) || LEAD_IN.has(reading.word(at)))) at += 1;
  return (
    actionAt(reading, at) ??
    // "Work with external third parties to assess partnerships…": the opening verb says with whom, the
    // verb after "to" what is done.
    purposeAfter(reading, at)
  );
}

/** A line as the duty reader reads it: its stems, and its words, the text between them and their case. */
interface Reading {
  stems: readonly string[];
  /** Word `i` as written, lower-cased. */
  word: (i: number) => string;
  /** The text between word `i - 1` and word `i` (punctuation, spaces). */
  glue: (i: number) => string;
  capitalised: (i: number) => boolean;
}

/** Words an opening "work with…"/"partner with…" runs over before its "to" and the duty's own verb. */
const PURPOSE_WITHIN = 8;

function purposeAfter(reading: Reading, at: number): DutyPhrase | undefined {
  const { stems, word, glue } = reading;
  // "Work closely with": an adverb may stand before the preposition.
  const by = word(at + 1).endsWith('ly') ? at + 2 : at + 1;
  if (!isTaskVerb(stems[at] ?? '') || !ENDS_AT_PREPOSITION.has(word(by))) return undefined;
  for (let k = by + 1; k < Math.min(stems.length, by + PURPOSE_WITHIN); k += 1) {
    if (/[,;:()–—]/.test(glue(k))) return undefined;
    if (word(k) === 'to' && isTaskVerb(stems[k + 1] ?? '')) return actionAt(reading, k + 1);
  }
  return undefined;
}

/** Prepositions that say with or for whom an opening verb acts ("Work with", "Liaise with", "Partner with"). */
const ENDS_AT_PREPOSITION = new Set(['with', 'alongside', 'across']);

/** The duty whose verb stands at word `at`, when one does (see dutyPhrase). */
function actionAt(reading: Reading, at: number): DutyPhrase | undefined {
  const { stems, word, glue, capitalised } = reading;
  const verb = stems[at];
  // "Registered General Nurse", "Enhanced Check": a participle opening a name, not an instruction.
  const opener = word(at);
  if (verb === undefined || opener.length < 3 || opener.endsWith('ed') || !isTaskVerb(verb)) return undefined;
  let to = at + 1;
  // "Review and approve vouchers": verbs joined before one object.
  while (['and', 'or'].includes(word(to)) && isTaskVerb(stems[to + 1] ?? '')) to += 2;
  const objectFrom = to;
  while (to < stems.length && to - objectFrom < OBJECT_MAX_WORDS) {
    const w = word(to);
    const between = glue(to);
    // "day-to-day", "user-facing": one word however compromise tags its parts.
    if (between !== '-') {
      // Three spaces: the reader blanked a heading word there ("all required external" → "all   external").
      if (/[,;:()–—]|\s[-–—]\s|\s{3}/.test(between)) break;
      if (!INSIDE_OBJECT.has(w) && lexiconTags(w).some((t) => ENDS_OBJECT.includes(t))) break;
      if (INSIDE_OBJECT.has(w) && w !== 'of' && isTaskVerb(stems[to + 1] ?? '')) break;
      // A participle after the object modifies it ("estimates prepared by consultants", "studies related
      // to"); a name written with capitals is the employer's team or person ("Assist Project Manager").
      if (to > objectFrom && w.endsWith('ed')) break;
      // "…reconcile supplier statements monthly.": an -ly word closing the clause says when or how.
      if (to > objectFrom && w.endsWith('ly') && (to + 1 >= stems.length || /[,;:()–—]/.test(glue(to + 1))))
        break;
      if (capitalised(to)) break;
    }
    to += 1;
  }
  while (to > objectFrom && INSIDE_OBJECT.has(word(to - 1))) to -= 1;
  const positions = Array.from({ length: to - objectFrom }, (_, k) => objectFrom + k);
  const object = [...new Set(positions.filter((i) => carriesMeaning(word(i))).map((i) => stems[i] ?? ''))];
  // One word ("Provide assistance", "Coordinate meetings") is the lexicons' to read, not a duty of its
  // own; the head noun must tell fields apart ("play an essential role" does not).
  if (object.length < MIN_OBJECT_WORDS || !isSalient(word(to - 1))) return undefined;
  // Quoted to the clause's punctuation, or to "and" before another verb ("Ensure prompt payment for all
  // goods and services; perform…"): the object alone says less than the posting does.
  let clauseTo = to;
  while (
    clauseTo < stems.length &&
    clauseTo - to < CLAUSE_MAX_WORDS &&
    !/[,;:()–—]|\s[-–—]\s/.test(glue(clauseTo)) &&
    // "and services" is a plural noun, "and perform" the next duty's verb.
    !(
      ['and', 'or'].includes(word(clauseTo)) &&
      isTaskVerb(stems[clauseTo + 1] ?? '') &&
      !word(clauseTo + 1).endsWith('s')
    )
  )
    clauseTo += 1;
  // A clause longer than that is quoted to its object's end: never cut in the middle.
  if (clauseTo - to >= CLAUSE_MAX_WORDS) clauseTo = to;
  while (clauseTo > to && !carriesMeaning(word(clauseTo - 1))) clauseTo -= 1;
  return { from: at, to, object, clauseTo };
}

/** A word of an object the resume must show: not a function word, unless compromise knows it as a noun. */
function carriesMeaning(word: string): boolean {
  if (word.length < 2) return false;
  if (!isFunctionWord(word)) return true;
  const tags = lexiconTags(word);
  return tags.length === 0 || tags.some((t) => NOUN_TAGS.includes(t));
}
