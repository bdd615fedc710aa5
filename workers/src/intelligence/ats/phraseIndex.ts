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
    for (const alias of entry.split('|')) {
      const key = words(alias).map(stem);
      if (key.length === 0) continue;
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
  }

  /**
   * Every term in a stemmed word sequence with the word positions where it occurs. `lengths`, when given,
   * receives the number of words of the match starting at each position.
   */
  find(stems: readonly string[], lengths?: Map<number, number>): Map<T, number[]> {
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
        const positions = found.get(best);
        if (positions) positions.push(i);
        else found.set(best, [i]);
        lengths?.set(i, length);
        i += length;
      } else {
        i += 1;
      }
    }
    return found;
  }
}
