import type { ResumeData } from '@rb/contracts';
import nlp from 'compromise';
import { type Draft, finding, quote } from './finding';
import { resumeLines } from './lines';
import { TOOL_CASING } from './toolNames';

/**
 * The tools the resume's own skills list names as one word, by their lower-case form: a skill with a
 * capital inside or in capitals ("NetSuite", "SQL"), or a capitalised one whose lower-case form is a verb
 * ("Excel", "Access": used as a noun, it is the product). Any other capitalised skill ("Sales",
 * "Communication") may be the list item's capital on a common word, and a line's case stays.
 */
export function skillCasing(skills: readonly string[]): Map<string, string> {
  const casing = new Map<string, string>();
  for (const skill of skills) {
    const one = skill.trim();
    if (!/^\p{Lu}[\p{L}\d+#.]*\p{L}$/u.test(one)) continue;
    const lower = one.toLowerCase();
    if (/\p{Lu}/u.test(one.slice(1)) || nlp(lower).has('#Verb')) casing.set(lower, one);
  }
  return casing;
}

const WORD = /(?<![\p{L}\d@./])\p{L}[\p{L}\d+#]*(?:\.[\p{L}]+)?(?![\p{L}\d@/])/gu;

/** A known tool miswritten in a text: the word as written, where, and as its maker writes it. */
export interface Miscased {
  word: string;
  index: number;
  right: string;
}

/**
 * Known tools written in lower case or with their inner capitals lost ("netsuite", "Github", "excel"):
 * from O*NET's product names (a name whose form shows it, "NetSuite", "SQL") and `own`, the resume's
 * skills (`skillCasing`). Capitals throughout ("NETSUITE") are a style, not an error.
 */
export function miscasedTools(text: string, own: ReadonlyMap<string, string>): Miscased[] {
  const found: Miscased[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    // Capitals throughout are a style; capitals with a plural's "s" ("APIs", "KPIs") are an acronym's plural.
    if (word === word.toUpperCase() || /^\p{Lu}{2,}s$/u.test(word)) continue;
    const key = word.toLowerCase();
    const fromData = TOOL_CASING.get(key);
    const right = fromData ?? own.get(key);
    if (!right || right === word) continue;
    // A word with capitals of its own ("APIs") is written with care: a list in capitals ("APIS") is a style.
    if (!fromData && /\p{Lu}/u.test(word.slice(1))) continue;
    // A skill that is also an English word is the tool only as a noun in its sentence.
    if (!fromData && !nlp(text).match(word).has('#Noun')) continue;
    found.push({ word, index: match.index, right });
  }
  return found;
}

/**
 * True when `right` is a maker's name joined from words ("GitHub", "jQuery": a lower-case letter, then a
 * capital; "JUnit", "HBase": a word of its own after the first letter, where "PRe" and "ADi" are
 * letters of a code) and `word` is it with only its first capital ("Github"), not an English word
 * (`isWord`: "Lifecycle" is one, whatever a product calls its "LifeCycle"): the inner capitals were
 * lost, not chosen.
 */
const innerCapitalsLost = (word: string, right: string, isWord: (word: string) => boolean) =>
  /\p{Ll}\p{Lu}|(?<=.)\p{Lu}\p{Ll}{2}/u.test(right) &&
  word === `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}` &&
  !isWord(word.toLowerCase());

/**
 * The text with each known tool written as its maker does where the user's form is plainly a slip: in
 * lower case ("built excel model" → "built Excel model", "netsuite" → "NetSuite"), or a maker's name with
 * capitals inside written with its first one only ("Github" → "GitHub"), which only a dictionary
 * (`isWord`) can tell from an English word; without one that form stays. A word the user capitalised
 * otherwise ("Jira", where O*NET writes "JIRA") is theirs to change: the review points it out.
 */
export function withToolCasing(
  text: string,
  own: ReadonlyMap<string, string>,
  isWord?: (word: string) => boolean,
): string {
  let out = text;
  const slips = miscasedTools(text, own).filter(
    ({ word, right }) =>
      word === word.toLowerCase() || (isWord !== undefined && innerCapitalsLost(word, right, isWord)),
  );
  for (const { word, index, right } of slips.reverse())
    out = out.slice(0, index) + right + out.slice(index + word.length);
  return out;
}

/**
 * A known tool miswritten in a resume line (`miscasedTools`), each word reported once in each line it is
 * miswritten in, with the correct form as that line's safe fix.
 */
export function toolCasingFindings(resume: ResumeData): Draft[] {
  const own = skillCasing(resume.skills);
  const found: Draft[] = [];
  for (const { place, text } of resumeLines(resume)) {
    const reported = new Set<string>();
    for (const { word, right } of miscasedTools(text, own)) {
      const key = word.toLowerCase();
      if (reported.has(key)) continue;
      reported.add(key);
      found.push(
        finding(
          'tool-casing',
          'suggestion',
          place,
          `Write ${quote(right)}, as the tool's maker does (not ${quote(word)}).`,
          { text, fix: { before: word, after: right } },
        ),
      );
    }
  }
  return found;
}
