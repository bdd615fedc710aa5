import data from '../data/occupations.json' with { type: 'json' };
import { stems } from '../text/tokens';
import { PhraseIndex } from './phraseIndex';

/**
 * The occupational index (scripts/buildOccupationIndex.ts derives it from O*NET 29.2, ESCO 1.2.0 and CIP
 * 2020; NOTICE has the attribution), read into tries once per process on first use: a tool's class, a
 * class's name, the occupation groups of a job title, the family of a field of study.
 */

/** A software product O*NET names (NetSuite ERP) and its commodity class (index into `classes`). */
export interface Tool {
  name: string;
  cls: number;
}

/** A mention of a software class ("ERP systems", "CRM"): any product of the class meets it. */
export interface ToolClass {
  cls: number;
  name: string;
}

interface Index {
  tools: PhraseIndex<Tool>;
  classes: PhraseIndex<ToolClass>;
  classNames: readonly string[];
  /** A stemmed title → the groups of the occupations it names. */
  titles: Map<string, string[]>;
  fields: ReadonlyArray<{ family: string; stems: ReadonlySet<string> }>;
  /** Stems of the verbs O*NET task statements open with. */
  verbs: ReadonlySet<string>;
}

let built: Index | undefined;

/** The index, built on first use (the names are stored stemmed), then every lookup is a trie walk. */
function index(): Index {
  built ??= build();
  return built;
}

const addAll = <T>(trie: PhraseIndex<T>, keys: string, term: T) => {
  for (const key of keys.split('|')) trie.addStems(key.split(' '), term);
};

function build(): Index {
  const classNames = data.classes.map((c) => c.name);
  const tools = new PhraseIndex<Tool>();
  for (const [name, cls, keys] of data.tools as Array<[string, number, string]>)
    addAll(tools, keys, { name, cls });
  const classes = new PhraseIndex<ToolClass>();
  data.classes.forEach((c, cls) => {
    addAll(classes, c.keys, { cls, name: c.name });
  });
  // A title may name occupations of several groups ("analyst"). A map, not a trie: 90,000 titles are
  // looked up by their spans, and a map of them builds ten times faster.
  const byTitle = new Map<string, string[]>();
  for (const [group, list] of Object.entries(data.titles as Record<string, string>))
    for (const key of list.split('|')) {
      const groups = byTitle.get(key);
      if (groups) groups.push(group);
      else byTitle.set(key, [group]);
    }
  // O*NET's titles are curated per occupation; ESCO's alternative labels stray further ("mechanical
  // engineer" is also a label of its electrical and chemical engineers). A title O*NET files is read by
  // its SOC groups alone; ESCO's groups stand for titles O*NET lacks.
  for (const [key, groups] of byTitle)
    if (groups.some((g) => g.startsWith('soc:')))
      byTitle.set(
        key,
        groups.filter((g) => g.startsWith('soc:')),
      );
  const fields = Object.entries(data.fields as Record<string, string>).flatMap(([family, list]) =>
    list.split('|').map((key) => ({ family, stems: new Set(key.split(/[ /]/)) })),
  );
  return { tools, classes, classNames, titles: byTitle, fields, verbs: new Set(data.verbs.split(' ')) };
}

/** Products the index names in a stemmed text, with their word positions and lengths. */
export function findTools(stemmed: readonly string[], lengths?: Map<number, number>): Map<Tool, number[]> {
  return index().tools.find(stemmed, lengths);
}

/** Software classes a stemmed text names ("ERP", "customer relationship management"). */
export function findToolClasses(
  stemmed: readonly string[],
  lengths?: Map<number, number>,
): Map<ToolClass, number[]> {
  return index().classes.find(stemmed, lengths);
}

/** Whether a stem is a verb an O*NET task statement opens with ("prepar", "review", "troubleshoot"). */
export function isTaskVerb(stem: string): boolean {
  return index().verbs.has(stem);
}

/** The name of a tool class, by its index. */
export function className(cls: number): string {
  return index().classNames[cls] ?? '';
}

/**
 * The occupation groups a job title belongs to (SOC broad occupations "soc:15-123", ISCO unit groups
 * "isco:3512"): those of the longest known title of two or more words in it ("Senior IT Support Technician
 * (Remote)" → "it support technician"), or of the whole title when it is one word ("Nurse").
 */
export function titleGroups(title: string): ReadonlySet<string> {
  const stemmed = stems(title);
  const titles = index().titles;
  const occupation = (groups: readonly string[]) =>
    new Set(groups.length <= ONE_OCCUPATION_GROUPS ? groups : []);
  if (stemmed.length === 1) return occupation(titles.get(stemmed[0] ?? '') ?? []);
  for (let length = Math.min(stemmed.length, TITLE_MAX_WORDS); length >= 2; length -= 1)
    for (let i = 0; i + length <= stemmed.length; i += 1) {
      const groups = titles.get(stemmed.slice(i, i + length).join(' '));
      if (groups) return occupation(groups);
    }
  return new Set();
}

/**
 * A title filed under more groups than this names a kind of work, not one occupation ("Automation
 * Engineer" is under seven SOC groups), so it meets no title by occupation: only its words can.
 */
const ONE_OCCUPATION_GROUPS = 2;

/** No job title in the index is longer. */
const TITLE_MAX_WORDS = 8;

/**
 * The occupation groups of the titles a text (one line's stems) names; only titles of two or more words
 * of one occupation count, as a lone "manager" names no occupation.
 */
export function groupsOfTitlesIn(stemmed: readonly string[]): ReadonlySet<string> {
  const titles = index().titles;
  const out = new Set<string>();
  // Keys grown a word at a time (no slice and join per length): this runs over every line of a resume.
  for (let i = 0; i < stemmed.length; i += 1) {
    let key = stemmed[i] ?? '';
    for (let to = i + 2; to <= Math.min(i + TITLE_MAX_WORDS, stemmed.length); to += 1) {
      key += ` ${stemmed[to - 1]}`;
      const named = titles.get(key);
      if (named && named.length <= ONE_OCCUPATION_GROUPS) for (const g of named) out.add(g);
    }
  }
  return out;
}

/**
 * The CIP families (2-digit codes) of the field of study a text names: the families of the CIP titles that
 * hold all its words ("Human Resources" is in "Human Resources Management/Personnel Administration": 52).
 */
export function fieldFamilies(text: string): ReadonlySet<string> {
  const wanted = stems(text).filter((s) => s.length > 2 && !FIELD_GLUE.has(s));
  const out = new Set<string>();
  if (wanted.length === 0) return out;
  for (const f of index().fields) if (wanted.every((s) => f.stems.has(s))) out.add(f.family);
  return out;
}

/** Words of a field's name that name no field ("Computer Science and Engineering"). */
const FIELD_GLUE = new Set(['and', 'the', 'for', 'studies', 'general']);

/**
 * The CIP families of the fields of study a resume line names: those of the CIP titles all of whose words
 * the line holds ("M.Sc Psychology, Calicut University" names "psychology": 42).
 */
export function fieldsNamedIn(text: string): ReadonlySet<string> {
  const held = new Set(stems(text));
  const out = new Set<string>();
  for (const f of index().fields) {
    const named = [...f.stems].filter((s) => s.length > 2 && !FIELD_GLUE.has(s));
    if (named.length > 0 && named.every((s) => held.has(s))) out.add(f.family);
  }
  return out;
}
