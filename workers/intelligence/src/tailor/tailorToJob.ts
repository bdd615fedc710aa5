import { type ResumeData, renderResumeHtml, type TailorOutcome } from '@rb/contracts';
import type { AiEngine } from '../ai/types';
import { findTerms } from '../ats/lexicon';
import { scoreResume } from '../ats/scoreResume';
import { stems } from '../text/tokens';
import { termPattern } from './evidence';
import { focusedSummary, inventedTerms, tailorResume } from './tailorResume';

const SUMMARY_MAX = 5000;

/**
 * Only a concrete skill of some field may join the skills list. A thin posting's keywords include its
 * salient words ("Data engineer"), which the scorer may weigh but which are no skill to list.
 */
const isSkill = (term: string) => [...findTerms(stems(term)).keys()].some((t) => t.kind === 'skill');
const isTrait = (term: string) => [...findTerms(stems(term)).keys()].some((t) => t.kind === 'soft');

/** A trait ("fast paced", "attention to detail") is shown by what was done, not used like a tool. */
const hintFor = (term: string) =>
  isTrait(term)
    ? `Show "${term}" only if it is true of you: a bullet where it made a difference says it better than the word.`
    : `Add "${term}" only if you have used it: name it in a bullet that says where and what it achieved.`;

/**
 * Tailors a resume to a posting: scores it, reorders it and adds evidenced keywords (tailorResume), has
 * the engine rewrite the summary toward the role, and scores the result. A rewritten summary naming a
 * posting keyword the resume never shows is refused for the offline one, so no engine can invent a skill.
 */
export async function tailorToJob(
  engine: AiEngine,
  resumeData: ResumeData,
  jobDescription: string,
  progress: (stage: string, percent: number) => Promise<void>,
): Promise<TailorOutcome & { engine: AiEngine['engine'] }> {
  const score = (resume: ResumeData) => scoreResume({ htmlResume: renderResumeHtml(resume), jobDescription });
  await progress('scoring', 10);
  const before = score(resumeData);
  const keywords = [...before.matchedKeywords, ...before.missingKeywords];
  await progress('reordering', 30);
  const skills = keywords.filter(isSkill);
  const { resume, added } = tailorResume(resumeData, skills);
  // What the summary leads with: the user's skills that name one of the posting's skills. A soft skill
  // ("Attention to detail") is no "hands-on experience", so the posting's traits are left to the bullets.
  const focus = resume.skills.filter((skill) => skills.some((term) => termPattern(term).test(skill)));
  await progress('rewriting the summary', 50);
  const rewritten = await engine.tailorSummary(resume, jobDescription, focus);
  const honest =
    rewritten.summary.trim() && inventedTerms(rewritten.summary, resumeData, keywords).length === 0;
  const summary = (honest ? rewritten.summary.trim() : focusedSummary(resume, focus)).slice(0, SUMMARY_MAX);
  const tailored = { ...resume, summary };
  await progress('re-scoring', 80);
  const after = score(tailored);
  const stillMissing = after.missingKeywords.map((term) => ({ term, hint: hintFor(term) }));
  return { resume: tailored, added, before, after, stillMissing, engine: rewritten.engine };
}
