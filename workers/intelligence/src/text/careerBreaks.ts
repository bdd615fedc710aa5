/**
 * "Career Break", "Sabbatical", "Parental Leave", "Gap Year", "Family Caregiver", "Stay-at-home Parent":
 * an entry in the work history that explains time away from work. It names no employer, so its words
 * are its title, never an employer's name. "Caregiver" alone is also a paid role (at a care agency);
 * only words that say it was for one's own family name a break here.
 */
const BREAK =
  /\b(?:career (?:break|gap|pause)|sabbatical|(?:parental|maternity|paternity|family|medical|carer'?s?) leave|gap year|(?:family|full[- ]time) (?:caregiver|carer)|stay[- ]at[- ]home (?:parent|mom|mum|mother|dad|father)|full[- ]time (?:parent|mom|mum|dad))\b/i;

export const namesBreak = (text: string): boolean => BREAK.test(text);

/**
 * A work-history entry that is time away from work, by its title or (as a form may hold it) its
 * employer field. It stays on the resume, but it is no role to introduce the person by, no years of
 * experience and no evidence for a cover letter.
 */
export const isCareerBreak = (job: { role: string; company: string }): boolean =>
  namesBreak(job.role) || namesBreak(job.company) || unpaidCare(job);

/** "Caregiver" with no employer: care given at home, not a post at an agency ("Caregiver, Home Instead"). */
const unpaidCare = (job: { role: string; company: string }): boolean =>
  /^(?:caregiver|carer)$/i.test(job.role.trim()) && !job.company.trim();
