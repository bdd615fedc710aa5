import type { Finding, FindingKind, FindingPlace, ResumeData } from '@rb/contracts';
import { conjugate, reviewResume } from '@rb/intelligence';
import { corpusResumes } from './enhanceFidelity';
import { speller } from './speller';

/**
 * The review measured on defects we plant ourselves: each plant takes a corpus resume (read at run
 * time, never stored), puts one known defect of one kind at a known place, and the review of the copy
 * is compared with the review of the original. A planted defect is found when a new finding of its kind
 * is at its place (recall); a new finding is real when it is the planted one, or a kind the plant says
 * comes with it by construction (a copied bullet also repeats its opening) (precision).
 */

interface Plant {
  resume: ResumeData;
  kind: FindingKind;
  place: FindingPlace;
  /** Other kinds the planted text carries by construction, real at the same place. */
  alsoReal?: FindingKind[];
  what: string;
}

type Planter = (resume: ResumeData, n: number) => Plant | undefined;

const PER_KIND = 12;
const copy = (resume: ResumeData): ResumeData => structuredClone(resume);
const dated = (date: string | null | undefined) => /\b(?:19|20)\d{2}\b/.test(date ?? '');
const ended = (end: string | null | undefined) => dated(end) && !/present|current|now/i.test(end ?? '');
const firstWord = (text: string) => text.trim().split(/\s+/)[0] ?? '';
const bare = (word: string) => word.replace(/[^\p{L}]/gu, '').toLowerCase();
/** A bullet's first word when it is a verb in the past written only so ("Managed", not "Led"/"Set"). */
const pastOpening = (text: string) => {
  const word = bare(firstWord(text));
  return word.length > 3 && conjugate(word, 'past') === word && conjugate(word, 'present') !== word
    ? word
    : undefined;
};
const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
/** Opening verbs used anywhere in the resume, so a plant reuses none by accident. */
const openings = (resume: ResumeData) =>
  new Set(resume.experience.flatMap((j) => j.responsibilities.map((b) => bare(firstWord(b)))));
/** The place of every bullet of every role, with its text. */
const bullets = (resume: ResumeData) =>
  resume.experience.flatMap((job, entry) =>
    job.responsibilities.map((text, line) => ({ job, entry, line, text })),
  );
const count = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** The bullets (role.line) whose opening the review already calls weak. */
const weak = (resume: ResumeData) =>
  new Set(
    reviewResume(resume, { speller })
      .filter((f) => f.kind === 'weak-opening')
      .map((f) => `${f.place.entry}.${f.place.line}`),
  );

