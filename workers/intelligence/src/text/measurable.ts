/**
 * Whether a line states something measured: a number, a percentage, an amount or a time. The
 * suggestions ask a bullet without one to add it.
 */
export const statesFigure = (text: string): boolean => /\d/.test(text);

const FIGURE = String.raw`[$€£]?\d[\d.,]*\s?[%kKmM]?`;
/**
 * Whether a line reports a measured change or a finished piece of work: a percentage, a change "by" an
 * amount, a share or a time ("by 20%", "by $40k", "by 2 days"; "used by 2 million people" is no change),
 * "from … to" a figure, or work done "in 6 weeks" or "in 2024". A count alone ("for 3 entities", "a team of 12") or an
 * amount held ("a $2M budget") describes a duty, not its result.
 */
const MEASURED_CHANGE = new RegExp(
  String.raw`\d\s?%|\bby\s+(?:over\s+|nearly\s+|about\s+)?(?:[$€£]\d|\d[\d.,]*\s?(?:%|x\b|×|percent|points|(?:minutes|hours|days|weeks)\b))|\bfrom\s+${FIGURE}\s+to\s+${FIGURE}|\b(?:in|within)\s+(?:under\s+|just\s+|only\s+)?\d+\s+(?:days?|weeks?|months?)\b|\bin\s+(?:19|20)\d{2}\b`,
  'i',
);
export const reportsChange = (text: string): boolean => MEASURED_CHANGE.test(text);
