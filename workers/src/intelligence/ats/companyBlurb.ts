import nlp from 'compromise';
import { stem, stems, words } from '../text/tokens';
import { namesPerson } from './partOfSpeech';
import { isSalient } from './salientWords';

/** Fewer words than this make a header line ("Acme — London"), not a sentence about anyone. */
const SENTENCE_MIN_WORDS = 4;
/** A company's blurb is a few sentences; a longer opening paragraph holds the job too. */
const BLURB_MAX_SENTENCES = 6;

type Doc = ReturnType<typeof nlp>;
interface SentenceParts {
  subject?: string;
  verb?: string;
  predicate?: string;
}

const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon;

/**
 * Does a posting's opening paragraph talk about the company rather than the role, with no "About us"
 * heading over it ("Acme is a leading provider of payroll software. We were founded in 1998.")? Its first
 * sentence has the company for subject and asks for no one ("we need a developer" is the role); none of
 * its sentences names the posting's title (`title`: its words; "Registered Nurse" in "we need a registered
 * nurse"), speaks to the reader ("you") or says what the company is doing now or will do ("we are looking
 * for…", "the engineer will own…"). Read with compromise's sentence parse, so no phrase list decides.
 */
export function talksAboutCompany(sentences: readonly string[], title: readonly string[]): boolean {
  const prose = sentences.filter((s) => words(s).length >= SENTENCE_MIN_WORDS);
  const [first] = prose;
  if (!first || prose.length > BLURB_MAX_SENTENCES) return false;
  const titleStems = new Set(title.filter(isSalient).map(stem));
  if (prose.some((s) => stems(s).some((w) => titleStems.has(w)))) return false;
  // Parsing is the cost: the opening sentence decides most postings, so it is read first.
  const speaksOfRole = (doc: Doc) =>
    doc.has('(you|your|yours|yourself)') || nlp(partsOf(doc).verb ?? '').has('(#Gerund|#Modal)');
  const opening = nlp(first);
  if (!namesCompany(opening) || asksForSomeone(opening) || speaksOfRole(opening)) return false;
  return !prose.slice(1).some((s) => speaksOfRole(nlp(s)));
}

const partsOf = (doc: Doc): SentenceParts =>
  (doc.sentences().json() as Array<{ sentence?: SentenceParts }>)[0]?.sentence ?? {};

/**
 * The sentence's subject is the company: "we", "our …", or a name (compromise's proper noun or
 * organisation, or a word its lexicon lacks opening the sentence: "Acme is…").
 */
function namesCompany(doc: Doc): boolean {
  const subject = partsOf(doc).subject ?? '';
  if (/^(?:we|we['’]re|our|us)\b/.test(subject)) return true;
  // "Python developer wanted" has the role for subject.
  if (subject === '' || namesPerson(headNoun(nlp(subject)))) return false;
  return doc.match(subject).has('(#ProperNoun|#Organization)') || !((subject.split(' ')[0] ?? '') in LEXICON);
}

/**
 * A verb other than "be" whose object is a person ("need a registered nurse", "hire a developer"): the
 * object's head noun is asked alone, as compromise reads a capitalised "Registered Nurse" as a name.
 */
function asksForSomeone(doc: Doc): boolean {
  const parts = partsOf(doc);
  if (!parts.verb || doc.match(parts.verb).has('(#Copula|#Passive)')) return false;
  return namesPerson(headNoun(nlp(parts.predicate ?? '')));
}

/** The last word of a text's first noun phrase ("nurse" in "a registered nurse for our ward"). */
const headNoun = (doc: Doc): string => doc.nouns().first().terms().last().text('normal');
