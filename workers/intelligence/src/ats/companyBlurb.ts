import nlp from 'compromise';
import { LEXICON } from '../text/compromiseLexicon';
import { stem, words } from '../text/tokens';
import { namesPerson } from './partOfSpeech';
import { isSalient } from './salientWords';

/** Fewer words than this make a header line ("Acme — London"), not a sentence about anyone. */
const SENTENCE_MIN_WORDS = 4;
/** A company's blurb is a few sentences; a longer opening paragraph holds the job too. */
const BLURB_MAX_SENTENCES = 6;
/** A longer "sentence" is scraped text run together, which holds the job too. */
const SENTENCE_MAX_WORDS = 40;

type Doc = ReturnType<typeof nlp>;
interface SentenceParts {
  subject?: string;
  verb?: string;
  predicate?: string;
}

/**
 * Does a posting's opening paragraph talk about the company rather than the role, with no "About us"
 * heading over it ("Acme is a leading provider of payroll software. We were founded in 1998.")? Its first
 * sentence has the company for subject and asks for no one ("we need a developer" is the role); none of
 * its sentences names the posting's title (`title`: its words; "Registered Nurse" in "we need a registered
 * nurse"), speaks to the reader ("you") or says what the company is doing now or will do ("we are looking
 * for…", "the engineer will own…"). Read with compromise's sentence parse, so no phrase list decides.
 */
export function talksAboutCompany(sentences: readonly string[], title: readonly string[]): boolean {
  const prose = sentences.filter(isProse);
  const [first] = prose;
  if (!first || prose.length > BLURB_MAX_SENTENCES) return false;
  if (prose.some((s) => words(s).length > SENTENCE_MAX_WORDS)) return false;
  // Parsing is the cost, so the word checks go first and the opening sentence is parsed before the rest.
  const titleStems = new Set(title.filter(isSalient).map(stem));
  if (prose.some((s) => words(s).some((word) => titleStems.has(stem(word)) || READER.has(word))))
    return false;
  const opening = nlp(first);
  const parts = partsOf(opening);
  if (!namesCompany(opening, parts.subject ?? '') || asksForSomeone(opening, parts)) return false;
  return !prose.some((s) => {
    const doc = nlp(s);
    return ONGOING_OR_FUTURE.some((pattern) => doc.has(pattern));
  });
}

/**
 * Does one sentence of the posting's body describe the employer, its teams or its setting rather than ask
 * anything of the applicant ("The Pay and Pensions Department provides payroll for 13,500 staff", "We
 * embrace a hybrid work model", "This encompasses Search, Databases and Machine Learning Infrastructure")?
 * Prose whose subject is the company ("we", "our …") or a pronoun standing for something already said
 * ("this", "it", "they"), that speaks to no reader and states nothing ongoing or to come (a modal, "we are
 * looking for…"): its words are the employer's, so none of them is a requirement.
 */
