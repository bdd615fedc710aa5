import { termsOf } from './nlpReads';

/**
 * "Junior Editor", "Wedding Photographer": a piece of two or more words ending in one compromise reads
 * as a person's occupation (#Actor), so a job title though no listed title word is in it. One word
 * alone may be a business named after a person ("Oracle"); a plural ("Farmer Brothers") or a piece
 * compromise reads as an organisation names a business too.
 */
export function endsInActor(piece: string): boolean {
  if (!piece.includes(' ')) return false;
  const terms = termsOf(piece);
  const last = terms.at(-1);
  return (
    !!last?.tags.includes('Actor') &&
    !last.tags.includes('Plural') &&
    !terms.some((t) => t.tags.includes('Organization'))
  );
}
