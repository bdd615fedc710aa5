import type { ResumeData } from '@rb/contracts';
import { textOf } from '../ai/guard/rewriteGuard';
import { type Draft, finding } from './finding';
import { bulletEntries } from './lines';

/**
 * About this many words fill a page of a resume in the product's templates; a recruiter reads two pages
 * at most, and fewer than a third of a page says too little to judge.
 */
const WORDS_PER_PAGE = 450;
const MAX_PAGES = 2;
const MIN_WORDS = 150;
/** A bullet past this many words is a paragraph: a recruiter skims it. */
const BULLET_WORDS = 40;
/** A summary past this many words is no summary. */
const SUMMARY_WORDS = 90;

const count = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;

/** The resume too long or too short, and bullets and summaries too long to skim. */
export function lengthFindings(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  const total = count(textOf(resume));
  if (total > WORDS_PER_PAGE * MAX_PAGES)
    found.push(
      finding(
        'length',
        'suggestion',
        { section: 'resume' },
        `About ${Math.ceil(total / WORDS_PER_PAGE)} pages (${total} words): keep it to ${MAX_PAGES}; cut older roles to their strongest bullets.`,
      ),
    );
  else if (total < MIN_WORDS && resume.experience.length > 0)
    found.push(
      finding(
        'length',
        'suggestion',
        { section: 'resume' },
        `Only ${total} words: add what you did in each role and what came of it.`,
      ),
    );
  const summaryWords = count(resume.summary);
  if (summaryWords > SUMMARY_WORDS)
    found.push(
      finding(
        'length',
        'suggestion',
        { section: 'summary' },
        `The summary runs to ${summaryWords} words: keep it to two or three sentences.`,
        {
          text: resume.summary,
        },
      ),
    );
  for (const entry of bulletEntries(resume))
    entry.bullets.forEach((text, line) => {
      const words = count(text);
      if (words > BULLET_WORDS)
        found.push(
          finding(
            'length',
            'suggestion',
            { ...entry.place, line },
            `This bullet runs to ${words} words: keep one point to a line or two.`,
            {
              text,
            },
          ),
        );
    });
  return found;
}
