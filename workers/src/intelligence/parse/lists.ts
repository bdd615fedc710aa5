import type { Certification } from '@rb/contracts';
import { findDateRange } from './dateRanges';

const BULLET = /^(?:[•▪◦●∙*·-]|\d{1,2}[.)])\s*/;
const MAX_ITEM_CHARS = 80;

/**
 * Skills from a skills section: lines split at commas, bullets and bars; a "Category:" prefix is dropped
 * ("Tech: React Hooks, GraphQL" gives "React Hooks" and "GraphQL"). Sentences are not skills.
 */
export function parseSkills(lines: readonly string[]): string[] {
  const skills: string[] = [];
  for (const raw of joinWrappedItems(lines)) {
    const line = raw.replace(BULLET, '').replace(/^[\p{L} &/]{2,30}:\s+/u, '');
    for (const piece of splitOutsideParentheses(line)) {
      const skill = piece
        .replace(/^and\s+/i, '')
        .replace(/[.]$/, '')
        .trim();
      if (
        skill.length >= 1 &&
        skill.length <= MAX_ITEM_CHARS &&
        !/[.!?]\s/.test(skill) &&
        !skills.includes(skill)
      ) {
        skills.push(skill);
      }
    }
  }
  return skills;
}

/**
 * A list line wrapped inside an item ("… · Excellent time" / "management · Payroll"): the line before
 * ends without a separator and the next one starts in lower case (or see below), so the two are one line.
 */
function joinWrappedItems(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    // An item cannot end on a joining word ("Git and" / "GitHub"), and a list set with middle dots
    // runs on across lines, so a line of it not ending in a dot was wrapped inside an item.
    const wrapped =
      previous !== undefined &&
      /[,;|•▪·]/.test(previous) &&
      !/[,;|•▪·]\s*$/.test(previous) &&
      !/^[,;|•▪·]/.test(line) &&
      (/^\p{Ll}/u.test(line) || /\s(?:and|of|&|for|with|in)$/i.test(previous) || / · /.test(previous));
    if (wrapped) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

/** Splits a skills line at commas, semicolons, bars and bullets that are not inside parentheses. */
function splitOutsideParentheses(line: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of line) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && ',;|•▪·'.includes(char)) {
      pieces.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push(current.trim());
  return pieces.filter(Boolean);
}

/**
 * "AWS Certified Solutions Architect -" / "Associate": a name cut after a dash or a joining word, or
 * wrapped before words in lower case or before its year.
 */
function joinCutNames(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const continues =
      /\s(?:[-—&]|and|of|for|in)$/i.test(previous ?? '') || /^(?:\p{Ll}|(?:19|20)\d{2}$)/u.test(line);
    if (previous !== undefined && continues) {
      out[out.length - 1] = `${previous} ${line.replace(/^\|\s*/, '')}`;
    } else out.push(line);
  }
  return out;
}

/** Certifications: "Name, 2021", "Name (2021)", "Name — May 2021" or a bare name. */
export function parseCertifications(lines: readonly string[]): Certification[] {
  const certifications: Certification[] = [];
  for (const raw of joinCutNames(lines)) {
    const line = raw.replace(BULLET, '').trim();
    if (!line || line.length > 200) continue;
    // A year in its own column at the end is the certification's; a year inside the name stays there
    // ("Problem Writer, 2016 CODEGATE Final | 2016").
    const column = /^(.+?)\s*(?:\||,|—)\s*((?:19|20)\d{2})$/.exec(line);
    const range = column ? { rest: column[1] ?? '', start: column[2] ?? '', end: null } : findDateRange(line);
    const name = (range ? range.rest : line)
      .replace(/[,(\s]+$/, '')
      .replace(/\(\s*\)$/, '')
      .trim();
    if (!name) continue;
    const year = range
      ? (/(?:19|20)\d{2}/.exec(range.end && range.end !== 'Present' ? range.end : range.start)?.[0] ?? '')
      : '';
    certifications.push({ name, year });
  }
  return certifications;
}
