import { type AtsReport, type AtsRequirement, breakdownPercent } from '@rb/contracts';

const parts = [
  { key: 'keywordMatch', label: 'Keyword Match' },
  { key: 'softSkillsMatch', label: 'Soft Skills Match' },
  { key: 'industryTermsMatch', label: 'Industry Terms Match' },
] as const;

/** SPEC §2/§9: the rounded overall score, three capped bars, formatting errors and the keywords. */
export function AtsPanel({ report }: { report: AtsReport }) {
  return (
    <section className="ats-panel card" aria-label="ATS score">
      <p>
        ATS Score: <span className="ats-score">{Math.round(report.atsScore)}%</span>
      </p>
      {/* How the parts add up to the score (reports stored before the explanation existed have none). */}
      {report.explanation && <p className="muted">{report.explanation.summary}</p>}
      {parts.map(({ key, label }) => {
        const pct = breakdownPercent(key, report[key]);
        return (
          <div key={key}>
            <div className="row" style={{ justifyContent: 'space-between' }}>
              <span>{label}</span>
              <span>{pct}%</span>
            </div>
            <div
              className="bar"
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct}
            >
              <span style={{ width: `${pct}%` }} />
            </div>
          </div>
        );
      })}
      {report.formattingErrors.length > 0 && (
        <>
          <h4>Formatting issues</h4>
          <ul>
            {report.formattingErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
      {report.requirements && report.requirements.length > 0 && (
        <>
          <RequirementList
            title="Must have"
            items={report.requirements.filter((r) => r.importance === 'must')}
          />
          <RequirementList
            title="Nice to have"
            items={report.requirements.filter((r) => r.importance === 'nice')}
          />
        </>
      )}
      {report.matchedKeywords.length > 0 && (
        <>
          <h4>Matched keywords</h4>
          <ul className="chips">
            {report.matchedKeywords.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </>
      )}
      {report.missingKeywords.length > 0 && (
        <>
          <h4>Missing keywords</h4>
          <ul className="chips">
            {report.missingKeywords.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const VERDICT_LABELS: Record<AtsRequirement['verdict'], string> = {
  met: 'Met',
  partial: 'Partly met',
  missing: 'Missing',
};

/** The posting's requirements of one importance, each with its verdict and the resume's words that show it. */
function RequirementList({ title, items }: { title: string; items: AtsRequirement[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="ats-requirements">
        {items.map((r) => (
          <li key={`${r.kind}:${r.text}`}>
            <strong>{VERDICT_LABELS[r.verdict]}:</strong> {r.text}
            {r.evidence && <span className="muted"> — “{r.evidence}”</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
