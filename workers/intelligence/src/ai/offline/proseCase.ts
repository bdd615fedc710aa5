import { lexiconTags } from '../../text/compromiseLexicon';
import { namesQuality } from '../../text/qualities';
import { formOf } from '../../text/verbs';

/**
 * Capitals as a sentence wants them, decided by how the applicant and the posting write a word rather
 * than by a list of names: a word written with a capital where no sentence starts ("in Python",
 * "Salesforce reports") or alone as a skill is a name and keeps it; a phrase written in lower case
 * somewhere ("operate cleaning equipment") is a common one and takes lower case mid-sentence.
 */

/** Tags compromise's lexicon gives names: such a word keeps its capital wherever it stands. */
const NAME_TAGS = new Set([
  'ProperNoun',
  'Organization',
  'Person',
  'Place',
  'FirstName',
  'LastName',
  'Acronym',
]);

/** How the applicant and the posting write words: as names, or in lower case. */
export interface Casing {
  /**
   * Lower-case forms of the words written with a capital inside a sentence and nowhere in lower case,
   * and of every skill of one word ("Python", "Excel": a list item has a capital whatever it is, but a
   * lone one names a tool, even where a posting writes "python").
   */
  names: Set<string>;
  /** Words written in lower case somewhere. */
  lower: Set<string>;
}

export function readCasing(prose: string, skills: readonly string[]): Casing {
  const capitalised = new Set<string>();
  const titled = new Set<string>();
  const lower = new Set<string>();
  // A stop ends a sentence only before a space and a capital or the end: "B.S. in Logistics" is one.
  for (const sentence of prose.split(/[!?:;•·\n]+\s*|\.+(?:\s+(?=\p{Lu})|\s*$)/u)) {
    // A line's bullet ("- Maintain schedules") is no word: the capital after it opens the item.
    const words = sentence
      .trim()
      .replace(/^[-–—*]+\s+/u, '')
      .split(/\s+/);
    const inTitle = titleWords(words);
    words.forEach((w, i) => {
      const bare = w.replace(/^\W+|\W+$/gu, '');
      if (/^\p{Ll}+$/u.test(bare)) lower.add(bare);
      else if (i > 0 && /^\p{Lu}/u.test(bare))
        (inTitle.has(i) ? titled : capitalised).add(bare.toLowerCase());
    });
  }
  const names = new Set([...capitalised].filter((w) => !lower.has(w)));
  for (const skill of skills) {
    const one = skill.trim();
    // An activity ("Scheduling", "Budgeting") is no tool's name: its capital is the list item's.
    if (/^\p{Lu}\S*$/u.test(one) && formOf(one) !== 'gerund' && !namesQuality(one))
      names.add(one.toLowerCase());
  }
  // A word capitalised only inside a title or a heading ("B.S. in Logistics", "Logistics Coordinator")
  // has the title's capital, not a name's: in a sentence it takes lower case, as a common word does.
  for (const w of titled) if (!names.has(w)) lower.add(w);
  return { names, lower };
}

/** Words that join the words of a title: "Bachelor of Science in Logistics", "Health & Safety". */
const TITLE_JOINERS = /^(?:of|in|&)$/;

/**
 * Indexes of the words inside titles and headings: a degree or a title whose capitalised words "of",
 * "in" or "&" join, or that opens with an abbreviation ("Bachelor of Science in Logistics", "B.S. in
 * Logistics", "Health & Safety"), and a line that is nothing but capitalised words ("Logistics
 * Coordinator"). Capitalised words inside a sentence with nothing joining them ("with Microsoft Excel")
 * may be a product's name and are not counted here; nor is a list ("Python, Java and Go").
 */
function titleWords(words: readonly string[]): Set<number> {
  const found = new Set<number>();
  const capital = (w: string) => /^(?:\p{Lu}\p{Ll}|(?:\p{Lu}\p{Ll}?\.)+)/u.test(w);
  const abbreviation = (w: string) => /^(?:\p{Lu}\p{Ll}?\.)+/u.test(w);
  if (words.length >= 2 && words.every((w) => capital(w) || TITLE_JOINERS.test(w))) {
    return new Set(words.keys());
  }
  let run: number[] = [];
  const close = () => {
    while (run.length > 0 && TITLE_JOINERS.test(words[run.at(-1) ?? 0] ?? '')) run.pop();
    const inRun = run.map((i) => words[i] ?? '');
    const capitals = inRun.filter(capital).length;
    const joined = inRun.some((w) => TITLE_JOINERS.test(w)) || abbreviation(inRun[0] ?? '');
    if (capitals >= 2 && joined) for (const i of run) found.add(i);
    run = [];
  };
  words.forEach((w, i) => {
    if (capital(w)) run.push(i);
    else if (run.length > 0 && TITLE_JOINERS.test(w)) run.push(i);
    else close();
    if (/[,;]$/.test(w)) close();
  });
  close();
  return found;
}

/** True when compromise's lexicon lists the word, and as no name. */
export function commonWord(word: string): boolean {
  const tags = lexiconTags(word.toLowerCase());
  return tags.length > 0 && !tags.some((t) => NAME_TAGS.has(t));
}

/**
 * Whether the phrase's only capital is the one a list item opens with: an activity ("Budgeting"), or a
 * phrase in sentence case whose first word is common ("Team leadership", "Inventory management" beside
 * "managed inventory"). A first word nobody writes in lower case may be a name ("Salesforce
 * administration") and keeps it.
 */
function listItemCapital(phrase: string, { names, lower: common }: Casing): boolean {
  const [head = '', ...tail] = phrase.trim().split(/\s+/);
  if (!/^\p{Lu}\p{Ll}+$/u.test(head) || tail.some((w) => w !== w.toLowerCase())) return false;
  if (names.has(head.toLowerCase())) return false;
  if (formOf(head) === 'gerund' || (tail.length === 0 && namesQuality(head))) return true;
  return tail.length > 0 && (commonWord(head) || common.has(head.toLowerCase()));
}

/**
 * The phrase in lower case where `prose` writes it so ("Cleaning Equipment" → "cleaning equipment" when
 * a bullet says "Operate cleaning equipment"), else as given: a product ("Visual Studio") is never
 * written in lower case by anyone.
 */
export function asProseWrites(phrase: string, prose: string, casing: Casing): string {
  const lower = phrase.toLowerCase();
  if (phrase === lower) return phrase;
  // Before the names: a word the phrase itself writes in lower case ("management" in "Inventory
  // management") is common here, whatever capital a name elsewhere gives it.
  if (listItemCapital(phrase, casing)) return lower;
  if (lower.split(/\s+/).some((w) => casing.names.has(w))) return phrase;
  const folded = prose.toLowerCase();
  let at = folded.indexOf(lower);
  while (at >= 0) {
    const before = prose.charAt(at - 1);
    const after = prose.charAt(at + lower.length);
    const whole = !/\p{L}/u.test(before) && !/\p{L}/u.test(after);
    if (whole && prose.slice(at, at + lower.length) === lower) return lower;
    at = folded.indexOf(lower, at + 1);
  }
  return phrase;
}
