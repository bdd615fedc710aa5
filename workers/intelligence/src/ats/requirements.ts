import type { AtsRequirementKind } from '@rb/contracts';
import { stems as stemsOfText, wordSpans } from '../text/tokens';
import { listedAsVerb } from '../text/verbs';
import { describesEmployer } from './companyBlurb';
import { degreePhrases } from './degreeLevel';
import { dutyPhrase } from './dutyPhrases';
import { yearsPhrase } from './experienceYears';
import { type JobKeyword, type PostingLine, readPosting } from './jobKeywords';
import { FIELD_LEXICONS, findTerms, type LexiconTerm } from './lexicon';
import { findToolClasses, findTools, type Tool, type ToolClass, titleGroups } from './occupations';
import { SentenceTags } from './partOfSpeech';
import { postingTitle } from './postingTitle';
import { clauseAround, PREFERRED } from './preference';
import { POSTINGS_KEPT, recentlyRead } from './recentlyRead';
import { isFunctionWord } from './salientWords';

/** One way to meet a requirement: a lexicon term, a tool no lexicon knows, an O*NET product or class. */
export type Alternative =
  | { kind: 'term'; term: LexiconTerm; stems?: readonly string[] }
  | { kind: 'tool'; tool: Tool }
  | { kind: 'class'; toolClass: ToolClass }
  | { kind: 'words'; stems: readonly string[] }
  | { kind: 'action'; object: readonly string[] };

/** A requirement read from the posting (see readRequirements). */
export interface Requirement {
  /** The posting's own words for it. */
  text: string;
  kind: AtsRequirementKind;
  importance: 'must' | 'nice';
  /** How much it counts among the posting's requirements (section × repetition × specificity). */
  weight: number;
  /** Any one of these meets it ("Kubernetes or ECS"). Empty for title, years and degree. */
  alternatives: Alternative[];
  /** Years asked (kind years), degree level asked (kind degree). */
  level?: number;
  /**
   * The field of study named with a degree ("Degree in Human Resources" → "Human Resources"), or the role
   * or field years are asked in ("3 years of experience as a plumber's helper" → "plumber's helper").
   */
  field?: string;
  /** "or equivalent experience": a degree requirement experience can stand for. */
  equivalent?: boolean;
}

/** Weight below which a line is boilerplate, and at or above which it is a must (readPosting's scale). */
const MUST_WEIGHT = 1;
/** Fewer skill, tool and duty requirements than this, and the posting's salient words fill in. */
const MIN_REQUIREMENTS = 3;
/** Share of the posting's profile a field needs for its skills to be the posting's (stray terms are not). */
const DOMINANT_FIELD_SHARE = 0.15;
/** Requirements of each kind kept, most important first: a posting's long tail is not what it screens on. */
const KEPT: Readonly<Partial<Record<AtsRequirementKind, number>>> = {
  skill: 25,
  tool: 25,
  duty: 12,
  trait: 6,
};
/** Words that put the alternatives of one requirement after them ("such as", "e.g.", "including"). */
const EXAMPLE_CUES =
  /\b(?:such as|e\.?g\.?|eg|including|includ(?:es|ing)|like|for example|for instance|incl)\W*$/i;
/** Words that may stand between two items of one list. */
const LIST_GLUE = new Set(['or', 'and', 'and/or', 'nor', 'etc']);
/**
 * A credential in the posting's grammar: capitalised names or acronyms before "certified", "licensed",
 * "registered", "qualified", "certification", "licence"… ("CCAB qualified", "HCPC Registered",
 * "PE-Licensed", "CompTIA A+ certification", "CDL Driver's License"), or such a word before them ("certified in ITIL",
 * "Registered General Nurse"). O*NET and ESCO list no certifications (../shared/data/README.md, Known
 * gaps), so this grammar is what is left; each name is the posting's own.
 */
