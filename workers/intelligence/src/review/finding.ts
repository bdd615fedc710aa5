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

/**
 * A quoted word or phrase, cut short: messages name what they found. Angle brackets are quoted as
 * ‹ › so a quoted tag ("<script>") is no markup: the sanitiser every answer passes would otherwise
 * remove it, and with a script tag the rest of the message.
 */
export const quote = (text: string, max = 60) => {
  const shown = (text.length > max ? `${text.slice(0, max - 1)}…` : text).replace(/[<>]/g, (c) =>
    c === '<' ? '‹' : '›',
  );
  return `“${shown}”`;
};
