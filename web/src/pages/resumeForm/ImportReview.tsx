import { useId } from 'react';
import type { Unsure } from './importReview';

/** The review step of an import: where the form came from, that nothing is saved yet, and what to check. */
export function ImportReview({ fileName, unsure }: { fileName: string; unsure: Unsure[] }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Review the import</h2>
      <p>Read from {fileName} without AI. Nothing is saved until you press “Save Imported Resume”.</p>
      {unsure.length === 0 ? (
        <p>The parser found every part it looks for; still, read it through.</p>
      ) : (
        <>
          <p>The parser was unsure of these; they are marked in the form where they are:</p>
          <ul aria-label="Fields to check">
            {unsure.map((u) => (
              <li key={u.text}>{u.text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
