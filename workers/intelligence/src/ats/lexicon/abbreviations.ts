import { stem } from '../../text/tokens';
import { CONTEXT_WORDS } from './ambiguous';
import type { LexiconTerm } from './types';

/**
 * A lexicon alias too short or too common to mean its term on its own: "AP" is accounts payable beside
 * invoices and ledgers, but an Advanced Placement course on a student's resume or Associated Press style in
 * a newsroom; "AR" is accounts receivable there, Arkansas in an address or augmented reality elsewhere.
 * The same holds for a short name or an everyday word that another thing shares: "C" (a Series C
 * round, a City & Guilds "C & G"), "TS" (a TS/SCI clearance, an MPEG transport stream), "silicon" (Silicon
 * Valley investors). `cues` are stems that, within `CONTEXT_WORDS` of the alias's first word, confirm the
 * term.
 */
interface ContextAbbreviation {
  /** The stem of the alias's (first) word, as the phrase index reads it. */
  word: string;
  label: string;
  cues: ReadonlySet<string>;
}

/** Stems of the words of a text: the cues as the phrase index reads them. */
const cues = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/).map(stem));

/** Not each other: a student's "AP Biology" is often beside an address's "AR". */
const BOOKKEEPING_CUES = cues(`account accounting accountant invoice invoicing vendor supplier payment payable
  receivable ledger reconciliation reconcile bookkeeping billing collections credit debtor creditor finance
  financial quickbooks sage xero erp sap oracle netsuite month-end`);

const CONTEXT_ABBREVIATIONS: readonly ContextAbbreviation[] = [
  { word: 'ap', label: 'accounts payable', cues: BOOKKEEPING_CUES },
  { word: 'ar', label: 'accounts receivable', cues: BOOKKEEPING_CUES },
  {
    word: stem('ts'),
    label: 'typescript',
    cues: cues(`javascript js node nodejs react angular vue svelte next nuxt npm deno express nestjs frontend
      front-end web html css tsx typescript`),
  },
  {
    word: stem('c'),
    label: 'c',
    cues: cues(`c++ c# programming program language languages python java rust go golang assembly embedded
      firmware linux kernel unix compiler compilers software code coding developer microcontroller rtos`),
  },
  {
    word: stem('silicon'),
    label: 'hardware',
    cues: cues(`chip chips asic rtl verilog vhdl fpga soc semiconductor semiconductors hardware design
      tapeout wafer validation verification eda`),
  },
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
