import type { JobProgress } from '@rb/contracts';

/** Full-screen busy overlay; with a job's progress it shows the live stage and percentage. */
export function Overlay({ message, progress }: { message: string; progress?: JobProgress | null }) {
  return (
    <div className="overlay" role="status" aria-live="polite">
      <div className="overlay-box">
        <div className="spinner" aria-hidden="true" />
        <p className="overlay-message">{message}</p>
        {progress && (
          <div className="job-progress" data-testid="job-progress">
            <progress max={100} value={progress.percent} aria-label="Progress" />
            <span>
              {progress.stage} — {Math.round(progress.percent)}%
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