export function describesEmployer(sentence: string): boolean {
  const all = words(sentence);
  if (all.length < SENTENCE_MIN_WORDS || all.some((word) => READER.has(word))) return false;
  // An opening phrase ("At ICHP", "As well as providing payroll for three trusts,") stands before the
  // subject: the clause is read from the subject word after it.
  // Only "we" is sure to be the subject there: "With our support, candidates build…" is about candidates.
  const opener = OPENING_PHRASE.test(all[0] ?? '') ? all.indexOf('we') : 0;
  const clause = opener > 0 ? all.slice(opener) : all;
  // The parse is the cost: a sentence with none of those subjects near its start is not parsed at all.
  if (!clause.slice(0, SUBJECT_WITHIN).some((word) => EMPLOYER_SUBJECTS.has(word))) return false;
  // A verb of wanting makes the sentence an ask ("we need excellent communication"), and a stack the
  // employer runs on is what the applicant will work with ("our stack runs on AWS").
  if (all.some((word) => WANTING.has(word))) return false;
  const doc = nlp(sentence);
  // Matching the tags costs less than parsing the sentence into its parts, so it goes first.
  if (ONGOING_OR_FUTURE.some((pattern) => doc.has(pattern))) return false;
  const subject = partsOf(opener > 0 ? nlp(clause.join(' ')) : doc).subject ?? '';
  if (STACK.test(subject)) return false;
  // Only "we", "our …" and pronouns: a capitalised subject may as well be the role or a tool ("Python
  // services using FastAPI…"), and the parse cannot tell them from the employer's name.
  return /^(?:this|these|it|they)$/.test(subject) || /^(?:we|we['’]re|our|us)\b/.test(subject);
}

/** Words that open a phrase before a sentence's subject ("At ICHP we…", "Through…, we…", "As well as…, we…"). */
const OPENING_PHRASE = /^(?:at|in|as|through|with|by|across|for|from|since|alongside|besides)$/;

/** The subjects describesEmployer accepts, and how far into a sentence one may stand ("As a team, we…"). */
const EMPLOYER_SUBJECTS = new Set(['we', 'our', 'us', 'this', 'these', 'it', 'they']);
const SUBJECT_WITHIN = 8;

/**
 * Verbs by which an employer asks for something, in their inflections. A closed class of a few words, and
 * no data set lists it, so it is written here.
 */
const WANTING = new Set(
  'need needs require requires want wants seek seeks expect expects welcome welcomes value values prefer prefers hire hires recruit recruits invite invites'.split(
    ' ',
  ),
);

/** Subjects naming the tools of the job, not the employer. */
const STACK = /\b(?:stack|tech|technolog(?:y|ies)|tools?|tooling|platforms?|systems?|codebase)\b/;

/** A sentence, not a header line ("Acme — London") or a heading. */
export const isProse = (sentence: string): boolean => words(sentence).length >= SENTENCE_MIN_WORDS;

/** The reader, addressed: a sentence that says "you" is about the role. */
const READER = new Set(['you', 'your', 'yours', 'yourself']);
/** "We are looking for…", "the engineer will own…": what is happening now or will happen is the role. */
const ONGOING_OR_FUTURE = ['#Modal', '(#Copula|#Auxiliary) #Adverb? #Gerund'];

/**
 * The sentence's parts alone: compromise's json of its words (their text and tags) is not read. Its
 * typings take an object for `terms`, but it leaves out any part set to false.
 */
const PARTS_ONLY = { text: false, terms: false } as unknown as Parameters<Doc['json']>[0];
const partsOf = (doc: Doc): SentenceParts =>
  (doc.sentences().json(PARTS_ONLY) as Array<{ sentence?: SentenceParts }>)[0]?.sentence ?? {};

/**
 * The sentence's subject is the company: "we", "our …", or a name (compromise's proper noun or
 * organisation, or a word its lexicon lacks opening the sentence: "Acme is…").
 */
function namesCompany(doc: Doc, subject: string): boolean {
  if (/^(?:we|we['’]re|our|us)\b/.test(subject)) return true;
  // "Python developer wanted" has the role for subject.
  if (subject === '' || namesPerson(headNoun(nlp(subject)))) return false;
  return doc.match(subject).has('(#ProperNoun|#Organization)') || !((subject.split(' ')[0] ?? '') in LEXICON);
}

/**
 * A verb other than "be" whose object is a person ("need a registered nurse", "hire a developer"): the
 * object's head noun is asked alone, as compromise reads a capitalised "Registered Nurse" as a name.
 */
function asksForSomeone(doc: Doc, parts: SentenceParts): boolean {
  if (!parts.verb || doc.match(parts.verb).has('(#Copula|#Passive)')) return false;
  return namesPerson(headNoun(nlp(parts.predicate ?? '')));
}

/** The last word of a text's first noun phrase ("nurse" in "a registered nurse for our ward"). */
const headNoun = (doc: Doc): string => doc.nouns().first().terms().last().text('normal');
