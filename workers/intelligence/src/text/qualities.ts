import { findTerms } from '../ats/lexicon';
import { lexiconTags } from './compromiseLexicon';
import { stems } from './tokens';

/** Endings of nouns that name a field, a quality or an activity ("Mathematics", "Patience", "Leadership"). */
const ABSTRACT_ENDING = /(?:ics|ence|ance|tion|ment|ness|ship|ity)$/i;

/**
 * A quality, a field or an activity named by one common noun ("Patience", "Communication",
 * "Leadership", "Mathematics"): compromise lists it as uncountable, the soft-skill lexicon names it, or
 * its ending says so. A skills list writes it with a capital as a list item, not as a product's name.
 */
export function namesQuality(word: string): boolean {
  const key = word.toLowerCase();
  if (!/^\p{L}+$/u.test(key)) return false;
  if (lexiconTags(key).includes('Uncountable') || ABSTRACT_ENDING.test(key)) return true;
  return [...findTerms(stems(key)).keys()].some((t) => t.kind === 'soft');
}
