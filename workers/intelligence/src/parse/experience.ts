import type { Experience } from '@rb/contracts';
import { namesBreak } from '../text/careerBreaks';
import { opensWithDoneVerb } from '../text/verbs';
import { endsInActor } from './actors';
import { COMPANY_FORM } from './companyNames';
import { type FoundRange, findDateRange } from './dateRanges';
import { namesSchool } from './education';
import { BULLET, NAME_START, ROLE_WORDS } from './markers';
import { withNlpReads } from './nlpReads';
import {
  isEmployerInCity,
  isOrganisation,
  isRegion,
  isTownAndRegion,
  isTownBeforeRegions,
  namesPlaceOrPerson,
  namesTown,
  withoutTrailingPlace,
} from './places';

/** "…tasked with ·" above the words that continue it: a glyph the layout left at a line's end says nothing. */
const LINE_END_GLYPH = /\s+[•▪◦●∙·]\s*$/;

/**
 * The line last wrapped onto a bullet, which ends it. A bullet grows by every line wrapped onto it, and
 * reading its end from the joined string (a pattern anchored at the end, or a slice, which first copies
 * the joined pieces into one string) at each line joined made a run of wrapped lines cost time with the
 * square of its length; the line just joined says the same in time proportional to the line.
 */
interface Grown {
  bullets: string[];
  index: number;
  tail: string;
}

const endOf = (bullets: string[], index: number, grown: Grown | null) =>
  grown && grown.bullets === bullets && grown.index === index ? grown.tail : (bullets[index] ?? '');

const HEADER_MAX_WORDS = 14;
/** A job title: a listed title word in it, or an occupation compromise knows at its end ("Editor"). */
const namesRole = (piece: string) => ROLE_WORDS.test(piece) || endsInActor(piece);

interface Draft {
  header: string[];
  /** The employer a labelled line names outright ("company - Capgemini India Pvt Ltd"). */
  labelled?: string;
  start: string;
  end: string | null;
  bullets: string[];
  /** Where the job was, from a line of its own under a header that names role and employer. */
  location?: string;
}

/** "company - Capgemini India Pvt Ltd", "Employer: Acme": an entry opened by a labelled line, undated. */
const EMPLOYER_LABEL = /^(?:company|employer|organi[sz]ation)(?:\s+-\s+|\s*:\s*)(\S.{0,150})$/i;
/**
 * "Hours per week: 40", "Series/Grade: GS-0343-11", "Supervisor: James Holt": a detail of the job under a
 * label (federal resumes list several), kept with its responsibilities; never a header line nor the
 * end of a bullet. A label is one capitalised word and up to three in lower case, so "Software
 * Engineer: Payments" is not one.
 */
const DETAIL_LABEL = /^\p{Lu}\p{Ll}+(?:\/\p{Lu}?\p{Ll}+)?(?: \p{Ll}+){0,3}:\s+\S/u;
/** "description - Worked on manual testing": the label says nothing; the text is a responsibility. */
const DESCRIPTION_LABEL = /^(?:description|responsibilities|duties)(?:\s+-\s+|\s*:\s*)/i;

/**
 * Experience entries from the lines of an experience section. Every line carrying a date range anchors an
 * entry; the short non-bullet lines around it (before it, back to the previous entry's bullets, and the
 * one right after it) are its header, split into employer and role; the rest are responsibilities.
 */
export function parseExperience(lines: readonly string[]): Experience[] {
  try {
    return withNlpReads(() => readEntries(lines));
  } finally {
    // The lines are a user's text: nothing of them outlives the parse.
    headerReads.clear();
  }
}

