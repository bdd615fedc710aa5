import { stem } from '../../text/tokens';
import type { LexiconTerm } from './types';

/**
 * A word that names different things in different fields, read by the words around it: "IOS" beside
 * Cisco, routers or VLANs is the network operating system; elsewhere it is Apple's iOS. `cues` are stems
 * (stemmed like the text) that, within `CONTEXT_WORDS` of an occurrence, select `alternative`.
 */
export interface AmbiguousTerm {
  /** The label the phrase index gives the word by default. */
  defaultLabel: string;
  /** Label of the lexicon term the word means next to the cues. */
  alternative: string;
  cues: ReadonlySet<string>;
}

export const CONTEXT_WORDS = 12;

export const AMBIGUOUS_TERMS: readonly AmbiguousTerm[] = [
  {
    defaultLabel: 'ios',
    alternative: 'cisco ios',
    cues: new Set(
      'cisco router routing switch switching ccna ccnp ccie vlan bgp ospf eigrp lan wan juniper firewall network networking'
        .split(' ')
        .map(stem),
    ),
  },
];

/** Labels a word takes only by context: shown by name, since the word alone would read otherwise. */
export const CONTEXT_LABELS: ReadonlySet<string> = new Set(AMBIGUOUS_TERMS.map((t) => t.alternative));

/**
 * Terms found in a text, with each occurrence of an ambiguous word moved to its alternative meaning when
 * a cue stands within `CONTEXT_WORDS` of it. Linear: each occurrence looks at a fixed window.
 */
export function disambiguate(
  stemmed: readonly string[],
  found: Map<LexiconTerm, number[]>,
  byLabel: (label: string) => LexiconTerm | undefined,
): Map<LexiconTerm, number[]> {
  for (const rule of AMBIGUOUS_TERMS) {
    const base = [...found.keys()].find((t) => t.label === rule.defaultLabel);
    const alternative = byLabel(rule.alternative);
    const positions = base && found.get(base);
    if (!base || !alternative || !positions) continue;
    const stay: number[] = [];
    const move: number[] = [];
    for (const at of positions) {
      const window = stemmed.slice(Math.max(0, at - CONTEXT_WORDS), at + CONTEXT_WORDS + 1);
      (window.some((w) => rule.cues.has(w)) ? move : stay).push(at);
    }
    if (move.length === 0) continue;
    if (stay.length > 0) found.set(base, stay);
    else found.delete(base);
    found.set(
      alternative,
      [...(found.get(alternative) ?? []), ...move].sort((a, b) => a - b),
    );
  }
  return found;
}
