import { stem } from '../../text/tokens';
import { CONTEXT_WORDS } from './ambiguous';
import type { LexiconTerm } from './types';

/**
 * A lexicon alias too short to mean its term on its own: "AP" is accounts payable beside invoices and
 * ledgers, but an Advanced Placement course on a student's resume or Associated Press style in a
 * newsroom; "AR" is accounts receivable there, Arkansas in an address or augmented reality elsewhere.
 * `cues` are stems that, within `CONTEXT_WORDS` of the abbreviation, confirm the term.
 */
interface ContextAbbreviation {
  /** The abbreviation's stem, as the phrase index reads it. */
  word: string;
  label: string;
  cues: ReadonlySet<string>;
}

/** Not each other: a student's "AP Biology" is often beside an address's "AR". */
const BOOKKEEPING_CUES = new Set(
  `account accounting accountant invoice invoicing vendor supplier payment payable receivable ledger
  reconciliation reconcile bookkeeping billing collections credit debtor creditor finance financial
  quickbooks sage xero erp sap oracle netsuite month-end`
    .split(/\s+/)
    .map(stem),
);

const CONTEXT_ABBREVIATIONS: readonly ContextAbbreviation[] = [
  { word: 'ap', label: 'accounts payable', cues: BOOKKEEPING_CUES },
  { word: 'ar', label: 'accounts receivable', cues: BOOKKEEPING_CUES },
];

/**
 * Drops each occurrence of a context abbreviation with none of its cues nearby; the term written out in
 * full ("accounts payable") always stays. Linear: each occurrence looks at a fixed window.
 */
export function confirmAbbreviations(
  stemmed: readonly string[],
  found: Map<LexiconTerm, number[]>,
): Map<LexiconTerm, number[]> {
  for (const rule of CONTEXT_ABBREVIATIONS) {
    const term = [...found.keys()].find((t) => t.label === rule.label);
    const positions = term && found.get(term);
    if (!term || !positions) continue;
    const kept = positions.filter((at) => {
      if (stemmed[at] !== rule.word) return true;
      const window = stemmed.slice(Math.max(0, at - CONTEXT_WORDS), at + CONTEXT_WORDS + 1);
      return window.some((w, i) => i !== Math.min(at, CONTEXT_WORDS) && rule.cues.has(w));
    });
    if (kept.length > 0) found.set(term, kept);
    else found.delete(term);
  }
  return found;
}
