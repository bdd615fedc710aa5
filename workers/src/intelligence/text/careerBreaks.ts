/**
 * "Career Break", "Sabbatical", "Parental Leave", "Gap Year": an entry in the work history that explains
 * time away from work. It names no employer, so its words are its title, never an employer's name.
 */
const BREAK =
  /\b(?:career (?:break|gap|pause)|sabbatical|(?:parental|maternity|paternity|family|medical|carer'?s?) leave|gap year)\b/i;

export const namesBreak = (text: string): boolean => BREAK.test(text);

/**
 * A work-history entry that is time away from work, by its title or (as a form may hold it) its
 * employer field. It stays on the resume, but it is no role to introduce the person by, no years of
 * experience and no evidence for a cover letter.
 */
export const isCareerBreak = (job: { role: string; company: string }): boolean =>
  namesBreak(job.role) || namesBreak(job.company);
