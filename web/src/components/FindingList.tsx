import { type Finding, findingsCount } from '@rb/contracts';

interface FindingListProps {
  findings: readonly Finding[];
  /** Shows the finding's line (scrolls to it, focuses it); without it the findings are not links. */
  onShow?: ((finding: Finding) => void) | undefined;
  /** Applies a finding's safe fix; without it the fixes are only described. */
  onFix?: ((finding: Finding) => void) | undefined;
  disabled?: boolean;
  /** The list's heading level inside its container. */
  heading?: 'h3' | 'h4';
}

/**
 * The review's findings: "12 findings, 3 important", then each with its severity, what was found and,
 * where a safe one exists, its fix. A finding links to its line. Shown beside the resume, never
 * written into it.
 */
export function FindingList({ findings, onShow, onFix, disabled = false, heading = 'h3' }: FindingListProps) {
  const Heading = heading;
  if (findings.length === 0)
    return (
      <section aria-label="Review" data-testid="findings">
        <Heading>Review</Heading>
        <p>No findings: nothing a recruiter would flag.</p>
      </section>
    );
  return (
    <section aria-label="Review" data-testid="findings">
      <Heading>Review: {findingsCount(findings)}</Heading>
      <ul className="findings">
        {findings.map((f) => (
          <li key={f.id} className={`finding finding-${f.severity}`} data-kind={f.kind}>
            <span className="finding-severity">
              {f.severity === 'important' ? 'Important' : 'Suggestion'}
            </span>{' '}
            {onShow ? (
              <a
                href={`#${f.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onShow(f);
                }}
              >
                {f.message}
              </a>
            ) : (
              f.message
            )}
            {f.text && f.text !== f.fix?.before && <q className="muted"> {f.text.slice(0, 160)}</q>}
            {f.fix && onFix && (
              <button
                type="button"
                className="secondary finding-fix"
                disabled={disabled}
                onClick={() => onFix(f)}
                aria-label={f.fix.after ? `Fix: write “${f.fix.after}”` : 'Fix: remove this line'}
              >
                {f.fix.after ? `Fix: ${f.fix.after}` : 'Remove line'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
