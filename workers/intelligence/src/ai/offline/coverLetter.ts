import type { CoverLetterRequest, Experience, ResumeData } from '@rb/contracts';
import { cleanLines } from '../../parse/cleanText';
import { isDegree } from '../../parse/education';
import { parseExperience } from '../../parse/experience';
import { parseCertifications } from '../../parse/lists';
import { ROLE_WORDS } from '../../parse/markers';
import { skillCasing, withToolCasing } from '../../review/toolCasing';
import { lacksArticle, withArticle } from '../../text/articles';
import { isCareerBreak } from '../../text/careerBreaks';
import { lexiconTags } from '../../text/compromiseLexicon';
import { credentialPhrase, isCredential } from '../../text/credentials';
import { type SentenceTerm, sentenceTerms } from '../../text/sentenceTerms';
import { opensWithTitledName } from '../../text/titledName';
import { stems } from '../../text/tokens';
import { formOf, opensWithVerb, type Tense } from '../../text/verbs';
import { mergeSplitBullets } from './bullets';
import { asProseWrites, type Casing, commonWord, readCasing } from './proseCase';
import { isWholeResumeText, readResume } from './readResume';
import { projectEnd, rewriteBullet, tenseForRole } from './rewriteBullet';
import {
  article,
  closed,
  listOf,
  lowerFirst,
  namedSkills,
  tidyOwnSummary,
  titleCase,
  upperFirst,
} from './summary';

/** Evidence per length: how many paragraphs, and how many of the applicant's lines in each. */
const EVIDENCE = {
  Concise: { paragraphs: 1, perParagraph: 1 },
  Standard: { paragraphs: 2, perParagraph: 1 },
  Detailed: { paragraphs: 2, perParagraph: 2 },
} as const;
const MAX_SKILLS = 5;
const MAX_CREDENTIALS = 3;
const MAX_EVIDENCE_CHARS = 300;

/** "N/A" and blanks mean "not given" (SPEC §3 fixes several fields to "N/A"). */
const given = (value: string | undefined) => {
  const v = (value ?? '').trim();
  return v && !/^n\/?a$/i.test(v) ? v : '';
};

/** "Tech Solutions" → "Tech Solutions'", "Acme" → "Acme's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/**
 * A job, or a project or volunteering post quoted like one: for a student they are the only work to
 * quote. `where` says where such work was done ("on the Campus Bus Tracker project", "as a volunteer
 * Code Mentor at …"), never as if it were a paid role.
 */
type Work = Experience & { unpaid?: { where: string; same: string } };

interface Evidence {
  /** The applicant's line, rephrased to follow "I" ("reduced medication errors by 30%"). */
  clause: string;
  job: Work | undefined;
  /** Present for a duty of the applicant's current role ("I manage…"), past for work done. */
  tense: Tense;
  index: number;
  score: number;
  /** The focus areas the line shows. */
  shows: string[];
}

/**
 * A Professional cover letter of the requested length: an opening tied to the role and the company,
 * evidence paragraphs built from the resume lines that best match the posting and the focus areas
 * (rephrased in the first person, with the employer and role they come from), and a closing. Every
 * achievement is the applicant's own; nothing (employers, figures, degrees) is invented.
 */
