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
