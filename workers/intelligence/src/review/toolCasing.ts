import type { ResumeData } from '@rb/contracts';
import nlp from 'compromise';
import { type Draft, finding, quote } from './finding';
import { resumeLines } from './lines';
import { TOOL_CASING } from './toolNames';

/**
 * The casing the resume's own skills list gives one-word tools ("Excel", "Python"): a word the
 * dictionary also knows is the tool only where the user names it so, and only where it is used as a
 * noun ("built excel models"; not "excel at").
 */
function skillCasing(skills: readonly string[]): Map<string, string> {
  const casing = new Map<string, string>();
  for (const skill of skills) {
    const one = skill.trim();
    if (/^\p{Lu}[\p{L}\d+#.]*$/u.test(one) && one.length > 1) casing.set(one.toLowerCase(), one);
  }
  return casing;
}

const WORD = /(?<![\p{L}\d@./])\p{L}[\p{L}\d+#]*(?:\.[\p{L}]+)?(?![\p{L}\d@/])/gu;

/**
 * A known tool written in lower case or with its inner capitals lost ("netsuite", "Github", "excel"):
 * from O*NET's product names (a name whose form shows it, "NetSuite", "SQL") and the resume's own skills.
 * Capitals throughout ("NETSUITE") are a style, not an error. Each word is reported once in each line
 * it is miswritten in, with the correct form as that line's safe fix.
 */
export function toolCasingFindings(resume: ResumeData): Draft[] {
  const own = skillCasing(resume.skills);
  const found: Draft[] = [];
  for (const { place, text } of resumeLines(resume)) {
    const reported = new Set<string>();
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      const key = word.toLowerCase();
      if (reported.has(key) || word === word.toUpperCase()) continue;
      const fromData = TOOL_CASING.get(key);
      const fromSkills = own.get(key);
      const right = fromData ?? fromSkills;
      if (!right || right === word) continue;
      // A skill that is also an English word is the tool only as a noun in its sentence.
      if (!fromData && !nlp(text).match(word).has('#Noun')) continue;
      // A lower-case form at a sentence's start capitalised ("Sql") is still wrong; a data name written
      // with a capital where the data has none inside ("Javascript" for "JavaScript") too.
      reported.add(key);
      found.push(
        finding(
          'tool-casing',
          'suggestion',
          place,
          `Write ${quote(right)}, as the tool's maker does (not ${quote(word)}).`,
          {
            text,
            fix: { before: word, after: right },
          },
        ),
      );
    }
  }
  return found;
}
