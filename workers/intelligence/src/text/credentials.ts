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

/** Words that make a list's last part an issuing body ("Amazon Web Services (AWS)", "Project Management Institute"). */
const ISSUER =
  /\(|\b(?:association|institute|university|college|council|board|society|academy|services|inc|ltd|corporation|foundation)\b/i;

/**
 * A credential as a sentence names it: "the CPA credential", "the Certified Angular Developer
 * credential", "the AppleCare Hardware Certification from Apple Support", "the AWS Certified Cloud
 * Practitioner credential from Amazon Web Services (AWS)": an issuer a dash set apart, or a last part
 * after a comma that names an issuing body behind a credential's name, is said with "from". A comma
 * inside the name ("Oracle Certified Professional, Java SE 8 Programmer"; "Human Sciences College,
 * National Institute for Metalworking Skills Certification") stays.
 */
export function credentialPhrase(name: string): string {
  const whole = name.trim().replace(/\s+,/g, ',');
  const dashed = whole.split(/\s+[-–—]\s+/);
  const comma = whole.lastIndexOf(', ');
  const [own, issuer] =
    dashed.length === 2 && NAMED_KIND.test(dashed[0] ?? '')
      ? [dashed[0] ?? '', dashed[1]]
      : comma > 0 &&
          CREDENTIAL_WORD.test(whole.slice(0, comma)) &&
          ISSUER.test(whole.slice(comma + 2)) &&
          !CREDENTIAL_WORD.test(whole.slice(comma + 2))
        ? [whole.slice(0, comma), whole.slice(comma + 2)]
        : [whole, undefined];
  const kind = NAMED_KIND.test(own) ? own : `${own} credential`;
  return issuer ? `the ${kind} from ${issuer}` : `the ${kind}`;
}
