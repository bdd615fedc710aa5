import type { Finding, FindingKind, FindingPlace } from '@rb/contracts';

/** A finding before the review numbers it: every check returns these. */
export type Draft = Omit<Finding, 'id'>;

/** A finding of `kind` at `place`, quoting the line when there is one. */
export function finding(
  kind: FindingKind,
  severity: Finding['severity'],
  place: FindingPlace,
  message: string,
  extra: { text?: string | undefined; fix?: Finding['fix'] } = {},
): Draft {
  return {
    kind,
    severity,
    place,
    message: message.slice(0, 300),
    ...(extra.text !== undefined && { text: extra.text.slice(0, 1000) }),
    ...(extra.fix && { fix: extra.fix }),
  };
}

/** A quoted word or phrase, cut short: messages name what they found. */
export const quote = (text: string, max = 60) =>
  `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;
