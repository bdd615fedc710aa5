import { createRequire } from 'node:module';
import type { ResumeData } from '@rb/contracts';
import { type Draft, finding, quote } from './finding';
import { resumeLines } from './lines';

/**
 * Words of the List of Dirty, Naughty, Obscene and Otherwise Bad Words (`naughty-words`, CC BY 4.0)
 * that are also the plain name of a body part, a crime, a drug, a sport's lift, a style of singing, a
 * place or a surname, and so appear in the work of nurses, doctors, lab staff, counsellors, pharmacy
 * reps, historians and athletes ("rape crisis counsellor", "patient escort", "Cumming, GA"). The list is
 * made for chat filters, which have no such readers; written by hand because no data marks the register
 * of a word.
 */
const PROFESSIONAL_USE = new Set([
  'anal',
  'anus',
  'clitoris',
  'cumming',
  'ejaculation',
  'erotic',
  'escort',
  'fingering',
  'genitals',
  'hooker',
  'incest',
  'intercourse',
  'masturbation',
  'negro',
  'nipple',
  'nipples',
  'nude',
  'nudity',
  'paedophile',
  'pedophile',
  'penis',
  'playboy',
  'rape',
  'rapist',
  'rectum',
  'scat',
  'semen',
  'sex',
  'sexual',
  'sexuality',
  'sexually',
  'snatch',
  'spastic',
  'swastika',
  'tit',
  'vagina',
  'viagra',
  'cialis',
  'vulva',
  'xx',
  'xxx',
]);

/**
 * Informal words a recruiter reads as unprofessional, which the list above (obscenity only) does not
 * hold: chat abbreviations, slang and confessions ("busted by the boss", "lol", "gonna"). Hand-written:
 * no data in ../shared/data or a maintained package marks register.
 */
const INFORMAL = [
  'busted',
  'naughty',
  'lol',
  'lmao',
  'omg',
  'wtf',
  'gonna',
  'wanna',
  'gotta',
  'kinda',
  'sorta',
  'dude',
  'crap',
  'damn',
  'sucked',
  'hangover',
  'drunk',
];

/** The package's English list (a JSON file; read through require, which every runtime and bundle has). */
const LIST: readonly string[] = createRequire(import.meta.url)('naughty-words/en.json') as string[];

const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORDS = [...LIST.filter((w) => !PROFESSIONAL_USE.has(w)), ...INFORMAL];
const PATTERN = new RegExp(`(?<![\\p{L}\\d])(?:${WORDS.map(literal).join('|')})(?![\\p{L}\\d])`, 'iu');

/** Obscene, slang or confessional words anywhere a recruiter reads, the e-mail address too. */
export function unprofessionalFindings(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  const check = (place: Draft['place'], text: string) => {
    const match = PATTERN.exec(text);
    if (match)
      found.push(
        finding(
          'unprofessional',
          'important',
          place,
          `${quote(match[0])} reads as unprofessional to a recruiter: remove or rephrase it.`,
          { text },
        ),
      );
  };
  // An address's parts are split where its words are ("hot_stuff.lol@…" holds "lol").
  check({ section: 'contact' }, resume.email.replace(/[._+-]/g, ' '));
  for (const { place, text } of resumeLines(resume)) check(place, text);
  return found;
}