const CREDENTIAL_BEFORE =
  /\b((?:[A-Z][\w&+]*(?:['’]s)?[-\s]){0,3}[A-Z][\w&+]*(?:['’]s)?)[-\s]+(?:[Cc]ertified|[Cc]ertification|[Cc]ertificate|[Ll]icen[cs]ed|[Ll]icen[cs]e|[Rr]egistered|[Rr]egistration|[Qq]ualified|[Qq]ualification|[Aa]ccredited|[Cc]hartered)\b/g;
const CREDENTIAL_AFTER =
  /\b(?:[Cc]ertified|[Ll]icen[cs]ed|[Rr]egistered|[Cc]hartered|[Aa]ccredited)\s+(?:in\s+|as\s+(?:an?\s+)?)?((?:[A-Z][\w&+]*(?:\s|$)){1,4})/g;

/**
 * Determiners and quantifiers, a closed class (stopwords-iso's list is wider: it holds "general", as in
 * "Registered General Nurse"); capitalised at a sentence's start they open "All qualified applicants…".
 */
const DETERMINERS = new Set(['all', 'any', 'each', 'every', 'some', 'the', 'these', 'those', 'our', 'their']);

/**
 * The posting's requirements, each in its own words, must or nice by its section and wording (readPosting
 * weighs each line: "Requirements" and "must" lines, duties and the title are musts; "Preferred", "a
 * plus", "desirable" lines are nice; company blurb, benefits, legal and application text are none). A
 * list joined by "or", or after "such as"/"e.g."/"including", or in parentheses after a class ("ERP
 * systems (NetSuite, SAP or Oracle)") is one requirement any of whose items meets it; a list joined by
 * "and" asks for each. The title, the years of experience and the degree are requirements too. Postings
 * read lately are remembered by their text (the scorer sees one posting many times).
 */
export const readRequirements: (jobDescription: string) => readonly Requirement[] = recentlyRead(
  POSTINGS_KEPT,
  read,
);

interface Item {
  line: number;
  from: number;
  to: number;
  /** Where its quote ends, when past `to` (a duty's clause). */
  quotedTo?: number;
  weight: number;
  kind: AtsRequirementKind;
  alternative: Alternative;
  key: string;
}

function read(jobDescription: string): Requirement[] {
  const posting = readPosting(jobDescription);
  // What a line asks: its section's weight, none when it describes the employer (see describesEmployer).
  const asks = posting.lines.map((line, index) =>
    index > 0 && line.weight > BOILERPLATE && line.weight < REQUIRED_WEIGHT && describesEmployer(line.text)
      ? 0
      : line.weight,
  );
  const title = postingTitle(jobDescription);
  const families = dominantFamilies(posting.keywords);
  // A line's words as written, read only for the few terms that need them (a group noun after the term, a
  // modal before it, a product's short form: namesGroup, actsAsVerb), once per line.
  const lineWords: Array<LineWords | undefined> = [];
  const wordsOfLine = (i: number) => {
    lineWords[i] ??= lineWordsOf(posting.lines[i]?.text ?? '');
    return lineWords[i];
  };
  const items: Item[] = [];
  // Lexicon terms and tools no lexicon knows, where they stand.
  for (const k of posting.keywords) {
    const kind = kindOf(k);
    if (kind === undefined) continue;
    const inField = k.stems !== undefined || k.term.field === null || families.has(family(k.term.field));
    if (kind !== 'trait' && !inField) continue;
    // A one-word term of the field's vocabulary ("hospital", "platform", "deployment") the posting says
    // once, outside its requirements, is a word of its prose; one it repeats or requires is the job's.
    const incidental = kind === 'duty' && !k.term.label.includes(' ') && k.at.length < 2;
    for (const [line, from, to] of k.at) {
      const stemmed = posting.lines[line]?.stems ?? [];
      if (excluded(stemmed, from) || offered(stemmed, to)) continue;
      if (namesGroup(stemmed, from, to, () => wordsOfLine(line))) continue;
      // "You will excel in both", "staff can access": a modal's verb, however a product it may name.
      if ((kind === 'skill' || kind === 'tool') && actsAsVerb(stemmed, from, to, () => wordsOfLine(line)))
        continue;
      // Skills are exempt: a product is written as a name wherever it stands ("Airflow, Spark and Docker").
      if (
        (kind === 'duty' || kind === 'trait') &&
        writtenAsName(posting.lines[line]?.text ?? '', from, to, kind)
      )
        continue;
      const weight = asks[line] ?? 0;
      if (weight <= BOILERPLATE) continue;
      if (incidental && weight < REQUIRED_WEIGHT) continue;
      items.push({
        line,
        from,
        to,
        weight: k.weight * (weight / Math.max(weight, 1)),
        kind,
        alternative: { kind: 'term', term: k.term, ...(k.stems && { stems: k.stems }) },
        key: `term:${k.term.label}`,
      });
    }
  }
  // Products and software classes the occupational data names, where no lexicon term stands.
  posting.lines.forEach((line, index) => {
    if ((asks[index] ?? 0) <= BOILERPLATE || (index === 0 && title)) return;
    const taken = items.filter((i) => i.line === index);
    const free = (from: number, to: number) => !taken.some((i) => i.from < to && from < i.to);
    const add = (from: number, to: number, alternative: Alternative, key: string) =>
      items.push({ line: index, from, to, weight: line.weight, kind: 'tool', alternative, key });
    for (const [tool, from, to] of spans(findTools, line.stems)) {
      if (excluded(line.stems, from) || actsAsVerb(line.stems, from, to, () => wordsOfLine(index))) continue;
      // A product's one-word short form ("Excel" of "Microsoft Excel", "Quest" of "Experian Quest", "HTTP"
      // of "Apache HTTP Server") is a name, written with a capital; in lower case it is the word ("excel
      // in", "a quest", "https://").
      if (
        to - from === 1 &&
        tool.name.includes(' ') &&
        !/^\p{Lu}/u.test(wordsOfLine(index).written[from] ?? '')
      )
        continue;
      // A product named like the field's own word ("Chef" beside a pastry counter) is that word.
      const vocabulary = [...findTerms(line.stems.slice(from, to)).keys()].some((t) => t.kind !== 'skill');
      if (free(from, to) && !vocabulary) add(from, to, { kind: 'tool', tool }, `tool:${tool.name}`);
    }
    for (const [toolClass, from, to] of spans(findToolClasses, line.stems))
      if (free(from, to) && namesSoftware(line, from, to))
        add(from, to, { kind: 'class', toolClass }, `class:${toolClass.cls}`);
  });
  // Duties stated as an action on an object ("Review final design documents"): the phrase is the
  // requirement, and the single duty and trait words inside it are not (its longer span wins below).
  posting.lines.forEach((line, index) => {
    const weight = asks[index] ?? 0;
    if (weight <= BOILERPLATE || index === 0) return;
    const duty = dutyPhrase(line);
    if (!duty) return;
    // A skill or product in the object is the more specific requirement, and a trait as the verb ("Mentor
    // junior staff", "Lead the stock count") is what the line screens on: the phrase would repeat them.
    const overlaps = (i: Item) => i.line === index && i.from < duty.to && duty.from < i.to;
    const specific = (i: Item) =>
      i.kind === 'skill' || i.kind === 'tool' || (i.kind === 'trait' && i.from === duty.from);
    if (items.some((i) => overlaps(i) && specific(i))) return;
    items.push({
      line: index,
      from: duty.from,
      to: duty.to,
      quotedTo: duty.clauseTo,
      weight,
      kind: 'duty',
      alternative: { kind: 'action', object: duty.object },
      key: `action:${duty.object.join(' ')}`,
    });
  });
  const requirements = groupAlternatives(items, posting.lines);
  const kept = keepMostImportant(requirements);
  const credentials = credentialRequirements(posting.lines);
  // A name read as a skill or tool that a credential holds ("CCAB" in "CCAB qualified") is that credential.
  const inCredential = (r: Requirement) =>
    credentials.some((c) =>
      ` ${stemsOfText(c.text).join(' ')} `.includes(` ${stemsOfText(r.text).join(' ')} `),
    );
  const all = [
    ...titleRequirement(title),
    ...yearsRequirement(jobDescription, posting.lines),
    ...degreeRequirements(posting.lines),
    ...credentials,
    ...kept.filter((r) => !inCredential(r)),
  ];
  // A posting the lexicons and the data know little of ("Piano Technician. Tuning and voicing of grand
  // pianos"): its own salient words say what the job is, bar those another requirement already quotes
  // (the degree's "bachelor", a duty's "supplier").
  const room = MIN_REQUIREMENTS - kept.filter((r) => r.kind !== 'trait').length;
  // The title's words stay: "piano" is what a "Piano Technician" posting is about.
  const quoted = new Set(all.filter((r) => r.kind !== 'title').flatMap((r) => stemsOfText(r.text)));
  for (const word of room > 0 ? posting.salient.filter((w) => !quoted.has(w.stem)).slice(0, room) : [])
    all.push({
      text: word.label,
      kind: 'duty',
      importance: word.weight >= MUST_WEIGHT ? 'must' : 'nice',
      weight: word.weight,
      alternatives: [{ kind: 'words', stems: [word.stem] }],
    });
  // One requirement per wording: "TypeScript" read as a lexicon skill and as a product is one.
  const seen = new Set<string>();
  return all
    .map((r) => ({ ...r, text: asShown(r.text) }))
    .filter((r) => {
      const key = r.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Each match a phrase finder reports in a line's stems, as [what, first word, word after the last]. */
function spans<T>(
  find: (stemmed: readonly string[], lengths: Map<number, number>) => Map<T, number[]>,
  stemmed: readonly string[],
): Array<[T, number, number]> {
  const lengths = new Map<number, number>();
  return [...find(stemmed, lengths)].flatMap(([found, positions]) =>
    positions.map((p): [T, number, number] => [found, p, p + (lengths.get(p) ?? 1)]),
  );
}

/**
 * A requirement's words as the user sees them: in lower case, except a word written with a capital after
 * its first letter ("BLS", "GraphQL", "IV therapy", "iOS") in text not set all in capitals: that is the
 * name's own spelling (an acronym alone, "BLS", is one). A capital opening a word says only where a
 * sentence, a heading or a title starts.
 */
function asShown(text: string): string {
  const allCapitals = !/\p{Ll}/u.test(text) && /\s/.test(text.trim());
  return text.replace(/[\p{L}\p{N}][\p{L}\p{N}+#.'’-]*/gu, (word) =>
    !allCapitals && /^.+\p{Lu}/u.test(word) ? word : word.toLowerCase(),
  );
}

const BOILERPLATE = 0.3;
/** A line at this weight sits under a requirements heading or says "required": it asks, whatever its subject. */
const REQUIRED_WEIGHT = 1.5;

/**
 * A lexicon word the posting writes as part of a name: capitalised inside a sentence ("the Estates &
 * Facilities Team", "Ward 5", "Capital Planning"), or, for the field's vocabulary, an acronym ("NHS").
 * Names are the employer's teams, places and programmes, not what it asks.
 */
function writtenAsName(line: string, from: number, to: number, kind: AtsRequirementKind): boolean {
  if (to - from !== 1 || from === 0) return false;
  const { folded, spans } = wordSpans(line);
  const [start = 0, end = 0] = spans[from] ?? [];
  const word = folded.slice(start, end);
  if (kind === 'duty' && /^[A-Z]{2,}$/.test(word)) return true;
  return /^[A-Z][a-z]/.test(word) && !/[.:!?]\s*$/.test(folded.slice(0, start));
}

/** Modal verbs: the word after one is a verb ("will excel"), never a product's name. */
const MODALS = new Set(stemsOfText('will would can could shall should may might must'));

/** Is the one-word term at `from` a verb after a modal, written in lower case as a verb is? */
function actsAsVerb(stemmed: readonly string[], from: number, to: number, wordsOf: () => LineWords): boolean {
  if (to - from !== 1 || !MODALS.has(stemmed[from - 1] ?? '')) return false;
  const { written } = wordsOf();
  return /^\p{Ll}/u.test(written[from] ?? '');
}

/**
 * Nouns for a group of people at work. A closed class, listed as no data set lists it: the words before
 * one name the group ("the platform team", "the Pay and Pensions Department", "engineering, design, data
 * science, and go-to-market teams"), not what the applicant must know.
 */
const GROUP_NOUNS = new Set(
  stemsOfText('team department office unit division squad colleague personnel staff'),
);
/** Words a list may run through before its group noun ("design, data science, and go-to-market teams"). */
const GROUP_LIST_WORDS = 6;

/**
 * Is the term at words `from` to `to` of the line the name of a group, alone or in a list before its noun?
 * Only names and list words may stand between: "data science to support teams" asks for data science.
 */
function namesGroup(stemmed: readonly string[], from: number, to: number, wordsOf: () => LineWords): boolean {
  const last = Math.min(stemmed.length, to + GROUP_LIST_WORDS + 1);
  const noun = stemmed.slice(to, last).findIndex((s) => GROUP_NOUNS.has(s));
  if (noun < 0) return false;
  const { words, hyphenated } = wordsOf();
  for (let i = to; i < to + noun; i += 1) {
    const word = words[i] ?? '';
    // "go-to-market teams": a hyphenated compound is one modifier, whatever its parts ("to", "go") are.
    if (LIST_GLUE.has(word) || hyphenated[i]) continue;
    // A verb between makes a clause ("data science and leading teams" asks for data science).
    if (isFunctionWord(word) || /ing$/.test(word) || listedAsVerb(word)) return false;
  }
  // An adjective ("a multi-disciplinary team") or a verb ("mentor junior staff") before it is no name.
  return !qualifiesGroup(words, from, to);
}

/** A line's words as written and in lower case, and which of them a hyphen joins to the word beside them. */
interface LineWords {
  written: readonly string[];
  words: readonly string[];
  hyphenated: readonly boolean[];
}

function lineWordsOf(text: string): LineWords {
  const { folded, spans } = wordSpans(text);
  const glue = (i: number) => folded.slice(spans[i - 1]?.[1] ?? 0, spans[i]?.[0] ?? 0);
  const written = spans.map(([start, end]) => folded.slice(start, end));
  return {
    written,
    words: written.map((word) => word.toLowerCase()),
    hyphenated: spans.map(
      (_, i) => (i > 0 && glue(i) === '-') || (i + 1 < spans.length && glue(i + 1) === '-'),
    ),
  };
}

/**
 * Does the term (words `from` to `to`), read in its sentence, say what kind of group follows ("a
 * multi-disciplinary team", an adjective) or act on it ("mentor junior staff", a verb, or a word after
 * "will" or "to", which compromise may read as a noun)? Then the term is the applicant's, not the group's
 * name.
 */
function qualifiesGroup(words: readonly string[], from: number, to: number): boolean {
  const tags = new SentenceTags(words);
  const last = tags.at(to - 1);
  if ((last.has('Adjective') && !last.has('Noun')) || last.has('Verb')) return true;
  return from > 0 && (tags.at(from - 1).has('Modal') || words[from - 1] === 'to');
}

/** Stems of the employer giving something ("training will be given", "support is available"). */
const OFFERED =
  /^(?:(?:will|can|shall|is|are|be|also|fully) ){1,3}(?:given|provid|offer|availabl|fund|arrang|includ)(?: |$)/;

/** Is the term ending at word `to` what the employer gives ("training will be given on local systems")? */
function offered(stemmed: readonly string[], to: number): boolean {
  return OFFERED.test(stemmed.slice(to, to + 4).join(' '));
}

/** Stems of the words that leave out what follows them ("other than payroll", "except weekends"). */
const EXCLUDING: ReadonlyArray<readonly string[]> = [
  stemsOfText('other than'),
  stemsOfText('except'),
  stemsOfText('excluding'),
  stemsOfText('apart from'),
  stemsOfText('not including'),
];

/**
 * Is the word at `from` what the line leaves out ("ensure prompt payment for all goods and services other
 * than payroll")? Only right after the excluding words: "other than" ends its own phrase.
 */
function excluded(stemmed: readonly string[], from: number): boolean {
  return EXCLUDING.some((words) => words.every((w, k) => stemmed[from - words.length + k] === w));
}

/** Nouns that make a class's name a kind of software ("project management software", "CRM platform"). */
const SOFTWARE_NOUNS = new Set(
  stemsOfText(
    'software system systems tool tools platform platforms application applications package suite solution solutions program server browser environment driver',
  ),
);

/**
 * O*NET's class names are also the names of activities and fields ("project management", "human
 * resources", "data mining"): written out, a class is software only with a software noun in or after its
 * name ("project management tools", "geographic information system"); its acronym ("CRM", "CAD") always is.
 */
function namesSoftware(line: PostingLine, from: number, to: number): boolean {
  if (to - from === 1) {
    const { folded, spans } = wordSpans(line.text);
    const [start = 0, end = 0] = spans[from] ?? [];
    if (/^[A-Z]{2,}s?$/.test(folded.slice(start, end))) return true;
  }
  return SOFTWARE_NOUNS.has(line.stems[to - 1] ?? '') || SOFTWARE_NOUNS.has(line.stems[to] ?? '');
}

/** The requirement kind of a posting keyword: a tool, a skill, a trait or the field's duty vocabulary. */
function kindOf(k: JobKeyword): AtsRequirementKind | undefined {
  if (k.stems !== undefined) return 'tool';
  if (k.term.kind === 'skill') return 'skill';
  if (k.term.kind === 'soft') return 'trait';
  if (k.term.kind === 'industry') return 'duty';
  return undefined;
}

/**
 * One requirement per list of alternatives, one per item otherwise; a requirement named on several lines
 * is one, at its strongest.
 */
function groupAlternatives(items: Item[], lines: readonly PostingLine[]): Requirement[] {
  const byLine = new Map<number, Item[]>();
  for (const item of items) {
    const list = byLine.get(item.line) ?? [];
    list.push(item);
    byLine.set(item.line, list);
  }
  const out = new Map<string, Requirement>();
  for (const [index, list] of byLine) {
    const line = lines[index];
    if (!line) continue;
    list.sort((a, b) => a.from - b.from || b.to - a.to);
    // Overlapping items: the first (longest) wins.
    const items = list.filter(
      (item, i) => !list.slice(0, i).some((o) => o.from < item.to && item.from < o.to),
    );
    const { folded, spans } = wordSpans(line.text);
    const quote = (from: number, to: number) => folded.slice(spans[from]?.[0] ?? 0, spans[to - 1]?.[1] ?? 0);
    // One requirement: its quote is the line's own words from its first item to its last.
    const addRequirement = (group: readonly Item[]) => {
      const head = group[0] as Item;
      const tail = group.at(-1) as Item;
      let text = quote(head.from, Math.max(tail.to, group.length === 1 ? (tail.quotedTo ?? 0) : 0));
      if (/\(/.test(text) && !/\)/.test(text)) text += ')';
      // A line set all in capitals says nothing of how a name is spelled.
      if (!/\p{Ll}/u.test(line.text)) text = text.toLowerCase();
      const key = [...new Set(group.map((g) => g.key))].sort().join('|');
      const weight = Math.max(...group.map((g) => g.weight));
      // Must or nice is the line's section ("Required:", "Nice to have:"), never the term's own weight,
      // which also says how specific it is ("SQL" in a required list is a must, however broad).
      const must = line.weight >= MUST_WEIGHT;
      const known = out.get(key);
      if (known) {
        known.weight += weight / 2;
        if (must) known.importance = 'must';
        // Said in several words ("cross-functional teams", "excellent teamwork skills"), it is quoted in the
        // one that names the skill itself: the lexicon's label is the plainest name the posting used.
        // An inflection of the same words ("reach trucks", "reach truck") keeps the first.
        if (
          group.length === 1 &&
          labelOf(head.alternative) === text.toLowerCase() &&
          stemsOfText(known.text).join(' ') !== stemsOfText(text).join(' ')
        )
          known.text = text;
        return;
      }
      out.set(key, {
        text,
        kind: group.some((g) => g.kind === 'tool') ? 'tool' : head.kind,
        importance: must ? 'must' : 'nice',
        weight,
        alternatives: uniqueAlternatives(group.map((g) => g.alternative)),
      });
    };
    let run: Item[] = [];
    const flush = () => {
      const first = run[0];
      if (!first) return;
      const last = run.at(-1) as Item;
      // "Kubernetes or ECS", "Python/Node": either meets it.
      const joinedByOr = run.some((item, i) => {
        const previous = run[i - 1];
        if (!previous) return false;
        const raw = folded.slice(spans[previous.to - 1]?.[1] ?? 0, spans[item.from]?.[0] ?? 0);
        return line.stems.slice(previous.to, item.from).includes('or') || raw.trim() === '/';
      });
      const before = folded.slice(
        Math.max(0, (spans[first.from]?.[0] ?? 0) - 40),
        spans[first.from]?.[0] ?? 0,
      );
      const oneOf = run.length > 1 && (joinedByOr || EXAMPLE_CUES.test(before) || /\(\s*$/.test(before));
      // The quote must be the line's words in a row: an elided phrase ("accounts payable and receivable")
      // has no span of its own, so its list stays items.
      const inRow =
        stemsOfText(quote(first.from, last.to)).join(' ') === line.stems.slice(first.from, last.to).join(' ');
      if (oneOf && inRow) addRequirement(run);
      else for (const item of run) addRequirement([item]);
      run = [];
    };
    for (const item of items) {
      const previous = run.at(-1);
      const between = folded.slice(spans[(previous?.to ?? 1) - 1]?.[1] ?? 0, spans[item.from]?.[0] ?? 0);
      if (previous && !isGlue(line.stems.slice(previous.to, item.from), between)) flush();
      run.push(item);
    }
    flush();
  }
  return withoutNarrowerLists([...out.values()]);
}

/** The lexicon's own name for what an alternative is, lower-cased (none for tools and actions). */
function labelOf(alternative: Alternative): string | undefined {
  return alternative.kind === 'term' ? alternative.term.label.toLowerCase() : undefined;
}

/**
 * A list of alternatives inside a longer one of the same posting ("React.js, Vue.js" beside "React, Vue, or
 * Angular") is the same demand read twice: the longer list stands for both, at the stronger weight and
 * importance.
 */
function withoutNarrowerLists(requirements: Requirement[]): Requirement[] {
  const ids = requirements.map((r) => new Set(r.alternatives.map(alternativeId)));
  const wider = (i: number) =>
    ids.findIndex(
      (other, j) =>
        j !== i &&
        (ids[i]?.size ?? 0) > 1 &&
        other.size > (ids[i]?.size ?? 0) &&
        [...(ids[i] ?? [])].every((id) => other.has(id)),
    );
  return requirements.filter((r, i) => {
    const into = requirements[wider(i)];
    if (!into) return true;
    into.weight = Math.max(into.weight, r.weight);
    if (r.importance === 'must') into.importance = 'must';
    return false;
  });
}

/** Only list glue between two items: commas, slashes, "or", "and", a parenthesis opening examples. */
function isGlue(between: readonly string[], raw: string): boolean {
  if (between.length > 2 || raw.includes(')')) return false;
  if (between.every((s) => LIST_GLUE.has(s))) return true;
  // "ERP systems (NetSuite": the class's head noun, then the examples in parentheses.
  return between.length <= 2 && /\(\s*$/.test(raw);
}

/** What an alternative asks for, the same object for the same term, product, class or words. */
function alternativeId(a: Alternative): unknown {
  switch (a.kind) {
    case 'term':
      return a.term;
    case 'tool':
      return a.tool;
    case 'class':
      return a.toolClass;
    case 'action':
      return a.object.join(' ');
    case 'words':
      return a.stems.join(' ');
  }
}

function uniqueAlternatives(list: Alternative[]): Alternative[] {
  const seen = new Set<unknown>();
  return list.filter((a) => {
    const id = alternativeId(a);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The most important requirements of each kind (KEPT), in order of weight. */
function keepMostImportant(requirements: Requirement[]): Requirement[] {
  const counts = new Map<AtsRequirementKind, number>();
  return requirements
    .sort((a, b) => b.weight - a.weight)
    .filter((r) => {
      const n = (counts.get(r.kind) ?? 0) + 1;
      counts.set(r.kind, n);
      return n <= (KEPT[r.kind] ?? Number.POSITIVE_INFINITY);
    });
}

/** The title as a requirement: met by a title of the same occupation (see verdicts). */
function titleRequirement(title: string): Requirement[] {
  // "Job Description: Senior Full Stack Engineer" → the text after the label.
  const sentence = title.split(/[.;!?](?:\s|$)/)[0] ?? '';
  const main = (sentence.replace(/^(?:\w+ ){0,2}\w+:\s*(?=\S)/, '').split(/[|–—]| - |\(/)[0] ?? '').trim();
  if (!main) return [];
  return [
    {
      text: main,
      kind: 'title',
      importance: 'must',
      weight: 1,
      alternatives: [],
      field: [...titleGroups(main)].join(' '),
    },
  ];
}

function yearsRequirement(jobDescription: string, lines: readonly PostingLine[]): Requirement[] {
  const asked = yearsPhrase(jobDescription);
  if (!asked) return [];
  const line = lines.find((l) => l.text.includes(asked.text));
  // Years named only in benefits ("holiday rising after 10 years") or the blurb ask nothing.
  if (line && line.weight <= BOILERPLATE) return [];
  // Its section, and a preference in its own clause ("5+ years of experience preferred"), not one said of
  // something else in the line ("5+ years in web development, ideally in fintech").
  const at = line?.text.indexOf(asked.text) ?? -1;
  const nice =
    line !== undefined &&
    (line.section < MUST_WEIGHT || PREFERRED.test(clauseAround(line.text, at, at + asked.text.length)));
  return [
    {
      text: asked.text,
      kind: 'years',
      importance: nice ? 'nice' : 'must',
      weight: 1,
      alternatives: [],
      level: asked.years,
      ...(asked.role && { field: asked.role }),
    },
  ];
}

function degreeRequirements(lines: readonly PostingLine[]): Requirement[] {
  const out: Requirement[] = [];
  for (const line of lines) {
    if (line.weight <= BOILERPLATE) continue;
    for (const phrase of degreePhrases(line.text)) {
      if (out.some((r) => r.text === phrase.text)) continue;
      out.push({
        text: phrase.text,
        kind: 'degree',
        // Its own clause's "preferred", and its section: not the line's other clauses.
        importance: phrase.optional || line.section < MUST_WEIGHT ? 'nice' : 'must',
        weight: 1,
        alternatives: [],
        level: phrase.level,
        ...(phrase.field && { field: phrase.field }),
        equivalent: phrase.equivalent,
      });
    }
  }
  // The first degree named is the requirement; the lower or equal ones after it ("or an associate degree
  // and six years") are its equivalents, not further demands. A higher one the posting prefers ("MBA
  // preferred", a master's under "Nice to have") is a nice requirement of its own.
  const [first, ...rest] = out;
  if (!first) return [];
  return [first, ...rest.filter((r) => r.importance === 'nice' && (r.level ?? 0) > (first.level ?? 0))];
}

/** Credentials and licences the posting names. */
function credentialRequirements(lines: readonly PostingLine[]): Requirement[] {
  const out: Requirement[] = [];
  for (const line of lines) {
    if (line.weight <= BOILERPLATE) continue;
    for (const pattern of [CREDENTIAL_BEFORE, CREDENTIAL_AFTER])
      for (const match of line.text.matchAll(pattern)) {
        const name = (match[1] ?? '').trim();
        const stems = stemsOfText(name);
        if (stems.length === 0 || !/[A-Z]/.test(name)) continue;
        // "All qualified applicants…", "Any registered…": a determiner with a capital names no credential.
        if (name.split(/[-\s]+/).every((word) => DETERMINERS.has(word.toLowerCase()))) continue;
        const text = match[0].trim();
        if (out.some((r) => r.text === text)) continue;
        out.push({
          text,
          kind: 'credential',
          importance: line.weight >= MUST_WEIGHT ? 'must' : 'nice',
          weight: line.weight,
          // Its name, or the lexicon's names for it ("Certified Nursing Assistant" is met by "CNA").
          alternatives: [
            { kind: 'words', stems },
            ...[...findTerms(stemsOfText(text)).keys()].map((term) => ({ kind: 'term' as const, term })),
          ],
        });
      }
  }
  return out;
}

/**
 * Field families holding a real share of the posting's skills: stray terms from other fields (a software
 * posting's hiring or payroll words) are not its requirements.
 */
function dominantFamilies(keywords: readonly JobKeyword[]): Set<string> {
  const byFamily = new Map<string, number>();
  for (const k of keywords) {
    if (k.term.kind !== 'skill' || k.stems !== undefined) continue;
    const f = family(k.term.field);
    if (FIELD_LEXICONS.some((l) => family(l.field) === f)) byFamily.set(f, (byFamily.get(f) ?? 0) + k.weight);
  }
  const total = [...byFamily.values()].reduce((s, x) => s + x, 0);
  return new Set(
    [...byFamily].filter(([, x]) => total > 0 && x >= DOMINANT_FIELD_SHARE * total).map(([f]) => f),
  );
}

const family = (field: string | null) => (field ?? '').split('/')[0] ?? '';
