import { createRequire } from 'node:module';

/** English function words from stopwords-iso (a JSON list; read through require, which every runtime has). */
const ENGLISH: readonly string[] = (createRequire(import.meta.url)('stopwords-iso') as { en: string[] }).en;

/**
 * Words every posting uses whatever the job ("experience", "qualifications", "level"), which say nothing
 * about the field. Our own list; stopwords-iso covers the function words.
 */
const POSTING_VOCABULARY =
  `ability abilities applicant applicants application apply assist assists benefit benefits bonus bureau
candidate candidates company companies department description descriptions duties duty employee employees
employer excellent experience experienced familiarity field good great hire hiring ideal include including
job jobs join knowledge lead level looking manage management manager managers maximum minimum office
opportunity opportunities organization organisation perform performs plus position positions preferred
proficiency proficient qualification qualifications related relevant require required requirement
requirements responsibilities responsibility responsible role roles salary senior junior seeking skill skills
specialist strong successful support team teams understanding various work working year years
visa sponsorship sponsor authorized authorised authorization eligible eligibility time`.split(/\s+/);

const FUNCTION_WORDS = new Set(ENGLISH);
const IGNORED = new Set([...ENGLISH, ...POSTING_VOCABULARY]);
/** Roman numerals and grades in titles ("Engineer III", "Level 2"). */
const GRADE = /^(?:[ivx]+|\d+)$/;

/**
 * A posting word that can tell fields apart: not a function word, not posting boilerplate, not a number
 * or grade, at least three letters.
 */
export function isSalient(word: string): boolean {
  return word.length >= 3 && /^[a-z]/.test(word) && !GRADE.test(word) && !IGNORED.has(word);
}

/** An English function word ("the", "for", "with", "which"): stopwords-iso's list. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word);
}