const planters: Record<string, Planter> = {
  'template-leftover': (resume, n) => {
    const out = copy(resume);
    const variant = n % 3;
    if (variant === 0 && out.experience.length > 0) {
      const entry = out.experience.length - 1;
      const job = out.experience[entry];
      if (!job) return undefined;
      job.company = 'XYZ Company';
      return {
        resume: out,
        kind: 'template-leftover',
        place: { section: 'experience', entry },
        what: 'employer "XYZ Company"',
      };
    }
    if (variant === 1 && out.education.length > 0) {
      const school = out.education[0];
      if (!school) return undefined;
      school.institution = 'ABC University';
      return {
        resume: out,
        kind: 'template-leftover',
        place: { section: 'education', entry: 0 },
        what: 'school "ABC University"',
      };
    }
    const job = out.experience[0];
    if (!job) return undefined;
    job.responsibilities.push('Download 25 more resume templates for only $4.95 today!');
    return {
      resume: out,
      kind: 'template-leftover',
      place: { section: 'experience', entry: 0, line: job.responsibilities.length - 1 },
      alsoReal: ['no-result', 'weak-opening', 'repeated-opening'],
      what: 'an advert bullet',
    };
  },
  'date-claim': (resume) => {
    if (!resume.experience.some((j) => dated(j.start_date))) return undefined;
    const out = copy(resume);
    out.summary = `Professional with 30 years of experience. ${out.summary}`.trim();
    return {
      resume: out,
      kind: 'date-claim',
      place: { section: 'summary' },
      what: '"30 years of experience"',
    };
  },
  tense: (resume) => {
    for (const { job, entry, line, text } of bullets(resume)) {
      const past = pastOpening(text);
      const base = past && conjugate(past, 'present');
      if (!ended(job.end_date) || !base || base === past) continue;
      const out = copy(resume);
      const target = out.experience[entry];
      if (!target) continue;
      target.responsibilities[line] = text.trim().replace(/^\S+/, capitalised(base));
      return {
        resume: out,
        kind: 'tense',
        place: { section: 'experience', entry, line },
        what: `"${capitalised(base)}" in an ended role`,
      };
    }
    return undefined;
  },
  'weak-opening': (resume) => {
    const used = openings(resume);
    for (const { entry, line, text } of bullets(resume)) {
      const past = pastOpening(text);
      const base = past && conjugate(past, 'present');
      const single = [...resume.experience.flatMap((j) => j.responsibilities)].filter(
        (b) => bare(firstWord(b)) === past,
      );
      if (!past || !base || used.has('helped') || single.length !== 1) continue;
      const out = copy(resume);
      const target = out.experience[entry];
      if (!target) continue;
      target.responsibilities[line] = text.trim().replace(/^\S+/, `Helped to ${base}`);
      return {
        resume: out,
        kind: 'weak-opening',
        place: { section: 'experience', entry, line },
        what: '"Helped to …"',
      };
    }
    return undefined;
  },
  'repeated-opening': (resume) => {
    for (const [entry, job] of resume.experience.entries()) {
      const verbs = job.responsibilities.map(pastOpening);
      const first = verbs.findIndex(Boolean);
      const all = resume.experience.flatMap((j) => j.responsibilities.map((b) => bare(firstWord(b))));
      const later = verbs.findIndex((v, i) => i > first && v && all.filter((w) => w === v).length === 1);
      const word = verbs[first];
      const text = job.responsibilities[later];
      // A verb the dictionary knows, used at most twice so far, that the review does not already call weak:
      // the plant repeats an opening, nothing else.
      const fit =
        word &&
        speller.knows(word) &&
        all.filter((w) => w === word).length <= 2 &&
        !weak(resume).has(`${entry}.${first}`);
      if (first < 0 || later < 0 || !word || !text || !fit) continue;
      const out = copy(resume);
      const target = out.experience[entry];
      if (!target) continue;
      target.responsibilities[later] = text.trim().replace(/^\S+/, capitalised(word));
      return {
        resume: out,
        kind: 'repeated-opening',
        place: { section: 'experience', entry, line: later },
        what: `a second "${capitalised(word)}"`,
      };
    }
    return undefined;
  },
  'no-result': (resume, n) => {
    const used = openings(resume);
    const verb = ['compiled', 'organised', 'maintained', 'coordinated', 'reviewed'].find((v) => !used.has(v));
    const entry = n % Math.max(1, resume.experience.length);
    const job = resume.experience[entry];
    if (!verb || !job?.role || !dated(job.start_date)) return undefined;
    const out = copy(resume);
    const target = out.experience[entry];
    if (!target) return undefined;
    const written = ended(job.end_date) ? verb : (conjugate(verb, 'present') ?? verb);
    target.responsibilities.push(`${capitalised(written)} weekly status reports for the team`);
    return {
      resume: out,
      kind: 'no-result',
      place: { section: 'experience', entry, line: target.responsibilities.length - 1 },
      what: 'a bullet without a figure',
    };
  },
  duplicate: (resume, n) => {
    const source = bullets(resume).find((b) => count(b.text) >= 6 && /\d/.test(b.text));
    if (!source || resume.experience.length < 1) return undefined;
    const entry = resume.experience.length - 1;
    const out = copy(resume);
    const target = out.experience[entry];
    if (!target) return undefined;
    target.responsibilities.push(
      n % 2 === 0 ? source.text : `${source.text.trim().replace(/[.;]$/, '')} on schedule`,
    );
    return {
      resume: out,
      kind: 'duplicate',
      place: { section: 'experience', entry, line: target.responsibilities.length - 1 },
      alsoReal: ['repeated-opening', 'tense', 'length'],
      what: n % 2 === 0 ? 'a bullet repeated word for word' : 'a bullet repeated with two words added',
    };
  },
  spelling: (resume) => {
    const names = new Set(
      [resume.name, ...resume.experience.flatMap((j) => [j.company, j.role]), ...resume.skills]
        .join(' ')
        .toLowerCase()
        .split(/\W+/),
    );
    for (const { entry, line, text } of bullets(resume)) {
      for (const word of text.split(/\s+/).slice(1)) {
        if (!/^\p{Ll}{7,}$/u.test(word) || names.has(word) || !speller.knows(word)) continue;
        const typo = `${word.slice(0, 2)}${word.charAt(3)}${word.charAt(2)}${word.slice(4)}`;
        if (typo === word || speller.knows(typo)) continue;
        const out = copy(resume);
        const target = out.experience[entry];
        if (!target) continue;
        target.responsibilities[line] = text.replace(new RegExp(`\\b${word}\\b`), typo);
        return {
          resume: out,
          kind: 'spelling',
          place: { section: 'experience', entry, line },
          what: `"${typo}" for "${word}"`,
        };
      }
    }
    return undefined;
  },
  'tool-casing': (resume) => {
    // A tool the resume's own skills list names with a capital inside or in capitals, lower-cased in a bullet.
    const tools = resume.skills
      .map((s) => s.trim())
      .filter((s) => /^[\p{L}+#.]{3,}$/u.test(s) && /\p{Lu}/u.test(s.slice(1)));
    for (const { entry, line, text } of bullets(resume)) {
      const tool = tools.find((t) =>
        new RegExp(`(?<![\\p{L}])${t.replace(/[.+#]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text),
      );
      if (!tool) continue;
      const out = copy(resume);
      const target = out.experience[entry];
      if (!target) continue;
      target.responsibilities[line] = text.replace(tool, tool.toLowerCase());
      return {
        resume: out,
        kind: 'tool-casing',
        place: { section: 'experience', entry, line },
        what: `"${tool.toLowerCase()}"`,
      };
    }
    return undefined;
  },
  'missing-contact': (resume) => {
    if (!resume.email.trim()) return undefined;
    const out = copy(resume);
    out.email = '';
    return { resume: out, kind: 'missing-contact', place: { section: 'contact' }, what: 'no e-mail address' };
  },
  'missing-date': (resume) => {
    if (/\byears?\b/i.test(resume.summary)) return undefined;
    const entry = resume.experience.findIndex((j) => dated(j.start_date) && ended(j.end_date) && j.role);
    if (entry < 0) return undefined;
    const out = copy(resume);
    const target = out.experience[entry];
    if (!target) return undefined;
    target.start_date = '';
    return {
      resume: out,
      kind: 'missing-date',
      place: { section: 'experience', entry },
      what: 'a role without a start date',
    };
  },
  unprofessional: (resume, n) => {
    const source = bullets(resume)[0];
    if (!source) return undefined;
    const out = copy(resume);
    const target = out.experience[source.entry];
    if (!target) return undefined;
    const phrases = [
      ', and the boss never busted me',
      '; the old system was crap',
      ', which sucked',
      ' (damn good results)',
    ];
    target.responsibilities[source.line] =
      `${source.text.trim().replace(/[.;]$/, '')}${phrases[n % phrases.length]}`;
    return {
      resume: out,
      kind: 'unprofessional',
      place: { section: 'experience', entry: source.entry, line: source.line },
      what: `"${phrases[n % phrases.length]?.trim()}"`,
    };
  },
  length: (resume) => {
    const source = bullets(resume).find((b) => count(b.text) >= 12 && count(b.text) <= 30);
    if (!source) return undefined;
    const out = copy(resume);
    const target = out.experience[source.entry];
    if (!target) return undefined;
    target.responsibilities[source.line] =
      `${source.text.trim().replace(/[.;]$/, '')}, working closely with colleagues across several departments to coordinate schedules, share updates, resolve open questions, review every draft with the people who asked for it and keep every stakeholder informed about progress, risks and next steps`;
    return {
      resume: out,
      kind: 'length',
      place: { section: 'experience', entry: source.entry, line: source.line },
      what: 'a bullet of over 40 words',
    };
  },
};

const placeKey = (p: FindingPlace) => `${p.section}.${p.entry ?? ''}.${p.line ?? ''}`;
const key = (f: { kind: string; place: FindingPlace }) => `${f.kind}|${placeKey(f.place)}`;

/** The findings of `after` that `before` did not have (by kind and place, counted). */
function newFindings(before: Finding[], after: Finding[]): Finding[] {
  const left = new Map<string, number>();
  for (const f of before) left.set(key(f), (left.get(key(f)) ?? 0) + 1);
  return after.filter((f) => {
    const n = left.get(key(f)) ?? 0;
    if (n > 0) left.set(key(f), n - 1);
    return n === 0;
  });
}

export async function reportReviewSeeded(): Promise<void> {
  const resumes = (await corpusResumes()).filter((r) => r.resume.experience.length > 0);
  const now = new Date();
  const review = (resume: ResumeData) => reviewResume(resume, { speller, now });
  const originals = new Map<number, Finding[]>();
  const rows: string[] = [];
  const misses: string[] = [];
  const alarms: string[] = [];
  let [plantedAll, foundAll, newAll, realAll] = [0, 0, 0, 0];
  const kinds = Object.keys(planters);
  for (const [k, kind] of kinds.entries()) {
    const plant = planters[kind];
    if (!plant) continue;
    let [planted, found, fresh, real] = [0, 0, 0, 0];
    // Each kind starts at its own offset, so the kinds are planted in different resumes.
    for (let i = 0; i < resumes.length && planted < PER_KIND; i += 1) {
      const index = (i + k * 7) % resumes.length;
      const entry = resumes[index];
      if (!entry) continue;
      const seeded = plant(entry.resume, planted);
      if (!seeded) continue;
      let before = originals.get(index);
      if (!before) {
        before = review(entry.resume);
        originals.set(index, before);
      }
      // A defect the original already has at that place cannot be told apart: plant elsewhere.
      if (before.some((f) => key(f) === key(seeded))) continue;
      const added = newFindings(before, review(seeded.resume));
      planted += 1;
      const hit = added.some((f) => key(f) === key(seeded));
      if (hit) found += 1;
      else if (misses.length < 15)
        misses.push(`  missed ${kind} (${seeded.what}) in ${entry.file} at ${placeKey(seeded.place)}`);
      for (const f of added) {
        fresh += 1;
        const isReal =
          key(f) === key(seeded) ||
          (placeKey(f.place) === placeKey(seeded.place) && (seeded.alsoReal ?? []).includes(f.kind));
        if (isReal) real += 1;
        else if (alarms.length < 15)
          alarms.push(
            `  false alarm ${f.kind} at ${placeKey(f.place)} after planting ${kind} in ${entry.file}: ${f.message.slice(0, 90)}`,
          );
      }
    }
    plantedAll += planted;
    foundAll += found;
    newAll += fresh;
    realAll += real;
    const ratio = (a: number, b: number) => (b === 0 ? '—' : (a / b).toFixed(2));
    rows.push(
      `  ${kind.padEnd(18)} planted ${String(planted).padStart(2)}  found ${String(found).padStart(2)}  recall ${ratio(found, planted)}  new findings ${String(fresh).padStart(3)}  real ${String(real).padStart(3)}  precision ${ratio(real, fresh)}`,
    );
  }
  console.log(
    '\nResume review on seeded defects (one defect planted per copy of a corpus resume; goal ≥ 0.9 each)',
  );
  for (const row of rows) console.log(row);
  console.log(
    `  overall            planted ${plantedAll}  found ${foundAll}  recall ${(foundAll / Math.max(1, plantedAll)).toFixed(2)}  new findings ${newAll}  real ${realAll}  precision ${(realAll / Math.max(1, newAll)).toFixed(2)}`,
  );
  for (const line of [...misses, ...alarms]) console.log(line);
}
