/**
 * `npm run build:tools`: the casing of software and tool names from O*NET's Technology Skills
 * ("Microsoft Excel", "Oracle NetSuite", "Atlassian JIRA"), written to
 * workers/intelligence/src/review/toolNames.json for the resume review (casing of known tools, and known
 * words for its spelling check). Reads ../shared/data, which the repository never copies; the output is
 * small and committed with its attribution, so the product needs no data at run time.
 *
 * Each word of a product name is kept with the casing the data writes it in most often. Only a word
 * written with a capital inside or in capitals ("NetSuite", "GitHub", "SQL"), never with its first
 * capital alone, and unknown to a real English dictionary in lower case is a name by its form alone:
 * `cased`. A capitalised word the
 * dictionary lacks ("Salesforce", but also "Barcode", "Chatbot") may be a common noun written in a
 * product's name, so it only joins `known` (words the spelling check accepts); a word the dictionary
 * knows ("Excel", "Access", "Project") is the ordinary word as often, and its casing comes from the
 * resume's own skills list (review/toolCasing.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSpeller } from '@rb/intelligence';
import us from 'dictionary-en';
import gb from 'dictionary-en-gb';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.resolve(root, '../shared/data/onet/Technology Skills.txt');
const target = path.join(root, 'workers/intelligence/src/review/toolNames.json');

const speller = createSpeller(us, gb);
const rows = fs.readFileSync(source, 'utf8').split('\n').slice(1);
/** Each lower-case word, and how often each casing of it appears in the product names. */
const casings = new Map<string, Map<string, number>>();
for (const row of rows) {
  const example = row.split('\t')[1]?.trim();
  if (!example) continue;
  for (const word of example.split(/[\s/(),;:]+/)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');
    // Only words of three letters or more with a capital say how a name is written; a short word
    // ("R", "Go") is too often something else.
    if (bare.length < 3 || !/\p{Lu}/u.test(bare) || !/^\p{L}[\p{L}\p{N}+#.-]*$/u.test(bare)) continue;
    const key = bare.toLowerCase();
    const counts = casings.get(key) ?? new Map<string, number>();
    counts.set(bare, (counts.get(bare) ?? 0) + 1);
    casings.set(key, counts);
  }
}
const cased: Record<string, string> = {};
const known: string[] = [];
for (const key of [...casings.keys()].sort()) {
  const counts = [...(casings.get(key) ?? new Map<string, number>()).entries()];
  const [written] = counts.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [''];
  if (!written) continue;
  if (speller.knows(key)) continue;
  // A word the data also writes with its first capital only ("Lifecycle" beside "LifeCycle", "Pre" beside
  // "PRe") has no one maker's form: that spelling is no slip to correct.
  const titled = counts.some(([form]) => form === `${form.charAt(0)}${form.slice(1).toLowerCase()}`);
  if (/\p{Lu}/u.test(written.slice(1)) && !titled) cased[key] = written;
  else known.push(key);
}
const out = {
  source: 'O*NET 29.2 Database, Technology Skills (Example column), words of each product name',
  attribution:
    'This file includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.',
  built: 'npm run build:tools (scripts/buildToolNames.ts)',
  cased,
  known,
};
fs.writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(cased).length} cased names, ${known.length} known words → ${target}`);
