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
 *   common   the lower-case words of O*NET's task statements: ordinary English, so a product name's short
 *            form that is such a word ("Word", "Access", "Project") is not taken for the product
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

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
const tools: Record<string, number> = {};
for (const [example, codes] of [...occupationsOf].sort(([a], [b]) => a.localeCompare(b))) {
  if (codes.size < 2 && !hot.has(example)) continue;
  tools[clean(example)] = classIndex.get(classOf.get(example) ?? '') ?? 0;
}
// A class title's acronym: the all-capital word it carries ("Customer relationship management CRM software").
const classes = classNames.map((name) => ({
  name,
  acronym: name.split(' ').find((w) => /^[A-Z]{2,}$/.test(w)) ?? '',
}));

// Titles by SOC broad occupation.
const titleGroups = new Map<string, Set<string>>();
const addTitle = (group: string, title: string) => {
  const t = clean(title.toLowerCase());
  if (!t || t === 'n/a') return;
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
  set.add(title.toLowerCase());
  fieldGroups.set(code.slice(0, 2), set);
}
const fields: Record<string, string> = {};
for (const [family, set] of [...fieldGroups].sort(([a], [b]) => a.localeCompare(b)))
  fields[family] = [...set].sort().join('|');

const levels = onet('Education, Training, and Experience Categories.txt')
  .filter((r) => r[2] === 'RL')
  .map((r) => ({ category: Number(r[3]), name: clean((r[4] ?? '').split(' - ')[0] ?? '') }));

const common = new Set<string>();
for (const [, , task = ''] of onet('Task Statements.txt'))
  for (const w of task.split(/[^A-Za-z]+/)) if (/^[a-z]{2,}$/.test(w)) common.add(w);

const index = { tools, classes, titles, fields, levels, common: [...common].sort().join(' ') };
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify(index)}\n`);
console.log(
  `${path.relative(ROOT, OUT)}: ${Object.keys(tools).length} tools in ${classes.length} classes, ${titleGroups.size} title groups, ${fieldGroups.size} fields of study, ${common.size} common words; ${(fs.statSync(OUT).size / 1e6).toFixed(2)} MB`,
);
