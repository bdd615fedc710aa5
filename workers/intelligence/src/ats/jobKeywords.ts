import nlp from 'compromise';
import { stems, words, wordsAsWritten } from '../text/tokens';
import { isProse, talksAboutCompany } from './companyBlurb';
import { CONTEXT_LABELS, findTerms, type LexiconTerm, spelledFor } from './lexicon';
import {
  describesThing,
  isReceived,
  isVerb,
  namesPerson,
  namesPlace,
  namesThings,
  SentenceTags,
} from './partOfSpeech';
import { phraseCount } from './phraseIndex';
import { PREFERRED } from './preference';
import { POSTINGS_KEPT, recentlyRead } from './recentlyRead';
import { isSalient } from './salientWords';
import { sentences } from './sentences';
import { unlistedTools } from './unlistedTools';

/** A requirement read from a job description, with how much it matters. */
export interface JobKeyword {
  term: LexiconTerm;
  /** The words the posting used for it, first time it did (lower case): "frontend", not "front end". */
  label: string;
  weight: number;
  /** A tool no lexicon knows (see unlistedTools): its stems, which a resume is searched for. */
  stems?: readonly string[];
  /** Where the posting names it outside boilerplate: [line index, first word, word after the last]. */
  at: ReadonlyArray<readonly [number, number, number]>;
}

/** A sentence or bullet line of the posting as read: heading words blanked, with its section's weight. */
export interface PostingLine {
  text: string;
  stems: readonly string[];
  weight: number;
  /**
   * The weight its section alone gives it, before the sentence's own words moved it: a "preferred" in one
   * clause ("Bachelor's degree (MBA preferred)") lowers the line, not the section the other clause is in.
   */
  section: number;
}

/** Weight of blurb, benefits and legal text: a term the posting names only there is no requirement. */
const BOILERPLATE_WEIGHT = 0.3;

/**
 * How much a sentence's requirements count. Required qualifications and the title count most; "nice to
 * have" less; company blurbs, benefits and legal boilerplate hardly at all. The mode set by a short
 * heading-like sentence lasts until the next one.
 */
