import { stem, words } from '../text/tokens';

interface Node<T> {
  term?: T;
  next?: Map<string, Node<T>>;
}

/**
 * A word trie from stemmed phrase to term, built once. An entry is "canonical|alias|alias"; every alias
 * finds the same term. Matching walks the trie from each word and keeps the longest match, so it is
 * linear in the text (times the longest phrase) and never backtracks.
 */
export class PhraseIndex<T> {
  private readonly root: Node<T> = {};

  add(entry: string, term: T): void {
    for (const alias of entry.split('|')) this.addStems(words(alias).map(stem), term);
  }

  /** One phrase already stemmed (the occupational index is stored stemmed: it holds 80,000 titles). */
  addStems(key: readonly string[], term: T): void {
    if (key.length === 0) return;
    let node = this.root;
    for (const word of key) {
      node.next ??= new Map();
      let child = node.next.get(word);
      if (!child) {
        child = {};
        node.next.set(word, child);
      }
      node = child;
    }
    // The first lexicon to claim a phrase keeps it, so an alias never means two things.
    node.term ??= term;
  }

  /**
   * Every term in a stemmed word sequence with the word positions where it occurs. `lengths`, when given,
   * receives the number of words of the match starting at each position. With `headNoun`, a match's
   * closing words that are a term of their own count too when it accepts them ("REST APIs" is also
   * "APIs"): English puts the head noun last, so the longer phrase names a kind of that thing. A phrase
   * that shares its words with a neighbour across "and"/"or" counts too, written out in full only once
   * ("accounts payable and receivable", "unit and integration testing"); such occurrences get no length.
   */
  find(
    stems: readonly string[],
    lengths?: Map<number, number>,
    headNoun?: (tail: T, whole: T) => boolean,
  ): Map<T, number[]> {
    const found = new Map<T, number[]>();
    let i = 0;
    while (i < stems.length) {
      let node: Node<T> | undefined = this.root;
      let best: T | undefined;
      let length = 0;
      for (let j = i; j < stems.length && node?.next; j += 1) {
        node = node.next.get(stems[j] ?? '');
        if (node?.term !== undefined) {
          best = node.term;
          length = j - i + 1;
        }
      }
      if (best !== undefined) {
        add(found, best, i);
        lengths?.set(i, length);
        if (length > 1) this.elided(stems, i, length, best, found);
        if (headNoun)
          for (let k = i + 1; k < i + length; k += 1) {
            const tail = this.exact(stems.slice(k, i + length));
            if (tail !== undefined && tail !== best && headNoun(tail, best)) add(found, tail, k);
          }
        i += length;
      } else {
        i += 1;
      }
    }
    // Elided phrases are found out of order ("civil and criminal litigation" finds "civil" last).
    for (const positions of found.values()) positions.sort((a, b) => a - b);
    return found;
  }

  /**
   * The phrases a match at [start, start + length) implies with a coordinated neighbour: its last word
   * swapped for the word after a conjunction or a slash ("accounts payable/receivable" → "accounts
   * receivable"), or its first swapped for the word before a conjunction ("civil and criminal
   * litigation" → "civil litigation"). Only a whole lexicon phrase counts, so ordinary lists stay lists.
   */
  private elided(stems: readonly string[], start: number, length: number, term: T, found: Map<T, number[]>) {
    const end = start + length;
    // A slash leaves no word between the two, so the word after may follow directly.
    const after = end + conjunctions(stems, end, 1);
    const left = this.exact([...stems.slice(start, end - 1), stems[after] ?? '']);
    if (after < stems.length && left !== undefined && left !== term) addOnce(found, left, after);
    const joined = conjunctions(stems, start - 1, -1);
    const before = start - 1 - joined;
    const right = this.exact([stems[before] ?? '', ...stems.slice(start + 1, end)]);
    if (joined > 0 && before >= 0 && right !== undefined && right !== term) addOnce(found, right, before);
  }

  /** The term whose phrase is exactly these stems, if any. */
  private exact(key: readonly string[]): T | undefined {
    let node: Node<T> | undefined = this.root;
    for (const word of key) node = node?.next?.get(word);
    return node?.term;
  }
}

function add<T>(found: Map<T, number[]>, term: T, at: number): void {
  const positions = found.get(term);
  if (positions) positions.push(at);
  else found.set(term, [at]);
}

/** Conjunction words ("and", "or", "and/or") in a row from `at`, walking in `step`'s direction. */
function conjunctions(stems: readonly string[], at: number, step: 1 | -1): number {
  let n = 0;
  while (n < 2 && CONJUNCTIONS.has(stems[at + n * step] ?? '')) n += 1;
  return n;
}

const CONJUNCTIONS = new Set(['and', 'or']);

function addOnce<T>(found: Map<T, number[]>, term: T, at: number): void {
  if (!found.get(term)?.includes(at)) add(found, term, at);
}

/** How often a phrase's stems stand in a row in a text's: a name no index holds (an unlisted tool). */
export function phraseCount(text: readonly string[], phrase: readonly string[]): number {
  let count = 0;
  for (let i = 0; i + phrase.length <= text.length; i += 1)
    if (phrase.every((s, k) => text[i + k] === s)) count += 1;
  return count;
}
