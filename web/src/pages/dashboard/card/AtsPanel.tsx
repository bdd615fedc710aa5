import { type AtsReport, breakdownPercent } from '@rb/contracts';

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
