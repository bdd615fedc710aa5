import { isAdvert, isDeclaration } from '../../review/templateLeftovers';
import { conjugate } from '../../text/verbs';
import { isLabel, withoutGlyph } from '../offline/rewriteBullet';

const firstWord = (text: string) => (text.trim().split(/\s+/)[0] ?? '').replace(/[,;:.]$/, '');
const rest = (text: string) => text.trim().split(/\s+/).slice(1).join(' ').replace(/[.;]$/, '');
const stop = (text: string) => /[.;]$/.test(text.trim());

/**
 * Why a line changed, in plain words, read from the two lines themselves so any engine's change is
 * explained the same way: a verb put in the role's tense, a stronger opening, a tool's capitals, the
 * ending made like the other bullets, two split lines joined, a repeat, an advert or an empty label removed.
 */
export function explainChange(before: readonly string[], after: string | null): string {
  if (after === null) {
    const line = withoutGlyph(before.join(' '));
    if (isAdvert(line)) return 'Removed: an advert or instruction from a resume builder, not your work.';
    if (isLabel(line)) return 'Removed: a label with nothing after it.';
    if (isDeclaration(line)) return 'Removed: a declaration from a form, which recruiters skip.';
    return 'Removed: it repeats another line word for word.';
  }
  if (before.length === 0) return 'Added.';
  if (before.length > 1) return 'Joined: a page or line break had split one bullet in two.';
  const old = before[0] ?? '';
  const reasons: string[] = [];
  const [was, now] = [firstWord(old), firstWord(after)];
  if (was.toLowerCase() !== now.toLowerCase()) {
    const sameVerb = conjugate(was.toLowerCase(), 'past') === conjugate(now.toLowerCase(), 'past');
    if (sameVerb && conjugate(now.toLowerCase(), 'past') === now.toLowerCase())
      reasons.push(`“${was}” → “${now}”: past tense, as the role has ended`);
    else if (sameVerb) reasons.push(`“${was}” → “${now}”: present tense, as the role is current`);
    else reasons.push(`“${was}” → “${now}”: an opening that says what you did`);
  } else if (was !== now) reasons.push('Opens with a capital, like the other bullets');
  const [restBefore, restAfter] = [rest(old), rest(after)];
  if (restBefore !== restAfter) {
    if (restBefore.toLowerCase() === restAfter.toLowerCase())
      reasons.push('Names of tools written as their makers write them');
    else if (reasons.length === 0 || was.toLowerCase() === now.toLowerCase()) reasons.push('Reworded');
  }
  if (stop(old) !== stop(after)) reasons.push('Ending made the same as the other bullets');
  return reasons.length > 0 ? `${reasons.join('; ')}.` : 'Spacing tidied.';
}
