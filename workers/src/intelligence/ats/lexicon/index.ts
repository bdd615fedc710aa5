import { PhraseIndex } from '../phraseIndex';
import { FIELD_LEXICONS } from './fields';
import { SOFT_SKILLS } from './softSkills';

export { FIELD_LEXICONS } from './fields';
export type { FieldLexicon } from './types';

/** Kind of a lexicon term: a concrete skill of a field, a field's domain vocabulary, or a soft skill. */
export type TermKind = 'skill' | 'industry' | 'soft';

export interface LexiconTerm {
  /** The canonical name shown to users ("javascript" for "JS"). */
  label: string;
  kind: TermKind;
  field: string | null;
  /** False for broad concepts ("~" in the lexicon), which weigh less as requirements. */
  specific: boolean;
}

/**
 * All lexicons in one phrase index. Soft skills come first so shared words ("customer service",
 * "stakeholder management") count once as soft skills, then concrete skills, then domain vocabulary.
 */
function buildIndex(): PhraseIndex<LexiconTerm> {
  const index = new PhraseIndex<LexiconTerm>();
  const add = (raw: string, kind: TermKind, field: string | null) => {
    const specific = !raw.startsWith('~');
    const entry = specific ? raw : raw.slice(1);
    index.add(entry, { label: entry.split('|')[0] ?? entry, kind, field, specific });
  };
  for (const entry of SOFT_SKILLS) add(entry, 'soft', null);
  for (const lexicon of FIELD_LEXICONS)
    for (const entry of lexicon.skills) add(entry, 'skill', lexicon.field);
  for (const lexicon of FIELD_LEXICONS)
    for (const entry of lexicon.terms) add(entry, 'industry', lexicon.field);
  return index;
}

const index = buildIndex();

/** Lexicon terms found in a stemmed text, each with the word positions where it occurs. */
export function findTerms(stemmed: readonly string[]): Map<LexiconTerm, number[]> {
  return index.find(stemmed);
}
