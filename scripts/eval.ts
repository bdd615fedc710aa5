/**
 * `npm run eval`: measured quality of the intelligence modules on the shared corpus (../shared/corpus):
 * ATS ROC AUC with two baselines, the per-field cross-check, precision@5 across 25 fields, the scorer's
 * consistency violations, keyword extraction against annotated
 * postings, the gap list against hand-labelled requirements (gaps/), the structure parser's field
 * accuracy, the import round trip and layout stability, the resume review's recall and precision on
 * seeded defects, and the scorer's latency. A measurement, not a test:
 * it prints figures and exits 0.
 */
import fs from 'node:fs';
import { reportAuc, reportLatency } from './eval/atsAuc';
import { reportConsistency } from './eval/atsConsistency';
import { CORPUS } from './eval/corpus';
import { reportCoverLetterQuality } from './eval/coverLetterQuality';
import { reportCrossField } from './eval/crossField';
import { reportEnhanceFidelity } from './eval/enhanceFidelity';
import { reportFieldsRanking } from './eval/fieldsRanking';
import { reportGaps } from './eval/gapsReport';
import { reportGoldenKeywords } from './eval/goldenKeywords';
import { reportLayoutStability } from './eval/layoutStability';
import { reportParserAccuracy } from './eval/parserAccuracy';
import { reportReviewSeeded } from './eval/reviewSeeded';

if (!fs.existsSync(CORPUS)) {
  console.log(`Corpus not found at ${CORPUS}: nothing to measure.`);
} else if (process.argv[2] === 'import') {
  // `npm run eval -- import`: only the import figures (ground truth, round trip, layout stability).
  await reportParserAccuracy();
  await reportLayoutStability();
} else if (process.argv[2] === 'ats') {
  // `npm run eval -- ats`: only the ATS figures (ranking, consistency, keywords, gaps, latency).
  await reportAtsFigures();
} else if (process.argv[2] === 'letters') {
  // `npm run eval -- letters`: only the cover letter figures.
  await reportCoverLetterQuality();
} else if (process.argv[2] === 'enhance') {
  // `npm run eval -- enhance`: only Enhance's fidelity over every corpus resume.
  await reportEnhanceFidelity();
} else if (process.argv[2] === 'review') {
  // `npm run eval -- review`: only the review's recall and precision on seeded defects.
  await reportReviewSeeded();
} else {
  await reportAtsFigures();
  await reportParserAccuracy();
  await reportLayoutStability();
  await reportEnhanceFidelity();
  await reportReviewSeeded();
  await reportCoverLetterQuality();
}

async function reportAtsFigures() {
  await reportAuc();
  await reportCrossField();
  reportFieldsRanking();
  await reportConsistency();
  reportGoldenKeywords();
  reportGaps();
  await reportLatency();
}
