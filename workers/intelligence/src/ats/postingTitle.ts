import { words } from '../text/tokens';

/** A first line longer than this is prose (a posting pasted without its title), not a title. */
const TITLE_MAX_WORDS = 12;

/**
 * The posting's title: its first line when it is short enough to be one ("Senior Software Engineer -
 * Payments"), else empty. Both the role match and the years a title implies read it from here.
 */
export function postingTitle(jobDescription: string): string {
  const first = jobDescription.trimStart().slice(0, 200).split('\n')[0] ?? '';
  return words(first).length <= TITLE_MAX_WORDS ? first.trim() : '';
}
