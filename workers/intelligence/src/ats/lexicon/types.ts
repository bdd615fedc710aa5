/**
 * A field's vocabulary. Each entry is "canonical|alias|alias": every alias counts as the canonical term, so
 * "JS" meets "JavaScript" and "RN" meets "registered nurse". Multi-word entries match only as phrases.
 * `skills` are concrete, checkable abilities (tools, methods, licences); `terms` are the field's domain
 * vocabulary, used to tell which industry a text belongs to. A skill starting with "~" is a broad concept
 * ("scalability", "back end") that most postings of the field name: it counts half as much as a specific
 * tool or method when it is required.
 */
export interface FieldLexicon {
  field: string;
  skills: readonly string[];
  terms: readonly string[];
}

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