export function writeCoverLetter(request: CoverLetterRequest): string {
  const { userInput, applicantDetails, customizationPreferences } = request;
  const parts = resumeParts(request.resumeSummary);
  const job = userInput.jobTitle.trim();
  const company = userInput.companyName.trim();
  const focus = customizationPreferences.focusAreas.map((f) => f.trim()).filter(Boolean);
  const shape = EVIDENCE[customizationPreferences.length];
  const listed = splitList(parts.skills);
  // A credential in the skills list ("CPA") is something the applicant holds, not a skill they bring.
  const credentials = credentialsOf(listed, parts.certifications);
  const skillItems = listed.filter((s) => !isCredential(s));
  const target = `${job} ${given(userInput.jobDescription)} ${focus.join(' ')}`;
  // The applicant's and the posting's own writing decide what is a name and what a common phrase.
  // The summary is left out: its opening is the phrase whose capitals are in question.
  const prose = [given(userInput.jobDescription), ...parts.jobs.flatMap((j) => j.responsibilities)].join(
    '\n',
  );
  const casing = readCasing(prose, skillItems);
  const tools = skillCasing(listed);
  const skills = namedSkills(skillItems, MAX_SKILLS).map((s) => asProseWrites(s, prose, casing));
  // A break's lines would follow a job's as "I also …", as if done there.
  const jobs = parts.jobs.filter((j) => !isCareerBreak(j));
  const count = shape.paragraphs * shape.perParagraph;
  const evidence = pickEvidence(jobs, { target, focus, count, names: casing.names, tools });

  const opening = [`I am writing to apply for the ${job} position at ${company}.`];
  const ownSummary = introduction(tidyOwnSummary(given(parts.summary))[0] ?? '', casing);
  if (ownSummary) opening.push(ownSummary);
  // The focus areas the applicant chose to stress are named only where a line of theirs that follows
  // shows them: a promise the letter then does not keep is worse than none.
  const shown = focus.filter((f) => evidence.some((e) => e.shows.includes(f)));
  if (shown.length > 0)
    opening.push(
      `I would especially like to tell you about my work with ${listOf(shown.map((f) => withToolCasing(f, tools)))}.`,
    );

  const paragraphs = [opening.join(' ')];
  for (let p = 0; p < shape.paragraphs; p += 1) {
    const lines = evidence.slice(p * shape.perParagraph, (p + 1) * shape.perParagraph);
    if (lines.length > 0) paragraphs.push(evidenceParagraph(lines, evidence[p * shape.perParagraph - 1]));
  }
  // A template's own phrase ("hands-on", the job's title) is said once: the applicant's lines or an
  // earlier sentence may already say it.
  const offer: string[] = [];
  if (skills.length > 0)
    offer.push(
      freshWording(
        [
          `I would bring hands-on skills in ${listOf(skills)} to the ${job} role.`,
          `I would bring hands-on skills in ${listOf(skills)} to the role.`,
          `I would bring skills in ${listOf(skills)} to the role.`,
        ],
        paragraphs.join(' '),
        job,
      ),
    );
  // A long list of certificates is the resume's to give: the letter names the first few.
  const named = customizationPreferences.length === 'Detailed' ? MAX_CREDENTIALS : MAX_CREDENTIALS - 1;
  if (credentials.length > 0)
    offer.push(`I hold ${listOf(credentials.slice(0, named).map(credentialPhrase))}.`);
  if (offer.length > 0) paragraphs.push(offer.join(' '));
  if (customizationPreferences.length === 'Detailed') {
    const degree = given(parts.education).split('\n')[0]?.trim().slice(0, 200) ?? '';
    if (degree) paragraphs.push(`My background also includes ${counted(degree).replace(/[.]$/, '')}.`);
  }
  paragraphs.push(
    freshWording(
      [
        `I would welcome the chance to discuss how I can contribute to ${possessive(company)} work as ${article(job)} ${job}. Thank you for your time and consideration.`,
        `I would welcome the chance to discuss how I can contribute to ${possessive(company)} work in this role. Thank you for your time and consideration.`,
      ],
      paragraphs.slice(1).join(' '),
      job,
    ),
  );

  const manager = given(userInput.hiringManagerName);
  // The contact details head the letter (letterHead.ts); the sign-off is the name.
  return [
    `Dear ${manager || 'Hiring Manager'},`,
    ...paragraphs,
    `Sincerely,\n${applicantDetails.name.trim()}`,
  ].join('\n\n');
}

/**
 * The credentials the applicant holds: those their skills list names ("CPA") and their certifications,
 * each once, without a year or an expiry ("PMP, 2021").
 */
