/**
 * `npm run build:occupations`: derives the compact occupational index the ATS reads
 * (workers/intelligence/src/data/occupations.json) from the O*NET 29.2, ESCO v1.2.0 and CIP 2020 files in
 * ../shared/data (see its README.md for versions, licences and the attribution, repeated in NOTICE).
 * Run it again when that folder is refreshed, and commit the result: the package never reads files at run
 * time, it imports the JSON once per worker.
 *
 * What it keeps, and only the columns it needs:
 *   tools    O*NET Technology Skills: product name → its commodity class (NetSuite ERP → Enterprise resource
 *            planning ERP software), for products named by two or more occupations or marked Hot Technology
 *            (the long tail is one vendor's niche product whose name is often an ordinary word)
 *   classes  the commodity class titles, with the acronym the title carries (ERP, CRM, CAD)
 *   titles   job titles (O*NET Alternate Titles and Sample of Reported Titles) grouped by SOC broad
 *            occupation (first 6 characters of the code: 15-123), and ESCO occupations' labels grouped by
 *            ISCO unit group: titles of one group name one occupation
 *   fields   CIP 2020 fields of study (6-digit titles) by 2-digit family, for a degree's subject
 *   levels   O*NET's required-level-of-education categories (RL), the names of degree levels
 *   verbs    the verbs O*NET task statements open with ("Prepare", "Review", "Maintain", "Troubleshoot"):
 *            a posting's line that opens with one states a duty as an action on an object
 *   traits   the qualities ESCO's transversal skills ask one to show ("show confidence", "demonstrate
 *            enthusiasm") with their adjectives the dictionary holds ("confident"), unstemmed in the
 *            lexicon's "a|b" form, bar words O*NET's duties use
 * Every name is stored stemmed with the product's own stemmer, so the package builds its tries without
 * stemming. A product's short form that is an ordinary English word (written in lower case in O*NET's task
 * statements: "Word", "Access", "Project") is left out: it would be found in every text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSpeller, stems } from '@rb/intelligence';
import { parse } from 'csv-parse/sync';
import us from 'dictionary-en';
import gb from 'dictionary-en-gb';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.resolve(ROOT, '../shared/data');
const OUT = path.join(ROOT, 'workers/intelligence/src/data/occupations.json');

/** O*NET text files: tab-separated, one header row, CRLF, no quoting (../shared/data/README.md). */
function onet(name: string): string[][] {
  const lines = fs.readFileSync(path.join(DATA, 'onet', name), 'utf8').split(/\r?\n/);
  return lines
    .slice(1)
    .filter((l) => l.length > 0)
    .map((l) => l.split('\t'));
}

