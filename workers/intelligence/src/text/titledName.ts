import { sentenceTerms as termsOf } from './sentenceTerms';
import { formOf } from './verbs';

/** A word written in Title Case: a capital, then lower case ("Chat", "Bot"); an acronym is not. */
const TITLE_WORD = /^\p{Lu}\p{Ll}+$/u;

/**
 * True when a line opens with a thing's name written in Title Case ("Chat Bot using AWS LEX", "Expense
 * Tracker for…"): a project or product named, where "Chatted Bot" would be the damage. The first word is
 * a base form (one that could be a verb or the name's modifier), the words after it are capitalised
 * common nouns ending in a singular one, and the name ends there: at a preposition, a gerund, a
 * punctuation mark or the line's end. A verb's object reads otherwise: with a plural ("Manage Customer
 * Accounts"), with a product the resume writes as a name (`names`: "Administer Jira for 3 teams"), or
 * continued in lower case ("Lead Salesforce migration").
 */
export function opensWithTitledName(text: string, names: ReadonlySet<string> = new Set()): boolean {
  const [first = '', second = ''] = text.split(/\s+/);
  if (!TITLE_WORD.test(first) || !TITLE_WORD.test(second.replace(/[,;:]$/, ''))) return false;
  if (formOf(first) !== 'base') return false;
  const terms = termsOf(text);
  let i = 1;
  for (; TITLE_WORD.test(terms[i]?.text ?? ''); i += 1) {
    const word = (terms[i]?.text ?? '').toLowerCase();
    if (names.has(word) || !nounAlone(word)?.includes('Noun')) return false;
    // "Chat Bot, Expense Tracker": a comma ends the name.
    if (/[,;:]/.test(terms[i]?.post ?? '')) return !nounAlone(word)?.includes('Plural');
  }
  const head = nounAlone((terms[i - 1]?.text ?? '').toLowerCase());
  if (!head || head.includes('Plural')) return false;
  const after = terms[i];
  if (!after || !/^\p{Ll}/u.test(after.text) || after.tags.includes('Gerund')) return true;
  return !['Noun', 'Adjective'].some((t) => after.tags.includes(t));
}

/** The tags compromise gives a word read as a noun would stand ("the bot"). */
function nounAlone(word: string): string[] | undefined {
  return termsOf(`the ${word}`)[1]?.tags;
}
