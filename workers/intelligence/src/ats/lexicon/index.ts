import data from '../../data/occupations.json' with { type: 'json' };
import { PhraseIndex } from '../phraseIndex';
import { confirmAbbreviations } from './abbreviations';
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
function buildIndex(): {
  index: PhraseIndex<LexiconTerm>;
  byLabel: Map<string, LexiconTerm>;
  spellings: Map<string, readonly string[]>;
} {
  const index = new PhraseIndex<LexiconTerm>();
  const byLabel = new Map<string, LexiconTerm>();
  const spellings = new Map<string, readonly string[]>();
  const add = (raw: string, kind: TermKind, field: string | null) => {
    const specific = !raw.startsWith('~');
    const entry = specific ? raw : raw.slice(1);
    const term = { label: entry.split('|')[0] ?? entry, kind, field, specific };
    index.add(entry, term);
    if (!byLabel.has(term.label)) byLabel.set(term.label, term);
    const variants = entry
      .split('|')
      .filter((alias) => alias !== term.label && britishForm(alias) === britishForm(term.label));
    if (variants.length > 0 && !spellings.has(term.label)) spellings.set(term.label, variants);
  };
  for (const entry of SOFT_SKILLS) add(entry, 'soft', null);
  for (const lexicon of FIELD_LEXICONS)
    for (const entry of lexicon.skills) add(entry, 'skill', lexicon.field);
  for (const lexicon of FIELD_LEXICONS)
    for (const entry of lexicon.terms) add(entry, 'industry', lexicon.field);
  // The qualities ESCO's transversal skills name ("show confidence", "confident"), last: a word a lexicon
  // already holds keeps its meaning there ("agile" is the method, "flexible" the hand list's adaptability).
  for (const entry of data.traits) add(entry, 'soft', null);
  return { index, byLabel, spellings };
}

/** A spelling with "-ise"/"-yse" for "-ize"/"-yze": what two spellings of one word share. */
const britishForm = (text: string) => text.replace(/([iy])z/g, '$1s');

const { index, byLabel, spellings } = buildIndex();

/**
 * A label in the spelling a posting uses: "organizational skills" for a posting that writes "organized" or
 * "analyze", "prioritisation" for one that writes "organisation". The lexicon lists both spellings of such
 * a term as aliases; a label it lists in one spelling only is returned as it is.
 */
export function spelledFor(label: string, american: boolean): string {
  const usesZ = /[iy]z/.test(label);
  if (usesZ === american) return label;
  return spellings.get(label)?.find((alias) => /[iy]z/.test(alias) === american) ?? label;
}

/**
 * Lexicon terms found in a stemmed text, each with the word positions where it occurs; ambiguous words
 * take the meaning their context gives them, and short abbreviations count only where it confirms them.
 * `lengths`, when given, receives each match's word count.
 * `headNouns` also finds the term a longer phrase ends with (see PhraseIndex.find): for a resume, whose
 * "REST APIs" shows the "APIs" a posting asks for, not for a posting, whose "REST APIs" is one requirement.
 */
export function findTerms(
  stemmed: readonly string[],
  lengths?: Map<number, number>,
  headNouns = false,
): Map<LexiconTerm, number[]> {
  const found = index.find(stemmed, lengths, headNouns ? isHeadNoun : undefined);
  return confirmAbbreviations(
    stemmed,
    disambiguate(stemmed, found, (label) => byLabel.get(label)),
  );
}

/**
 * A phrase's closing term counts as its head noun within one field family only: a generic closing word
 * can be another field's alias ("data warehouse" is no warehouse work, "hand drafting" no legal drafting).
 * A soft skill is never a head noun ("packet analysis" shows no critical thinking), nor is a one-letter
 * name ("Objective-C" is not C).
 */
function isHeadNoun(tail: LexiconTerm, whole: LexiconTerm): boolean {
  return tail.kind !== 'soft' && tail.label.length > 1 && family(tail.field) === family(whole.field);
}

const family = (field: string | null) => (field ?? '').split('/')[0];

/** The lexicon term with this label, if any. */
export function termByLabel(label: string): LexiconTerm | undefined {
  return byLabel.get(label);
}
