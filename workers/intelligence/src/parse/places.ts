import { cityMapping } from 'city-timezones';
import { namedLikeCompany } from './companyNames';
import { docOf, type NlpTerm, termsOf } from './nlpReads';

/**
 * An employer with the city its layout set beside it, the gap lost in extraction ("Kasa Seoul",
 * "Coursera Mountain View"): the trailing words compromise reads as a place are cut, keeping the first
 * word, and never after "of", "and" or "&" ("Bank of America", "University of California"). `after`
 * holds the comma pieces that followed the employer on its line.
 */
export function withoutTrailingPlace(employer: string, after: readonly string[] = []): string {
  const words = employer.split(' ');
  if (words.length < 2) return employer;
  // "Schlumberger Pune, Maharashtra, India": region and country follow, so the last word is the city.
  // A state code ends a "City, ST" pair instead ("Department of Veterans Affairs, Washington, DC"): the
  // city is written apart, and the employer's name is whole.
  const stateCode = after.some((piece) => /^\p{Lu}{2}$/u.test(piece));
  if (after.length >= 2 && !stateCode && after.every(isRegion)) return words.slice(0, -1).join(' ');
  const terms = termsOf(employer);
  // compromise splits some words (contractions, "TVCBOOK.com"): only read it word for word.
  if (terms.length !== words.length) return employer;
  let keep = words.length;
  const placeOnly = (t: NlpTerm | undefined) =>
    !!t?.tags.includes('Place') && !t.tags.includes('Organization');
  while (keep > 1 && placeOnly(terms[keep - 1])) keep -= 1;
  const cut = terms.slice(keep);
  // One word read as a place only by its sense ("River Corporation") is not enough: a named city,
  // region or country is, and so is a place of two words that reads as one on its own ("Mountain
  // View"). Inside a name compromise lets "place" spread from an address word to its neighbours
  // ("Little Lane Cafe", "Hyde Park Capital"), which read alone are a business or half a place.
  const named =
    cut.some((t) => t.tags.some((tag) => /^(?:City|Country|Region)$/.test(tag))) ||
    (cut.length > 1 && readsAsPlace(cut.map((t) => t.text).join(' ')));
  if (!named || /^(?:of|and|&|the|de)$/i.test(words[keep - 1] ?? '')) return employer;
  if (splitsStreet(words[keep - 1] ?? '', words[keep] ?? '')) return employer;
  return words.slice(0, keep).join(' ');
}

/**
 * "Fleet | Street Media", "Oak | Street Health": the cut would split a street's name, which the employer
 * is named after, not set beside. compromise reads the two words as an address behind a house number.
 */
function splitsStreet(before: string, first: string): boolean {
  return docOf(`1 ${before} ${first}`).has('#Address');
}

/** True when compromise, reading the words alone, finds one place that spans them all. */
function readsAsPlace(words: string): boolean {
  const places = docOf(words).places().out('array') as string[];
  return places.length === 1 && places[0]?.replace(/[.,]$/, '') === words.replace(/[.,]$/, '');
}

/** A state code, or a piece compromise reads as a region or a country ("Maharashtra", "India"). */
export function isRegion(piece: string): boolean {
  if (/^\p{Lu}{2}$/u.test(piece)) return true;
  const terms = termsOf(piece);
  return terms.length > 0 && terms.every((t) => t.tags.some((tag) => tag === 'Region' || tag === 'Country'));
}

/**
 * "University of California", "Texas A&M University": a name with a state or province in it. Each word
 * is read alone, as inside a name compromise takes the state for part of the organisation.
 */
export function namesRegion(name: string): boolean {
  return name
    .split(' ')
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word))
    .some((word) => termsOf(word).some((t) => t.tags.includes('Region')));
}

/**
 * "Nigeria", "Lima", "Santiago": every word is one compromise reads as a place or, as it takes some
 * towns named after saints and people, a person's name.
 */
export function namesPlaceOrPerson(piece: string): boolean {
  const terms = termsOf(piece);
  return terms.length > 0 && terms.every((t) => t.tags.includes('Place') || t.tags.includes('Person'));
}

/** Lower case without accents: the gazetteer writes "Malaga", a resume "Málaga". */
function folded(name: string): string {
  return name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The world's towns of note (Natural Earth's populated places, about 7,300, through city-timezones):
 * compromise knows large cities only, and a resume names the town the job was in ("Tuscaloosa").
 */
const CITIES = new Set(cityMapping.flatMap((c) => [folded(c.city), folded(c.city_ascii)]));

/**
 * "Tuscaloosa": a town the gazetteer holds, written alone. compromise's place tag is no help here: it
 * spreads from an address word to a whole name ("Byungjin Park", "Little Lane Cafe").
 */
export const namesTown = (piece: string): boolean => CITIES.has(folded(piece));

/**
 * True when compromise reads the whole piece as an organisation ("Fox Entertainment Group"), or it is
 * named like a business compromise does not know ("Hartley & Stone LLP", "Blue Door Coffee").
 */
export function isOrganisation(piece: string): boolean {
  if (namedLikeCompany(piece)) return true;
  const found = docOf(piece).organizations().out('array') as string[];
  return found.some((org) => org.replace(/[.,]$/, '').length >= piece.replace(/^the\s+/i, '').length - 1);
}

/**
 * "Seattle, Washington, United States", "Redmond, Washington": a town followed by its region and country
 * in full, as LinkedIn writes where a job was. The town is one word, or a place whose first word
 * compromise knows as a city or region ("New York", "Los Angeles"): inside "Coursera Mountain View" or
 * "Schlumberger Pune" it lets "place" spread to the employer glued on before the town.
 */
export function isTownAndRegion(piece: string): boolean {
  const pieces = piece.split(/,\s*/);
  // Cheap tests first: most lines with a comma are sentences; compromise reads only short capitalised names.
  const named = pieces.every((p) => /^\p{Lu}\S*(?: \S+){0,2}$/u.test(p));
  if (pieces.length < 2 || pieces.length > 3 || !named) return false;
  const [town = '', ...after] = pieces;
  if (!after.every(isRegion)) return false;
  if (!town.includes(' ')) return true;
  const terms = termsOf(town);
  return (
    terms.every((t) => t.tags.includes('Place')) &&
    !!terms[0]?.tags.some((tag) => tag === 'City' || tag === 'Region')
  );
}

/**
 * "Mountain View, CA, USA": one to three capitalised words, then one or two regions or countries. Only
 * where no employer can be meant (under a header that names both role and employer) is it a place: in
 * "Coursera Mountain View, California" the employer runs into its town.
 */
export function isTownBeforeRegions(line: string): boolean {
  const [town = '', ...regions] = line.split(/,\s*/);
  return (
    regions.length >= 1 &&
    regions.length <= 2 &&
    /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2}$/u.test(town) &&
    regions.every(isRegion)
  );
}

/**
 * "Erasmus MC, Rotterdam": an employer beside its city, though written like "City, Region". The piece
 * after the comma is a city compromise knows and the one before is no place, so it names the employer.
 */
export function isEmployerInCity(piece: string): boolean {
  const [name = '', city = '', ...more] = piece.split(/,\s*/);
  if (more.length > 0 || !name || !city) return false;
  const cityTerms = termsOf(city);
  return (
    cityTerms.length > 0 &&
    cityTerms.every((t) => t.tags.includes('City')) &&
    !termsOf(name).some((t) => t.tags.includes('Place'))
  );
}
