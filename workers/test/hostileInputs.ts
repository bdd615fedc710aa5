import { parseDateRange, parseResumeMarkdown, renderTextHtml } from '@rb/contracts';
import {
  createOfflineEngine,
  findEmail,
  findLinkedin,
  findName,
  findPhone,
  findPortfolio,
  parseResumeHtml,
  parseResumeStructure,
  sanitizeText,
  scoreResume,
  splitRunOn,
} from '@rb/intelligence';
import { editorTextAsResume } from '../src/render/editorText';

/**
 * 100 KB inputs built to make a backtracking pattern or a naive parser slow: long runs of one character,
 * deep and unbalanced markup, one endless line, many separators. Shared by the hostile-input test and
 * the bench (scripts/bench-hostile.ts) so both measure the same inputs.
 */
const SIZE = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

export const hostileInputs: Record<string, string> = {
  'repeated a': fill('a'),
  'repeated space': `x${fill(' ')}x`,
  'repeated @': fill('a@'),
  'repeated dots': fill('a.'),
  'email-like': fill('a-a.'),
  'digits and dashes': fill('1-'),
  'url-like': fill('http://a'),
  'nested tags': `${fill('<b>').slice(0, SIZE / 2)}${fill('</b>').slice(0, SIZE / 2)}`,
  'unbalanced tags': fill('<a<b '),
  'markdown headings': fill('#'),
  'markdown bullets': fill('- * '),
  emphasis: fill('*_'),
  brackets: fill('[('),
  'many lines': fill('a\n'),
  'blank lines': fill('\n'),
  separators: fill('|,;:/•'),
  dates: fill('2020 - '),
  'long words line': fill('Engineer '),
  tabs: fill('\t '),
};

/** Every parser and scorer that reads user text, each given one hostile input. */
export function hostileSubjects(): Record<string, (input: string) => unknown> {
  const engine = createOfflineEngine();
  const jobDescription = 'We need a Python and SQL engineer with Kafka experience to build data pipelines.';
  const lines = (text: string) => text.split('\n');
  return {
    'markdown parser': parseResumeMarkdown,
    'date range parser': parseDateRange,
    'structure parser (text)': parseResumeStructure,
    'structure parser (HTML)': parseResumeHtml,
    'contact: e-mail': findEmail,
    'contact: phone': findPhone,
    'contact: LinkedIn': findLinkedin,
    'contact: portfolio': (text) => findPortfolio(lines(text)),
    'contact: name': (text) => findName(lines(text)),
    'contact: run-on split': splitRunOn,
    'ATS scorer (resume)': (text) => scoreResume({ htmlResume: text, jobDescription }),
    'ATS scorer (job description)': (text) =>
      scoreResume({ htmlResume: '<p>Python SQL Kafka</p>', jobDescription: text }),
    'offline engine: enhance text': (text) => engine.enhanceText(text),
    'offline engine: expand editor': (text) => engine.expandEditor(text),
    'offline engine: summarize': (text) => engine.summarize(text),
    'AI output sanitiser': sanitizeText,
    'editor text as resume (render)': editorTextAsResume,
    'text template (render)': (text) => renderTextHtml(text, 'Title'),
  };
}
