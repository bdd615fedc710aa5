import { FIELD_LEXICONS } from '../ats/lexicon/fields';

/** Words that make a name a credential: "Certified Scrum Master", "Forklift Licence", "Chartered Accountant". */
const CREDENTIAL_WORD =
  /\b(?:certified|certification|certificate|licen[cs]ed|licen[cs]e|chartered|registered|registration|accredited|accreditation)\b/i;

/**
 * Names the lexicons give credentials by their abbreviation ("cpa" beside "certified public accountant",
 * "rn" beside "registered nurse", "cdl" beside "commercial driver"): an entry one of whose names holds a
 * credential word names a credential, and its short names are that credential's letters.
 */
const CREDENTIAL_LETTERS: ReadonlySet<string> = new Set(
  FIELD_LEXICONS.flatMap((lexicon) => lexicon.skills)
    .map((entry) => entry.replace(/^~/, '').split('|'))
    .filter((names) => names.some((n) => CREDENTIAL_WORD.test(n)))
    .flatMap((names) => names.filter((n) => /^[a-z][a-z-]{1,6}$/.test(n))),
);

/**
 * Whether a skills list's item is a credential rather than a skill: it says so ("PMP Certified",
 * "Forklift Licence"), or it is written in capitals as the letters of one the lexicons name ("CPA",
 * "RN"). "Accounting" and "Tableau" are skills; "CPA" beside them is something the applicant holds.
 */
export function isCredential(item: string): boolean {
  const name = item.trim();
  if (CREDENTIAL_WORD.test(name)) return true;
  return /^\p{Lu}[\p{Lu}-]{1,6}$/u.test(name) && CREDENTIAL_LETTERS.has(name.toLowerCase());
}

/** A credential's own word closes its name ("AWS Certification", "Forklift Licence"): no "credential" after it. */
const NAMED_KIND =
  /\b(?:certification|certificate|licen[cs]e|credential|diploma|registration|qualification)$/i;

/**
 * A credential as a sentence names it: "the CPA credential", "the Certified Angular Developer
 * credential", "the AppleCare Hardware Certification from Apple Support" (an issuer a dash set apart in
 * the list is said with "from").
 */
export function credentialPhrase(name: string): string {
  const whole = name.trim();
  const [own = '', issuer, ...more] = whole.split(/\s+[-–—]\s+/);
  if (issuer && more.length === 0 && NAMED_KIND.test(own)) return `the ${own} from ${issuer}`;
  return NAMED_KIND.test(whole) ? `the ${whole}` : `the ${whole} credential`;
}
