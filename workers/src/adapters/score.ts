/** The ATS scorer of the intelligence package (pure, synchronous); the score queue runs it. */
export { scoreResume } from '../intelligence';
