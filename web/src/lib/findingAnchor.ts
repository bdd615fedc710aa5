import type { FindingPlace } from '@rb/contracts';

/**
 * The id of the element that shows a finding's line on a resume card ("resume-<id>-experience-0-2"), so
 * the finding can link to it; the card gives its lines the same ids. A line the card does not show
 * (a project's bullet) falls back to its entry, then its section.
 */
export function findingAnchor(resumeId: string, place: FindingPlace): string {
  return ['resume', resumeId, place.section, place.entry, place.line]
    .filter((p) => p !== undefined)
    .join('-');
}

/** The first of the anchors for `place`, from the line up to its section, that the page holds; else the card. */
export function shownAnchor(resumeId: string, place: FindingPlace): HTMLElement | null {
  const tries = [place, { ...place, line: undefined }, { section: place.section }];
  for (const p of tries) {
    const element = document.getElementById(findingAnchor(resumeId, p));
    if (element) return element;
  }
  return document.getElementById(`resume-${resumeId}`);
}

/** Brings a line into view, gives it the keyboard focus and marks it for a moment. */
export function showLine(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
  element.classList.add('finding-target');
  window.setTimeout(() => element.classList.remove('finding-target'), 2000);
}
