import type { ResumeData } from '@rb/contracts';
import { textOf, wordsOf } from '../ai/guard/rewriteGuard';
import type { Speller } from '../ai/guard/speller';
import { type Draft, finding, quote } from './finding';
import { resumeLines } from './lines';
import { TOOL_WORDS } from './toolNames';

const URL =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+\.[\w.]+\b|\b[\w-]+\.(?:com|io|org|net|dev|app)\b\S*/gi;
const WORD = /\p{L}[\p{L}'’-]*\p{L}/gu;

/**
 * The words of the resume's own names (the person, employers, titles, schools, degrees, skills,
 * certifications, projects): the user's spellings of their names and tools, which no dictionary holds.
 */
function ownWords(resume: ResumeData): Set<string> {
  const { summary: _summary, experience, projects, volunteering, ...named } = resume;
  return wordsOf(
    textOf([
      named,
      experience.map((job) => [job.company, job.role]),
      (projects ?? []).map((p) => p.name),
      (volunteering ?? []).map((v) => [v.organization, v.role]),
    ]),
  );
}

/**
 * Words of the summary and the bullets that a real English dictionary (Hunspell en_US and en_GB) does
 * not hold, unless the resume names them itself (its people, employers, tools) or they are words of a
 * tool's name in O*NET. A capitalised word inside a sentence is taken for a name; a word with a digit
 * for a code. Each unknown word is reported once, where it first appears.
 */
export function spellingFindings(resume: ResumeData, speller: Speller | undefined): Draft[] {
  if (!speller) return [];
  const own = ownWords(resume);
  const reported = new Set<string>();
  const found: Draft[] = [];
  for (const { place, text, bullet } of resumeLines(resume)) {
    if (!bullet && place.section !== 'summary') continue;
    const prose = text.replace(URL, ' ');
    for (const match of prose.matchAll(WORD)) {
      const word = match[0].replace(/['’]s$/i, '');
      const at = match.index ?? 0;
      const opensSentence = at === 0 || /[.!?:;•]\s*$/.test(prose.slice(Math.max(0, at - 3), at));
      if (/\p{Lu}/u.test(word.slice(1)) || (/^\p{Lu}/u.test(word) && !opensSentence)) continue;
      const key = word.toLowerCase();
      if (key.length < 3 || reported.has(key) || own.has(key) || TOOL_WORDS.has(key)) continue;
      if (key.split(/[-'’]/).every((part) => own.has(part) || TOOL_WORDS.has(part))) continue;
      if (speller.knows(word)) continue;
      reported.add(key);
      found.push(
        finding(
          'spelling',
          'important',
          place,
          `${quote(word)} is not in the dictionary: check its spelling.`,
          {
            text,
          },
        ),
      );
    }
  }
  return found;
}
