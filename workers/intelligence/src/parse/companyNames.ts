import nlp from 'compromise';

/**
 * The legal forms a registered business writes after its name ("Hartley & Stone LLP", "Müller Bau
 * GmbH", "Koala Labs Pty Ltd", "Grupo Norte S.A."). compromise tags only a few of them (Inc, Ltd) and
 * then only after a word it already takes for a name, so a firm it does not know goes unread: these
 * are facts of company naming, not of the language, and grammar cannot decide them.
 */
export const COMPANY_FORM =
  'inc|llc|llp|lp|ltd|limited|corp|co|gmbh|ag|kg|plc|pvt|pty|s\\.a\\.(?:s\\.)?|s\\.r\\.l\\.|b\\.v\\.|n\\.v\\.';

/** A name ending in a legal form: at least one capitalised word before it, a comma allowed ("Acme, Inc."). */
const ENDS_IN_FORM = new RegExp(`^\\p{Lu}.*?,?\\s+(?:${COMPANY_FORM})\\.?$`, 'iu');

/**
 * compromise's own list of words that end an organisation's name ("Group", "Hospital", "Coffee",
 * "Clinic"). It tags a name by them only when the word before reads as a name, which misses names made
 * of ordinary words ("Maple Leaf Dental Group", "Blue Door Coffee").
 */
const ORG_WORDS = (nlp.model() as { two: { orgWords: Record<string, boolean> } }).two.orgWords;
/**
 * Those of its words that also name a department or a field of work: "Customer Service", "Human
 * Resources", "Digital Marketing" after a title are the unit the job was in, not the employer.
 */
const FIELD_WORDS = new Set(
  'care communications consulting data department departments design development division education energy management marketing media news office post power press resources service services'.split(
    ' ',
  ),
);

/**
 * True when the piece is written like a business's name though compromise does not know it: it ends in
 * a legal form, or it is two to six capitalised words ending in one of compromise's organisation words.
 * Joining words in lower case ("of", "&") are allowed inside; a sentence never reads as one.
 */
export function namedLikeCompany(piece: string): boolean {
  const name = piece.trim();
  if (/^\p{Lu}/u.test(name) && ENDS_IN_FORM.test(name)) return true;
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 6) return false;
  const capitalised = words.every(
    (word, i) => /^[\p{Lu}\d]/u.test(word) || (i > 0 && /^(?:&|of|and|the|de)$/.test(word)),
  );
  const last = (words.at(-1) ?? '').toLowerCase();
  return capitalised && ORG_WORDS[last] === true && !FIELD_WORDS.has(last);
}