function credentialsOf(listed: readonly string[], certifications: string): string[] {
  const named = [
    ...listed.filter(isCredential),
    ...parseCertifications(cleanLines(given(certifications))).map((c) => c.name.trim()),
  ].filter((n) => n && n.length <= 120);
  const seen = new Set<string>();
  return named.filter((n) => {
    const key = n.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One evidence paragraph: where the work was done, then the applicant's lines as "I …" sentences. A line
 * from another job than the one before says where it was done: "I also" would credit it to that job.
 * `before` is the last line of the paragraph before, if any: a paragraph going on with the same job
 * says so instead of naming the role and employer again.
 */
function evidenceParagraph(lines: readonly Evidence[], before: Evidence | undefined): string {
  // "In the same role, I also …" has said "also" for the paragraph: its next line is no second "also".
  const first = lines[0]?.job;
  const goesOn = first !== undefined && first === before?.job && placeOf(first) !== '';
  const sentences = lines.map((e, i) => {
    const where = e.job ? placeOf(e.job) : '';
    if (i > 0 && where && e.job !== lines[i - 1]?.job) return `${upperFirst(where)}, I ${e.clause}.`;
    if (i === 0 && where && e.job === before?.job)
      return `${e.job?.unpaid?.same ?? 'In the same role'}, I also ${e.clause}.`;
    if (i === 0 && where) {
      const role = e.tense === 'present' && !e.job?.unpaid ? 'In my current role' : 'In my work';
      const opening = before === undefined || e.tense === 'present' ? `${role} ${where}` : upperFirst(where);
      return `${opening}, I ${e.clause}.`;
    }
    if (i === 0) return `In my recent work, I ${e.clause}.`;
    return goesOn ? `I ${e.clause}.` : `I also ${e.clause}.`;
  });
  return sentences.join(' ');
}

/**
 * The first of `wordings` that repeats the fewest phrases already `written` ("hands-on skills" after a
 * line about "hands-on route checks") or the job's `title`; "in the", "I would" are the language's, not
 * phrases anyone notices twice (`phrasesIn`).
 */
export function freshWording(wordings: readonly string[], written: string, title = ''): string {
  const key = title.toLowerCase().trim();
  const phrasesOf = (text: string) => {
    const phrases = phrasesIn(text);
    // The job's title, even of one word ("Accountant"), is named in the opening and the closing only.
    if (key && ` ${text.toLowerCase()} `.includes(` ${key} `)) phrases.push(key);
    return phrases;
  };
  const said = new Set(phrasesOf(written));
  let best = wordings[0] ?? '';
  let fewest = Number.POSITIVE_INFINITY;
  for (const wording of wordings) {
    const repeats = phrasesOf(wording).filter((p) => said.has(p)).length;
    if (repeats < fewest) {
      best = wording;
      fewest = repeats;
    }
  }
  return best;
}

/** Closed-class tags: words of these alone make no phrase worth avoiding twice. */
const FUNCTION_TAGS = ['Determiner', 'Preposition', 'Pronoun', 'Conjunction', 'Copula', 'Modal', 'Auxiliary'];

/**
 * The phrases of a text worth saying once: a hyphenated word ("hands-on"), and runs of two or three
 * words with at least two of substance ("logistics coordinator"; "as a logistics" is a role's title
 * meeting the language's own words).
 */
function phrasesIn(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const substantial = words.map((w) => {
    const tags = lexiconTags(w);
    return !FUNCTION_TAGS.some((t) => tags.includes(t)) && !/^(?:would|have|has|had|also|am)$/.test(w);
  });
  const phrases = words.filter((w) => /\p{L}-\p{L}/u.test(w));
  for (const size of [2, 3]) {
    for (let i = 0; i + size <= words.length; i += 1) {
      if (substantial.slice(i, i + size).filter(Boolean).length >= 2)
        phrases.push(words.slice(i, i + size).join(' '));
    }
  }
  return phrases;
}

/** "as Staff Nurse at Leeds General Infirmary", with whichever of the two the resume gives. */
function placeOf(job: Work): string {
  if (job.unpaid) return job.unpaid.where;
  const role = titleCase(job.role.trim());
  const employer = job.company.trim();
  return [role ? `as ${article(role)} ${role}` : '', employer ? `at ${employer}` : '']
    .filter(Boolean)
    .join(' ');
}

interface EvidenceWanted {
  /** The job title, posting and focus areas: what the lines are ranked against. */
  target: string;
  focus: readonly string[];
  count: number;
  /** Words the applicant writes as names (`readCasing`). */
  names: ReadonlySet<string>;
  /** Tools as the resume's skills write them ("Excel"). */
  tools: ReadonlyMap<string, string>;
}

/**
 * The applicant's strongest lines for this posting: lines that open with a verb, ranked by the words
 * they share with the job title, posting and focus areas, then by carrying a figure, then by order. The
 * best line showing each focus area comes first; a line whose object lacks an article that cannot be
 * given one safely ("introduced identity solution") comes last, as it reads as notes.
 */
function pickEvidence(jobs: readonly Work[], wanted: EvidenceWanted): Evidence[] {
  const { focus, count, names, tools } = wanted;
  const shared = new Set(contentWords(wanted.target));
  const candidates: Evidence[] = [];
  for (const job of jobs) {
    // A role without dates is not told as current: reading its bullets' tense would cost a parse each.
    const current = job.start_date.trim() !== '' && tenseForRole(job.start_date, job.end_date) === 'present';
    for (const raw of mergeSplitBullets(job.responsibilities)) {
      const tense = current ? dutyTense(raw) : 'past';
      // One sentence: the ones after it are fragments without a subject once the first follows "I".
      const line = firstSentence(rewriteBullet(firstItem(raw), { tense })).replace(/[.!?]$/, '');
      // A thing's name ("Chat Widget using Socket.io") opens with no verb: "I chat Widget…" would be the damage.
      const verbFirst = opensWithVerb(line) && !opensWithTitledName(line, names);
      if (!verbFirst || line.split(' ').length < 4 || line.length > MAX_EVIDENCE_CHARS) continue;
      const clause = withArticle(withToolCasing(lowerFirst(line), tools));
      const matching = contentWords(line).filter((w) => shared.has(w)).length;
      candidates.push({
        clause,
        job: job.company || job.role || job.unpaid ? job : undefined,
        tense,
        index: candidates.length,
        score: matching * 2 + (/\d/.test(line) ? 1 : 0) - (lacksArticle(clause) ? 100 : 0),
        shows: focus.filter((f) => shows(line, f)),
      });
    }
  }
  const ranked = candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const picked: Evidence[] = [];
  for (const area of focus) {
    const best = ranked.find((e) => e.shows.includes(area) && !picked.includes(e));
    if (best && picked.length < count) picked.push(best);
  }
  for (const e of ranked) if (picked.length < count && !picked.includes(e)) picked.push(e);
  return picked;
}

/** Whether a line shows a focus area: every word of the area, by its stem ("variance analysis" in "analysed variances"). */
function shows(line: string, area: string): boolean {
  const own = new Set(stems(line));
  const needed = stems(area);
  return needed.length > 0 && needed.every((s) => own.has(s));
}

/**
 * The tense a line of the current role is told in: what the applicant does there is said in the present
 * ("In my current role …, I manage the payroll"); a line they wrote in the past reports something done
 * ("I reduced costs by 20%") and stays so.
 */
function dutyTense(raw: string): Tense {
  const first = /\p{L}+/u.exec(raw)?.[0] ?? '';
  return formOf(first) === 'past' ? 'past' : 'present';
}

/**
 * The line up to a bullet glyph inside it ("Operate cleaning equipment · Maintain floors"): extraction
 * ran two bullets into one line, and the glyph has no place in a sentence.
 */
function firstItem(raw: string): string {
  const lead = /^[\s•·▪◦●]*/u.exec(raw)?.[0] ?? '';
  return lead + (raw.slice(lead.length).split(/\s[•·▪◦●]\s/u)[0] ?? '');
}

/** Lower-case words of four letters or more: enough to tell what a line is about. */
const contentWords = (text: string) =>
  (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 6));

interface ResumeParts {
  summary: string;
  jobs: Work[];
  education: string;
  skills: string;
  certifications: string;
}

/**
 * The resume parts: roles read from the experience text, or, when the whole pasted resume arrives in the
 * summary field (the cover letter page sends it so), every part read from that text.
 */
function resumeParts(parts: CoverLetterRequest['resumeSummary']): ResumeParts {
  const othersEmpty = [parts.experience, parts.education, parts.skills, parts.certifications].every(
    (p) => !given(p),
  );
  if (!isWholeResumeText(parts.summary, othersEmpty)) {
    return { ...parts, jobs: jobsFrom(given(parts.experience)) };
  }
  const resume = readResume(parts.summary);
  return {
    summary: resume.summary === parts.summary.replace(/\s+/g, ' ').trim() ? '' : resume.summary,
    jobs: [...resume.experience, ...unpaidWork(resume)],
    education: resume.education
      .map((e) => [e.degree, e.institution].filter(Boolean).join(', ') + stillToCome(e.graduation_year))
      .join('\n'),
    skills: resume.skills.join(', '),
    certifications: resume.certifications.map((c) => c.name).join('\n'),
  };
}

/**
 * " (expected 2026)" for a degree whose year is still to come: a student's master's in progress is not
 * background they have, and the letter must not say it is.
 */
function stillToCome(year: string): string {
  const value = Number(year.trim());
  return Number.isInteger(value) && value > new Date().getFullYear() ? ` (expected ${value})` : '';
}

/** Volunteering posts and projects as work to quote (see projectEnd for a project's tense). */
function unpaidWork(resume: ResumeData): Work[] {
  return [
    ...(resume.volunteering ?? [])
      .filter((v) => v.role.trim() || v.organization.trim())
      .map((v) => ({
        company: v.organization,
        role: v.role,
        unpaid: { where: volunteerPlace(v.role.trim(), v.organization.trim()), same: 'In the same post' },
        start_date: v.start_date,
        end_date: v.end_date || null,
        responsibilities: v.bullets,
      })),
    ...(resume.projects ?? [])
      .filter((p) => p.name.trim())
      .map((p) => ({
        company: '',
        role: '',
        unpaid: { where: `on the ${p.name.trim()} project`, same: 'On the same project' },
        start_date: p.start_date,
        end_date: projectEnd(p) || null,
        responsibilities: p.bullets,
      })),
  ];
}

/** "as a volunteer Code Mentor at Pittsburgh Public Library", "as a volunteer at the Food Bank". */
function volunteerPlace(role: string, organization: string): string {
  const who = /volunteer/i.test(role) || !role ? 'a volunteer' : `a volunteer ${role}`;
  return [`as ${who}`, organization ? `at ${organization}` : ''].filter(Boolean).join(' ');
}

/** Roles from the experience text; lines without a dated role header become one role without a name. */
function jobsFrom(text: string): Experience[] {
  if (!text) return [];
  const lines = cleanLines(text);
  const jobs = parseExperience(lines);
  if (jobs.some((j) => j.responsibilities.length > 0)) return jobs;
  return [{ company: '', role: '', start_date: '', end_date: null, responsibilities: lines }];
}

function splitList(text: string): string[] {
  return given(text)
    .split(/\s*(?:[,;\n•|])\s*/)
    .map((s) => s.replace(/^[-*]\s*/, '').trim())
    .filter((s) => s && s.length <= 60);
}

/** Sentences that state what the applicant wants, not who they are: a letter says that itself. */
const OBJECTIVE =
  /^(?:to\s+\p{L}+\b|seeking\b|looking\s+for\b|(?:my\s+)?(?:\p{L}+\s+)?(?:goal|objective)\b)/iu;

/** Only the writer's own pronouns mark a sentence with a subject: "IT expert" and "their best" do not. */
const OWN_PRONOUNS = /\b(?:I|[Mm]y|[Mm]e|[Ww]e|[Oo]ur)\b/;

/**
 * Nouns a summary names its writer by that are no job title: compromise tags occupations (#Actor) and
 * the importer lists titles (ROLE_WORDS), but "Results-driven marketing professional", "Creative problem
 * solver" and "Passionate educator" need these.
 */
const PERSON_NOUNS =
  /^(?:professional|expert|leader|graduate|student|individual|person|candidate|practitioner|educator|solver|starter|learner|thinker|communicator|achiever|enthusiast|advocate|changer)$/i;

/**
 * What a summary says its writer has ("Five years of experience", "Strong background in…", "Proven
 * track record of…"), besides the durations and uncountable nouns compromise tags.
 */
const HELD_NOUNS =
  /^(?:background|record|history|understanding|grasp|command|foundation|career|passion|knowledge|skills?|abilit(?:y|ies)|experience|expertise|proficiency|years|decades?)$/i;

/** Singular nouns of those a summary uses without an article ("Hands-on experience with…"). */
const MASS_NOUNS = /^(?:experience|expertise|proficiency|knowledge)$/i;

/**
 * A degree or a certificate said in prose, with its article by sound and its school after "from" ("a
 * B.S. in Logistics from State University", "an MBA"): the resume lists them bare and apart, a sentence
 * cannot. Only a line that opens with one (before its first comma) is read so: "State University, B.S."
 * names the school first and stays as written, as does a year or a place after the school.
 */
function counted(line: string): string {
  const [lead = '', school, ...rest] = line.split(/,\s*/);
  if (!isDegree(lead) || /^(?:an?|the|my)\s/i.test(line)) return line;
  // "University of Leeds" is said with its article: "from the University of Leeds".
  const the = school && /^(?:university|college|institute|school|academy)\s+of\b/i.test(school) ? 'the ' : '';
  // A year may follow the school only in brackets ("(expected 2026)"): "…, 2014" is a list's.
  const said =
    school && !/\d/.test(school.replace(/\([^)]*\)/g, ''))
      ? [`${lead} from ${the}${school}`, ...rest].join(', ')
      : line;
  return `${article(said)} ${said}`;
}

/**
 * The summary's first sentence as the letter's second one, with the writer as its subject. Summaries
 * are written without one, and what the sentence opens with decides the verb:
 * - a person ("Seasoned engineer with 8 years…") → "I am a seasoned engineer with 8 years…";
 * - a thing the writer has ("Five years of experience in…", "Strong background in…", "Proven track
 *   record of…") → "I have five years…", "I have a strong background in…";
 * - a trait ("Skilled in…", "Passionate about…") → "I am skilled in…".
 * A sentence that opens otherwise (a verb, a preposition) is quoted as written; an objective is left out.
 */
function introduction(sentence: string, casing: Casing): string {
  // A quotation ("Be the change…") is someone else's words, not who the applicant is.
  if (!sentence || OBJECTIVE.test(sentence) || /^["“‘'«]/u.test(sentence)) return '';
  if (OWN_PRONOUNS.test(sentence)) return closed(sentence);
  const phrase = sentence.replace(/^an?\s+/i, '');
  const terms = sentenceTerms(phrase);
  const first = terms[0];
  if (!first) return closed(sentence);
  const run = openingPhrase(terms);
  const written = sentenceCase(phrase, terms, run.length, casing);
  if (run.some(namesPerson)) return closed(`I am ${article(written)} ${written}`);
  const head = run.findLast((t) => t.tags.includes('Noun'));
  if (!head) {
    // "Skilled in…", "Hardworking and reliable…": a trait.
    const trait = run.length > 0 && run.every((t) => describes(t) || t.tags.includes('Conjunction'));
    return trait ? closed(`I am ${written}`) : closed(sentence);
  }
  const held =
    HELD_NOUNS.test(word(head)) || head.tags.includes('Duration') || head.tags.includes('Uncountable');
  if (!held) return closed(sentence);
  // One of something countable takes an article ("a strong background"); years and experience do not.
  const counted =
    head.tags.includes('Singular') &&
    !MASS_NOUNS.test(word(head)) &&
    !run.some((t) => t.tags.includes('Determiner') || t.tags.includes('Value'));
  return closed(`I have ${counted ? `${article(written)} ` : ''}${written}`);
}

/** A term's word without trailing punctuation. */
const word = (term: SentenceTerm) => term.text.replace(/\W+$/, '');

/** A word that names a person: a title ("associate", which compromise may read as a verb) or "self-starter". */
function namesPerson(term: SentenceTerm): boolean {
  const last = word(term).split('-').at(-1) ?? '';
  return ROLE_WORDS.test(last) || term.tags.includes('Actor') || PERSON_NOUNS.test(last);
}

/** An adjective or a participle used as one ("Proven", "Detail-oriented"): it describes, it does not act. */
function describes(term: SentenceTerm): boolean {
  return ['Adjective', 'Participle', 'Adverb', 'Hyphenated'].some((tag) => term.tags.includes(tag));
}

/**
 * The words the sentence opens with up to its first preposition or verb (or a comma after a noun):
 * the noun phrase that says who or what it is about. A hyphenated word's parts ("Hands-on",
 * "Results-driven") and adjectives joined by "and" or commas stay inside it.
 */
function openingPhrase(terms: readonly SentenceTerm[]): SentenceTerm[] {
  const run: SentenceTerm[] = [];
  for (const term of terms) {
    // Before the noun, a past form describes it ("Highly motivated self-starter").
    const beforeNoun = !run.some((t) => t.tags.includes('Noun'));
    // A word in capitals ("IT", "HR") is a name inside the phrase, whatever compromise reads ("it").
    const inside =
      /^\p{Lu}{2,}\W*$/u.test(term.text) ||
      namesPerson(term) ||
      (beforeNoun && term.tags.includes('PastTense')) ||
      term.tags.includes('Hyphenated') ||
      describes(term) ||
      term.tags.includes('Gerund') ||
      !['Preposition', 'Pronoun', 'Verb'].some((tag) => term.tags.includes(tag));
    if (!inside) break;
    run.push(term);
    if (/[,;:]/.test(term.post) && term.tags.includes('Noun')) break;
  }
  return run;
}

/**
 * The phrase with its first word lowered where it had a capital only as the sentence start: an
 * adjective ("Seasoned"), or a common noun before a lower-case word ("Software engineer") that
 * compromise knows, names a role or the applicant writes in lower case elsewhere. "Machine Learning
 * Engineer", "AWS", and a word compromise does not know or the applicant writes as a name ("Python
 * developer") stay: a name in lower case is a worse slip than a capital kept. After a lowered adjective
 * the capitals of the title it describes go too ("Determined Accountant" → "determined accountant"),
 * under the same test.
 */
function sentenceCase(
  phrase: string,
  terms: readonly SentenceTerm[],
  opening: number,
  casing: Casing,
): string {
  const [word = '', ...rest] = phrase.split(' ');
  const [first, second] = terms;
  const bare = (w: string) => w.replace(/\W+$/u, '');
  const common = (w: string) => {
    const key = bare(w).toLowerCase();
    if (casing.names.has(key)) return false;
    return commonWord(key) || ROLE_WORDS.test(key) || casing.lower.has(key);
  };
  const proper =
    !first || first.tags.some((t) => t === 'ProperNoun' || t === 'Acronym') || /^\p{Lu}{2}/u.test(word);
  const lowered =
    !proper &&
    (describes(first) || (/^\p{Ll}/u.test(second?.text ?? rest[0] ?? '') && common(word))) &&
    !casing.names.has(bare(word).toLowerCase());
  if (!lowered) return phrase;
  // The words of the opening noun phrase, as `terms` counts them (a hyphenated word is one of `rest`).
  const inPhrase = terms.slice(1, opening).map((t) => t.text);
  const title = rest.map((w) =>
    /^\p{Lu}\p{Ll}+$/u.test(bare(w)) && inPhrase.includes(w) && common(w) ? w.toLowerCase() : w,
  );
  return [word.toLowerCase(), ...title].join(' ');
}

function firstSentence(text: string): string {
  // A stop ends the sentence only before a capital or the end: "1.5 hours", "Node.js" and "e.g. a" stay.
  const match = /^.+?[.!?](?=\s+\p{Lu}|\s*$)/u.exec(text.trim());
  return (match ? match[0] : text).trim();
}
