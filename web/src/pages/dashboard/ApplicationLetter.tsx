import type { Application, KeptCoverLetter } from '@rb/contracts';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Modal } from '../../components/Modal';
import { Overlay } from '../../components/Overlay';
import { useAction } from '../../hooks/useAction';
import { useJob } from '../../jobs/useJob';

interface ApplicationLetterProps {
  application: Application;
  /** A letter was written: the row now names it. */
  onWritten: (letter: KeptCoverLetter) => void;
}

/**
 * An application's cover letter cell: write one from the version sent and its posting (an AI use), or
 * open the one kept with the application, so the user sees which letter went where.
 */
export function ApplicationLetter({ application, onWritten }: ApplicationLetterProps) {
  const job = useJob();
  const action = useAction<'write' | 'open'>();
  const [shown, setShown] = useState<KeptCoverLetter | null>(null);
  const target = `${application.role} at ${application.company}`;

  const write = () =>
    void action.run(
      'write',
      async () => {
        const { coverLetter } = await job.run(api.writeApplicationCoverLetter(application.id), () => {
          // The letter is kept by the service after the job: a lost reply shows up on the next load.
          throw new Error('The reply was lost.');
        });
        onWritten(coverLetter);
        setShown(coverLetter);
      },
      { failed: 'Failed to write the cover letter.', unexpected: 'Something went wrong while writing.' },
    );

  const open = (id: string) =>
    void action.run('open', async () => setShown((await api.getCoverLetter(id)).coverLetter), {
      failed: 'Failed to load the cover letter.',
      unexpected: 'Something went wrong while loading.',
    });

  const id = application.coverLetterId;
  return (
    <>
      {id ? (
        <button
          type="button"
          className="secondary"
          onClick={() => open(id)}
          aria-label={`View cover letter for ${target}`}
        >
          View letter
        </button>
      ) : (
        <button
          type="button"
          onClick={write}
          disabled={action.busy !== null}
          aria-label={`Write cover letter for ${target}`}
        >
          Write letter
        </button>
      )}
      <ErrorAlert message={action.error} />
      {shown && (
        <Modal title={`Cover letter for ${target}`} onClose={() => setShown(null)}>
          <p className="muted">
            Written {new Date(shown.createdAt).toLocaleString()} for version {application.version}.
          </p>
          <div className="output">{shown.letter}</div>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setShown(null)}>
              Close
            </button>
          </div>
        </Modal>
      )}
      {action.busy === 'write' && <Overlay message="Writing cover letter..." progress={job.progress} />}
    </>
  );
}
