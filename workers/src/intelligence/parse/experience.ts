import type { Experience } from '@rb/contracts';
import { type FoundRange, findDateRange } from './dateRanges';

const BULLET = /^(?:[•▪◦●∙*·-]|\d{1,2}[.)])\s*/;
/** Words that make a header piece a job title rather than an employer. */
const ROLE_WORDS =
  /\b(?:engineer|developer|programmer|manager|intern|assistant|analyst|designer|associate|consultant|director|specialist|coordinator|officer|nurse|technician|accountant|lead|scientist|administrator|representative|generalist|teacher|architect|writer|worker|helper|supervisor|clerk|cashier|server|chef|cook|advisor|adviser|executive|president|founder|owner|member|volunteer|tutor|instructor|researcher|fellow|trainee|apprentice|electrician|plumber|carpenter|driver|operator|agent|partner|head|principal|staff|sre|devops)\b/i;
const HEADER_MAX_WORDS = 14;

interface Draft {
  header: string[];
  start: string;
  end: string | null;
  bullets: string[];
}

/**
 * Experience entries from the lines of an experience section. Every line carrying a date range anchors an
 * entry; the short non-bullet lines around it (before it, back to the previous entry's bullets, and the
 * one right after it) are its header, split into employer and role; the rest are responsibilities.
 */
export function parseExperience(lines: readonly string[]): Experience[] {
  const drafts: Draft[] = [];
  let pendingHeader: string[] = [];
  let current: Draft | null = null;
  let afterAnchor = false;
  for (const line of lines) {
    const range = findDateRange(line);
    const bullet = BULLET.test(line);
    if (range && !bullet && isAnchor(line, range)) {
      // "Role | Employer | dates" names everything itself: short lines before it end the previous entry.
      const selfContained = range.rest.split(/\s+\|\s+|\s+at\s+/).length >= 2;
      if (selfContained && current) current.bullets.push(...pendingHeader);
      const header = selfContained ? [range.rest] : [...pendingHeader, ...(range.rest ? [range.rest] : [])];
      current = { header, start: range.start, end: range.end, bullets: [] };
      drafts.push(current);
      pendingHeader = [];
      afterAnchor = true;
      continue;
    }
    const text = line.replace(BULLET, '').trim();
    if (!text) continue;
    // A wrapped bullet continues the previous one.
    const last = current ? current.bullets.length - 1 : -1;
    if (current && !bullet && last >= 0 && pendingHeader.length === 0 && /^[\p{Ll}(]/u.test(text)) {
      current.bullets[last] += ` ${text}`;
      continue;
    }
    const words = wordCount(text);
    const headerLike =
      !bullet && !/[.;]$/.test(text) && (words <= 8 || (text.includes(' | ') && words <= 16));
    if (current && afterAnchor && headerLike && current.header.length < 3) {
      current.header.push(text);
      continue;
    }
    afterAnchor = false;
    if (headerLike && !bullet) {
      pendingHeader.push(text);
      // Only the two lines right before a date can be its header; older ones are the previous entry's.
      const older = pendingHeader.length > 2 ? pendingHeader.shift() : undefined;
      if (older && current) current.bullets.push(older);
      continue;
    }
    if (current) {
      current.bullets.push(...pendingHeader, text);
      pendingHeader = [];
    }
  }
  return drafts.map(toExperience).filter((e) => e.company || e.role);
}

/**
 * Employer and role from an entry's header pieces. Pieces are split at "|", " at " and dashes; inside a
 * piece, text after a comma is a role when it has a job-title word and a location otherwise
 * ("Keyer Tools, Human Resources Manager, Erlanger, KY").
 */
function toExperience(draft: Draft): Experience {
  const candidates: string[] = [];
  const roles: string[] = [];
  for (const part of draft.header.flatMap((h) => h.split(/\s+\|\s+|\s+at\s+|\s+—\s+/))) {
    const [first = '', ...after] = part.split(/,\s+/).map((p) => p.trim());
    if (first && !isLocation(first)) (ROLE_WORDS.test(first) ? roles : candidates).push(first);
    for (const piece of after) if (ROLE_WORDS.test(piece)) roles.push(piece);
  }
  const role = roles[0] ?? '';
  const company = candidates[0] ?? roles[1] ?? '';
  return { company, role, start_date: draft.start, end_date: draft.end, responsibilities: draft.bullets };
}

function isLocation(piece: string): boolean {
  return /^(?:remote|hybrid|on-?site)$/i.test(piece) || /^\p{Lu}{2}$/u.test(piece);
}

/**
 * A line that dates an entry: a range with a short header around it, or a single date ("Summer 2022")
 * that starts or ends a short line. A year inside a sentence ("the 2019 winter collection") is not one.
 */
function isAnchor(line: string, range: FoundRange): boolean {
  const words = wordCount(range.rest);
  if (range.end !== null) return words <= HEADER_MAX_WORDS;
  const single = /^\(?(?:\S+\s+)?(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\)?\.?$/.test(line.trim());
  return single && words <= 8;
}

const wordCount = (text: string) => (text ? text.split(/\s+/).length : 0);