function csv(file: string): Record<string, string>[] {
  return parse(fs.readFileSync(path.join(DATA, file)), { columns: true, relax_column_count: true });
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

// Tools and their classes.
const techRows = onet('Technology Skills.txt');
const occupationsOf = new Map<string, Set<string>>();
const hot = new Set<string>();
const classOf = new Map<string, string>();
for (const [code = '', example = '', , commodity = '', hotTech = ''] of techRows) {
  const set = occupationsOf.get(example) ?? new Set<string>();
  set.add(code);
  occupationsOf.set(example, set);
  if (hotTech === 'Y') hot.add(example);
  classOf.set(example, clean(commodity));
}
const classNames = [...new Set(classOf.values())].sort();
const classIndex = new Map(classNames.map((c, i) => [c, i]));
// Stored stemmed (the product's own stemmer): the package builds its tries without stemming 80,000 names.
const key = (text: string) => stems(text).join(' ');
const common = new Set<string>();
// O*NET's task statements, read once: their words, their opening verbs and their words' spread.
const tasks = onet('Task Statements.txt');
for (const [, , task = ''] of tasks)
  for (const w of task.split(/[^A-Za-z]+/)) if (/^[a-z]{2,}$/.test(w)) common.add(key(w));
// First word of many products: a vendor ("Microsoft Excel", "Oracle Taleo"), often left out.
const firstWords = new Map<string, number>();
for (const name of occupationsOf.keys()) {
  const first = clean(name).split(' ')[0] ?? '';
  firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
}
/** A vendor's name: the first word of five or more products ("Microsoft", "Oracle", "Adobe"). */
const isVendor = (word: string) => (firstWords.get(word) ?? 0) >= 5;
const productNames = new Set([...occupationsOf.keys()].map(clean));
/** Is a vendor's name a product too ("Google", "SAP software")? */
const namesProduct = (vendor: string) => productNames.has(vendor) || productNames.has(`${vendor} software`);
const tools: Array<[string, number, string]> = [];
for (const [example, codes] of [...occupationsOf].sort(([a], [b]) => a.localeCompare(b))) {
  if (codes.size < 2 && !hot.has(example)) continue;
  const name = clean(example);
  const commodity = classOf.get(example) ?? '';
  // A short form that describes rather than names ("Resource management" of "Resource management
  // software": ordinary words, in lower case after the first) is an activity in any text; the product
  // keeps its full name. A name in capitals ("After Effects") stays.
  const aliases = shortForms(name, new Set(stems(commodity))).filter(
    (n, i) => !isOrdinary(n) && (i === 0 || !describes(n)),
  );
  if (aliases.length > 0)
    tools.push([name, classIndex.get(commodity) ?? 0, [...new Set(aliases.map(key))].join('|')]);
}
// A class is named by its title without the acronym and "software", and by the acronym it carries
// ("Enterprise resource planning ERP software": "enterprise resource planning", "ERP").
const classes = classNames.map((name) => {
  const acronym = name.split(' ').find((w) => /^[A-Z]{3,}$/.test(w));
  const plain = name.replace(/\b[A-Z]{2,}\b/g, ' ').replace(/\bsoftware\b/gi, ' ');
  const names = [plain, ...(acronym ? [acronym] : [])].filter((n) => key(n) && !isOrdinary(n));
  return { name, keys: [...new Set(names.map(key))].join('|') };
});

/**
 * The names a product goes by: its full name, without the words of its class ("NetSuite ERP" → NetSuite,
 * "SAP software" → SAP, but never the vendor alone) and without a vendor word that opens five or more
 * products ("Microsoft Excel" → Excel, and "MS Excel" for Microsoft's).
 */
function shortForms(name: string, classWords: ReadonlySet<string>): string[] {
  const out = [name];
  const trimmed = name.split(' ');
  // Down to the vendor alone only where the vendor's name is a product of its own ("SAP software",
  // "Oracle software"): "Microsoft Office software" is "Microsoft Office", as "Microsoft" names none.
  const vendor = isVendor(trimmed[0] ?? '');
  const least = vendor && !namesProduct(trimmed[0] ?? '') ? 2 : 1;
  while (trimmed.length > least && classWords.has(key(trimmed.at(-1) ?? ''))) trimmed.pop();
  out.push(trimmed.join(' '));
  if (trimmed.length > 1 && vendor) {
    out.push(trimmed.slice(1).join(' '));
    // Microsoft's products go by "MS" as often as by its name ("MS Office", "MS Excel"); O*NET writes the
    // vendor in full, so this one abbreviation is ours.
    if (trimmed[0] === 'Microsoft') out.push(['MS', ...trimmed.slice(1)].join(' '));
  }
  return out;
}

/**
 * A one-word name that is an ordinary English word in any inflection (O*NET's task statements use it in
 * lower case: "word", "access", "project", "teams", "chefs") or under three letters: it would be found in
 * every text.
 */
function isOrdinary(name: string): boolean {
  const ws = name.trim().split(/\s+/);
  if (ws.length > 1) return false;
  const w = ws[0] ?? '';
  return w.length < 3 || common.has(key(w));
}

/** A description, not a name: ordinary English words (see isOrdinary), in lower case after the first. */
function describes(name: string): boolean {
  const ws = name.trim().split(/\s+/);
  return ws.every((w, i) => isOrdinary(w) && (i === 0 || /^[a-z]/.test(w)));
}

// Titles by SOC broad occupation.
const titleGroups = new Map<string, Set<string>>();
const addTitle = (group: string, title: string) => {
  const t = key(title);
  if (!t || title === 'n/a') return;
  const set = titleGroups.get(group) ?? new Set<string>();
  set.add(t);
  titleGroups.set(group, set);
};
for (const [code = '', title = '', short = ''] of onet('Alternate Titles.txt')) {
  addTitle(`soc:${code.slice(0, 6)}`, title);
  addTitle(`soc:${code.slice(0, 6)}`, short);
}
for (const [code = '', title = ''] of onet('Sample of Reported Titles.txt'))
  addTitle(`soc:${code.slice(0, 6)}`, title);
for (const [code = '', title = ''] of onet('Occupation Data.txt')) addTitle(`soc:${code.slice(0, 6)}`, title);
for (const row of csv('esco/occupations_en.csv')) {
  const group = `isco:${(row.iscoGroup ?? '').slice(0, 4)}`;
  addTitle(group, row.preferredLabel ?? '');
  for (const alt of (row.altLabels ?? '').split('\n')) addTitle(group, alt);
}
const titles: Record<string, string> = {};
for (const [group, set] of [...titleGroups].sort(([a], [b]) => a.localeCompare(b)))
  titles[group] = [...set].sort().join('|');

// Fields of study by CIP family.
const fieldGroups = new Map<string, Set<string>>();
for (const row of csv('cip/CIPCode2020.csv')) {
  const code = row.CIPCode ?? '';
  if (!/^\d\d\.\d{4}$/.test(code)) continue;
  const title = clean((row.CIPTitle ?? '').replace(/\.$/, '').replace(/, (?:general|other)$/i, ''));
  if (/^reserved|^deleted/i.test(title)) continue;
  const set = fieldGroups.get(code.slice(0, 2)) ?? new Set<string>();
  set.add(key(title));
  fieldGroups.set(code.slice(0, 2), set);
}
const fields: Record<string, string> = {};
for (const [family, set] of [...fieldGroups].sort(([a], [b]) => a.localeCompare(b)))
  fields[family] = [...set].sort().join('|');

const levels = onet('Education, Training, and Experience Categories.txt')
  .filter((r) => r[2] === 'RL')
  .map((r) => ({ category: Number(r[3]), name: clean((r[4] ?? '').split(' - ')[0] ?? '') }));

// Every task statement opens with its verb in the imperative; an adverb now and then ("Visually inspect").
const taskVerbs = new Set<string>();
for (const [, , task = ''] of tasks) {
  const first = (task.split(/[^A-Za-z]+/)[0] ?? '').toLowerCase();
  if (first.length > 1 && !first.endsWith('ly')) taskVerbs.add(key(first));
}
const verbs = [...taskVerbs].sort().join(' ');

// Traits: ESCO's transversal skills that name a quality to show ("show confidence", "demonstrate
// enthusiasm"), one entry of the quality's nouns per skill, in the lexicon's "a|b|c" form and unstemmed (the
// lexicon stems its entries). A noun O*NET's task statements use in the duties of TASK_WORD_OCCUPATIONS or
// more occupations ("responsibility", "interest", "determination") is a duty's word there, and a posting's
// prose word too ("Key responsibilities"), so it is left out.
const TASK_WORD_OCCUPATIONS = 5;
const TRAIT_LABEL = /^(?:show|demonstrate|display|exhibit)\s+([a-z][a-z-]*)$/;
const taskWordOccupations = new Map<string, Set<string>>();
for (const [code = '', , task = ''] of tasks)
  for (const word of new Set(task.toLowerCase().match(/[a-z-]+/g) ?? [])) {
    const set = taskWordOccupations.get(word) ?? new Set<string>();
    set.add(code);
    taskWordOccupations.set(word, set);
  }
// A quality's adjective is how postings ask for it ("confident", "enthusiastic"): English's derivations
// of a quality's noun, kept where the Hunspell dictionary holds the word.
const ADJECTIVE_OF: ReadonlyArray<readonly [RegExp, string]> = [
  [/ence$/, 'ent'],
  [/ance$/, 'ant'],
  [/iness$/, 'y'],
  [/ness$/, ''],
  [/ility$/, 'le'],
  [/osity$/, 'ous'],
  [/ity$/, 'e'],
  [/i?ty$/, ''],
  [/asm$/, 'astic'],
  [/([^aeiou])ment$/, '$1$1ed'],
  [/y$/, 'etic'],
  [/y$/, 'eous'],
];
const speller = createSpeller(us, gb);
const adjectivesOf = (noun: string) =>
  ADJECTIVE_OF.map(([ending, replacement]) => noun.replace(ending, replacement)).filter(
    (adjective) =>
      adjective !== noun &&
      speller.knows(adjective) &&
      (taskWordOccupations.get(adjective)?.size ?? 0) < TASK_WORD_OCCUPATIONS,
  );
const traitNouns = new Set<string>();
const traits: string[] = [];
for (const row of csv('esco/transversalSkillsCollection_en.csv')) {
  const labels = [row.preferredLabel ?? '', ...(row.altLabels ?? '').split(/\n|\|/)].map(clean);
  const nouns = [...new Set(labels.map((label) => TRAIT_LABEL.exec(label)?.[1]))].filter(
    (noun): noun is string =>
      noun !== undefined &&
      !traitNouns.has(noun) &&
      (taskWordOccupations.get(noun)?.size ?? 0) < TASK_WORD_OCCUPATIONS,
  );
  for (const noun of nouns) traitNouns.add(noun);
  if (nouns.length > 0) traits.push(nouns.flatMap((noun) => [noun, ...adjectivesOf(noun)]).join('|'));
}

const index = { tools, classes, titles, fields, levels, verbs, traits };
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify(index)}\n`);
console.log(
  `${path.relative(ROOT, OUT)}: ${tools.length} tools in ${classes.length} classes, ${titleGroups.size} title groups, ${fieldGroups.size} fields of study, ${taskVerbs.size} task verbs, ${traits.length} traits; ${(fs.statSync(OUT).size / 1e6).toFixed(2)} MB`,
);
