/**
 * "Career Break", "Sabbatical", "Parental Leave", "Gap Year": an entry in the work history that explains
 * time away from work. It names no employer, so its words are its title, never an employer's name.
 */
const BREAK =
  /\b(?:career (?:break|gap|pause)|sabbatical|(?:parental|maternity|paternity|family|medical|carer'?s?) leave|gap year)\b/i;

export const namesBreak = (text: string): boolean => BREAK.test(text);
