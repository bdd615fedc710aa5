import type { Suggestion } from '@rb/contracts';

/** Lines quoted under one piece of advice; the rest are counted, so a long resume does not bury its own text. */
const SHOWN = 8;

interface Advice {
  message: string;
  texts: string[];
}

/** One entry per distinct message, in first-seen order, with the lines it concerns. */
function byMessage(suggestions: readonly Suggestion[]): Advice[] {
  const advice = new Map<string, Advice>();
  for (const s of suggestions) {
    const entry = advice.get(s.message) ?? { message: s.message, texts: [] };
    if (s.text) entry.texts.push(s.text);
    advice.set(s.message, entry);
  }
  return [...advice.values()];
}

/**
 * The AI engine's advice beside the text it returned ("add a measurable result"): shown here for the
 * user to act on, never written into the resume they download. Advice given for several lines is said
 * once, over the lines it concerns, rather than repeated before each.
 */
export function SuggestionList({ suggestions }: { suggestions: readonly Suggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label="Suggestions" data-testid="suggestions">
      <h3>Suggestions (not added to your resume)</h3>
      <ul>
        {byMessage(suggestions).map(({ message, texts }) => (
          <li key={message}>
            {message}
            {texts.length === 1 && <q className="muted"> {texts[0]}</q>}
            {texts.length > 1 && (
              <ul>
                {texts.slice(0, SHOWN).map((text, i) => (
                  // The same line may appear twice (two roles with one bullet).
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for one result
                  <li key={`${i}-${text}`}>
                    <q className="muted">{text}</q>
                  </li>
                ))}
              </ul>
            )}
            {texts.length > SHOWN && <p className="muted">{texts.length - SHOWN} more like these.</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
