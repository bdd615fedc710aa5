import type { Experience, ResumeData } from '@rb/contracts';
import nlp from 'compromise';
import { isCareerBreak } from '../../text/careerBreaks';
import { opensWithDoneVerb } from '../../text/verbs';
import { asProseWrites, readCasing } from './proseCase';
import { rewriteBullet } from './rewriteBullet';
import { yearsFromRoles } from './years';

const MAX_SKILLS_NAMED = 5;
/** A result quoted in the summary must be short enough to read as one clause. */
const MAX_RESULT_WORDS = 20;

/**
 * The summary: the person's own, improved (first-person opening dropped, sentences capitalised and
 * closed, the skills they list named when the summary is a single sentence), or, when they wrote none, a
 * 2–3 sentence one built only from what the resume states: the most recent role and the years of
 * experience (career breaks are neither), the first skills listed, and one line with a figure, said
 * where it was done (or the highest degree).
 */
export function writeSummary(resume: ResumeData, now = new Date()): string {
  const own = resume.summary.replace(/\s+/g, ' ').trim();
  const prose = resume.experience.flatMap((j) => j.responsibilities).join('\n');
  if (own) return improveOwnSummary(own, resume.skills, prose);
  const sentences: string[] = [];
  const jobs = resume.experience.filter((j) => !isCareerBreak(j));
  const latest = jobs[0];
  if (latest?.role) sentences.push(closed(introduceByRole(latest, jobs, now)));
  const skills = skillsInProse(resume.skills, prose);
  if (skills.length > 0) sentences.push(`Skilled in ${listOf(skills)}.`);
  const result = quotableResult(jobs);
  const degree = resume.education.find((e) => e.degree.trim() && e.institution.trim());
  if (result) sentences.push(evidenceSentence(result.line, result.job));
  else if (degree) {
    const name = degree.degree.trim();
    sentences.push(`Holds ${article(name)} ${name} from ${degree.institution.trim()}.`);
  }
  return sentences.slice(0, 3).join(' ');
}

const yearsText = (years: number) => `${years} year${years === 1 ? '' : 's'}`;
const employersOf = (jobs: readonly Experience[]) =>
  [...new Set(jobs.map((j) => j.company.trim()).filter(Boolean))].slice(0, 3);
/** One employer is worked "at"; only several are worked "across". */
const atOrAcross = (employers: readonly string[]) =>
  employers.length > 0 ? ` ${employers.length === 1 ? 'at' : 'across'} ${listOf(employers)}` : '';

/** Words of a title that say what the work is, not its level ("Senior", "Intern", "II"). */
const fieldWords = (role: string) =>
  role
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(
      (w) =>
        w.length > 2 &&
        !/^(?:senior|junior|intern|lead|trainee|apprentice|head|chief|principal|staff|assistant|and|the|for)$/.test(
          w,
        ),
    );

/**
 * "Staff Nurse with 8 years of experience across A and B", the years being the person's in that line
 * of work. A career changer's years in other work are said as such ("IT Support Intern with 1 year of
 * experience at Geek Squad, with 10 years of other work experience at Best Buy and Walmart"): years in
 * retail are no years in IT support.
 */
function introduceByRole(latest: Experience, jobs: readonly Experience[], now: Date): string {
  const title = titleCase(latest.role.trim());
  const field = new Set(fieldWords(latest.role));
  const inField = jobs.filter((j) => fieldWords(j.role).some((w) => field.has(w)));
  const elsewhere = jobs.filter((j) => !inField.includes(j));
  const years = yearsFromRoles(inField, now);
  const other = yearsFromRoles(elsewhere, now);
  if (elsewhere.length === 0 || other < 1) {
    const total = yearsFromRoles(jobs, now);
    const span = total >= 1 ? ` with ${yearsText(total)} of experience` : '';
    return `${title}${span}${atOrAcross(employersOf(jobs))}`;
  }
  const span = years >= 1 ? ` with ${yearsText(years)} of experience` : '';
  const before = employersOf(elsewhere);
  const beforeWhere = before.length > 0 ? ` at ${listOf(before)}` : '';
  return `${title}${span}${atOrAcross(employersOf(inField))}, with ${yearsText(other)} of other work experience${beforeWhere}`;
}

/**
 * The user's summary with its wording and every fact kept: "I am a" / "I'm a" openings go, a pronoun "i"
 * typed in lower case is capitalised, each sentence starts with a capital and ends with a stop. Every
 * place that quotes the user's summary (enhanced resume, tailored summary, cover letter) reads it so.
 */
