import { type ResumeData, resumeDataSchema } from '@rb/contracts';

/**
 * A resume with as many distinct lines as the schema allows (about 7,400 in the version diff: a summary of
 * one-word lines, every list at its maximum), each line carrying `tag`: two tags give two versions in
 * which every line changed, the version diff's worst case (issue 32 finding 1). Each listed line but the
 * summary's is padded to `width` characters (a skill to at most 100, its bound): at 200 the resume is
 * 0.97 MB of JSON, about the largest a save (1 MiB) takes with every list full.
 */
export function widestResume(tag: string, width = 0): ResumeData {
  const lines = (n: number, what: string, padTo = width) =>
    Array.from({ length: n }, (_, i) => `${tag}${what}${i}`.padEnd(padTo, '.'));
  return resumeDataSchema.parse({
    name: `${tag} Widest`,
    email: `${tag}@example.com`,
    summary: lines(900, 's', 0).join('\n').slice(0, 5000),
    experience: Array.from({ length: 30 }, (_, j) => ({
      company: `${tag}c${j}`,
      role: 'r',
      start_date: '2010',
      responsibilities: lines(40, `e${j}.`),
    })),
    education: Array.from({ length: 20 }, (_, j) => ({
      institution: `${tag}i${j}`,
      coursework: lines(40, `k${j}.`),
    })),
    skills: lines(100, 'sk', Math.min(width, 100)),
    certifications: lines(50, 'ce').map((name) => ({ name })),
    projects: Array.from({ length: 30 }, (_, j) => ({
      name: `${tag}p${j}`,
      description: `${tag}d${j}`,
      bullets: lines(40, `p${j}.`),
    })),
    awards: lines(30, 'a').map((name) => ({ name, description: `${name}d` })),
    languages: lines(20, 'l').map((name) => ({ name })),
    volunteering: Array.from({ length: 20 }, (_, j) => ({
      organization: `${tag}v${j}`,
      bullets: lines(40, `v${j}.`),
    })),
    courses: lines(50, 'co').map((name) => ({ name })),
    publications: lines(50, 'pu').map((title) => ({ title })),
    custom: Array.from({ length: 10 }, (_, j) => ({ title: `${tag}t${j}`, items: lines(40, `x${j}.`) })),
  });
}