function readEntries(lines: readonly string[]): Experience[] {
  const drafts: Draft[] = [];
  let pendingHeader: string[] = [];
  let current: Draft | null = null;
  let afterAnchor = false;
  /** Whether the last bullet started with a bullet glyph: only then can a capitalised line continue it. */
  let lastFromGlyph = false;
  let grown: Grown | null = null;
  const joined = joinSplitRanges(withoutTenures(lines));
  const anchors = joined.map((line) => {
    const range = findDateRange(line);
    return range !== null && !BULLET.test(line) && isAnchor(line, range);
  });
  for (const [index, line] of joined.entries()) {
    const range = findDateRange(line);
    const text = line.replace(BULLET, '').trim();
    // A glyph before a short line right above a dated line that does not name its employer decorates a
    // header ("• Google  Mountain View" / "Software Engineer  Oct 2016 – Present").
    const next = anchors[index + 1] ? findDateRange(joined[index + 1] ?? '') : null;
    // A line opening with a verb in the past, in sentence case or counting ("• Ran campaigns", "• Drafted
    // 40 motions", where "• Applied Materials" is a name), is the bullet it looks like, and a break
    // ("Career break — caring for family, 2019 – 2021") takes no header from above.
    const decorated =
      !!next &&
      !namesBoth([next.rest]) &&
      !namesBreak(next.rest) &&
      wordCount(text) <= 8 &&
      !endsSentence(text) &&
      !(opensWithDoneVerb(text) && /^\S+\s+[\p{Ll}\d]/u.test(text));
    const bullet = BULLET.test(line) && !decorated;
    if (range && anchors[index]) {
      // "Role | Employer | dates" names everything itself: short lines before it end the previous entry.
      const named = selfContained(range.rest);
      if (named && current) current.bullets.push(...pendingHeader);
      const header = named ? [range.rest] : [...pendingHeader, ...(range.rest ? [range.rest] : [])];
      current = { header, start: range.written.start, end: range.written.end, bullets: [] };
      drafts.push(current);
      pendingHeader = [];
      afterAnchor = true;
      lastFromGlyph = false;
      continue;
    }
    if (!text) continue;
    const labelled = EMPLOYER_LABEL.exec(text)?.[1];
    if (labelled) {
      if (current) current.bullets.push(...pendingHeader);
      current = { header: [], labelled: labelled.trim(), start: '', end: null, bullets: [] };
      drafts.push(current);
      pendingHeader = [];
      afterAnchor = false;
      lastFromGlyph = false;
      continue;
    }
    if (current?.labelled !== undefined && DESCRIPTION_LABEL.test(text)) {
      current.bullets.push(...pendingHeader, text.replace(DESCRIPTION_LABEL, ''));
      pendingHeader = [];
      continue;
    }
    // A wrapped bullet continues the previous one.
    const last = current ? current.bullets.length - 1 : -1;
    // A line in lower case continues it; so does one starting with a capital or a digit when the bullet
    // had a glyph, has not ended its sentence, and the line cannot head the next entry.
    // Where bullets carry glyphs, a longer line without one continues the bullet even after a full stop
    // (a bullet of several sentences wrapped by the layout); a short one may start something new.
    const words = wordCount(text);
    const heads = headsNextEntry(joined, anchors, index);
    // A line ending in a comma runs on into the next: a sentence, not a header.
    const detail = DETAIL_LABEL.test(text);
    // Read only where needed: compromise reads the line, and a wrapped line never needs it.
    let headerRead: boolean | undefined;
    const headerLike = () =>
      (headerRead ??=
        !bullet &&
        !detail &&
        !endsSentence(text) &&
        !text.endsWith(',') &&
        (words <= 8 || (text.includes(' | ') && words <= 16) || (heads && words <= 2 * HEADER_MAX_WORDS)) &&
        !reportsWork(text));
    const wrapped =
      /^[\p{Ll}(]/u.test(text) ||
      (lastFromGlyph &&
        !detail &&
        (!/[.!?]$/.test(current ? endOf(current.bullets, last, grown) : '') || !headerLike()) &&
        !heads);
    if (current && !bullet && last >= 0 && pendingHeader.length === 0 && wrapped) {
      const whole = current.bullets[last] ?? '';
      const end = endOf(current.bullets, last, grown);
      const glyph = LINE_END_GLYPH.exec(end);
      const kept = glyph ? whole.slice(0, whole.length - (end.length - glyph.index)) : whole;
      current.bullets[last] = `${kept} ${text}`;
      grown = { bullets: current.bullets, index: last, tail: text };
      continue;
    }
    // "Mountain View, CA, USA" under a header naming role and employer: a town and region, whatever town.
    if (current && afterAnchor && !bullet && isTownBeforeRegions(text) && namesBoth(current.header)) {
      current.location ??= text;
      continue;
    }
    // Lines right after the dated line complete its header, unless it already names role and employer
    // ("Accountant — Gilmore Financial   Oct 2021 – Present"): then a short line is a bullet.
    // An entry without bullets is followed by the next entry's header, not by the rest of its own.
    // Where the job was, right under its dates (LinkedIn's "Seattle, Washington, United States", a town
    // alone), is its own, though short lines of the next entry's header follow it.
    if (
      current &&
      afterAnchor &&
      ((!bullet && (isLocation(text) || namesTown(text))) ||
        (headerLike() &&
          current.header.length < 3 &&
          (!namesBoth(current.header) || namesEmployer(text)) &&
          (!headsNextEntry(joined, anchors, index) || employerUnderTitle(current.header, text))))
    ) {
      current.header.push(text);
      continue;
    }
    afterAnchor = false;
    const lastHeader = pendingHeader.at(-1);
    // "Core Member — PoApper (Developers' Network)" / "Pohang" / dates: our title's last word, wrapped.
    const titleTail =
      lastHeader?.includes(' — ') &&
      anchors[index + 1] &&
      /^\p{Lu}\p{Ll}+$/u.test(text) &&
      !ROLE_WORDS.test(text) &&
      !isLocation(text);
    if (lastHeader !== undefined && !bullet && (titleTail || wrapsHeader(lastHeader, text))) {
      pendingHeader[pendingHeader.length - 1] = `${lastHeader} ${text}`;
      continue;
    }
    if (headerLike() && !bullet) {
      pendingHeader.push(text);
      // Only the three lines right before a date (employer, role, location) can be its header; older
      // ones are the previous entry's.
      const older = pendingHeader.length > 3 ? pendingHeader.shift() : undefined;
      if (older && current) current.bullets.push(older);
      continue;
    }
    if (current) {
      current.bullets.push(...pendingHeader, text);
      pendingHeader = [];
      lastFromGlyph = bullet;
    }
  }
  // Short lines after the last entry's bullets are its last bullets.
  if (current) current.bullets.push(...pendingHeader);
  const layout: Layout = { roleFirst: rolesLead(drafts), employerAbove: employerAbove(drafts) };
  return withGroupEmployers(drafts.map((draft) => ({ draft, entry: toExperience(draft, layout) }))).filter(
    (e) => e.company || e.role,
  );
}

/**
 * "Deloitte" / "Senior Consultant" / dates / … / "Consultant" / dates: an employer on a line of its own,
 * above a role on another, heads the roles after it that name no employer, until one names its own or
 * a career break comes between.
 */
function withGroupEmployers(read: ReadonlyArray<{ draft: Draft; entry: Experience }>): Experience[] {
  let group = '';
  return read.map(({ draft, entry }) => {
    const lines = draft.header.map(readHeaderLine);
    if (entry.company) {
      const alone = lines.some((l) => l.roles.length === 0 && l.employers[0] === entry.company);
      const roleApart = lines.some((l) => l.roles.length > 0 && l.employers.length === 0);
      group = alone && roleApart ? entry.company : '';
      return entry;
    }
    // A break ends the employer's run of roles and takes no employer itself.
    if (namesBreak(entry.role)) group = '';
    return group && entry.role ? { ...entry, company: group } : entry;
  });
}

/**
 * "Role | Employer" or "Role at Employer" beside the dates: the line names its entry itself. A number or
 * a second date beside the range ("Tester | Sep. 2013,") names nothing.
 */
const selfContained = (rest: string) =>
  rest.split(/\s+\|\s+|\s+at\s+/).filter((piece) => !/^\d+$/.test(piece) && !isDateAlone(piece)).length >= 2;

/**
 * True when the line can be the header of the entry that follows: a dated line comes within three
 * lines of it with only short lines in between ("Company" / "Role" / "2019 – 2021").
 */
function headsNextEntry(lines: readonly string[], anchors: readonly boolean[], index: number): boolean {
  // A sentence's end ("…in top-tier AI conferences.") heads nothing.
  if (endsSentence(lines[index] ?? '')) return false;
  for (let j = index + 1; j <= index + 3 && j < lines.length; j += 1) {
    // A dated line naming role and employer itself ("Role | Employer | 2019") takes no header lines.
    if (anchors[j]) {
      const rest = findDateRange(lines[j] ?? '')?.rest ?? '';
      return !selfContained(rest) && !namesBoth([rest]);
    }
    const line = lines[j] ?? '';
    // A bullet or a sentence between them belongs to an entry: the line is not a header then.
    if (BULLET.test(line) || wordCount(line) > 8 || endsSentence(line)) return false;
  }
  return false;
}

/**
 * "Researcher for <Detecting video's torrents using image similarity" / "algorithms> — Lab": a header
 * wrapped inside its text, seen by the line after starting in lower case or by a bracket left open.
 */
function wrapsHeader(header: string, line: string): boolean {
  const open = (header.match(/[(<[]/g) ?? []).length > (header.match(/[)>\]]/g) ?? []).length;
  return (/^\p{Ll}/u.test(line) || open) && wordCount(line) <= 2 * HEADER_MAX_WORDS && !endsSentence(line);
}

/**
 * "3 years 2 months", "(1 year 9 months)", "1 yr 5 mos": the time a role or an employer took, which LinkedIn's
 * "Save as PDF" writes after each range and under each employer. It is worked out from the dates, names
 * neither employer nor role, and on a line of its own it stood as a header line ("3 years 2 months" was
 * read as the employer).
 */
const TENURE = /\(?\b\d{1,2}\s+(?:years?|yrs?|months?|mos?)(?:,?\s+\d{1,2}\s+(?:months?|mos?))?\)?$/i;

function withoutTenures(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const tenure = TENURE.exec(line);
    if (!tenure) return [line];
    // LinkedIn's pages set it apart with a middle dot ("Jan 2022 - Present · 1 yr 5 mos").
    const rest = line
      .slice(0, tenure.index)
      .replace(/\s*·\s*$/, '')
      .trim();
    // The time is said after the dates or alone; anywhere else it is part of a sentence ("…in 6 months").
    if (rest === '') return [];
    return findDateRange(rest)?.rest === '' ? [rest] : [line];
  });
}

