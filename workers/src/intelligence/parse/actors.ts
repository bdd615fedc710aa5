import nlp from 'compromise';

interface NlpTerm {
  tags: string[];
}

/**
 * "Junior Editor", "Pharmacist", "Copywriter": a piece ending in a word compromise reads as a person's
 * occupation (#Actor), so a job title though no listed title word is in it. A plural ("Farmer
 * Brothers") or a piece compromise reads as an organisation names a business instead.
 */
export function endsInActor(piece: string): boolean {
  const terms = (nlp(piece).json({ terms: { tags: true } }) as Array<{ terms: NlpTerm[] }>).flatMap(
    (s) => s.terms,
  );
  const last = terms.at(-1);
  return (
    !!last?.tags.includes('Actor') &&
    !last.tags.includes('Plural') &&
    !terms.some((t) => t.tags.includes('Organization'))
  );
}
