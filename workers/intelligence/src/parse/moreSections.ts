import type { Award, Course, Language, Project, Publication } from '@rb/contracts';
import { findDateRange } from './dateRanges';
import { reportsWork } from './experience';
import { isLanguageName } from './languageNames';
import { parseCertifications, splitItems } from './lists';
import { BULLET } from './markers';
import { docOf } from './nlpReads';

/**
 * The sections beyond the SPEC's five that a resume often has (projects for students, languages for
 * international students, awards, courses, publications), read into the model's own fields so an import
 * keeps them. Each reader copies text and years only; nothing is invented, and a section the resume
 * does not have stays absent.
 */
export interface MoreSections {
  projects?: Project[];
  awards?: Award[];
  languages?: Language[];
  courses?: Course[];
  publications?: Publication[];
}

type SectionLines = (name: 'projects' | 'awards' | 'languages' | 'courses' | 'publications') => string[];

export function parseMoreSections(linesOf: SectionLines): MoreSections {
  // Awards, courses and publications are written as certifications are: a name with a year at its end.
  const found: MoreSections = {
    projects: parseProjects(linesOf('projects')),
    awards: parseCertifications(linesOf('awards')).map(({ name, year }) => ({
      name,
      issuer: '',
      year,
      description: '',
    })),
    languages: parseLanguages(linesOf('languages')),
    courses: parseCertifications(linesOf('courses')).map(({ name, year }) => ({ name, issuer: '', year })),
    publications: parseCertifications(linesOf('publications')).map(({ name, year }) => ({
      title: name,
      publisher: '',
      year,
      link: '',
    })),
  };
  return Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
}

/** A level after the name: "English (Native)", "Spanish – Fluent", "French: B2", "German - conversational". */
const LEVEL = /^(.+?)\s*(?:\(([^)]*)\)|[:–—-]\s*(.+))$/;

/** Spoken languages: items split like a skills list, each a name and the level the user gave. */
function parseLanguages(lines: readonly string[]): Language[] {
  const languages: Language[] = [];
  for (const line of lines) {
    for (const item of splitItems(line.replace(BULLET, ''))) {
      const match = LEVEL.exec(item);
      const name = (match?.[1] ?? item).trim();
      const level = (match?.[2] ?? match?.[3] ?? '').trim();
      if (namesLanguage(name)) languages.push({ name, level });
    }
  }
  return languages;
}

/**
 * A language is named in a word or three, capitalised, without digits ("English", "Mandarin", "American
 * Sign Language"). What a two-column layout spills into the last section ("Graduate School", "USA",
 * "Operations", "Warehousing", "January 2021") is told apart by compromise: a place, an organisation, a
 * plural or a gerund names no language.
 */
function namesLanguage(name: string): boolean {
  // A name the language data holds needs no guess ("Français" reads to compromise as a plural).
  if (isLanguageName(name)) return true;
  const words = name.split(/\s+/);
  if (words.length > 3 || /\d/.test(name) || !/^\p{Lu}/u.test(name)) return false;
  return !docOf(name).has('(#Place|#Organization|#Plural|#Gerund)');
}

/**
 * Projects: a line that is not a bullet opens one (its name, with the dates on it cut out); bullets are
 * its bullets; other lines are its description, and a line opening in lower case continues the line
 * before it (a wrapped bullet). Dates on a line of their own belong to the project that has none yet:
 * the one just named ("PERSONAL PROJECT July 2019 - Present" under its name) or, above any name, the
 * next one. In a list of bullets, each bullet is a project.
 */
