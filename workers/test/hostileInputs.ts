import { parseDateRange, parseResumeMarkdown, renderTextHtml, resumeDataSchema } from '@rb/contracts';
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
  sentences,
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
  // A DOCX's HTML is read as a tree of tables, lists and paragraphs (docxBlocks.ts).
  'nested tables': fill('<table><tr><td><p>a'),
  'nested lists': fill('<ul><li><strong>a'),
  'table cells': fill('<tr><td><p>Skills</p></td><td>a</td>'),
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
    // The scorer reads only a posting's first 20 000 characters; its sentence splitter is held to the whole input.
    'ATS sentence splitter': sentences,
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

const word = (n: number) => 'x'.repeat(n);

/**
 * Render jobs of allowed input that is one long word (issue 32 finding 4), shared by
 * hostileRender.test.ts and the bench.
 */
export const hostileRenders: Record<string, { name: string; data: Record<string, unknown> }> = {
  'editor text, one 100 KB word': {
    name: 'editorText.render',
    data: { format: 'pdf', text: word(100_000), title: 'Resume' },
  },
  'cover letter, one 20 KB word': {
    name: 'coverLetter.render',
    data: { format: 'pdf', coverLetter: word(20_000), name: 'Jane' },
  },
  'resume, every field one word at its cap': {
    name: 'resume.render',
    data: {
      format: 'pdf',
      template: 'classic',
      resume: resumeDataSchema.parse({
        name: word(300),
        summary: word(5000),
        experience: [
          { company: word(300), role: word(300), start_date: '2020', responsibilities: [word(1000)] },
        ],
        skills: [word(100)],
      }),
    },
  },
};
