import nlp from 'compromise';
import { stems, wordsAsWritten } from '../text/tokens';
import { findTerms } from './lexicon';
import { isTaskVerb } from './occupations';
import { isSalient } from './salientWords';

/** A tool the lexicons do not know, named in one sentence of a posting. */
export interface UnlistedTool {
  /** The name as the posting wrote it ("Smartsheet"). */
  written: string;
  /** Its stems, for finding it in a resume. */
  stems: readonly string[];
  /** The field of the known skill listed with it, when one is: the tool serves the same work. */
  field: string | null;
}

/** Words that join a list's items; the punctuation between them is read as one too. */
const JOINERS = new Set(['and', 'or', 'nor']);
/** Words that put a tool after them ("in Smartsheet", "with Procore", "using Airtable", "via Zapier"). */
const TOOL_PREPOSITIONS = new Set(['in', 'with', 'using', 'via']);
/** Words after which a list gives examples ("including", "like"; "such as" is read by its "such"). */
const EXAMPLE_CUES = new Set(stems('including like'));
/** Nouns for knowing a tool, before "of" ("knowledge of", "working knowledge of", "use of"). */
const KNOWING = new Set(stems('knowledge experience understanding familiarity proficiency use command'));
/** compromise's tags for the names that are no tool: people, places, dates. */
const NOT_A_TOOL = '(#Person|#Place|#Date|#Month|#WeekDay|#Holiday)';

/** A list item: a known skill (`field` is its field) or a run of capitalised names (`field` undefined). */
type Item = { from: number; to: number; field?: string | null };

/**
 * Tools a sentence names that no lexicon knows, read from its grammar: a capitalised name ("Smartsheet")
 * that is an item of a list holding a known skill ("in Smartsheet and Jira", "Smartsheet or Jira a plus"
 * after a semicolon), or of a list after "in"/"with"/"using"/"via" ("experience with Procore"). A
 * sentence's opening capital says nothing, but only such a list can open one. An item is a whole name: one followed by a content word modifies it ("with Acme
 * stakeholders"). A list holding a person, a place or a date ("in Denver and Boise") holds no tools.
 * The company's own name is the caller's to weed out: the sentence does not say it.
 */
export function unlistedTools(sentence: string): UnlistedTool[] {
  // Punctuation between items joins them as "and" does: the tokens keep no commas. An opening parenthesis
  // puts examples after it ("feature stores (Feast or Tecton)"), as "including" does.
  const written = wordsAsWritten(
    sentence.replace(/\s*\(\s*/g, ' including ').replace(/\s*[,/&()]\s*/g, ' and '),
  );
  const stemmed = stems(written.join(' '));
  const lengths = new Map<number, number>();
  const known = new Map<number, string | null>();
  const covered = stemmed.map(() => false);
  for (const [term, at] of findTerms(stemmed, lengths))
    for (const p of at) {
      covered.fill(true, p, p + (lengths.get(p) ?? 1));
      if (term.kind === 'skill') known.set(p, term.field);
    }
  const isName = (i: number) => {
    const word = written[i] ?? '';
    return (
      !covered[i] &&
      /^\p{Lu}/u.test(word) &&
      /\p{Ll}/u.test(word) &&
      isSalient(word.toLowerCase()) &&
      !glued(word)
    );
  };
  const itemAt = (i: number): Item | undefined => {
    if (known.has(i)) return { from: i, to: i + (lengths.get(i) ?? 1), field: known.get(i) ?? null };
    // An opening capital before a name is the sentence's ("Deliver MRDs and PRDs"), not the name's, and so
    // is one on a verb O*NET's duties open with ("Identify and drive improvements").
    if (!isName(i) || (i === 0 && (isName(1) || isTaskVerb(stemmed[0] ?? '')))) return undefined;
    let to = i + 1;
    while (isName(to)) to += 1;
    return { from: i, to };
  };
  // A line ending in a hyphen cut its last word in two ("Angu-" / "lar"): that half is no name.
  const cut = /\p{L}-\s*$/u.test(sentence) ? written.length - 1 : -1;
  const tools: UnlistedTool[] = [];
  let i = 0;
  while (i < written.length) {
    const list: Item[] = [];
    for (let item = itemAt(i); item; ) {
      list.push(item);
      let next = item.to;
      while (JOINERS.has(stemmed[next] ?? '')) next += 1;
      item = next > item.to ? itemAt(next) : undefined;
    }
    const last = list[list.length - 1];
    if (!last) {
      i += 1;
      continue;
    }
    const names = list.filter((item) => item.field === undefined);
    const knownField = list.find((item) => item.field !== undefined)?.field;
    // A name followed by a content word is a modifier ("Acme stakeholders"), not the thing itself, and one
    // followed by a capitalised word is part of a title-case name ("Estates & Facilities Team").
    const after = written[last.to];
    const whole =
      last.field !== undefined ||
      after === undefined ||
      (!isSalient(after.toLowerCase()) && !/^\p{Lu}/u.test(after));
    // Two names or more after "such as", "including" or "like" are examples of the noun before them.
    const examples =
      names.length > 1 &&
      (EXAMPLE_CUES.has(stemmed[i - 1] ?? '') || (stemmed[i - 1] === 'as' && stemmed[i - 2] === 'such'));
    // "Knowledge of InfoAdvantage", "experience of Procore": "of" after what a posting asks one to have.
    const knowledgeOf = stemmed[i - 1] === 'of' && KNOWING.has(stemmed[i - 2] ?? '');
    const toolContext =
      knownField !== undefined
        ? list.length > 1
        : TOOL_PREPOSITIONS.has(stemmed[i - 1] ?? '') || examples || knowledgeOf;
    if (
      names.length > 0 &&
      whole &&
      last.to - 1 !== cut &&
      toolContext &&
      !names.some((item) => nlp(written.slice(item.from, item.to).join(' ')).has(NOT_A_TOOL))
    )
      for (const item of names)
        tools.push({
          written: written.slice(item.from, item.to).join(' '),
          stems: stemmed.slice(item.from, item.to),
          field: knownField ?? null,
        });
    i = last.to;
  }
  return tools;
}

/** Where a word's last capital starts a new word: "Terraform|Experience", "AWS|Experience", "C++|Familiarity". */
const LAST_CAPITALISED = /(?:(?<=[\p{Ll}\d+#])|(?<=\p{Lu})(?=\p{Lu}\p{Ll}))(?=\p{Lu}\p{Ll}{2,}$)/u;

/**
 * Two words a scraped posting ran together when it lost a line break ("TerraformExperience",
 * "PythonPreferred", "AWSThe", "ReactExtensive"): a posting's common word ("Experience", "The") or an
 * adjective ("Extensive", compromise's reading of the word alone) after a case change. A name's own
 * capitals join nouns and verbs of its own ("PowerShell", "CloudFormation", "DuckDB", "SharePoint").
 */
function glued(word: string): boolean {
  const at = word.search(LAST_CAPITALISED);
  if (at <= 0) return false;
  const tail = word.slice(at).toLowerCase();
  return !isSalient(tail) || nlp(tail).has('#Adjective');
}
