/** Lazy loaders for the tutorial bodies: each becomes its own chunk, fetched only when its route opens. */
import type { TutorialSlug } from '../catalog';
import type { Tutorial } from './types';

export const TUTORIAL_LOADERS: Record<TutorialSlug, () => Promise<{ default: Tutorial }>> = {
  tutorial: () => import('./tutorial'),
  'build-resume-from-scratch': () => import('./build-resume-from-scratch'),
  'resume-header': () => import('./resume-header'),
  'resume-summary-tutorial': () => import('./resume-summary-tutorial'),
  'final-resume-checklist': () => import('./final-resume-checklist'),
  'keyword-guide': () => import('./keyword-guide'),
  'quantifying-impact': () => import('./quantifying-impact'),
  'tailoring-resume': () => import('./tailoring-resume'),
  'using-achievements-effectively': () => import('./using-achievements-effectively'),
  'showcasing-soft-skills': () => import('./showcasing-soft-skills'),
  certifications: () => import('./certifications'),
  'common-mistakes': () => import('./common-mistakes'),
  'employment-gaps': () => import('./employment-gaps'),
  'gap-explanation': () => import('./gap-explanation'),
  'handling-employment-gaps': () => import('./handling-employment-gaps'),
  'no-experience': () => import('./no-experience'),
  'no-experience-resume-tips': () => import('./no-experience-resume-tips'),
  'career-change': () => import('./career-change'),
  'resume-for-career-change': () => import('./resume-for-career-change'),
  'college-grad': () => import('./college-grad'),
  'international-student-resume-tips': () => import('./international-student-resume-tips'),
  'remote-work': () => import('./remote-work'),
  'ats-formatting': () => import('./ats-formatting'),
  'template-usage': () => import('./template-usage'),
  'file-naming': () => import('./file-naming'),
  'industry-formatting': () => import('./industry-formatting'),
};
