import type { CoverLetterRequest } from '@rb/contracts';
import { titleCase } from './offline/summary';

/** "N/A" and blanks mean "not given" (SPEC §3 fixes several fields to "N/A"). */
const given = (value: string | undefined) => {
  const v = (value ?? '').trim();
  return v && !/^n\/?a$/i.test(v) ? v : '';
};

/** The salutation that opens a letter's body ("Dear Hiring Manager,", "Dear Ms. Rivera,"). */
const SALUTATION = /^(?:dear|hello|hi|to whom)\b/i;

/**
 * A letter as a recruiter expects it on the page: the applicant's name and contact block, the date,
 * then the body from its salutation. Added after the guard, from the request's own fields and the
 * clock, so any engine's letter carries it and none can write it wrong; whatever an engine put above
 * its salutation (a heading, a date of its own) is replaced. A name in capitals throughout ("JOHN DOE")
 * is written as a name.
 */
export function withLetterHead(letter: string, request: CoverLetterRequest, today: Date): string {
  const { name, email, phone, yourAddress, linkedin, portfolio } = request.applicantDetails;
  const lines = letter.split('\n');
  const start = lines.findIndex((line) => SALUTATION.test(line.trim()));
  const body = (start > 0 ? lines.slice(start) : lines).join('\n').trim();
  const signed = titleCase(name.trim());
  const contact = [
    given(yourAddress),
    [given(email), given(phone)].filter(Boolean).join(' | '),
    [given(linkedin), given(portfolio)].filter(Boolean).join(' | '),
  ].filter(Boolean);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(today);
  const signOff = body.replace(/(\n[^\n]*,\n)([^\n]+)$/, (whole, close: string, signature: string) =>
    signature.trim() === name.trim() ? `${close}${signed}` : whole,
  );
  return [[signed, ...contact].join('\n'), date, signOff].join('\n\n');
}