export function tidyOwnSummary(own: string): string[] {
  // A stop ends a sentence only before a space and a capital: "7.0", "Node.js" and "e.g. a" stay whole.
  return own
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((s) => s.trim().replace(/^(?:i am|i'm)\s+(?:an?\s+)?/i, ''))
    .filter(Boolean)
    .map((s) => upperFirst(s).replace(/(?<![\p{L}.'’])i(?=\s|['’])/gu, 'I'))
    .map((s) => closed(s.replace(/[,;:\s]*$/, '')));
}

/** The user's summary tidied; a one-sentence summary gains the skills the resume lists and it does not name. */
function improveOwnSummary(own: string, listed: readonly string[], prose: string): string {
  const sentences = tidyOwnSummary(own);
  if (sentences.length === 1) {
    const lower = own.toLowerCase();
    const skills = skillsInProse(listed, `${own}\n${prose}`).filter((s) => !lower.includes(s.toLowerCase()));
    if (skills.length > 0) sentences.push(`Skilled in ${listOf(skills)}.`);
  }
  return sentences.join(' ');
}

/**
 * The skills to name in a sentence, cased as prose writes them: a list item's capital goes ("Skilled in
 * Figma and user research", not "… User research"), a tool's name stays ("Figma").
 */
function skillsInProse(skills: readonly string[], prose: string): string[] {
  const casing = readCasing(prose, skills);
  return namedSkills(skills).map((s) => asProseWrites(s, prose, casing));
}

/**
 * Short skill names fit to quote in a sentence. Labels, dates and debris ("Computer skills:", "2013 -
 * Now") are left out, and so are what a skills list often holds besides skills: places (a sidebar's
 * city) and personal traits ("Fluent in Spanish", "Fun and energetic": an adjective opening a phrase
 * with no noun it describes).
 */
export function namedSkills(skills: readonly string[], limit = MAX_SKILLS_NAMED): string[] {
  const seen = new Set<string>();
  return skills
    .map(skillName)
    .filter((s) => s && s.split(' ').length <= 3 && !/[:;()[\]]|\d/.test(s) && !isPlaceOrTrait(s))
    .filter((s) => !isJobTitle(s))
    .filter((s) => {
      // "Sales manager" and "Sales Manager" are one skill named twice.
      const key = s.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

/**
 * True when a phrase of several words names a person in a line of work ("Data Scientist", "Automation
 * Tester", "Sales manager"): compromise reads its last word, in lower case, as one (#Actor). A skills
 * list picks such titles up from a sidebar or a heading; "Skilled in Data Scientist" says nothing. A word
 * in capitals ("ORACLE") or alone ("Oracle") is a product's name.
 */
function isJobTitle(phrase: string): boolean {
  const words = phrase.split(' ');
  const last = words.at(-1) ?? '';
  if (words.length < 2 || /^\p{Lu}{2,}$/u.test(last)) return false;
  const terms = (nlp(phrase.toLowerCase()).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms;
  return !!terms?.at(-1)?.tags.includes('Actor');
}

function isPlaceOrTrait(phrase: string): boolean {
  const doc = nlp(phrase);
  if (doc.has('#Place')) return true;
  // "Fluent in Spanish", "Fun and energetic", "Poised under pressure", "Performed manual lathe": a trait
  // or a line of work done, where a skill would name a thing ("Deep cleaning", "Automated testing").
  return doc.has('^(#Adjective|#PastTense) (#Preposition|#Conjunction|#Determiner|#Adjective)');
}

/**
 * The line a summary quotes and the job it comes from: a short line with a figure, one that reports a
 * measured change ("by 12%", "$40k") first, the latest job's first among equals, put in the past tense
 * since it is done. A line that does not then open with a verb in the past is none to quote: a title
 * ("Lead engineer on the payments platform…") or a verb left as written ("Maximize availability…")
 * would read as a heading or an order.
 */
function quotableResult(jobs: readonly Experience[]): { line: string; job: Experience } | undefined {
  const short = jobs
    .flatMap((job) => job.responsibilities.map((r) => ({ raw: r, job })))
    .filter(({ raw }) => /\d/.test(raw) && raw.split(' ').length <= MAX_RESULT_WORDS)
    .map(({ raw, job }) => ({ line: rewriteBullet(raw, { tense: 'past' }), job }))
    .filter(({ line }) => opensWithDoneVerb(line));
  return short.find(({ line }) => /%|[$€£]\s?\d|\bby \d/.test(line)) ?? short[0];
}

/**
 * The quoted line said where it was done ("At Sunrise Senior Living, reduced falls by 20%."): it may come
 * from an older job, and a count ("trained 5 new crew members") is evidence, not a "result".
 */
function evidenceSentence(line: string, job: Experience): string {
  const company = job.company.trim();
  const role = job.role.trim();
  const where = company ? `At ${company}` : role ? `As ${article(role)} ${role}` : '';
  return closed(where ? `${where}, ${lowerFirst(line)}` : line);
}

/** "a" or "an" before a noun, by how it is said. */
export function article(noun: string): string {
  // An acronym is said as letters: "an MBA", "an M.S.", "an RN", "a CPA", "a B.A.".
  if (/^\p{Lu}(?:\p{Lu}|\.)/u.test(noun)) return /^[AEFHILMNORSX]/.test(noun) ? 'an' : 'a';
  // By sound, not spelling: "a university", "a user", "a European", "an hour", "an honest".
  return /^(?:[aio]|e(?!u)|u(?!ni|s[eu]|ti|r[aeiou])|hour|honest|honou?r|heir)/i.test(noun) ? 'an' : 'a';
}

/** "at Acme" → "At Acme": the first letter capitalised, the rest as written. */
export function upperFirst(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "Reduced errors" → "reduced errors"; an acronym ("AWS", "QA") keeps its capitals. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Lu}/u.test(text) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** A sentence ended once: a stop is added only where none (nor a closing quote after one) ends it. */
export function closed(sentence: string): string {
  return /[.!?]["”’')]?$/.test(sentence) ? sentence : `${sentence}.`;
}

/** "Proficiency in accounting software" → "accounting software", so the list reads as skills. */
export function skillName(skill: string): string {
  return (
    skill
      .replace(
        /^(?:proficien(?:t|cy)\s+(?:in|with)|knowledge\s+of|experience\s+(?:in|with)|excellent|strong|basic)\s+/i,
        '',
      )
      // "IT skills" in a list of skills: "skills in IT", not "skills in IT skills".
      .replace(/(?<=\S)\s+skills$/i, '')
      .trim()
  );
}

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "DATA ENGINEER" → "Data Engineer"; mixed-case roles ("iOS Developer") are left as written. */
export function titleCase(role: string): string {
  if (role !== role.toUpperCase()) return upperFirst(role);
  return role.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
