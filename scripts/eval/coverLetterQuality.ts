import fs from 'node:fs';
import type { ResumeData } from '@rb/contracts';
import {
  checkRewrite,
  isCredential,
  jobKeywords,
  miscasedTools,
  parseResumeStructure,
  skillCasing,
  stems,
  wordsOf,
} from '@rb/intelligence';
import nlp from 'compromise';
import { letterRequestFor } from '../../services/resume/src/letterRequest';
import { corpusPath, documentText, listDir } from './corpus';
import { nonWords, productEngine, textOf } from './enhanceFidelity';
import { speller } from './speller';

/** Lines of a letter that are no sentence by design: the date, the contact block, salutation and sign-off. */
const NOT_PROSE = /^(?:dear\b|sincerely|kind regards|best regards|regards|yours\b)|[@|]|^\+?[\d ()-]{7,}$/i;
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** A letter's date line, as US or British letters write it. */
const DATE_LINE = new RegExp(`^(?:(?:${MONTHS}) \\d{1,2}, \\d{4}|\\d{1,2} (?:${MONTHS}) \\d{4})$`);
const LENGTHS = ['Concise', 'Standard', 'Detailed'] as const;
/** Words a sentence shares with the resume, in a row, for it to be built from the resume's own line. */
const EVIDENCE_RUN = 5;

/**
 * A letter's sentences: its prose lines split at a stop, the letter's frame left out. As the guard splits
 * them: a stop before an abbreviation with a comma ("Omnious. Co., Ltd., I…") is inside a company's name.
 */
function proseSentences(letter: string, applicant: string): string[] {
  return letter
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !NOT_PROSE.test(l) && l !== applicant && /[.!?]$/.test(l))
    .flatMap((l) => l.split(/(?<=[.!?])\s+(?=\p{Lu})(?!\p{Lu}\p{L}{0,4}\.,)/u));
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$]+/gu, ' ')
    .trim();

/** Whether a sentence holds a run of the resume's words long enough to be one of its lines retold. */
function retells(sentence: string, resume: string): boolean {
  const words = plain(sentence).split(' ');
  for (let i = 0; i + EVIDENCE_RUN <= words.length; i += 1)
    if (resume.includes(` ${words.slice(i, i + EVIDENCE_RUN).join(' ')} `)) return true;
  return false;
}

const mentions = (sentence: string, phrase: string) => ` ${plain(sentence)} `.includes(` ${plain(phrase)} `);

/**
 * What a user might stress: the posting's two most important requirements that its title does not
 * name, and the resume's first listed skill (something it can show).
 */
function focusAreasFor(posting: string, role: string, resume: ResumeData): string[] {
  const fromPosting = jobKeywords(posting)
    .map((k) => k.label)
    .filter((label) => !mentions(role, label))
    .slice(0, 2);
  const own = resume.skills.find((s) => s.split(' ').length <= 3 && !isCredential(s));
  return [...fromPosting, ...(own ? [own] : [])];
}

/**
 * A verb's object written as notes, with no article ("I built excel model"): after "I" and a verb, two
 * or more nouns, the last singular and countable by compromise's reading, none a determiner. A hint,
 * not a verdict: compromise also reads some mass nouns so ("provided customer service").
 */
function bareObject(sentence: string): string | undefined {
  const match = nlp(sentence).match('I #Verb (#Adjective|#Noun)+');
  for (const phrase of match.json() as Array<{
    text: string;
    terms: Array<{ text: string; tags: string[] }>;
  }>) {
    const object = phrase.terms.slice(2);
    const head = object.at(-1);
    if (!head || object.length < 2) continue;
    if (object.some((t) => t.tags.includes('Determiner') || t.tags.includes('Possessive'))) continue;
    const countable =
      head.tags.includes('Singular') &&
      !['Uncountable', 'ProperNoun', 'Acronym', 'Gerund'].some((t) => head.tags.includes(t)) &&
      !/(?:ment|ness|ity|ing|sis|ics|ware|age|ance|ence|ship|ry|tion|sion|ism|ure)$/.test(head.text);
    if (countable) return phrase.text;
  }
  return undefined;
}

interface LetterFigures {
  letters: number;
  sentences: number;
  verbless: number;
  strangers: number;
  factsAdded: number;
  focusNamed: number;
  focusUnshown: number;
  focusGiven: number;
  credentialsAsSkills: number;
  lowerTools: number;
  headed: number;
  bareObjects: number;
  examples: string[];
}

/**
 * Cover letters over the corpus postings, each written for a corpus resume (the product's own request
 * builder, as the applications page sends it), with focus areas a user might type and each length in
 * turn: sentences without a verb (compromise's parse), words neither in the resume, the posting nor the
 * dictionary, figures, names or URLs the resume and the posting do not hold, focus areas named with no
 * line of the resume behind them, credentials listed among skills, known tools in lower case, letters
 * with the date and the applicant's contact block, and objects written without an article. Prints figures.
 */
