import { applyFinding, type Finding, findingsCount, resumeDataOf, type StoredResume } from '@rb/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../../api/endpoints';
import { FindingList } from '../../../components/FindingList';
import { showLine, shownAnchor } from '../../../lib/findingAnchor';

interface ReviewPanelProps {
  resume: StoredResume;
  disabled: boolean;
  /** A fix was saved as a new version: reload the list. */
  onChanged: () => Promise<void>;
}

/**
 * The card's review of its current version: the count ("12 findings, 3 important") as a disclosure
 * that opens the list; each finding links to its line on the card, and a safe fix is one click (saved as
 * a new version, so undo is the version history). Loaded again whenever the version changes.
 */
export function ReviewPanel({ resume, disabled, onChanged }: ReviewPanelProps) {
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [fixing, setFixing] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the review belongs to a version; reload on a new one
  useEffect(() => {
    const abort = new AbortController();
    setFailed(false);
    api.reviewResume(resume.id, abort.signal).then(
      (reply) => setFindings(reply.findings),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [resume.id, resume.version, resume.updatedAt]);

  if (failed) return <p className="muted">The review could not be loaded.</p>;
  if (!findings) return <p className="muted">Reviewing...</p>;
  const fix = async (finding: Finding) => {
    const fixed = applyFinding(resumeDataOf(resume), finding);
    if (!fixed) return;
    setFixing(true);
    try {
      await api.saveVersion(resume.id, fixed);
      await onChanged();
    } catch {
      setFailed(true);
    } finally {
      setFixing(false);
    }
  };
  return (
    <details className="review" data-testid="review">
      <summary>{findings.length === 0 ? 'No findings' : findingsCount(findings)}</summary>
      <FindingList
        heading="h4"
        findings={findings}
        disabled={disabled || fixing}
        onShow={(f) => {
          const line = shownAnchor(resume.id, f.place);
          if (line) showLine(line);
        }}
        onFix={(f) => void fix(f)}
      />
    </details>
  );
}
