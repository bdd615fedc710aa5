import nlp from 'compromise';
import { article } from '../ai/offline/summary';
import { findTerms } from '../ats/lexicon';
import { stems } from './tokens';

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: string[];
}

/** Nouns with these endings name an activity or a quality, said without an article ("documentation", "management"). */
const MASS_ENDING = /(?:ment|ness|ity|ing|sis|ics|ware|age|ance|ence|ship|ry|tion|sion|ism|ure)$/;
/** Words that already count or point at what follows ("the model", "two models", "each model"). */
const DETERMINER_TAGS = [
  'Determiner',
  'Possessive',
  'Pronoun',
  'Value',
  'Preposition',
  'Adverb',
  'Conjunction',
];

/** What a bare object after the opening verb is: none, a phrase to give "a"/"an", or one that reads wrong but cannot be mended safely. */
type BareObject = { kind: 'none' } | { kind: 'mend'; at: number } | { kind: 'unsure' };

const isNoun = (term: Term) => term.tags.includes('Noun') && !term.tags.includes('Gerund');

function termsOf(text: string): Term[] {
  const json = nlp(`I ${text}`).json() as Array<{ terms: Term[] }>;
  return json.flatMap((s) => s.terms).slice(1);
}

/**
 * The noun phrase a clause's opening verb takes, when it has no article: "built excel model for…"
 * reads as notes, not a sentence. Only a phrase of two words or more is read (a lone object,
 * "managed inventory", "conducted research", is usually a mass noun, rightly bare), and it is mended
 * only where its head is a countable thing by every sign there is: compromise reads it as singular and
 * countable, no ending marks it as an activity ("documentation", "training"), and the phrase is no
 * named skill of the lexicons ("customer service", "data analysis"), which are said bare.
 */
function bareObject(terms: readonly Term[]): BareObject {
  let i = 0;
  // The opening verbs: "designed and built", "planned, built".
  while (i < terms.length && terms[i]?.tags.includes('Verb') && !terms[i]?.tags.includes('Gerund')) {
    const joined = /^(?:and|&)$/i.test(terms[i + 1]?.text ?? '') || /,/.test(terms[i]?.post ?? '');
    i += joined && terms[i + 2]?.tags.includes('Verb') ? 2 : 1;
    if (!joined) break;
  }
  if (i === 0) return { kind: 'none' };
  const start = i;
  const phrase: Term[] = [];
  for (; i < terms.length; i += 1) {
    const term = terms[i] as Term;
    if (DETERMINER_TAGS.some((t) => term.tags.includes(t)) || /^(?:a|an|the)$/i.test(term.text)) break;
    // A gerund before the noun describes it ("onboarding process"); after it, a clause begins ("using React").
    const modifier =
      term.tags.includes('Adjective') || (term.tags.includes('Gerund') && !phrase.some(isNoun));
    if (!isNoun(term) && !modifier) break;
    phrase.push(term);
    if (/[,;:.!?]/.test(term.post)) break;
  }
  const head = phrase.at(-1);
  if (phrase.length < 2 || !head || start !== terms.findIndex((t) => t === phrase[0]))
    return { kind: 'none' };
  const word = head.text.toLowerCase();
  const countable =
    head.tags.includes('Singular') &&
    !['Uncountable', 'Acronym', 'ProperNoun', 'Gerund', 'Plural'].some((t) => head.tags.includes(t)) &&
    /^\p{Ll}+$/u.test(head.text);
  if (!countable) return { kind: 'none' };
  // A named skill is said bare, rightly ("provided customer service").
  if (namesSkill(phrase)) return { kind: 'none' };
  if (MASS_ENDING.test(word)) return { kind: 'unsure' };
  return { kind: 'mend', at: start };
}

/** Whether the phrase ends in a skill of several words the lexicons name ("customer service", "data analysis"), said bare. */
function namesSkill(phrase: readonly Term[]): boolean {
  const stemmed = stems(phrase.map((t) => t.text).join(' '));
  const lengths = new Map<number, number>();
  // A skill of two words or more: the lexicons list single nouns too ("model", "budget"), which are things.
  for (const positions of findTerms(stemmed, lengths).values())
    if (positions.some((p) => (lengths.get(p) ?? 1) >= 2 && p + (lengths.get(p) ?? 1) === stemmed.length))
      return true;
  return false;
}

/**
 * A clause (it follows "I" in a letter) with the article its object lacks: "built excel model for fuel
 * cost accruals" → "built an excel model for fuel cost accruals". A clause that needs none, or one whose
 * object cannot be told countable, is returned as it is.
 */
export function withArticle(clause: string): string {
  const terms = termsOf(clause);
  const found = bareObject(terms);
  if (found.kind !== 'mend') return clause;
  const first = terms[found.at] as Term;
  // The object's first word, as it stands in the clause: the article goes right before it.
  const before = terms
    .slice(0, found.at)
    .reduce((n, t) => n + t.pre.length + t.text.length + t.post.length, 0);
  const at = clause.indexOf(first.text, Math.max(0, before - 1));
  if (at < 0) return clause;
  return `${clause.slice(0, at)}${article(first.text)} ${clause.slice(at)}`;
}

/** True when a clause's object is bare and could not be mended (`withArticle`): a line to quote last. */
export function lacksArticle(clause: string): boolean {
  return bareObject(termsOf(clause)).kind === 'unsure';
}