function parseProjects(lines: readonly string[]): Project[] {
  const projects: Project[] = [];
  let pending: { start: string; end: string } | null = null;
  // A section that opens with a bullet lists one project a bullet ("• QuantSoftware Toolkit: Open source…").
  const oneABullet = BULLET.test(lines[0] ?? '');
  for (const line of joinWrappedRanges(lines)) {
    const current = projects.at(-1);
    const bullet = BULLET.test(line) && !oneABullet;
    const opensProject = BULLET.test(line) && oneABullet;
    const range = bullet ? null : findDateRange(line);
    const dates = range ? { start: range.written.start, end: range.written.end ?? '' } : null;
    if (current && current.link === '' && isLink(line)) {
      current.link = line;
    } else if (current && /^\p{Ll}/u.test(line)) {
      if (current.bullets.length > 0) current.bullets[current.bullets.length - 1] += ` ${line}`;
      else current.description = `${current.description} ${line}`.trim();
    } else if (current && bullet) {
      current.bullets.push(line.replace(BULLET, '').trim());
    } else if (dates && range && current && isBare(current) && (range.rest === '' || isLabel(range.rest))) {
      Object.assign(current, { start_date: dates.start, end_date: dates.end, description: range.rest });
    } else if (dates && range?.rest === '') {
      pending = dates;
    } else if (
      current &&
      !opensProject &&
      current.bullets.length === 0 &&
      // Dates beside a line make it no longer a sentence: "Pygorithm | API / Python Package  July 2017
      // to Present" names the next project.
      (opensProse(range ? range.rest : line) ||
        (current.description === '' && !range && describesProject(current, line)))
    ) {
      current.description = `${current.description} ${line}`.trim();
    } else {
      const [name = '', description = ''] = splitTagline(
        (range ? range.rest : line).replace(BULLET, '').trim(),
      );
      projects.push({
        name,
        description,
        link: '',
        start_date: dates?.start ?? pending?.start ?? '',
        end_date: dates?.end ?? pending?.end ?? '',
        bullets: [],
      });
      pending = null;
    }
  }
  return projects.filter((p) => p.name !== '');
}

/** "2020 –" / "Present": a range wrapped after its dash is one line again. */
function joinWrappedRanges(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous !== undefined && /\d{4}\s*[–—-]$/.test(previous))
      out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

/** A project named but not yet dated or described. */
const isBare = (project: Project) =>
  project.start_date === '' && project.description === '' && project.bullets.length === 0;

/** "PERSONAL PROJECT", "TEAM PROJECT": a label in capitals beside the dates, not a project's name. */
const isLabel = (text: string) => text.split(/\s+/).length <= 3 && !/\p{Ll}/u.test(text);

/**
 * "QuantSoftware Toolkit: Open source Python library for financial data analysis": a name and, after
 * its colon, a sentence describing it. A short phrase after a colon is still the name ("Personal
 * Project: Home Automation System").
 */
function splitTagline(text: string): [string, string] {
  const colon = /^([^:]{2,80}):\s+(.+)$/.exec(text);
  if (!colon?.[1] || !colon[2] || colon[2].split(/\s+/).length < 5) return [text, ''];
  return [colon[1].trim(), colon[2].trim()];
}

/** "github.com/amara/bus-tracker" alone on a line under a project: its link. */
const isLink = (line: string) =>
  /^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/.test(line.trim());

/** A line of prose under a project's name: a sentence, not another project's name. */
const opensProse = (line: string) => line.split(/\s+/).length >= 8 || /[.!?]$/.test(line);

/**
 * The first line under a project's name that describes it rather than names the next: a phrase in
 * sentence case ("Live map of campus buses", "First place in Bay Area Tech Hackathon": its second word,
 * not a joining one, in lower case), where names are written in title case ("Bus Tracker", "Password
 * Strength Evaluator using Machine Learning"); work reported in the past ("Contributed to several Python
 * packages on GitHub"); or, under a dated name, a label in capitals ("PERSONAL PROJECT").
 */
function describesProject(project: Project, line: string): boolean {
  const [first = '', second = '', ...rest] = line.split(/\s+/);
  const sentenceCase =
    rest.length >= 2 &&
    /^\p{Lu}/u.test(first) &&
    /^[\p{Ll}\d]/u.test(second) &&
    (!JOINING_WORD.test(second) || rest.every((w) => /^[\p{Ll}\d]/u.test(w)));
  return sentenceCase || reportsWork(line) || (project.start_date !== '' && isLabel(line));
}

/** A word that joins the words of a name as well as a sentence's ("Museum of Modern Art"). */
const JOINING_WORD = /^(?:of|and|for|the|in|on|at|to|with|by|a|an|using|via|from)$/;