export async function reportCoverLetterQuality(): Promise<void> {
  const engine = productEngine();
  const resumes = [];
  for (const file of listDir('resumes').filter((f) => /\.(?:pdf|docx)$/.test(f))) {
    const resume = parseResumeStructure(await documentText(corpusPath('resumes', file)));
    if (resume && resume.experience.length > 0) resumes.push({ file, resume });
  }
  const postings = listDir('jobs').filter((f) => f.endsWith('.txt'));
  const f: LetterFigures = {
    letters: 0,
    sentences: 0,
    verbless: 0,
    strangers: 0,
    factsAdded: 0,
    focusNamed: 0,
    focusUnshown: 0,
    focusGiven: 0,
    credentialsAsSkills: 0,
    lowerTools: 0,
    headed: 0,
    bareObjects: 0,
    examples: [],
  };
  const example = (text: string) => {
    if (f.examples.length < 16) f.examples.push(text);
  };
  for (const [i, job] of postings.entries()) {
    const entry = resumes[i % resumes.length];
    if (!entry) break;
    const posting = fs.readFileSync(corpusPath('jobs', job), 'utf8');
    const role = (posting.split('\n')[0] ?? '').trim().slice(0, 200) || 'the role';
    const request = letterRequestFor(entry.resume, {
      company: 'Harbor Health',
      role,
      jobDescription: posting.slice(0, 20000),
      length: LENGTHS[i % LENGTHS.length] ?? 'Standard',
    });
    const focus = focusAreasFor(posting, role, entry.resume);
    request.customizationPreferences.focusAreas = focus;
    f.focusGiven += focus.length;
    const { coverLetter } = await engine.coverLetter(request);
    f.letters += 1;
    const source = textOf(request);
    const resumeText = ` ${plain(textOf(entry.resume))} `;
    const applicant = request.applicantDetails.name;
    const said = proseSentences(coverLetter, applicant);
    f.sentences += said.length;
    for (const s of said) {
      if (nlp(s).has('#Verb')) continue;
      f.verbless += 1;
      example(`${job}: no verb: "${s.slice(0, 100)}"`);
    }
    const odd = nonWords(source, coverLetter);
    f.strangers += odd.length;
    if (odd.length > 0) example(`${job}: non-words ${odd.slice(0, 3).join(', ')}`);
    // The head (contact block and date) is the request's fields and the clock, checked as such below.
    const body = coverLetter.slice(Math.max(0, coverLetter.search(/^dear\b/im)));
    const added = checkRewrite(source, body, {
      speller,
      vocabulary: wordsOf(source),
      complete: false,
    }).filter((v) => v.reason === 'fact-added');
    f.factsAdded += added.length;
    if (added.length > 0)
      example(`${job}: not in the resume or posting: ${added.map((v) => v.detail).join(', ')}`);
    // The sentences naming the job (the first and the closing) name the posting's words, not a focus.
    const told = said.filter((s) => !s.includes(role));
    for (const area of focus) {
      const naming = told.filter((s) => mentions(s, area));
      if (naming.length === 0) continue;
      f.focusNamed += 1;
      const listed = entry.resume.skills.some((s) => plain(s) === plain(area));
      // Shown: a sentence retelling a line of the resume holds the area's words (by stem: "designed" shows "designing").
      const needed = stems(area);
      const shown = said.some((s) => retells(s, resumeText) && needed.every((w) => stems(s).includes(w)));
      if (shown || listed) continue;
      f.focusUnshown += 1;
      example(`${job}: focus "${area}" named with nothing behind it: "${naming[0]?.slice(0, 90)}"`);
    }
    const credentials = [
      ...entry.resume.certifications.map((c) => c.name),
      ...entry.resume.skills.filter((s) => isCredential(s) || /certif|licen[cs]|chartered/i.test(s)),
    ].filter((c) => c.trim());
    // A sentence listing skills, its credentials' own names aside ("Metalworking Skills Certification").
    const listsSkills = (s: string) =>
      /\bskills?\b/i.test(credentials.reduce((rest, c) => rest.split(c).join(' '), s));
    for (const s of said.filter(listsSkills))
      for (const c of credentials)
        if (mentions(s, c)) {
          f.credentialsAsSkills += 1;
          example(`${job}: credential "${c}" among skills: "${s.slice(0, 90)}"`);
        }
    const tools = miscasedTools(said.join('\n'), skillCasing(entry.resume.skills));
    f.lowerTools += tools.length;
    for (const t of tools.slice(0, 1)) example(`${job}: tool "${t.word}" for "${t.right}"`);
    const head = coverLetter.split(/\n\s*dear\b/i)[0] ?? '';
    const headLines = head.split('\n').map((l) => l.trim());
    const contact = [request.applicantDetails.email, request.applicantDetails.phone].filter((c) => c.trim());
    const headed =
      headLines.some((l) => DATE_LINE.test(l)) &&
      headLines.some((l) => l.toLowerCase() === applicant.trim().toLowerCase()) &&
      contact.every((c) => head.includes(c.trim()));
    if (headed) f.headed += 1;
    else example(`${job}: no date and contact block above the salutation`);
    for (const s of said) {
      const bare = bareObject(s);
      if (!bare) continue;
      f.bareObjects += 1;
      example(`${job}: object without an article: "${bare}"`);
    }
  }
  console.log('\n## Cover letters — built-in engine over the corpus postings');
  console.log(`letters                      ${f.letters} (Concise, Standard, Detailed in turn)`);
  console.log(`sentences without a verb     ${f.verbless}/${f.sentences}`);
  console.log(`non-words                    ${f.strangers}`);
  console.log(`facts not in the resume      ${f.factsAdded}`);
  console.log(
    `focus areas named, no evidence ${f.focusUnshown} (of ${f.focusNamed} named; ${f.focusGiven} asked for)`,
  );
  console.log(`credentials listed as skills ${f.credentialsAsSkills}`);
  console.log(`known tools in lower case    ${f.lowerTools}`);
  console.log(`letters with date and contact block ${f.headed}/${f.letters}`);
  console.log(`objects without an article   ${f.bareObjects} (compromise's reading; a hint)`);
  for (const line of f.examples) console.log(`  ${line}`);
}