const DANGLING_RANGE = /(?:-|—|to)\s*$/i;
const RANGE_END_LINE = /^(?:present|current|now|(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d{2})\b/i;

/**
 * The longest a line made whole may grow: two or three lines of a header. A run of lines each ending in
 * a separator ("Engineer 1 —", "Engineer 2 —", …) is a list, not one header wrapped: joined without a
 * bound it became one line as long as the run, copied and tested again at each line joined, so the
 * parse grew with the square of the lines.
 */
const JOINED_MAX_CHARS = 300;

/** "June 2022 –" followed by a line "Present", or "Role —" by "Employer": a wrapped line made whole. */
function joinSplitRanges(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const fits = previous !== undefined && previous.length + line.length < JOINED_MAX_CHARS;
    const wrappedRange = fits && DANGLING_RANGE.test(previous) && RANGE_END_LINE.test(line);
    // "Role —" / "Employer": a title wrapped after its separator is one line again.
    const wrappedTitle = fits && /\s[—|]$/.test(previous) && !BULLET.test(line);
    if (wrappedRange || wrappedTitle) {
      out[out.length - 1] = `${previous} ${line}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

interface HeaderLine {
  roles: string[];
  employers: string[];
  /** An employer set beside its location and nothing else ("First Look Studios – Century City, CA"). */
  located: boolean;
  /** Which of role and employer the line names first, when it names both. */
  leads?: 'role' | 'employer';
  /** The piece after a title's comma, read as its employer for want of another ("Staff Nurse, Telemetry Unit"). */
  afterTitle?: string;
  /**
   * The piece after the first employer's comma, read as a second employer, on a line setting more apart
   * ("R.O.K Cyber Command, MND | Seoul, S.Korea").
   */
  afterEmployer?: string;
  /** Where the job was, as the line writes it ("Tuscaloosa", "Erlanger, KY", "Remote"). */
  places: string[];
}

/**
 * Roles and employers on one header line. Pieces are split at "|", " at ", dashes and bullets
 * ("Company • City"); inside a piece,
 * text after a comma is a role when it has a job-title word, the employer when the line opened with the
 * role ("Software Engineer, Google, Mountain View"), and a location otherwise.
 */
function readHeaderLine(line: string): HeaderLine {
  let read = headerReads.get(line);
  if (!read) {
    read = readHeaderLineOnce(line);
    headerReads.set(line, read);
  }
  return read;
}

/**
 * Header lines already read in this parse. The entry loop, rolesLead, toExperience and the group pass
 * each read the same few lines (about five reads of each on the corpus), and a read asks compromise
 * about every piece. Emptied when parseExperience returns; the reads are never changed by their users.
 */
const headerReads = new Map<string, Readonly<HeaderLine>>();

/** "Denver", "CO", "Colorado": a town or region after an employer's comma. */
const isPlace = (piece: string) => namesPlaceOrPerson(piece) || isRegion(piece);
/** "Tuscaloosa", "KY": a piece that only names a place, a town the gazetteer holds or a region. */
const namesPlaceOnly = (piece: string) => isRegion(piece) || namesTown(piece);

/**
 * A comma inside a piece, but not one before a company form ("Omnious. Co., Ltd.", "Acme, LLP") nor one
 * inside brackets ("B10S (B1t 0n the Security, Underground hacker team)").
 */
const COMMA_BEFORE_NAME_PART = new RegExp(`,\\s+(?![^()]*\\))(?!(?:${COMPANY_FORM})(?!\\p{L}))`, 'iu');

/** Between a header line's pieces: a bar, "at", a dash or a bullet ("Company • City"). */
const HEADER_SEPARATOR = /\s+\|\s+|\s+at\s+|\s+[—•·-]\s+/g;

function readHeaderLineOnce(line: string): HeaderLine {
  const out: HeaderLine = { roles: [], employers: [], located: false, places: [] };
  if (isLocation(line) || namesTown(line)) return { ...out, places: [line] };
  let places = 0;
  let leads: HeaderLine['leads'];
  const pieces = line.split(HEADER_SEPARATOR);
  const separators = Array.from(line.matchAll(HEADER_SEPARATOR), (m) => m[0].trim());
  // "Bow Valley Electric — Cochrane, AB": a line that sets where the job was apart has no town glued
  // onto its employer, so words compromise reads as places inside the name ("Valley") stay.
  const placedApart = pieces.slice(1).some((piece) => isLocation(piece));
  for (const [index, piece] of pieces.entries()) {
    // "Shopify (Remote)", "Loblaw (Toronto, ON)": where the employer is, in brackets, is no part of its name.
    const part = piece.replace(/\s*\(([^()]{1,40})\)$/, (whole, inner: string) => {
      if (!isLocation(inner.trim())) return whole;
      out.places.push(inner.trim());
      return '';
    });
    // "Omnious. Co., Ltd.": a comma before a company form is part of the name.
    const [first = '', ...after] = part.split(COMMA_BEFORE_NAME_PART).map((p) => p.trim());
    // After the employer, a "City, Region" piece is where it is ("Escada, Milan" alone is the employer).
    // "Law Group | Tuscaloosa": a piece after the employer that only names a place is where it is.
    const place =
      out.employers.length > 0 &&
      (isLocation(part) || (index > 0 && [first, ...after].every(namesPlaceOnly)));
    if (place) places += 1;
    if (place || (first && isLocation(first))) out.places.push(part);
    if (!first || isLocation(first) || place) continue;
    // "Sommelier at Harlow": what someone is "at" an employer is their role, whatever the word; a
    // sentence ("Worked as Database Support at …") is none.
    const startsWithRole =
      namesRole(first) ||
      namesBreak(first) ||
      (separators[index] === 'at' && after.length === 0 && !opensWithDoneVerb(first));
    leads ??= startsWithRole ? 'role' : 'employer';
    // "Registered Nurse, Med/Surg, Mercy General Hospital": an organisation further on is the employer,
    // and what stands between it and the title (a unit, a specialty) is part of the role.
    const organisation =
      startsWithRole && out.employers.length === 0
        ? after.findLastIndex((p) => !namesRole(p) && isOrganisation(p))
        : -1;
    if (organisation > 0) {
      out.roles.push([first, ...after.slice(0, organisation)].join(', '));
      out.employers.push(after[organisation] ?? '');
      continue;
    }
    if (startsWithRole) out.roles.push(first);
    else out.employers.push(placedApart ? first : withoutTrailingPlace(first, after));
    // "Keyer Tools, Human Resources Manager, Erlanger, KY": the pieces after the names that are places.
    let town = after.findLastIndex((p) => !isPlace(p)) + 1;
    // "Erlanger, KY": before a region, a name in one or two capitalised words is its town.
    const before = after[town - 1] ?? '';
    if (
      town > 1 &&
      isRegion(after[town] ?? '') &&
      /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(before) &&
      !namesRole(before)
    )
      town -= 1;
    if (town > 0 && town < after.length) out.places.push(after.slice(town).join(', '));
    for (const [i, piece] of after.entries()) {
      if (namesRole(piece)) out.roles.push(piece);
      // "Sommelier, Maple Street Bistro": a title no listed word names, then the employer. Kept as a
      // second employer, for the document's order of title and employer to tell them apart; a town
      // after the employer ("Escada, Milan") is neither, and a list ("Sales, Fitness, Operations") names
      // no employer.
      // After a role named earlier on the line ("Researcher — R.O.K Cyber Command, MND"), the title is
      // said: what follows the employer's comma, no place, is the rest of its name.
      else if (!startsWithRole && i === 0 && !isPlace(piece) && out.roles.length > 0 && after.length === 1)
        out.employers[out.employers.length - 1] = `${first}, ${piece}`;
      else if (!startsWithRole && i === 0 && !isPlace(piece) && after.slice(1).every(isPlace)) {
        out.employers.push(piece);
        // A line that sets a piece apart after the employer's ("…, MND | Seoul, S.Korea") keeps its
        // place there: what follows the comma may then be the rest of the name (withUnitsInEmployers).
        if (index === 0 && pieces.length > 1) out.afterEmployer = piece;
      } else if (startsWithRole && i === 0 && out.employers.length === 0) {
        out.employers.push(piece);
        out.afterTitle = piece;
      }
    }
  }
  // A line opening with a past-tense verb or in lower case is a responsibility, not an employer.
  // A bare year ("President at 2013") is no employer either.
  // One word is a name, though compromise may read it as a verb ("Sky").
  // Beside a career break, words in lower case explain it ("Career break — caring for family"): kept.
  // A date left beside the range ("Sep. 2013, Mar. 2011 – Oct. 2011") names no one either.
  const explained = out.roles.some(namesBreak);
  out.employers = out.employers.filter(
    (e) =>
      !/^\d+$/.test(e) &&
      !isDateAlone(e) &&
      (explained || ((NAME_START.test(e) || /^\d/.test(e)) && !(e.includes(' ') && opensWithDoneVerb(e)))),
  );
  out.located = places > 0 && out.roles.length === 0 && out.employers.length === 1;
  if (out.roles.length > 0 && out.employers.length > 0) out.leads = leads;
  return out;
}

/** "Sep. 2013,": a date and nothing more than marks beside it. */
const isDateAlone = (piece: string) => !/[\p{L}\p{N}]/u.test(findDateRange(piece)?.rest ?? 'x');

/** "Millennium Entertainment – Los Angeles, CA": a line naming an employer, by compromise or beside a place. */
const namesEmployer = (line: string) => {
  const read = readHeaderLine(line);
  return read.located || read.employers.some(isOrganisation);
};

/**
 * "Registered Nurse   Jan 2020 – Present" / "St. Mary's Regional Hospital, Denver, CO": right under a
 * dated title that names no employer, a line reading as an organisation, or set beside its town, is that
 * title's employer, though unbulleted duties let it look like the next entry's header.
 */
function employerUnderTitle(header: readonly string[], line: string): boolean {
  const read = header.map(readHeaderLine);
  const titled = read.some((l) => l.roles.length > 0) && read.every((l) => l.employers.length === 0);
  if (!titled || readHeaderLine(line).roles.length > 0) return false;
  const comma = line.indexOf(', ');
  return namesEmployer(line) || (comma > 0 && isLocation(line.slice(comma + 2)));
}

/** True when one header line names both a role and an employer. */
function namesBoth(header: readonly string[]): boolean {
  return header.some((line) => {
    const read = readHeaderLine(line);
    return read.roles.length > 0 && read.employers.length > 0;
  });
}

/**
 * Whether the document writes the role before the employer on its header lines ("Restaurant Supervisor -
 * The Grand Hotel - Melbourne"): some line naming both does, and none does the reverse.
 */
function rolesLead(drafts: readonly Draft[]): boolean {
  const leads = drafts.flatMap((d) => d.header.map((line) => readHeaderLine(line).leads));
  return leads.includes('role') && !leads.includes('employer');
}

/**
 * Whether the document sets an employer's line above its role's ("Globant" / "Data Analyst" / dates),
 * as seen on the entries naming each on a line of its own; undefined when none shows it or they differ
 * as often one way as the other.
 */
function employerAbove(drafts: readonly Draft[]): boolean | undefined {
  let above = 0;
  let below = 0;
  for (const draft of drafts) {
    const lines = draft.header.map(readHeaderLine);
    const role = lines.findIndex((l) => l.roles.length > 0 && l.employers.length === 0);
    const employer = lines.findIndex((l) => l.employers.length > 0 && l.roles.length === 0);
    if (role < 0 || employer < 0) continue;
    if (employer < role) above += 1;
    else below += 1;
  }
  return above === below ? undefined : above > below;
}

/** How the document lays out its header lines, read over all its entries. */
interface Layout {
  roleFirst: boolean;
  employerAbove: boolean | undefined;
}

/**
 * "Ingeniero de Software" / "Globant | Buenos Aires", "Praktikant" / "Siemens AG": a title in another
 * language, or one without a job-title word, on a line of its own reads as a second employer. Of two
 * such lines, the one compromise reads as an organisation (or set beside its town) is the employer, else
 * the one standing where the document's other entries put theirs, else the nearer to the dates; the
 * other line is the title.
 */
function titleApart(lines: readonly HeaderLine[], above: boolean | undefined): [string, string] | undefined {
  const named = lines.filter((l) => l.roles.length === 0 && l.employers.length > 0);
  if (named.length !== 2 || named.length !== lines.filter((l) => l.employers.length > 0).length) return;
  const [first = '', second = ''] = named.map((l) => l.employers[0] ?? '');
  const employs = named.map((l) => l.located || isOrganisation(l.employers[0] ?? ''));
  const employerFirst = employs[0] !== employs[1] ? employs[0] : (above ?? false);
  return employerFirst ? [first, second] : [second, first];
}

/**
 * "Staff Nurse, Telemetry Unit" / "St. Mary's Regional Hospital": where another header line names an
 * employer on its own, what follows the title's comma is no employer but the unit, ward or department
 * the job was in, and part of the role.
 */
function withUnitsInTitles(lines: readonly HeaderLine[]): readonly HeaderLine[] {
  const employerApart = lines.some((l) => l.roles.length === 0 && l.employers.length > 0);
  if (!employerApart) return lines;
  return lines.map((l) =>
    l.afterTitle !== undefined && l.employers[0] === l.afterTitle
      ? {
          ...l,
          roles: [`${l.roles[0]}, ${l.afterTitle}`, ...l.roles.slice(1)],
          employers: l.employers.slice(1),
        }
      : l,
  );
}

/**
 * "R.O.K Cyber Command, MND" / "Software Engineer": where another header line names the role on its
 * own, what follows the employer's comma is no title but the rest of the employer's name (the body it
 * belongs to, the lab within it).
 */
function withUnitsInEmployers(lines: readonly HeaderLine[]): readonly HeaderLine[] {
  const roleApart = lines.some((l) => l.roles.length > 0 && l.employers.length === 0);
  if (!roleApart) return lines;
  return lines.map((l) =>
    l.afterEmployer !== undefined && l.roles.length === 0 && l.employers[1] === l.afterEmployer
      ? { ...l, employers: [`${l.employers[0]}, ${l.afterEmployer}`, ...l.employers.slice(2)] }
      : l,
  );
}

/**
 * Employer and role: from the header line naming both when there is one, else the nearest of each. A
 * title without a job-title word ("Barista - Little Lane Cafe - Melbourne") reads as a second employer;
 * where the document puts roles first, the first of them is the role.
 */
function toExperience(draft: Draft, { roleFirst, employerAbove: above }: Layout): Experience {
  const lines = withUnitsInEmployers(withUnitsInTitles(draft.header.map(readHeaderLine)));
  const both = lines.find((l) => l.roles.length > 0 && l.employers.length > 0);
  const role = both?.roles[0] ?? lines.flatMap((l) => l.roles)[0] ?? '';
  // "Director – Hybrid Cloud | Fox Entertainment Group – Los Angeles": the piece compromise reads as an
  // organisation is the employer, not the role's specialty beside it.
  const named =
    lines.flatMap((l) => l.employers).find(isOrganisation) ??
    lines.find((l) => l.located)?.employers[0] ??
    both?.employers[0];
  // The nearest header line naming an employer wins; within a line, the first piece (before a location).
  const employers = lines.map((l) => l.employers[0]).filter((e): e is string => e !== undefined);
  const company = draft.labelled ?? named ?? employers.at(-1) ?? lines.flatMap((l) => l.roles)[1] ?? '';
  const untitled =
    roleFirst && !role ? lines.find((l) => l.roles.length === 0 && l.employers.length >= 2) : undefined;
  const apart = !role && draft.labelled === undefined ? titleApart(lines, above) : undefined;
  const [employer, title] = untitled
    ? [untitled.employers[1] ?? '', untitled.employers[0] ?? '']
    : (apart ?? [company, role]);
  // "Career Break — Full-time caregiver for a parent": a break has no employer; what is said beside it
  // explains the time away, and is kept as its first line.
  const away = namesBreak(title) && employer !== '';
  const location = draft.location ?? lines.flatMap((l) => l.places)[0];
  return {
    company: away ? '' : employer,
    role: title,
    ...(location ? { location } : {}),
    start_date: draft.start,
    end_date: draft.end,
    responsibilities: away ? [employer, ...draft.bullets] : draft.bullets,
  };
}

/**
 * "Remote", a state code, or a "City, Region" piece (one or two capitalised words, then a region); one
 * naming a school is an employer ("Writing Center, Ohio University").
 */
function isLocation(piece: string): boolean {
  if (/^(?:remote|hybrid|on-?site)$/i.test(piece) || /^\p{Lu}{2}$/u.test(piece)) return true;
  return (
    (/^\p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?,\s*\p{Lu}[\p{L} ]{1,30}$/u.test(piece) &&
      !ROLE_WORDS.test(piece) &&
      !/\b(?:inc|llc|ltd|corp|co|gmbh|plc|group|company)\b\.?/i.test(piece) &&
      !namesSchool(piece) &&
      !isEmployerInCity(piece) &&
      regionAfterTown(piece)) ||
    isTownAndRegion(piece)
  );
}

/**
 * "Pune, Maharashtra", "Sydney, New South Wales": what follows a town's comma is a region of a word or
 * two, or the town is a place compromise knows. "Code Mentor, Pittsburgh Public Library" is a title and
 * an employer, although compromise reads the library, named after its city, as a place.
 */
function regionAfterTown(piece: string): boolean {
  const [town = '', region = ''] = piece.split(/,\s*/);
  return region.split(' ').length <= 2 || namesPlaceOrPerson(town);
}

/**
 * A line that dates an entry: a range with a short header around it, or a single date ("Summer 2022")
 * that starts or ends a short line. A year inside a sentence ("the 2019 winter collection") is not one.
 */
function isAnchor(line: string, range: FoundRange): boolean {
  const words = headerWords(range.rest);
  // Columns ("Role – Specialty <tab> dates <tab> Company – City") may run longer, a short header each,
  // and so may a role and an employer set apart by a dash ("Researcher for <…> — Undergraduate Research,
  // Computer Vision Lab").
  const columns = range.rest.split(/ \| | — /);
  if (range.end !== null)
    return (
      words <= HEADER_MAX_WORDS ||
      (columns.length > 1 && columns.every((c) => headerWords(c) <= 10) && !endsSentence(range.rest))
    );
  const single = /^\(?(?:\S+\s+|\d{1,2}[./])?(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\)?\.?$/.test(line.trim());
  return single && words <= 8;
}

/**
 * "Reduced p99 latency from 900 ms to 250 ms": a responsibility whose glyph extraction lost, however near
 * an entry's dates it stands. It opens with a verb in the past tense and runs on in sentence case; a
 * name opening the same way is written in title case ("Advanced Micro Devices", "Applied Materials").
 */
export function reportsWork(text: string): boolean {
  const after = text.split(/\s+/).slice(1);
  const lower = after.filter((w) => /^\p{Ll}/u.test(w)).length;
  return after.length >= 3 && lower * 2 >= after.length && opensWithDoneVerb(text);
}

/** A full stop or semicolon ends a sentence; the one of "Global Payments Inc." ends a company form. */
const endsSentence = (text: string) =>
  /[.;]$/.test(text) && !/\b(?:inc|ltd|co|corp|llc|plc|pvt|bros|jr|sr)\.$/i.test(text);

const wordCount = (text: string) => (text ? text.split(/\s+/).length : 0);
/** Words of a header: a dash, ampersand or bar between its parts ("Lead & Founder — Acme") is no word. */
const headerWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
