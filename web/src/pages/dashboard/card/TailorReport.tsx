import type { TailorResponse } from '@rb/contracts';
import { ChangedLines } from './ChangedLines';

/** What tailoring did: the scores before and after, each added term with its evidence, the changed lines, and what is still missing. */
export function TailorReport({ result }: { result: TailorResponse }) {
  return (
    <section className="tailor-report card" aria-label="Tailoring result">
      <p className="tailor-scores">
        ATS Score before: <strong>{Math.round(result.before.atsScore)}%</strong> → after:{' '}
        <strong>{Math.round(result.after.atsScore)}%</strong>
      </p>
      {result.version === null && (
        <p role="status">
          No new version was saved: tailoring found nothing to change that your resume already shows. What is
          still missing is listed below; add it where it is true of you.
        </p>
      )}
      <h4>Added from your own resume</h4>
      {result.added.length === 0 ? (
        <p>No keyword was added: none of the missing ones appears elsewhere in your resume.</p>
      ) : (
        <ul aria-label="Added terms">
          {result.added.map((a) => (
            <li key={a.term}>
              <strong>{a.term}</strong>, shown in {a.where}: “{a.evidence}”
            </li>
          ))}
        </ul>
      )}
      <h4>Changed lines</h4>
      <ChangedLines lines={result.changes} />
      {result.stillMissing.length > 0 && (
        <>
          <h4>Still missing</h4>
          <ul aria-label="Still missing keywords">
            {result.stillMissing.map((m) => (
              <li key={m.term}>
                <strong>{m.term}</strong>: {m.hint}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
