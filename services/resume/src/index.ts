export { createResumeApp, type ResumeAppOptions } from './app';
export { resumeConfigShape } from './config';
export type { ResumeDb, ResumeTables } from './db';
export { migrations } from './migrations';
export { ResumeStore } from './resumeStore';
