import fs from 'node:fs';
import { scoreResume } from '@rb/intelligence';
import { corpusPath } from './corpus';
import { spearman } from './metrics';

type Met = 'yes' | 'partial' | 'no';

interface LabelledRequirement {
  requirement: string;
  kind: 'must' | 'nice';
  aliases: string[];
  met: Met;
}

interface GapCase {
  id: string;
  posting: { text: string };
  resume: { text: string };
  requirements: LabelledRequirement[];
  not_requirements: string[];
}

/**
 * The rule for "this printed item names that requirement": lower-cased, the item equals, contains
 * or is contained in the requirement or one of its aliases.
 */
export function names(item: string, requirement: LabelledRequirement): boolean {
  const a = item.toLowerCase().trim();
  if (!a) return false;
  return [requirement.requirement, ...requirement.aliases].some((r) => {
    const b = r.toLowerCase().trim();
    return b.length > 0 && (a === b || a.includes(b) || b.includes(a));
  });
}

/** Credit of a labelled verdict in the "share of must requirements met" the score is compared with. */
const MET_CREDIT: Record<Met, number> = { yes: 1, partial: 0.5, no: 0 };

/**
 * The gap list against gaps/gaps-dev.json (postings × resumes whose requirements a person labelled):
 *   gap precision    share of "missing" items that name a requirement the resume does not fully meet
 *                    (labelled no or partial)
 *   gap recall       share of requirements labelled "no" that some missing item names (must only: must recall)
 *   coverage         share of labelled requirements that any printed item (matched or missing) names
 *   match precision  share of "matched" items that name a requirement the resume meets (yes or partial)
 *   Spearman         between atsScore and the share of must requirements met (partial counts half)
 * The false alarms and misses are printed so anyone can audit them.
 */
export function reportGaps(): void {
  const file = corpusPath('gaps/gaps-dev.json');
  if (!fs.existsSync(file)) {
    console.log('\n## Gaps: gaps/gaps-dev.json not found');
    return;
  }
  const cases = JSON.parse(fs.readFileSync(file, 'utf8')) as GapCase[];
  let missingItems = 0;
  let trueGaps = 0;
  let matchedItems = 0;
  let trueMatches = 0;
  let unmet = 0;
  let unmetNamed = 0;
  let mustUnmet = 0;
  let mustUnmetNamed = 0;
  let labelled = 0;
  let covered = 0;
  const scores: number[] = [];
  const mustShares: number[] = [];
  const audit: string[] = [];
  for (const c of cases) {
    const report = scoreResume({ htmlResume: c.resume.text, jobDescription: c.posting.text });
    const printed = [...report.matchedKeywords, ...report.missingKeywords];
    const falseAlarms = report.missingKeywords.filter(
      (item) => !c.requirements.some((r) => r.met !== 'yes' && names(item, r)),
    );
    const wrongMatches = report.matchedKeywords.filter(
      (item) => !c.requirements.some((r) => r.met !== 'no' && names(item, r)),
    );
    missingItems += report.missingKeywords.length;
    trueGaps += report.missingKeywords.length - falseAlarms.length;
    matchedItems += report.matchedKeywords.length;
    trueMatches += report.matchedKeywords.length - wrongMatches.length;
    const misses: string[] = [];
    for (const r of c.requirements) {
      labelled += 1;
      if (printed.some((item) => names(item, r))) covered += 1;
      if (r.met !== 'no') continue;
      const named = report.missingKeywords.some((item) => names(item, r));
      unmet += 1;
      if (named) unmetNamed += 1;
      if (r.kind === 'must') {
        mustUnmet += 1;
        if (named) mustUnmetNamed += 1;
      }
      if (!named) misses.push(`${r.kind}: ${r.requirement}`);
    }
    const must = c.requirements.filter((r) => r.kind === 'must');
    scores.push(report.atsScore);
    mustShares.push(must.length ? must.reduce((s, r) => s + MET_CREDIT[r.met], 0) / must.length : 1);
    audit.push(
      `${c.id} (score ${report.atsScore})`,
      `  false alarms: ${falseAlarms.join('; ') || '—'}`,
      `  wrong matches: ${wrongMatches.join('; ') || '—'}`,
      `  misses: ${misses.join('; ') || '—'}`,
    );
  }
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(3) : 'n/a');
  console.log(
    `\n## Gaps — gaps/gaps-dev.json (${cases.length} postings × resumes, ${labelled} requirements)`,
  );
  console.log(
    `gap precision         ${ratio(trueGaps, missingItems)}  (${trueGaps}/${missingItems} missing items)`,
  );
  console.log(
    `gap recall            ${ratio(unmetNamed, unmet)}  (${unmetNamed}/${unmet} unmet requirements)`,
  );
  console.log(`must recall           ${ratio(mustUnmetNamed, mustUnmet)}  (${mustUnmetNamed}/${mustUnmet})`);
  console.log(`requirement coverage  ${ratio(covered, labelled)}  (${covered}/${labelled})`);
  console.log(
    `match precision       ${ratio(trueMatches, matchedItems)}  (${trueMatches}/${matchedItems} matched items)`,
  );
  console.log(`Spearman score ~ must met  ${spearman(scores, mustShares).toFixed(3)}`);
  console.log(
    '### Audit: missing items naming no unmet requirement, matched items naming no met one, unmet requirements not named',
  );
  for (const line of audit) console.log(line);
}
