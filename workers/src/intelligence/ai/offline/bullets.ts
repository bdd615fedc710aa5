/**
 * Bullets as the user meant them: lines a page or column break split are joined back, and a bullet
 * written twice word for word is kept once. Near-duplicates stay (see ../suggestions.ts).
 */

/** Words a sentence cannot end on: a line ending with one continues on the next. */
const DANGLING_END = /(?:[,&/-]|\b(?:and|or|of|to|the|a|an|with|for|in|on|by|at|from|as|including|while))$/i;

/** True when `next` continues `previous` rather than starting a bullet of its own. */
function continues(previous: string, next: string): boolean {
  if (/^[\p{Ll}(]/u.test(next)) return true;
  return DANGLING_END.test(previous.trim());
}

/** Split bullets joined back: "Reduced costs by 20% through" + "renegotiated contracts" is one bullet. */
export function mergeSplitBullets(bullets: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of bullets) {
    const text = raw.trim();
    if (!text) continue;
    const last = out.at(-1);
    if (last !== undefined && continues(last, text)) {
      // A hyphen lost at the line end joins the word halves: "cross-" + "functional".
      out[out.length - 1] = last.endsWith('-') ? `${last}${text}` : `${last} ${text}`;
    } else {
      out.push(text);
    }
  }
  return out;
}

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The first of each set of bullets that are the same apart from case, spacing and punctuation. */
export function dropExactDuplicates(bullets: readonly string[]): string[] {
  const seen = new Set<string>();
  return bullets.filter((b) => {
    const k = key(b);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
