import type { Education } from '@rb/contracts';
import { opensWithDoneVerb } from '../text/verbs';
import { findDateRange } from './dateRanges';
import { NAME_START } from './markers';
import { isRegion, namesPlaceOrPerson, namesRegion } from './places';

/**
 * A degree's name or abbreviation, in English or in the languages international students write theirs
 * in ("Magíster en Finanzas", "Licenciatura en Administración", "Diplom-Ingenieur", "Laurea in
 * Economia", "Bacharelado em …", "Ingeniero Civil"). An abbreviation may end in a full stop ("B.A. Biology"), so a letter
 * must not follow rather than a word boundary (none comes after a full stop and a space). Dotted
 * abbreviations are read by their form (DOTTED_DEGREE), so each need not be listed.
 */
const DEGREE =
  /\b(?:bachelor|m[aá]ster|magist(?:er|ra|ère)|mag[ií]ster|maestr[ií]a|mestrado|licenciatura|licenciad[oa]|licence|diplom(?:-\p{L}+)?|dipl\.-\p{L}+\.?|dipl[ôo]me|laurea|bacharelado|bacharel|doctorado|doutorado|dottorato|grado en|ingenier[oa]|ingénieur|doctor|ph\.?\s?d|mba|bba|bfa|mfa|ll\.?\s?b|ll\.?\s?m|associate'?s? degree|associates degree|diploma|certificate|b\.?\s?sc|m\.?\s?sc|b\.?\s?s\.|m\.?\s?s\.|b\.?\s?a\.|b\.?\s?tech|m\.?\s?tech|b\.?\s?eng|m\.?\s?eng|b\.?\s?com|a\.?\s?a\.|high school diploma|ged)(?!\p{L})/iu;
/** "B.E.", "M.Ed.", "B.Sc.": a capital and a full stop, then a short capitalised part; "D.C." is no degree. */
const DOTTED_DEGREE = /\b[ABM]\.[A-Z][a-z]{0,3}\./;
/**
 * "BS Economics", "MA History", "AAS Nursing": a degree's initials written without full stops, in
 * capitals and followed by its field. Alone or before a digit they are a state ("Boston, MA", "MA 02139"),
 * and in another case a word ("Ma", "as"), so the capitals and the field after them are required.
 */
const UNDOTTED_DEGREE = /(?<!\p{L})(?:AA?S|AA|[BM](?:S|A|E|SN|PH|Ed|Arch))\s+(?:in\s+)?\p{Lu}\p{Ll}/u;
export const isDegree = (text: string) =>
  DEGREE.test(text) || DOTTED_DEGREE.test(text) || UNDOTTED_DEGREE.test(text);
/**
 * A word naming a school: "University" in any language that starts it so ("Università", "Universidad",
 * "Universiteit"), "Institute" likewise ("Instituto", "Institut"), and the other words schools are
 * named with in the languages international students write ("Hochschule", "École", "Politecnico").
 */
const INSTITUTION =
  /(?<!\p{L})(?:(?:college|school|academy|akademie|academia|polytechnic|polit[eé]cnico|conservatory|conservatoire|postech|(?:fach)?hochschule|[ée]cole|escuela|escola)(?!\p{L})|universi[td]\p{L}*|institut\p{L}*)/iu;
/** True when the text has a word naming a school in it ("Writing Center, Ohio University"). */
export const namesSchool = (text: string) => INSTITUTION.test(text);

/** A name cannot end on a joining word: the line was wrapped inside it. */
const CUT_AFTER = /\s(?:and|of|&|for|the|in|de)$/i;

/** Lines about grades and courses name no school. */
const DETAIL =
  /\b(?:gpa|grade|honou?rs?|coursework|courses|thesis|minor|major|cum laude|dean'?s list|relevant)\b/i;

/** A piece that reads as a school's name: one to six capitalised words, no sentence, no detail. */
function isSchoolName(piece: string, dated: boolean): boolean {
  const words = piece.split(' ');
  if (words.length > 6 || piece.length > 80 || DETAIL.test(piece) || /[.!?]$/.test(piece)) return false;
  if (!NAME_START.test(piece) || /\d/.test(piece)) return false;
  // Alone on a line, only a name whose every word is capitalised counts ("Boston" of "Boston, MA" is
  // split off with its state, so it never stands alone); beside a year or a degree it is the school.
  return (
    dated ||
    words.every(
      (w) => NAME_START.test(w) || w === '&' || /^(?:of|de|di|da|del|der|du|la|le|for|and|the|in)$/.test(w),
    )
  );
}

/** "GPA 3.7", "(GPA: 3.85/4.0)", "CGPA 8.6/10": the grade average, kept as written after its label. */
const GPA =
  /\(?\b(?:c?gpa|grade point average)\b[:\s]*(\d{1,2}(?:[.,]\d{1,2})?(?:\s*\/\s*\d{1,2}(?:\.\d{1,2})?)?)\)?/i;

/** The line without its grade average, and that average. */
function withoutGpa(line: string): { line: string; gpa: string | undefined } {
  const found = GPA.exec(line);
  if (!found?.[1]) return { line, gpa: undefined };
  const rest = (line.slice(0, found.index) + line.slice(found.index + found[0].length))
    .replace(/\s*[,|;–-]\s*$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { line: rest, gpa: found[1].replace(/\s+/g, '') };
}

/** A piece saying the year beside it is still to come ("expected", "(anticipated)"). */
const EXPECTED = /^\(?(?:expected|anticipated|graduating|est\.?)\)?$/i;

/** A degree's kind without its field ("Master of Arts", "Bachelor of Fine Arts", "MSc"). */
const BARE_DEGREE = /^(?:(?:bachelor|master|doctor)(?:'?s)?(?: of(?: \p{L}+){1,3})?|[\p{L}.]{2,8})$/iu;

/**
 * A line's pieces at "|", ";", ", Capital", and a spaced hyphen, em dash or bullet (our templates write
 * "Degree — School"). A degree's kind and the field after its comma or hyphen ("Master of Arts, Visual
 * Communication") are one degree: the field names no school.
 */
function piecesOf(text: string): Piece[] {
  const parts = text.split(/(\s+\|\s+|;\s+|,\s+(?=\p{Lu})|\s+[-—•·]\s+)/u);
  const pieces: Piece[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const piece = (parts[i] ?? '').trim().replace(/[,;]$/, '');
    const after = (parts[i - 1] ?? '').trim();
    const previous = pieces.at(-1)?.text ?? '';
    if (initialsOf(previous, piece)) continue;
    // After a spaced hyphen, only a degree written out names its field ("Bachelor of Science - Biology"):
    // after initials the name may be the school's ("B.S. - Le Wagon").
    const field =
      (after === ',' || (after === '-' && /^(?:bachelor|master|doctor)/i.test(previous))) &&
      BARE_DEGREE.test(previous) &&
      isDegree(previous) &&
      !isDegree(piece) &&
      !INSTITUTION.test(piece) &&
      !/\d/.test(piece);
    if (field)
      pieces[pieces.length - 1] = {
        text: `${previous}${after === ',' ? ',' : ' -'} ${piece}`,
        after: pieces.at(-1)?.after ?? '',
      };
    else if (piece) pieces.push({ text: piece, after });
  }
  return withCampus(withoutTown(pieces));
}

/**
 * "Bachelor of Mathematics - BMath, Statistics" (LinkedIn's form): the degree's initials after its name
 * repeat it, and were read as a second name; the field after them belongs to the degree.
 */
function initialsOf(degree: string, piece: string): boolean {
  if (!/^\p{Lu}[\p{L}.]{1,7}$/u.test(piece) || !isDegree(degree)) return false;
  const initials = degree.match(/(?<!\p{L})\p{Lu}/gu)?.join('') ?? '';
  return initials.length >= 2 && piece.replace(/[^\p{Lu}]/gu, '') === initials;
}

/** A piece of a line and the separator it came after ("," "|" "-", empty for the first). */
interface Piece {
  text: string;
  after: string;
}

/**
 * "Boston University, Boston, MA": the town and region a school is in name no school and no degree.
 * A region is dropped with the short name before it; a school or a degree before it stays.
 */
function withoutTown(pieces: readonly Piece[]): Piece[] {
  const kept: Piece[] = [];
  for (const piece of pieces) {
    if (piece.after !== ',' || isDegree(piece.text) || !isRegion(piece.text)) {
      kept.push(piece);
      continue;
    }
    const town = kept.at(-1);
    if (
      town &&
      kept.length > 1 &&
      !isDegree(town.text) &&
      !INSTITUTION.test(town.text) &&
      wordsOf(town.text) <= 3
    ) {
      kept.pop();
    }
  }
  return kept;
}

/**
 * "University of California, Davis", "University of Wisconsin – Madison", "Texas A&M University, College
 * Station": a school named after a state or province is one campus of the state's system, and the
 * campus, written after a comma or a dash, is part of its name (a town and region after a school were
 * dropped before, so what follows it here names no location).
 */
function withCampus(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (const piece of pieces) {
    const school = joined.at(-1);
    const campus =
      school &&
      (piece.after === ',' || piece.after === '-' || piece.after === '—') &&
      INSTITUTION.test(school.text) &&
      !isDegree(piece.text) &&
      wordsOf(piece.text) <= 3 &&
      isSchoolName(piece.text, false) &&
      namesRegion(school.text);
    if (campus) {
      const separator = piece.after === ',' ? ', ' : ` ${piece.after} `;
      joined[joined.length - 1] = { text: `${school.text}${separator}${piece.text}`, after: school.after };
    } else joined.push(piece);
  }
  return joined;
}

const wordsOf = (text: string) => text.split(' ').length;

/**
 * "Licenciatura, Universidad de Chile, 2015", "Politecnico di Milano | Laurea Magistrale": on a line
 * naming one school and no degree the parser knows, the one other name is the degree, in whatever
 * language it is written. A name after the school's comma is its town ("Universidad de Chile, Santiago"),
 * and so is one compromise reads as a place or, as it does some towns, a person, after any separator
 * ("University of Lagos — Nigeria", "Universidad de Chile | Santiago").
 */
function degreeBesideSchool(pieces: readonly Piece[]): string | undefined {
  const schools = pieces.filter((p) => INSTITUTION.test(p.text));
  const others = pieces.filter((p) => !INSTITUTION.test(p.text));
  const [other] = others;
  if (schools.length !== 1 || others.length !== 1 || !other || pieces.some((p) => isDegree(p.text))) return;
  const town = other.after === ',' && pieces.indexOf(other) > pieces.indexOf(schools[0] as Piece);
  return !town && !namesPlaceOrPerson(other.text) && isSchoolName(other.text, true) ? other.text : undefined;
}

/**
 * Education entries: each degree line and each institution line fills the open entry, and a second
 * degree or institution starts the next one. The graduation year is the end (or only) date nearby.
 */
export function parseEducation(lines: readonly string[]): Education[] {
  const entries: Education[] = [];
  let open: Education | null = null;
  const start = () => {
    open = { institution: '', degree: '', graduation_year: '' };
    entries.push(open);
    return open;
  };
  /** The line that last named a school, to see a name wrapped onto the line after it. */
  let schoolAt = -1;
  for (const [index, raw] of lines.entries()) {
    const { line, gpa } = withoutGpa(raw.replace(/^[•▪◦●*-]\s*/, '').trim());
    const range = findDateRange(line);
    const text = range ? range.rest : line;
    // "expected 2027": the word saying the year is still to come is no part of a name.
    const parts = piecesOf(text).filter((p) => !EXPECTED.test(p.text));
    const namedDegree = degreeBesideSchool(parts);
    const degreeLike = (piece: string) => piece === namedDegree || isDegree(piece);
    const pieces = parts
      .map((p) => p.text)
      // The degree goes first: it opens the entry that a school named before it on the line, with no
      // "University" in its name ("ENCG Casablanca | Master in Logistics"), can then fill.
      .sort((a, b) => Number(degreeLike(b)) - Number(degreeLike(a)));
    const [only] = pieces;
    const current = open as Education | null;
    // "Universidad Politécnica de Madrid" / "BSc Computer Science, 2015": a name standing alone right above
    // a degree is that degree's school, whatever language names it.
    if (
      pieces.length === 1 &&
      only &&
      !range &&
      !isDegree(only) &&
      !INSTITUTION.test(only) &&
      (!current || current.institution) &&
      isDegree(lines[index + 1] ?? '') &&
      isSchoolName(only, false)
    ) {
      start().institution = only;
      schoolAt = index;
      continue;
    }
    // "Degree — Marathwada Mitra Mandal's College of Engineering" / "Pune" / "2018": a row whose dates
    // sit apart wrapped the school's last words onto a line of their own, just above the dates.
    const next = findDateRange(lines[index + 1] ?? '');
    if (
      current?.institution &&
      schoolAt === index - 1 &&
      pieces.length === 1 &&
      only &&
      !range &&
      next?.rest === '' &&
      only.split(' ').length <= 2 &&
      isSchoolName(only, false) &&
      !isDegree(only) &&
      !INSTITUTION.test(only)
    ) {
      current.institution = `${current.institution} ${only}`;
      continue;
    }
    const wrappedFrom = open as Education | null;
    // "Degree — Kyiv College of Information Systems and" / "Technologies": a name cut after a joining word.
    if (wrappedFrom && CUT_AFTER.test(wrappedFrom.institution) && pieces[0] && !isDegree(pieces[0])) {
      wrappedFrom.institution = `${wrappedFrom.institution} ${pieces.shift()}`;
    }
    const besideDegree = pieces.some(degreeLike);
    // "Boston, MA" splits into two pieces with neither a degree nor a year: not a school's line.
    const schoolLine = range !== null || besideDegree || pieces.length === 1;
    for (const value of pieces) {
      if (degreeLike(value) && value.length <= 120) {
        const entry: Education = open && !(open as Education).degree ? open : start();
        entry.degree = value;
      } else if (INSTITUTION.test(value) && value.length <= 120 && !opensWithDoneVerb(value)) {
        // "Designed clothesline for university sports personnel" is an achievement, not a school.
        const current = open as Education | null;
        // A school's name wrapped before its last word ("Atlanta Technical" / "College") is one name.
        if (current?.institution && !INSTITUTION.test(current.institution) && value.split(' ').length <= 2) {
          current.institution = `${current.institution} ${value}`;
          continue;
        }
        const entry: Education = current && !current.institution ? current : start();
        entry.institution = value;
        schoolAt = index;
      } else if (
        open &&
        !(open as Education).institution &&
        schoolLine &&
        isSchoolName(value, range !== null || besideDegree)
      ) {
        // A school named without "University" or "College" ("Hochschule Mannheim | 2019", "Le Wagon"):
        // the short capitalised name beside a degree, on a dated line or right under the degree.
        (open as Education).institution = value;
        schoolAt = index;
      }
    }
    if (gpa && open && !(open as Education).gpa) (open as Education).gpa = gpa;
    if (range && open) {
      const year = /(?:19|20)\d{2}/.exec(range.end && range.end !== 'Present' ? range.end : range.start)?.[0];
      if (year && !(open as Education).graduation_year) (open as Education).graduation_year = year;
    }
  }
  return entries;
}
