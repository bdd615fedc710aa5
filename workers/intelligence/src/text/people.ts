import nlp from 'compromise';
import { type SentenceTerm as Term, sentenceTerms as termsOf } from './sentenceTerms';

/**
 * Who a phrase names, read by compromise: people (or animals) that are cared for, or a role held. A
 * weak opening that takes an object ("took care of", "was") is replaced by the verb its object calls
 * for: "Cared for 6 patients" but "Handled the store opening", "Served as charge nurse" but "Was
 * finalist …" left alone.
 */

/**
 * Those a resume says it cared for whom compromise does not tag as a person (#Actor) out of a list:
 * "patients", "residents", "seniors" read as plain nouns, "pets" as a verb. Singular forms.
 */
const CARED_FOR = new Set([
  'patient',
  'client',
  'resident',
  'senior',
  'elderly',
  'student',
  'member',
  'family',
  'kid',
  'pet',
  'animal',
  'dog',
  'cat',
  'horse',
  'livestock',
]);

/**
 * Honours and rankings a bullet may report with "was" ("Was finalist in the state fair"): a result, not a role
 * served in, so "Served as finalist" would misstate it. Grammar cannot tell them from a role.
 */
const HONOURS = new Set([
  'winner',
  'finalist',
  'semifinalist',
  'runner-up',
  'recipient',
  'nominee',
  'honoree',
  'valedictorian',
  'salutatorian',
  // "Was top performer in Q3": a ranking.
  'performer',
]);

/** The singular of a noun in lower case ("patients" → "patient"), as compromise makes it. */
function singular(word: string): string {
  const lower = word.toLowerCase().replace(/[,;:.]$/, '');
  // After "the" a plural compromise alone takes for a verb ("horses", "pets") reads as the noun it is.
  const made = nlp(`the ${lower}`).nouns().toSingular().text();
  return made.replace(/^the /, '') || lower;
}

/**
 * The noun phrase a text opens with, past the words tagged `skip` ("the 5-6" in "the 5-6 elderly
 * patients"): its words up to the first that is none of a noun's or an adjective's, and the index after it.
 */
function openingPhrase(terms: readonly Term[], skip: readonly string[]): { phrase: Term[]; end: number } {
  let i = 0;
  while (i < terms.length && skip.some((t) => terms[i]?.tags.includes(t))) i += 1;
  const phrase: Term[] = [];
  for (; i < terms.length; i += 1) {
    const term = terms[i];
    if (!term || !['Noun', 'Adjective'].some((t) => term.tags.includes(t)) || term.tags.includes('Pronoun'))
      break;
    if (term.tags.includes('Gerund') || term.tags.includes('Value')) break;
    phrase.push(term);
    if (/[,;:]$/.test(term.text)) {
      i += 1;
      break;
    }
  }
  return { phrase, end: i };
}

/**
 * True when the object of "took care of" names people or animals ("5-6 patients per shift", "elderly
 * residents", "the children"): its head noun, the phrase's last word, is a person to compromise or one
 * of those it misses. Read after "cared for", the verb it is to take, so compromise sees it as an object.
 */
export function namesPeopleCaredFor(object: string): boolean {
  const terms = termsOf(`I cared for ${object}`).slice(3);
  const { phrase } = openingPhrase(terms, ['Determiner', 'Value', 'NumberRange', 'Possessive']);
  const head = phrase.at(-1);
  if (!head) return false;
  return head.tags.includes('Actor') || head.tags.includes('Person') || CARED_FOR.has(singular(head.text));
}

/**
 * True when what follows "was" names a role held ("charge nurse on nights", "the team lead for billing",
 * "president of the club"): a noun phrase whose head is one singular noun, followed by a preposition or
 * nothing. A head followed by "of" is a role only where compromise reads it as a person ("president of");
 * "part of the team", "member of" stay. A figure ("2nd dan black belt"), an adjective ("able to…", "accountable for") or a verb ("promoted
 * to…") is no role, nor an honour ("finalist in…").
 */
export function namesRole(complement: string): boolean {
  const terms = termsOf(`I was ${complement}`).slice(2);
  // A figure is a rank or a score ("2nd dan black belt", "1st in sales"), never a role.
  const { phrase, end } = openingPhrase(terms, ['Determiner', 'Possessive']);
  const head = phrase.at(-1);
  if (!head?.tags.includes('Noun') || head.tags.includes('Plural')) return false;
  // Read on the words as written: compromise splits a hyphenated one ("runner-up") into terms.
  const written = complement.split(/\s+/).slice(0, phrase.length + 2);
  if (written.some((w) => HONOURS.has(singular(w)))) return false;
  const next = terms[end];
  if (next && !next.tags.includes('Preposition') && !/[,;:]$/.test(head.text)) return false;
  if (next?.text.toLowerCase() === 'of' && !head.tags.includes('Actor')) return false;
  return true;
}