const SECTION_CUES: ReadonlyArray<[RegExp, number]> = [
  [
    /\b(?:benefits?|perks|we(?: will)? offer|what we offer|our offer|our commitment to you|in return|compensation|salary|pay range|equal (?:employment )?opportunity|who we are|our mission|how to apply)\b/i,
    BOILERPLATE_WEIGHT,
  ],
  [
    // Whole headings only: "Wellbeing" heads what the employer offers, "Promote patient wellbeing" is a duty.
    /^\W*(?:(?:employee |staff |your |our )?(?:wellbeing|well-being|wellness)(?: (?:and|&) (?:benefits|support|perks))?)\W*$/i,
    BOILERPLATE_WEIGHT,
  ],
  [
    // Headings that open the job itself end a blurb: what follows is the work.
    /^\W*(?:about (?:the |this )?(?:role|job|position|opportunity)|about you|(?:job|position) (?:description|summary)|the role|your role|(?:key |job |main )?duties)\b/i,
    1,
  ],
  [
    /\b(?:preferred|nice to have|nice-to-have|bonus points|desired|desirable|ideally|is a plus|are a plus)\b/i,
    0.6,
  ],
  [
    /\b(?:require(?:d|ments)?|must have|must-have|minimum qualifications|basic qualifications|essential|what you(?:['’]ll)? bring|you have|qualifications|skills and experience|what we(?:['’]re)? look(?:ing)? for|responsibilities|what you(?:['’]ll)? do)\b/i,
    1.5,
  ],
];
/**
 * A heading "About Acme" opens the company's blurb ("About the role" and "About you" are the job). The
 * blurb is one paragraph, so it ends at the first blank line after its text even when the job's own
 * heading is one the cues do not know ("Duties").
 */
const COMPANY_BLURB = /^\W*about (?!(?:the |this )?(?:role|job|position|opportunity|team)\b|you\b)(?=\w)/i;
/** A label and its value on one line ("Salary: $58,000"). */
const LABELLED_LINE = /:\s*\S/;
/**
 * A label opening a line, up to its colon ("Requirements:", "Nice to have:"): a heading however long the
 * text after it, which scraped postings run into one line ("Requirements: JavaScript, TypeScript, …").
 */
const LINE_LABEL = /^[^:]*:/;
const LABEL_MAX_WORDS = 4;
/** The cues again, to blank a heading's own words ("Requirements" is a heading, not a skill). */
const HEADING_WORDS = new Map(SECTION_CUES.map(([pattern]) => [pattern, new RegExp(pattern.source, 'gi')]));
/**
 * Benefits, pay and legal notices name words ("medical", "law", "equity", "HR" in
 * "$22/hr") that are not requirements. A benefit is a list of coverages or "X insurance": a dental
 * hygienist's "dental radiographs" are the job. Pay is money per period; a money figure alone ("a $2M
 * budget") can be the job itself, and scraped postings glue a salary range into the sentences around it.
 * Staff wellbeing offers ("your wellbeing", "an employee assistance programme") and the employer's own
 * standing and pitch ("one of the UK's most respected mental health trusts", "a leading provider of …",
 * "Would you like to be part of a team committed to …?", "The council is committed to safeguarding …")
 * are no requirement either ("you are committed to …" is one): a finance posting at a mental health trust
 * asks for no mental health skills. Directions for applying ("please refer to the job description",
 * "please apply online") are about the application, whatever words they name.
 */
const BOILERPLATE_IN_SENTENCE =
  /\b(?:(?:medical|health|dental|vision|life) (?:insurance|coverage|plan|benefits?)|(?:medical|health|dental|vision)(?: ?(?:,|and|&|\/) ?(?:medical|health|dental|vision))+|401\s?\(?k\)?|paid time off|pto|vacation|parental leave|equal opportunity|regardless of|applicable law|protected (?:veterans?|class(?:es)?)|accommodations?|stock options|equity (?:grants?|packages?|compensation)|salary range|base salary|background checks?|drug screen(?:ing|s)?|trade secrets?|we(?: will)? offer|in return|(?:your|employee|employees['’]?|staff|colleague|colleagues['’]?) (?:wellbeing|well-being|wellness)|wellness (?:programs?|programmes?|stipends?|allowances?|days?|benefits?)|employee assistance|gym (?:memberships?|subsid(?:y|ies)|discounts?)|cycle to work|one of the (?:[\w'’-]+ ){0,8}?(?:trusts?|employers?|companies|organi[sz]ations|providers?|hospitals?|firms?|brands?|retailers?|charities|universities|banks)|(?:leading|largest|biggest|major) providers? of|(?:organi[sz]ation|company|employer|trust|charity) (?:that|which) is (?:passionate|committed|dedicated)|(?<!\b(?:you|who|candidates?|applicants?) )(?:is|are) (?:fully |strongly |deeply )?committed to|would you like to (?:be part of|join|make|do a job)|are you (?:someone )?looking for a (?:new )?(?:career|role|job|challenge)|please (?:refer|see|read|visit|click|contact|apply|submit|send|e-?mail|call))\b|[$£€]\s?\d[\d,.]*\s?k?\s*(?:\/\s?|per\s|an?\s)(?:hr|hour|yr|year|annum|month|week)\b/i;
const REQUIRED_IN_SENTENCE = /\b(?:required|must|essential|minimum)\b/i;
const TITLE_WEIGHT = 2;
/** Salient words returned: the scorer fills at most a few keyword places with them. */
const SALIENT_KEPT = 6;
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
 * Postings read lately are remembered by their text: reading a posting's grammar is most of the cost.
 */
export const readPosting: (jobDescription: string) => Posting = recentlyRead(POSTINGS_KEPT, readPostingText);

export interface Posting {
  readonly keywords: readonly JobKeyword[];
  /** Every line in order: requirements are read from the lines' own words. */
  readonly lines: readonly PostingLine[];
  readonly salient: readonly SalientWord[];
}

function readPostingText(jobDescription: string): Posting {
  const totalWords = Math.max(1, words(jobDescription).length);
  const found = new Map<
    LexiconTerm,
    Seen & { label: string; at: Array<readonly [number, number, number]> }
  >();
  const lines: PostingLine[] = [];
  // Tools no lexicon knows, by their stems: one term each, however often the posting names them.
  const unlisted = new Map<string, { term: LexiconTerm; stems: readonly string[] }>();
  // Capitalised words of the title, the blurb, benefits and legal text: the company's and its products'
  // names stand there, and a tool seldom does.
  const ownNames = new Set<string>();
  const salient = new Map<string, Seen & { label: string; at: readonly [number, number] }>();
  let mode = 1;
  let seen = 0;
  // Each sentence's part-of-speech tags, read only where asked for.
  const sentenceTags: SentenceTags[] = [];
  const names = new Names();
  const blurb = new Blurb();
  let lineIndex = 0;
  const american = writesAmerican(jobDescription);
  const paragraphs = jobDescription.split(/\n[ \t]*\n/).map((p) => sentences(p));
  const blurbFrom = openingBlurb(paragraphs);
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph) {
      if (lineIndex === blurbFrom) blurb.open();
      readSentence(sentence, lineIndex);
      lineIndex += 1;
    }
    blurb.endParagraph();
  }

  function readSentence(sentence: string, lineIndex: number): void {
    const short = words(sentence).length <= HEADING_MAX_WORDS;
    // The words that can be a heading: a short line's all, a long line's opening label.
    const headed = short ? sentence : lineLabel(sentence);
    // A cue in brackets is an aside of the line's own ("Bachelor's degree (MBA preferred)"), not a heading.
    const outside = headed.replace(/\([^)]*\)/g, ' ');
    const cue = headed ? SECTION_CUES.find(([pattern]) => pattern.test(outside)) : undefined;
    const heading = cue !== undefined;
    let line = sentence;
    let sectionWeight = mode;
    if (short && COMPANY_BLURB.test(sentence)) {
      blurb.open();
      line = sentence.replace(COMPANY_BLURB, ' ');
    } else if (heading) {
      line = headed.replace(HEADING_WORDS.get(cue[0]) ?? cue[0], ' ') + sentence.slice(headed.length);
      // "Salary: $58,000 - $94,000" is pay on its own line, not a section whose text would be dropped; a
      // job heading with text after its colon ("Requirements: Python") still opens its section.
      if (cue[1] === BOILERPLATE_WEIGHT && LABELLED_LINE.test(sentence)) sectionWeight = cue[1];
      else {
        blurb.close();
        mode = cue[1];
        sectionWeight = mode;
      }
    } else blurb.read();
    const lineWords = words(line);
    const written = wordsAsWritten(line);
    let weight =
      lineIndex === 0 && blurbFrom !== 0 ? TITLE_WEIGHT : blurb.active ? BOILERPLATE_WEIGHT : sectionWeight;
    const section = weight;
    if (BOILERPLATE_IN_SENTENCE.test(line)) weight = Math.min(weight, BOILERPLATE_WEIGHT);
    else if (PREFERRED.test(line)) weight = Math.min(weight, 0.6);
    else if (REQUIRED_IN_SENTENCE.test(line)) weight = Math.max(weight, 1.5);
    if (lineIndex === 0 || weight <= BOILERPLATE_WEIGHT) {
      for (const word of wordsAsWritten(sentence))
        if (/^\p{Lu}/u.test(word)) ownNames.add(stems(word).join(' '));
    }
    const lineStems = stems(line);
    const lineAt = lines.push({ text: line, stems: lineStems, weight, section }) - 1;
    if (lineIndex !== 0 && weight > BOILERPLATE_WEIGHT) readTools(line, weight, seen, lineStems, lineAt);
    // Case is read on the whole sentence: the name after a heading's "About" stands inside it.
    names.read(sentence, line === sentence ? lineStems : stems(sentence), lineIndex === 0);
    const lengths = new Map<number, number>();
    const covered = lineStems.map(() => false);
    const tags = new SentenceTags(lineWords, lineIndex === 0);
    const sentenceIndex = sentenceTags.push(tags) - 1;
    for (const [term, all] of findTerms(lineStems, lengths)) {
      for (const p of all) covered.fill(true, p, p + (lengths.get(p) ?? 1));
      // A soft-skill word said of a thing ("reliable transportation", "a fast-paced retail environment")
      // asks nothing of the person (a phrase naming the quality itself, "attention to detail", ends in no
      // adjective), nor one the person receives
      // ("supervised by the ward manager"); a role's name used as a verb is another word ("counsel
      // patients" asks for no attorney), nor is a thing's name used as a verb ("drive initiatives" asks for
      // no motors) or a name where the sentence puts a place ("our office in Palo Alto" asks for no
      // firewalls).
      const positions = all.filter((p) => {
        const length = lengths.get(p) ?? 1;
        return term.kind === 'soft'
          ? (!isAlias(term, lineStems.slice(p, p + length)) || !describesThing(tags, p + length - 1)) &&
              !isReceived(tags, p, p + length)
          : !(
              (namesPerson(term.label) ||
                (length === 1 && namesThings(term.label) && isAlias(term, lineStems.slice(p, p + 1)))) &&
              isVerb(tags, p)
            ) && !namesPlace(written, p, p + length);
      });
      const at = positions[0];
      if (at === undefined) continue;
      const entry = found.get(term) ?? {
        best: 0,
        count: 0,
        at: [],
        first: seen + at,
        label: label(
          term,
          american,
          shownWords(lineWords, written, at, at + (lengths.get(at) ?? 0)),
          lineStems.slice(at, at + (lengths.get(at) ?? 0)),
          () => isVerb(tags, at) || (lengths.get(at) === 1 && tags.at(at).has('Adjective')),
        ),
      };
      entry.best = Math.max(entry.best, weight);
      entry.count += positions.length;
      if (weight > BOILERPLATE_WEIGHT)
        for (const p of positions) entry.at.push([lineAt, p, p + (lengths.get(p) ?? 1)] as const);
      found.set(term, entry);
    }
    lineStems.forEach((s, i) => {
      const word = lineWords[i] ?? '';
      if (covered[i] || !isSalient(word)) return;
      const entry = salient.get(s) ?? {
        best: 0,
        count: 0,
        first: seen + i,
        label: word,
        at: [sentenceIndex, i] as const,
      };
      entry.best = Math.max(entry.best, weight);
      entry.count += 1;
      salient.set(s, entry);
    });
    seen += lineWords.length;
  }
  /** A sentence's unlisted tools, counted as its lexicon terms are. */
  function readTools(
    line: string,
    weight: number,
    at: number,
    lineStems: readonly string[],
    lineAt: number,
  ): void {
    for (const tool of unlistedTools(line)) {
      const key = tool.stems.join(' ');
      const known = unlisted.get(key);
      const term = known?.term ?? {
        label: tool.written.toLowerCase(),
        kind: 'skill' as const,
        field: tool.field,
        specific: true,
      };
      if (!known) unlisted.set(key, { term, stems: tool.stems });
      const entry = found.get(term) ?? {
        best: 0,
        count: 0,
        at: [],
        first: at,
        label: shownWords([tool.written.toLowerCase()], [tool.written], 0, 1)[0] ?? term.label,
      };
      entry.best = Math.max(entry.best, weight);
      entry.count += 1;
      const from = phraseAt(lineStems, tool.stems);
      if (from >= 0) entry.at.push([lineAt, from, from + tool.stems.length] as const);
      found.set(term, entry);
    }
  }
  // A tool is a name the posting names mostly as one: "Pay" in "the Pay and Pensions team" is a common
  // word (written in lower case elsewhere), and a company or hospital named once in a list is named
  // more often elsewhere ("Southmead Hospital").
  const postingStems = stems(jobDescription);
  const toolStems = new Map(
    [...unlisted.values()]
      .filter(
        ({ term, stems }) =>
          !stems.some((s) => ownNames.has(s) || names.writesLower(s)) &&
          2 * (found.get(term)?.count ?? 0) >= phraseCount(postingStems, stems),
      )
      .map(({ term, stems }) => [term, stems]),
  );
  const unlistedTerms = new Set([...unlisted.values()].map(({ term }) => term));
  const isVerbAt = ([sentence, i]: readonly [number, number]) => {
    const tags = sentenceTags[sentence];
    return tags !== undefined && isVerb(tags, i);
  };
  let salientKept: SalientWord[] | undefined;
  const importance = (e: Seen) =>
    e.best * (1 + 0.5 * Math.log2(e.count)) * (1 + 0.2 * (1 - e.first / totalWords));
  return {
    lines,
    keywords: [...found]
      // A term named only in the blurb, benefits or legal text ("integrity", "talent acquisition") is not
      // asked of the candidate.
      .filter(([, e]) => e.best > BOILERPLATE_WEIGHT)
      .filter(([term]) => !unlistedTerms.has(term) || toolStems.has(term))
      .map(([term, e]) => ({
        term,
        label: e.label,
        weight: importance(e) * (term.specific ? 1 : BROAD_TERM_FACTOR),
        at: e.at,
        ...(toolStems.has(term) && { stems: toolStems.get(term) }),
      }))
      .sort(byWeight),
    // Names are weeded out of the leading words only: compromise is asked about a bounded number of them.
    // Names and verbs ("Boise", "counsel patients") are weeded out lazily, most important first: each costs
    // compromise a look, and the scorer needs only a few, only for a posting it reads few requirements in.
    get salient() {
      salientKept ??= firstKept(
        [...salient]
          .filter(([, e]) => e.best > BOILERPLATE_WEIGHT)
          .map(([s, e]) => ({ stem: s, label: e.label, weight: importance(e), at: e.at }))
          .sort(byWeight),
        (w) => !names.isName(w.stem) && !isVerbAt(w.at),
        SALIENT_KEPT,
      ).map(({ stem, label, weight }) => ({ stem, label, weight }));
      return salientKept;
    },
  };
}

/** Where a phrase's stems first stand in a line's, or -1. */
function phraseAt(text: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= text.length; i += 1)
    if (phrase.every((s, k) => text[i + k] === s)) return i;
  return -1;
}

/** A line's opening label up to its colon when it is a few words ("Nice to have:"), else ''. */
function lineLabel(sentence: string): string {
  const label = LINE_LABEL.exec(sentence)?.[0] ?? '';
  return words(label).length <= LABEL_MAX_WORDS ? label : '';
}

/**
 * Where a company blurb without a heading opens the posting, the index of its first sentence: after the
 * title line (a short first line), or the first sentence itself when the posting opens with prose. A title
 * set apart by a blank line, and header lines under it with no prose ("Acme — London"), come before the
 * blurb: its paragraph is the first with prose. -1 when that paragraph is the role, opens a section, or is
 * the posting's last.
 */
function openingBlurb(paragraphs: ReadonlyArray<readonly string[]>): number {
  const [first = ''] = paragraphs[0] ?? [];
  const titled = words(first).length <= HEADING_MAX_WORDS;
  const title = titled ? words(first) : [];
  let from = titled ? 1 : 0;
  let at = 0;
  let candidate: readonly string[] = (paragraphs[0] ?? []).slice(from);
  while (!candidate.some(isProse) && at + 1 < paragraphs.length) {
    if (candidate.some((s) => SECTION_CUES.some(([pattern]) => pattern.test(s)))) return -1;
    at += 1;
    from += candidate.length;
    candidate = paragraphs[at] ?? [];
  }
  if (!paragraphs.slice(at + 1).some((p) => p.length > 0)) return -1;
  return talksAboutCompany(candidate, title) ? from : -1;
}

/**
 * The company blurb opened by an "About Acme" heading: it lasts to the end of the first paragraph with text
 * after the heading, or to the next section heading.
 */
class Blurb {
  private state: 'off' | 'opened' | 'read' = 'off';

  get active(): boolean {
    return this.state !== 'off';
  }
  open(): void {
    this.state = 'opened';
  }
  close(): void {
    this.state = 'off';
  }
  /** A sentence that is not a heading: the blurb has text. */
  read(): void {
    if (this.state === 'opened') this.state = 'read';
  }
  endParagraph(): void {
    if (this.state === 'read') this.state = 'off';
  }
}

/**
 * Words a posting writes only as names: capitalised inside a sentence ("Boise", "Happy Paws") and never in
 * lower case, outside its title. Company and place names are not skills; acronyms ("CVT", "MVR") stay
 * skills, and a sentence's first word says nothing either way.
 */
class Names {
  private readonly inside = new Set<string>();
  private readonly lower = new Set<string>();
  /** Each word's first capitalised spelling, for asking compromise whether it names a place. */
  private readonly capitalised = new Map<string, string>();

  read(line: string, lineStems: readonly string[], isTitle: boolean): void {
    // One stem per written word: stems() lower-cases these same words.
    wordsAsWritten(line).forEach((word, i) => {
      const s = lineStems[i] ?? '';
      if (isTitle || /^[a-z0-9]/.test(word)) this.lower.add(s);
      else if (/^[A-Z][^A-Z]*$/.test(word)) {
        if (i > 0) this.inside.add(s);
        if (!this.capitalised.has(s)) this.capitalised.set(s, word);
      }
    });
  }

  /** Does the posting write the word in lower case somewhere (outside its title): a common word? */
  writesLower(stem: string): boolean {
    return this.lower.has(stem);
  }

  /**
   * Never written in lower case, and either capitalised inside a sentence or, when it only opens lines
   * ("Scottsdale, AZ 85251"), a place to compromise.
   */
  isName(stem: string): boolean {
    if (this.lower.has(stem)) return false;
    if (this.inside.has(stem)) return true;
    const written = this.capitalised.get(stem);
    return written !== undefined && nlp(written).has('#Place');
  }
}

/**
 * A keyword's label: the posting's own words for it ("frontend", not "front end"), except where those
 * would mislead: a word that takes its meaning from context ("IOS" beside routers), a phrase the posting
 * wrote out once for two (its `written` words are then empty), or a verb or a lone adjective ("lead",
 * "draft", "reliable"), which names a duty's action or a quality, not the skill; those show the lexicon's
 * name ("leadership", "legal drafting", "work ethic"). An adjective opening a noun phrase ("molecular
 * biology") is the posting's name for the skill.
 */
function label(
  term: LexiconTerm,
  american: boolean,
  written: readonly string[],
  writtenStems: readonly string[],
  writtenAsModifier: () => boolean,
): string {
  // The lexicon's name in the posting's spelling: a US posting's "organized" is "organizational skills".
  const own = (words: readonly string[]) => {
    const z = words.some((w) => /[iy]z/.test(w));
    const s = words.some((w) => /[iy]s(?:e|ed|es|ing|ation|ations|ational)$/.test(w));
    return spelledFor(term.label, z || (!s && american));
  };
  if (CONTEXT_LABELS.has(term.label) || written.length === 0) return own([]);
  return isAlias(term, writtenStems) && writtenAsModifier() ? own(written) : written.join(' ');
}

/**
 * The posting's words for a term as a label: in lower case, except a word it writes with a capital after
 * its first letter ("BLS", "IV therapy", "JavaScript", "PostgreSQL", "GPhC", "iOS") in a sentence not set
 * all in capitals: that is the name's own spelling, which the user recognises. A capital opening a word
 * says only where a sentence or a heading starts. Matching is on stems, so case never decides a match.
 */
function shownWords(
  lower: readonly string[],
  asWritten: readonly string[],
  from: number,
  to: number,
): string[] {
  const capitalsOnly = !asWritten.some((w) => /\p{Ll}/u.test(w));
  return lower.slice(from, to).map((word, i) => {
    const raw = asWritten[from + i] ?? word;
    return !capitalsOnly && /^.+\p{Lu}/u.test(raw) ? raw : word;
  });
}

/** US spelling ("-ize", "-yze") in a posting's words, where it writes any. */
const AMERICAN = /\b[a-z]{3,}[iy]z(?:e|ed|es|ing|ation|ations|ational)\b/i;
const BRITISH =
  /\b[a-z]{3,}[iy]s(?:ation|ations|ational)\b|\b(?:analys|organis|prioritis|recognis|speciali[s])(?:e|ed|es|ing)\b/i;

/**
 * Does the posting spell the American way? It does when it writes "-ize"/"-yze" words ("organize",
 * "analyze") and no British ones ("organisation", "analysed"); a posting with neither is read as
 * American, as most postings are.
 */
function writesAmerican(text: string): boolean {
  return AMERICAN.test(text) || !BRITISH.test(text);
}

/**
 * Did the posting name a term by another word than its label? The label itself, inflected ("databases",
 * "communication"), names the skill whatever its part of speech, so its grammar need not be asked.
 */
function isAlias(term: LexiconTerm, writtenStems: readonly string[]): boolean {
  return writtenStems.join(' ') !== stems(term.label).join(' ');
}

/** The job description's lexicon keywords, most important first (see readPosting). */
export function jobKeywords(jobDescription: string): readonly JobKeyword[] {
  return readPosting(jobDescription).keywords;
}

const byWeight = (a: { weight: number; label: string }, b: { weight: number; label: string }) =>
  b.weight - a.weight || a.label.localeCompare(b.label);

/** The first `n` items that pass `keep`, asking `keep` no more than needed. */
function firstKept<T>(items: readonly T[], keep: (item: T) => boolean, n: number): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= n) break;
    if (keep(item)) out.push(item);
  }
  return out;
}
