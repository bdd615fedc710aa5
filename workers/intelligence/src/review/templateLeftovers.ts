import type { FindingPlace, ResumeData } from '@rb/contracts';
import { type Draft, finding, quote } from './finding';
import { namedTexts, resumeLines } from './lines';

/**
 * Text a resume template or builder leaves for its user to replace, and the builder's own adverts. No
 * vocabulary in ../shared/data describes templates, so these patterns are written by hand, each a form
 * templates use for every user: a sample person ("John Doe"), a letter-code organisation ("XYZ
 * University", "ABC Corp"), runs of X ("Spark XXX"), a field's own label as its value ("Company Name"),
 * bracketed or angle-bracketed prompts, lorem ipsum, a sample address or number, and second-person
 * instructions or prices ("Fill in your details", "Only $2.95").
 */
const PLACEHOLDER: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:john|jane|john q\.?|jane q\.?) (?:doe|smith)\b/i, 'a sample name from a template'],
  [
    /\b(?:abc|xyz|acme|abcd|xxx)\s+(?:university|college|school|institute|academy|company|corp(?:oration)?\.?|inc\.?|ltd\.?|llc|group|enterprises?|industries|solutions|technologies|bank|hospital)\b/i,
    'a sample organisation from a template',
  ],
  [/(?<![\p{L}\d])x{2,}(?![\p{L}\d])|\b\d*x{3,}\d*\b|\b(?:19|20)xx\b/iu, 'letters left to be filled in'],
  [
    /\b(?:your|first|last|full) name\b|\b(?:company|employer|school|university|job|position) name\b|\bjob title here\b|\bcity,\s*state\b/i,
    'a field label left in place of the value',
  ],
  [/\[[^\]]{1,80}\]|<[^>]{1,80}>|\{\{[^}]{0,80}\}\}/, 'a bracketed prompt from a template'],
  [/\blorem ipsum\b|\bdolor sit amet\b/i, 'filler text from a template'],
  [
    /\b123 (?:main|any) (?:st|street|road|avenue)\b|\b555[-. ]?0?\d{3}[-. ]?\d{4}\b|\(555\)/i,
    'a sample address or number',
  ],
  [/@(?:example|email|domain|yourdomain|company)\.(?:com|org|net)\b/i, 'a sample e-mail address'],
];

const ADVERT: readonly RegExp[] = [
  /\b(?:only|just)\s*[$€£]\s?\d+(?:[.,]\d{2})?(?![\d.,]|\s?[kmb%])/i,
  /\b(?:resume|cv)\s+(?:designs?|templates?|builder|maker)\b/i,
  /\b(?:fill(?:ed)? in|enter|type|replace|insert|add) (?:your|the) (?:details|name|information|text|own)\b/i,
  /\b(?:download(?:ed)?|try) (?:it|this|now|our|more)\b.{0,40}\b(?:free|now|today|templates?|designs?)\b/i,
];

/** How many of the signs of a resume builder's advert or instruction a text shows. */
const advertSigns = (text: string) => ADVERT.filter((p) => p.test(text)).length;

/**
 * A resume builder's advert or instruction beyond doubt ("Filled in your details, chose and downloaded 31
 * resume designs! Only $2.95"): two of its signs. One alone may be the user's work ("Built a free resume
 * builder web app"): the review asks, and nothing removes it.
 */
export const isAdvert = (text: string) => advertSigns(text) >= 2;

/**
 * "I hereby declare that the above information is true…": a form's declaration many templates end with.
 * A recruiter skips it, and a line that is only that sentence (no date or place in it) holds nothing of
 * the user's work: removing it is safe.
 */
export const isDeclaration = (text: string) =>
  /^(?:i\s+)?(?:do\s+)?hereby\s+(?:declare|certify|confirm|state)\b/i.test(text.trim()) && !/\d/.test(text);

function leftoverIn(text: string): string | undefined {
  for (const [pattern, what] of PLACEHOLDER) {
    const match = pattern.exec(text);
    if (match) return `${quote(match[0])} looks like ${what}: replace it with your own or remove it.`;
  }
  if (isDeclaration(text))
    return 'A declaration ("I hereby declare…") is wording from a form, not a resume: recruiters skip it, so remove it.';
  if (advertSigns(text) > 0)
    return 'This reads like an advert or an instruction from a resume builder, not your work: remove it.';
  return undefined;
}

/** Template leftovers and adverts anywhere in the resume: a recruiter stops reading at "John Doe". */
export function templateLeftovers(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  const check = (place: FindingPlace, text: string, removable: boolean) => {
    const message = leftoverIn(text);
    if (!message) return;
    const advert = isAdvert(text) || isDeclaration(text);
    found.push(
      // A declaration costs a line, not the recruiter's trust: a suggestion.
      finding('template-leftover', isDeclaration(text) ? 'suggestion' : 'important', place, message, {
        text,
        // An advert beyond doubt is none of the user's words: removing it is safe. A placeholder needs
        // their value, and a line with one sign of an advert may be their work.
        ...(advert && removable && { fix: { before: text, after: '' } }),
      }),
    );
  };
  for (const { place, text } of namedTexts(resume)) check(place, text, false);
  for (const { place, text, bullet } of resumeLines(resume)) check(place, text, bullet);
  resume.experience.forEach((job, entry) => {
    for (const date of [job.start_date, job.end_date ?? ''])
      check({ section: 'experience', entry }, date, false);
  });
  resume.education.forEach((school, entry) => {
    check({ section: 'education', entry }, school.graduation_year, false);
  });
  for (const field of ['email', 'phone', 'linkedin', 'portfolio'] as const)
    if (resume[field].trim()) check({ section: 'contact' }, resume[field], false);
  return found;
}
