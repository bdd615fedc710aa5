import fs from 'node:fs';
import { checkRewrite, parseResumeStructure, wordsOf } from '@rb/intelligence';
import nlp from 'compromise';
import { letterRequestFor } from '../../services/resume/src/letterRequest';
import { corpusPath, documentText, listDir } from './corpus';
import { nonWords, productEngine, textOf } from './enhanceFidelity';
import { speller } from './speller';

/** Lines of a letter that are no sentence by design: the date, the contact block, salutation and sign-off. */
const NOT_PROSE = /^(?:dear\b|sincerely|kind regards|best regards|regards|yours\b)|[@|]|^\+?[\d ()-]{7,}$/i;

/** A letter's sentences: its prose lines split at a stop, the letter's frame left out. */
function proseSentences(letter: string, applicant: string): string[] {
  return letter
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !NOT_PROSE.test(l) && l !== applicant && /[.!?]$/.test(l))
    .flatMap((l) => l.split(/(?<=[.!?])\s+(?=\p{Lu})/u));
}

/**
 * Cover letters over the corpus postings, each written for a corpus resume (the product's own request
 * builder, as the applications page sends it): sentences without a verb (compromise's parse), words
 * neither in the resume, the posting nor the dictionary, and figures, names or URLs the resume and the
 * posting do not hold. Prints figures.
 */
export async function reportCoverLetterQuality(): Promise<void> {
  const engine = productEngine();
  const resumes = [];
  for (const file of listDir('resumes').filter((f) => /\.(?:pdf|docx)$/.test(f))) {
    const resume = parseResumeStructure(await documentText(corpusPath('resumes', file)));
    if (resume && resume.experience.length > 0) resumes.push({ file, resume });
  }
  const postings = listDir('jobs').filter((f) => f.endsWith('.txt'));
  let letters = 0;
  let sentences = 0;
  let verbless = 0;
  let strangers = 0;
  let factsAdded = 0;
  const examples: string[] = [];
  for (const [i, job] of postings.entries()) {
    const entry = resumes[i % resumes.length];
    if (!entry) break;
    const posting = fs.readFileSync(corpusPath('jobs', job), 'utf8');
    const role = (posting.split('\n')[0] ?? '').trim().slice(0, 200) || 'the role';
    const request = letterRequestFor(entry.resume, {
      company: 'Harbor Health',
      role,
      jobDescription: posting.slice(0, 20000),
      length: 'Standard',
    });
    const { coverLetter } = await engine.coverLetter(request);
    letters += 1;
    const source = textOf(request);
    const said = proseSentences(coverLetter, request.applicantDetails.name);
    sentences += said.length;
    for (const s of said) {
      if (nlp(s).has('#Verb')) continue;
      verbless += 1;
      if (examples.length < 6) examples.push(`${job}: no verb: "${s.slice(0, 100)}"`);
    }
    const odd = nonWords(source, coverLetter);
    strangers += odd.length;
    if (odd.length > 0 && examples.length < 10)
      examples.push(`${job}: non-words ${odd.slice(0, 3).join(', ')}`);
    const added = checkRewrite(source, coverLetter, {
      speller,
      vocabulary: wordsOf(source),
      complete: false,
    }).filter((v) => v.reason === 'fact-added');
    factsAdded += added.length;
    if (added.length > 0 && examples.length < 12)
      examples.push(`${job}: not in the resume or posting: ${added.map((v) => v.detail).join(', ')}`);
  }
  console.log('\n## Cover letters — built-in engine over the corpus postings');
  console.log(`letters                      ${letters}`);
  console.log(`sentences without a verb     ${verbless}/${sentences}`);
  console.log(`non-words                    ${strangers}`);
  console.log(`facts not in the resume      ${factsAdded}`);
  for (const example of examples) console.log(`  ${example}`);
}
