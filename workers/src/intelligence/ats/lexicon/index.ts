import { PhraseIndex } from '../phraseIndex';
import { disambiguate } from './ambiguous';
import { FIELD_LEXICONS } from './fields';
import { SOFT_SKILLS } from './softSkills';
import type { LexiconTerm, TermKind } from './types';

export { CONTEXT_LABELS } from './ambiguous';
export { FIELD_LEXICONS } from './fields';
export type { FieldLexicon, LexiconTerm, TermKind } from './types';

/**
 * All lexicons in one phrase index. Soft skills come first so shared words ("customer service",
 * "stakeholder management") count once as soft skills, then concrete skills, then domain vocabulary.
 */
function buildIndex(): { index: PhraseIndex<LexiconTerm>; byLabel: Map<string, LexiconTerm> } {
  const index = new PhraseIndex<LexiconTerm>();
  const byLabel = new Map<string, LexiconTerm>();
  const add = (raw: string, kind: TermKind, field: string | null) => {
    const specific = !raw.startsWith('~');
    const entry = specific ? raw : raw.slice(1);
    const term = { label: entry.split('|')[0] ?? entry, kind, field, specific };
    index.add(entry, term);
    if (!byLabel.has(term.label)) byLabel.set(term.label, term);
  };
  for (const entry of SOFT_SKILLS) add(entry, 'soft', null);
  for (const lexicon of FIELD_LEXICONS)
    for (const entry of lexicon.skills) add(entry, 'skill', lexicon.field);
  for (const lexicon of FIELD_LEXICONS)
    for (const entry of lexicon.terms) add(entry, 'industry', lexicon.field);
  return { index, byLabel };
}

const { index, byLabel } = buildIndex();

/**
 * Lexicon terms found in a stemmed text, each with the word positions where it occurs; ambiguous words
 * take the meaning their context gives them. `lengths`, when given, receives each match's word count.
 */
export function findTerms(
  stemmed: readonly string[],
  lengths?: Map<number, number>,
): Map<LexiconTerm, number[]> {
  return disambiguate(stemmed, index.find(stemmed, lengths), (label) => byLabel.get(label));
}

/** The lexicon term with this label, if any. */
export function termByLabel(label: string): LexiconTerm | undefined {
  return byLabel.get(label);
}
