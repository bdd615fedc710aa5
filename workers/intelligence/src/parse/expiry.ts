import { ENGLISH_MONTH } from './monthNames';

/**
 * "exp. 2026", "(expires 03/2027)", "– valid until Dec 2025": when a licence or certificate runs out,
 * written after its name. The certification's `year` is when it was earned (JSON Resume exports it as
 * the award date, templates print it as such), so the expiry is no year of the entry: read as one, a
 * licence good until 2026 would show as earned in 2026.
 */
const EXPIRY = new RegExp(
  String.raw`[\s,;|(–—-]*\b(?:exp(?:\.|ires?|iry|iration)?(?:\s+date)?|valid\s+(?:until|through|thru|to))\s*[:.]?\s*(?:${ENGLISH_MONTH}\.?\s+|\d{1,2}[/.-](?:\d{1,2}[/.-])?)?(?:19|20)\d{2}\)?$`,
  'i',
);

/** The name without the expiry written after it; the text is unchanged when it names none. */
export const withoutExpiry = (line: string): string => line.replace(EXPIRY, '');
