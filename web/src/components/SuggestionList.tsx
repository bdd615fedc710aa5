import type { Suggestion } from '@rb/contracts';

/** Suggestions shown at once; the rest are counted, so a long resume does not bury its own text. */
const SHOWN = 8;

/**
 * The AI engine's advice beside the text it returned ("add a measurable result to this bullet"): shown
 * here for the user to act on, never written into the resume they download.
 */
export function SuggestionList({ suggestions }: { suggestions: readonly Suggestion[] }) {
  if (suggestions.length === 0) return null;
  const hidden = suggestions.length - SHOWN;
  return (
    <section aria-label="Suggestions" data-testid="suggestions">
      <h3>Suggestions (not added to your resume)</h3>
      <ul>
        {suggestions.slice(0, SHOWN).map((s) => (
          <li key={`${s.kind}-${s.experience ?? ''}-${s.bullet ?? ''}-${s.text ?? ''}`}>
            {s.message}
            {s.text && <q className="muted"> {s.text}</q>}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="muted">{hidden} more like these.</p>}
    </section>
  );
}
