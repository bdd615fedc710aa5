import type { Certification } from '@rb/contracts';
import { opensWithDoneVerb } from '../text/verbs';
import { findDateRange } from './dateRanges';
import { withoutExpiry } from './expiry';
import { BULLET, ROLE_WORDS } from './markers';
import { isOrganisation } from './places';
import { joinWrappedItems, withoutCategoryColumn } from './skillRows';

const MAX_ITEM_CHARS = 80;

/**
 * Skills from a skills section: lines split at commas, bullets and bars; a "Category:" prefix is dropped
 * ("Tech: React Hooks, GraphQL" gives "React Hooks" and "GraphQL"). Sentences are not skills.
 */
export function parseSkills(lines: readonly string[]): string[] {
  const skills: string[] = [];
  for (const raw of withoutCategoryColumn(joinWrappedItems(lines))) {
    const line = raw.replace(BULLET, '').replace(/^[\p{L} &/]{2,30}:\s+/u, '');
    if (reportsWork(line)) continue;
    for (const piece of splitItems(line)) {
      const skill = piece
        .replace(/^and\s+/i, '')
        .replace(/[.]$/, '')
        .trim();
      if (
        skill.length >= 1 &&
        skill.length <= MAX_ITEM_CHARS &&
        !/[.!?]\s/.test(skill) &&
        !quotesResult(skill) &&
        !skills.includes(skill)
      ) {
        skills.push(skill);
      }
    }
  }
  return skills;
}

/**
 * Words from which a line led by a verb in the past tense reads as an achievement, not a list of skills:
 * shorter ones are as likely an adjective and its noun ("Licensed forklift operator in three states").
 */
const SENTENCE_WORDS = 8;
/** Words from which an item quoting a percentage or an amount of money reads as an achievement. */
const FIGURE_SENTENCE_WORDS = 8;

/**
 * "Performed manual lathe, mill, grinder, and band saw operation": work done that a layout set under the
 * skills heading. Skills are named by nouns ("Project management", "Routing protocols"), so a long line
 * that opens with a verb in the past tense and runs on in lower case reports work instead. A capital
 * after it is a name ("Spring Boot"), a preposition an adjective ("Experienced in sales").
 */
function reportsWork(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length >= SENTENCE_WORDS &&
    /ed$/i.test(words[0] ?? '') &&
    /^\p{Ll}/u.test(words[1] ?? '') &&
    !/^(?:in|at|with|on|for|to|by|as|under)$/.test(words[1] ?? '') &&
    opensWithDoneVerb(line)
  );
}

/** "… boosting sales by 46%", "savings of $67,000 per SKU": a long item quoting a figure is a result. */
function quotesResult(item: string): boolean {
  return item.split(/\s+/).length >= FIGURE_SENTENCE_WORDS && /\d\s?%|[$€£]\s?\d/.test(item);
}

/**
 * Splits a skills line at commas, semicolons, bars and bullets, except inside parentheses ("Cloud (GCP,
 * Azure)") and a thousands comma inside a number ("$67,000").
 */
export function splitItems(line: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const [index, char] of [...line].entries()) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    const inNumber =
      char === ',' && /\d/.test(line[index - 1] ?? '') && /^\d{3}(?!\d)/.test(line.slice(index + 1));
    if (depth === 0 && ',;|•▪·'.includes(char) && !inNumber) {
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
 * wrapped before words in lower case, its abbreviation in parentheses ("(CSA)") or its year.
 */
function joinCutNames(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const continues =
      // A comma cannot end a name: "Forklifter Association of America," heads the certificate below it.
      /(?:\s(?:[-—&]|and|of|for|in)|,)$/i.test(previous ?? '') ||
      // "January 2014" alone on a line dates the certificate above it.
      (findDateRange(line)?.rest === '' && !/\d{4}\s*$/.test(previous ?? '')) ||
      // Only a whole line in parentheses: "(ISC)² CISSP" opens a name of its own.
      /^(?:\p{Ll}|\([^)]*\)$|(?:19|20)\d{2}$)/u.test(line) ||
      (previous !== undefined && namesIssuerOnly(previous) && /^Certifi/i.test(line)) ||
      (previous !== undefined && wrapsField(previous, line));
    if (previous !== undefined && continues) {
      out[out.length - 1] = `${previous} ${line.replace(/^\|\s*/, '')}`;
    } else out.push(line);
  }
  return out;
}

/**
 * "Certificate in Supply Chain" / "Management, Southern New Hampshire University, 2020": a credential
 * or course "in", "of", "to" or "for" a field ("Introduction to Financial" / "Accounting | Coursera"), undated and without its issuer, wrapped inside the field's name. The next line
 * opens with the field's last word or two, then a comma or bar and what the name lacked (its issuer or
 * year). A line of its own opening with a title ("Forklift Operator, 2019"), a credential word or an
 * acronym ("CPR, Red Cross") names a credential itself.
 */
function wrapsField(previous: string, line: string): boolean {
  const name = previous.replace(BULLET, '').trim();
  if (!/\s(?:in|of|to|for)\s+\p{Lu}[\p{L}&\s-]*$/u.test(name) || name.split(/\s+/).length > 10) return false;
  const head = /^(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)\s*[,|]\s*\S/u.exec(line)?.[1];
  return !!head && !/certifi|licen[cs]|diploma|course/i.test(head) && !ROLE_WORDS.test(head);
}

/**
 * "Amazon Web Services (AWS)" above "Certified Solutions Architect": an organisation on its own line names
 * no certificate, so the certificate it issued follows on the next line.
 */
function namesIssuerOnly(line: string): boolean {
  const name = line
    .replace(BULLET, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim();
  return !/certifi/i.test(name) && isOrganisation(name);
}

/** Certifications: "Name, 2021", "Name (2021)", "Name — May 2021" or a bare name. */
export function parseCertifications(lines: readonly string[]): Certification[] {
  const certifications: Certification[] = [];
  for (const raw of joinCutNames(lines)) {
    const written = raw.replace(BULLET, '').trim();
    if (!written || written.length > 200) continue;
    const line = withoutExpiry(written);
    // A year in its own column at the end is the certification's; a year inside the name stays there
    // ("Problem Writer, 2016 CODEGATE Final | 2016").
    const column = /^(.+?)\s*(?:\||,|—)\s*((?:19|20)\d{2})$/.exec(line);
    // "2018 Best Outgoing Student Award 2017-18": a year in its own column before the name is the
    // entry's; the years inside the name stay there.
    const leading = column ? null : /^((?:19|20)\d{2})\s+(\p{L}.*)$/u.exec(line);
    const range = column
      ? { rest: column[1] ?? '', start: column[2] ?? '', end: null }
      : leading
        ? { rest: leading[2] ?? '', start: leading[1] ?? '', end: null }
        : findDateRange(line);
    const name = (range ? range.rest : line)
      // "AppleCare Hardware Certification - Apple Support - 2019": the dash that set the year apart.
      .replace(/[,(\s|—-]+$/, '')
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
